import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { listenFakeStripe } from "../adapters/providers/stripe/fakeServer"
import { localDate } from "../engine/dates"
import { TestClient } from "../fixtures/testing/client"
import { emptyPostgres, startServerProcess } from "../fixtures/testing/serverProcess"
import { eventually } from "../fixtures/testing/eventually"

/**
 * kill -9 after Stripe took a card payment and before the server wrote its ledger rows: the
 * player was never told it was paid and the club has no record of it. Started again on the same
 * data, the server finds the charge at Stripe and gives it back; the booking still owes its fee.
 */

const PASSWORD = "reconcile test password"
const KEY = "sk_test_reconcile_kill"
const cleanups: Array<() => Promise<void> | void> = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

const killBetweenChargeAndCommit = async (env: Record<string, string>) => {
  const stripe = await listenFakeStripe(KEY)
  cleanups.push(() => stripe.close())
  const serverEnv = {
    ...env,
    DEMO: "1",
    DEMO_ADMIN_PASSWORD: PASSWORD,
    STRIPE_SECRET_KEY: KEY,
    STRIPE_API_URL: stripe.url,
    CARD_RECONCILE_SECONDS: "1",
    CARD_RECONCILE_GRACE_SECONDS: "1",
    LOG_LEVEL: "info",
  }
  const first = startServerProcess(serverEnv)
  cleanups.push(() => void first.child.kill("SIGKILL"))
  const owner = new TestClient(await first.listening)
  await owner.signIn("admin@demo.example.com", PASSWORD)
  const session = (await owner.get("/api/session")).body
  const facility = session.facilities[0].id as number
  const me = session.user.id as number
  const courts = (await owner.get(`/api/facilities/${facility}/courts`)).body as Array<{ id: number }>
  const card = await owner.post(`/api/users/${me}/add_card`, {
    facility_id: facility,
    token: "tok_visa",
    expiry: "1239",
    name_on_card: "Demo Admin",
  })
  expect(card.status).toBe(201)
  const date = localDate(new Date(Date.now() + 9 * 86_400_000), "America/New_York")
  const booked = await owner.post(`/api/courts/${courts[0]!.id}/booking_admin`, {
    date,
    hour_start: 9 * 3600,
    hour_end: 10 * 3600,
    player_ids: [me],
  })
  expect(booked.status).toBe(201)
  expect(booked.body.totals.total).toBeGreaterThan(0)

  const charged = stripe.withholdNextIntentReply()
  const paying = owner
    .put(`/api/reservations/${booked.body.id}/pay_pending`, { method: "card", card_id: card.body.id })
    .catch(() => undefined)
  await charged
  first.child.kill("SIGKILL")
  await first.exited
  await paying
  const [intent] = stripe.intents(KEY)
  expect(intent).toMatchObject({ status: "succeeded", amount: booked.body.totals.total })

  const second = startServerProcess(serverEnv)
  cleanups.push(() => void second.child.kill("SIGKILL"))
  const again = new TestClient(await second.listening)
  await again.signIn("admin@demo.example.com", PASSWORD)
  const given = await eventually(
    () => stripe.intents(KEY)[0]!,
    (i) => i.amount_refunded === i.amount,
    { seconds: 30 },
  )
  expect(given.amount_refunded).toBe(intent!.amount)
  await eventually(second.output, (out) => out.includes(`Gave back ${intent!.id}`), { seconds: 30 })
  expect(second.output()).toContain(`Gave back ${intent!.id}`)

  const money = (await again.get(`/api/reservations/${booked.body.id}/payments`)).body
  expect(money.payments).toEqual([])
  expect(money.pending.reduce((sum: number, p: { pending: number }) => sum + p.pending, 0)).toBe(
    booked.body.totals.total,
  )
  // The given-back charge cannot be recorded as this booking's payment afterwards.
  const late = await again.put(`/api/reservations/${booked.body.id}/pay_pending`, {
    method: "card",
    payment_intent_id: intent!.id,
  })
  expect(late.status).toBe(409)
  second.child.kill("SIGTERM")
  await second.exited
}

describe("a crash between a card charge and its ledger rows", () => {
  it(
    "on the embedded database is mended at the next start: the charge is given back",
    { timeout: 120_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "venue-reconcile-"))
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }))
      await killBetweenChargeAndCommit({ DATABASE_URL: "", DATA_DIR: dataDir })
    },
  )

  it.skipIf(!process.env.DATABASE_URL)(
    "on PostgreSQL is mended at the next start: the charge is given back",
    { timeout: 120_000 },
    async () => {
      const db = await emptyPostgres(process.env.DATABASE_URL!, "venue_reconcile")
      cleanups.push(db.drop)
      await killBetweenChargeAndCommit({
        DATABASE_URL: db.url,
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "venue-reconcile-")),
      })
    },
  )
})
