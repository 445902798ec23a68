import type { OpenPlayGroup } from "../../../adapters/http/plugins/openPlay"
import { request } from "./request"
import type { Body, Success, WithDefaults } from "./typed"

type S<N extends string> = Success<typeof OpenPlayGroup, N>

export type OpenPlaySession = S<"openPlaySession">
export type SessionRequest = WithDefaults<Body<typeof OpenPlayGroup, "createOpenPlay">, "rating_min" | "rating_max">

const base = (facilityId: number) => `/api/facilities/${facilityId}/open_play`

/** The club's sessions from today on, with how full each is and whether it fits the caller's rating. */
export const openPlaySessions = (facilityId: number) => request<ReadonlyArray<OpenPlaySession>>(base(facilityId))
export const createOpenPlay = (facilityId: number, body: SessionRequest) =>
  request<S<"createOpenPlay">>(base(facilityId), { method: "POST", body })
export const openPlaySession = (facilityId: number, id: number) => request<OpenPlaySession>(`${base(facilityId)}/${id}`)
export const joinOpenPlay = (facilityId: number, id: number, forUserId?: number) =>
  request<S<"joinOpenPlay">>(`${base(facilityId)}/${id}/players`, {
    method: "POST",
    body: forUserId === undefined ? {} : { for_user_id: forUserId },
  })
export const leaveOpenPlay = (facilityId: number, id: number, userId: number) =>
  request<void>(`${base(facilityId)}/${id}/players/${userId}`, { method: "DELETE" })
export const arrangeOpenPlay = (facilityId: number, id: number) =>
  request<OpenPlaySession>(`${base(facilityId)}/${id}/arrangement`, { method: "POST" })
export const recordOpenPlayResult = (
  facilityId: number,
  id: number,
  gameId: number,
  body: WithDefaults<Body<typeof OpenPlayGroup, "recordOpenPlayResult">, "score">,
) => request<S<"recordOpenPlayResult">>(`${base(facilityId)}/${id}/games/${gameId}/result`, { method: "PUT", body })
