import { PgClient } from "@effect/sql-pg"
import { Context, Effect, Layer, PubSub, Redacted, Schema, Stream } from "effect"
import { listenForChanges } from "./listener"
import * as crypto from "node:crypto"
import { CalendarChanges } from "../../engine/ports"
import { DatabaseInfo } from "./database"

export interface CalendarChange {
  /** "*": every facility (changes may have been missed: the listener was away). */
  readonly facility_id: number | "*"
  /** The facility-local date whose calendar changed, YYYY-MM-DD, or "*" for every date (opening hours, courts). */
  readonly date: string
}

const Change = Schema.parseJson(
  Schema.Struct({ facility_id: Schema.Number, date: Schema.String, origin: Schema.String }),
)
const CHANNEL = "venue_calendar"

/**
 * Reservation changes, by facility and date: for the calendar cache and the live stream. On
 * PostgreSQL they travel by NOTIFY/LISTEN so every app server hears every change; embedded, one
 * process owns the data and an in-process PubSub is enough.
 */
export class CalendarEvents extends Context.Tag("venue/CalendarEvents")<
  CalendarEvents,
  {
    readonly publish: (change: CalendarChange) => Effect.Effect<void>
    readonly changes: Stream.Stream<CalendarChange>
    /** Whether changes from other servers are heard: off embedded (one process) and in the CLI. */
    readonly listener: Effect.Effect<ListenerState>
  }
>() {}

export type ListenerState = "listening" | "reconnecting" | "off"

/** `listen: false` for processes that only announce changes (the CLI): they hold no LISTEN connection. */
export const makeCalendarEvents = (options: { readonly listen: boolean }) =>
  Layer.scoped(
    CalendarEvents,
    Effect.gen(function* () {
      const hub = yield* PubSub.unbounded<CalendarChange>()
      // This server hears its own changes at once; NOTIFY brings the other servers' ones.
      const origin = crypto.randomUUID()
      const info = yield* DatabaseInfo
      const pg = yield* PgClient.PgClient
      let state: ListenerState = "off"
      if (info.engine === "postgresql" && options.listen) {
        state = "reconnecting"
        yield* listenForChanges({
          url: Redacted.value(pg.config.url!),
          channel: CHANNEL,
          onPayload: (payload) =>
            Effect.flatMap(Schema.decode(Change)(payload).pipe(Effect.option), (change) =>
              change._tag === "Some" && change.value.origin !== origin
                ? PubSub.publish(hub, { facility_id: change.value.facility_id, date: change.value.date })
                : Effect.void,
            ),
          onState: (now) =>
            Effect.suspend(() => {
              const healed = state === "reconnecting" && now === "listening"
              state = now
              // Changes made while away were not heard: nothing cached may be served from before.
              return healed ? PubSub.publish(hub, { facility_id: "*", date: "*" }) : Effect.void
            }),
        }).pipe(Effect.forkScoped)
      }
      return CalendarEvents.of({
        publish: (change) =>
          Effect.zipRight(
            PubSub.publish(hub, change),
            info.engine === "postgresql"
              ? // pg_notify, as NOTIFY itself takes no bound parameters.
                pg`select pg_notify(${CHANNEL}, ${JSON.stringify({ ...change, origin })})`.pipe(
                  Effect.asVoid,
                  Effect.catchAll((error) => Effect.logError("Could not announce a calendar change", error)),
                )
              : Effect.void,
          ),
        changes: Stream.fromPubSub(hub),
        listener: Effect.sync(() => state),
      })
    }),
  )

export const CalendarEventsLive = makeCalendarEvents({ listen: true })

/** Announces that a facility's calendar changed on `date`, or on every date with "*". */
export const announceChange = (facilityId: number, date: string) =>
  Effect.flatMap(CalendarEvents, (events) => events.publish({ facility_id: facilityId, date }))

/** The engine's port for telling calendars, over the events; a failure to tell is logged, never the caller's. */
export const CalendarChangesLive = Layer.effect(
  CalendarChanges,
  Effect.map(CalendarEvents, (events) => ({
    announce: (facilityId: number, date: string) =>
      events
        .publish({ facility_id: facilityId, date })
        .pipe(Effect.catchAllCause((cause) => Effect.logError("Could not announce a calendar change", cause))),
  })),
)
