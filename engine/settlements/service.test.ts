import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { listenFakeStripe, signStripePayload } from "../../adapters/providers/stripe/fakeServer"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalOf } from "../../fixtures/testing/refusals"
import { operator } from "../access"
import { Settlements } from "./service"

const KEY = "sk_test_settlements_suite"
const SECRET = "whsec_settlements_suite"
let stripe: Awaited<ReturnType<typeof listenFakeStripe>>
let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  stripe = await listenFakeStripe(KEY)
  engine = await startEngine({ STRIPE_SECRET_KEY: KEY, STRIPE_API_URL: stripe.url, STRIPE_WEBHOOK_SECRET: SECRET })
})
afterAll(async () => {
  await engine?.close()
  await stripe?.close()
})

const settlements = Effect.serviceFunctions(Settlements)

let references = 0
/** A club's pending card payment of `amount` under a new provider reference, as a money call leaves it. */
const pending = async (facilityId: number, amount = 2500) => {
  const reference = `pi_settle_${Date.now().toString(36)}_${references++}`
  const [row] = await engine.sql(
    (sql) => sql<{ id: number }>`
      insert into payments (facility_id, payable_type, method, amount, status, payment_intent_id, business_date)
      values (${facilityId}, 'reservation', 'card', ${amount}, 'pending', ${reference}, current_date)
      returning id`,
  )
  return { reference, id: row!.id }
}

const statusOf = async (id: number) =>
  (await engine.sql((sql) => sql<{ status: string }>`select status from payments where id = ${id}`))[0]!.status

/** A Stripe event about a payment intent, signed as Stripe signs it. */
const event = (id: string, type: string, reference: string, secret = SECRET) => {
  const raw = JSON.stringify({
    id,
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: reference, object: "payment_intent" } },
  })
  return { raw, signature: signStripePayload(raw, secret) }
}

describe("settlements", () => {
  it("move a club's pending rows of a provider payment once, and no other club's", async () => {
    const club = await engine.facility()
    const other = await engine.facility()
    const payment = await pending(club.id)

    expect(Either.getOrThrow(await engine.as(operator, settlements.settle(payment.reference, "paid", other.id)))).toBe(
      0,
    )
    expect(await statusOf(payment.id)).toBe("pending")
    expect(Either.getOrThrow(await engine.as(operator, settlements.settle(payment.reference, "paid", club.id)))).toBe(1)
    expect(await statusOf(payment.id)).toBe("paid")
    // A later word, even the opposite one, moves nothing that is no longer pending.
    expect(Either.getOrThrow(await engine.as(operator, settlements.settle(payment.reference, "failed", club.id)))).toBe(
      0,
    )
    expect(await statusOf(payment.id)).toBe("paid")
  })

  it("take the card provider's signed event once, and refuse a forged one without a change", async () => {
    const club = await engine.facility()
    const payment = await pending(club.id)
    const failed = event(`evt_${payment.reference}`, "payment_intent.payment_failed", payment.reference)

    const forged = event(`evt_forged_${payment.reference}`, "payment_intent.succeeded", payment.reference, "whsec_x")
    const refused = await engine.as(operator, settlements.cardEvent(forged.raw, forged.signature, undefined))
    expect(refusalOf(refused)._tag).toBe("BadSignature")
    expect(await statusOf(payment.id)).toBe("pending")

    const taken = await engine.as(operator, settlements.cardEvent(failed.raw, failed.signature, undefined))
    expect(Either.getOrThrow(taken)).toEqual({ received: true, duplicate: false, settled: 1 })
    expect(await statusOf(payment.id)).toBe("failed")
    const replayed = await engine.as(operator, settlements.cardEvent(failed.raw, failed.signature, undefined))
    expect(Either.getOrThrow(replayed)).toEqual({ received: true, duplicate: true, settled: 0 })
  })

  it("reconcile a club's bank transfers for its managers only; with none pending, the bank is not asked", async () => {
    const club = await engine.facility()
    const manager = await engine.person([club.id, "manager"])
    const player = await engine.person([club.id, "player"])
    const elsewhere = await engine.person([(await engine.facility()).id, "manager"])

    for (const who of [player, elsewhere]) {
      const refused = await engine.as(who.caller, settlements.reconcileAch(club.id))
      expect(refusalOf(refused)._tag).toBe("Forbidden")
    }
    expect(Either.getOrThrow(await engine.as(manager.caller, settlements.reconcileAch(club.id)))).toEqual({
      settled: 0,
      failed: 0,
    })
  })
})
