import type { OpenGamesGroup } from "../../../adapters/http/plugins/openGames"
import { request } from "./request"
import type { Body, Success, WithDefaults } from "./typed"

type S<N extends string> = Success<typeof OpenGamesGroup, N>

export type FoundGames = S<"findGames">
export type JoinRequest = S<"askToJoin">
export type OpeningRequest = WithDefaults<Body<typeof OpenGamesGroup, "openGame">, "rating_min" | "rating_max" | "note">

export interface GameSearch {
  readonly date: string
  readonly days: number
  readonly hour_start: number
  readonly hour_end: number
  readonly rating_kind: string
  readonly rating?: number | undefined
  readonly for_user_id?: number | undefined
}

/** Open play sessions and open bookings that fit a search: days, the hours a game starts in, and a level. */
export const findGames = (facilityId: number, search: GameSearch) => {
  const query = new URLSearchParams(
    Object.entries(search).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  )
  return request<FoundGames>(`/api/facilities/${facilityId}/games?${query}`)
}
export const openGame = (reservationId: number, body: OpeningRequest) =>
  request<S<"openGame">>(`/api/reservations/${reservationId}/opening`, { method: "PUT", body })
export const closeGame = (reservationId: number) =>
  request<void>(`/api/reservations/${reservationId}/opening`, { method: "DELETE" })
export const askToJoin = (reservationId: number, body: { for_user_id?: number; message?: string }) =>
  request<JoinRequest>(`/api/reservations/${reservationId}/join_requests`, { method: "POST", body })
/** Requests to the bookings the caller opened, and their own. */
export const joinRequests = (facilityId: number) =>
  request<S<"joinRequests">>(`/api/facilities/${facilityId}/join_requests`)
export const acceptJoinRequest = (id: number) =>
  request<JoinRequest>(`/api/join_requests/${id}/accept`, { method: "PUT" })
export const declineJoinRequest = (id: number) =>
  request<JoinRequest>(`/api/join_requests/${id}/decline`, { method: "PUT" })
export const withdrawJoinRequest = (id: number) => request<void>(`/api/join_requests/${id}`, { method: "DELETE" })
