import { Schema } from "effect"
import { IntervalUnit, MembershipStatus, PLAIN_ACTIONS } from "./rules"
import { type Minor, proportion } from "../money"

/**
 * What a club sells as membership: a plan says whom it covers
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
  /** Whether a person may hold more than one live membership of the plan (else one at a time). */
  several_per_person: Schema.Boolean,
  /** Whole percent a member's lessons and clinic purchases cost less. */
  lesson_discount_percent: Schema.Number,
  clinic_discount_percent: Schema.Number,
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

/** A plan's fields with the defaults a new plan takes: one person, the club's booking rules, members cancel it, on sale. */
export const planFields = (fields: Pick<PlanFields, "name"> & Partial<PlanFields>): PlanFields => ({
  description: "",
  coverage: "single",
  max_members: 0,
  booking_window_days: null,
  max_active_bookings: null,
  player_can_cancel: true,
  several_per_person: false,
  lesson_discount_percent: 0,
  clinic_discount_percent: 0,
  waiver_ids: [],
  active: true,
  ...fields,
})

/** A price less a member's discount (whole percent), rounded once. */
export const memberPrice = (amount: Minor, discountPercent: number): Minor =>
  amount - proportion(amount, discountPercent, 100)

/** How many a plan covers beyond its owner, by its coverage. */
export const coverageProblem = (coverage: Coverage, maxMembers: number): string | undefined =>
  coverage === "single" && maxMembers !== 0
    ? "A single plan covers its owner alone."
    : coverage === "couple" && maxMembers !== 1
      ? "A couple's plan covers its owner and one more."
      : coverage === "family" && maxMembers < 1
        ? "A family plan covers its owner and at least one more."
        : undefined

/** Whom a membership of `plan` may cover besides its owner, or why not. */
export const membersProblem = (
  plan: Pick<Plan, "name" | "max_members">,
  ownerId: number,
  members: ReadonlyArray<number>,
): string | undefined =>
  members.includes(ownerId)
    ? "The owner is covered already; list only the other members."
    : new Set(members).size !== members.length
      ? "A member is listed twice."
      : members.length > plan.max_members
        ? plan.max_members === 0
          ? `${plan.name} covers its owner alone.`
          : `${plan.name} covers its owner and up to ${plan.max_members} more.`
        : undefined

/** A membership as it is stored. */
export const MembershipRecord = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  code: Schema.String,
  status: MembershipStatus,
  owner_id: Schema.Number,
  owner: Schema.Struct({ id: Schema.Number, name: Schema.String, email: Schema.NullOr(Schema.String) }),
  members: Schema.Array(Schema.Struct({ id: Schema.Number, name: Schema.String, email: Schema.NullOr(Schema.String) })),
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
  /** Why the saved card was last declined for a charge still unpaid; null when none was. */
  collection_error: Schema.NullOr(Schema.String),
  created_at: Schema.String,
})
export type MembershipRecord = typeof MembershipRecord.Type

/** A membership as the club and its member see it, with what the state machine allows it now. */
export const MembershipView = Schema.Struct({
  ...MembershipRecord.fields,
  actions: Schema.Array(Schema.Literal(...PLAIN_ACTIONS)),
})
export type MembershipView = typeof MembershipView.Type
