import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { TestClient } from "../../fixtures/testing/client"
import { freePort, type ServerProcess, startServerProcess } from "../../fixtures/testing/serverProcess"

/**
 * Demo mode's fake card provider keeps its customers and cards in the data directory: a card saved
 * before a restart still pays after it, and the demo club keeps one simulated reader.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "venue-demo-cards-"))
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
  return { owner, facility: session.facilities[0].id as number, me: session.user.id as number }
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
})
