import { Schema } from "effect"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeFacility, makeUser } from "../../fixtures/testing/builders"
import { startTestServer, type TestServer } from "../../fixtures/testing/testServer"
import { NotReady } from "./probes"

/**
 * A PostgreSQL outage answers 503 (try again shortly), never 500, also for a request whose session
 * the server could not look up; readiness says so, and the server recovers when the database does.
 */
const url = process.env.DATABASE_URL
let server: TestServer
beforeAll(async () => {
  if (url) server = await startTestServer()
})
afterAll(() => server?.close())

describe.skipIf(!url)("a database outage", () => {
  it("answers 503 with or without a session, and recovers", async () => {
    const { client } = await makeUser(server)
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    const name = new URL(server.databaseUrl!).pathname.slice(1)
    const cut = async (allow: boolean) => {
      await admin.query(`alter database "${name}" allow_connections ${allow}`)
      if (!allow) await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [name])
    }
    try {
      await cut(false)
      const signedIn = await client.get("/readyz")
      expect(signedIn.status).toBe(503)
      const anonymous = await fetch(`${server.url}/readyz`)
      expect(anonymous.status).toBe(503)
      // The probe answered before the API still speaks the API's declared error.
      expect(Schema.decodeUnknownSync(NotReady)(await anonymous.json()).message).toMatch(/database/)
      expect((await client.get("/api/session")).status).toBe(503)
      // A write with an Idempotency-Key is the same 503 with its sentence, not an empty 500.
      const keyed = await client.post("/api/users/add_to_family", { name: "child" }, { "idempotency-key": "cut-1" })
      expect(keyed.status).toBe(503)
      expect(keyed.body.message).toMatch(/try again/i)
    } finally {
      await cut(true)
      await admin.end()
    }
    for (let i = 0; i < 50 && (await client.get("/readyz")).status !== 200; i++)
      await new Promise((r) => setTimeout(r, 100))
    expect((await client.get("/readyz")).status).toBe(200)
    expect((await client.get("/api/session")).status).toBe(200)
  })

  it("heals live updates: the listener reconnects after its connection is cut and hears other servers again", async () => {
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    const name = new URL(server.databaseUrl!).pathname.slice(1)
    const ready = async () => (await (await fetch(`${server.url}/readyz`)).json()).live_updates
    try {
      for (let i = 0; i < 50 && (await ready()) !== "listening"; i++) await new Promise((r) => setTimeout(r, 100))
      expect(await ready()).toBe("listening")
      const cut = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'listen%venue_calendar%'`,
        [name],
      )
      expect(cut.rowCount).toBe(1)
      let seen = ""
      for (let i = 0; i < 100 && seen !== "listening"; i++) {
        await new Promise((r) => setTimeout(r, 100))
        seen = await ready()
      }
      expect(seen).toBe("listening")
      // Another server's change after the cut reaches this one: its live stream hears it.
      const facility = await makeFacility(server)
      const stream = await fetch(`${server.url}/api/facilities/${facility.id}/calendar_events`)
      const reader = stream.body!.getReader()
      await reader.read()
      // The stream takes its place among the listeners just after its first line.
      await new Promise((r) => setTimeout(r, 500))
      const other = new pg.Client({ connectionString: server.databaseUrl })
      await other.connect()
      await other.query(`select pg_notify('venue_calendar', $1)`, [
        JSON.stringify({ facility_id: facility.id, date: "2030-01-02", origin: "another server" }),
      ])
      await other.end()
      let text = ""
      const deadline = Date.now() + 10_000
      while (!text.includes("2030-01-02") && Date.now() < deadline)
        text += new TextDecoder().decode((await reader.read()).value)
      await reader.cancel()
      expect(text).toContain("2030-01-02")
    } finally {
      await admin.end()
    }
  })
})
