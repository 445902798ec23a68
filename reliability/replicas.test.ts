import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { localDate } from "../engine/dates"
import { TestClient } from "../fixtures/testing/client"
import { startPostgresPair, type PostgresPair } from "../fixtures/testing/postgresPair"
import { startServerProcess } from "../fixtures/testing/serverProcess"

/**
 * Three app servers on a primary and a real streaming standby (DATABASE_READ_URL): the reads that
 * may lag go to the standby while it keeps up, a person reads back their own write at once through
 * any server, a standby too far behind or down is skipped, and nothing answers 5xx.
 */

const PASSWORD = "replica test password"
const ZONE = "America/New_York"
const MAX_LAG = 6
let pair: PostgresPair
const servers: Array<string> = []
const cleanups: Array<() => void> = []

beforeAll(async () => {
  pair = await startPostgresPair("venue_replicas")
  cleanups.push(() => pair.close())
  const env = {
    DATABASE_URL: pair.primaryUrl,
    DATABASE_READ_URL: pair.standbyUrl,
    REPLICA_MAX_LAG_SECONDS: String(MAX_LAG),
    DEMO: "1",
    DEMO_ADMIN_PASSWORD: PASSWORD,
    CALENDAR_CACHE_MB: "0",
  }
  // The first migrates and seeds the demo club; the others start on it.
  for (let i = 0; i < 3; i++) {
    const server = startServerProcess(env)
    cleanups.push(() => void server.child.kill("SIGKILL"))
    servers.push(await server.listening)
  }
})
afterAll(() => {
  for (const cleanup of cleanups.reverse()) cleanup()
})

const staff = async (at: string) => {
  const client = new TestClient(at)
  expect((await client.signIn("admin@demo.example.com", PASSWORD)).status).toBe(200)
  return client
}

/** A booking of the demo club eight days out, made through `client`: its id and day. */
let made = 0
const book = async (client: TestClient) => {
  const facility = (await client.get("/api/session")).body.facilities[0].id as number
  const courts = (await client.get(`/api/facilities/${facility}/courts`)).body as Array<{ id: number }>
  const players = (await client.get(`/api/facilities/${facility}/players?q=li`)).body as Array<{ id: number }>
  const k = made++
  const date = localDate(new Date(Date.now() + 8 * 86_400_000), ZONE)
  const hour = 6 + Math.floor(k / courts.length)
  const booked = await client.post(`/api/courts/${courts[k % courts.length]!.id}/booking_admin`, {
    date,
    hour_start: hour * 3600,
    hour_end: (hour + 1) * 3600,
    player_ids: [players[0]!.id],
  })
  expect(booked.status).toBe(201)
  return { facility, date, id: booked.body.id as number }
}

const dayBoard = async (client: TestClient, facility: number, date: string) => {
  const day = await client.get(`/api/facilities/${facility}/reservations?date=${date}`)
  expect(day.status).toBe(200)
  return new Set((day.body as Array<{ id: number }>).map((r) => r.id))
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe("read replicas", () => {
  it("reads back a person's own write at once, whichever of three servers each request reaches", async () => {
    const writer = await staff(servers[0]!)
    for (let i = 0; i < 15; i++) {
      writer.baseUrl = servers[i % 3]!
      const { facility, date, id } = await book(writer)
      writer.baseUrl = servers[(i + 1) % 3]!
      expect(await dayBoard(writer, facility, date)).toContain(id)
    }
  })

  it("serves another person's lagging read from the standby, until it is too far behind; then from the primary", async () => {
    const other = await staff(servers[1]!)
    const writer = await staff(servers[0]!)
    const first = await book(writer)
    // The standby replays the first booking, and each server sees it has (they look twice a second).
    await sleep(1500)
    await pair.onStandby("select pg_wal_replay_pause()")
    try {
      const second = await book(writer)
      const stale = await dayBoard(other, first.facility, first.date)
      // The board came from the standby: it has the first booking and not the second, written since.
      expect(stale).toContain(first.id)
      expect(stale).not.toContain(second.id)
      // The one who wrote reads it back, through any server.
      for (const at of servers) {
        writer.baseUrl = at
        expect(await dayBoard(writer, second.facility, second.date)).toContain(second.id)
      }
      // Past the bound the standby is skipped: the primary answers, with the second booking.
      const paused = Date.now()
      let seen = false
      while (!seen && Date.now() - paused < (MAX_LAG + 10) * 1000) {
        await sleep(500)
        seen = (await dayBoard(other, first.facility, first.date)).has(second.id)
      }
      expect(seen).toBe(true)
    } finally {
      await pair.onStandby("select pg_wal_replay_resume()")
    }
  })

  it("skips a standby that is down: every read still answers, none with a 5xx", async () => {
    const writer = await staff(servers[2]!)
    const other = await staff(servers[0]!)
    const { facility, date, id } = await book(writer)
    pair.stopStandby()
    for (let i = 0; i < 12; i++) {
      other.baseUrl = servers[i % 3]!
      expect(await dayBoard(other, facility, date)).toContain(id)
      if (i === 5) await sleep(1200)
    }
  })
})
