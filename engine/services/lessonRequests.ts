import { Clock, Effect, Option } from "effect"
import { CurrentCaller, isStaffAt, requireSelfOrGuardian } from "../access"
import { formatSecondsOfDay, localInstant } from "../dates"
import { conflict, forbidden, notFound, unprocessable } from "../errors"
import { CourtsRepo, FacilitiesRepo, LessonRequestsRepo, TeachersRepo } from "../ports"
import { Letters } from "./letters"
import type { LessonRequest } from "../teachers"
import { teachingProblem } from "../teachers"
import { Bookings } from "./bookings"
import { Teachers } from "./teachers"

export interface RequestInput {
  readonly facility_id: number
  readonly user_id: number
  readonly date: string
  readonly hour_start: number
  readonly hour_end: number
  readonly note?: string | null | undefined
}

const when = (r: Pick<LessonRequest, "date" | "hour_start" | "hour_end">) =>
  `${r.date}, ${formatSecondsOfDay(r.hour_start)}–${formatSecondsOfDay(r.hour_end)}`

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
    const tell = (userId: number, subject: string, text: string) =>
      letters.tell(userId, { subject, text, kind: "lesson_request_outcome" })

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
          subject: `Lesson request from ${made.user_name}`,
          text: [
            `${made.user_name} asks for a lesson with you at ${facility.name}: ${when(made)}.`,
            ...(made.note === null ? [] : [`Their note: ${made.note}`]),
            "",
            "Accept or decline it on your Teaching page.",
          ].join("\n"),
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
          found.user_id,
          `Your lesson with ${found.teacher_name} is booked`,
          `${found.teacher_name} accepted your lesson request: ${when(found)}. It is in your bookings.`,
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
          found.user_id,
          `Your lesson request to ${found.teacher_name}`,
          `${found.teacher_name} cannot give the lesson you asked for (${when(found)}): ${message}`,
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
          subject: `Lesson request withdrawn: ${found.user_name}`,
          text: `${found.user_name} withdrew the lesson request for ${when(found)}. Nothing was booked.`,
        })
        return Option.getOrThrow(yield* requests.find(id))
      })

    return { request, mine, forTeacher, accept, decline, withdraw } as const
  }),
}) {}
