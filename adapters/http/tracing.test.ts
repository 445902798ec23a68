import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeFacility, makeUser } from "../../fixtures/testing/builders"
import { listenFakeStripe } from "../providers/stripe/fakeServer"
import { otlpReceiver, type OtlpSpan } from "../../fixtures/testing/otlpReceiver"
import { startTestServer, type TestServer } from "../../fixtures/testing/testServer"
import { tracesUrlOf } from "../telemetry"

let collector: Awaited<ReturnType<typeof otlpReceiver>>
let server: TestServer
let closed: Promise<void> | undefined
/** Closing the server flushes the spans it has not sent yet. */
const closeServer = () => (closed ??= server.close())
beforeAll(async () => {
  collector = await otlpReceiver()
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
    // The jobs' rounds: each the root of a trace of its own, its statements under it.
    const round = collector.spans.find((s) => /^Job\.\w+$/.test(s.name))
    expect(round, "a job round's span").toBeDefined()
    expect(round!.parentSpanId ?? "").toBe("")

    // No e-mail, name, cookie, CSRF token or statement parameter in any attribute of any span sent.
    const everything = JSON.stringify(collector.spans)
    expect(everything).not.toContain(email)
    expect(everything).not.toContain("Test Person")
    expect(everything).not.toMatch(/venue_session|x-csrf-token|cookie/i)
    expect(everything).not.toContain(tomorrow)
    expect(JSON.stringify(collector.resources)).toContain('"venue"')
  })

  it("reach the card provider: its call is a span of the request's trace, its request carries the trace", async () => {
    const stripe = await listenFakeStripe("sk_test_traced")
    const carded = await startTestServer({
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      STRIPE_SECRET_KEY: "sk_test_traced",
      STRIPE_API_URL: stripe.url,
    })
    try {
      const facility = await makeFacility(carded, { time_zone: "America/New_York" })
      const { client: manager } = await makeUser(carded, { roles: [[facility.id, "manager"]] })
      expect((await manager.get(`/api/facilities/${facility.id}/stripe_terminals/locations`)).status).toBe(200)
    } finally {
      await carded.close()
      await stripe.close()
    }
    const call = collector.spans.find((s) => s.name === "CardReaders.locations")
    expect(call, "the provider call's span").toBeDefined()
    const request = collector.spans.find((s) => s.traceId === call!.traceId && s.name.startsWith("GET /api/"))
    expect(request, "under the request's trace").toBeDefined()
    expect(stripe.traceparents.some((t) => t.split("-")[1] === call!.traceId)).toBe(true)
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
