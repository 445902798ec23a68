import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import { IntervalUnit, MembershipStatus } from "../../../engine/memberships/rules"
import { Coverage, MembershipFee, MembershipView, Plan, PlanPrice } from "../../../engine/memberships/membershipPlans"
import { MembershipCharges } from "../../../engine/memberships/membershipCharges"
import { type AdminAction, Memberships } from "../../../engine/memberships/service"
import { IsoDate } from "../../../engine/people/rules"
import { using, asCaller } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { HowPaid, Id, IdParam } from "../schemas"

const Name = (what: string) =>
  Schema.Trim.pipe(Schema.nonEmptyString({ message: () => `A ${what} needs a name.` }), Schema.maxLength(120))
const Amount = Schema.Int.pipe(Schema.between(0, 100_000_000))
const Flag = Schema.Literal("true", "false").pipe(
  Schema.transform(Schema.Boolean, {
    strict: true,
    decode: (s) => s === "true",
    encode: (b) => (b ? "true" : "false"),
  }),
)

const Percent = Schema.Int.pipe(Schema.between(0, 100))

const PlanInput = Schema.Struct({
  name: Name("plan"),
  description: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(4000)), { default: () => "" }),
  coverage: Schema.optionalWith(Coverage, { default: () => "single" as const }),
  max_members: Schema.optionalWith(Schema.Int.pipe(Schema.between(0, 20)), { default: () => 0 }),
  booking_window_days: Schema.optionalWith(Schema.NullOr(Schema.Int.pipe(Schema.between(1, 365))), {
    default: () => null,
  }),
  max_active_bookings: Schema.optionalWith(Schema.NullOr(Schema.Int.pipe(Schema.between(1, 100))), {
    default: () => null,
  }),
  player_can_cancel: Schema.optionalWith(Schema.Boolean, { default: () => true }),
  several_per_person: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  lesson_discount_percent: Schema.optionalWith(Percent, { default: () => 0 }),
  clinic_discount_percent: Schema.optionalWith(Percent, { default: () => 0 }),
  waiver_ids: Schema.optionalWith(Schema.Array(Id).pipe(Schema.maxItems(20)), { default: () => [] }),
  active: Schema.optionalWith(Schema.Boolean, { default: () => true }),
})

const PriceInput = Schema.Struct({
  interval_unit: IntervalUnit,
  interval_count: Schema.optionalWith(Schema.Int.pipe(Schema.between(1, 36)), { default: () => 1 }),
  amount: Amount,
  renews: Schema.optionalWith(Schema.Boolean, { default: () => true }),
  active: Schema.optionalWith(Schema.Boolean, { default: () => true }),
})

const FeeInput = Schema.Struct({
  name: Name("fee"),
  amount: Amount,
  active: Schema.optionalWith(Schema.Boolean, { default: () => true }),
})

/** What a membership owes: a period, a joining fee, an upgrade's proration or a charge staff added; paid once payment_id is set. */
const Charge = Schema.Struct({
  id: Schema.Number,
  membership_id: Schema.Number,
  kind: Schema.Literal("period", "fee", "upgrade", "other"),
  description: Schema.String,
  fee_id: Schema.NullOr(Schema.Number),
  period_start: Schema.NullOr(Schema.String),
  period_end: Schema.NullOr(Schema.String),
  amount: Schema.Number,
  due_on: Schema.String,
  payment_id: Schema.NullOr(Schema.Number),
  attempts: Schema.Number,
  created_at: Schema.String,
})

const Code = Schema.Trim.pipe(Schema.nonEmptyString(), Schema.maxLength(40))
const Members = Schema.Array(Id).pipe(Schema.maxItems(20))

const FacilityPath = Schema.Struct({ id: IdParam })
const PlanPath = Schema.Struct({ id: IdParam, planId: IdParam })
const MembershipPath = Schema.Struct({ id: IdParam })

/** One of the admin actions that need nothing but the membership. */
const adminAction = <A extends Exclude<AdminAction, "delete">>(action: A) =>
  HttpApiEndpoint.post(action, `/api/memberships/:id/${action}`)
    .setPath(MembershipPath)
    .addSuccess(MembershipView)
    .annotate(PolicyTag, Policy.manager(Policy.membership()))

export const MembershipsGroup = apiGroup("memberships")
  .add(
    HttpApiEndpoint.get("plans", "/api/membership_plans")
      .setUrlParams(
        Schema.Struct({
          facility_id: IdParam,
          interval_unit: Schema.optional(IntervalUnit),
          exclude_prices: Schema.optional(Flag),
          is_upgrade: Schema.optional(Flag),
          /** With is_upgrade: the membership to upgrade. */
          membership_id: Schema.optional(IdParam),
        }),
      )
      .addSuccess(Schema.Array(Plan))
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.get("plan", "/api/membership_plans/:id")
      .setPath(Schema.Struct({ id: IdParam }))
      .setUrlParams(Schema.Struct({ facility_id: IdParam }))
      .addSuccess(Plan)
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.post("createPlan", "/api/facilities/:id/membership_plans")
      .setPath(FacilityPath)
      .setPayload(PlanInput)
      .addSuccess(Plan, { status: 201 })
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.put("updatePlan", "/api/facilities/:id/membership_plans/:planId")
      .setPath(PlanPath)
      .setPayload(PlanInput)
      .addSuccess(Plan)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.post("addPlanPrice", "/api/facilities/:id/membership_plans/:planId/prices")
      .setPath(PlanPath)
      .setPayload(PriceInput)
      .addSuccess(PlanPrice, { status: 201 })
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.put("updatePlanPrice", "/api/facilities/:id/membership_plans/:planId/prices/:priceId")
      .setPath(Schema.Struct({ id: IdParam, planId: IdParam, priceId: IdParam }))
      .setPayload(PriceInput)
      .addSuccess(PlanPrice)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.post("addPlanFee", "/api/facilities/:id/membership_plans/:planId/fees")
      .setPath(PlanPath)
      .setPayload(FeeInput)
      .addSuccess(MembershipFee, { status: 201 })
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.put("updatePlanFee", "/api/facilities/:id/membership_plans/:planId/fees/:feeId")
      .setPath(Schema.Struct({ id: IdParam, planId: IdParam, feeId: IdParam }))
      .setPayload(FeeInput)
      .addSuccess(MembershipFee)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.get("list", "/api/memberships")
      .setUrlParams(
        Schema.Struct({
          facility_id: IdParam,
          user_id: Schema.optional(IdParam),
          status: Schema.optional(MembershipStatus),
        }),
      )
      .addSuccess(Schema.Array(MembershipView))
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.get("show", "/api/memberships/:id")
      .setPath(MembershipPath)
      .addSuccess(MembershipView)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("create", "/api/memberships")
      .setPayload(
        Schema.Struct({
          facility_id: Id,
          owner_id: Id,
          membership_plan_price_id: Id,
          members: Schema.optional(Members),
          code: Schema.optional(Code),
          start: Schema.optionalWith(Schema.Boolean, { default: () => true }),
          notify_via_email: Schema.optionalWith(Schema.Boolean, { default: () => true }),
          membership_fee_ids: Schema.optional(Schema.Array(Id).pipe(Schema.maxItems(20))),
        }),
      )
      .addSuccess(MembershipView, { status: 201 })
      .annotate(PolicyTag, Policy.manager(Policy.body("facility_id"))),
  )
  .add(
    HttpApiEndpoint.put("update", "/api/memberships/:id")
      .setPath(MembershipPath)
      .setPayload(
        Schema.Struct({
          code: Schema.optional(Code),
          notify_via_email: Schema.optional(Schema.Boolean),
          members: Schema.optional(Members),
        }),
      )
      .addSuccess(MembershipView)
      .annotate(PolicyTag, Policy.manager(Policy.membership())),
  )
  .add(
    HttpApiEndpoint.del("delete", "/api/memberships/:id")
      .setPath(MembershipPath)
      .addSuccess(MembershipView)
      .annotate(PolicyTag, Policy.manager(Policy.membership())),
  )
  .add(
    HttpApiEndpoint.post("changeOwner", "/api/memberships/:id/change_owner")
      .setPath(MembershipPath)
      .setPayload(Schema.Struct({ owner_id: Id }))
      .addSuccess(MembershipView)
      .annotate(PolicyTag, Policy.manager(Policy.membership())),
  )
  .add(adminAction("start"))
  .add(adminAction("cancel_immediately"))
  .add(adminAction("cancel"))
  .add(adminAction("continue"))
  .add(adminAction("pause"))
  .add(adminAction("resume"))
  .add(adminAction("recover"))
  .add(
    HttpApiEndpoint.post("playerCancel", "/api/player_memberships/:id/cancel")
      .setPath(MembershipPath)
      .addSuccess(MembershipView)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("cancelRequest", "/api/player_memberships/:id/create_cancel_request")
      .setPath(MembershipPath)
      .addSuccess(MembershipView)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.get("charges", "/api/memberships/:id/charges")
      .setPath(MembershipPath)
      .addSuccess(Schema.Array(Charge))
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("addPending", "/api/membership_pending_payments")
      .setPayload(
        Schema.Struct({
          membership_id: Id,
          amount: Amount.pipe(Schema.positive()),
          description: Schema.Trim.pipe(Schema.nonEmptyString(), Schema.maxLength(200)),
          due_on: Schema.optional(IsoDate),
        }),
      )
      .addSuccess(Charge, { status: 201 })
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("pay", "/api/membership_payments")
      .setPayload(
        Schema.Struct({
          membership_id: Id,
          charge_ids: Schema.optional(Schema.Array(Id).pipe(Schema.minItems(1), Schema.maxItems(50))),
          payment: Schema.Struct(HowPaid),
        }),
      )
      .addSuccess(MembershipView, { status: 201 })
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.put("changeCharge", "/api/membership_payments/:id")
      .setPath(Schema.Struct({ id: IdParam }))
      .setPayload(
        Schema.Struct({
          amount: Schema.optional(Amount.pipe(Schema.positive())),
          description: Schema.optional(Schema.Trim.pipe(Schema.nonEmptyString(), Schema.maxLength(200))),
          due_on: Schema.optional(IsoDate),
        }),
      )
      .addSuccess(Charge)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.del("waiveCharge", "/api/membership_payments/:id")
      .setPath(Schema.Struct({ id: IdParam }))
      .addSuccess(Charge)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("addFee", "/api/memberships/:id/membership_fee_payments")
      .setPath(MembershipPath)
      .setPayload(Schema.Struct({ fee_id: Id }))
      .addSuccess(Charge, { status: 201 })
      .annotate(PolicyTag, Policy.manager(Policy.membership())),
  )
  .add(
    HttpApiEndpoint.del("removeFee", "/api/memberships/:id/membership_fee_payments/:feeId")
      .setPath(Schema.Struct({ id: IdParam, feeId: IdParam }))
      .addSuccess(Charge)
      .annotate(PolicyTag, Policy.manager(Policy.membership())),
  )
  .add(
    HttpApiEndpoint.post("payFees", "/api/memberships/:id/membership_fee_payments/pay")
      .setPath(MembershipPath)
      .setPayload(Schema.Struct({ payment: Schema.Struct(HowPaid) }))
      .addSuccess(MembershipView)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("upgrade", "/api/memberships/:id/upgrade")
      .setPath(MembershipPath)
      .setPayload(Schema.Struct({ membership_plan_price_id: Id, payment: Schema.optional(Schema.Struct(HowPaid)) }))
      .addSuccess(MembershipView)
      .annotate(PolicyTag, Policy.manager(Policy.membership())),
  )
  .add(
    HttpApiEndpoint.post("buy", "/api/player_memberships")
      .setPayload(
        Schema.Struct({
          facility_id: Id,
          membership_plan_price_id: Id,
          /** A child the caller handles; by default the caller. */
          user_child_id: Schema.optional(Id),
          members: Schema.optional(Members),
          coupon_code: Schema.optional(Schema.Trim.pipe(Schema.nonEmptyString(), Schema.maxLength(60))),
          payment: Schema.optional(Schema.Struct(HowPaid)),
          /** The API's saved card (user_token_id) and card payment (payment_intent_id) without a payment object. */
          user_token_id: Schema.optional(Id),
          payment_intent_id: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
        }),
      )
      .addSuccess(MembershipView, { status: 201 })
      .annotate(PolicyTag, Policy.member(Policy.body("facility_id"))),
  )
  .add(
    HttpApiEndpoint.post("buyAtReader", "/api/memberships_with_stripe")
      .setPayload(
        Schema.Struct({
          facility_id: Id,
          owner_id: Id,
          membership_plan_price_id: Id,
          members: Schema.optional(Members),
          payment_intent_id: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(200)),
          device_id: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
        }),
      )
      .addSuccess(MembershipView, { status: 201 })
      .annotate(PolicyTag, Policy.staff(Policy.body("facility_id"))),
  )
  .add(
    HttpApiEndpoint.post("requestVerification", "/api/memberships/request_verification")
      .setUrlParams(Schema.Struct({ facility_id: IdParam, user_id: IdParam }))
      .addSuccess(Schema.Struct({ sent: Schema.Literal(true), email: Schema.String }))
      .annotate(PolicyTag, Policy.staff(Policy.query("facility_id"))),
  )
  .middleware(Authn)

const act =
  (action: AdminAction) =>
  ({ path }: { readonly path: { readonly id: number } }) =>
    Effect.flatMap(Memberships, (m) => asCaller(m.act(path.id, action)))

/** The API's saved card (user_token_id) or card payment (payment_intent_id), named without a payment object. */
const cardNamed = (cardId: number | undefined, intent: string | undefined) =>
  cardId !== undefined
    ? { method: "card" as const, card_id: cardId }
    : intent !== undefined
      ? { method: "card" as const, payment_intent_id: intent }
      : undefined

export const MembershipsLive = HttpApiBuilder.group(apiOf(MembershipsGroup), "memberships", (handlers) =>
  handlers
    .handle("plans", ({ urlParams: { facility_id, is_upgrade, membership_id, ...filter } }) =>
      Effect.flatMap(Memberships, (m) =>
        asCaller(
          m.plans(facility_id, {
            ...filter,
            ...(is_upgrade === true && membership_id !== undefined ? { upgrade_from: membership_id } : {}),
          }),
        ),
      ),
    )
    .handle("plan", ({ path, urlParams }) =>
      Effect.flatMap(Memberships, (m) => asCaller(m.plan(urlParams.facility_id, path.id))),
    )
    .handle("createPlan", ({ path, payload }) =>
      Effect.flatMap(Memberships, (m) => asCaller(m.savePlan(path.id, undefined, payload))),
    )
    .handle("updatePlan", ({ path, payload }) =>
      Effect.flatMap(Memberships, (m) => asCaller(m.savePlan(path.id, path.planId, payload))),
    )
    .handle("addPlanPrice", ({ path, payload }) =>
      Effect.flatMap(Memberships, (m) => asCaller(m.savePrice(path.id, path.planId, undefined, payload))),
    )
    .handle("updatePlanPrice", ({ path, payload }) =>
      Effect.flatMap(Memberships, (m) => asCaller(m.savePrice(path.id, path.planId, path.priceId, payload))),
    )
    .handle("addPlanFee", ({ path, payload }) =>
      Effect.flatMap(Memberships, (m) => asCaller(m.saveFee(path.id, path.planId, undefined, payload))),
    )
    .handle("updatePlanFee", ({ path, payload }) =>
      Effect.flatMap(Memberships, (m) => asCaller(m.saveFee(path.id, path.planId, path.feeId, payload))),
    )
    .handle("list", ({ urlParams: { facility_id, ...filter } }) =>
      Effect.flatMap(Memberships, (m) => asCaller(m.list(facility_id, filter))),
    )
    .handle("show", ({ path }) => Effect.flatMap(Memberships, (m) => asCaller(m.show(path.id))))
    .handle("create", ({ payload: { facility_id, ...input } }) =>
      Effect.flatMap(Memberships, (m) => asCaller(m.create(facility_id, input))),
    )
    .handle("update", ({ path, payload }) => Effect.flatMap(Memberships, (m) => asCaller(m.update(path.id, payload))))
    .handle("delete", act("delete"))
    .handle("changeOwner", ({ path, payload }) =>
      Effect.flatMap(Memberships, (m) => asCaller(m.changeOwner(path.id, payload.owner_id))),
    )
    .handle("start", act("start"))
    .handle("cancel_immediately", act("cancel_immediately"))
    .handle("cancel", act("cancel"))
    .handle("continue", act("continue"))
    .handle("pause", act("pause"))
    .handle("resume", act("resume"))
    .handle("recover", act("recover"))
    .handle("playerCancel", ({ path }) =>
      Effect.flatMap(Memberships, (m) => asCaller(m.memberCancel(path.id, "player_cancel"))),
    )
    .handle("cancelRequest", ({ path }) =>
      Effect.flatMap(Memberships, (m) => asCaller(m.memberCancel(path.id, "cancel_request"))),
    )
    .handle("buy", ({ payload: { facility_id, user_child_id, payment, user_token_id, payment_intent_id, ...input } }) =>
      using(MembershipCharges, (c) =>
        c.buy(
          facility_id,
          { ...input, owner_id: user_child_id },
          payment ?? cardNamed(user_token_id, payment_intent_id),
          "player",
        ),
      ),
    )
    .handle("buyAtReader", ({ payload: { facility_id, payment_intent_id, device_id, ...input } }) =>
      using(MembershipCharges, (c) =>
        c.buy(facility_id, input, { method: "card_reader", payment_intent_id, device_id }, "terminal"),
      ),
    )
    .handle("requestVerification", ({ urlParams }) =>
      Effect.flatMap(Memberships, (m) => asCaller(m.requestVerification(urlParams.facility_id, urlParams.user_id))),
    )
    .handle("charges", ({ path }) => Effect.flatMap(MembershipCharges, (c) => asCaller(c.charges(path.id))))
    .handle("addPending", ({ payload: { membership_id, ...charge } }) =>
      Effect.flatMap(MembershipCharges, (c) => asCaller(c.addPending(membership_id, charge))),
    )
    .handle("pay", ({ payload }) =>
      Effect.flatMap(MembershipCharges, (c) =>
        asCaller(
          c.pay(payload.membership_id, payload.payment, {
            ...(payload.charge_ids === undefined ? {} : { charge_ids: payload.charge_ids }),
          }),
        ),
      ),
    )
    .handle("changeCharge", ({ path, payload }) =>
      Effect.flatMap(MembershipCharges, (c) => asCaller(c.changeCharge(path.id, payload))),
    )
    .handle("waiveCharge", ({ path }) => Effect.flatMap(MembershipCharges, (c) => asCaller(c.waiveCharge(path.id))))
    .handle("addFee", ({ path, payload }) =>
      Effect.flatMap(MembershipCharges, (c) => asCaller(c.addFee(path.id, payload.fee_id))),
    )
    .handle("removeFee", ({ path }) =>
      Effect.flatMap(MembershipCharges, (c) => asCaller(c.removeFee(path.id, path.feeId))),
    )
    .handle("payFees", ({ path, payload }) =>
      Effect.flatMap(MembershipCharges, (c) => asCaller(c.pay(path.id, payload.payment, { fees: true }))),
    )
    .handle("upgrade", ({ path, payload }) =>
      Effect.flatMap(MembershipCharges, (c) =>
        asCaller(c.upgrade(path.id, payload.membership_plan_price_id, payload.payment)),
      ),
    ),
)

export const membershipsPlugin: Plugin = {
  name: "memberships",
  description:
    "Memberships: the club's plans with their prices and fees, memberships with their members, and admin and member actions through the engine's state machine.",
  group: MembershipsGroup,
  handlers: MembershipsLive,
}
