import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { operator } from "../access"
import { type startEngine, startEngineWithStripe } from "../../fixtures/testing/engine"
import { addDays } from "../dates"
import { slotKey } from "./rules"
import { CardVault } from "../providers"
import { PeakDraws } from "./service"
import { LedgerRepo } from "../payments/port"

/** A draw whose club charges at the draw: each winner's saved card at the fake Stripe, once. */
const KEY = "sk_test_draw_charges"
let engine: Awaited<ReturnType<typeof startEngine>>
let suite: Awaited<ReturnType<typeof startEngineWithStripe>>
beforeAll(async () => {
  suite = await startEngineWithStripe(KEY)
  engine = suite.engine
})
afterAll(() => suite?.close())

const draws = Effect.serviceFunctions(PeakDraws)
const H = 3600
const day = addDays(new Date().toISOString().slice(0, 10), 4)
const SITE = new URL("https://club.example.com")

const mailsTo = (userId: number) =>
  engine.sql(
    (sql) => sql<{ subject: string; body: string }>`
      select subject, body from mail_outbox where to_address = (select email from users where id = ${userId}) order by id`,
  )

describe("a draw that charges at the draw", () => {
  it("charges each winner's saved card once; a refused card or none leaves the booking owed, and the mail says so", async () => {
    const facility = await engine.facility({ max_hours_range: 24 * 30 })
    const courts = await engine.openAllDay(facility.id, { courts: 3, rates: { member: 3000, other: 3000 } })
    const manager = await engine.person([facility.id, "manager"])
    const soon = Date.now() + 3_600_000
    const draw = Either.getOrThrow(
      await engine.as(
        manager.caller,
        draws.create(facility.id, {
          name: "Saturday peak",
          play_date: day,
          hour_start: 8 * H,
          hour_end: 9 * H,
          slot_minutes: 60,
          court_ids: courts,
          entries_close_at: new Date(soon).toISOString(),
          draw_at: new Date(soon + 60_000).toISOString(),
          recent_weeks: 4,
          charge_at_draw: true,
        }),
      ),
    )
    expect(draw.charge_at_draw).toBe(true)
    const withCard = async (token: string | null) => {
      const person = await engine.person([facility.id, "player"])
      if (token !== null) {
        const saved = await engine
          .as(
            operator,
            Effect.gen(function* () {
              const vault = yield* CardVault
              const customer = yield* vault.createCustomer({
                facility_id: facility.id,
                user_id: person.id,
                email: null,
                name: "Pat",
              })
              return {
                customer,
                card: yield* vault.saveCard({ facility_id: facility.id, customer_ref: customer, token }),
              }
            }),
          )
          .then(Either.getOrThrow)
        await engine.sql(
          (sql) => sql`
            insert into saved_cards (facility_id, user_id, provider, customer_ref, card_ref, brand, last4, name_on_card, is_default)
            values (${facility.id}, ${person.id}, 'stripe', ${saved.customer}, ${saved.card.card_ref}, 'Visa', '4242', 'Pat', true)`,
        )
        return { ...person, customer: saved.customer }
      }
      return { ...person, customer: null }
    }
    const [paying, refused, cardless] = await Promise.all([
      withCard("tok_visa"),
      withCard("tok_chargeDeclined"),
      withCard(null),
    ])
    for (const [i, p] of [paying, refused, cardless].entries())
      Either.getOrThrow(
        await engine.as(
          p.caller,
          draws.enter(facility.id, draw.id, { player_ids: [], choices: [slotKey(courts[i]!, 8 * H)] }),
        ),
      )
    await engine.sql(
      (sql) => sql`
        update peak_draws set entries_close_at = now() - interval '2 minutes', draw_at = now() - interval '1 minute'
        where id = ${draw.id}`,
    )
    const round = () => engine.as(operator, draws.round(SITE)).then(Either.getOrThrow)
    expect(await round()).toBeGreaterThan(1)
    await round()

    const bookingOf = async (userId: number) => {
      const [row] = await engine.sql(
        (sql) => sql<{ reservation_id: number }>`
          select reservation_id from peak_draw_entries where draw_id = ${draw.id} and user_id = ${userId}`,
      )
      const items = await engine
        .as(
          operator,
          Effect.flatMap(LedgerRepo, (l) => l.pendingItems(row!.reservation_id)),
        )
        .then(Either.getOrThrow)
      return items.reduce((sum, i) => sum + i.pending, 0)
    }
    expect(await bookingOf(paying.id)).toBe(0)
    expect(await bookingOf(refused.id)).toBe(3000)
    expect(await bookingOf(cardless.id)).toBe(3000)
    // One try of each card, however many rounds ran.
    const intents = (customer: string | null) => suite.stripe.intents(KEY).filter((i) => i.customer === customer)
    expect(intents(paying.customer)).toHaveLength(1)
    expect(intents(refused.customer)).toHaveLength(1)

    const body = async (userId: number) =>
      (await mailsTo(userId)).find((m) => m.subject.startsWith("Saturday peak"))!.body
    expect(await body(paying.id)).toContain("It is paid by your saved card ending 4242.")
    expect(await body(refused.id)).toMatch(
      /your saved card ending 4242 was refused \(.+\): pay it in your reservations/,
    )
    expect(await body(cardless.id)).toContain("you have no saved card here: pay it in your reservations")
  })
})
