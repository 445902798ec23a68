import * as http from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeFacility, makeUser } from "../../fixtures/testing/builders"
import { startTestServer, type TestServer } from "../../fixtures/testing/testServer"
import { tracesUrlOf } from "../telemetry"

/** A span as OTLP/HTTP JSON carries it. */
interface OtlpSpan {
  readonly traceId: string
  readonly spanId: string
  readonly parentSpanId?: string
  readonly name: string
  readonly attributes?: ReadonlyArray<{ readonly key: string; readonly value: Record<string, unknown> }>
}

/** An OpenTelemetry Collector's OTLP/HTTP traces endpoint, in process: it keeps every span sent. */
const receiver = async () => {
  const spans: Array<OtlpSpan> = []
  const resources: Array<unknown> = []
  const server = http.createServer((request, response) => {
    let body = ""
    request.on("data", (chunk) => (body += chunk))
    request.on("end", () => {
      if (request.url === "/v1/traces" && request.headers["content-type"]?.startsWith("application/json")) {
        const sent = JSON.parse(body) as {
          resourceSpans: Array<{ resource: unknown; scopeSpans: Array<{ spans: Array<OtlpSpan> }> }>
        }
        for (const r of sent.resourceSpans) {
          resources.push(r.resource)
          for (const s of r.scopeSpans) spans.push(...s.spans)
        }
      }
      response.writeHead(200, { "content-type": "application/json" }).end("{}")
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    resources,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

let collector: Awaited<ReturnType<typeof receiver>>
let server: TestServer
let closed: Promise<void> | undefined
/** Closing the server flushes the spans it has not sent yet. */
const closeServer = () => (closed ??= server.close())
beforeAll(async () => {
  collector = await receiver()
  server = await startTestServer({ OTEL_EXPORTER_OTLP_ENDPOINT: collector.url })
})
afterAll(async () => {
  if (server !== undefined) await closeServer()
  await collector?.close()
})

const H = 3600

describe("traces over OTLP", () => {
  it("give a booking one trace: its request, Bookings.book and the statements under it, and nobody's data", async () => {
    const facility = await makeFacility(server, { time_zone: "America/New_York" })
    const { client: manager } = await makeUser(server, { roles: [[facility.id, "manager"]] })
    const { client: player, email } = await makeUser(server, { roles: [[facility.id, "player"]] })
    const courts = await manager.post(`/api/facilities/${facility.id}/courts/bulk_upsert`, {
      courts: [{ name: "Court 1", sport: "tennis" }],
    })
    await manager.post(`/api/facilities/${facility.id}/facility_schedules/bulk_upsert`, {
      facility_schedules: Array.from({ length: 7 }, (_, day) => ({ day, hour_start: 0, hour_end: 24 * H })),
    })
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    // The caller's own trace: the booking's spans join it.
    const callerTrace = "4bf92f3577b34da6a3ce929d0e0e4736"
    const booked = await player.post(
      "/api/reservations",
      { facility_id: facility.id, court_id: courts.body[0].id, date: tomorrow, hour_start: 10 * H, hour_end: 11 * H },
      { traceparent: `00-${callerTrace}-00f067aa0ba902b7-01` },
    )
    expect(booked.status).toBe(201)
    await closeServer()

    const trace = collector.spans.filter((s) => s.traceId === callerTrace)
    const request = trace.find((s) => s.name === "POST /api/reservations")
    expect(request, "the request's span, named by its route").toBeDefined()
    expect(request!.parentSpanId).toBe("00f067aa0ba902b7")
    const attributes = (span: OtlpSpan) =>
      Object.fromEntries((span.attributes ?? []).map((a) => [a.key, Object.values(a.value)[0]]))
    expect(attributes(request!)).toMatchObject({
      "http.request.method": "POST",
      "http.route": "/api/reservations",
      "http.response.status_code": 201,
      "venue.caller": "session",
    })
    const book = trace.find((s) => s.name === "Bookings.book")
    expect(book?.parentSpanId, "the engine's use case, under the request").toBeDefined()
    const under = (span: OtlpSpan, ancestor: OtlpSpan): boolean =>
      span.parentSpanId === ancestor.spanId || trace.some((p) => p.spanId === span.parentSpanId && under(p, ancestor))
    expect(under(book!, request!)).toBe(true)
    const statements = trace.filter((s) => s.name === "sql.execute" && under(s, book!))
    expect(statements.length, "the booking's statements, under the use case").toBeGreaterThan(0)
    expect(statements.every((s) => typeof attributes(s)["db.query.text"] === "string")).toBe(true)
    expect(trace.some((s) => /^[A-Z]\w+Repo\.\w+$/.test(s.name) && under(s, book!))).toBe(true)

    // No e-mail, name, cookie, CSRF token or statement parameter in any attribute of any span sent.
    const everything = JSON.stringify(collector.spans)
    expect(everything).not.toContain(email)
    expect(everything).not.toContain("Test Person")
    expect(everything).not.toMatch(/venue_session|x-csrf-token|cookie/i)
    expect(everything).not.toContain(tomorrow)
    expect(JSON.stringify(collector.resources)).toContain('"venue"')
  })

  it("are sent where the standard variables say, and not at all when the SDK is turned off", () => {
    expect(tracesUrlOf({})).toBeUndefined()
    expect(tracesUrlOf({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318/" })).toBe(
      "http://collector:4318/v1/traces",
    )
    expect(
      tracesUrlOf({
        OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318",
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://tempo:4318/v1/traces",
      }),
    ).toBe("http://tempo:4318/v1/traces")
    expect(
      tracesUrlOf({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318", OTEL_SDK_DISABLED: "true" }),
    ).toBeUndefined()
  })
})
