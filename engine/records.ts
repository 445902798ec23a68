import { Schema } from "effect"
import { GeneralSettings, RainCheckRefund } from "./facilities/rules"
import { PaymentStatus } from "./payments/rules"
import { CouponItem } from "./pricing/rules"
import { ReservationKind, ReservationStatus } from "./reservations/rules"
import type { OpeningHours, ScheduleRule } from "./bookings/rules"
import type { JsonText } from "./json"

/**
 * The records the use cases read and answer with, as every driver shows them: storage fills
 * them, the HTTP adapter encodes them, an embedding program gets them as they are.
 */

export class Facility extends Schema.Class<Facility>("Facility")({
  id: Schema.Number,
  ...GeneralSettings.fields,
  rain_check_refund: RainCheckRefund,
  has_logo: Schema.Boolean,
}) {}

/** A club as the server's directory lists it to a signed-in person: what is public, and how they stand to it. */
export const ListedFacility = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  slug: Schema.String,
  address: Schema.NullOr(Schema.String),
  time_zone: Schema.String,
  /** Their role there, or null for a club they do not belong to. */
  role: Schema.NullOr(Schema.String),
  fave: Schema.Boolean,
  /**
   * Why it is listed where it is: a favourite; a club where people they played with in the last
   * year play (`partners` of them); a club whose address has a ZIP code in the person's three-digit
   * ZIP area; or null.
   */
  reason: Schema.NullOr(Schema.Literal("favourite", "partners", "near")),
  partners: Schema.Number,
})
export type ListedFacility = typeof ListedFacility.Type

export const ReservationUser = Schema.Struct({
  id: Schema.Number,
  user_id: Schema.NullOr(Schema.Number),
  name: Schema.String,
  rating: Schema.NullOr(Schema.Number),
  team: Schema.NullOr(Schema.Number),
  guest: Schema.Boolean,
})

export const ReservationFee = Schema.Struct({
  id: Schema.Number,
  /** The player's place in the reservation; null for a group-wide fee. */
  user_index: Schema.NullOr(Schema.Number),
  ru_id: Schema.NullOr(Schema.Number),
  amount: Schema.Number,
  description: Schema.NullOr(Schema.String),
})

export const Reservation = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  court_id: Schema.Number,
  date: Schema.String,
  hour_start: Schema.Number,
  hour_end: Schema.Number,
  starts_at: Schema.String,
  ends_at: Schema.String,
  kind: ReservationKind,
  subkind: Schema.NullOr(Schema.String),
  status: ReservationStatus,
  reservation_type: Schema.Number,
  created_by: Schema.NullOr(Schema.Number),
  teacher_id: Schema.NullOr(Schema.Number),
  allow_cancel: Schema.Boolean,
  official_match: Schema.Boolean,
  guest_name: Schema.NullOr(Schema.String),
  parent_id: Schema.NullOr(Schema.Number),
  users: Schema.Array(ReservationUser),
  fees: Schema.Array(ReservationFee),
  totals: Schema.Struct({ total: Schema.Number }),
  /** What its calendar block says besides its kind, the same on every calendar. */
  info_text: Schema.String,
})
export type Reservation = typeof Reservation.Type

/** A reservation in a person's list: where and in what money, beside the booking itself. */
export const ListedReservation = Schema.extend(
  Reservation,
  Schema.Struct({
    court_name: Schema.String,
    facility_name: Schema.String,
    time_zone: Schema.String,
    currency: Schema.String,
    currency_decimals: Schema.Number,
    /** A lesson's teacher, by name. */
    teacher_name: Schema.NullOr(Schema.String),
    /** A camera of the club films its court: its recordings may be asked for once it has ended. */
    filmed: Schema.Boolean,
  }),
)

/** A page of a person's reservations. */
export const AgendaPage = Schema.Struct({ reservations: Schema.Array(ListedReservation), has_more: Schema.Boolean })
export type AgendaPage = typeof AgendaPage.Type
/** The same reservations read by cursor, in the list envelope. */
export interface AgendaList {
  readonly object: "list"
  readonly data: ReadonlyArray<typeof ListedReservation.Type>
  readonly has_more: boolean
}

/** A block on the public calendar: what anyone may see of a reservation. */
export const CalendarBlock = Schema.Struct({
  id: Schema.Number,
  kind: ReservationKind,
  subkind: Schema.NullOr(Schema.String),
  hour_start: Schema.Number,
  hour_end: Schema.Number,
  users: Schema.Array(Schema.Struct({ name: Schema.String })),
  teacher: Schema.NullOr(Schema.Struct({ name: Schema.String })),
  clinic: Schema.NullOr(
    Schema.Struct({ public_name: Schema.NullOr(Schema.String), category: Schema.NullOr(Schema.String) }),
  ),
})

/** An active court with its active reservations of one day, on the public calendar. */
export const CalendarCourt = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  reservations: Schema.Array(CalendarBlock),
})
export type CalendarCourt = typeof CalendarCourt.Type

/** What the public calendar of a day reads in one go: the club's zone, limits and hours, and its courts' JSON. */
export interface CalendarDayFacts {
  readonly time_zone: string
  readonly min_hours_range: number
  readonly max_hours_range: number
  readonly interval_rounding: number
  readonly opening: ReadonlyArray<OpeningHours>
  readonly rules: ReadonlyArray<ScheduleRule>
  readonly courts: JsonText<ReadonlyArray<CalendarCourt>>
}

/** A ledger row as the API shows it: its status and what is left to refund follow from its refunds. */
export const Payment = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  payable_type: Schema.String,
  payable_id: Schema.NullOr(Schema.Number),
  reservation_id: Schema.NullOr(Schema.Number),
  payer_id: Schema.NullOr(Schema.Number),
  staff_id: Schema.NullOr(Schema.Number),
  method: Schema.String,
  method_label: Schema.String,
  type_group: Schema.String,
  type_group_label: Schema.String,
  amount: Schema.Number,
  status: PaymentStatus,
  refunded: Schema.Number,
  refundable: Schema.Number,
  refund_of: Schema.NullOr(Schema.Number),
  to_credit: Schema.Boolean,
  custom_price: Schema.Boolean,
  coupon_code: Schema.NullOr(Schema.String),
  payment_intent_id: Schema.NullOr(Schema.String),
  device_id: Schema.NullOr(Schema.String),
  description: Schema.NullOr(Schema.String),
  business_date: Schema.String,
  created_at: Schema.String,
}).annotations({
  examples: [
    {
      id: 5120,
      facility_id: 7,
      payable_type: "Reservation",
      payable_id: 812,
      reservation_id: 812,
      payer_id: 431,
      staff_id: 12,
      method: "cash",
      method_label: "Cash",
      type_group: "cash",
      type_group_label: "Cash",
      amount: 3000,
      status: "partially_refunded",
      refunded: 1000,
      refundable: 2000,
      refund_of: null,
      to_credit: false,
      custom_price: false,
      coupon_code: null,
      payment_intent_id: null,
      device_id: null,
      description: null,
      business_date: "2026-12-05",
      created_at: "2026-12-05T17:02:11.482Z",
    },
  ],
})
export type Payment = typeof Payment.Type

export const AccountEntry = Schema.Struct({
  id: Schema.Number,
  kind: Schema.Literal("debit", "payment", "credit"),
  amount: Schema.Number,
  payment_id: Schema.Number,
  user_id: Schema.NullOr(Schema.Number),
  description: Schema.NullOr(Schema.String),
  business_date: Schema.String,
  created_at: Schema.String,
  /** For a debit: what payments have settled of it, oldest debits first. */
  settled: Schema.Number,
})
export type AccountEntry = typeof AccountEntry.Type

export const Account = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  name: Schema.String,
  invoice_receiver_id: Schema.Number,
  members: Schema.Array(Schema.Struct({ id: Schema.Number, name: Schema.String })),
  /** Debits less payments: what the account owes. */
  balance: Schema.Number,
})
export type Account = typeof Account.Type

export const CouponRow = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  code: Schema.String,
  kind: Schema.Literal("percent", "amount"),
  percent: Schema.NullOr(Schema.Number),
  amount: Schema.NullOr(Schema.Number),
  valid_from: Schema.NullOr(Schema.String),
  valid_until: Schema.NullOr(Schema.String),
  max_uses: Schema.NullOr(Schema.Number),
  max_uses_per_player: Schema.NullOr(Schema.Number),
  applies_to: Schema.Array(CouponItem),
  active: Schema.Boolean,
  uses: Schema.Number,
})
export type CouponRow = typeof CouponRow.Type

export const Sport = Schema.Literal("tennis", "padel", "pickleball", "squash", "badminton", "other")

export const Court = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  sport: Sport,
  surface: Schema.NullOr(Schema.String),
  indoor: Schema.Boolean,
  sort_order: Schema.Number,
  active: Schema.Boolean,
}).annotations({
  examples: [{ id: 31, name: "Court 1", sport: "tennis", surface: "hard", indoor: false, sort_order: 1, active: true }],
})
export type Court = typeof Court.Type

/** A future active reservation that a change to courts or schedules would leave without a court. */
export const HeldReservation = Schema.Struct({
  id: Schema.Number,
  court_id: Schema.Number,
  court_name: Schema.String,
  date: Schema.String,
  hour_start: Schema.Number,
})
export type HeldReservation = typeof HeldReservation.Type
