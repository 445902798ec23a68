import type { AgendaGroup } from "../../../adapters/http/plugins/agenda"
import type { ReservationCallsGroup } from "../../../adapters/http/plugins/reservationCalls"
import type { ReservationsGroup } from "../../../adapters/http/plugins/reservations"
import { pathOf, ROUTES } from "./paths"
import { request } from "./request"
import type { Body, Query, Success, WithDefaults } from "./typed"

type R<N extends string> = Success<typeof ReservationsGroup, N>
type C<N extends string> = Success<typeof ReservationCallsGroup, N>
type CB<N extends string> = Body<typeof ReservationCallsGroup, N>

/** The public calendar of one facility-local day. */
export const courtsReservationsForPlayers = (facilityId: number, date: string) =>
  request<R<"calendar">>(pathOf("reservations.calendar", { id: facilityId }), { params: { date } })
export const bookCourt = (
  booking: WithDefaults<Body<typeof ReservationsGroup, "book">, "reservation_type" | "player_ids" | "guests">,
) => request<R<"book">>(pathOf("reservations.book"), { method: "POST", body: booking })
export const bookAsAdmin = (courtId: number, booking: Body<typeof ReservationsGroup, "bookAdmin">) =>
  request<R<"bookAdmin">>(pathOf("reservations.bookAdmin", { courtId }), { method: "POST", body: booking })
export const getReservation = (id: number) => request<R<"basic">>(pathOf("reservations.basic", { id }))
/** Cancels a booking; staff may waive a late-cancellation fee. */
export const cancelReservation = (id: number, waiveFee = false) =>
  request<R<"cancel">>(pathOf("reservations.cancel", { id }, { waive_fee: waiveFee ? "true" : undefined }), {
    method: "DELETE",
  })

/** The booking calls that name the booking alone, their method the route's own. */
type BookingCall =
  | "acceptAllWaivers"
  | "allowToggleCheckin"
  | "applyFees"
  | "cancellationVerification"
  | "changeAllowCancelation"
  | "changeStatus"
  | "defineGuestName"
  | "destroyChild"
  | "gamematch"
  | "invite"
  | "noShow"
  | "rainCheck"
  | "rainCheckVerification"
  | "removeFees"
  | "reservationType"
  | "toggleCheckin"
  | "toggleOfficialMatch"
  | "updateTotals"
  | "updateUserTeams"
const call = <N extends BookingCall>(
  name: N,
  id: number,
  body?: unknown,
  params?: Record<string, string | number | undefined>,
) => {
  const operation = `reservationCalls.${name as BookingCall}` as const
  return request<C<N>>(pathOf(operation, { id }), {
    method: ROUTES[operation].method,
    ...(body !== undefined ? { body } : {}),
    ...(params ? { params } : {}),
  })
}

export const changeReservationStatus = (id: number, status: CB<"changeStatus">["status"]) =>
  call("changeStatus", id, { status })
export const allowToggleCheckin = (id: number) => call("allowToggleCheckin", id)
export const toggleCheckin = (id: number) => call("toggleCheckin", id)
export const markNoShow = (id: number) => call("noShow", id)
export const rainCheck = (id: number) => call("rainCheck", id)
/** What a rain check will do with the booking's money, in a sentence to confirm. */
export const rainCheckVerification = (id: number) => call("rainCheckVerification", id)
export const destroyChildCourtReservation = (id: number) => call("destroyChild", id)
export const cancellationVerification = (id: number, waiveFee = false) =>
  call("cancellationVerification", id, undefined, waiveFee ? { waive_fee: "true" } : undefined)
export const setGameMatch = (id: number, reservation: CB<"gamematch">["reservation"]) =>
  call("gamematch", id, { reservation })
export const invitePlayer = (id: number, player: CB<"invite">) => call("invite", id, player)
export const setReservationType = (id: number, n: number, is_player?: boolean) =>
  call("reservationType", id, { n, is_player })
export const removeReservationUser = (id: number, ruId: number) =>
  request<C<"removeUser">>(pathOf("reservationCalls.removeUser", { id, ruId }), { method: "DELETE" })
export const defineGuestName = (id: number, name: string) => call("defineGuestName", id, { name })
export const acceptAllWaivers = (id: number) => call("acceptAllWaivers", id)
export const changeAllowCancelation = (id: number, allow_cancel: boolean) =>
  call("changeAllowCancelation", id, { allow_cancel })
export const applyFees = (id: number, fees: CB<"applyFees">) => call("applyFees", id, fees)
export const removeFees = (id: number, which: Query<typeof ReservationCallsGroup, "removeFees">) =>
  call("removeFees", id, undefined, which)
export const updateTotals = (id: number) => call("updateTotals", id)
export const toggleOfficialMatch = (id: number) => call("toggleOfficialMatch", id)
export const updateUserTeams = (id: number, user_teams: CB<"updateUserTeams">["user_teams"]) =>
  call("updateUserTeams", id, { user_teams })
/** The day's teachers with their lessons; with `teacherId`, that teacher's own day (which they see too). */
export const prosWithReservations = (facilityId: number, date: string, teacherId?: number) =>
  request<C<"prosWithReservations">>(pathOf("reservationCalls.prosWithReservations", { id: facilityId }), {
    params: { date, teacher_id: teacherId },
  })
export const noShowReservations = (userId?: number) =>
  request<C<"noShows">>(pathOf("reservationCalls.noShows"), { params: { user_id: userId } })

type G<N extends string> = Success<typeof AgendaGroup, N>

/** The caller's reservations (and their children's), or one person's for staff and guardians. */
export const myReservations = (query: Partial<Query<typeof AgendaGroup, "myReservations">> = {}) =>
  request<G<"myReservations">>(pathOf("agenda.myReservations"), { params: query })
/** Every reservation of a facility-local day, whatever its status (staff). */
export const facilityReservations = (facilityId: number, date: string) =>
  request<G<"facilityDay">>(pathOf("agenda.facilityDay", { id: facilityId }), { params: { date } })
/** What a booking would cost, and why it would be refused, without making it. */
export const quoteBooking = (booking: Body<typeof AgendaGroup, "quote">) =>
  request<G<"quote">>(pathOf("agenda.quote"), { method: "POST", body: booking })
/** How far ahead the caller (or a child they book for) may book: the club's window or their plan's longer one. */
export const bookingWindow = (facilityId: number, bookedFor?: number) =>
  request<G<"bookingWindow">>(pathOf("agenda.bookingWindow", { id: facilityId }), {
    params: bookedFor === undefined ? {} : { booked_for: bookedFor },
  })
export const joinFacility = (facilityId: number) =>
  request<G<"join">>(pathOf("agenda.join", { id: facilityId }), { method: "POST", body: {} })
/** Members of a club to invite, by name (profiles made private are left out). */
export const findPlayers = (facilityId: number, q: string) =>
  request<G<"playerDirectory">>(pathOf("agenda.playerDirectory", { id: facilityId }), { params: { q } })
