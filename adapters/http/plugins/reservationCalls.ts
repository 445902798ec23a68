import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import { CancellationVerification } from "../../../engine/reservations/cancellation"
import { IsoDate } from "../../../engine/people/rules"
import { Reservation } from "../../../engine/records"
import { ReservationStatus, ReservationType } from "../../../engine/reservations/rules"
import { Bookings } from "../../../engine/bookings/service"
import { ReservationChanges } from "../../../engine/reservationChanges/service"
import { Reservations } from "../../../engine/reservations/service"
import { Teachers } from "../../../engine/teachers/service"
import { Waivers } from "../../../engine/waivers/service"
import { asCaller, using } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id, IdParam, WaiveFee } from "../schemas"
import { requestOrigin } from "./waivers"

/**
 * calls on one reservation: status changes through the engine's transitions, its
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
  // An extension: what a rain check will do with the money, for the desk to confirm.
  .add(onReservation("rainCheckVerification", "GET", "rain_check_verification").addSuccess(CancellationVerification))
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

export const ReservationCallsLive = HttpApiBuilder.group(apiOf(ReservationCallsGroup), "reservationCalls", (handlers) =>
  handlers
    .handle("changeStatus", ({ path, payload }) =>
      using(ReservationChanges, (c) => c.changeStatus(path.id, payload.status)),
    )
    .handle("allowToggleCheckin", ({ path }) => using(ReservationChanges, (c) => c.mayToggleCheckIn(path.id)))
    .handle("toggleCheckin", ({ path }) =>
      using(ReservationChanges, (c) => c.staffTransition(path.id, { _tag: "toggle_check_in" })),
    )
    .handle("noShow", ({ path }) => using(ReservationChanges, (c) => c.staffTransition(path.id, { _tag: "no_show" })))
    .handle("rainCheck", ({ path }) => using(Reservations, (r) => r.rainCheck(path.id)))
    .handle("rainCheckVerification", ({ path }) => using(Reservations, (r) => r.rainCheckVerification(path.id)))
    .handle("destroyChild", ({ path }) => using(ReservationChanges, (c) => c.dropChildCourt(path.id)))
    .handle("cancellationVerification", ({ path, urlParams }) =>
      asCaller(Effect.flatMap(Reservations, (r) => r.cancellationVerification(path.id, urlParams.waive_fee))),
    )
    .handle("changeAllowCancelation", ({ path, payload }) =>
      using(ReservationChanges, (c) => c.setAllowCancel(path.id, payload.allow_cancel)),
    )
    .handle("toggleOfficialMatch", ({ path }) => using(ReservationChanges, (c) => c.toggleOfficialMatch(path.id)))
    .handle("defineGuestName", ({ path, payload }) =>
      using(ReservationChanges, (c) => c.setGuestName(path.id, payload.name)),
    )
    .handle("invite", ({ path, payload }) => using(ReservationChanges, (c) => c.invite(path.id, payload)))
    .handle("removeUser", ({ path }) => using(ReservationChanges, (c) => c.removePlayer(path.id, path.ruId)))
    .handle("reservationType", ({ path, payload }) => using(ReservationChanges, (c) => c.setType(path.id, payload.n)))
    .handle("updateUserTeams", ({ path, payload }) =>
      using(ReservationChanges, (c) => c.setTeams(path.id, payload.user_teams)),
    )
    .handle("applyFees", ({ path, payload }) => using(ReservationChanges, (c) => c.applyFees(path.id, payload)))
    .handle("removeFees", ({ path, urlParams }) => using(ReservationChanges, (c) => c.removeFees(path.id, urlParams)))
    .handle("updateTotals", ({ path }) => asCaller(Effect.flatMap(Bookings, (b) => b.recalculateFees(path.id))))
    .handle("gamematch", ({ path, payload }) =>
      using(ReservationChanges, (c) => c.gamematch(path.id, payload.reservation)),
    )
    .handle("acceptAllWaivers", ({ path }) =>
      Effect.flatMap(requestOrigin, (origin) =>
        asCaller(Effect.flatMap(Waivers, (w) => w.acceptAllForReservation(path.id, origin))),
      ),
    )
    .handle("noShows", ({ urlParams }) => using(ReservationChanges, (c) => c.noShows(urlParams.user_id)))
    .handle("prosWithReservations", ({ path, urlParams }) =>
      asCaller(Effect.flatMap(Teachers, (t) => t.day(path.id, urlParams.date, urlParams.teacher_id))),
    ),
)

export const reservationCallsPlugin: Plugin = {
  name: "reservation_calls",
  description: "Check-in, no-shows, rain checks, players, guests, teams and flags of one reservation.",
  group: ReservationCallsGroup,
  handlers: ReservationCallsLive,
}
