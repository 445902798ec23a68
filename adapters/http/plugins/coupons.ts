import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Schema } from "effect"
import { IsoDate } from "../../../engine/people/rules"
import { CouponItem } from "../../../engine/pricing/rules"
import { CouponRow } from "../../../engine/records"
import { Coupons } from "../../../engine/coupons/service"
import { using } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
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

export const CouponsLive = HttpApiBuilder.group(apiOf(CouponsGroup), "coupons", (handlers) =>
  handlers
    .handle("exchange", ({ path, urlParams }) =>
      using(Coupons, (coupons) => coupons.check(urlParams.facility_id, path.code, urlParams.item)),
    )
    .handle("list", ({ path }) => using(Coupons, (coupons) => coupons.list(path.id)))
    .handle("create", ({ path, payload }) => using(Coupons, (coupons) => coupons.save(path.id, undefined, payload)))
    .handle("update", ({ path, payload }) => using(Coupons, (coupons) => coupons.save(path.id, path.couponId, payload)))
    .handle("delete", ({ path }) => using(Coupons, (coupons) => coupons.retire(path.id, path.couponId))),
)

export const couponsPlugin: Plugin = {
  name: "coupons",
  description: "Coupons: percent or amount, dates, limits per player and in all, the kinds of item they apply to.",
  group: CouponsGroup,
  handlers: CouponsLive,
}
