import { Context, type Effect, type Option } from "effect"
import type { JsonText } from "../json"
import type { AgendaList, AgendaPage, CalendarDayFacts, Reservation } from "../records"
import type { ReservationStatus } from "./rules"

export class ReservationsRepo extends Context.Tag("venue/ReservationsRepo")<
  ReservationsRepo,
  {
    readonly find: (id: number) => Effect.Effect<Option.Option<Reservation>>
    /** The reservations named that exist, in no particular order. */
    readonly findMany: (ids: ReadonlyArray<number>) => Effect.Effect<ReadonlyArray<Reservation>>
    /** Holds the reservation's row to the end of the transaction: one payer at a time. */
    readonly lock: (id: number) => Effect.Effect<void>
    /** Sets a reservation's status, and its active child court reservations' with it; `by` cancelled it. */
    readonly setStatus: (id: number, status: ReservationStatus, by?: number | null) => Effect.Effect<void>
    /**
     * The active lessons and clinic sessions of a facility-local day, by start, each with the
     * teachers it is for (a lesson's teacher, a session's coaches); of one teacher when given.
     */
    readonly lessonsOn: (
      facilityId: number,
      date: string,
      teacherId?: number,
    ) => Effect.Effect<
      ReadonlyArray<{ readonly reservation: Reservation; readonly teacher_ids: ReadonlyArray<number> }>
    >
    /** Reservations with fees that `userId` booked or plays in, newest 200 at most. */
    readonly withFeesOf: (userId: number) => Effect.Effect<ReadonlyArray<number>>
    /** The public calendar of a facility-local day: the club's hours and its courts with their active bookings, encoded by storage. */
    readonly calendarDay: (facilityId: number, date: string) => Effect.Effect<Option.Option<CalendarDayFacts>>
    /** Every reservation of a facility-local day (cancelled too), by start, court and id. */
    readonly dayJson: (facilityId: number, date: string) => Effect.Effect<JsonText<ReadonlyArray<Reservation>>>
    /**
     * A page of the reservations of `people` (booked by them or with them in it): upcoming ones
     * soonest first, or past and cancelled ones latest first; of `facilityIds` only when given.
     */
    readonly agendaJson: (
      people: ReadonlyArray<number>,
      when: "upcoming" | "past",
      page: { readonly number: number; readonly size: number },
      facilityIds?: ReadonlyArray<number>,
    ) => Effect.Effect<JsonText<AgendaPage>>
    /** The same reservations by cursor: after the reservation `after` in the list's order. */
    readonly agendaListJson: (
      people: ReadonlyArray<number>,
      when: "upcoming" | "past",
      page: { readonly size: number; readonly after: number | undefined },
      facilityIds?: ReadonlyArray<number>,
    ) => Effect.Effect<JsonText<AgendaList>>
  }
>() {}

/** Tells open calendars (this server's and others') that a facility's day, or every day ("*"), changed. */
export class CalendarChanges extends Context.Tag("venue/CalendarChanges")<
  CalendarChanges,
  { readonly announce: (facilityId: number, date: string) => Effect.Effect<void> }
>() {}
