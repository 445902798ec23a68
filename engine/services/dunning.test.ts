import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { listenFakeStripe, type FakeStripe } from "../../adapters/providers/stripe/fakeServer"
import { startEngine } from "../../fixtures/testing/engine"
import { operator } from "../access"
import { planFields } from "../membershipPlans"
import { CardPayments } from "../payments"
import { CardVault } from "../providers"
import { Memberships } from "./memberships"
import { renewalChargeKey, Renewals } from "./renewals"

const KEY = "sk_test_dunning_suite"
let stripe: FakeStripe
let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  stripe = await listenFakeStripe(KEY)
  engine = await startEngine({ STRIPE_SECRET_KEY: KEY, STRIPE_API_URL: stripe.url })
})
afterAll(async () => {
  await engine?.close()
  await stripe?.close()
})

const memberships = Effect.serviceFunctions(Memberships)
const renewals = Effect.serviceFunctions(Renewals)
const run = <A, E>(effect: Parameters<typeof engine.as<A, E>>[1]) => engine.as(operator, effect).then(Either.getOrThrow)

/** A monthly member (50.00) whose only way to pay is a saved card made from `token`. */
const memberWithCard = async (token: string) => {
  const facility = await engine.facility()
  const manager = await engine.person([facility.id, "manager"])
  const as = <A, E>(effect: Parameters<typeof engine.as<A, E>>[1]) =>
    engine.as(manager.caller, effect).then(Either.getOrThrow)
  const plan = await as(memberships.savePlan(facility.id, undefined, planFields({ name: "Adult" })))
  const price = await as(
    memberships.savePrice(facility.id, plan.id, undefined, {
      interval_unit: "month",
      interval_count: 1,
      amount: 5000,
      renews: true,
      active: true,
    }),
  )
  const person = await engine.person([facility.id, "player"])
  const saved = await run(
    Effect.gen(function* () {
      const vault = yield* CardVault
      const customer = yield* vault.createCustomer({
        facility_id: facility.id,
        user_id: person.id,
        email: null,
        name: "Pat",
      })
      return { customer, card: yield* vault.saveCard({ facility_id: facility.id, customer_ref: customer, token }) }
    }),
  )
  await engine.sql(
    (sql) => sql`
      insert into saved_cards (facility_id, user_id, provider, customer_ref, card_ref, brand, last4, name_on_card, is_default)
      values (${facility.id}, ${person.id}, 'stripe', ${saved.customer}, ${saved.card.card_ref}, 'Visa', '0002', 'Pat', true)`,
  )
  const m = await as(
    memberships.create(facility.id, {
      owner_id: person.id,
      membership_plan_price_id: price.id,
      start: true,
      notify_via_email: false,
    }),
  )
  return { facility, person, m, customer: saved.customer }
}

const intentsOf = (customer: string) => stripe.intents(KEY).filter((i) => i.customer === customer)
const renewalAt = (facilityId: number, asOf: Date) => renewals.run(asOf, { facilityId })

describe("dunning", () => {
  it("tries a declined renewal once per dunning day, however many servers run the job at once", async () => {
    const { facility, m, customer } = await memberWithCard("tok_chargeDeclined")
    const ends = Date.parse(m.ends_at!)
    const first = new Date(ends + 60_000)
    // The renewal's own try, on three servers at once: one try.
    await Promise.all([0, 1, 2].map(() => run(renewalAt(facility.id, first))))
    expect(intentsOf(customer)).toHaveLength(1)
    // The next try is on the first dunning day: not before, and once then, on three servers.
    const [charge] = await engine.sql(
      (sql) => sql<{ next_attempt_at: Date }>`
        select next_attempt_at from membership_charges
        where membership_id = ${m.id} and kind = 'period' and next_attempt_at is not null`,
    )
    const next = new Date(charge!.next_attempt_at).getTime()
    await Promise.all([0, 1, 2].map(() => run(renewalAt(facility.id, new Date(next - 60_000)))))
    expect(intentsOf(customer)).toHaveLength(1)
    const dayLater = new Date(next + 60_000)
    await Promise.all([0, 1, 2].map(() => run(renewalAt(facility.id, dayLater))))
    await run(renewalAt(facility.id, dayLater))
    expect(intentsOf(customer)).toHaveLength(2)
    const [status] = await engine.sql(
      (sql) => sql<{ status: string }>`select status from memberships where id = ${m.id}`,
    )
    expect(status!.status).toBe("active")
  })

  it("charges a renewal the provider took before a crash once: the try again is the provider's first charge", async () => {
    const { facility, m, customer } = await memberWithCard("tok_visa")
    const asOf = new Date(Date.parse(m.ends_at!) + 60_000)
    const [card] = await engine.sql(
      (sql) => sql<{ card_ref: string }>`select card_ref from saved_cards where customer_ref = ${customer}`,
    )
    // What a server killed after the card charge and before its ledger rows leaves: a charge at the
    // provider, made with the renewal's key, and nothing in the database.
    const period = new Date(m.ends_at!)
    const lost = await run(
      Effect.flatMap(CardPayments, (cards) =>
        cards.charge({
          facility_id: facility.id,
          amount: 5000,
          currency: "USD",
          method: "card",
          saved: { customer_ref: customer, source_ref: card!.card_ref },
          description: "Renewal",
          idempotency_key: renewalChargeKey(m.id, period, 0),
        }),
      ),
    )
    await run(renewalAt(facility.id, asOf))
    expect(intentsOf(customer).map((i) => i.id)).toEqual([lost.reference])
    const payments = await engine.sql(
      (sql) => sql<{ payment_intent_id: string }>`
        select p.payment_intent_id from payments p join membership_charges c on c.payment_id = p.id
        where c.membership_id = ${m.id} and c.kind = 'period' and c.period_start = ${period}`,
    )
    expect(payments).toEqual([{ payment_intent_id: lost.reference }])
  })
})
