import { withSpans } from "../spans"
import { Clock, Effect, Option } from "effect"
import { CurrentCaller, isStaffAt, requireManagerAt, reservationAccess } from "../access"
import { localDate } from "../dates"
import { conflict, notFound, orNotFound, unprocessable } from "../errors"
import { checkedImage } from "../images"
import { ladder, type LeaderboardFields, leaderboardProblem } from "./rules"
import { FacilitiesRepo } from "../facilities/port"
import { LeaderboardsRepo } from "./port"
import { ReservationsRepo } from "../reservations/port"

export type LeaderboardInput = Partial<{
  -readonly [K in keyof LeaderboardFields]: LeaderboardFields[K] | undefined
}>

/** A recorded result is its recorder's to change, or the club's staff's; one not recorded is anyone's of the match. */
const mayChange = (
  recorded: Option.Option<{ readonly recorded_by: number | null }>,
  staff: boolean,
  by: number | null,
) => Option.isNone(recorded) || staff || recorded.value.recorded_by === by

/**
 * A club's leaderboards (the API's Leaderboard): managers set them up; anyone reads the active ones
 * with their standings, computed from the official matches' results by the rule of
 * `engine/leaderboards/rules.ts`. Results are recorded on a booking by its players or the club's staff.
 */
export class Leaderboards extends Effect.Service<Leaderboards>()("venue/Leaderboards", {
  effect: Effect.gen(function* () {
    const repo = yield* LeaderboardsRepo
    const facilities = yield* FacilitiesRepo
    const reservations = yield* ReservationsRepo

    const read = (facilityId: number, id?: number) =>
      Effect.gen(function* () {
        const facility = yield* orNotFound("Facility")(facilities.find(facilityId))
        const staff = isStaffAt(yield* CurrentCaller, facilityId)
        const found = yield* repo.leaderboards(facilityId, { ...(id === undefined ? {} : { id }), activeOnly: !staff })
        return { facility, found }
      })

    const list = (facilityId: number) => Effect.map(read(facilityId), ({ found }) => found)

    /** One leaderboard with its standings over its period (to today at the latest). */
    const show = (facilityId: number, id: number) =>
      Effect.gen(function* () {
        const { facility, found } = yield* read(facilityId, id)
        const board = found[0]
        if (board === undefined) return yield* Effect.fail(notFound("Leaderboard"))
        const today = localDate(new Date(yield* Clock.currentTimeMillis), facility.time_zone)
        const to = board.ends_on !== null && board.ends_on < today ? board.ends_on : today
        const results = yield* repo.matchResults(facilityId, board.starts_on, to, board.sport)
        return { ...board, standings: ladder(results) }
      })

    const save = (facilityId: number, id: number | undefined, input: LeaderboardInput, image?: Uint8Array) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, "Only a manager sets up the club's leaderboards.")
        const { facility, found } = yield* read(facilityId, id)
        const before = id === undefined ? undefined : found[0]
        if (id !== undefined && before === undefined) return yield* Effect.fail(notFound("Leaderboard"))
        const pick = <K extends keyof LeaderboardFields>(key: K, fallback: LeaderboardFields[K]) =>
          input[key] !== undefined
            ? (input[key] as LeaderboardFields[K])
            : before !== undefined
              ? (before[key] as LeaderboardFields[K])
              : fallback
        const fields: LeaderboardFields = {
          name: pick("name", "").trim(),
          description: pick("description", "").trim(),
          sport: pick("sport", null),
          starts_on: pick("starts_on", localDate(new Date(yield* Clock.currentTimeMillis), facility.time_zone)),
          ends_on: pick("ends_on", null),
          active: pick("active", true),
        }
        const problem = leaderboardProblem(fields)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const type = image === undefined ? undefined : yield* checkedImage(image, "leaderboard's image")
        const saved = id ?? (yield* repo.insertLeaderboard(facilityId, fields))
        if (id !== undefined) yield* repo.updateLeaderboard(id, fields)
        if (image !== undefined) yield* repo.saveLeaderboardImage(saved, type!, image)
        return yield* show(facilityId, saved)
      })

    const remove = (facilityId: number, id: number) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, "Only a manager removes the club's leaderboards.")
        const board = yield* show(facilityId, id)
        yield* repo.deleteLeaderboard(id)
        return board
      })

    const image = (facilityId: number, id: number) =>
      Effect.gen(function* () {
        yield* show(facilityId, id)
        return yield* Effect.flatMap(repo.leaderboardImage(facilityId, id), (found) =>
          Option.isSome(found) ? Effect.succeed(found.value) : Effect.fail(notFound("Leaderboard image")),
        )
      })

    /**
     * Records an official match's result (or clears it, `winner_team` null): by the club's staff
     * or any of the booking's players, once it has started, with a player on each side. A result
     * once recorded is changed only by whoever recorded it or the club's staff: one player's tap
     * does not turn the other's recorded loss into a win.
     */
    const recordResult = (
      reservationId: number,
      input: { readonly winner_team: 1 | 2 | null; readonly score?: string | undefined },
    ) =>
      Effect.gen(function* () {
        const r = yield* orNotFound("Reservation")(reservations.find(reservationId))
        // Its players (and their guardians) and the club's staff; to anyone else it does not exist.
        const { staff } = yield* reservationAccess(r)
        if (!r.official_match) return yield* Effect.fail(unprocessable("Only an official match has a result."))
        if (r.status !== "booked" && r.status !== "checked")
          return yield* Effect.fail(unprocessable("A cancelled booking has no result."))
        if (new Date(r.starts_at).getTime() > (yield* Clock.currentTimeMillis))
          return yield* Effect.fail(unprocessable("A match's result is recorded once it has started."))
        const sides = [1, 2].map((team) => r.users.filter((u) => u.team === team && u.user_id !== null).length)
        if (input.winner_team !== null && (sides[0] === 0 || sides[1] === 0))
          return yield* Effect.fail(unprocessable("Put a player on each side (user_teams) before recording a result."))
        const score = (input.score ?? "").trim()
        if (score.length > 60) return yield* Effect.fail(unprocessable("A score holds at most 60 characters."))
        const by = (yield* CurrentCaller).userId ?? null
        if (!mayChange(yield* repo.matchResultOf(r.id), staff, by))
          return yield* Effect.fail(
            conflict("This match's result was recorded by another player; ask the club's staff to correct it."),
          )
        yield* repo.saveMatchResult(
          r,
          input.winner_team === null ? null : { winner_team: input.winner_team, score },
          by,
        )
        return yield* resultOf(reservationId)
      })

    /**
     * An official match's result as its players and the club's staff see it, and whether the
     * caller may change it (nobody recorded it yet, they did, or they are staff).
     */
    const resultOf = (reservationId: number) =>
      Effect.gen(function* () {
        const r = yield* orNotFound("Reservation")(reservations.find(reservationId))
        const { staff } = yield* reservationAccess(r)
        const recorded = yield* repo.matchResultOf(r.id)
        return {
          reservation_id: r.id,
          winner_team: Option.isSome(recorded) ? recorded.value.winner_team : null,
          score: Option.isSome(recorded) ? recorded.value.score : "",
          may_change: mayChange(recorded, staff, (yield* CurrentCaller).userId ?? null),
        }
      })

    return withSpans("Leaderboards", { list, show, save, remove, image, recordResult, resultOf })
  }),
}) {}
