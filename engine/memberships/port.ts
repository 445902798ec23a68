import { Context, type Effect, type Option } from "effect"
import type { MembershipStatus } from "./rules"
import type { MembershipFeeFields, MembershipRecord, Plan, PlanFields, PlanPriceFields } from "./membershipPlans"

/** What a membership owes: a period's price, a joining fee, an upgrade's proration or a charge staff add; paid by `payment_id`. */
export interface MembershipCharge {
  readonly id: number
  readonly membership_id: number
  readonly kind: "period" | "fee" | "upgrade" | "other"
  readonly description: string
  readonly fee_id: number | null
  readonly period_start: string | null
  readonly period_end: string | null
  readonly amount: number
  readonly due_on: string
  readonly payment_id: number | null
  readonly attempts: number
  /** When a declined renewal charge is next tried; null once given up or never declined. */
  readonly next_attempt_at: Date | null
  readonly created_at: string
}

export interface NewMembership {
  readonly facility_id: number
  readonly plan_id: number
  readonly plan_price_id: number
  readonly owner_id: number
  readonly code: string
  readonly status: MembershipStatus
  readonly acquired_at: Date | null
  readonly ends_at: Date | null
  readonly notify_via_email: boolean
  readonly membership_origin: "admin" | "player" | "terminal" | "import"
  readonly coupon_code: string | null
  readonly members: ReadonlyArray<number>
  /** One of several the owner may hold of the plan (the plan allows it); else the only live one. */
  readonly several: boolean
}

/** A membership written, or why not: the club has another with its code, or the owner holds one of the plan already. */
export type MembershipInserted =
  { readonly id: number } | { readonly taken: "code" } | { readonly taken: "plan"; readonly code: string }

/** A change to a membership: its state fields after a transition, or what staff edit. */
export interface MembershipChange {
  readonly status?: MembershipStatus
  readonly owner_id?: number
  readonly plan_id?: number
  readonly plan_price_id?: number
  readonly acquired_at?: Date | null
  readonly ends_at?: Date | null
  readonly paused_at?: Date | null
  readonly cancel_requested?: boolean
  readonly notify_via_email?: boolean
  readonly code?: string
  readonly coupon_code?: string | null
  readonly members?: ReadonlyArray<number>
}

export class MembershipsRepo extends Context.Tag("venue/MembershipsRepo")<
  MembershipsRepo,
  {
    readonly plans: (facilityId: number) => Effect.Effect<ReadonlyArray<Plan>>
    readonly plan: (id: number) => Effect.Effect<Option.Option<Plan>>
    /** A new plan's id; undefined when the club has a plan of that name. */
    readonly insertPlan: (facilityId: number, fields: PlanFields) => Effect.Effect<number | undefined>
    /** False when another plan of the club has that name. */
    readonly updatePlan: (id: number, fields: PlanFields) => Effect.Effect<boolean>
    readonly insertPrice: (facilityId: number, planId: number, fields: PlanPriceFields) => Effect.Effect<number>
    readonly updatePrice: (id: number, fields: PlanPriceFields) => Effect.Effect<void>
    readonly insertFee: (facilityId: number, planId: number, fields: MembershipFeeFields) => Effect.Effect<number>
    readonly updateFee: (id: number, fields: MembershipFeeFields) => Effect.Effect<void>
    readonly list: (
      facilityId: number,
      filter: { readonly personId?: number; readonly status?: MembershipStatus },
    ) => Effect.Effect<ReadonlyArray<MembershipRecord>>
    /** A membership (not deleted), locked for the transaction when `lock`. */
    readonly find: (id: number, lock?: boolean) => Effect.Effect<Option.Option<MembershipRecord>>
    /** A new membership's id; undefined when the club has another with its code. */
    /** What their current memberships take off lessons and clinics (whole percent), for those of `personIds` who hold one. */
    readonly discounts: (
      facilityId: number,
      personIds: ReadonlyArray<number>,
    ) => Effect.Effect<
      ReadonlyMap<number, { readonly lesson_discount_percent: number; readonly clinic_discount_percent: number }>
    >
    readonly insert: (membership: NewMembership) => Effect.Effect<MembershipInserted>
    /** A new membership code of the club's, from a sequence. */
    readonly nextCode: (facilityId: number) => Effect.Effect<string>
    /** False when another membership of the club has the code asked for. */
    readonly update: (facilityId: number, id: number, change: MembershipChange) => Effect.Effect<boolean>
    readonly codeTaken: (facilityId: number, code: string, exceptId?: number) => Effect.Effect<boolean>
    readonly charges: (facilityId: number, membershipId: number) => Effect.Effect<ReadonlyArray<MembershipCharge>>
    /** A new charge's id; undefined when the membership has that period's or that fee's charge already. */
    readonly insertCharge: (
      facilityId: number,
      charge: Omit<MembershipCharge, "id" | "payment_id" | "attempts" | "next_attempt_at" | "created_at">,
    ) => Effect.Effect<number | undefined>
    readonly updateCharge: (
      id: number,
      change: { readonly amount?: number; readonly due_on?: string; readonly description?: string },
    ) => Effect.Effect<void>
    /** Removes a charge not yet paid. */
    readonly deleteCharge: (id: number) => Effect.Effect<void>
    /** The membership a charge is of; undefined when there is no such charge. */
    readonly chargeMembership: (chargeId: number) => Effect.Effect<number | undefined>
    /** Ties unpaid charges to their payment; answers how many it tied. */
    readonly payCharges: (ids: ReadonlyArray<number>, paymentId: number) => Effect.Effect<number>
    /** Of a plan's waivers, the names of those whose current version the person has not accepted. */
    readonly unacceptedWaivers: (
      facilityId: number,
      personId: number,
      waiverIds: ReadonlyArray<number>,
    ) => Effect.Effect<ReadonlyArray<string>>
    /** A person's address and name, for telling them. */
    readonly contact: (
      userId: number,
    ) => Effect.Effect<
      { readonly email: string | null; readonly name: string; readonly language: string | null } | undefined
    >
    /** The clubs with memberships to renew or end, or renewal charges to try again, by `asOf`. */
    readonly clubsWithWorkDue: (asOf: Date) => Effect.Effect<ReadonlyArray<number>>
    /** A club's live memberships whose period has ended by `asOf`. */
    readonly due: (facilityId: number, asOf: Date, limit: number) => Effect.Effect<ReadonlyArray<number>>
    /** Takes a membership's row lock unless another server holds it. */
    readonly claim: (id: number) => Effect.Effect<boolean>
    /** A club's unpaid renewal charges whose next try is due by `asOf`. */
    readonly chargesToRetry: (
      facilityId: number,
      asOf: Date,
    ) => Effect.Effect<ReadonlyArray<{ readonly id: number; readonly membership_id: number }>>
    readonly recordAttempt: (id: number, attempts: number, nextAt: Date | null, error: string) => Effect.Effect<void>
    /** The owner's default saved card at the club, and whether they have a club account there. */
    readonly renewalSource: (
      facilityId: number,
      userId: number,
    ) => Effect.Effect<{ readonly card_id: number | null; readonly on_account: boolean }>
    /** The facility's membership waivers (not archived). */
    readonly waivers: (
      facilityId: number,
    ) => Effect.Effect<ReadonlyArray<{ readonly id: number; readonly name: string }>>
  }
>() {}
