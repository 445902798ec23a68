import type { WaiversGroup } from "../../../adapters/http/plugins/waivers"
import { request } from "./request"
import type { Body, Success } from "./typed"

type W<N extends string> = Success<typeof WaiversGroup, N>
type ForPerson = { readonly facility_id: number; readonly user_id?: number }

export const getWaiver = (id: number, userId?: number) =>
  request<W<"show">>(`/api/waivers/${id}`, { params: { user_id: userId } })
export const acceptWaiver = (id: number, forWhom: Body<typeof WaiversGroup, "accept"> = {}) =>
  request<W<"accept">>(`/api/waivers/${id}/accept`, { method: "POST", body: forWhom })
export const listWaivers = (who: ForPerson) => request<W<"list">>("/api/waivers", { params: who })
export const childWaivers = (facility_id: number) =>
  request<W<"childs">>("/api/waivers/childs", { params: { facility_id } })
export const membershipWaivers = (who: ForPerson) =>
  request<W<"memberships">>("/api/waivers/memberships", { params: who })
export const bookingWaivers = (who: ForPerson) =>
  request<W<"facilityBooking">>("/api/waivers/facility_booking", { params: who })
export const programWaivers = (who: ForPerson) => request<W<"programs">>("/api/waivers/programs", { params: who })
export const acceptProgramWaiver = (acceptance: Body<typeof WaiversGroup, "programAccept">) =>
  request<W<"programAccept">>("/api/waivers/program_accept", { method: "POST", body: acceptance })

export const listFacilityWaivers = (facilityId: number) =>
  request<W<"facilityWaivers">>(`/api/facilities/${facilityId}/facility_waivers`)
export const createFacilityWaiver = (facilityId: number, waiver: Body<typeof WaiversGroup, "createFacilityWaiver">) =>
  request<W<"createFacilityWaiver">>(`/api/facilities/${facilityId}/facility_waivers`, { method: "POST", body: waiver })
export const getFacilityWaiver = (facilityId: number, waiverId: number) =>
  request<W<"facilityWaiver">>(`/api/facilities/${facilityId}/facility_waivers/${waiverId}`)
export const updateFacilityWaiver = (
  facilityId: number,
  waiverId: number,
  change: Body<typeof WaiversGroup, "updateFacilityWaiver">,
) =>
  request<W<"updateFacilityWaiver">>(`/api/facilities/${facilityId}/facility_waivers/${waiverId}`, {
    method: "PUT",
    body: change,
  })
export const deleteFacilityWaiver = (facilityId: number, waiverId: number) =>
  request<W<"deleteFacilityWaiver">>(`/api/facilities/${facilityId}/facility_waivers/${waiverId}`, { method: "DELETE" })
export const createWaiverVersion = (facilityId: number, waiverId: number, content: string) =>
  request<W<"createNewVersion">>(`/api/facilities/${facilityId}/facility_waivers/${waiverId}/create_new_version`, {
    method: "PUT",
    body: { content },
  })
