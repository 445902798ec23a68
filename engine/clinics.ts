import { Schema } from "effect"
import { sameLocalMonth, sameLocalWeek } from "./dates"
import { PaymentStatus } from "./payments"

/** SPEC §3: how a clinic price counts its lessons. */
export const LessonUnit = Schema.Literal(
  "session",
  "per_week",
  "per_month",
  "per_week_per_month",
  "per_week_per_next_sessions",
)
export type LessonUnit = typeof LessonUnit.Type

const Count = Schema.Int.pipe(Schema.nonNegative())

/** SPEC §3 Clinic price: `lessons` per `lesson_unit`; group lessons share sessions with others. */
export const ClinicPrice = Schema.Struct({
  id: Schema.Number,
  lessons: Count,
  lesson_unit: LessonUnit,
  group_lessons: Schema.Boolean,
})
export type ClinicPrice = typeof ClinicPrice.Type

/** SPEC §3 User clinic: one purchase of lessons, for the buyer or a child they handle. */
export const UserClinic = Schema.Struct({
  id: Schema.Number,
  clinic_price_id: Schema.Number,
  lessons: Count,
  payment: Schema.NullOr(Schema.Struct({ status: PaymentStatus, refundable: Schema.Boolean })),
  user_child_id: Schema.NullOr(Schema.Number),
})
export type UserClinic = typeof UserClinic.Type

/** SPEC §3 Lesson attendance: a purchase's place in one session. */
export const LessonAttendance = Schema.Struct({
  user_clinic_id: Schema.Number,
  clinic_price_id: Schema.Number,
  clinic_lesson_id: Schema.Number,
  waitlist: Schema.Boolean,
  inquiry: Schema.Boolean,
  paid: Schema.Boolean,
})
export type LessonAttendance = typeof LessonAttendance.Type

/** One session of a clinic; `raincheck` when it was called off for the weather. */
export const ClinicSession = Schema.Struct({
  id: Schema.Number,
  starts_at: Schema.DateFromSelf,
  raincheck: Schema.Boolean,
})
export type ClinicSession = typeof ClinicSession.Type

export interface PendingInput {
  readonly purchase: UserClinic
  readonly price: ClinicPrice
  /** Every attendance of the clinic; only the purchase's own are counted. */
  readonly attendances: ReadonlyArray<LessonAttendance>
  /** The clinic's sessions, past and upcoming. */
  readonly sessions: ReadonlyArray<ClinicSession>
  readonly now: Date
  readonly timeZone: string
}

const REFUNDED: ReadonlyArray<PaymentStatus> = ["totally_refunded", "refunded_to_credit"]

/** A paid, non-refundable purchase of one single session: a rained-out session still uses it. */
const isFinalSingleSession = ({ purchase, price }: PendingInput) =>
  price.lesson_unit === "session" &&
  purchase.lessons === 1 &&
  purchase.payment?.status === "paid" &&
  !purchase.payment.refundable

/**
 * The period in which a group purchase's sessions must still come: the current week for weekly
 * prices, the current month for monthly ones, and any time for the rest.
 */
const inCurrentPeriod = (unit: LessonUnit, session: Date, now: Date, zone: string) =>
  unit === "per_week"
    ? sameLocalWeek(session, now, zone)
    : unit === "per_month" || unit === "per_week_per_month"
      ? sameLocalMonth(session, now, zone)
      : true

/**
 * Pending clinic sessions of one purchase, exactly SPEC §4:
 * - lessons bought minus lessons attended;
 * - an attendance at a rained-out session does not use a lesson, except for a paid,
 *   non-refundable single-session purchase;
 * - a purchase whose payment is totally_refunded or refunded_to_credit has none pending;
 * - waitlist and inquiry attendances do not use a lesson;
 * - for group lessons, a purchase whose lessons are used up, or with no upcoming session left in
 *   the current week (weekly prices) or month (monthly prices), has none pending.
 * Always from 0 to the lessons bought.
 */
export const pendingSessions = (input: PendingInput): number => {
  const { purchase, price, attendances, sessions, now, timeZone } = input
  if (purchase.payment !== null && REFUNDED.includes(purchase.payment.status)) return 0
  const sessionById = new Map(sessions.map((s) => [s.id, s]))
  const finalSingle = isFinalSingleSession(input)
  const attended = attendances.filter(
    (a) =>
      a.user_clinic_id === purchase.id &&
      !a.waitlist &&
      !a.inquiry &&
      (sessionById.get(a.clinic_lesson_id)?.raincheck !== true || finalSingle),
  ).length
  const remaining = Math.max(0, purchase.lessons - attended)
  if (remaining === 0 || !price.group_lessons) return remaining
  const upcoming = sessions.some(
    (s) =>
      !s.raincheck &&
      s.starts_at.getTime() > now.getTime() &&
      inCurrentPeriod(price.lesson_unit, s.starts_at, now, timeZone),
  )
  return upcoming ? remaining : 0
}

/** The pending sessions of several purchases, each counted by `pendingSessions`. */
export const totalPendingSessions = (inputs: ReadonlyArray<PendingInput>) =>
  inputs.reduce((sum, input) => sum + pendingSessions(input), 0)
