import type { InsightsGroup } from "../../../adapters/http/plugins/insights"
import { pathOf } from "./paths"
import { request } from "./request"
import type { Query, Success } from "./typed"

type S<N extends string> = Success<typeof InsightsGroup, N>
type Q<N extends string> = Query<typeof InsightsGroup, N>

export type OccupancyReport = S<"occupancy">
export type RevenueReport = S<"revenue">
export type PeopleReport = S<"people">
export type BehaviourReport = S<"behaviour">

/** The club's staff's reports of a period (facility-local dates, both days counted). */
export const occupancyInsight = (facilityId: number, query: Q<"occupancy">) =>
  request<OccupancyReport>(pathOf("insights.occupancy", { id: facilityId }), { params: { ...query } })
export const revenueInsight = (facilityId: number, query: Q<"revenue">) =>
  request<RevenueReport>(pathOf("insights.revenue", { id: facilityId }), { params: { ...query } })
export const peopleInsight = (facilityId: number, query: Q<"people">) =>
  request<PeopleReport>(pathOf("insights.people", { id: facilityId }), { params: { ...query } })
export const behaviourInsight = (facilityId: number, query: Q<"behaviour">) =>
  request<BehaviourReport>(pathOf("insights.behaviour", { id: facilityId }), { params: { ...query } })
