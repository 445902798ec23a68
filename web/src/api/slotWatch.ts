import type { SlotWatchGroup } from "../../../adapters/http/plugins/slotWatch"
import { pathOf } from "./paths"
import { request } from "./request"
import type { Body, Success, WithDefaults } from "./typed"

type S<N extends string> = Success<typeof SlotWatchGroup, N>

export type SlotWatchSettings = S<"slotWatchSettings">
export type SlotWatch = S<"mySlotWatches">["watches"][number]
export type SlotOffer = S<"mySlotWatches">["offers"][number]
/** A watch: the server takes "any court of any kind" for what is left out. */
export type WatchRequest = WithDefaults<
  Body<typeof SlotWatchGroup, "watchSlot">,
  "court_id" | "sport" | "surface" | "indoor"
>

export const slotWatchSettings = (facilityId: number) =>
  request<SlotWatchSettings>(pathOf("slotWatch.slotWatchSettings", { id: facilityId }))
export const saveSlotWatchSettings = (facilityId: number, body: SlotWatchSettings) =>
  request<SlotWatchSettings>(pathOf("slotWatch.saveSlotWatchSettings", { id: facilityId }), { method: "PUT", body })
/** The caller's watches at the club (and their children's), with the offers made to them. */
export const mySlotWatches = (facilityId: number) =>
  request<S<"mySlotWatches">>(pathOf("slotWatch.mySlotWatches", { id: facilityId }))
export const watchSlot = (facilityId: number, body: WatchRequest) =>
  request<SlotWatch>(pathOf("slotWatch.watchSlot", { id: facilityId }), { method: "POST", body })
export const stopSlotWatch = (facilityId: number, watchId: number) =>
  request<void>(pathOf("slotWatch.stopSlotWatch", { id: facilityId, watchId }), { method: "DELETE" })
/** Books the offered slot through the ordinary booking (its price is owed like any booking's). */
export const acceptSlotOffer = (facilityId: number, offerId: number) =>
  request<SlotOffer>(pathOf("slotWatch.acceptSlotOffer", { id: facilityId, offerId }), { method: "POST" })
/** Passes the offered slot to the next player watching it. */
export const declineSlotOffer = (facilityId: number, offerId: number) =>
  request<SlotOffer>(pathOf("slotWatch.declineSlotOffer", { id: facilityId, offerId }), { method: "POST" })
/** The slots held for watchers on a day, for the desk. */
export const slotHolds = (facilityId: number, date: string) =>
  request<ReadonlyArray<SlotOffer>>(pathOf("slotWatch.slotHolds", { id: facilityId }, { date }))
/** Frees a held slot for everyone: nobody else is offered it. */
export const releaseSlotHold = (facilityId: number, offerId: number) =>
  request<SlotOffer>(pathOf("slotWatch.releaseSlotHold", { id: facilityId, offerId }), { method: "POST" })
