import { Schema } from "effect"
import { sameLocalMonth, sameLocalWeek } from "../dates"
import { PaymentStatus } from "../payments/rules"
import { Affiliation } from "../people/rules"

/** How a clinic price counts its lessons. */
export const LessonUnit = Schema.Literal(
  "session",
  "per_week",
  "per_month",
  "per_week_per_month",
  "per_week_per_next_sessions",
)
export type LessonUnit = typeof LessonUnit.Type

const Count = Schema.Int.pipe(Schema.nonNegative())

/** Clinic price: `lessons` per `lesson_unit`; group lessons share sessions with others. */
export const ClinicPrice = Schema.Struct({
  id: Schema.Number,
  lessons: Count,
  lesson_unit: LessonUnit,
  group_lessons: Schema.Boolean,
})
export type ClinicPrice = typeof ClinicPrice.Type

/** User clinic: one purchase of lessons, for the buyer or a child they handle. */
export const UserClinic = Schema.Struct({
  id: Schema.Number,
  clinic_price_id: Schema.Number,
  lessons: Count,
  payment: Schema.NullOr(Schema.Struct({ status: PaymentStatus, refundable: Schema.Boolean })),
  user_child_id: Schema.NullOr(Schema.Number),
})
export type UserClinic = typeof UserClinic.Type

/** Lesson attendance: a purchase's place in one session. */
export const LessonAttendance = Schema.Struct({
  user_clinic_id: Schema.Number,
  clinic_price_id: Schema.Number,
  clinic_lesson_id: Schema.Number,
  waitlist: Schema.Boolean,
  inquiry: Schema.Boolean,
  paid: Schema.Boolean,
})
export type LessonAttendance = typeof LessonAttendance.Type

/** One session of a clinic; `raincheck` when it was called off for the weather. */
export const ClinicSession = Schema.Struct({
  id: Schema.Number,
  starts_at: Schema.DateFromSelf,
  raincheck: Schema.Boolean,
})
export type ClinicSession = typeof ClinicSession.Type

export interface PendingInput {
  readonly purchase: UserClinic
  readonly price: ClinicPrice
  /** Every attendance of the clinic; only the purchase's own are counted. */
  readonly attendances: ReadonlyArray<LessonAttendance>
  /** The clinic's sessions, past and upcoming. */
  readonly sessions: ReadonlyArray<ClinicSession>
  readonly now: Date
  readonly timeZone: string
}

const REFUNDED: ReadonlyArray<PaymentStatus> = ["totally_refunded", "refunded_to_credit"]

/** A paid, non-refundable purchase of one single session: a rained-out session still uses it. */
const isFinalSingleSession = ({ purchase, price }: PendingInput) =>
  price.lesson_unit === "session" &&
  purchase.lessons === 1 &&
  purchase.payment?.status === "paid" &&
  !purchase.payment.refundable

/**
 * The period in which a group purchase's sessions must still come: the current week for weekly
 * prices, the current month for monthly ones, and any time for the rest.
 */
const inCurrentPeriod = (unit: LessonUnit, session: Date, now: Date, zone: string) =>
  unit === "per_week"
    ? sameLocalWeek(session, now, zone)
    : unit === "per_month" || unit === "per_week_per_month"
      ? sameLocalMonth(session, now, zone)
      : true

/**
 * Pending clinic sessions of one purchase:
 * - lessons bought minus lessons attended;
 * - an attendance at a rained-out session does not use a lesson, except for a paid,
 *   non-refundable single-session purchase;
 * - a purchase whose payment is totally_refunded or refunded_to_credit has none pending;
 * - waitlist and inquiry attendances do not use a lesson;
 * - for group lessons, a purchase whose lessons are used up, or with no upcoming session left in
 *   the current week (weekly prices) or month (monthly prices), has none pending.
 * Always from 0 to the lessons bought.
 */
export const pendingSessions = (input: PendingInput): number => {
  const { purchase, price, attendances, sessions, now, timeZone } = input
  if (purchase.payment !== null && REFUNDED.includes(purchase.payment.status)) return 0
  const sessionById = new Map(sessions.map((s) => [s.id, s]))
  const finalSingle = isFinalSingleSession(input)
  const attended = attendances.filter(
    (a) =>
      a.user_clinic_id === purchase.id &&
      !a.waitlist &&
      !a.inquiry &&
      (sessionById.get(a.clinic_lesson_id)?.raincheck !== true || finalSingle),
  ).length
  const remaining = Math.max(0, purchase.lessons - attended)
  if (remaining === 0 || !price.group_lessons) return remaining
  const upcoming = sessions.some(
    (s) =>
      !s.raincheck &&
      s.starts_at.getTime() > now.getTime() &&
      inCurrentPeriod(price.lesson_unit, s.starts_at, now, timeZone),
  )
  return upcoming ? remaining : 0
}

// ---------------------------------------------------------------------------------------------
// The club's clinics as the API shows them, and who may join one

/** One of a clinic's prices. */
export const ClinicOffer = Schema.Struct({
  id: Schema.Number,
  clinic_id: Schema.Number,
  name: Schema.String,
  lessons: Schema.Number,
  lesson_unit: LessonUnit,
  group_lessons: Schema.Boolean,
  /** Minor units, for one unit (a session, a week, a month or the run of next sessions). */
  amount: Schema.Number,
  /** Who may buy it: `non_resident`, the default, is anyone. */
  affiliation: Affiliation,
  /** A price marked not refundable: a rained-out single session still uses it. */
  refundable: Schema.Boolean,
  active: Schema.Boolean,
})
export type ClinicOffer = typeof ClinicOffer.Type

export const ClinicCategory = Schema.Struct({ id: Schema.Number, facility_id: Schema.Number, name: Schema.String })
export type ClinicCategory = typeof ClinicCategory.Type

/** A clinic: who it is for (age range, rating range), how many each session takes, its coaches and courts. */
export const Clinic = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  slug: Schema.String,
  name: Schema.String,
  /** What the calendar shows on its sessions; its name when not set. */
  public_name: Schema.NullOr(Schema.String),
  description: Schema.String,
  category: Schema.NullOr(Schema.Struct({ id: Schema.Number, name: Schema.String })),
  sport: Schema.NullOr(Schema.String),
  age_start: Schema.NullOr(Schema.Number),
  age_end: Schema.NullOr(Schema.Number),
  rating_provider: Schema.NullOr(Schema.String),
  rating_min: Schema.NullOr(Schema.Number),
  rating_max: Schema.NullOr(Schema.Number),
  capacity: Schema.Number,
  coach_ids: Schema.Array(Schema.Number),
  court_ids: Schema.Array(Schema.Number),
  /** The club's program waivers each person accepts for this clinic before enrolling. */
  waiver_ids: Schema.Array(Schema.Number),
  active: Schema.Boolean,
  prices: Schema.Array(ClinicOffer),
})
export type Clinic = typeof Clinic.Type

/** A weekly time a clinic meets: weekday 0 is Monday, hours in seconds since midnight. */
export const SessionTime = Schema.Struct({
  weekday: Schema.Number,
  hour_start: Schema.Number,
  hour_end: Schema.Number,
})
export type SessionTime = typeof SessionTime.Type

/** A clinic as the club's list shows it: with the weekly times of its sessions to come. */
export const ListedClinic = Schema.Struct({ ...Clinic.fields, times: Schema.Array(SessionTime) })

/** One session of a clinic on the club's calendar, with its places taken and its waitlist. */
export const ClinicLesson = Schema.Struct({
  id: Schema.Number,
  clinic_id: Schema.Number,
  reservation_id: Schema.Number,
  court_id: Schema.Number,
  date: Schema.String,
  hour_start: Schema.Number,
  hour_end: Schema.Number,
  starts_at: Schema.String,
  raincheck: Schema.Boolean,
  /** Its reservation was cancelled: the session does not take place. */
  cancelled: Schema.Boolean,
  taken: Schema.Number,
  waitlisted: Schema.Number,
  /** Where the session is listed for players outside the club (an event service's public page). */
  listed_on: Schema.Array(Schema.Struct({ service: Schema.String, url: Schema.String })),
})
export type ClinicLesson = typeof ClinicLesson.Type

/** The sessions the pending rule reads: a cancelled session is called off as a rained-out one is. */
export const asPendingSessions = (lessons: ReadonlyArray<ClinicLesson>): Array<ClinicSession> =>
  lessons.map((l) => ({ id: l.id, starts_at: new Date(l.starts_at), raincheck: l.raincheck || l.cancelled }))

/** A person's age in whole years on `date` (both YYYY-MM-DD). */
export const ageOn = (birthDate: string, date: string) => {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number]
  const [y, m, d] = date.split("-").map(Number) as [number, number, number]
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

/** Why `person` may not join the clinic on `date` (its age range and rating range); undefined when they may. */
export const eligibilityProblem = (
  clinic: Pick<Clinic, "age_start" | "age_end" | "rating_provider" | "rating_min" | "rating_max">,
  person: {
    readonly name: string
    readonly birth_date: string | null
    readonly ratings: ReadonlyArray<{ readonly provider: string; readonly rating: number }>
  },
  date: string,
): string | undefined => {
  if (clinic.age_start !== null || clinic.age_end !== null) {
    const range =
      clinic.age_end === null
        ? `${clinic.age_start} and over`
        : clinic.age_start === null
          ? `up to ${clinic.age_end}`
          : `${clinic.age_start} to ${clinic.age_end}`
    // Without a birth date a person counts as an adult (as a lesson's price does): an adults' clinic takes them.
    const adultsOnly = clinic.age_end === null && (clinic.age_start ?? 0) >= 18
    if (person.birth_date === null)
      return adultsOnly ? undefined : `This clinic is for ages ${range}; add ${person.name}'s birth date first.`
    const age = ageOn(person.birth_date, date)
    if ((clinic.age_start !== null && age < clinic.age_start) || (clinic.age_end !== null && age > clinic.age_end))
      return `This clinic is for ages ${range}; ${person.name} is ${age}.`
  }
  if (clinic.rating_provider !== null && (clinic.rating_min !== null || clinic.rating_max !== null)) {
    const rating = person.ratings.find((r) => r.provider === clinic.rating_provider)?.rating
    const range = `${clinic.rating_min ?? "any"} to ${clinic.rating_max ?? "any"}`
    if (rating === undefined)
      return `This clinic is for ${clinic.rating_provider} ratings ${range}; ${person.name} has no ${clinic.rating_provider} rating.`
    if (
      (clinic.rating_min !== null && rating < clinic.rating_min) ||
      (clinic.rating_max !== null && rating > clinic.rating_max)
    )
      return `This clinic is for ${clinic.rating_provider} ratings ${range}; ${person.name} is rated ${rating}.`
  }
  return undefined
}

/** A clinic's slug: lowercase words of letters and digits joined by single hyphens. */
export const slugProblem = (slug: string): string | undefined =>
  /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) && slug.length <= 80
    ? undefined
    : "A slug is lowercase letters and digits in words joined by hyphens, e.g. junior-academy."
