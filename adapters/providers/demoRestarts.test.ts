import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { TestClient } from "../../fixtures/testing/client"
import { freePort, type ServerProcess, startServerProcess } from "../../fixtures/testing/serverProcess"

/**
 * Demo mode's fakes over restarts of one data directory. The fake card provider keeps its customers
 * and cards there: a card saved before a restart still pays after it, and the demo club keeps one
 * simulated reader. The demo's phone is a new device at each start, the last start's let go, and
 * it hears of a watched hour the moment the desk frees it.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "venue-demo-"))
let running: ServerProcess | undefined

afterAll(() => {
  if (running?.child.exitCode === null) running.child.kill("SIGKILL")
  fs.rmSync(dataDir, { recursive: true, force: true })
})

const start = async () => {
  const port = await freePort()
  running = startServerProcess({
    DATABASE_URL: "",
    DATA_DIR: dataDir,
    PORT: String(port),
    DEMO: "1",
    DEMO_ADMIN_EMAIL: "owner@example.com",
    DEMO_ADMIN_PASSWORD: "demo owner password 1",
  })
  await running.listening
  const owner = new TestClient(`http://127.0.0.1:${port}`)
  await owner.post("/api/sign_in", { email: "owner@example.com", password: "demo owner password 1" })
  const session = (await owner.get("/api/session")).body
  return { owner, port, facility: session.facilities[0].id as number, me: session.user.id as number }
}

const stop = async () => {
  running!.child.kill("SIGTERM")
  await running!.exited
}

describe.skipIf(process.env.DATABASE_URL)("the demo's saved cards", () => {
  it("still pay after the server restarts", { timeout: 180_000 }, async () => {
    const first = await start()
    const card = await first.owner.post(`/api/users/${first.me}/add_card`, {
      facility_id: first.facility,
      token: "tok_visa",
      expiry: "1230",
      name_on_card: "Owner",
    })
    expect(card.status).toBe(201)
    await stop()

    const again = await start()
    const cards = await again.owner.get(`/api/users/${again.me}/cards?facility_id=${again.facility}`)
    expect(cards.body.map((c: { id: number }) => c.id)).toEqual([card.body.id])
    const bought = await again.owner.request(
      "POST",
      `/api/users/${again.me}/balance/${again.facility}/buy`,
      { amount: 2500, method: "card", card_id: card.body.id },
      { "Idempotency-Key": "demo-cards-1" },
    )
    expect(bought.status).toBe(200)
    const readers = await again.owner.get(`/api/facilities/${again.facility}/stripe_terminals`)
    expect(readers.body).toHaveLength(1)
    await stop()
  })

  it(
    "push to the demo's phone: one device after restarts, and a freed watched hour offered on it",
    { timeout: 120_000 },
    async () => {
      const demo = await start()
      const liam = new TestClient(`http://127.0.0.1:${demo.port}`)
      await liam.post("/api/sign_in", { email: "liam.garcia@demo.example.com", password: "demo owner password 1" })
      const devices = (await liam.get("/api/push/subscriptions")).body
      expect(devices).toEqual([expect.objectContaining({ push_service: expect.stringMatching(/^127\.0\.0\.1:\d+$/) })])
      expect(devices[0].topics).toHaveLength(5)
      expect((await liam.get("/api/push/demo_phone")).status).toBe(403)
      expect((await demo.owner.get("/api/push/demo_phone")).body).toEqual({ owner: "Liam Garcia", received: [] })

      // The desk gives up the league's first evening, an hour of which Liam watches.
      const series = (await demo.owner.get(`/api/facilities/${demo.facility}/reservation_series`)).body
      const league = series.find((s: { name: string }) => s.name === "Thursday night league")
      const cancelled = await demo.owner.post(
        `/api/facilities/${demo.facility}/reservation_series/${league.id}/cancel`,
        { date: league.first_date, scope: "this" },
      )
      expect(cancelled.status).toBe(200)
      let received: Array<{ payload: { topic: string; title: string; actions: Array<{ url: string }> } }> = []
      for (let tries = 0; tries < 60 && received.length === 0; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 500))
        received = (await demo.owner.get("/api/push/demo_phone")).body.received
      }
      expect(received).toEqual([
        expect.objectContaining({
          urgency: "high",
          payload: expect.objectContaining({
            topic: "slot_offers",
            actions: [
              expect.objectContaining({ url: expect.stringContaining(`/watches?facility=${demo.facility}&accept=`) }),
            ],
          }),
        }),
      ])
      await stop()
    },
  )
})
