/**
 * Embedding the engine: price a court, split it, check a booking, count pending clinic sessions
 * and move a membership along. Run it with `npx tsx rules.ts`.
 */
import { Effect, Either } from "effect"
import {
  outsideBookingWindow,
  windowSentence,
  courtFees,
  formatMoney,
  formatSecondsOfDay,
  pendingSessions,
  ratingLabel,
  membershipTransition,
  type CourtRate,
} from "@venue/engine/rules"

const rates: ReadonlyArray<CourtRate> = [
  {
    court_ids: null,
    days: [],
    hour_start: 0,
    hour_end: 86400,
    user_type: null,
    price_per_hour: 3000,
    prime_time: false,
  },
  {
    court_ids: null,
    days: [],
    hour_start: 17 * 3600,
    hour_end: 21 * 3600,
    user_type: null,
    price_per_hour: 4500,
    prime_time: true,
  },
]

const fees = Effect.runSync(
  courtFees(rates, {
    court_id: 1,
    weekday: 2,
    hour_start: 16.5 * 3600,
    hour_end: 18 * 3600,
    players: [{ user_type: "member" }, { user_type: "member" }, { user_type: "guest" }],
    split: "per_player",
  }),
)
/** A program acts on the kind (here: it says when to come back); a person reads the sentence. */
const describeWindow = (outside: ReturnType<typeof outsideBookingWindow>) =>
  outside === undefined
    ? "inside the window"
    : outside._tag === "NotOpenYet"
      ? `${windowSentence(outside)} (come back within ${outside.maxHours} hours of it)`
      : windowSentence(outside)

const lines = [
  `A ${formatSecondsOfDay(16.5 * 3600)}–${formatSecondsOfDay(18 * 3600)} court for three: ${fees.map((f) => formatMoney(f.amount, "USD", 2)).join(" + ")}`,
  `Booking 50 hours ahead: ${describeWindow(outsideBookingWindow(new Date(Date.now() + 50 * 3600_000), new Date(), { min_hours_range: 0, max_hours_range: 48 }))}`,
  `Pending sessions of a 4-lesson pack with one attended: ${pendingSessions({
    purchase: {
      id: 1,
      clinic_price_id: 1,
      lessons: 4,
      payment: { status: "paid", refundable: true },
      user_child_id: null,
    },
    price: { id: 1, lessons: 4, lesson_unit: "session", group_lessons: false },
    attendances: [
      { user_clinic_id: 1, clinic_price_id: 1, clinic_lesson_id: 1, waitlist: false, inquiry: false, paid: true },
    ],
    sessions: [{ id: 1, starts_at: new Date("2026-01-05T15:00:00Z"), raincheck: false }],
    now: new Date("2026-01-06T15:00:00Z"),
    timeZone: "America/New_York",
  })}`,
  `Pausing a pending membership: ${Either.match(
    membershipTransition(
      {
        status: "pending",
        owner_id: 1,
        plan: { id: 1, price: 6000, interval_unit: "month", interval_count: 1, player_can_cancel: true },
        acquired_at: null,
        ends_at: null,
        paused_at: null,
        cancel_requested: false,
      },
      { _tag: "pause" },
      new Date(),
      "America/New_York",
    ),
    { onLeft: (refused) => refused.message, onRight: () => "paused" },
  )}`,
  `The rpr rating shows as ${ratingLabel("rpr")}.`,
]
console.log(lines.join("\n"))
