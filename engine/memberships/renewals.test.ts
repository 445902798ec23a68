import { Effect, Either } from "effect"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { operator } from "../access"
import { CardPayments } from "../payments/port"
import { CardVault } from "../providers"
import { isConsistent } from "./rules"
import { planFields } from "./membershipPlans"
import { type startEngine, startEngineWithStripe } from "../../fixtures/testing/engine"
import { Memberships } from "./service"
import { renewalChargeKey, Renewals } from "./renewals"
import { runs } from "../../fixtures/testing/properties"

const KEY = "sk_test_renewals_suite"
let engine: Awaited<ReturnType<typeof startEngine>>
let suite: Awaited<ReturnType<typeof startEngineWithStripe>>
beforeAll(async () => {
  suite = await startEngineWithStripe(KEY)
  engine = suite.engine
})
afterAll(() => suite?.close())

const memberships = Effect.serviceFunctions(Memberships)
const renewals = Effect.serviceFunctions(Renewals)
const DAY = 86_400_000

/** A club with a monthly plan (renewing, 50.00) and a one-off one, a member of each, started now. */
const renewalClub = async () => {
  const facility = await engine.facility()
  const manager = await engine.person([facility.id, "manager"])
  const as = <A, E>(effect: Parameters<typeof engine.as<A, E>>[1]) =>
    engine.as(manager.caller, effect).then(Either.getOrThrow)
  const plan = await as(memberships.savePlan(facility.id, undefined, planFields({ name: "Adult" })))
  const monthly = await as(
    memberships.savePrice(facility.id, plan.id, undefined, {
      interval_unit: "month",
      interval_count: 1,
      amount: 5000,
      renews: true,
      active: true,
    }),
  )
  const summer = await as(
    memberships.savePrice(facility.id, plan.id, undefined, {
      interval_unit: "month",
      interval_count: 3,
      amount: 12000,
      renews: false,
      active: true,
    }),
  )
  const join = async (priceId: number) => {
    const person = await engine.person([facility.id, "player"])
    const m = await as(
      memberships.create(facility.id, {
        owner_id: person.id,
        membership_plan_price_id: priceId,
        start: true,
        notify_via_email: true,
      }),
    )
    return { person, m }
  }
  return { facility, manager, as, monthly, summer, join }
}

const periodCharges = (membershipId: number) =>
  engine.sql(
    (sql) =>
      sql<{ period_start: Date; payment_id: number | null }>`
      select period_start, payment_id from membership_charges where membership_id = ${membershipId} and kind = 'period'
      order by period_start`,
  )
const statusOf = (id: number) =>
  engine
    .sql((sql) => sql<{ status: string }>`select status from memberships where id = ${id}`)
    .then((r) => r[0]!.status)

describe("the renewal job", () => {
  it("renews an ended period from its old end, charging it once however often it runs; a dry run changes nothing", async () => {
    const { facility, monthly, join } = await renewalClub()
    const { m } = await join(monthly.id)
    const end = Date.parse(m.ends_at!)
    const asOf = new Date(end + 60_000)
    const dry = Either.getOrThrow(
      await engine.as(operator, renewals.run(asOf, { facilityId: facility.id, dryRun: true })),
    )
    expect(dry.map((o) => o.outcome)).toEqual(["renewed"])
    expect(await periodCharges(m.id)).toHaveLength(1)

    const done = Either.getOrThrow(await engine.as(operator, renewals.run(asOf, { facilityId: facility.id })))
    expect(done.map((o) => o.outcome)).toEqual(["renewed", "pending"])
    const charges = await periodCharges(m.id)
    expect(charges.map((c) => new Date(c.period_start).getTime())).toEqual([Date.parse(m.acquired_at!), end])
    const again = Either.getOrThrow(await engine.as(operator, renewals.run(asOf, { facilityId: facility.id })))
    expect(again).toEqual([])
    expect(await periodCharges(m.id)).toHaveLength(2)
    const renewed = Either.getOrThrow(await engine.as(operator, memberships.show(m.id)))
    expect(Date.parse(renewed.acquired_at!)).toBe(end)
    expect(renewed.balance_due).toBe(10000)
  })

  it("tells each owner in their own language, else the club's: words and money", async () => {
    const { facility, monthly, join } = await renewalClub()
    const [spanish, portuguese] = [await join(monthly.id), await join(monthly.id)]
    await engine.sql((sql) => sql`update facilities set language = 'es' where id = ${facility.id}`)
    await engine.sql((sql) => sql`update users set language = 'pt-BR' where id = ${portuguese.person.id}`)
    const asOf = new Date(Math.max(Date.parse(spanish.m.ends_at!), Date.parse(portuguese.m.ends_at!)) + 60_000)
    Either.getOrThrow(await engine.as(operator, renewals.run(asOf, { facilityId: facility.id })))
    const lastMail = async (userId: number) =>
      (
        await engine.sql(
          (sql) => sql<{ subject: string; body: string }>`
            select subject, body from mail_outbox
            where to_address = (select email from users where id = ${userId}) order by id desc limit 1`,
        )
      )[0]!
    const toSpanish = await lastMail(spanish.person.id)
    expect(toSpanish.subject).toBe(`Tu membresía en ${facility.name} está pendiente de pago`)
    expect(toSpanish.body).toMatch(/^Hola, /)
    expect(toSpanish.body.split("\n").at(-1)).toBe(
      `Adult (${spanish.m.code}) se renovó: debes 50,00\u00a0US$. Págalo en recepción o en la página de tu membresía.`,
    )
    const toPortuguese = await lastMail(portuguese.person.id)
    expect(toPortuguese.subject).toBe(`Sua associação em ${facility.name} tem um pagamento pendente`)
    expect(toPortuguese.body).toMatch(/^Olá, /)
    expect(toPortuguese.body).toContain("US$\u00a050,00 em aberto")
  })

  it("catches up on periods missed while no server ran, one charge each", async () => {
    const { facility, monthly, join } = await renewalClub()
    const { m } = await join(monthly.id)
    const asOf = new Date(Date.parse(m.ends_at!) + 65 * DAY)
    const done = Either.getOrThrow(await engine.as(operator, renewals.run(asOf, { facilityId: facility.id })))
    expect(done.filter((o) => o.outcome === "renewed")).toHaveLength(3)
    expect(await periodCharges(m.id)).toHaveLength(4)
    // The member hears of it once, with the sum, not in three identical mails.
    const dueMails = await engine.sql(
      (sql) => sql<{ body: string }>`
        select body from mail_outbox
        where to_address = (select email from users where id = ${m.owner_id}) and subject like '%is due'`,
    )
    expect(dueMails.map((d) => d.body.split("\n").at(-1))).toEqual([
      `Adult (${m.code}) has renewed for 3 periods while it could not be charged: $150.00 is due in all. Pay it at the desk or on your membership page.`,
    ])
  })

  it("pays a renewal from the owner's club account; ends a cancelled one and expires a one-off", async () => {
    const { facility, monthly, summer, join, as } = await renewalClub()
    const onAccount = await join(monthly.id)
    await engine.sql((sql) =>
      Effect.gen(function* () {
        const [account] = yield* sql<{ id: number }>`
          insert into accounts (facility_id, name, invoice_receiver_id) values (${facility.id}, 'Family', ${onAccount.person.id})
          returning id`
        yield* sql`insert into account_members (facility_id, account_id, user_id) values (${facility.id}, ${account!.id}, ${onAccount.person.id})`
      }),
    )
    const leaving = await join(monthly.id)
    await as(memberships.act(leaving.m.id, "cancel"))
    const oneOff = await join(summer.id)
    const asOf = new Date(Date.parse(oneOff.m.ends_at!) + 60_000)
    const done = Either.getOrThrow(await engine.as(operator, renewals.run(asOf, { facilityId: facility.id })))
    const of = (id: number) => done.filter((o) => o.membership_id === id).map((o) => o.outcome)
    expect(of(onAccount.m.id)).toContain("paid")
    expect(of(leaving.m.id)).toEqual(["ended"])
    expect(of(oneOff.m.id)).toEqual(["expired"])
    expect(await statusOf(leaving.m.id)).toBe("cancelled")
    expect(await statusOf(oneOff.m.id)).toBe("expired")
    expect((await periodCharges(onAccount.m.id)).every((c) => c.payment_id !== null)).toBe(false)
    const paidRenewal = (await periodCharges(onAccount.m.id)).at(-1)!
    expect(paidRenewal.payment_id).not.toBeNull()
  })

  it("run by two servers at once, charges each renewal once", async () => {
    const { facility, monthly, join } = await renewalClub()
    const { m } = await join(monthly.id)
    const asOf = new Date(Date.parse(m.ends_at!) + 60_000)
    await Promise.all([
      engine.as(operator, renewals.run(asOf, { facilityId: facility.id })),
      engine.as(operator, renewals.run(asOf, { facilityId: facility.id })),
    ])
    expect(await periodCharges(m.id)).toHaveLength(2)
  })
})

const run = <A, E>(effect: Parameters<typeof engine.as<A, E>>[1]) => engine.as(operator, effect).then(Either.getOrThrow)

/** A monthly member (50.00) whose only way to pay is a saved card made from a Stripe test token. */
const memberWithCard = async (token: string) => {
  const { facility, monthly, join } = await renewalClub()
  const { person, m } = await join(monthly.id)
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
  return { facility, m, customer: saved.customer }
}

/** A customer's payment intents at the fake Stripe: each is one try of their card. */
const intentsOf = (customer: string) => suite.stripe.intents(KEY).filter((i) => i.customer === customer)
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

  it("caught up days late, tries a declined card once and again a day later, not every missed dunning day at once", async () => {
    const { facility, m, customer } = await memberWithCard("tok_chargeDeclined")
    const late = new Date(Date.parse(m.ends_at!) + 5 * DAY)
    await run(renewalAt(facility.id, late))
    await run(renewalAt(facility.id, new Date(late.getTime() + 60_000)))
    expect(intentsOf(customer)).toHaveLength(1)
    const [charge] = await engine.sql(
      (sql) => sql<{ next_attempt_at: Date; attempts: number }>`
        select next_attempt_at, attempts from membership_charges
        where membership_id = ${m.id} and kind = 'period' order by period_start desc limit 1`,
    )
    expect(charge).toMatchObject({ attempts: 1 })
    expect(new Date(charge!.next_attempt_at).getTime()).toBe(late.getTime() + DAY)
    expect(await statusOf(m.id)).toBe("active")
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

describe("a membership's life, at random", () => {
  it("stays in a legal state through any sequence of actions and renewals, each charge once and each payment a ledger row", async () => {
    const { facility, monthly, join, as } = await renewalClub()
    const ACTIONS = ["start", "pause", "resume", "cancel", "continue", "cancel_immediately", "recover"] as const
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.constantFrom(...ACTIONS), fc.integer({ min: 1, max: 70 })), {
          minLength: 1,
          maxLength: 12,
        }),
        fc.boolean(),
        async (steps, onAccount) => {
          const { m, person } = await join(monthly.id)
          // Half the owners pay renewals from a club account, so payments are made too.
          if (onAccount)
            await engine.sql((sql) =>
              Effect.gen(function* () {
                const [account] = yield* sql<{ id: number }>`
                  insert into accounts (facility_id, name, invoice_receiver_id) values (${facility.id}, 'Own', ${person.id})
                  returning id`
                yield* sql`insert into account_members (facility_id, account_id, user_id) values (${facility.id}, ${account!.id}, ${person.id})`
              }),
            )
          let asOf = Date.now()
          for (const step of steps) {
            if (typeof step === "number") {
              asOf += step * DAY
              Either.getOrThrow(await engine.as(operator, renewals.run(new Date(asOf), { facilityId: facility.id })))
            } else await engine.as(operator, memberships.act(m.id, step))
            const now = Either.getOrThrow(await engine.as(operator, memberships.show(m.id)))
            const plan = await as(memberships.planAt(facility.id, now.plan_id))
            const machine = Either.getOrThrow(
              await engine.as(
                operator,
                Effect.map(Memberships, (s) => s.machineOf(now, plan)),
              ),
            )
            expect(isConsistent(machine)).toBe(true)
          }
          const rows = await engine.sql(
            (sql) =>
              sql<{ period_start: Date | null; payment_id: number | null; paid: boolean }>`
              select c.period_start, c.payment_id,
                exists (select 1 from payments p where p.id = c.payment_id and p.payable_type = 'membership'
                        and p.payable_id = c.membership_id) as paid
              from membership_charges c where c.membership_id = ${m.id} and c.kind = 'period'`,
          )
          const periods = rows.map((r) => new Date(r.period_start!).getTime())
          expect(new Set(periods).size).toBe(periods.length)
          expect(rows.every((r) => r.payment_id === null || r.paid)).toBe(true)
        },
      ),
      { numRuns: runs(15) },
    )
  })
})

describe("renewal dates", () => {
  it("keep the club's wall-clock time across DST, clamp at month ends and leap days", async () => {
    const { facility, monthly, join, as } = await renewalClub()
    const yearly = await as(
      memberships.savePrice(facility.id, monthly.plan_id, undefined, {
        interval_unit: "year",
        interval_count: 1,
        amount: 50000,
        renews: true,
        active: true,
      }),
    )
    const placed = async (priceId: number, acquired: string, ends: string) => {
      const { m } = await join(priceId)
      await engine.sql(
        (sql) => sql`update memberships set acquired_at = ${acquired}, ends_at = ${ends} where id = ${m.id}`,
      )
      return m.id
    }
    // A month from 31 January 10:00 in New York ends 28 February; the next crosses the spring DST change.
    const monthlyId = await placed(monthly.id, "2027-01-31T15:00:00Z", "2027-02-28T15:00:00Z")
    const leapId = await placed(yearly.id, "2027-02-28T15:00:00Z", "2028-02-29T15:00:00Z")
    Either.getOrThrow(
      await engine.as(operator, renewals.run(new Date("2028-03-01T00:00:00Z"), { facilityId: facility.id })),
    )
    const ends = await engine.sql(
      (sql) =>
        sql<{ id: number; ends_at: Date }>`select id, ends_at from memberships where id in (${monthlyId}, ${leapId})`,
    )
    const endOf = (id: number) => new Date(ends.find((r) => Number(r.id) === id)!.ends_at).toISOString()
    // Monthly from 28 February 2027 renews to 28 March 10:00 EDT (14:00 UTC), … up to 28 March 2028.
    expect(endOf(monthlyId)).toBe("2028-03-28T14:00:00.000Z")
    // A year from 29 February 2028 is 28 February 2029, 10:00 EST.
    expect(endOf(leapId)).toBe("2029-02-28T15:00:00.000Z")
  })
})
