import type { WaiversGroup } from "../../../adapters/http/plugins/waivers"
import { pathOf } from "./paths"
import { request } from "./request"
import type { Body, Success } from "./typed"

type W<N extends string> = Success<typeof WaiversGroup, N>
type ForPerson = { readonly facility_id: number; readonly user_id?: number }

export const getWaiver = (id: number, userId?: number) =>
  request<W<"show">>(pathOf("waivers.show", { id }), { params: { user_id: userId } })
export const acceptWaiver = (id: number, forWhom: Body<typeof WaiversGroup, "accept"> = {}) =>
  request<W<"accept">>(pathOf("waivers.accept", { id }), { method: "POST", body: forWhom })
export const listWaivers = (who: ForPerson) => request<W<"list">>(pathOf("waivers.list"), { params: who })
export const childWaivers = (facility_id: number) =>
  request<W<"childs">>(pathOf("waivers.childs"), { params: { facility_id } })
export const membershipWaivers = (who: ForPerson) =>
  request<W<"memberships">>(pathOf("waivers.memberships"), { params: who })
export const bookingWaivers = (who: ForPerson) =>
  request<W<"facilityBooking">>(pathOf("waivers.facilityBooking"), { params: who })
export const programWaivers = (who: ForPerson) => request<W<"programs">>(pathOf("waivers.programs"), { params: who })
export const acceptProgramWaiver = (acceptance: Body<typeof WaiversGroup, "programAccept">) =>
  request<W<"programAccept">>(pathOf("waivers.programAccept"), { method: "POST", body: acceptance })

export const listFacilityWaivers = (facilityId: number) =>
  request<W<"facilityWaivers">>(pathOf("waivers.facilityWaivers", { id: facilityId }))
export const createFacilityWaiver = (facilityId: number, waiver: Body<typeof WaiversGroup, "createFacilityWaiver">) =>
  request<W<"createFacilityWaiver">>(pathOf("waivers.createFacilityWaiver", { id: facilityId }), {
    method: "POST",
    body: waiver,
  })
export const getFacilityWaiver = (facilityId: number, waiverId: number) =>
  request<W<"facilityWaiver">>(pathOf("waivers.facilityWaiver", { id: facilityId, waiverId }))
export const updateFacilityWaiver = (
  facilityId: number,
  waiverId: number,
  change: Body<typeof WaiversGroup, "updateFacilityWaiver">,
) =>
  request<W<"updateFacilityWaiver">>(pathOf("waivers.updateFacilityWaiver", { id: facilityId, waiverId }), {
    method: "PUT",
    body: change,
  })
export const deleteFacilityWaiver = (facilityId: number, waiverId: number) =>
  request<W<"deleteFacilityWaiver">>(pathOf("waivers.deleteFacilityWaiver", { id: facilityId, waiverId }), {
    method: "DELETE",
  })
export const createWaiverVersion = (facilityId: number, waiverId: number, content: string) =>
  request<W<"createNewVersion">>(pathOf("waivers.createNewVersion", { id: facilityId, waiverId }), {
    method: "PUT",
    body: { content },
  })
