import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { joinPlan } from "../../fixtures/testing/memberships"
import { refusalOf, refusalWords } from "../../fixtures/testing/refusals"
import { MembershipCharges } from "./membershipCharges"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const charges = Effect.serviceFunctions(MembershipCharges)

/** A club, its manager and desk, and a member on a free monthly plan. */
const memberClub = async () => {
  const facility = await engine.facility()
  const manager = await engine.person([facility.id, "manager"])
  const member = await engine.person([facility.id, "player"])
  const membership = await joinPlan(engine, facility.id, manager, member.id, { name: `Gold ${Date.now()}` })
  return { facility, manager, member, membership }
}

/** What the ledger holds for a membership: its payments' amounts. */
const paymentsOf = (membershipId: number) =>
  engine.sql(
    (sql) => sql<{ amount: number; method: string }>`
      select amount::int, method from payments where payable_type = 'membership' and payable_id = ${membershipId} order by id`,
  )

describe("a membership's charges", () => {
  it("are added, changed and waived by the club's managers while unpaid; another club's cannot", async () => {
    const { manager, member, membership } = await memberClub()
    const otherManager = await engine.person([(await engine.facility()).id, "manager"])
    const added = Either.getOrThrow(
      await engine.as(manager.caller, charges.addPending(membership.id, { amount: 2500, description: "Locker" })),
    )
    expect(added).toMatchObject({ amount: 2500, description: "Locker", payment_id: null })
    expect(
      refusalOf(await engine.as(member.caller, charges.addPending(membership.id, { amount: 1, description: "x" })))
        ._tag,
    ).toBe("NotFound")
    expect(refusalOf(await engine.as(otherManager.caller, charges.changeCharge(added.id, { amount: 1 })))._tag).toBe(
      "NotFound",
    )
    expect(
      Either.getOrThrow(await engine.as(manager.caller, charges.changeCharge(added.id, { amount: 3000 }))).amount,
    ).toBe(3000)
    Either.getOrThrow(await engine.as(manager.caller, charges.waiveCharge(added.id)))
    expect(Either.getOrThrow(await engine.as(manager.caller, charges.charges(membership.id)))).toEqual([])
  })

  it("are paid once, with one ledger row for all of them; paid ones are no longer changed", async () => {
    const { manager, membership } = await memberClub()
    const add = (amount: number, description: string) =>
      engine.as(manager.caller, charges.addPending(membership.id, { amount, description })).then(Either.getOrThrow)
    const locker = await add(2500, "Locker")
    const towel = await add(500, "Towel service")
    expect(
      refusalWords(
        await engine.as(
          manager.caller,
          charges.pay(membership.id, { method: "cash" }, { charge_ids: [locker.id, 2_000_000_000] }),
        ),
      ),
    ).toEqual(["Unprocessable", "A charge named is not this membership's, or is paid already."])

    const paid = Either.getOrThrow(await engine.as(manager.caller, charges.pay(membership.id, { method: "cash" })))
    expect(paid.balance_due).toBe(0)
    expect(await paymentsOf(membership.id)).toEqual([{ amount: 3000, method: "cash" }])
    expect(refusalWords(await engine.as(manager.caller, charges.pay(membership.id, { method: "cash" })))).toEqual([
      "Unprocessable",
      "The membership owes nothing to pay.",
    ])
    expect(refusalOf(await engine.as(manager.caller, charges.changeCharge(towel.id, { amount: 1 })))._tag).toBe(
      "Unprocessable",
    )
  })
})
