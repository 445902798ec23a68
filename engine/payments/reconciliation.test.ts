import { Duration, Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { FakeStripe } from "../../adapters/providers/stripe/fakeServer"
import { type startEngine, startEngineWithStripe } from "../../fixtures/testing/engine"
import { operator } from "../access"
import { CardPayments } from "./port"
import { CardVault } from "../providers"
import { installationId, placeOf } from "../../adapters/sql/installation"
import { Reconciliation } from "./reconciliation"
import { LedgerRepo } from "./port"

const KEY = "sk_test_reconciliation_suite"
let stripe: FakeStripe
let engine: Awaited<ReturnType<typeof startEngine>>
let suite: Awaited<ReturnType<typeof startEngineWithStripe>>
beforeAll(async () => {
  suite = await startEngineWithStripe(KEY)
  ;({ stripe, engine } = suite)
})
afterAll(() => suite?.close())

const run = <A, E>(effect: Parameters<typeof engine.as<A, E>>[1]) => engine.as(operator, effect).then(Either.getOrThrow)

/** A charge of a saved card at the provider, as a money call makes it before it writes its rows. */
const charge = (facilityId: number, amount: number) =>
  Effect.gen(function* () {
    const vault = yield* CardVault
    const customer = yield* vault.createCustomer({ facility_id: facilityId, user_id: 1, email: null, name: "Pat" })
    const card = yield* vault.saveCard({ facility_id: facilityId, customer_ref: customer, token: "tok_visa" })
    const cards = yield* CardPayments
    return yield* cards.charge({
      facility_id: facilityId,
      amount,
      currency: "USD",
      method: "card",
      saved: { customer_ref: customer, source_ref: card.card_ref },
      description: "Court fee",
    })
  })

const reconcile = (grace: Duration.Duration) =>
  Effect.flatMap(Reconciliation, (r) => r.run({ lookback: Duration.days(1), grace }))

describe("reconciling the card provider with the ledger", () => {
  it("gives back a server charge no ledger row names, once, and leaves recorded and young ones alone", async () => {
    const facility = await engine.facility()
    const lost = await run(charge(facility.id, 2500))
    const recorded = await run(charge(facility.id, 4000))
    await engine.sql(
      (sql) => sql`
        insert into payments (facility_id, payable_type, method, amount, status, payment_intent_id, business_date)
        values (${facility.id}, 'reservation', 'card', 4000, 'paid', ${recorded.reference}, current_date)`,
    )

    // Young charges may still be writing their rows.
    expect(await run(reconcile(Duration.minutes(15)))).toEqual([])
    const returned = await run(reconcile(Duration.zero))
    expect(returned).toEqual([
      { facility_id: facility.id, reference: lost.reference, amount: 2500, currency: "USD", action: "refunded" },
    ])
    const intents = new Map(stripe.intents(KEY).map((i) => [i.id, i]))
    expect(intents.get(lost.reference)!.amount_refunded).toBe(2500)
    expect(intents.get(recorded.reference)!.amount_refunded ?? 0).toBe(0)

    // Once only, and never recorded as paid afterwards.
    expect(await run(reconcile(Duration.zero))).toEqual([])
    expect(stripe.count(KEY, "refund")).toBe(1)
    const claim = await run(Effect.flatMap(LedgerRepo, (l) => l.claimReference(lost.reference)))
    expect(claim.recorded).toBe(true)
  })

  it("leaves alone the charges of another installation on the same provider account", async () => {
    // A second installation (its own database, a staging copy keeping production's key, say).
    const other = await suite.another()
    try {
      const facility = await engine.facility()
      // The same facility id on both: only the installation tells the charges apart.
      let theirs = await other.facility()
      while (theirs.id < facility.id) theirs = await other.facility()
      expect(theirs.id).toBe(facility.id)
      const charged = await other.as(operator, charge(theirs.id, 1500)).then(Either.getOrThrow)
      const refundsBefore = stripe.count(KEY, "refund")
      const returned = await run(reconcile(Duration.zero))
      expect(returned.map((r) => r.reference)).not.toContain(charged.reference)
      expect(stripe.count(KEY, "refund")).toBe(refundsBefore)
    } finally {
      await other.close()
    }
  })

  it("tells a copy made beside the original (another database of the same server) by its place, and gives it an id of its own", async () => {
    const other = await suite.another()
    try {
      const [here, there] = [await engine.sql(() => placeOf), await other.sql(() => placeOf)]
      expect(here.split("/")[0]).toBe(there.split("/")[0])
      expect(here).not.toBe(there)
      const first = await engine.sql(() => installationId)
      expect(await engine.sql(() => installationId)).toEqual({ id: first.id, copied: false })
      // This database as a copy of another of the same server: the id it holds was made there.
      await engine.sql((sql) => sql`update installation set cluster = ${there}`)
      const copy = await engine.sql(() => installationId)
      expect(copy.copied).toBe(true)
      expect(copy.id).not.toBe(first.id)
    } finally {
      await other.close()
    }
  })
})
