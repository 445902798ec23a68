import type { CredentialsGroup } from "../../../adapters/http/plugins/credentials"
import type { FacilitiesGroup } from "../../../adapters/http/plugins/facilities"
import type { FrontDeskGroup } from "../../../adapters/http/plugins/frontDesk"
import { pathOf } from "./paths"
import { request, requestMultipart } from "./request"
import type { Body, Query, Success } from "./typed"

type F<N extends string> = Success<typeof FacilitiesGroup, N>
type D<N extends string> = Success<typeof FrontDeskGroup, N>

export const listCourtManagers = (facilityId: number) =>
  request<F<"courtManagers">>(pathOf("facilities.courtManagers"), { params: { facility_id: facilityId } })
export const createCourtManager = (staff: Body<typeof FacilitiesGroup, "createCourtManagers">) =>
  request<F<"createCourtManagers">>(pathOf("facilities.createCourtManagers"), { method: "POST", body: staff })
export const updateCourtManager = (change: Body<typeof FacilitiesGroup, "updateCourtManagers">) =>
  request<F<"updateCourtManagers">>(pathOf("facilities.updateCourtManagers"), { method: "PUT", body: change })
export const deleteCourtManager = (facilityId: number, userId: number) =>
  request<F<"deleteCourtManagers">>(
    pathOf("facilities.deleteCourtManagers", {}, { facility_id: facilityId, user_id: userId }),
    { method: "DELETE" },
  )

export const getGeneralSettings = (facilityId: number) =>
  request<F<"generalSettings">>(pathOf("facilities.generalSettings", { id: facilityId }))
/** JSON settings, or a form with a `logo` file (JSON or multipart). */
export const updateGeneralSettings = (facilityId: number, change: Record<string, unknown> | FormData) =>
  change instanceof FormData
    ? requestMultipart<F<"updateGeneralSettings">>(
        pathOf("facilities.updateGeneralSettings", { id: facilityId }),
        change,
        {
          method: "PUT",
        },
      )
    : request<F<"updateGeneralSettings">>(pathOf("facilities.updateGeneralSettings", { id: facilityId }), {
        method: "PUT",
        body: change,
      })

export const listCheckinLogs = (facilityId: number, query: Query<typeof FrontDeskGroup, "checkinLogs"> = {}) =>
  request<D<"checkinLogs">>(pathOf("frontDesk.checkinLogs", { id: facilityId }), { params: query })
export const createCheckinLog = (facilityId: number, entry: Body<typeof FrontDeskGroup, "createCheckinLog">) =>
  request<D<"createCheckinLog">>(pathOf("frontDesk.createCheckinLog", { id: facilityId }), {
    method: "POST",
    body: entry,
  })
export const gateListActivity = (facilitySlug: string, limit?: number) =>
  request<D<"gateListActivity">>(`/f/${facilitySlug}/gate_list_activity`, { params: { limit } })
export const authenticateGateList = (facilitySlug: string, password: string) =>
  request<D<"authenticateGateList">>(`/f/${facilitySlug}/authenticate_gate_list`, {
    method: "POST",
    body: { password },
  })

export const createFacility = (settings: Body<typeof FacilitiesGroup, "create">) =>
  request<F<"create">>(pathOf("facilities.create"), { method: "POST", body: settings })
export const getFacility = (id: number) => request<F<"show">>(pathOf("facilities.show", { id }))
/** Where the facility's logo is served, for an `<img>`. */

type Cr<N extends string> = Success<typeof CredentialsGroup, N>
type CredentialInput = Partial<Body<typeof CredentialsGroup, "create">> & { readonly category: string }

/** A facility's credentials for outside systems; passwords and tokens are write-only. */
export const listCredentials = (facilityId: number) =>
  request<Cr<"list">>(pathOf("credentials.list", { id: facilityId }))
export const createCredential = (facilityId: number, credential: CredentialInput) =>
  request<Cr<"create">>(pathOf("credentials.create", { id: facilityId }), { method: "POST", body: credential })
export const updateCredential = (facilityId: number, credentialId: number, credential: CredentialInput) =>
  request<Cr<"update">>(pathOf("credentials.update", { id: facilityId, credentialId }), {
    method: "PUT",
    body: credential,
  })
export const deleteCredential = (facilityId: number, credentialId: number) =>
  request<Cr<"delete">>(pathOf("credentials.delete", { id: facilityId, credentialId }), { method: "DELETE" })
