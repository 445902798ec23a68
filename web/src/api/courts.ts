import type { CourtsGroup } from "../../../adapters/http/plugins/courts"
import type { ScheduleRulesGroup } from "../../../adapters/http/plugins/scheduleRules"
import { pathOf } from "./paths"
import { request } from "./request"
import type { Body, Query, Success } from "./typed"

type C<N extends string> = Success<typeof CourtsGroup, N>
type CB<N extends string> = Body<typeof CourtsGroup, N>
type S<N extends string> = Success<typeof ScheduleRulesGroup, N>
type Rule = Body<typeof ScheduleRulesGroup, "create">

export const listCourts = (facilityId: number) => request<C<"list">>(pathOf("courts.list", { id: facilityId }))
export const replaceCourts = (facilityId: number, courts: CB<"replaceAll">["courts"]) =>
  request<C<"replaceAll">>(pathOf("courts.replaceAll", { id: facilityId }), { method: "PUT", body: { courts } })
export const upsertCourts = (facilityId: number, courts: CB<"bulkUpsert">["courts"]) =>
  request<C<"bulkUpsert">>(pathOf("courts.bulkUpsert", { id: facilityId }), { method: "POST", body: { courts } })
export const destroyCourts = (facilityId: number, ids: ReadonlyArray<number>) =>
  request<C<"bulkDestroy">>(pathOf("courts.bulkDestroy", { id: facilityId }), { method: "POST", body: { ids } })
export const courtFees = (courtId: number, query: Query<typeof CourtsGroup, "fees"> = {}) =>
  request<C<"fees">>(pathOf("courts.fees", { courtId }), { params: query })
export const getCourtRates = (facilityId: number) =>
  request<C<"courtRates">>(pathOf("courts.courtRates", { id: facilityId }))
export const replaceCourtRates = (facilityId: number, pricing: CB<"replaceCourtRates">) =>
  request<C<"replaceCourtRates">>(pathOf("courts.replaceCourtRates", { id: facilityId }), {
    method: "PUT",
    body: pricing,
  })

export const listFacilitySchedules = (facilityId: number) =>
  request<C<"schedules">>(pathOf("courts.schedules", { id: facilityId }))
export const createFacilitySchedule = (facilityId: number, schedule: CB<"createSchedule">) =>
  request<C<"createSchedule">>(pathOf("courts.createSchedule", { id: facilityId }), { method: "POST", body: schedule })
export const updateFacilitySchedule = (facilityId: number, scheduleId: number, schedule: CB<"updateSchedule">) =>
  request<C<"updateSchedule">>(pathOf("courts.updateSchedule", { id: facilityId, scheduleId }), {
    method: "PUT",
    body: schedule,
  })
export const deleteFacilitySchedule = (facilityId: number, scheduleId: number) =>
  request<C<"deleteSchedule">>(pathOf("courts.deleteSchedule", { id: facilityId, scheduleId }), { method: "DELETE" })
export const upsertFacilitySchedules = (
  facilityId: number,
  facility_schedules: CB<"bulkUpsertSchedules">["facility_schedules"],
) =>
  request<C<"bulkUpsertSchedules">>(pathOf("courts.bulkUpsertSchedules", { id: facilityId }), {
    method: "POST",
    body: { facility_schedules },
  })
export const destroyFacilitySchedules = (facilityId: number, ids: ReadonlyArray<number>) =>
  request<C<"bulkDestroySchedules">>(pathOf("courts.bulkDestroySchedules", { id: facilityId }), {
    method: "POST",
    body: { ids },
  })

export const listScheduleRules = (facilityId: number) =>
  request<S<"list">>(`/admin/facilities/${facilityId}/schedule_rules`)
export const createScheduleRule = (facilityId: number, rule: Rule) =>
  request<S<"create">>(`/admin/facilities/${facilityId}/schedule_rules`, { method: "POST", body: rule })
export const getScheduleRule = (facilityId: number, ruleId: number) =>
  request<S<"show">>(`/admin/facilities/${facilityId}/schedule_rules/${ruleId}`)
export const updateScheduleRule = (facilityId: number, ruleId: number, rule: Rule) =>
  request<S<"update">>(`/admin/facilities/${facilityId}/schedule_rules/${ruleId}`, { method: "PUT", body: rule })
export const deleteScheduleRule = (facilityId: number, ruleId: number) =>
  request<S<"delete">>(`/admin/facilities/${facilityId}/schedule_rules/${ruleId}`, { method: "DELETE" })
