import { Schema } from "effect"
import { IntervalUnit, MembershipStatus } from "./membership"

/**
 * What a club sells as membership (SPEC §3 Membership and its plans): a plan says whom it covers
 * and what it gives; its prices say how often it renews and for how much (a price that does not
 * renew is a one-off); its fees are charged once when a membership starts.
 */

export const Coverage = Schema.Literal("single", "couple", "family")
export type Coverage = typeof Coverage.Type

export const PlanPrice = Schema.Struct({
  id: Schema.Number,
  plan_id: Schema.Number,
  interval_unit: IntervalUnit,
  interval_count: Schema.Number,
  amount: Schema.Number,
  renews: Schema.Boolean,
  active: Schema.Boolean,
})
export type PlanPrice = typeof PlanPrice.Type

export const MembershipFee = Schema.Struct({
  id: Schema.Number,
  plan_id: Schema.Number,
  name: Schema.String,
  amount: Schema.Number,
  active: Schema.Boolean,
})
export type MembershipFee = typeof MembershipFee.Type

export const Plan = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  name: Schema.String,
  description: Schema.String,
  coverage: Coverage,
  /** People a membership covers beyond its owner: none for single, one for a couple, up to this for a family. */
  max_members: Schema.Number,
  /** Days ahead a member may book, where the plan gives more than the club's window. */
  booking_window_days: Schema.NullOr(Schema.Number),
  /** Bookings a member may hold at once, where the plan sets its own limit. */
  max_active_bookings: Schema.NullOr(Schema.Number),
  player_can_cancel: Schema.Boolean,
  /** Waivers (the club's, of category memberships) a member accepts before joining. */
  waiver_ids: Schema.Array(Schema.Number),
  active: Schema.Boolean,
  prices: Schema.Array(PlanPrice),
  fees: Schema.Array(MembershipFee),
})
export type Plan = typeof Plan.Type

/** A plan as a manager writes it. */
export type PlanFields = Omit<Plan, "id" | "facility_id" | "prices" | "fees">
export type PlanPriceFields = Omit<PlanPrice, "id" | "plan_id">
export type MembershipFeeFields = Omit<MembershipFee, "id" | "plan_id">

/** How many a plan covers beyond its owner, by its coverage. */
export const coverageProblem = (coverage: Coverage, maxMembers: number): string | undefined =>
  coverage === "single" && maxMembers !== 0
    ? "A single plan covers its owner alone."
    : coverage === "couple" && maxMembers !== 1
      ? "A couple's plan covers its owner and one more."
      : coverage === "family" && maxMembers < 1
        ? "A family plan covers its owner and at least one more."
        : undefined

/** A membership as the club and its member see it. */
export const MembershipView = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  code: Schema.String,
  status: MembershipStatus,
  owner_id: Schema.Number,
  owner: Schema.Struct({ id: Schema.Number, name: Schema.String, email: Schema.NullOr(Schema.String) }),
  members: Schema.Array(Schema.Struct({ id: Schema.Number, name: Schema.String })),
  plan_id: Schema.Number,
  plan_name: Schema.String,
  membership_plan_price_id: Schema.Number,
  price: PlanPrice,
  acquired_at: Schema.NullOr(Schema.String),
  ends_at: Schema.NullOr(Schema.String),
  paused_at: Schema.NullOr(Schema.String),
  cancel_requested: Schema.Boolean,
  notify_via_email: Schema.Boolean,
  membership_origin: Schema.Literal("admin", "player", "terminal", "import"),
  coupon_code: Schema.NullOr(Schema.String),
  /** What the membership still owes, from its unpaid charges. */
  balance_due: Schema.Number,
  created_at: Schema.String,
})
export type MembershipView = typeof MembershipView.Type
