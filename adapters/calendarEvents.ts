import { Context, Effect, Layer, type Stream } from "effect"
import { CalendarChanges } from "../engine/reservations/port"

export interface CalendarChange {
  /** "*": every facility (changes may have been missed: the listener was away). */
  readonly facility_id: number | "*"
  /** The facility-local date whose calendar changed, YYYY-MM-DD, or "*" for every date (opening hours, courts). */
  readonly date: string
}

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
