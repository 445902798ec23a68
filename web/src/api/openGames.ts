import type { OpenGamesGroup } from "../../../adapters/http/plugins/openGames"
import { pathOf } from "./paths"
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
export const findGames = (facilityId: number, search: GameSearch) =>
  request<FoundGames>(pathOf("openGames.findGames", { id: facilityId }, search))
export const openGame = (reservationId: number, body: OpeningRequest) =>
  request<S<"openGame">>(pathOf("openGames.openGame", { id: reservationId }), { method: "PUT", body })
export const closeGame = (reservationId: number) =>
  request<void>(pathOf("openGames.closeGame", { id: reservationId }), { method: "DELETE" })
export const askToJoin = (reservationId: number, body: { for_user_id?: number; message?: string }) =>
  request<JoinRequest>(pathOf("openGames.askToJoin", { id: reservationId }), { method: "POST", body })
/** Requests to the bookings the caller opened, and their own. */
export const joinRequests = (facilityId: number) =>
  request<S<"joinRequests">>(pathOf("openGames.joinRequests", { id: facilityId }))
export const acceptJoinRequest = (id: number) =>
  request<JoinRequest>(pathOf("openGames.acceptJoinRequest", { id }), { method: "PUT" })
export const declineJoinRequest = (id: number) =>
  request<JoinRequest>(pathOf("openGames.declineJoinRequest", { id }), { method: "PUT" })
export const withdrawJoinRequest = (id: number) =>
  request<void>(pathOf("openGames.withdrawJoinRequest", { id }), { method: "DELETE" })
