import { type ChildProcess, spawnSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { TestClient } from "../fixtures/testing/client"
import { otlpReceiver } from "../fixtures/testing/otlpReceiver"
import { freePort, startServerProcess } from "../fixtures/testing/serverProcess"

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "venue-embedded-"))
const children: Array<ChildProcess> = []

/** Starts `venue serve` as `npm start` runs it (the built bundle) on the embedded database. */
const start = (extraEnv: Record<string, string> = {}) => {
  const server = startServerProcess({
    DATABASE_URL: "",
    DATA_DIR: dataDir,
    DEMO_ADMIN_EMAIL: "boss@example.com",
    DEMO_ADMIN_PASSWORD: "demo password 1",
    ...extraEnv,
  })
  children.push(server.child)
  return server
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL")
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe.skipIf(process.env.DATABASE_URL)("the embedded database", () => {
  it("seeds the demo club once, is shared by a second server, adopted after a kill -9, and keeps every row", async () => {
    // Metrics and traces on, as an operator runs the built server.
    const metricsPort = await freePort()
    const collector = await otlpReceiver()
    const first = start({ METRICS_PORT: String(metricsPort), OTEL_EXPORTER_OTLP_ENDPOINT: collector.url })
    const url = await first.listening
    await expect
      .poll(() => first.output())
      .toMatch(/\| Sign in as boss@example.com with the password in DEMO_ADMIN_PASSWORD +\|/)
    expect(first.output()).not.toMatch(/demo password 1/)
    expect(first.output()).toMatch(/\| Lost it\? npm run venue -- user reset-password --email boss@example.com +\|/)

    const admin = new TestClient(url)
    const signedIn = await admin.signIn("boss@example.com", "demo password 1")
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.facilities).toEqual([expect.objectContaining({ slug: "demo", role: "owner" })])
    const demoId = signedIn.body.facilities[0].id
    // The operator sees the embedded cluster's disk before it fills.
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
    expect(metrics).toMatch(/^venue_embedded_disk_free_bytes [1-9]/m)
    expect(metrics).toMatch(/^venue_embedded_disk_size_bytes [1-9]/m)
    await expect.poll(() => collector.spans.some((s) => s.name === "POST /api/sign_in"), { timeout: 10_000 }).toBe(true)
    await collector.close()
    expect(
      (await admin.get(`/api/facilities/${demoId}/facility_waivers`)).body.map((w: { category: string }) => w.category),
    ).toEqual(["childs", "facility_booking", "programs"])
    const guardian = new TestClient(url)
    await guardian.signIn("grace.parker@demo.example.com", "demo password 1")
    expect((await guardian.get("/api/users/childrens")).body.map((u: { first_name: string }) => u.first_name)).toEqual([
      "Leo",
      "Lily",
    ])
    const kept = await admin.post("/api/users/create_contact", {
      facility_id: demoId,
      first_name: "Kept",
      last_name: "Across",
      email: "kept@example.com",
    })
    expect(kept.status).toBe(201)
    // The API's document and reference page are made at their first request, not at the start.
    const document = await fetch(`${url}/api/openapi.json`).then((r) => r.json())
    expect(Object.keys(document.paths)).toContain("/api/facilities/{id}/courts_reservations_for_players")
    const docs = await fetch(`${url}/docs`)
    expect(docs.status).toBe(200)
    expect(await docs.text()).toContain("api-reference")
    // Its script, streamed from the file the build wrote beside the server.
    const script = await fetch(`${url}/docs/scalar.js`)
    expect(script.headers.get("content-type")).toMatch(/javascript/)
    expect(script.headers.get("cache-control")).toContain("immutable")
    expect((await script.text()).length).toBeGreaterThan(1_000_000)

    // A second server on the same data shares its PostgreSQL (and so the CLI would).
    const second = start()
    const beside = new TestClient(await second.listening)
    expect((await beside.signIn("boss@example.com", "demo password 1")).status).toBe(200)
    expect((await beside.get(`/api/users/${kept.body.id}`)).body.email).toBe("kept@example.com")
    expect(second.output()).not.toMatch(/Sign in as/)

    // The first stops: the database stays up for the second. The second is killed -9: the
    // database runs on, and the next start adopts it.
    first.child.kill("SIGTERM")
    expect(await first.exited).toBe(0)
    // A stop says it is stopping, then that it is done, in that order.
    const said = first.output()
    expect(said.indexOf("Stopping: finishing the requests under way")).toBeGreaterThan(-1)
    expect(said.indexOf("Venue stopped.")).toBeGreaterThan(said.indexOf("Stopping:"))
    expect((await beside.get("/api/session")).body.user.email).toBe("boss@example.com")
    const cluster = path.join(dataDir, "postgresql")
    const postmaster = fs.readFileSync(path.join(cluster, "postmaster.pid"), "utf8")
    second.child.kill("SIGKILL")
    await second.exited

    const third = start()
    const again = await third.listening
    expect(third.output()).not.toMatch(/Sign in as/)
    expect(fs.readFileSync(path.join(cluster, "postmaster.pid"), "utf8")).toBe(postmaster)
    // Sessions survive too: they are rows, and the secret that digests them is kept in the data directory.
    const carried = new TestClient(again)
    carried.cookie = admin.cookie
    expect((await carried.get("/api/session")).body.user.email).toBe("boss@example.com")
    expect((await carried.get(`/api/users/${kept.body.id}`)).body.email).toBe("kept@example.com")
    // The postmaster itself dies: the server notices, starts it again, and answers within seconds.
    const postmasterPid = Number(fs.readFileSync(path.join(cluster, "postmaster.pid"), "utf8").split("\n")[0])
    process.kill(postmasterPid, "SIGKILL")
    let status = 0
    for (let i = 0; i < 150 && status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 200))
      status = (await fetch(`${again}/readyz`)).status
    }
    expect(status).toBe(200)
    await expect.poll(() => third.output()).toMatch(/stopped answering: starting it again/)
    expect((await carried.get(`/api/users/${kept.body.id}`)).body.email).toBe("kept@example.com")
    // The CLI works beside the running server, on the same database, and leaves it running.
    const cli = spawnSync(
      process.execPath,
      [
        "bin/venue.js",
        "--json",
        "user",
        "create",
        "--email",
        "cli@example.com",
        "--first-name",
        "Cli",
        "--last-name",
        "Made",
      ],
      { env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, LOG_LEVEL: "warning" }, encoding: "utf8" },
    )
    expect(cli.status, cli.stderr).toBe(0)
    const made = JSON.parse(cli.stdout.trim().split("\n").at(-1)!)
    expect((await new TestClient(again).signIn("cli@example.com", made.password)).status).toBe(200)
    // The last one to end stops the database.
    third.child.kill("SIGINT")
    expect(await third.exited).toBe(0)
    expect(fs.existsSync(path.join(cluster, "postmaster.pid"))).toBe(false)
  }, 90_000)
})
