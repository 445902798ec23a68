import type { AuditLogGroup } from "../../../adapters/http/plugins/auditLog"
import { pathOf } from "./paths"
import { request } from "./request"
import type { Query, Success } from "./typed"

type S<N extends string> = Success<typeof AuditLogGroup, N>

export type AuditEntry = S<"facilityLogs">[number]
export type AuditQuery = Partial<Query<typeof AuditLogGroup, "facilityLogs">>

/** What the club's staff changed on a facility-local day (today unless named), newest first, 50 a page. */
export const facilityLogs = (facilityId: number, query: AuditQuery = {}) =>
  request<S<"facilityLogs">>(pathOf("auditLog.facilityLogs", { id: facilityId }), { params: { ...query } })
