import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { localDate } from "../engine/dates"
import { TestClient } from "../fixtures/testing/client"
import { emptyPostgres, startServerProcess } from "../fixtures/testing/serverProcess"

/**
 * kill -9 while bookings and payments are under way, then start again on the same data: every
 * booking and payment the server acknowledged (2xx) is there, and none is half written (a booking
 * without its player or fees, a payment of part of what the reservation owed).
 */

const PASSWORD = "crash test password"
const WORKERS = 8
const ZONE = "America/New_York"
const cleanups: Array<() => Promise<void> | void> = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

interface Acknowledged {
  readonly bookings: Map<number, string>
  readonly payments: Map<number, number>
}

const hammer = async (url: string, until: () => boolean): Promise<Acknowledged> => {
  const owner = new TestClient(url)
  await owner.signIn(`admin@demo.example.com`, PASSWORD)
  const facility = (await owner.get("/api/session")).body.facilities[0].id as number
  const courts = (await owner.get(`/api/facilities/${facility}/courts`)).body as Array<{ id: number }>
  const players = (await owner.get(`/api/facilities/${facility}/players?q=li`)).body as Array<{ id: number }>
  const acknowledged: Acknowledged = { bookings: new Map(), payments: new Map() }
  let next = 0
  const worker = async () => {
    while (!until()) {
      const k = next++
      const court = courts[k % courts.length]!
      // Days from a week out, clear of the demo's own week of bookings; 6 AM to 10 PM.
      const date = localDate(new Date(Date.now() + (7 + Math.floor(k / (courts.length * 16))) * 86_400_000), ZONE)
      const hour = 6 + (Math.floor(k / courts.length) % 16)
      try {
        const booked = await owner.post(`/api/courts/${court.id}/booking_admin`, {
          date,
          hour_start: hour * 3600,
          hour_end: (hour + 1) * 3600,
          player_ids: [players[k % players.length]!.id],
        })
        if (booked.status !== 201) continue
        acknowledged.bookings.set(booked.body.id, date)
        // Staff bookings are priced on demand; then everything pending is paid at once.
        if ((await owner.put(`/api/reservations/${booked.body.id}/update_totals`)).status !== 200) continue
        const paid = await owner.put(`/api/reservations/${booked.body.id}/pay_pending`, { method: "cash" })
        if (paid.status === 200) for (const p of paid.body.payments) acknowledged.payments.set(p.id, booked.body.id)
      } catch {
        // The server died under this request: nothing was acknowledged.
      }
    }
  }
  await Promise.all(Array.from({ length: WORKERS }, worker))
  return acknowledged
}

const crashAndCheck = async (env: Record<string, string>) => {
  const first = startServerProcess({ ...env, DEMO: "1", DEMO_ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: "info" })
  cleanups.push(() => void first.child.kill("SIGKILL"))
  const url = await first.listening
  let dead = false
  const load = hammer(url, () => dead)
  await new Promise((resolve) => setTimeout(resolve, 2_500))
  first.child.kill("SIGKILL")
  dead = true
  const acknowledged = await load
  await first.exited
  // How much got through is reported, not asserted: a loaded machine gets less done, and what
  // matters (nothing acknowledged lost, nothing half written) is checked whatever it was.
  console.log(
    `crash: ${acknowledged.bookings.size} bookings and ${acknowledged.payments.size} payments acknowledged before the kill`,
  )

  const second = startServerProcess({ ...env, DEMO: "1", DEMO_ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: "info" })
  cleanups.push(() => void second.child.kill("SIGKILL"))
  const again = await second.listening
  const owner = new TestClient(again)
  expect((await owner.signIn("admin@demo.example.com", PASSWORD)).status).toBe(200)
  const facility = (await owner.get("/api/session")).body.facilities[0].id as number

  const missing: Array<string> = []
  for (const [id] of acknowledged.bookings) {
    const r = await owner.get(`/api/reservations/${id}/payments`)
    if (r.status !== 200) missing.push(`booking ${id}`)
    const ids = new Set((r.body?.payments ?? []).map((p: { id: number }) => p.id))
    for (const [payment, reservation] of acknowledged.payments)
      if (reservation === id && !ids.has(payment)) missing.push(`payment ${payment}`)
  }
  expect(missing).toEqual([])

  // Nothing half written, acknowledged or not: each booking of those days has its player, and is
  // paid in full or not at all (one pay_pending pays everything pending, in one transaction). The
  // demo's clinic sessions on those days name no player: their places are kept apart.
  const halfWritten: Array<string> = []
  for (const date of new Set(acknowledged.bookings.values())) {
    const day = (await owner.get(`/api/facilities/${facility}/reservations?date=${date}`)).body as Array<{
      id: number
      kind: string
      users: Array<unknown>
      totals: { total: number }
    }>
    for (const r of day.filter((r) => r.kind !== "clinic")) {
      if (r.users.length !== 1) halfWritten.push(`booking ${r.id}`)
      const money = (await owner.get(`/api/reservations/${r.id}/payments`)).body as {
        payments: Array<{ amount: number; status: string }>
      }
      const paid = money.payments.filter((p) => p.status === "paid").reduce((sum, p) => sum + p.amount, 0)
      if (paid !== 0 && paid !== r.totals.total) halfWritten.push(`payment of booking ${r.id}: ${paid}`)
    }
  }
  expect(halfWritten).toEqual([])
  // Something was acknowledged, or the run tested nothing.
  expect(acknowledged.bookings.size).toBeGreaterThan(0)
  second.child.kill("SIGTERM")
  await second.exited
  return acknowledged
}

describe("a crash under load", () => {
  it(
    "on the embedded database loses nothing acknowledged and leaves nothing half written",
    { timeout: 120_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "venue-crash-"))
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }))
      await crashAndCheck({ DATABASE_URL: "", DATA_DIR: dataDir })
    },
  )

  it.skipIf(!process.env.DATABASE_URL)(
    "on PostgreSQL loses nothing acknowledged and leaves nothing half written",
    { timeout: 120_000 },
    async () => {
      const db = await emptyPostgres(process.env.DATABASE_URL!, "venue_crash")
      cleanups.push(db.drop)
      await crashAndCheck({ DATABASE_URL: db.url, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "venue-crash-")) })
    },
  )
})
