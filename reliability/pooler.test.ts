import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { localDate } from "../engine/dates"
import { TestClient } from "../fixtures/testing/client"
import { emptyPostgres, freePort, startServerProcess } from "../fixtures/testing/serverProcess"

/**
 * Two app servers behind a real PgBouncer in transaction mode (each transaction may get another
 * server connection): migrations, the demo seed, bookings racing for one slot, and calendar changes
 * heard over a direct LISTEN connection (DATABASE_LISTEN_URL) all work.
 */

const PASSWORD = "pooler test password"
const ZONE = "America/New_York"
const ADMIN_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test"
const cleanups: Array<() => Promise<void> | void> = []
const servers: Array<string> = []

const startPgBouncer = async (target: URL) => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), "venue-pgbouncer-"))
  const port = await freePort()
  const database = target.pathname.slice(1)
  fs.writeFileSync(path.join(home, "users.txt"), `"${target.username || "postgres"}" ""\n`)
  fs.writeFileSync(
    path.join(home, "pgbouncer.ini"),
    [
      "[databases]",
      `${database} = host=${target.hostname} port=${target.port || "5432"} dbname=${database}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${path.join(home, "users.txt")}`,
      "pool_mode = transaction",
      "default_pool_size = 4",
      "max_client_conn = 200",
      "",
    ].join("\n"),
  )
  if (process.getuid?.() === 0) execFileSync("chown", ["-R", "postgres", home])
  // PgBouncer does not run as root: as root it is given PostgreSQL's own account.
  const args = process.getuid?.() === 0 ? ["-u", "postgres"] : []
  const child: ChildProcess = spawn("pgbouncer", [...args, path.join(home, "pgbouncer.ini")], { stdio: "pipe" })
  let output = ""
  child.stderr?.on("data", (d) => (output += d))
  child.stdout?.on("data", (d) => (output += d))
  for (let i = 0; i < 50 && !/process up|listening on/i.test(output); i++)
    await new Promise((resolve) => setTimeout(resolve, 100))
  if (!/process up|listening on/i.test(output)) throw new Error(`PgBouncer did not start: ${output}`)
  const url = new URL(target.toString())
  url.port = String(port)
  url.hostname = "127.0.0.1"
  return {
    url: url.toString(),
    stop: () => {
      child.kill("SIGKILL")
      fs.rmSync(home, { recursive: true, force: true })
    },
  }
}

beforeAll(async () => {
  const database = await emptyPostgres(ADMIN_URL, "venue_pooler")
  cleanups.push(database.drop)
  const bouncer = await startPgBouncer(new URL(database.url))
  cleanups.push(bouncer.stop)
  const env = {
    DATABASE_URL: bouncer.url,
    DATABASE_LISTEN_URL: database.url,
    DEMO: "1",
    DEMO_ADMIN_PASSWORD: PASSWORD,
  }
  for (let i = 0; i < 2; i++) {
    const server = startServerProcess(env)
    cleanups.push(() => void server.child.kill("SIGKILL"))
    servers.push(await server.listening)
  }
})
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

describe("behind PgBouncer in transaction mode", () => {
  it("books, refuses the race's losers, and tells the other server's calendar", async () => {
    const [a, b] = [new TestClient(servers[0]!), new TestClient(servers[1]!)]
    for (const client of [a, b]) expect((await client.signIn("admin@demo.example.com", PASSWORD)).status).toBe(200)
    const facility = (await a.get("/api/session")).body.facilities[0].id as number
    const courts = (await a.get(`/api/facilities/${facility}/courts`)).body as Array<{ id: number }>
    const players = (await a.get(`/api/facilities/${facility}/players?q=li`)).body as Array<{ id: number }>
    const date = localDate(new Date(Date.now() + 9 * 86_400_000), ZONE)
    const slot = { date, hour_start: 10 * 3600, hour_end: 11 * 3600, player_ids: [players[0]!.id] }
    // The calendar of the second server, read once so a change must reach it by LISTEN.
    const calendar = `/api/facilities/${facility}/courts_reservations_for_players?date=${date}`
    const before = await b.get(calendar)
    expect(before.status).toBe(200)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 === 0 ? a : b).post(`/api/courts/${courts[0]!.id}/booking_admin`, slot),
      ),
    )
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s >= 500)).toEqual([])
    let seen = false
    for (let i = 0; i < 40 && !seen; i++) {
      seen = (await b.get(calendar)).text !== before.text
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(seen).toBe(true)
    expect((await b.get(`/api/facilities/${facility}/reservations?date=${date}`)).status).toBe(200)
  })
})
