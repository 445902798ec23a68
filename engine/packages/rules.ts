import { Schema } from "effect"
import { addDays } from "../dates"

/**
 * Lesson packages: N lessons of a length with a teacher (or any of the club's), bought ahead and
 * used one lesson at a time until they run out or the package expires. Lessons left are always
 * bought less used (returned uses do not count), never a number kept by hand.
 */

export const TeacherPackage = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  /** Null: lessons with any of the club's teachers. */
  teacher_id: Schema.NullOr(Schema.Number),
  teacher_name: Schema.NullOr(Schema.String),
  name: Schema.String,
  lessons: Schema.Number,
  /** Minutes per lesson. */
  duration: Schema.Number,
  price: Schema.Number,
  /** Days it can be used from the day it is bought. */
  valid_days: Schema.Number,
  active: Schema.Boolean,
})
export type TeacherPackage = typeof TeacherPackage.Type

export const UserPackage = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  user_id: Schema.Number,
  teacher_package_id: Schema.NullOr(Schema.Number),
  teacher_id: Schema.NullOr(Schema.Number),
  teacher_name: Schema.NullOr(Schema.String),
  name: Schema.String,
  lessons: Schema.Number,
  used: Schema.Number,
  left: Schema.Number,
  duration: Schema.Number,
  price: Schema.Number,
  /** The last day a lesson of it may be on. */
  expires_on: Schema.String,
  /** Its payment was refunded: its unused lessons are taken back. */
  refunded: Schema.Boolean,
  payment_id: Schema.NullOr(Schema.Number),
  created_at: Schema.String,
})
export type UserPackage = typeof UserPackage.Type

/** The last day a package bought on `today` may be used: `valid_days` days counting today. */
export const packageExpiry = (today: string, validDays: number) => addDays(today, validDays - 1)

/** Lessons left: bought less used, never below nothing; none once the package is refunded. */
export const lessonsLeft = (lessons: number, used: number, refunded = false) =>
  refunded ? 0 : Math.max(0, lessons - used)

/** Why a lesson cannot be taken from a package; undefined when it can. */
export const packageUseProblem = (
  pkg: Pick<UserPackage, "left" | "expires_on" | "teacher_id" | "duration" | "teacher_name" | "refunded">,
  lesson: { readonly date: string; readonly teacher_id: number | null; readonly minutes: number },
): string | undefined => {
  if (pkg.refunded) return "This package was refunded; its unused lessons were taken back."
  if (pkg.left <= 0) return "This package has no lessons left."
  if (lesson.date > pkg.expires_on) return `This package ran out on ${pkg.expires_on}.`
  if (lesson.teacher_id === null) return "Only a lesson with a teacher is taken from a package."
  if (pkg.teacher_id !== null && pkg.teacher_id !== lesson.teacher_id)
    return `This package is for lessons with ${pkg.teacher_name ?? "another teacher"}.`
  if (lesson.minutes !== pkg.duration) return `This package is for lessons of ${pkg.duration} minutes.`
  return undefined
}
