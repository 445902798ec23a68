import { Effect, Schema } from "effect"
import { type OpeningHours, weekdayOf } from "../bookings/rules"
import { ageOn } from "../clinics/rules"
import { formatSecondsOfDay } from "../dates"
import { NoPrice, teacherPrice, TeacherPrice, type TeacherUserType } from "../pricing/rules"

/**
 * Teachers (pros) and what a lesson with one costs: when they teach (weekly hours less time
 * off), and the price of a lesson for its players, each at the price of their kind of player.
 */

/** The description of the fees a teacher's prices set on a lesson. */
export const LESSON_FEE = "Lesson"

const SecondsOfDay = Schema.Int.pipe(Schema.between(0, 86400))

export const TeacherHours = Schema.Struct({
  /** 0 = Monday … 6 = Sunday. */
  day: Schema.Int.pipe(Schema.between(0, 6)),
  hour_start: SecondsOfDay,
  hour_end: SecondsOfDay,
})

export const TimeOff = Schema.Struct({
  starts_on: Schema.String,
  ends_on: Schema.String,
  note: Schema.NullOr(Schema.String),
})
export type TimeOff = typeof TimeOff.Type

/** A teacher as players find them: their public profile at one club and when they teach. */
export const Teacher = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  name: Schema.String,
  bio: Schema.String,
  photo_url: Schema.NullOr(Schema.String),
  sports: Schema.Array(Schema.String),
  levels: Schema.String,
  surfaces: Schema.Array(Schema.String),
  /** The courts they teach on; null: any of the club's. */
  court_ids: Schema.NullOr(Schema.Array(Schema.Number)),
  hours: Schema.Array(TeacherHours),
  time_off: Schema.Array(TimeOff),
})
export type Teacher = typeof Teacher.Type

/** A teacher's page: their profile with their lesson prices at that club. */
export const TeacherProfile = Schema.Struct({ ...Teacher.fields, prices: Schema.Array(TeacherPrice) })

/** A player's request for a lesson at a time (request_data and user_id). */
export const LessonRequest = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  teacher_id: Schema.Number,
  teacher_name: Schema.String,
  user_id: Schema.Number,
  user_name: Schema.String,
  date: Schema.String,
  hour_start: Schema.Number,
  hour_end: Schema.Number,
  note: Schema.NullOr(Schema.String),
  status: Schema.Literal("open", "accepted", "declined", "withdrawn"),
  answer: Schema.NullOr(Schema.String),
  reservation_id: Schema.NullOr(Schema.Number),
  created_at: Schema.String,
})
export type LessonRequest = typeof LessonRequest.Type

export interface NewLessonRequest {
  readonly facility_id: number
  readonly teacher_id: number
  readonly user_id: number
  readonly requested_by: number | null
  readonly date: string
  readonly hour_start: number
  readonly hour_end: number
  readonly note: string | null
}

/** Why the teacher does not teach from `start` to `end` (seconds of the day) on `date`; undefined when they do. */
export const teachingProblem = (
  teacher: { readonly hours: ReadonlyArray<OpeningHours>; readonly time_off: ReadonlyArray<TimeOff> },
  date: string,
  start: number,
  end: number,
): string | undefined => {
  if (end <= start) return "A lesson must end after it starts."
  const away = teacher.time_off.find((t) => t.starts_on <= date && date <= t.ends_on)
  if (away !== undefined)
    return `The teacher is away from ${away.starts_on} to ${away.ends_on}${away.note ? ` (${away.note})` : ""}.`
  const day = weekdayOf(date)
  if (!teacher.hours.some((h) => h.day === day && h.hour_start <= start && end <= h.hour_end))
    return `The teacher does not teach ${formatSecondsOfDay(start)}–${formatSecondsOfDay(end)} on that day.`
  return undefined
}

/** Why the teacher cannot give a lesson from `start` to `end`: another of their lessons or clinics then. */
export const busyProblem = (
  taken: ReadonlyArray<{ readonly hour_start: number; readonly hour_end: number }>,
  start: number,
  end: number,
): string | undefined => {
  const clash = taken.find((t) => t.hour_start < end && start < t.hour_end)
  return clash === undefined
    ? undefined
    : `The teacher already teaches ${formatSecondsOfDay(clash.hour_start)}–${formatSecondsOfDay(clash.hour_end)} that day.`
}

/** Whether the teacher has hours on `date`'s weekday and is not away that day. */
export const teachesOn = (
  teacher: { readonly hours: ReadonlyArray<OpeningHours>; readonly time_off: ReadonlyArray<TimeOff> },
  date: string,
) =>
  teacher.hours.some((h) => h.day === weekdayOf(date)) &&
  !teacher.time_off.some((t) => t.starts_on <= date && date <= t.ends_on)

/** A child until their 18th birthday, on the lesson's date; an adult otherwise, or when the birth date is unknown. */
export const lessonUserType = (birthDate: string | null, date: string): "Adult" | "Child" =>
  birthDate !== null && ageOn(birthDate, date) < 18 ? "Child" : "Adult"

/**
 * The price of `quantity` lessons of `duration` minutes for these players: each at the teacher's
 * price for their kind (adult or child), or at the teacher's price for any player where the teacher
 * has none for that kind. A lesson with one more player, or a longer one, never costs less.
 */
export const lessonPrice = (
  rows: ReadonlyArray<TeacherPrice>,
  query: {
    readonly duration: number
    readonly hour_start: number
    readonly surface: string | null
    readonly quantity: number
    readonly players: ReadonlyArray<typeof TeacherUserType.Type>
  },
) =>
  Effect.gen(function* () {
    if (query.players.length === 0) return yield* new NoPrice({ message: "A lesson needs at least one player." })
    const each = yield* Effect.forEach(query.players, (user_type) =>
      teacherPrice(rows, { ...query, user_type }).pipe(
        Effect.catchTag("NoPrice", (refused) =>
          user_type === "Player"
            ? Effect.fail(refused)
            : teacherPrice(rows, { ...query, user_type: "Player" }).pipe(
                Effect.catchTag("NoPrice", () => Effect.fail(refused)),
              ),
        ),
      ),
    )
    return { each, total: each.reduce((sum, price) => sum + price, 0) }
  })
