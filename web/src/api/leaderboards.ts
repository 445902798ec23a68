import type { LeaderboardsGroup } from "../../../adapters/http/plugins/leaderboards"
import { request, requestMultipart } from "./request"
import type { Body, Success } from "./typed"

type S<N extends string> = Success<typeof LeaderboardsGroup, N>

export type Leaderboard = S<"leaderboard">
/** A leaderboard's fields as JSON; only those given change on update. */
export type LeaderboardChange = Extract<
  Body<typeof LeaderboardsGroup, "createLeaderboard">,
  { readonly name?: unknown }
>

const base = (facilityId: number) => `/api/facilities/${facilityId}/leaderboards`
const send = <A>(path: string, method: "POST" | "PUT", body: LeaderboardChange | FormData) =>
  body instanceof FormData ? requestMultipart<A>(path, body, { method }) : request<A>(path, { method, body })

export const listLeaderboards = (facilityId: number) => request<S<"leaderboards">>(base(facilityId))
export const createLeaderboard = (facilityId: number, body: LeaderboardChange | FormData) =>
  send<S<"createLeaderboard">>(base(facilityId), "POST", body)
export const getLeaderboard = (facilityId: number, id: number) => request<S<"leaderboard">>(`${base(facilityId)}/${id}`)
export const updateLeaderboard = (facilityId: number, id: number, body: LeaderboardChange | FormData) =>
  send<S<"updateLeaderboard">>(`${base(facilityId)}/${id}`, "PUT", body)
export const deleteLeaderboard = (facilityId: number, id: number) =>
  request<S<"deleteLeaderboard">>(`${base(facilityId)}/${id}`, { method: "DELETE" })
/** Where a leaderboard's image is served (for an <img>). */
export const leaderboardImageUrl = (facilityId: number, id: number) => `${base(facilityId)}/${id}/image`
export const leaderboardImage = (facilityId: number, id: number) =>
  request<S<"leaderboardImage">>(leaderboardImageUrl(facilityId, id))
/** Records an official match's result on a booking (null clears it). */
/** An official match's recorded result, and whether the caller may change it. */
export const matchResult = (reservationId: number) =>
  request<S<"showMatchResult">>(`/api/reservations/${reservationId}/match_result`)
export const recordMatchResult = (reservationId: number, result: Body<typeof LeaderboardsGroup, "matchResult">) =>
  request<S<"matchResult">>(`/api/reservations/${reservationId}/match_result`, { method: "PUT", body: result })
