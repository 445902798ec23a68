import type { OpenPlayGroup } from "../../../adapters/http/plugins/openPlay"
import { pathOf } from "./paths"
import { request } from "./request"
import type { Body, Success, WithDefaults } from "./typed"

type S<N extends string> = Success<typeof OpenPlayGroup, N>

export type OpenPlaySession = S<"openPlaySession">
export type SessionRequest = WithDefaults<Body<typeof OpenPlayGroup, "createOpenPlay">, "rating_min" | "rating_max">

/** The club's sessions from today on, with how full each is and whether it fits the caller's rating. */
export const openPlaySessions = (facilityId: number) =>
  request<ReadonlyArray<OpenPlaySession>>(pathOf("openPlay.openPlaySessions", { id: facilityId }))
export const createOpenPlay = (facilityId: number, body: SessionRequest) =>
  request<S<"createOpenPlay">>(pathOf("openPlay.createOpenPlay", { id: facilityId }), { method: "POST", body })
export const openPlaySession = (facilityId: number, id: number) =>
  request<OpenPlaySession>(pathOf("openPlay.openPlaySession", { id: facilityId, sessionId: id }))
export const joinOpenPlay = (facilityId: number, id: number, forUserId?: number) =>
  request<S<"joinOpenPlay">>(pathOf("openPlay.joinOpenPlay", { id: facilityId, sessionId: id }), {
    method: "POST",
    body: forUserId === undefined ? {} : { for_user_id: forUserId },
  })
export const leaveOpenPlay = (facilityId: number, id: number, userId: number) =>
  request<void>(pathOf("openPlay.leaveOpenPlay", { id: facilityId, sessionId: id, userId }), { method: "DELETE" })
export const arrangeOpenPlay = (facilityId: number, id: number) =>
  request<OpenPlaySession>(pathOf("openPlay.arrangeOpenPlay", { id: facilityId, sessionId: id }), { method: "POST" })
export const recordOpenPlayResult = (
  facilityId: number,
  id: number,
  gameId: number,
  body: WithDefaults<Body<typeof OpenPlayGroup, "recordOpenPlayResult">, "score">,
) =>
  request<S<"recordOpenPlayResult">>(
    pathOf("openPlay.recordOpenPlayResult", { id: facilityId, sessionId: id, gameId }),
    { method: "PUT", body },
  )
