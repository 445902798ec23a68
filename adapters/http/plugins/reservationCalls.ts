import { HttpApiBuilder, HttpApiEndpoint, HttpServerRequest } from "@effect/platform"
import { Bookings } from "../../../engine/services/bookings"
import { Clock, Effect, Either, Schema } from "effect"
import { IsoDate } from "../../../engine/people"
import {
  actionForStatus,
  allowToggleCheckIn,
  type ReservationAction,
  reservationCapacity,
  ReservationStatus,
  reservationState,
  reservationTransition,
  ReservationType,
} from "../../../engine/reservations"
import { announceChange } from "../../calendarEvents"
import { actsFor, runsBooking } from "../../../engine/access"
import {
  addFees,
  addReservationPlayer,
  memberForReservation,
  noShowIds,
  removeFees,
  removeReservationPlayer,
  setReservationStatus,
  setTeams,
  updateReservation,
} from "../../sql/reservationChanges"
import { findReservations, Reservation } from "../../sql/reservations"
import { acceptedVersions, acceptWaiver, findWaivers } from "../../sql/waivers"
import { Actor, asCaller, currentUser } from "../actor"
import { Authn } from "../authn"
import { clientAddress } from "../clientAddress"
import { apiGroup, Forbidden, notFound, unprocessable } from "../errors"
import { requireReservation, visibleReservation } from "../lookups"
import { Reservations } from "../../../engine/services/reservations"
import { Teachers } from "../../../engine/services/teachers"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id, IdParam, WaiveFee } from "../schemas"
import { CancellationVerification } from "../../../engine/cancellation"

/**
 * SPEC §7's calls on one reservation: status changes through the engine's transitions, its
 * players, guests, teams and flags. Staff of the facility may make every call; the players in a
 * reservation (and their guardians) the ones about their own game.
 */

const ReservationPath = Schema.Struct({ id: IdParam })
const Money = Schema.Int.pipe(Schema.between(0, 100_000_000))
const Description = Schema.String.pipe(Schema.maxLength(120))
const Name = Schema.Trim.pipe(Schema.nonEmptyString({ message: () => "A name cannot be blank." }), Schema.maxLength(80))

const onReservation = <const N extends string, const M extends "GET" | "PUT" | "POST" | "DELETE">(
  name: N,
  method: M,
  suffix: string,
) =>
  HttpApiEndpoint.make(method)(name, `/api/reservations/:id/${suffix}` as `/${string}`)
    .setPath(ReservationPath)
    .annotate(PolicyTag, Policy.member(Policy.reservation()))

export const ReservationCallsGroup = apiGroup("reservationCalls")
  .add(
    onReservation("changeStatus", "PUT", "change_status")
      .setPayload(Schema.Struct({ status: ReservationStatus }))
      .addSuccess(Reservation),
  )
  .add(
    onReservation("allowToggleCheckin", "GET", "allow_toggle_checkin").addSuccess(
      Schema.Struct({ allowed: Schema.Boolean }),
    ),
  )
  .add(onReservation("toggleCheckin", "PUT", "toggle_checkin").addSuccess(Reservation))
  .add(onReservation("noShow", "DELETE", "no_show").addSuccess(Reservation))
  .add(onReservation("rainCheck", "DELETE", "rain_check").addSuccess(Reservation))
  .add(onReservation("destroyChild", "DELETE", "destroy_child_court_reservation").addSuccess(Reservation))
  .add(
    onReservation("cancellationVerification", "GET", "cancellation_verification")
      .setUrlParams(WaiveFee)
      .addSuccess(CancellationVerification),
  )
  .add(
    onReservation("changeAllowCancelation", "PUT", "change_allow_cancelation")
      .setPayload(Schema.Struct({ allow_cancel: Schema.Boolean }))
      .addSuccess(Reservation),
  )
  .add(onReservation("toggleOfficialMatch", "PUT", "toggle_official_match").addSuccess(Reservation))
  .add(
    onReservation("defineGuestName", "POST", "define_guest_name")
      .setPayload(Schema.Struct({ name: Name }))
      .addSuccess(Reservation),
  )
  .add(
    onReservation("invite", "PUT", "invite")
      .setPayload(
        Schema.Struct({
          id: Schema.optional(Schema.NullOr(Id)),
          name: Schema.optional(Name),
          rating: Schema.optional(Schema.NullOr(Schema.Number)),
        }),
      )
      .addSuccess(Reservation),
  )
  .add(
    HttpApiEndpoint.del("removeUser", "/api/reservations/:id/users/:ruId")
      .setPath(Schema.Struct({ id: IdParam, ruId: IdParam }))
      .addSuccess(Reservation)
      .annotate(PolicyTag, Policy.member(Policy.reservation())),
  )
  .add(
    onReservation("reservationType", "PUT", "reservation_type")
      .setPayload(Schema.Struct({ is_player: Schema.optional(Schema.Boolean), n: ReservationType }))
      .addSuccess(Reservation),
  )
  .add(
    onReservation("updateUserTeams", "PUT", "update_user_teams")
      .setPayload(
        Schema.Struct({
          user_teams: Schema.Array(
            Schema.Struct({ ru_id: Id, team: Schema.NullOr(Schema.Int.pipe(Schema.between(1, 2))) }),
          ).pipe(Schema.maxItems(16)),
        }),
      )
      .addSuccess(Reservation),
  )
  .add(
    onReservation("applyFees", "PUT", "apply_fees")
      .setPayload(
        Schema.Struct({
          users_fees: Schema.optionalWith(
            Schema.Array(Schema.Struct({ ru_id: Id, amount: Money, description: Schema.optional(Description) })).pipe(
              Schema.maxItems(16),
            ),
            { default: () => [] },
          ),
          reservation_fees: Schema.optionalWith(
            Schema.Array(Schema.Struct({ amount: Money, description: Schema.optional(Description) })).pipe(
              Schema.maxItems(16),
            ),
            { default: () => [] },
          ),
        }),
      )
      .addSuccess(Reservation),
  )
  .add(
    onReservation("removeFees", "DELETE", "remove_fees")
      .setUrlParams(Schema.Struct({ fee_id: Schema.optional(IdParam), ru_id: Schema.optional(IdParam) }))
      .addSuccess(Reservation),
  )
  .add(onReservation("updateTotals", "PUT", "update_totals").addSuccess(Reservation))
  .add(
    onReservation("gamematch", "PUT", "gamematch")
      .setPayload(
        Schema.Struct({
          reservation: Schema.Struct({
            official_match: Schema.optional(Schema.Boolean),
            reservation_type: Schema.optional(ReservationType),
            user_teams: Schema.optional(
              Schema.Array(
                Schema.Struct({ ru_id: Id, team: Schema.NullOr(Schema.Int.pipe(Schema.between(1, 2))) }),
              ).pipe(Schema.maxItems(16)),
            ),
          }),
        }),
      )
      .addSuccess(Reservation),
  )
  .add(
    onReservation("acceptAllWaivers", "POST", "accept_all_waivers").addSuccess(
      Schema.Struct({ accepted: Schema.Number, reservation: Reservation }),
    ),
  )
  .add(
    HttpApiEndpoint.get("noShows", "/api/users/no_shows_reservations")
      .setUrlParams(Schema.Struct({ user_id: Schema.optional(IdParam) }))
      .addSuccess(Schema.Array(Reservation))
      .annotate(PolicyTag, Policy.userAccess(Policy.optionalQuery("user_id"))),
  )
  .add(
    HttpApiEndpoint.get("prosWithReservations", "/api/facilities/:id/pros_with_reservations")
      .setPath(Schema.Struct({ id: IdParam }))
      // teacher_id (an extension): one teacher's day, which the teacher sees too.
      .setUrlParams(Schema.Struct({ date: IsoDate, teacher_id: Schema.optional(IdParam) }))
      .addSuccess(
        Schema.Array(
          Schema.Struct({ id: Schema.Number, name: Schema.String, reservations: Schema.Array(Reservation) }),
        ),
      )
      .annotate(PolicyTag, Policy.member()),
  )
  .middleware(Authn)

const staffOnly = (id: number) =>
  Effect.flatMap(visibleReservation(id), ({ reservation, staff }) =>
    staff
      ? Effect.succeed(reservation)
      : Effect.fail(new Forbidden({ message: "Only the club's staff may do this.", errors: [] })),
  )

const announce = (r: Reservation) => announceChange(r.facility_id, r.date)

/** Applies one of the engine's transitions and stores the new status. */
const transition = (r: Reservation, action: ReservationAction) =>
  Effect.gen(function* () {
    const now = new Date(yield* Clock.currentTimeMillis)
    const next = reservationTransition(reservationState(r), action, now)
    if (Either.isLeft(next)) return yield* Effect.fail(unprocessable(next.left.message))
    yield* setReservationStatus(r.id, next.right.status, next.right.no_show)
    yield* announce(r)
    return yield* requireReservation(r.id)
  })

const update = (id: number, values: Record<string, unknown>) =>
  Effect.gen(function* () {
    yield* updateReservation(id, values)
    const r = yield* requireReservation(id)
    yield* announce(r)
    return r
  })

export const ReservationCallsLive = HttpApiBuilder.group(apiOf(ReservationCallsGroup), "reservationCalls", (handlers) =>
  handlers
    .handle("changeStatus", ({ path, payload }) =>
      Effect.gen(function* () {
        const r = yield* staffOnly(path.id)
        const action = actionForStatus(r.status, payload.status)
        if (action === undefined)
          return yield* Effect.fail(unprocessable(`A ${r.status} reservation cannot be set to ${payload.status}.`))
        // Cancelling moves money by the club's policy: one way to cancel, whichever call asks.
        if (action._tag === "cancel") return yield* Effect.flatMap(Reservations, (s) => asCaller(s.cancel(r.id)))
        return yield* transition(r, action)
      }),
    )
    .handle("allowToggleCheckin", ({ path }) =>
      Effect.gen(function* () {
        const { reservation: r } = yield* visibleReservation(path.id)
        const now = new Date(yield* Clock.currentTimeMillis)
        return {
          allowed: allowToggleCheckIn(reservationState(r), now),
        }
      }),
    )
    .handle("toggleCheckin", ({ path }) =>
      Effect.flatMap(staffOnly(path.id), (r) => transition(r, { _tag: "toggle_check_in" })),
    )
    .handle("noShow", ({ path }) => Effect.flatMap(staffOnly(path.id), (r) => transition(r, { _tag: "no_show" })))
    .handle("rainCheck", ({ path }) => Effect.flatMap(staffOnly(path.id), (r) => transition(r, { _tag: "rain_check" })))
    .handle("destroyChild", ({ path }) =>
      Effect.gen(function* () {
        const r = yield* staffOnly(path.id)
        if (r.parent_id === null)
          return yield* Effect.fail(
            unprocessable("This is not a child court reservation; cancel the reservation instead."),
          )
        return yield* transition(r, { _tag: "cancel", by: "staff" })
      }),
    )
    .handle("cancellationVerification", ({ path, urlParams }) =>
      Effect.flatMap(Reservations, (r) => asCaller(r.cancellationVerification(path.id, urlParams.waive_fee))),
    )
    .handle("changeAllowCancelation", ({ path, payload }) =>
      Effect.flatMap(staffOnly(path.id), () => update(path.id, { allow_cancel: payload.allow_cancel })).pipe(),
    )
    .handle("toggleOfficialMatch", ({ path }) =>
      Effect.flatMap(staffOnly(path.id), (r) => update(path.id, { official_match: !r.official_match })).pipe(),
    )
    .handle("defineGuestName", ({ path, payload }) =>
      Effect.flatMap(visibleReservation(path.id), () => update(path.id, { guest_name: payload.name })),
    )
    .handle("invite", ({ path, payload }) =>
      Effect.gen(function* () {
        const { reservation: r } = yield* visibleReservation(path.id)
        if (r.users.length + 1 > reservationCapacity(r.reservation_type)) {
          return yield* Effect.fail(
            unprocessable(
              `This reservation is for ${r.reservation_type} player${r.reservation_type === 1 ? "" : "s"} and is full.`,
            ),
          )
        }
        if (payload.id !== undefined && payload.id !== null) {
          if (r.users.some((u) => u.user_id === payload.id))
            return yield* Effect.fail(unprocessable("This player is in the reservation already."))
          const player = yield* memberForReservation(r.facility_id, payload.id)
          if (player === undefined)
            return yield* Effect.fail(unprocessable("The invited player is not a member of this facility."))
          yield* addReservationPlayer(r, {
            user_id: payload.id,
            name: player.name,
            rating: payload.rating ?? player.rating,
          })
        } else {
          if (payload.name === undefined)
            return yield* Effect.fail(unprocessable("Invite a member by id, or a guest by name."))
          yield* addReservationPlayer(r, { user_id: null, name: payload.name, rating: payload.rating ?? null })
        }
        return yield* update(r.id, {})
      }),
    )
    .handle("removeUser", ({ path }) =>
      Effect.gen(function* () {
        const { reservation: r } = yield* visibleReservation(path.id)
        const target = r.users.find((u) => u.id === path.ruId)
        if (target === undefined) return yield* Effect.fail(notFound("Player of this reservation"))
        // The booker runs the booking; an invited player leaves it (with the children they handle), no one else.
        const mine = target.user_id !== null && (yield* asCaller(actsFor([target.user_id]))).length > 0
        if (!mine && !(yield* asCaller(runsBooking(r))))
          return yield* Effect.fail(
            new Forbidden({ message: "Only the booker removes other players; you may leave yourself.", errors: [] }),
          )
        if (r.users.length === 1)
          return yield* Effect.fail(unprocessable("A reservation keeps at least one player; cancel it instead."))
        yield* removeReservationPlayer(r.id, path.ruId)
        return yield* update(r.id, {})
      }),
    )
    .handle("reservationType", ({ path, payload }) =>
      Effect.gen(function* () {
        const { reservation: r } = yield* visibleReservation(path.id)
        if (payload.n !== 0 && r.users.length > payload.n) {
          return yield* Effect.fail(
            unprocessable(
              `The reservation has ${r.users.length} players; remove some before making it for ${payload.n}.`,
            ),
          )
        }
        return yield* update(r.id, { reservation_type: payload.n })
      }),
    )
    .handle("updateUserTeams", ({ path, payload }) =>
      Effect.gen(function* () {
        const { reservation: r } = yield* visibleReservation(path.id)
        const unknown = payload.user_teams.filter((t) => !r.users.some((u) => u.id === t.ru_id))
        if (unknown.length > 0)
          return yield* Effect.fail(
            unprocessable(`Player ${unknown.map((u) => u.ru_id).join(", ")} is not in this reservation.`),
          )
        yield* setTeams(r.id, payload.user_teams)
        return yield* update(r.id, { user_teams: JSON.stringify(payload.user_teams) })
      }),
    )
    .handle("applyFees", ({ path, payload }) =>
      Effect.gen(function* () {
        const r = yield* staffOnly(path.id)
        const unknown = payload.users_fees.filter((f) => !r.users.some((u) => u.id === f.ru_id))
        if (unknown.length > 0)
          return yield* Effect.fail(
            unprocessable(`Player ${unknown.map((f) => f.ru_id).join(", ")} is not in this reservation.`),
          )
        yield* addFees(r, [
          ...payload.users_fees.map((fee) => ({
            ruId: fee.ru_id,
            userIndex: r.users.findIndex((u) => u.id === fee.ru_id),
            amount: fee.amount,
            description: fee.description ?? null,
          })),
          ...payload.reservation_fees.map((fee) => ({ amount: fee.amount, description: fee.description ?? null })),
        ])
        return yield* requireReservation(r.id)
      }),
    )
    .handle("removeFees", ({ path, urlParams }) =>
      Effect.gen(function* () {
        const r = yield* staffOnly(path.id)
        if (urlParams.fee_id === undefined && urlParams.ru_id === undefined)
          return yield* Effect.fail(unprocessable("Name the fee_id to remove, or the ru_id whose fees to remove."))
        const removed = yield* removeFees(r.id, { feeId: urlParams.fee_id, ruId: urlParams.ru_id })
        if (removed === 0) return yield* Effect.fail(notFound("Fee"))
        return yield* requireReservation(r.id)
      }),
    )
    .handle("updateTotals", ({ path }) => Effect.flatMap(Bookings, (b) => asCaller(b.recalculateFees(path.id))))
    .handle("gamematch", ({ path, payload }) =>
      Effect.gen(function* () {
        const r = yield* staffOnly(path.id)
        const change = payload.reservation
        if (
          change.official_match === undefined &&
          change.reservation_type === undefined &&
          change.user_teams === undefined
        ) {
          return yield* Effect.fail(
            unprocessable("Say what to change: official_match, reservation_type or user_teams."),
          )
        }
        if (
          change.reservation_type !== undefined &&
          change.reservation_type !== 0 &&
          r.users.length > change.reservation_type
        ) {
          return yield* Effect.fail(
            unprocessable(
              `The reservation has ${r.users.length} players; remove some before making it for ${change.reservation_type}.`,
            ),
          )
        }
        const stranger = (change.user_teams ?? []).find((t) => !r.users.some((u) => u.id === t.ru_id))
        if (stranger !== undefined)
          return yield* Effect.fail(unprocessable(`Player ${stranger.ru_id} is not in this reservation.`))
        yield* setTeams(r.id, change.user_teams ?? [])
        return yield* update(r.id, {
          ...(change.official_match !== undefined ? { official_match: change.official_match } : {}),
          ...(change.reservation_type !== undefined ? { reservation_type: change.reservation_type } : {}),
          ...(change.user_teams !== undefined ? { user_teams: JSON.stringify(change.user_teams) } : {}),
        })
      }),
    )
    .handle("acceptAllWaivers", ({ path }) =>
      Effect.gen(function* () {
        const { reservation: r } = yield* visibleReservation(path.id)
        const me = yield* currentUser.pipe(Effect.orDie)
        const request = yield* HttpServerRequest.HttpServerRequest
        // Each person signs for themself and the children they handle; nobody signs for another adult.
        const signable = yield* asCaller(actsFor(r.users.flatMap((u) => (u.user_id === null ? [] : [u.user_id]))))
        const waivers = yield* findWaivers({ facilityId: r.facility_id, category: "facility_booking" })
        let accepted = 0
        for (const userId of signable) {
          const done = yield* acceptedVersions(
            userId,
            waivers.map((w) => w.id),
          )
          for (const waiver of waivers.filter((w) => !done.some((a) => a.version_id === w.current_version.id))) {
            yield* acceptWaiver({
              waiver,
              signer: { id: me.id, name: `${me.first_name} ${me.last_name}` },
              signedFor: userId,
              acceptable: { type: "reservation", id: r.id },
              ip: yield* clientAddress,
              userAgent: request.headers["user-agent"] ?? null,
            })
            accepted++
          }
        }
        return { accepted, reservation: r }
      }),
    )
    .handle("noShows", ({ urlParams }) =>
      Effect.gen(function* () {
        const actor = yield* Actor
        return yield* findReservations(yield* noShowIds(urlParams.user_id ?? actor.user!.id))
      }),
    )
    .handle("prosWithReservations", ({ path, urlParams }) =>
      Effect.flatMap(Teachers, (t) => asCaller(t.day(path.id, urlParams.date, urlParams.teacher_id))),
    ),
)

export const reservationCallsPlugin: Plugin = {
  name: "reservation_calls",
  description: "Check-in, no-shows, rain checks, players, guests, teams and flags of one reservation.",
  group: ReservationCallsGroup,
  handlers: ReservationCallsLive,
}
