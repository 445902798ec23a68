import type { PeakDrawsGroup } from "../../../adapters/http/plugins/peakDraws"
import { request } from "./request"
import type { Body, Success, WithDefaults } from "./typed"

type S<N extends string> = Success<typeof PeakDrawsGroup, N>

export type PeakDraw = S<"createPeakDraw">
export type ShownDraw = S<"peakDraw">
export type DrawRequest = WithDefaults<Body<typeof PeakDrawsGroup, "createPeakDraw">, "recent_weeks" | "charge_at_draw">
export type EntryRequest = WithDefaults<Body<typeof PeakDrawsGroup, "enterPeakDraw">, "player_ids">

const base = (facilityId: number) => `/api/facilities/${facilityId}/peak_draws`

/** The club's draws still to play. */
export const peakDraws = (facilityId: number) => request<ReadonlyArray<PeakDraw>>(base(facilityId))
export const createPeakDraw = (facilityId: number, body: DrawRequest) =>
  request<PeakDraw>(base(facilityId), { method: "POST", body })
/** A draw as anyone may read it: slots, entries without names, and once drawn its inputs, weights and result. */
export const peakDraw = (facilityId: number, drawId: number) => request<ShownDraw>(`${base(facilityId)}/${drawId}`)
export const enterPeakDraw = (facilityId: number, drawId: number, body: EntryRequest) =>
  request<S<"enterPeakDraw">>(`${base(facilityId)}/${drawId}/entries`, { method: "POST", body })
export const withdrawPeakDrawEntry = (facilityId: number, drawId: number, entryId: number) =>
  request<void>(`${base(facilityId)}/${drawId}/entries/${entryId}`, { method: "DELETE" })
