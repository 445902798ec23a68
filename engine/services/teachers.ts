import { Clock, Effect, Option } from "effect"
import { CurrentCaller } from "../access"
import { localDate } from "../dates"
import { notFound, unprocessable } from "../errors"
import { FacilitiesRepo, TeachersRepo } from "../ports"
import { shiftOf } from "../pricing"
import { lessonPrice, lessonUserType, teachesOn, teachingProblem } from "../teachers"

/**
 * Teachers as players and the desk find them, and the price of a lesson with one: written once for
 * the API, the CLI and embedding programs.
 */

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

export class Teachers extends Effect.Service<Teachers>()("venue/Teachers", {
  effect: Effect.gen(function* () {
    const teachers = yield* TeachersRepo
    const facilities = yield* FacilitiesRepo

    const facilityOf = (id: number) =>
      Effect.flatMap(
        facilities.find(id),
        Option.match({ onNone: () => Effect.fail(notFound("Facility")), onSome: Effect.succeed }),
      )

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

    const get = (id: number, facilityId: number | undefined) =>
      Effect.flatMap(
        teachers.find(id, facilityId),
        Option.match({ onNone: () => Effect.fail(notFound("Teacher")), onSome: Effect.succeed }),
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
        const problem = teachingProblem(teacher, request.date, request.hour_start, request.hour_end)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const caller = (yield* CurrentCaller).userId
        const ids = [
          ...new Set(request.player_ids.length > 0 ? request.player_ids : caller === undefined ? [] : [caller]),
        ]
        const members = yield* teachers.members(request.facility_id, ids)
        const missing = ids.filter((p) => !members.some((m) => m.id === p))
        if (missing.length > 0)
          return yield* Effect.fail(unprocessable(`Player ${missing.join(", ")} is not a member of this facility.`))
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
        return {
          teacher_id: id,
          facility_id: request.facility_id,
          duration,
          quantity: request.quantity,
          shift: shiftOf(request.hour_start),
          players: ids.map((user_id, i) => ({ user_id, user_type: players[i]!, price: priced.each[i]! })),
          price: priced.total,
          currency: facility.currency,
          currency_decimals: facility.currency_decimals,
        }
      })

    return { list, get, price } as const
  }),
}) {}
