import type { AlertsGroup } from "../../../adapters/http/plugins/alerts"
import { pathOf } from "./paths"
import { request } from "./request"
import type { Success } from "./typed"

export type Alert = Success<typeof AlertsGroup, "listAlerts">[number]

/** What the caller's clubs (or one of them) need from their staff now, urgent first. */
export const listAlerts = (facilityId?: number) =>
  request<Array<Alert>>(pathOf("alerts.listAlerts"), {
    params: { facility_id: typeof facilityId === "number" ? facilityId : undefined },
  })
