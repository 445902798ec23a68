import { Effect, Layer, PubSub, Stream } from "effect"
import { describe, expect, it } from "vitest"
import { type CalendarChange, CalendarEvents } from "../calendarEvents"
import { CalendarCache, makeCalendarCache } from "./calendarCache"

/** Calendar changes in this process only, as the embedded server hears them. */
const LocalEvents = Layer.effect(
  CalendarEvents,
  Effect.map(PubSub.unbounded<CalendarChange>(), (hub) => ({
    publish: (change: CalendarChange) => Effect.asVoid(PubSub.publish(hub, change)),
    changes: Stream.fromPubSub(hub),
    listener: Effect.succeed("off" as const),
  })),
)

/** A day's answer of exactly 100 bytes, counting its builds. */
const builder = () => {
  const built: Array<string> = []
  const day = (date: string) => Effect.sync(() => (built.push(date), date.padEnd(100, ".")))
  return { built, day }
}

const withCache = <A>(maxBytes: number, use: Effect.Effect<A, never, CalendarCache | CalendarEvents>) =>
  Effect.runPromise(
    Effect.scoped(
      Layer.build(makeCalendarCache(maxBytes).pipe(Layer.provideMerge(LocalEvents))).pipe(
        Effect.flatMap((context) => Effect.provide(use, context)),
      ),
    ),
  )

describe("the calendar feed's cache", () => {
  it("keeps days up to its bytes, dropping the least recently read first", async () => {
    const { built, day } = builder()
    await withCache(
      250,
      Effect.gen(function* () {
        const cache = yield* CalendarCache
        yield* cache.get(1, "2030-03-01", day("2030-03-01"))
        yield* cache.get(1, "2030-03-02", day("2030-03-02"))
        expect(cache.peek(1, "2030-03-01")).toBeDefined()
        // A third day does not fit: the 2nd, read longest ago, goes; the 1st was just read.
        yield* cache.get(1, "2030-03-03", day("2030-03-03"))
        expect(cache.peek(1, "2030-03-02")).toBeUndefined()
        expect(cache.peek(1, "2030-03-01")?.body.length).toBe(100)
        yield* cache.get(1, "2030-03-01", day("2030-03-01"))
        expect(built).toEqual(["2030-03-01", "2030-03-02", "2030-03-03"])
      }),
    )
  })

  it("drops a day when it changes, and keeps nothing when given no bytes", async () => {
    const kept = builder()
    await withCache(
      1000,
      Effect.gen(function* () {
        const cache = yield* CalendarCache
        yield* cache.get(1, "2030-03-01", kept.day("2030-03-01"))
        expect(cache.peek(1, "2030-03-01")).toBeDefined()
        yield* Effect.sleep("10 millis")
        yield* (yield* CalendarEvents).publish({ facility_id: 1, date: "2030-03-01" })
        yield* Effect.sleep("10 millis")
        expect(cache.peek(1, "2030-03-01")).toBeUndefined()
      }),
    )
    const none = builder()
    await withCache(
      0,
      Effect.gen(function* () {
        const cache = yield* CalendarCache
        yield* cache.get(1, "2030-03-01", none.day("2030-03-01"))
        yield* cache.get(1, "2030-03-01", none.day("2030-03-01"))
        expect(cache.peek(1, "2030-03-01")).toBeUndefined()
      }),
    )
    expect(none.built).toEqual(["2030-03-01", "2030-03-01"])
  })
})
