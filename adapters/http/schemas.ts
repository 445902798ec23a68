import { Schema } from "effect"
import { PayMethod } from "../../engine/payments/rules"
import { IsoDate } from "../../engine/people/rules"
import { BOOKING_LIMITS, ReservationKind, ReservationType } from "../../engine/reservations/rules"

/** An id in a path or query: digits, a positive whole number. */
export const IdParam = Schema.NumberFromString.pipe(Schema.int(), Schema.positive())

/** An amount of money in minor units, more than nothing and within what one payment may be. */
export const Amount = Schema.Int.pipe(Schema.between(1, 100_000_000))

/** An id in a JSON body. */
export const Id = Schema.Number.pipe(Schema.int(), Schema.positive())

/** A manager waives a late-cancellation fee when cancelling (`?waive_fee=true`). */
export const WaiveFee = Schema.Struct({
  waive_fee: Schema.optionalWith(Schema.BooleanFromString, { default: () => false }),
})

/** How something is paid: the method, and the saved card, intent or reader it names. */
export const HowPaid = {
  method: PayMethod,
  card_id: Schema.optional(Id),
  payment_intent_id: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
  device_id: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
}

export const SecondsOfDay = Schema.Int.pipe(Schema.between(0, 86400))
export const GuestName = Schema.Trim.pipe(
  Schema.nonEmptyString({ message: () => "A guest needs a name." }),
  Schema.maxLength(80),
)

export const Slot = {
  date: IsoDate,
  hour_start: SecondsOfDay,
  hour_end: SecondsOfDay,
}

/** A player's booking of a court: the reservations plugin books one date with it, the series plugin every date of a player's own series. */
export const PlayerBooking = Schema.Struct({
  facility_id: Id,
  court_id: Id,
  ...Slot,
  reservation_type: Schema.optionalWith(ReservationType, { default: () => 0 }),
  /** Book for a child the caller handles; default: the caller. */
  booked_for: Schema.optional(Id),
  /** Invited players who are members of the facility. */
  player_ids: Schema.optionalWith(Schema.Array(Id).pipe(Schema.maxItems(BOOKING_LIMITS.player.players)), {
    default: () => [],
  }),
  guests: Schema.optionalWith(Schema.Array(GuestName).pipe(Schema.maxItems(BOOKING_LIMITS.player.guests)), {
    default: () => [],
  }),
})

/** The desk's booking of a court: the reservations plugin books one date with it, the series plugin every date. */
export const AdminBooking = Schema.Struct({
  ...Slot,
  kind: Schema.optionalWith(ReservationKind, { default: () => "reservation" as const }),
  subkind: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(60)))),
  reservation_type: Schema.optionalWith(ReservationType, { default: () => 0 }),
  player_ids: Schema.optionalWith(Schema.Array(Id).pipe(Schema.maxItems(BOOKING_LIMITS.staff.players)), {
    default: () => [],
  }),
  guests: Schema.optionalWith(Schema.Array(GuestName).pipe(Schema.maxItems(BOOKING_LIMITS.staff.guests)), {
    default: () => [],
  }),
  teacher_id: Schema.optional(Schema.NullOr(Id)),
  guest_name: Schema.optional(Schema.NullOr(GuestName)),
  /** More courts in the same reservation: each becomes a child court reservation. */
  extra_court_ids: Schema.optionalWith(Schema.Array(Id).pipe(Schema.maxItems(20)), { default: () => [] }),
  /** A lesson outside the teacher's hours or in their time off, which the teacher agreed to. */
  outside_teacher_hours: Schema.optionalWith(Schema.Boolean, { default: () => false }),
})
