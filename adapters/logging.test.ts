import { Effect, Logger } from "effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { parseConfig } from "./config"
import { jsonLogger, logsAnswer } from "./logging"

afterEach(() => vi.restoreAllMocks())

/** The lines `effect` logs through the JSON logger, parsed. */
const linesOf = async (effect: Effect.Effect<unknown>, withTrace: boolean) => {
  const written: Array<string> = []
  vi.spyOn(globalThis.console, "log").mockImplementation((line: string) => void written.push(line))
  await Effect.runPromise(Effect.provide(effect, Logger.replace(Logger.defaultLogger, jsonLogger(withTrace))))
  return written.map((line) => JSON.parse(line) as Record<string, unknown>)
}

describe("JSON log lines", () => {
  it("are one object a line with the level, the message, the annotations, and the trace they were written in", async () => {
    const [line] = await linesOf(
      Effect.logWarning("Job webhooks: this round failed").pipe(
        Effect.annotateLogs({ request_id: "r-1", route: "/api/reservations" }),
        Effect.withSpan("Webhooks.deliverDue"),
      ),
      true,
    )
    expect(line).toMatchObject({
      level: "WARN",
      message: "Job webhooks: this round failed",
      request_id: "r-1",
      route: "/api/reservations",
      trace_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      span_id: expect.stringMatching(/^[0-9a-f]{16}$/),
    })
    expect(Date.parse(String(line!.time))).not.toBeNaN()
  })

  it("leave the trace out when tracing is off, and carry a failure's cause", async () => {
    const [line] = await linesOf(
      Effect.logError("Request failed", new Error("boom")).pipe(Effect.withSpan("Bookings.book")),
      false,
    )
    expect(line).not.toHaveProperty("trace_id")
    expect(String(line!.cause ?? line!.message)).toContain("boom")
  })
})

describe("the settings of log lines", () => {
  it("write JSON off a terminal and for a person at one, unless LOG_FORMAT says", async () => {
    expect((await Effect.runPromise(parseConfig({}, false))).logFormat).toBe("json")
    expect((await Effect.runPromise(parseConfig({}, true))).logFormat).toBe("pretty")
    expect((await Effect.runPromise(parseConfig({ LOG_FORMAT: "json" }, true))).logFormat).toBe("json")
    const refused = await Effect.runPromise(Effect.flip(parseConfig({ LOG_FORMAT: "xml", LOG_REQUESTS: "slow" })))
    expect(refused.problems).toEqual(
      expect.arrayContaining([
        'LOG_FORMAT must be json or pretty; it is "xml".',
        'LOG_REQUESTS must be all, errors or slow:<milliseconds> (such as slow:500); it is "slow".',
      ]),
    )
  })

  it("give an answer its line as LOG_REQUESTS says: all, server errors, or slow ones (errors always)", async () => {
    const { logRequests } = await Effect.runPromise(parseConfig({ LOG_REQUESTS: "slow:250" }))
    expect(logRequests).toEqual({ kind: "slow", ms: 250 })
    expect(logsAnswer(logRequests, 200, 100)).toBe(false)
    expect(logsAnswer(logRequests, 200, 300)).toBe(true)
    expect(logsAnswer(logRequests, 503, 1)).toBe(true)
    expect(logsAnswer({ kind: "errors" }, 404, 5000)).toBe(false)
    expect(logsAnswer({ kind: "all" }, 200, 1)).toBe(true)
  })
})
