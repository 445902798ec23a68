import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Clock, Effect, Option, Schema } from "effect"
import { localDate } from "../../../engine/dates"
import { IsoDate } from "../../../engine/people"
import { CouponItem, couponProblem } from "../../../engine/pricing"
import { CouponRow, findCoupon, listCoupons, retireCoupon, saveCoupon, usesBy } from "../../sql/coupons"
import { currentUser } from "../actor"
import { Authn } from "../authn"
import { apiGroup, Conflict, notFound, unprocessable } from "../errors"
import { requireFacility } from "../lookups"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Amount, IdParam } from "../schemas"

/** A facility's coupons: managers keep them; anyone of the facility checks a code before paying. */

const Code = Schema.Trim.pipe(
  Schema.pattern(/^[A-Za-z0-9_-]{3,40}$/, {
    message: () => "A coupon code is 3 to 40 letters, digits, - or _.",
  }),
)
const CouponInput = Schema.Struct({
  code: Code,
  kind: Schema.Literal("percent", "amount"),
  percent: Schema.optionalWith(
    Schema.NullOr(Schema.Number.pipe(Schema.greaterThan(0), Schema.lessThanOrEqualTo(100))),
    {
      default: () => null,
    },
  ),
  amount: Schema.optionalWith(Schema.NullOr(Amount), { default: () => null }),
  valid_from: Schema.optionalWith(Schema.NullOr(IsoDate), { default: () => null }),
  valid_until: Schema.optionalWith(Schema.NullOr(IsoDate), { default: () => null }),
  max_uses: Schema.optionalWith(Schema.NullOr(Schema.Int.pipe(Schema.between(1, 1_000_000))), { default: () => null }),
  max_uses_per_player: Schema.optionalWith(Schema.NullOr(Schema.Int.pipe(Schema.between(1, 1000))), {
    default: () => null,
  }),
  applies_to: Schema.optionalWith(Schema.Array(CouponItem).pipe(Schema.maxItems(5)), { default: () => [] }),
  active: Schema.optionalWith(Schema.Boolean, { default: () => true }),
})
type CouponInput = typeof CouponInput.Type

const Exchange = Schema.Struct({
  code: Schema.String,
  kind: Schema.String,
  percent: Schema.NullOr(Schema.Number),
  amount: Schema.NullOr(Schema.Number),
  valid: Schema.Boolean,
  /** Why it cannot be used now, or null. */
  problem: Schema.NullOr(Schema.String),
})

const FacilityPath = Schema.Struct({ id: IdParam })
const CouponPath = Schema.Struct({ id: IdParam, couponId: IdParam })

export const CouponsGroup = apiGroup("coupons")
  .add(
    HttpApiEndpoint.get("exchange", "/api/coupons/exchange/:code")
      .setPath(Schema.Struct({ code: Schema.String.pipe(Schema.maxLength(60)) }))
      .setUrlParams(
        Schema.Struct({
          facility_id: IdParam,
          item: Schema.optionalWith(CouponItem, { default: () => "reservation" }),
        }),
      )
      .addSuccess(Exchange)
      .annotate(PolicyTag, Policy.member(Policy.query("facility_id"))),
  )
  .add(
    HttpApiEndpoint.get("list", "/api/facilities/:id/coupons")
      .setPath(FacilityPath)
      .addSuccess(Schema.Array(CouponRow))
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.post("create", "/api/facilities/:id/coupons")
      .setPath(FacilityPath)
      .setPayload(CouponInput)
      .addSuccess(CouponRow, { status: 201 })
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.put("update", "/api/facilities/:id/coupons/:couponId")
      .setPath(CouponPath)
      .setPayload(CouponInput)
      .addSuccess(CouponRow)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.del("delete", "/api/facilities/:id/coupons/:couponId")
      .setPath(CouponPath)
      .addSuccess(CouponRow)
      .annotate(PolicyTag, Policy.manager()),
  )
  .middleware(Authn)

/** A sentence for a coupon whose fields do not fit together. */
const inputProblem = (c: CouponInput) =>
  c.kind === "percent" && c.percent === null
    ? "A percent coupon needs its percent."
    : c.kind === "amount" && c.amount === null
      ? "An amount coupon needs its amount."
      : c.valid_from !== null && c.valid_until !== null && c.valid_until < c.valid_from
        ? "A coupon cannot end before it starts."
        : undefined

const columns = (c: CouponInput) => ({
  code: c.code.toUpperCase(),
  kind: c.kind,
  percent: c.kind === "percent" ? c.percent : null,
  amount: c.kind === "amount" ? c.amount : null,
  valid_from: c.valid_from,
  valid_until: c.valid_until,
  max_uses: c.max_uses,
  max_uses_per_player: c.max_uses_per_player,
  active: c.active,
  applies_to: c.applies_to,
})

const codeTaken = (code: string) =>
  new Conflict({ message: `The code ${code.toUpperCase()} is taken at this facility.`, errors: [] })

export const CouponsLive = HttpApiBuilder.group(apiOf(CouponsGroup), "coupons", (handlers) =>
  handlers
    .handle("exchange", ({ path, urlParams }) =>
      Effect.gen(function* () {
        const me = yield* currentUser.pipe(Effect.orDie)
        const facility = yield* requireFacility(urlParams.facility_id)
        const found = yield* findCoupon(facility.id, { code: path.code })
        if (Option.isNone(found)) return yield* Effect.fail(notFound("Coupon"))
        const coupon = found.value
        const today = localDate(new Date(yield* Clock.currentTimeMillis), facility.time_zone)
        const problem = couponProblem(coupon, {
          today,
          item: urlParams.item,
          uses: coupon.uses,
          uses_by_player: yield* usesBy(coupon.id, me.id),
        })
        return {
          code: coupon.code,
          kind: coupon.kind,
          percent: coupon.percent,
          amount: coupon.amount,
          valid: problem === undefined,
          problem: problem ?? null,
        }
      }),
    )
    .handle("list", ({ path }) => listCoupons(path.id))
    .handle("create", ({ path, payload }) =>
      Effect.gen(function* () {
        const problem = inputProblem(payload)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const id = yield* saveCoupon(path.id, undefined, columns(payload)).pipe(
          Effect.catchTag("CouponCodeTaken", () => Effect.fail(codeTaken(payload.code))),
        )
        return Option.getOrThrow(yield* findCoupon(path.id, { id: id! }))
      }),
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        const problem = inputProblem(payload)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const updated = yield* saveCoupon(path.id, path.couponId, columns(payload)).pipe(
          Effect.catchTag("CouponCodeTaken", () => Effect.fail(codeTaken(payload.code))),
        )
        if (updated === undefined) return yield* Effect.fail(notFound("Coupon"))
        return Option.getOrThrow(yield* findCoupon(path.id, { id: path.couponId }))
      }),
    )
    .handle("delete", ({ path }) =>
      Effect.gen(function* () {
        const found = yield* findCoupon(path.id, { id: path.couponId })
        if (Option.isNone(found)) return yield* Effect.fail(notFound("Coupon"))
        yield* retireCoupon(path.couponId, found.value.uses > 0)
        return { ...found.value, active: false }
      }),
    ),
)

export const couponsPlugin: Plugin = {
  name: "coupons",
  description: "Coupons: percent or amount, dates, limits per player and in all, the kinds of item they apply to.",
  group: CouponsGroup,
  handlers: CouponsLive,
}
