import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, PubSub, Redacted, Schema, Stream } from "effect"
import { type CalendarChange, CalendarEvents, type ListenerState } from "../calendarEvents"
import { listenForChanges } from "./listener"
import * as crypto from "node:crypto"

/** A NOTIFY's payload: from a reservation's trigger (no origin) or a server's own "every day" notice. */
const Change = Schema.parseJson(
  Schema.Struct({ facility_id: Schema.Number, date: Schema.String, origin: Schema.optional(Schema.String) }),
)
const CHANNEL = "venue_calendar"

/**
 * `listen: false` for processes that only announce changes (the CLI): they hold no LISTEN connection.
 * `listenUrl`: where to LISTEN when DATABASE_URL is a pooler's (a LISTEN needs a session of its own).
 */
export const makeCalendarEvents = (options: { readonly listen: boolean; readonly listenUrl?: string | undefined }) =>
  Layer.scoped(
    CalendarEvents,
    Effect.gen(function* () {
      const hub = yield* PubSub.unbounded<CalendarChange>()
      // This server hears its own changes at once; NOTIFY brings the other servers' ones.
      const origin = crypto.randomUUID()
      const pg = yield* PgClient.PgClient
      let state: ListenerState = "off"
      if (options.listen) {
        state = "reconnecting"
        yield* listenForChanges({
          url: options.listenUrl ?? Redacted.value(pg.config.url!),
          channel: CHANNEL,
          what: "calendar changes",
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
        // A day's change was a reservation's or its players' rows, which the database's trigger
        // (migration 0047) announced to the other servers in the same transaction: this server
        // hears it now. Changes to every day (hours, courts, rules) go by NOTIFY from here.
        publish: (change) =>
          Effect.zipRight(
            PubSub.publish(hub, change),
            change.date !== "*"
              ? Effect.void
              : // pg_notify, as NOTIFY itself takes no bound parameters.
                pg`select pg_notify(${CHANNEL}, ${JSON.stringify({ ...change, origin })})`.pipe(
                  Effect.asVoid,
                  Effect.catchAll((error) => Effect.logError("Could not announce a calendar change", error)),
                ),
          ),
        changes: Stream.fromPubSub(hub),
        listener: Effect.sync(() => state),
      })
    }),
  )
