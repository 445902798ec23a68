import type { SeriesGroup } from "../../../adapters/http/plugins/series"
import { pathOf } from "./paths"
import { request } from "./request"
import type { Body, Success, WithDefaults } from "./typed"

type S<N extends string> = Success<typeof SeriesGroup, N>

type Plan = Body<typeof SeriesGroup, "planSeries">
/** What a series asks: the server defaults what a league night leaves out (kind, players, one court…). */
export type SeriesRequest = WithDefaults<
  Plan,
  "kind" | "reservation_type" | "player_ids" | "guests" | "extra_court_ids" | "outside_teacher_hours" | "every_weeks"
>
export type PlannedOccurrence = S<"planSeries">["occurrences"][number]
export type ReservationSeries = S<"listSeries">[number]

/** Every date of the series with its price, or why it cannot be booked; nothing is booked. */
export const planSeries = (facilityId: number, body: SeriesRequest) =>
  request<S<"planSeries">>(pathOf("series.planSeries", { id: facilityId }), { method: "POST", body })
/** Books the series: its free dates (`conflicts: "skip"`), or none when a date cannot be (`"cancel"`). */
export const bookSeries = (facilityId: number, body: SeriesRequest & { conflicts: "skip" | "cancel" }) =>
  request<S<"bookSeries">>(pathOf("series.bookSeries", { id: facilityId }), { method: "POST", body })
export const listSeries = (facilityId: number) =>
  request<S<"listSeries">>(pathOf("series.listSeries", { id: facilityId }))
export const showSeries = (facilityId: number, seriesId: number) =>
  request<S<"showSeries">>(pathOf("series.showSeries", { id: facilityId, seriesId }))
export type MemberSeriesSettings = S<"memberSeriesSettings">
/** A player's own series: the server defaults the players and guests left out. */
export type OwnSeriesRequest = WithDefaults<
  Body<typeof SeriesGroup, "planOwnSeries">,
  "player_ids" | "guests" | "every_weeks"
>
export const memberSeriesSettings = (facilityId: number) =>
  request<MemberSeriesSettings>(pathOf("series.memberSeriesSettings", { id: facilityId }))
export const saveMemberSeriesSettings = (facilityId: number, body: MemberSeriesSettings) =>
  request<MemberSeriesSettings>(pathOf("series.saveMemberSeriesSettings", { id: facilityId }), { method: "PUT", body })
/** Every date of the player's own series with its price, or why it cannot be booked; nothing is booked. */
export const planOwnSeries = (facilityId: number, body: OwnSeriesRequest) =>
  request<S<"planOwnSeries">>(pathOf("series.planOwnSeries", { id: facilityId }), { method: "POST", body })
export const bookOwnSeries = (facilityId: number, body: OwnSeriesRequest & { conflicts: "skip" | "cancel" }) =>
  request<S<"bookOwnSeries">>(pathOf("series.bookOwnSeries", { id: facilityId }), { method: "POST", body })
/** Cancels the occurrence on `date`, it and the following ones, or all, each by the club's cancellation. */
export const cancelSeries = (facilityId: number, seriesId: number, body: Body<typeof SeriesGroup, "cancelSeries">) =>
  request<S<"cancelSeries">>(pathOf("series.cancelSeries", { id: facilityId, seriesId }), { method: "POST", body })
/** Moves occurrences to another hour (`dry_run` answers each date's price or problem and moves nothing). */
export const moveSeries = (
  facilityId: number,
  seriesId: number,
  body: WithDefaults<Body<typeof SeriesGroup, "moveSeries">, "dry_run" | "conflicts" | "reprice">,
) => request<S<"moveSeries">>(pathOf("series.moveSeries", { id: facilityId, seriesId }), { method: "POST", body })
export type SeriesPayment = Body<typeof SeriesGroup, "paySeries">
/** The desk, or the member who made the series, pays every occurrence still to come with one movement of money. */
export const paySeries = (facilityId: number, seriesId: number, body: SeriesPayment) =>
  request<S<"paySeries">>(pathOf("series.paySeries", { id: facilityId, seriesId }), { method: "POST", body })
