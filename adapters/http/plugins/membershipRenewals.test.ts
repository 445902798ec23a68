import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { DUNNING_DAYS } from "../../../engine/memberships/rules"
import { makeUser } from "../../../fixtures/testing/builders"
import { makeClub } from "../../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"
import { type FakeStripe, listenFakeStripe } from "../../providers/stripe/fakeServer"
import { outboxFor } from "../../sql/mailOutbox"
import { eventually } from "../../../fixtures/testing/eventually"

/**
 * Renewals charged to saved cards by the server's scheduled job: the official Stripe SDK inside the
 * server talks to our fake Stripe, which accepts one member's card and declines the other's. The
 * declined renewal is tried again on each dunning day and, after the last, the membership lapses,
 * with mail at each step. The memberships' periods are moved into the past, past every dunning day.
 */
const KEY = "sk_test_renewals_suite_key"
let stripe: FakeStripe
let server: TestServer
beforeAll(async () => {
  stripe = await listenFakeStripe(KEY, "sk_test_renewals_club_account")
  server = await startTestServer({
    STRIPE_SECRET_KEY: KEY,
    STRIPE_WEBHOOK_SECRET: "whsec_renewals_suite",
    STRIPE_API_URL: stripe.url,
    // The server's own renewal job, every second.
    MEMBERSHIP_RENEW_SECONDS: "1",
  })
})
afterAll(async () => {
  await server.close()
  await stripe.close()
})

/** Reads until `ok`, for what the scheduled job does in its own time. */
describe("renewals by saved card", () => {
  it("charge a good card off-session; a declined one is retried on the dunning days, then the membership lapses", async () => {
    const { facility, manager } = await makeClub(server)
    const plan = await manager.post(`/api/facilities/${facility.id}/membership_plans`, { name: "Adult" })
    const monthly = await manager.post(`/api/facilities/${facility.id}/membership_plans/${plan.body.id}/prices`, {
      interval_unit: "month",
      amount: 5000,
    })
    const member = async (token: string) => {
      const { user, client, email } = await makeUser(server, { roles: [[facility.id, "player"]] })
      const card = await client.post(`/api/users/${user.id}/add_card`, {
        facility_id: facility.id,
        token,
        expiry: "1230",
        name_on_card: "Pat Member",
      })
      expect(card.status).toBe(201)
      const m = await manager.post("/api/memberships", {
        facility_id: facility.id,
        owner_id: user.id,
        membership_plan_price_id: monthly.body.id,
      })
      expect(m.status).toBe(201)
      // The first month is paid at the desk; only the renewal goes to the card.
      expect(
        (await manager.post("/api/membership_payments", { membership_id: m.body.id, payment: { method: "cash" } }))
          .status,
      ).toBe(201)
      return { id: m.body.id as number, email, client }
    }
    const good = await member("tok_visa")
    const bad = await member("tok_chargeDeclined")
    await server.run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql`
          update memberships set acquired_at = now() - interval '1 month 9 days', ends_at = now() - interval '9 days'
          where id in (${good.id}, ${bad.id})`,
      ),
    )

    // Each dunning day comes at once (the job would wait a day between tries).
    const lapsed = await eventually(
      async () => {
        await server.run(
          Effect.flatMap(
            SqlClient.SqlClient,
            (sql) => sql`
              update membership_charges set next_attempt_at = now()
              where membership_id = ${bad.id} and payment_id is null and next_attempt_at > now()`,
          ),
        )
        return (await bad.client.get(`/api/memberships/${bad.id}`)).body
      },
      (m) => m.status === "expired",
    )
    expect(lapsed).toMatchObject({
      status: "expired",
      balance_due: 5000,
      collection_error: "Your card was declined.",
      actions: ["recover", "delete"],
    })
    const mail = (await server.run(outboxFor(bad.email))).map((m) => m.subject)
    expect(mail.filter((s) => s.endsWith("was declined"))).toHaveLength(DUNNING_DAYS.length)
    expect(mail.at(-1)).toBe(`Your membership at ${facility.name} has lapsed`)
    const tries = await server.run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql<{ attempts: number }>`
          select attempts from membership_charges where membership_id = ${bad.id} and payment_id is null`,
      ),
    )
    expect(tries.map((t) => t.attempts)).toEqual([DUNNING_DAYS.length + 1])

    const renewed = await eventually(
      async () =>
        (await good.client.get(`/api/memberships/${good.id}/charges`)).body as Array<{ payment_id: number | null }>,
      (charges) => charges.length === 2 && charges.every((c) => c.payment_id !== null),
    )
    expect(renewed).toHaveLength(2)
    expect((await good.client.get(`/api/memberships/${good.id}`)).body).toMatchObject({
      status: "active",
      balance_due: 0,
      collection_error: null,
    })
    // The desk's payment brought a receipt; the renewal's own mail says what the card paid (no second receipt).
    expect((await server.run(outboxFor(good.email))).map((m) => m.subject)).toEqual([
      `Your receipt from ${facility.name}`,
      `Your membership at ${facility.name} renewed`,
    ])
    // Each renewal is charged to the card once, however many rounds the job has run since.
    expect(stripe.intents(KEY).filter((p) => p.amount === 5000 && p.status === "succeeded")).toHaveLength(1)
  })
})
