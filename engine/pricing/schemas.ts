import * as Schema from "effect/Schema"

/** The shapes prices are read from (rates, teacher prices, coupons), apart from the rules that price, so a bundle of the rules carries no Schema. */

const MinorAmount = Schema.Int.pipe(Schema.nonNegative())

const SecondsOfDay = Schema.Int.pipe(Schema.between(0, 86400))

/** Who a court rate is for; null on a rate means anyone. */
export const CourtUserType = Schema.Literal("member", "non_member", "guest")
export type CourtUserType = typeof CourtUserType.Type

/**
 * An hourly court price for a window of the day. The most specific rate wins for each moment:
 * one naming the court beats one for every court, one naming the user type beats one for anyone,
 * one naming weekdays beats one for every day, and then a shorter window (prime time) beats a
 * longer one.
 */
export const CourtRate = Schema.Struct({
  court_ids: Schema.NullOr(Schema.Array(Schema.Number)),
  /** 0 = Monday … 6 = Sunday; empty: every day. */
  days: Schema.Array(Schema.Int.pipe(Schema.between(0, 6))),
  hour_start: SecondsOfDay,
  hour_end: SecondsOfDay,
  user_type: Schema.NullOr(CourtUserType),
  price_per_hour: MinorAmount,
  /** Shown to people as prime time; its price is what makes it dearer. */
  prime_time: Schema.Boolean,
})
export type CourtRate = typeof CourtRate.Type

export const TeacherUserType = Schema.Literal("Adult", "Child", "Player")
export const Shift = Schema.Literal("morning", "afternoon", "evening")
export type Shift = typeof Shift.Type

/** Teacher price: the price of `quantity` lessons of `duration` minutes; null fields match anything. */
export const TeacherPrice = Schema.Struct({
  duration: Schema.Int.pipe(Schema.positive()),
  shift: Schema.NullOr(Shift),
  surface: Schema.NullOr(Schema.String),
  user_type: TeacherUserType,
  quantity: Schema.Int.pipe(Schema.positive()),
  price: MinorAmount,
  player_category_description: Schema.NullOr(Schema.String),
  clinic_category_description: Schema.NullOr(Schema.String),
})
export type TeacherPrice = typeof TeacherPrice.Type

export const Coupon = Schema.Union(
  Schema.Struct({
    kind: Schema.Literal("percent"),
    percent: Schema.Number.pipe(Schema.greaterThan(0), Schema.lessThanOrEqualTo(100)),
  }),
  Schema.Struct({ kind: Schema.Literal("amount"), amount: Schema.Int.pipe(Schema.positive()) }),
)
export type Coupon = typeof Coupon.Type

/** What a coupon may be used for. */
export const CouponItem = Schema.Literal("reservation", "lesson", "clinic", "membership", "product")
export type CouponItem = typeof CouponItem.Type
