import { withSpans } from "../spans"
import { Clock, Effect, Option } from "effect"
import { CurrentCaller, isStaffAt, requireSelfOrGuardian } from "../access"
import { localInstant } from "../dates"
import type { Language } from "../i18n/languages"
import { secondsOfDayIn } from "../i18n/languageFormats"
import { conflict, forbidden, notFound, unprocessable } from "../errors"
import { Letters, type Worded } from "../mail/letters"
import type { LessonRequest } from "./rules"
import { teachingProblem } from "./rules"
import { Bookings } from "../bookings/service"
import { Teachers } from "./service"
import { CourtsRepo } from "../courts/port"
import { FacilitiesRepo } from "../facilities/port"
import { LessonRequestsRepo, TeachersRepo } from "./port"

export interface RequestInput {
  readonly facility_id: number
  readonly user_id: number
  readonly date: string
  readonly hour_start: number
  readonly hour_end: number
  readonly note?: string | null | undefined
}

/** A request's day and hours as its reader writes them (English: "2026-12-05, 6:00 PM–7:00 PM"). */
const when = (language: Language, r: Pick<LessonRequest, "date" | "hour_start" | "hour_end">) =>
  `${r.date}, ${secondsOfDayIn(language, r.hour_start)}–${secondsOfDayIn(language, r.hour_end)}`

/**
 * Lesson requests: a player (or their guardian) asks a teacher for a time; the teacher or the
 * club's desk accepts it, booking the lesson on a free court like any booking, or declines it
 * with a sentence; the player is told by mail either way.
 */
export class LessonRequests extends Effect.Service<LessonRequests>()("venue/LessonRequests", {
  dependencies: [Teachers.Default, Bookings.Default, Letters.Default],
  effect: Effect.gen(function* () {
    const requests = yield* LessonRequestsRepo
    const teachers = yield* TeachersRepo
    const courts = yield* CourtsRepo
    const bookings = yield* Bookings
    const profiles = yield* Teachers
    const facilities = yield* FacilitiesRepo
    const letters = yield* Letters

    const teacherAt = (teacherId: number, facilityId: number) =>
      Effect.flatMap(
        teachers.find(teacherId, facilityId),
        Option.match({
          onNone: () => Effect.fail(unprocessable("That teacher does not teach at this club.")),
          onSome: Effect.succeed,
        }),
      )

    /** Tells the player (or a child's guardians) of the request's outcome. */
    const tell = (found: LessonRequest, subject: Worded, text: Worded) =>
      letters.tell(found.user_id, { subject, text, kind: "lesson_request_outcome", facilityId: found.facility_id })

    /** A request for `input.user_id` (the caller or a child they handle) at a time the teacher teaches. */
    const request = (teacherId: number, input: RequestInput) =>
      Effect.gen(function* () {
        yield* requireSelfOrGuardian(
          input.user_id,
          "You may ask for lessons only for yourself and the children you handle.",
        )
        const teacher = yield* teacherAt(teacherId, input.facility_id)
        const facility = Option.getOrThrow(yield* facilities.find(input.facility_id))
        if (
          localInstant(input.date, input.hour_start, facility.time_zone).getTime() <= (yield* Clock.currentTimeMillis)
        )
          return yield* Effect.fail(unprocessable("Ask for a lesson at a time still to come."))
        const problem =
          teachingProblem(teacher, input.date, input.hour_start, input.hour_end) ??
          (yield* profiles.busyAt(teacherId, input.facility_id, input.date, input.hour_start, input.hour_end))
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        if ((yield* teachers.members(input.facility_id, [input.user_id])).length === 0)
          return yield* Effect.fail(unprocessable("Join the club before asking its teachers for lessons."))
        const id = yield* requests.insert({
          facility_id: input.facility_id,
          teacher_id: teacherId,
          user_id: input.user_id,
          requested_by: (yield* CurrentCaller).userId ?? null,
          date: input.date,
          hour_start: input.hour_start,
          hour_end: input.hour_end,
          note: input.note ?? null,
        })
        const made = Option.getOrThrow(yield* requests.find(id))
        // The teacher hears of it at once: an answer is what the player waits for.
        yield* letters.tell(teacherId, {
          subject: (say) => say("lessonRequest.subject", { person: made.user_name }),
          text: (say, language) =>
            [
              say("lessonRequest.asks", { person: made.user_name, club: facility.name, when: when(language, made) }),
              ...(made.note === null ? [] : [say("lessonRequest.note", { note: made.note })]),
              "",
              say("lessonRequest.answer"),
            ].join("\n"),
          facilityId: made.facility_id,
        })
        return made
      })

    /** The caller's open requests: theirs, and those they made for the children they handle. */
    const mine = Effect.gen(function* () {
      const me = (yield* CurrentCaller).userId
      if (me === undefined) return []
      return yield* requests.openOf([me])
    })

    /** Whether the caller answers requests to this teacher here: the teacher, or the club's staff. */
    const answersFor = (facilityId: number, teacherId: number) =>
      Effect.map(CurrentCaller, (caller) => caller.userId === teacherId || isStaffAt(caller, facilityId))

    const forTeacher = (teacherId: number, facilityId: number) =>
      Effect.gen(function* () {
        if (!(yield* answersFor(facilityId, teacherId)))
          return yield* Effect.fail(forbidden("Only the teacher and the club's staff see a teacher's requests."))
        return yield* requests.openFor(facilityId, teacherId)
      })

    /** An open request the caller may answer; another club's or a closed one reads as not found or refused. */
    const answerable = (id: number) =>
      Effect.gen(function* () {
        const found = Option.getOrUndefined(yield* requests.find(id))
        if (found === undefined || !(yield* answersFor(found.facility_id, found.teacher_id)))
          return yield* Effect.fail(notFound("Lesson request"))
        if (found.status !== "open")
          return yield* Effect.fail(unprocessable(`This request was already ${found.status}.`))
        return found
      })

    /**
     * Books the lesson (kind lesson, the teacher, the player) on `courtId`, or on the first of the
     * teacher's courts (any of the club's) free then, and closes the request; the player is told.
     */
    const accept = (id: number, courtId: number | undefined) =>
      Effect.gen(function* () {
        const found = yield* answerable(id)
        const teacher = yield* teacherAt(found.teacher_id, found.facility_id)
        const clubCourts = (yield* courts.list(found.facility_id)).filter((c) => c.active)
        if (courtId !== undefined && !clubCourts.some((c) => c.id === courtId))
          return yield* Effect.fail(unprocessable("That court is not one of this club's open courts."))
        const candidates =
          courtId !== undefined
            ? [courtId]
            : clubCourts.filter((c) => teacher.court_ids === null || teacher.court_ids.includes(c.id)).map((c) => c.id)
        // Claimed first, so two people accepting at once book one lesson; given back if no booking is made.
        const by = (yield* CurrentCaller).userId ?? null
        if (!(yield* requests.answer(id, { status: "accepted", answer: null, reservation_id: null, answered_by: by })))
          return yield* Effect.fail(unprocessable("This request was already answered."))
        const booked = yield* bookFirstFree(found, candidates, courtId !== undefined).pipe(
          Effect.tapError(() => requests.reopen(id)),
        )
        yield* requests.linkReservation(id, booked)
        yield* tell(
          found,
          (say) => say("lessonRequest.bookedSubject", { teacher: found.teacher_name }),
          (say, language) => say("lessonRequest.booked", { teacher: found.teacher_name, when: when(language, found) }),
        )
        return Option.getOrThrow(yield* requests.find(id))
      })

    /** The lesson booked on the first of `candidates` free then; 409 when none is (or the one `chosen` is taken). */
    const bookFirstFree = (found: LessonRequest, candidates: ReadonlyArray<number>, chosen: boolean) =>
      Effect.gen(function* () {
        for (const court of candidates) {
          const attempt = yield* Effect.either(
            bookings.bookAsStaff(court, {
              kind: "lesson",
              date: found.date,
              hour_start: found.hour_start,
              hour_end: found.hour_end,
              reservation_type: 0,
              player_ids: [found.user_id],
              guests: [],
              teacher_id: found.teacher_id,
              extra_court_ids: [],
              // The teacher (or their desk) accepting is their word on the time.
              outside_teacher_hours: true,
            }),
          )
          if (attempt._tag === "Right") return attempt.right.id
          if (attempt.left._tag !== "Conflict" || chosen) return yield* Effect.fail(attempt.left)
        }
        return yield* Effect.fail(conflict("No court is free for this lesson then; decline it or offer another time."))
      })

    /** Declines an open request with a sentence the player reads. */
    const decline = (id: number, message: string) =>
      Effect.gen(function* () {
        const found = yield* answerable(id)
        const by = (yield* CurrentCaller).userId ?? null
        if (
          !(yield* requests.answer(id, { status: "declined", answer: message, reservation_id: null, answered_by: by }))
        )
          return yield* Effect.fail(unprocessable("This request was already answered."))
        yield* tell(
          found,
          (say) => say("lessonRequest.declinedSubject", { teacher: found.teacher_name }),
          (say, language) =>
            say("lessonRequest.declined", { teacher: found.teacher_name, when: when(language, found), message }),
        )
        return Option.getOrThrow(yield* requests.find(id))
      })

    /**
     * Withdraws an open request: by the person it is for or their guardian (whoever asked). The
     * teacher, told of the request when it came, is told it is gone.
     */
    const withdraw = (id: number) =>
      Effect.gen(function* () {
        const found = Option.getOrUndefined(yield* requests.find(id))
        if (found === undefined) return yield* Effect.fail(notFound("Lesson request"))
        yield* requireSelfOrGuardian(found.user_id).pipe(
          Effect.catchTag("Forbidden", () => Effect.fail(notFound("Lesson request"))),
        )
        const by = (yield* CurrentCaller).userId ?? null
        if (
          found.status !== "open" ||
          !(yield* requests.answer(id, { status: "withdrawn", answer: null, reservation_id: null, answered_by: by }))
        )
          return yield* Effect.fail(
            unprocessable(`This request was already ${found.status === "open" ? "answered" : found.status}.`),
          )
        yield* letters.tell(found.teacher_id, {
          subject: (say) => say("lessonRequest.withdrawnSubject", { person: found.user_name }),
          text: (say, language) =>
            say("lessonRequest.withdrawn", { person: found.user_name, when: when(language, found) }),
          facilityId: found.facility_id,
        })
        return Option.getOrThrow(yield* requests.find(id))
      })

    return withSpans("LessonRequests", { request, mine, forTeacher, accept, decline, withdraw })
  }),
}) {}
