import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeUser } from "../../fixtures/testing/builders"
import { startTestServer, type TestServer } from "../../fixtures/testing/testServer"

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
      expect((await client.get("/api/session")).status).toBe(503)
    } finally {
      await cut(true)
      await admin.end()
    }
    for (let i = 0; i < 50 && (await client.get("/readyz")).status !== 200; i++)
      await new Promise((r) => setTimeout(r, 100))
    expect((await client.get("/readyz")).status).toBe(200)
    expect((await client.get("/api/session")).status).toBe(200)
  })
})
