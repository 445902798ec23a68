import type { AgendaGroup } from "../../../adapters/http/plugins/agenda"
import type { ReservationCallsGroup } from "../../../adapters/http/plugins/reservationCalls"
import type { ReservationsGroup } from "../../../adapters/http/plugins/reservations"
import { request, withParams } from "./request"
import type { Body, Query, Success, WithDefaults } from "./typed"

type R<N extends string> = Success<typeof ReservationsGroup, N>
type C<N extends string> = Success<typeof ReservationCallsGroup, N>
type CB<N extends string> = Body<typeof ReservationCallsGroup, N>

/** The public calendar of one facility-local day. */
export const courtsReservationsForPlayers = (facilityId: number, date: string) =>
  request<R<"calendar">>(`/api/facilities/${facilityId}/courts_reservations_for_players`, { params: { date } })
export const bookCourt = (
  booking: WithDefaults<Body<typeof ReservationsGroup, "book">, "reservation_type" | "player_ids" | "guests">,
) => request<R<"book">>("/api/reservations", { method: "POST", body: booking })
export const bookAsAdmin = (courtId: number, booking: Body<typeof ReservationsGroup, "bookAdmin">) =>
  request<R<"bookAdmin">>(`/api/courts/${courtId}/booking_admin`, { method: "POST", body: booking })
export const getReservation = (id: number) => request<R<"basic">>(`/api/reservations/${id}/basic`)
/** Cancels a booking; staff may waive a late-cancellation fee. */
export const cancelReservation = (id: number, waiveFee = false) =>
  request<R<"cancel">>(withParams(`/api/reservations/${id}`, { waive_fee: waiveFee ? "true" : undefined }), {
    method: "DELETE",
  })

const call = <N extends string>(
  id: number,
  suffix: string,
  method: "GET" | "PUT" | "POST" | "DELETE",
  body?: unknown,
  params?: Record<string, string | number | undefined>,
) =>
  request<C<N>>(`/api/reservations/${id}/${suffix}`, {
    method,
    ...(body !== undefined ? { body } : {}),
    ...(params ? { params } : {}),
  })

export const changeReservationStatus = (id: number, status: CB<"changeStatus">["status"]) =>
  call<"changeStatus">(id, "change_status", "PUT", { status })
export const allowToggleCheckin = (id: number) => call<"allowToggleCheckin">(id, "allow_toggle_checkin", "GET")
export const toggleCheckin = (id: number) => call<"toggleCheckin">(id, "toggle_checkin", "PUT")
export const markNoShow = (id: number) => call<"noShow">(id, "no_show", "DELETE")
export const rainCheck = (id: number) => call<"rainCheck">(id, "rain_check", "DELETE")
export const destroyChildCourtReservation = (id: number) =>
  call<"destroyChild">(id, "destroy_child_court_reservation", "DELETE")
export const cancellationVerification = (id: number, waiveFee = false) =>
  call<"cancellationVerification">(
    id,
    "cancellation_verification",
    "GET",
    undefined,
    waiveFee ? { waive_fee: "true" } : undefined,
  )
export const setGameMatch = (id: number, reservation: CB<"gamematch">["reservation"]) =>
  call<"gamematch">(id, "gamematch", "PUT", { reservation })
export const invitePlayer = (id: number, player: CB<"invite">) => call<"invite">(id, "invite", "PUT", player)
export const setReservationType = (id: number, n: number, is_player?: boolean) =>
  call<"reservationType">(id, "reservation_type", "PUT", { n, is_player })
export const removeReservationUser = (id: number, ruId: number) =>
  request<C<"removeUser">>(`/api/reservations/${id}/users/${ruId}`, { method: "DELETE" })
export const defineGuestName = (id: number, name: string) =>
  call<"defineGuestName">(id, "define_guest_name", "POST", { name })
export const acceptAllWaivers = (id: number) => call<"acceptAllWaivers">(id, "accept_all_waivers", "POST")
export const changeAllowCancelation = (id: number, allow_cancel: boolean) =>
  call<"changeAllowCancelation">(id, "change_allow_cancelation", "PUT", { allow_cancel })
export const applyFees = (id: number, fees: CB<"applyFees">) => call<"applyFees">(id, "apply_fees", "PUT", fees)
export const removeFees = (id: number, which: Query<typeof ReservationCallsGroup, "removeFees">) =>
  call<"removeFees">(id, "remove_fees", "DELETE", undefined, which)
export const updateTotals = (id: number) => call<"updateTotals">(id, "update_totals", "PUT")
export const toggleOfficialMatch = (id: number) => call<"toggleOfficialMatch">(id, "toggle_official_match", "PUT")
export const updateUserTeams = (id: number, user_teams: CB<"updateUserTeams">["user_teams"]) =>
  call<"updateUserTeams">(id, "update_user_teams", "PUT", { user_teams })
/** The day's teachers with their lessons; with `teacherId`, that teacher's own day (which they see too). */
export const prosWithReservations = (facilityId: number, date: string, teacherId?: number) =>
  request<C<"prosWithReservations">>(`/api/facilities/${facilityId}/pros_with_reservations`, {
    params: { date, teacher_id: teacherId },
  })
export const noShowReservations = (userId?: number) =>
  request<C<"noShows">>("/api/users/no_shows_reservations", { params: { user_id: userId } })

type G<N extends string> = Success<typeof AgendaGroup, N>

/** The caller's reservations (and their children's), or one person's for staff and guardians. */
export const myReservations = (query: Partial<Query<typeof AgendaGroup, "myReservations">> = {}) =>
  request<G<"myReservations">>("/api/users/reservations", { params: query })
/** Every reservation of a facility-local day, whatever its status (staff). */
export const facilityReservations = (facilityId: number, date: string) =>
  request<G<"facilityDay">>(`/api/facilities/${facilityId}/reservations`, { params: { date } })
/** What a booking would cost, and why it would be refused, without making it. */
export const quoteBooking = (booking: Body<typeof AgendaGroup, "quote">) =>
  request<G<"quote">>("/api/reservations/quote", { method: "POST", body: booking })
/** How far ahead the caller (or a child they book for) may book: the club's window or their plan's longer one. */
export const bookingWindow = (facilityId: number, bookedFor?: number) =>
  request<G<"bookingWindow">>(`/api/facilities/${facilityId}/booking_window`, {
    params: bookedFor === undefined ? {} : { booked_for: bookedFor },
  })
export const joinFacility = (facilityId: number) =>
  request<G<"join">>(`/api/facilities/${facilityId}/join`, { method: "POST", body: {} })
/** Members of a club to invite, by name (profiles made private are left out). */
export const findPlayers = (facilityId: number, q: string) =>
  request<G<"playerDirectory">>(`/api/facilities/${facilityId}/players`, { params: { q } })
