import { withSpans } from "../spans"
import { Clock, Effect } from "effect"
import { CurrentCaller, isStaffAt, roleAt } from "../access"
import { weeklyHoursProblems } from "../bookings/rules"
import { localDate } from "../dates"
import { forbidden, notMembers, orNotFound, unprocessable } from "../errors"
import { memberPrice } from "../memberships/membershipPlans"
import { shiftOf, teacherPricesProblem } from "../pricing/rules"
import { busyProblem, lessonPrice, lessonUserType, teachesOn, teachingProblem } from "./rules"
import { CourtsRepo } from "../courts/port"
import { FacilitiesRepo } from "../facilities/port"
import { MembershipsRepo } from "../memberships/port"
import { ReservationsRepo } from "../reservations/port"
import { type TeacherChange, TeachersRepo } from "./port"
import { Transactions } from "../ports"

export interface PriceRequest {
  readonly facility_id: number
  readonly quantity: number
  readonly date: string
  readonly hour_start: number
  readonly hour_end: number
  /** The lesson's players; none: the caller alone. */
  readonly player_ids: ReadonlyArray<number>
  readonly surface?: string | undefined
}

/**
 * Teachers as players and the desk find them, and the price of a lesson with one: written once for
 * the API, the CLI and embedding programs.
 */
export class Teachers extends Effect.Service<Teachers>()("venue/Teachers", {
  effect: Effect.gen(function* () {
    const teachers = yield* TeachersRepo
    const facilities = yield* FacilitiesRepo
    const courts = yield* CourtsRepo
    const reservations = yield* ReservationsRepo
    const memberships = yield* MembershipsRepo
    const transactions = yield* Transactions

    const facilityOf = (id: number) => orNotFound("Facility")(facilities.find(id))

    /**
     * A club's teachers, by name; `current`: only those teaching today (they have hours on this
     * weekday and are not away).
     */
    const list = (request: { readonly facility_id: number; readonly search: string; readonly current: boolean }) =>
      Effect.gen(function* () {
        const facility = yield* facilityOf(request.facility_id)
        const found = yield* teachers.list(request.facility_id, request.search.trim())
        if (!request.current) return found
        const today = localDate(new Date(yield* Clock.currentTimeMillis), facility.time_zone)
        return found.filter((t) => teachesOn(t, today))
      })

    const get = (id: number, facilityId: number | undefined) => orNotFound("Teacher")(teachers.find(id, facilityId))

    /** Why the teacher is not free from `start` to `end` on `date` (another lesson or clinic), or undefined. */
    const busyAt = (id: number, facilityId: number, date: string, start: number, end: number) =>
      Effect.map(reservations.lessonsOn(facilityId, date, id), (taken) =>
        busyProblem(
          taken.map((t) => t.reservation),
          start,
          end,
        ),
      )

    /** A teacher's page: their profile and their lesson prices at that club. */
    const profile = (id: number, facilityId: number | undefined) =>
      Effect.flatMap(get(id, facilityId), (teacher) =>
        Effect.map(teachers.prices(teacher.facility_id, id), (prices) => ({ ...teacher, prices })),
      )

    /**
     * The price of `quantity` lessons from `hour_start` to `hour_end` on `date` for its players
     * (members of the club; none: the caller), each at the teacher's price for their kind; refused
     * with a sentence when the teacher does not teach then or has no price for it.
     */
    const price = (id: number, request: PriceRequest) =>
      Effect.gen(function* () {
        const teacher = yield* get(id, request.facility_id).pipe(
          Effect.catchTag("NotFound", () => Effect.fail(unprocessable("That teacher does not teach at this club."))),
        )
        const facility = yield* facilityOf(request.facility_id)
        if (request.quantity < 1) return yield* Effect.fail(unprocessable("Ask the price of at least one lesson."))
        const problem =
          teachingProblem(teacher, request.date, request.hour_start, request.hour_end) ??
          (yield* busyAt(id, request.facility_id, request.date, request.hour_start, request.hour_end))
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const caller = (yield* CurrentCaller).userId
        const ids = [
          ...new Set(request.player_ids.length > 0 ? request.player_ids : caller === undefined ? [] : [caller]),
        ]
        const members = yield* teachers.members(request.facility_id, ids)
        const missing = ids.filter((p) => !members.some((m) => m.id === p))
        if (missing.length > 0) return yield* Effect.fail(notMembers(missing))
        const players = ids.map((p) => lessonUserType(members.find((m) => m.id === p)!.birth_date, request.date))
        const duration = (request.hour_end - request.hour_start) / 60
        const priced = yield* lessonPrice(yield* teachers.prices(request.facility_id, id), {
          duration,
          hour_start: request.hour_start,
          surface: request.surface ?? null,
          quantity: request.quantity,
          players,
        }).pipe(
          Effect.catchTags({
            NoPrice: (e) => Effect.fail(unprocessable(e.message)),
            PriceRefused: (e) => Effect.fail(unprocessable(e.message)),
          }),
        )
        // A member pays their plan's lesson price, as the booking will charge it.
        const discounts = yield* memberships.discounts(request.facility_id, ids)
        const each = ids.map((p, i) => memberPrice(priced.each[i]!, discounts.get(p)?.lesson_discount_percent ?? 0))
        return {
          teacher_id: id,
          facility_id: request.facility_id,
          duration,
          quantity: request.quantity,
          shift: shiftOf(request.hour_start),
          players: ids.map((user_id, i) => ({ user_id, user_type: players[i]!, price: each[i]! })),
          price: each.reduce((a, b) => a + b, 0),
          currency: facility.currency,
          currency_decimals: facility.currency_decimals,
        }
      })

    /**
     * Changes a teacher at a club, by the club's staff or the teacher themself: the profile fields
     * given, and the lists given replaced whole (weekly hours, time off, prices), all or nothing.
     * Hours must not overlap, time off must end after it starts, courts must be the club's, and a
     * price table may not charge less for more.
     */
    const update = (id: number, facilityId: number, change: TeacherChange) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        if (!isStaffAt(caller, facilityId) && caller.userId !== id)
          return yield* Effect.fail(forbidden("Only the club's staff and the teacher change a teacher's page."))
        yield* get(id, facilityId)
        const problems = [
          ...weeklyHoursProblems(change.hours ?? []).map((p) =>
            p.problem === "overlap"
              ? `Hours ${p.index + 1} overlap hours ${p.other! + 1} on the same day.`
              : p.problem === "order"
                ? `Hours ${p.index + 1} must end after they start.`
                : `Hours ${p.index + 1} must start and end on a quarter hour.`,
          ),
          ...(change.time_off ?? []).flatMap((t, i) =>
            t.ends_on < t.starts_on ? [`Time off ${i + 1} must end on or after the day it starts.`] : [],
          ),
          ...[teacherPricesProblem(change.prices ?? [])].filter((p): p is string => p !== undefined),
        ]
        if (change.court_ids) {
          const theirs = new Set((yield* courts.list(facilityId)).map((c) => c.id))
          const foreign = change.court_ids.filter((c) => !theirs.has(c))
          if (foreign.length > 0) problems.push(`Court ${foreign.join(", ")} is not one of this club's courts.`)
        }
        if (problems.length > 0) return yield* Effect.fail(unprocessable(problems[0]!, problems))
        yield* transactions.run(teachers.save(facilityId, id, change))
        return yield* profile(id, facilityId)
      })

    /**
     * The club's teachers with their lessons of a day (the API's pros_with_reservations): every
     * teacher for its staff; a teacher sees their own day (`teacherId` their own id).
     */
    const day = (facilityId: number, date: string, teacherId?: number) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const ownDay =
          teacherId !== undefined && teacherId === caller.userId && roleAt(caller, facilityId) === "teacher"
        if (!isStaffAt(caller, facilityId) && !ownDay)
          return yield* Effect.fail(forbidden("Only the club's staff, and each teacher for their own day, see this."))
        const pros = (yield* teachers.list(facilityId, "")).filter((t) => teacherId === undefined || t.id === teacherId)
        const lessons = yield* reservations.lessonsOn(facilityId, date, teacherId)
        return pros.map((pro) => ({
          id: pro.id,
          name: pro.name,
          reservations: lessons.filter((l) => l.teacher_ids.includes(pro.id)).map((l) => l.reservation),
        }))
      })

    /** The times a teacher already teaches on a day at the club (lessons, clinics): what a request cannot ask for. */
    const busyOn = (id: number, facilityId: number, date: string) =>
      Effect.gen(function* () {
        yield* get(id, facilityId).pipe(
          Effect.catchTag("NotFound", () => Effect.fail(unprocessable("That teacher does not teach at this club."))),
        )
        const taken = yield* reservations.lessonsOn(facilityId, date, id)
        return {
          date,
          busy: taken.map(({ reservation: r }) => ({ hour_start: r.hour_start, hour_end: r.hour_end })),
        }
      })

    return withSpans("Teachers", { list, get, profile, busyAt, busyOn, price, update, day })
  }),
}) {}
