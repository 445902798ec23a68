import type { PeakDrawsGroup } from "../../../adapters/http/plugins/peakDraws"
import { pathOf } from "./paths"
import { request } from "./request"
import type { Body, Success, WithDefaults } from "./typed"

type S<N extends string> = Success<typeof PeakDrawsGroup, N>

export type PeakDraw = S<"createPeakDraw">
export type ShownDraw = S<"peakDraw">
export type DrawRequest = WithDefaults<Body<typeof PeakDrawsGroup, "createPeakDraw">, "recent_weeks" | "charge_at_draw">
export type EntryRequest = WithDefaults<Body<typeof PeakDrawsGroup, "enterPeakDraw">, "player_ids">

/** The club's draws still to play. */
export const peakDraws = (facilityId: number) =>
  request<ReadonlyArray<PeakDraw>>(pathOf("peakDraws.peakDraws", { id: facilityId }))
export const createPeakDraw = (facilityId: number, body: DrawRequest) =>
  request<PeakDraw>(pathOf("peakDraws.createPeakDraw", { id: facilityId }), { method: "POST", body })
/** A draw as anyone may read it: slots, entries without names, and once drawn its inputs, weights and result. */
export const peakDraw = (facilityId: number, drawId: number) =>
  request<ShownDraw>(pathOf("peakDraws.peakDraw", { id: facilityId, drawId }))
export const enterPeakDraw = (facilityId: number, drawId: number, body: EntryRequest) =>
  request<S<"enterPeakDraw">>(pathOf("peakDraws.enterPeakDraw", { id: facilityId, drawId }), { method: "POST", body })
export const withdrawPeakDrawEntry = (facilityId: number, drawId: number, entryId: number) =>
  request<void>(pathOf("peakDraws.withdrawPeakDrawEntry", { id: facilityId, drawId, entryId }), { method: "DELETE" })
/** A person named in an entry (or their guardian, `forUserId`) joins its group. */
export const acceptPeakDrawInvitation = (facilityId: number, drawId: number, entryId: number, forUserId?: number) =>
  request<S<"acceptPeakDrawInvitation">>(
    pathOf("peakDraws.acceptPeakDrawInvitation", { id: facilityId, drawId, entryId }),
    { method: "POST", body: forUserId === undefined ? {} : { for_user_id: forUserId } },
  )
/** Takes a named person off an entry: they decline or leave, or the entrant takes them off. */
export const dropPeakDrawPlayer = (facilityId: number, drawId: number, entryId: number, userId: number) =>
  request<void>(pathOf("peakDraws.dropPeakDrawPlayer", { id: facilityId, drawId, entryId, userId }), {
    method: "DELETE",
  })
