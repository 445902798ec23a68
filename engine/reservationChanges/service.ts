import { withSpans } from "../spans"
import { Clock, Effect, Either } from "effect"
import { actsFor, CurrentCaller, personAnywhereAccess, reservationAccess, runsBooking } from "../access"
import { forbidden, notFound, orNotFound, unprocessable } from "../errors"
import { DomainEvent, Events } from "../events"
import type { Reservation } from "../records"
import { type ReservationFlags, type TeamChoice } from "./rules"
import { ReservationChangesRepo } from "./port"
import {
  actionForStatus,
  allowToggleCheckIn,
  type ReservationAction,
  reservationCapacity,
  type ReservationStatus,
  reservationState,
  reservationTransition,
} from "../reservations/rules"
import { Reservations } from "../reservations/service"
import { CalendarChanges, ReservationsRepo } from "../reservations/port"

/** What a gamematch call changes; at least one is given. */
export interface GameChange {
  readonly official_match?: boolean | undefined
  readonly reservation_type?: number | undefined
  readonly user_teams?: ReadonlyArray<TeamChoice> | undefined
}

const notIn = (ids: ReadonlyArray<number>) => unprocessable(`Player ${ids.join(", ")} is not in this reservation.`)

/**
 * The calls on one reservation: status changes through the engine's transitions, its players,
 * guests, teams, fees and flags. The club's staff make every call; the players in a reservation
 * (and their guardians) the ones about their own game. Every change reaches the live calendars.
 */
export class ReservationChanges extends Effect.Service<ReservationChanges>()("venue/ReservationChanges", {
  dependencies: [Reservations.Default],
  effect: Effect.gen(function* () {
    const repo = yield* ReservationChangesRepo
    const reservations = yield* ReservationsRepo
    const calendar = yield* CalendarChanges
    const events = yield* Events
    const cancelling = yield* Reservations

    const find = (id: number) => orNotFound("Reservation")(reservations.find(id))
    /** A reservation the caller may see, and whether as the club's staff. */
    const visible = (id: number) =>
      Effect.gen(function* () {
        const r = yield* find(id)
        return { r, staff: (yield* reservationAccess(r)).staff }
      })
    const staffOnly = (id: number) =>
      Effect.flatMap(visible(id), ({ r, staff }) =>
        staff ? Effect.succeed(r) : Effect.fail(forbidden("Only the club's staff may do this.")),
      )

    const changed = (r: Reservation) => Effect.zipRight(calendar.announce(r.facility_id, r.date), find(r.id))

    /** Writes a change of the booking (`alongside` first, then its flags) and tells of it; a court of it tells of the booking. */
    const told = <E>(r: Reservation, write: Effect.Effect<void, E>) =>
      events.tell(write, () =>
        DomainEvent.ReservationChanged({ facilityId: r.facility_id, reservationId: r.parent_id ?? r.id }),
      )

    const update = (r: Reservation, flags: ReservationFlags, alongside: Effect.Effect<void> = Effect.void) =>
      Effect.zipRight(told(r, Effect.zipRight(alongside, repo.update(r.id, flags))), changed(r))

    /** Applies one of the engine's transitions and stores the new status. */
    const transition = (r: Reservation, action: ReservationAction) =>
      Effect.gen(function* () {
        const next = reservationTransition(reservationState(r), action, new Date(yield* Clock.currentTimeMillis))
        if (Either.isLeft(next)) return yield* Effect.fail(unprocessable(next.left.message))
        yield* told(r, repo.setStatus(r.id, next.right.status, next.right.no_show))
        return yield* changed(r)
      })

    /** Staff set a status; cancelling moves money by the club's policy, the one way to cancel. */
    const changeStatus = (id: number, status: ReservationStatus) =>
      Effect.gen(function* () {
        const r = yield* staffOnly(id)
        const action = actionForStatus(r.status, status)
        if (action === undefined)
          return yield* Effect.fail(unprocessable(`A ${r.status} reservation cannot be set to ${status}.`))
        if (action._tag === "cancel") return yield* cancelling.cancel(r.id)
        if (action._tag === "rain_check") return yield* cancelling.rainCheck(r.id)
        return yield* transition(r, action)
      })

    const mayToggleCheckIn = (id: number) =>
      Effect.gen(function* () {
        const { r } = yield* visible(id)
        return { allowed: allowToggleCheckIn(reservationState(r), new Date(yield* Clock.currentTimeMillis)) }
      })

    const staffTransition = (id: number, action: ReservationAction) =>
      Effect.flatMap(staffOnly(id), (r) => transition(r, action))

    /** Cancels one court of a multi-court booking (a child court reservation). */
    const dropChildCourt = (id: number) =>
      Effect.gen(function* () {
        const r = yield* staffOnly(id)
        if (r.parent_id === null)
          return yield* Effect.fail(
            unprocessable("This is not a child court reservation; cancel the reservation instead."),
          )
        return yield* transition(r, { _tag: "cancel", by: "staff" })
      })

    const setAllowCancel = (id: number, allow: boolean) =>
      Effect.flatMap(staffOnly(id), (r) => update(r, { allow_cancel: allow }))

    const toggleOfficialMatch = (id: number) =>
      Effect.flatMap(staffOnly(id), (r) => update(r, { official_match: !r.official_match }))

    const setGuestName = (id: number, name: string) =>
      Effect.flatMap(visible(id), ({ r }) => update(r, { guest_name: name }))

    /** Adds a member of the club (by id) or a guest (by name), while the reservation has room. */
    const invite = (
      id: number,
      who: {
        readonly id?: number | null | undefined
        readonly name?: string | undefined
        readonly rating?: number | null | undefined
      },
    ) =>
      Effect.gen(function* () {
        const { r } = yield* visible(id)
        if (r.users.length + 1 > reservationCapacity(r.reservation_type))
          return yield* Effect.fail(
            unprocessable(
              `This reservation is for ${r.reservation_type} player${r.reservation_type === 1 ? "" : "s"} and is full.`,
            ),
          )
        if (who.id !== undefined && who.id !== null) {
          if (r.users.some((u) => u.user_id === who.id))
            return yield* Effect.fail(unprocessable("This player is in the reservation already."))
          const player = yield* repo.member(r.facility_id, who.id)
          if (player === undefined)
            return yield* Effect.fail(unprocessable("The invited player is not a member of this facility."))
          return yield* update(
            r,
            {},
            repo.addPlayer(r, { user_id: who.id, name: player.name, rating: who.rating ?? player.rating }),
          )
        }
        if (who.name === undefined)
          return yield* Effect.fail(unprocessable("Invite a member by id, or a guest by name."))
        return yield* update(r, {}, repo.addPlayer(r, { user_id: null, name: who.name, rating: who.rating ?? null }))
      })

    /** The booker runs the booking; an invited player leaves it (with the children they handle), no one else. */
    const removePlayer = (id: number, ruId: number) =>
      Effect.gen(function* () {
        const { r } = yield* visible(id)
        const target = r.users.find((u) => u.id === ruId)
        if (target === undefined) return yield* Effect.fail(notFound("Player of this reservation"))
        const mine = target.user_id !== null && (yield* actsFor([target.user_id])).length > 0
        if (!mine && !(yield* runsBooking(r)))
          return yield* Effect.fail(forbidden("Only the booker removes other players; you may leave yourself."))
        if (r.users.length === 1)
          return yield* Effect.fail(unprocessable("A reservation keeps at least one player; cancel it instead."))
        return yield* update(r, {}, repo.removePlayer(r.id, ruId))
      })

    const fitsPlayers = (r: Reservation, n: number) =>
      n !== 0 && r.users.length > n
        ? Effect.fail(
            unprocessable(`The reservation has ${r.users.length} players; remove some before making it for ${n}.`),
          )
        : Effect.void

    const setType = (id: number, n: number) =>
      Effect.gen(function* () {
        const { r } = yield* visible(id)
        yield* fitsPlayers(r, n)
        return yield* update(r, { reservation_type: n })
      })

    const knownPlayers = (r: Reservation, ruIds: ReadonlyArray<number>) => {
      const unknown = ruIds.filter((ruId) => !r.users.some((u) => u.id === ruId))
      return unknown.length > 0 ? Effect.fail(notIn(unknown)) : Effect.void
    }

    const setTeams = (id: number, teams: ReadonlyArray<TeamChoice>) =>
      Effect.gen(function* () {
        const { r } = yield* visible(id)
        yield* knownPlayers(
          r,
          teams.map((t) => t.ru_id),
        )
        return yield* update(r, { user_teams: teams }, repo.setTeams(r.id, teams))
      })

    /** Staff change the match's flags, its size and its teams at once. */
    const gamematch = (id: number, change: GameChange) =>
      Effect.gen(function* () {
        const r = yield* staffOnly(id)
        if (
          change.official_match === undefined &&
          change.reservation_type === undefined &&
          change.user_teams === undefined
        )
          return yield* Effect.fail(
            unprocessable("Say what to change: official_match, reservation_type or user_teams."),
          )
        if (change.reservation_type !== undefined) yield* fitsPlayers(r, change.reservation_type)
        const stranger = (change.user_teams ?? []).find((t) => !r.users.some((u) => u.id === t.ru_id))
        if (stranger !== undefined) return yield* Effect.fail(notIn([stranger.ru_id]))
        return yield* update(
          r,
          {
            ...(change.official_match !== undefined ? { official_match: change.official_match } : {}),
            ...(change.reservation_type !== undefined ? { reservation_type: change.reservation_type } : {}),
            ...(change.user_teams !== undefined ? { user_teams: change.user_teams } : {}),
          },
          repo.setTeams(r.id, change.user_teams ?? []),
        )
      })

    /** Staff add fees: per player (by their row) or for the whole booking. */
    const applyFees = (
      id: number,
      fees: {
        readonly users_fees: ReadonlyArray<{
          readonly ru_id: number
          readonly amount: number
          readonly description?: string | undefined
        }>
        readonly reservation_fees: ReadonlyArray<{ readonly amount: number; readonly description?: string | undefined }>
      },
    ) =>
      Effect.gen(function* () {
        const r = yield* staffOnly(id)
        yield* knownPlayers(
          r,
          fees.users_fees.map((f) => f.ru_id),
        )
        yield* repo.addFees(r, [
          ...fees.users_fees.map((fee) => ({
            ruId: fee.ru_id,
            userIndex: r.users.findIndex((u) => u.id === fee.ru_id),
            amount: fee.amount,
            description: fee.description ?? null,
          })),
          ...fees.reservation_fees.map((fee) => ({ amount: fee.amount, description: fee.description ?? null })),
        ])
        return yield* find(r.id)
      })

    const removeFees = (
      id: number,
      which: { readonly fee_id?: number | undefined; readonly ru_id?: number | undefined },
    ) =>
      Effect.gen(function* () {
        const r = yield* staffOnly(id)
        if (which.fee_id === undefined && which.ru_id === undefined)
          return yield* Effect.fail(unprocessable("Name the fee_id to remove, or the ru_id whose fees to remove."))
        const removed = yield* repo.removeFees(r.id, {
          ...(which.fee_id !== undefined ? { feeId: which.fee_id } : {}),
          ...(which.ru_id !== undefined ? { ruId: which.ru_id } : {}),
        })
        if (removed === 0) return yield* Effect.fail(notFound("Fee"))
        return yield* find(r.id)
      })

    /** A person's no-shows (the caller's by default): theirs, their guardian's and their clubs' staff's to see. */
    const noShows = (userId: number | undefined) =>
      Effect.gen(function* () {
        const whose = userId ?? (yield* CurrentCaller).userId
        if (whose === undefined) return yield* Effect.fail(forbidden("Sign in first."))
        yield* personAnywhereAccess(whose)
        return yield* reservations.findMany(yield* repo.noShowIds(whose))
      })

    return withSpans("ReservationChanges", {
      changeStatus,
      mayToggleCheckIn,
      staffTransition,
      dropChildCourt,
      setAllowCancel,
      toggleOfficialMatch,
      setGuestName,
      invite,
      removePlayer,
      setType,
      setTeams,
      gamematch,
      applyFees,
      removeFees,
      noShows,
    })
  }),
}) {}
