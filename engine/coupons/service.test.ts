import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalOf } from "../../fixtures/testing/refusals"
import { Coupons } from "./service"
import type { CouponValues } from "./port"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const coupons = Effect.serviceFunctions(Coupons)

const TEN_OFF: CouponValues = {
  code: "spring10",
  kind: "percent",
  percent: 10,
  amount: 500,
  valid_from: null,
  valid_until: null,
  max_uses: null,
  max_uses_per_player: 1,
  active: true,
  applies_to: ["reservation"],
}

/** A club with its manager, a member and a person of another club. */
const club = async () => {
  const facility = await engine.facility()
  const manager = await engine.person([facility.id, "manager"])
  const member = await engine.person([facility.id, "player"])
  const stranger = await engine.person([(await engine.facility()).id, "player"])
  return { facility, manager, member, stranger }
}

describe("coupons", () => {
  it("are kept by the club's managers: the code in capitals, only the figure of its kind, each code once", async () => {
    const { facility, manager, member } = await club()
    const saved = Either.getOrThrow(await engine.as(manager.caller, coupons.save(facility.id, undefined, TEN_OFF)))
    expect(saved).toMatchObject({ code: "SPRING10", kind: "percent", percent: 10, amount: null, uses: 0 })

    const again = await engine.as(
      manager.caller,
      coupons.save(facility.id, undefined, { ...TEN_OFF, code: "Spring10" }),
    )
    expect(refusalOf(again)).toMatchObject({
      _tag: "Conflict",
      message: "The code SPRING10 is taken at this facility.",
    })
    expect(refusalOf(await engine.as(member.caller, coupons.save(facility.id, undefined, TEN_OFF)))._tag).toBe(
      "Forbidden",
    )
    expect(Either.getOrThrow(await engine.as(manager.caller, coupons.list(facility.id)))).toHaveLength(1)
  })

  it("refuse fields that do not fit together, with a sentence, and keep nothing", async () => {
    const { facility, manager } = await club()
    const cases: Array<[Partial<CouponValues>, string]> = [
      [{ percent: null }, "A percent coupon needs its percent."],
      [{ kind: "amount", amount: null }, "An amount coupon needs its amount."],
      [{ valid_from: "2030-05-02", valid_until: "2030-05-01" }, "A coupon cannot end before it starts."],
    ]
    for (const [change, sentence] of cases) {
      const result = await engine.as(manager.caller, coupons.save(facility.id, undefined, { ...TEN_OFF, ...change }))
      expect(refusalOf(result)).toMatchObject({ _tag: "Unprocessable", message: sentence })
    }
    expect(Either.getOrThrow(await engine.as(manager.caller, coupons.list(facility.id)))).toEqual([])
  })

  it("are checked by the club's members only, and say why one does not apply", async () => {
    const { facility, manager, member, stranger } = await club()
    Either.getOrThrow(await engine.as(manager.caller, coupons.save(facility.id, undefined, TEN_OFF)))

    const fits = Either.getOrThrow(
      await engine.as(member.caller, coupons.check(facility.id, "spring10", "reservation")),
    )
    expect(fits).toEqual({ code: "SPRING10", kind: "percent", percent: 10, amount: null, valid: true, problem: null })
    const lesson = Either.getOrThrow(await engine.as(member.caller, coupons.check(facility.id, "SPRING10", "lesson")))
    expect(lesson).toMatchObject({ valid: false, problem: "This coupon is for reservation, not lessons." })
    expect(
      refusalOf(await engine.as(stranger.caller, coupons.check(facility.id, "SPRING10", "reservation")))._tag,
    ).toBe("Forbidden")
    expect(refusalOf(await engine.as(member.caller, coupons.check(facility.id, "NOPE", "reservation")))._tag).toBe(
      "NotFound",
    )
  })

  it("retire: an unused coupon goes, a used one is switched off and kept on record", async () => {
    const { facility, manager, member } = await club()
    const unused = Either.getOrThrow(await engine.as(manager.caller, coupons.save(facility.id, undefined, TEN_OFF)))
    const used = Either.getOrThrow(
      await engine.as(manager.caller, coupons.save(facility.id, undefined, { ...TEN_OFF, code: "USED" })),
    )
    await engine.sql(
      (sql) => sql`
        insert into coupon_redemptions (facility_id, coupon_id, use_key, user_id, payable_type, discount)
        values (${facility.id}, ${used.id}, 'a-use', ${member.id}, 'reservation', 300)`,
    )
    for (const coupon of [unused, used])
      expect(Either.getOrThrow(await engine.as(manager.caller, coupons.retire(facility.id, coupon.id)))).toMatchObject({
        id: coupon.id,
        active: false,
      })
    const kept = Either.getOrThrow(await engine.as(manager.caller, coupons.list(facility.id)))
    expect(kept.map((c) => [c.code, c.active, c.uses])).toEqual([["USED", false, 1]])
    // The player who used it has used it up: once per player.
    const again = Either.getOrThrow(await engine.as(member.caller, coupons.check(facility.id, "USED", "reservation")))
    expect(again.valid).toBe(false)
  })
})
