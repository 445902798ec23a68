import { Context, Data, type Effect, type Option } from "effect"
import type { OpeningHours, ScheduleRule } from "./rules"
import type { CourtRate, Fee, TeacherPrice } from "../pricing/rules"
import type { Reservation } from "../records"
import type { ReservationKind } from "../reservations/rules"

/** Two active reservations would overlap on one court: the exclusion constraint said no. */
export class SlotTaken extends Data.TaggedError("SlotTaken")<{ readonly court_id: number }> {}

/** A person a booking names, as its rules and prices see them at its facility. */
export interface BookingPerson {
  readonly id: number
  readonly name: string
  readonly rating: number | null
  /** Has a role at the facility: only members are invited by id. */
  readonly member: boolean
  readonly pass: { readonly affiliation: string; readonly reservation_pass: boolean } | null
  /** What their current membership's plan gives them here (a longer window, its own booking limit, lessons for less); null without one. */
  readonly membership: {
    readonly booking_window_days: number | null
    readonly max_active_bookings: number | null
    readonly lesson_discount_percent: number
  } | null
  /** YYYY-MM-DD, when known: a child pays a teacher's child price. */
  readonly birth_date: string | null
}

/** Everything the booking rules and the court rates need, read in one round trip. */
export interface BookingFacts {
  readonly facility_id: number
  readonly time_zone: string
  readonly currency: string
  readonly currency_decimals: number
  readonly min_hours_range: number
  readonly max_hours_range: number
  readonly interval_rounding: number
  readonly max_active_bookings: number
  readonly require_booking_waiver: boolean
  readonly court_fee_split: "per_player" | "group"
  readonly opening: ReadonlyArray<OpeningHours>
  readonly rules: ReadonlyArray<ScheduleRule>
  readonly rates: ReadonlyArray<CourtRate>
  /** Of the courts asked about, the facility's open ones. */
  readonly open_court_ids: ReadonlyArray<number>
  /** Of the people asked about, those who exist. */
  readonly people: ReadonlyArray<BookingPerson>
  /** The one it is booked for: their upcoming bookings here, and whether they accepted the booking waivers. */
  readonly active_bookings: number
  readonly waivers_accepted: boolean
  readonly teacher_here: boolean
  /** The teacher's prices at the facility, for a lesson. */
  readonly teacher_prices: ReadonlyArray<TeacherPrice>
  /** The teacher's own lessons and clinics overlapping the time asked (`during`). */
  readonly teacher_busy: ReadonlyArray<{ readonly hour_start: number; readonly hour_end: number }>
}

export interface BookingFactsQuery {
  /** Undefined: the facility of the first court. */
  readonly facility_id: number | undefined
  readonly court_ids: ReadonlyArray<number>
  readonly booked_for: number | null
  readonly people: ReadonlyArray<number>
  readonly teacher_id: number | null
  /** With a teacher: the time asked, to read what else the teacher has on then. */
  readonly during?: { readonly date: string; readonly hour_start: number; readonly hour_end: number } | undefined
}

/** A booking to write: a reservation on the first court, child court reservations on the rest. */
export interface NewBooking {
  /** Its players are sent a confirmation (written with the booking). */
  readonly notify?: boolean
  readonly facility_id: number
  readonly court_ids: readonly [number, ...Array<number>]
  readonly date: string
  readonly hour_start: number
  readonly hour_end: number
  readonly starts_at: Date
  readonly ends_at: Date
  readonly kind: ReservationKind
  readonly subkind: string | null
  readonly reservation_type: number
  readonly created_by: number | null
  readonly teacher_id: number | null
  readonly guest_name: string | null
  /** What the public calendar says of a clinic session. */
  readonly clinic?: { readonly public_name: string; readonly category: string } | null
  /** The recurring series it is an occurrence of. */
  readonly series_id?: number | null
  readonly users: ReadonlyArray<{
    readonly user_id: number | null
    readonly name: string
    readonly rating: number | null
    readonly guest: boolean
  }>
  /** Court fees, a player's by their place in `users`. */
  readonly fees: ReadonlyArray<{ readonly user_index?: number; readonly amount: number; readonly description: string }>
}

export class BookingsRepo extends Context.Tag("venue/BookingsRepo")<
  BookingsRepo,
  {
    /** None when the facility (or the first court) is unknown. */
    readonly facts: (query: BookingFactsQuery) => Effect.Effect<Option.Option<BookingFacts>>
    /** Writes the booking whole in one statement, its courts held against concurrent bookings; SlotTaken when one is taken. */
    readonly write: (booking: NewBooking) => Effect.Effect<Reservation, SlotTaken>
    /** Replaces a reservation's court fees (its other fees stay), each tied to its player's row. */
    readonly replaceCourtFees: (
      reservation: Pick<Reservation, "id" | "facility_id" | "users">,
      fees: ReadonlyArray<Fee>,
    ) => Effect.Effect<void>
  }
>() {}
