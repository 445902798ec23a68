import type { LeaderboardsGroup } from "../../../adapters/http/plugins/leaderboards"
import { pathOf } from "./paths"
import { request, requestMultipart } from "./request"
import type { Body, Success } from "./typed"

type S<N extends string> = Success<typeof LeaderboardsGroup, N>

export type Leaderboard = S<"leaderboard">
/** A leaderboard's fields as JSON; only those given change on update. */
export type LeaderboardChange = Extract<
  Body<typeof LeaderboardsGroup, "createLeaderboard">,
  { readonly name?: unknown }
>

const send = <A>(path: string, method: "POST" | "PUT", body: LeaderboardChange | FormData) =>
  body instanceof FormData ? requestMultipart<A>(path, body, { method }) : request<A>(path, { method, body })

export const listLeaderboards = (facilityId: number) =>
  request<S<"leaderboards">>(pathOf("leaderboards.leaderboards", { id: facilityId }))
export const createLeaderboard = (facilityId: number, body: LeaderboardChange | FormData) =>
  send<S<"createLeaderboard">>(pathOf("leaderboards.leaderboards", { id: facilityId }), "POST", body)
export const getLeaderboard = (facilityId: number, id: number) =>
  request<S<"leaderboard">>(pathOf("leaderboards.leaderboard", { id: facilityId, leaderboardId: id }))
export const updateLeaderboard = (facilityId: number, id: number, body: LeaderboardChange | FormData) =>
  send<S<"updateLeaderboard">>(pathOf("leaderboards.leaderboard", { id: facilityId, leaderboardId: id }), "PUT", body)
export const deleteLeaderboard = (facilityId: number, id: number) =>
  request<S<"deleteLeaderboard">>(pathOf("leaderboards.deleteLeaderboard", { id: facilityId, leaderboardId: id }), {
    method: "DELETE",
  })
/** Where a leaderboard's image is served (for an <img>). */
export const leaderboardImageUrl = (facilityId: number, id: number) =>
  pathOf("leaderboards.leaderboardImage", { id: facilityId, leaderboardId: id })
export const leaderboardImage = (facilityId: number, id: number) =>
  request<S<"leaderboardImage">>(leaderboardImageUrl(facilityId, id))
/** Records an official match's result on a booking (null clears it). */
/** An official match's recorded result, and whether the caller may change it. */
export const matchResult = (reservationId: number) =>
  request<S<"showMatchResult">>(pathOf("leaderboards.showMatchResult", { id: reservationId }))
export const recordMatchResult = (reservationId: number, result: Body<typeof LeaderboardsGroup, "matchResult">) =>
  request<S<"matchResult">>(pathOf("leaderboards.matchResult", { id: reservationId }), { method: "PUT", body: result })
