import { withSpans } from "../spans"
import { Clock, Effect, Option } from "effect"
import { CurrentCaller, requireManagerAt, requireMemberAt } from "../access"
import { localDate } from "../dates"
import { conflict, forbidden, notFound, orNotFound, unprocessable } from "../errors"
import { type CouponItem, couponProblem } from "../pricing/rules"
import { CouponsRepo, type CouponValues } from "./port"
import { FacilitiesRepo } from "../facilities/port"

/** A sentence for a coupon whose fields do not fit together. */
const inputProblem = (c: CouponValues) =>
  c.kind === "percent" && c.percent === null
    ? "A percent coupon needs its percent."
    : c.kind === "amount" && c.amount === null
      ? "An amount coupon needs its amount."
      : c.valid_from !== null && c.valid_until !== null && c.valid_until < c.valid_from
        ? "A coupon cannot end before it starts."
        : undefined

/** What is kept: the code in capitals, only the figure its kind uses. */
const stored = (c: CouponValues): CouponValues => ({
  ...c,
  code: c.code.toUpperCase(),
  percent: c.kind === "percent" ? c.percent : null,
  amount: c.kind === "amount" ? c.amount : null,
})

/** A club's coupons: managers keep them; anyone of the club checks a code before paying. */
export class Coupons extends Effect.Service<Coupons>()("venue/Coupons", {
  effect: Effect.gen(function* () {
    const repo = yield* CouponsRepo
    const facilities = yield* FacilitiesRepo

    const manage = (facilityId: number) => requireManagerAt(facilityId, "Only the club's managers keep its coupons.")

    /** Whether the caller could use a code today on an item, and why not. */
    const check = (facilityId: number, code: string, item: CouponItem) =>
      Effect.gen(function* () {
        const me = (yield* CurrentCaller).userId
        if (me === undefined) return yield* Effect.fail(forbidden("Sign in first."))
        yield* requireMemberAt(facilityId)
        const facility = yield* orNotFound("Facility")(facilities.find(facilityId))
        const coupon = yield* orNotFound("Coupon")(repo.find(facility.id, { code }))
        const today = localDate(new Date(yield* Clock.currentTimeMillis), facility.time_zone)
        const problem = couponProblem(coupon, {
          today,
          item,
          uses: coupon.uses,
          uses_by_player: yield* repo.usesBy(coupon.id, me),
        })
        return {
          code: coupon.code,
          kind: coupon.kind,
          percent: coupon.percent,
          amount: coupon.amount,
          valid: problem === undefined,
          problem: problem ?? null,
        }
      })

    const list = (facilityId: number) => Effect.zipRight(manage(facilityId), repo.list(facilityId))

    /** Creates a coupon (no `id`) or changes one; a code is the club's once. */
    const save = (facilityId: number, id: number | undefined, values: CouponValues) =>
      Effect.gen(function* () {
        yield* manage(facilityId)
        const problem = inputProblem(values)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const saved = yield* repo
          .save(facilityId, id, stored(values))
          .pipe(
            Effect.catchTag("CouponCodeTaken", () =>
              Effect.fail(conflict(`The code ${values.code.toUpperCase()} is taken at this facility.`)),
            ),
          )
        if (saved === undefined) return yield* Effect.fail(notFound("Coupon"))
        return Option.getOrThrow(yield* repo.find(facilityId, { id: saved }))
      })

    /** A used coupon is switched off and kept on record; an unused one goes. */
    const retire = (facilityId: number, id: number) =>
      Effect.gen(function* () {
        yield* manage(facilityId)
        const coupon = yield* orNotFound("Coupon")(repo.find(facilityId, { id }))
        yield* repo.retire(id, coupon.uses > 0)
        return { ...coupon, active: false }
      })

    return withSpans("Coupons", { check, list, save, retire })
  }),
}) {}
