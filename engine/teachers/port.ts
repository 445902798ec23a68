import { Context, type Effect, type Option } from "effect"
import type { TeacherPrice } from "../pricing/rules"
import type { LessonRequest, NewLessonRequest, Teacher, TeacherHours, TimeOff } from "./rules"

/** A change to a teacher at a club: a field left out keeps its value; a list given replaces the one kept. */
export interface TeacherChange {
  readonly bio?: string | undefined
  readonly photo_url?: string | null | undefined
  readonly sports?: ReadonlyArray<string> | undefined
  readonly levels?: string | undefined
  readonly surfaces?: ReadonlyArray<string> | undefined
  readonly court_ids?: ReadonlyArray<number> | null | undefined
  readonly hours?: ReadonlyArray<typeof TeacherHours.Type> | undefined
  readonly time_off?: ReadonlyArray<TimeOff> | undefined
  readonly prices?: ReadonlyArray<TeacherPrice> | undefined
}

export class TeachersRepo extends Context.Tag("venue/TeachersRepo")<
  TeachersRepo,
  {
    /** The facility's teachers whose name contains `search` (all when empty), by name. */
    readonly list: (facilityId: number, search: string) => Effect.Effect<ReadonlyArray<Teacher>>
    /** A teacher at the facility (or, without one, at the first club they teach at); none if they do not teach there. */
    readonly find: (id: number, facilityId: number | undefined) => Effect.Effect<Option.Option<Teacher>>
    readonly prices: (facilityId: number, teacherId: number) => Effect.Effect<ReadonlyArray<TeacherPrice>>
    /** Every teacher of the facility with their e-mail and names, by name (no 200 cap, unlike `list`). */
    readonly roster: (facilityId: number) => Effect.Effect<
      ReadonlyArray<{
        readonly id: number
        readonly email: string | null
        readonly first_name: string
        readonly last_name: string
      }>
    >
    /** Writes what `change` gives of a teacher's profile, and replaces the lists it gives (hours, time off, prices). */
    readonly save: (facilityId: number, teacherId: number, change: TeacherChange) => Effect.Effect<void>
    /** Of these people, the facility's members, with their birth dates. */
    readonly members: (
      facilityId: number,
      ids: ReadonlyArray<number>,
    ) => Effect.Effect<ReadonlyArray<{ readonly id: number; readonly birth_date: string | null }>>
  }
>() {}

export class LessonRequestsRepo extends Context.Tag("venue/LessonRequestsRepo")<
  LessonRequestsRepo,
  {
    readonly insert: (request: NewLessonRequest) => Effect.Effect<number>
    readonly find: (id: number) => Effect.Effect<Option.Option<LessonRequest>>
    /** Open requests for these people, or made by them, soonest first. */
    readonly openOf: (userIds: ReadonlyArray<number>) => Effect.Effect<ReadonlyArray<LessonRequest>>
    /** Open requests to a teacher at a facility, soonest first. */
    readonly openFor: (facilityId: number, teacherId: number) => Effect.Effect<ReadonlyArray<LessonRequest>>
    /** Closes an open request; false when it was no longer open. */
    readonly answer: (
      id: number,
      answer: {
        readonly status: "accepted" | "declined" | "withdrawn"
        readonly answer: string | null
        readonly reservation_id: number | null
        readonly answered_by: number | null
      },
    ) => Effect.Effect<boolean>
    /** Opens an accepted request again (its booking failed). */
    readonly reopen: (id: number) => Effect.Effect<void>
    /** The lesson an accepted request was booked as. */
    readonly linkReservation: (id: number, reservationId: number) => Effect.Effect<void>
  }
>() {}
