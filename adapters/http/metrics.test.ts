import parsePrometheusTextFormat from "parse-prometheus-text-format"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeFacility, makeUser } from "../../fixtures/testing/builders"
import { TestClient } from "../../fixtures/testing/client"
import { freePort } from "../../fixtures/testing/serverProcess"
import { ROOT, sourceFiles, sourceText } from "../../fixtures/testing/sources"
import * as fs from "node:fs"
import * as path from "node:path"
import { startTestServer, type TestServer } from "../../fixtures/testing/testServer"

interface Family {
  readonly name: string
  readonly type: string
  readonly metrics: ReadonlyArray<{ readonly labels?: Record<string, string> }>
}

/** The families (name, type) as a Prometheus text parser reads them, and every series' labels. */
const scrape = async (port: number) => {
  const answer = await fetch(`http://127.0.0.1:${port}/metrics`)
  expect(answer.status).toBe(200)
  const text = await answer.text()
  const families = parsePrometheusTextFormat(text) as ReadonlyArray<Family>
  const histograms = new Set(families.filter((f) => f.type === "HISTOGRAM").map((f) => f.name))
  const familyOf = (name: string) => {
    const base = name.replace(/_(bucket|sum|count)$/, "")
    return histograms.has(base) ? base : name
  }
  // The parser gives a histogram's buckets without their labels: the series are read off the lines.
  const series = text
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const [, name, labels = ""] = /^(\w+)(?:\{(.*)\})? /.exec(line)!
      return {
        name: familyOf(name!),
        labels: Object.fromEntries([...labels.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!])),
      }
    })
  return { families, series }
}

let server: TestServer
let port: number
beforeAll(async () => {
  port = await freePort()
  server = await startTestServer({ METRICS_PORT: String(port) })
})
afterAll(() => server?.close())

describe("/metrics", () => {
  it("serves the families an operator watches, in Prometheus text, on its own listener", async () => {
    const facility = await makeFacility(server, { time_zone: "America/New_York" })
    const { client: player, user, email } = await makeUser(server, { roles: [[facility.id, "player"]] })
    await player.get(`/api/facilities/${facility.id}/courts`)
    await player.get(`/api/users/${user.id}`)
    const stranger = new TestClient(server.url)
    expect((await stranger.post("/api/sign_in", { email, password: "not the password 1" })).status).toBe(401)
    // Made-up paths: one series for all of them, whatever a scanner sends.
    await stranger.get(`/api/no-such-thing/${email}`)
    await stranger.get(`/wp-admin/${user.id}.php`)
    const today = new Date().toISOString().slice(0, 10)
    await stranger.get(`/api/facilities/${facility.id}/courts_reservations_for_players?date=${today}`)
    await stranger.get(`/api/facilities/${facility.id}/courts_reservations_for_players?date=${today}`)
    // The public port does not tell it (it answers the web client's page there).
    const publicPort = await fetch(`${server.url}/metrics`)
    expect(await publicPort.text()).not.toContain("http_server_request_duration_seconds")

    const scraped = await scrape(port)
    const families = new Map(scraped.families.map((f) => [f.name, f]))
    const labelsOf = (name: string) => scraped.series.filter((s) => s.name === name).map((s) => s.labels)
    for (const name of [
      "http_server_request_duration_seconds",
      "http_server_active_requests",
      "venue_sign_in_failures_total",
      "venue_calendar_cache_reads_total",
      "venue_job_items",
      "venue_job_oldest_due_age_seconds",
      "nodejs_heap_used_bytes",
      "process_resident_memory_bytes",
      "nodejs_eventloop_delay_p99_seconds",
      "db_client_connection_count",
      "db_client_connection_pending_requests",
      "db_client_connection_max",
      "db_client_operation_duration_seconds",
    ])
      expect(families.has(name), name).toBe(true)
    expect(families.get("http_server_request_duration_seconds")!.type).toBe("HISTOGRAM")

    const requests = labelsOf("http_server_request_duration_seconds").map((labels) => ({ labels }))
    const routes = new Set(requests.map((m) => m.labels?.http_route))
    expect(routes).toContain("/api/facilities/:id/courts")
    expect(routes).toContain("/api/users/:id")
    expect(routes).toContain("unmatched")
    expect([...routes].every((r) => r === "unmatched" || r?.startsWith("/"))).toBe(true)
    expect(
      requests.some((m) => m.labels?.http_route === "/api/sign_in" && m.labels.http_response_status_code === "401"),
    ).toBe(true)
    expect(labelsOf("db_client_connection_count")).toEqual(
      expect.arrayContaining([
        { pool: "primary", state: "used" },
        { pool: "primary", state: "idle" },
      ]),
    )
    // Statements by the repository call that ran them, a name from the code, never a value.
    const statements = new Set(labelsOf("db_client_operation_duration_seconds").map((l) => l.statement))
    expect(statements.size).toBeGreaterThan(0)
    expect([...statements].every((name) => /^[A-Z]\w*\.\w+$/.test(name ?? ""))).toBe(true)
    const cache = families.get("venue_calendar_cache_reads_total")!.metrics.map((m) => m.labels?.result)
    expect(cache).toEqual(expect.arrayContaining(["miss", "hit"]))
    expect(new Set(families.get("venue_job_items")!.metrics.map((m) => m.labels?.state))).toEqual(
      new Set(["due", "leased", "failed"]),
    )

    // Bounded labels: no person's id or address, and no club unless the operator asks for it.
    const labels = scraped.series.flatMap((s) => Object.entries(s.labels))
    expect(labels.filter(([, v]) => v.includes(email) || v.includes(`/${user.id}`))).toEqual([])
    expect(labels.filter(([k]) => k === "venue_club")).toEqual([])
  })
})

describe("club labels", () => {
  it("are added only when the operator opts in, and then name the club, not a person", async () => {
    const optedPort = await freePort()
    const opted = await startTestServer({ METRICS_PORT: String(optedPort), METRICS_CLUB_LABELS: "1" })
    try {
      const facility = await makeFacility(opted, { time_zone: "America/New_York" })
      await new TestClient(opted.url).get(`/api/facilities/${facility.id}/courts`)
      const { series } = await scrape(optedPort)
      expect(
        series.some(
          (s) =>
            s.name === "http_server_request_duration_seconds" &&
            s.labels.venue_club === String(facility.id) &&
            s.labels.http_route === "/api/facilities/:id/courts",
        ),
      ).toBe(true)
    } finally {
      await opted.close()
    }
  })
})

describe("the alert rules and the dashboard", () => {
  it("name only metrics the server records", () => {
    const recorded = new Set(
      sourceFiles(["adapters", "engine"]).flatMap((file) =>
        [...sourceText(file).matchAll(/Metric\.(?:gauge|counter|histogram)\(\s*"(\w+)"/g)].map((m) => m[1]!),
      ),
    )
    expect(recorded.size).toBeGreaterThan(10)
    for (const file of ["docs/observability/alerts.yml", "docs/observability/grafana-dashboard.json"]) {
      const named = new Set(
        [
          ...fs
            .readFileSync(path.join(ROOT, file), "utf8")
            .matchAll(/\b((?:venue|db_client|http_server|nodejs|process)_\w+)/g),
        ].map((m) => m[1]!.replace(/_(bucket|sum|count)$/, "")),
      )
      // A counter or histogram's `_count` is its own name when the family itself ends so.
      const missing = [...named].filter((n) => !recorded.has(n) && !recorded.has(`${n}_count`))
      expect(missing, file).toEqual([])
    }
  })
})
