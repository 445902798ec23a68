import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeFacility, makeUser } from "../../fixtures/testing/builders"
import { TestClient } from "../../fixtures/testing/client"
import identityNotice from "../sql/migrations/0077_identity_notice"
import { freePort } from "../../fixtures/testing/serverProcess"
import { startTestServer, type TestServer } from "../../fixtures/testing/testServer"

/** The same browser, its cookie and CSRF token, talking to another server. */
const onServer = (client: TestClient, server: TestServer) =>
  Object.assign(new TestClient(server.url), { cookie: client.cookie, csrf: client.csrf })

/** How many sessions a server answered from memory. */
const sessionHits = async (metricsPort: number) => {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
  return Number(/^venue_session_cache_reads_total\{result="hit"\} (\d+)/m.exec(text)?.[1] ?? 0)
}

let a: TestServer
let b: TestServer
let metricsPort: number
beforeAll(async () => {
  a = await startTestServer()
  metricsPort = await freePort()
  // A second app server on the same database, as behind a load balancer.
  b = await startTestServer({ METRICS_PORT: String(metricsPort) }, undefined, a)
})
afterAll(async () => {
  await b?.close()
  await a?.close()
})

describe("sessions kept in a server's memory", () => {
  it("answer a signed-in request without asking the database, and end on every server at sign-out", async () => {
    const facility = await makeFacility(a, { time_zone: "America/New_York" })
    const { client } = await makeUser(a, { roles: [[facility.id, "player"]] })
    const onB = onServer(client, b)
    const before = await sessionHits(metricsPort)
    expect((await onB.get("/api/users/info")).status).toBe(200)
    expect((await onB.get("/api/users/info")).status).toBe(200)
    expect(await sessionHits(metricsPort)).toBeGreaterThan(before)

    expect((await client.del("/api/sign_out")).status).toBeLessThan(300)
    // The database tells B at the sign-out's commit; well within the 30-second bound.
    await expect.poll(async () => (await onB.get("/api/users/info")).status, { timeout: 5000 }).toBe(401)
  })

  it("end at once on the server that signed out, before the commit's notice arrives", async () => {
    const { client } = await makeUser(a)
    const stale = onServer(client, a)
    expect((await stale.get("/api/users/info")).status).toBe(200)
    expect((await stale.get("/api/users/info")).status).toBe(200)
    // The commit's notice (LISTEN) never comes this time: the server that ended the session hears
    // it from its own statement (migration 0077) and must not wait for the other.
    await a.run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql`
          create or replace function identity_announce() returns trigger language plpgsql as $$
          begin
            raise notice 'venue_identity' using detail = to_jsonb(old) ->> tg_argv[0];
            return null;
          end $$`,
      ),
    )
    try {
      expect((await client.del("/api/sign_out")).status).toBeLessThan(300)
      expect((await stale.get("/api/users/info")).status).toBe(401)
    } finally {
      await a.run(identityNotice)
    }
  })

  it("are kept through other people's writes", async () => {
    const { client } = await makeUser(a)
    const { client: other, user } = await makeUser(a)
    const [mine, theirs] = [onServer(client, b), onServer(other, b)]
    expect((await mine.get("/api/users/info")).status).toBe(200)
    expect((await theirs.put(`/api/users/${user.id}`, { first_name: "Renamed" })).status).toBe(200)
    const before = await sessionHits(metricsPort)
    expect((await mine.get("/api/users/info")).status).toBe(200)
    expect(await sessionHits(metricsPort)).toBe(before + 1)
  })

  it("lose a role taken away by any writer, on every server", async () => {
    const facility = await makeFacility(a, { time_zone: "America/New_York" })
    const { client, user } = await makeUser(a, { roles: [[facility.id, "manager"]] })
    const onB = onServer(client, b)
    const staffOnly = `/api/facilities/${facility.id}/reservations?date=2030-01-01`
    expect((await onB.get(staffOnly)).status).toBe(200)
    expect((await onB.get(staffOnly)).status).toBe(200)
    // Not through either server: straight into the database, as an import or the CLI would.
    await a.run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql`delete from facility_users where facility_id = ${facility.id} and user_id = ${user.id}`,
      ),
    )
    await expect.poll(async () => (await onB.get(staffOnly)).status, { timeout: 5000 }).toBe(403)
  })
})
