import { HttpServerResponse } from "@effect/platform"
import { Context, Effect, Layer, Stream } from "effect"
import * as crypto from "node:crypto"
import { CalendarEvents } from "../calendarEvents"

export interface CachedDay {
  /** The JSON answer, encoded once: the hot path only copies bytes. */
  readonly body: Uint8Array
  readonly etag: string
}

/**
 * The calendar feed is the hottest read: each (facility, date) is built once and kept until a
 * change to that date arrives (from this server or, through NOTIFY, from another).
 */
export class CalendarCache extends Context.Tag("venue/CalendarCache")<
  CalendarCache,
  {
    readonly get: <E, R>(
      facilityId: number,
      date: string,
      /** The day's answer as JSON text. */
      build: Effect.Effect<string, E, R>,
    ) => Effect.Effect<CachedDay, E, R>
    /** The cached day, if there is one: the edge answers it without entering the API stack. */
    readonly peek: (facilityId: number, date: string) => CachedDay | undefined
  }
>() {}

/**
 * Bounded by the bytes of the answers it keeps (`CALENDAR_CACHE_MB`), not their number: a day of
 * a big club is 70 KB, of a small one 2 KB. The least recently read day goes first.
 */
export const makeCalendarCache = (maxBytes: number) =>
  Layer.scoped(
    CalendarCache,
    Effect.gen(function* () {
      const entries = new Map<string, CachedDay>()
      let bytes = 0
      const drop = (key: string) => {
        const day = entries.get(key)
        if (day === undefined) return
        entries.delete(key)
        bytes -= day.body.length
      }
      // Bumped by every change, so a build that a change overtook is not kept.
      let generation = 0
      const events = yield* CalendarEvents
      yield* events.changes.pipe(
        Stream.runForEach((change) =>
          Effect.sync(() => {
            generation++
            if (change.facility_id === "*") for (const key of [...entries.keys()]) drop(key)
            else if (change.date !== "*") drop(`${change.facility_id}:${change.date}`)
            else for (const key of [...entries.keys()]) if (key.startsWith(`${change.facility_id}:`)) drop(key)
          }),
        ),
        Effect.forkScoped,
      )
      const read = (key: string) => {
        const hit = entries.get(key)
        if (hit !== undefined) {
          // Moved to the end of the map's order: the order is the eviction order.
          entries.delete(key)
          entries.set(key, hit)
        }
        return hit
      }
      return CalendarCache.of({
        peek: (facilityId, date) => read(`${facilityId}:${date}`),
        get: (facilityId, date, build) => {
          const key = `${facilityId}:${date}`
          const hit = read(key)
          if (hit !== undefined) return Effect.succeed(hit)
          const started = generation
          return Effect.map(build, (json) => {
            const body = new TextEncoder().encode(json)
            const day = { body, etag: `"${crypto.createHash("sha1").update(body).digest("base64url")}"` }
            if (generation !== started || body.length > maxBytes) return day
            drop(key)
            while (bytes + body.length > maxBytes) drop(entries.keys().next().value!)
            entries.set(key, day)
            bytes += body.length
            return day
          })
        },
      })
    }),
  )

/** The feed's answer for a cached day: the bytes with their ETag, or 304 when the caller has them. */
export const dayResponse = (
  day: CachedDay,
  ifNoneMatch: string | undefined,
  extraHeaders: Record<string, string> = {},
) => {
  const headers = { ...extraHeaders, etag: day.etag, "cache-control": "public, max-age=0, must-revalidate" }
  return ifNoneMatch === day.etag
    ? HttpServerResponse.empty({ status: 304, headers })
    : HttpServerResponse.uint8Array(day.body, { contentType: "application/json", headers })
}
