import type { AnnouncementsGroup } from "../../../adapters/http/plugins/announcements"
import { request, requestMultipart } from "./request"
import type { Query, Success } from "./typed"

type S<N extends string> = Success<typeof AnnouncementsGroup, N>

export type Announcement = S<"announcement">
export type AnnouncementMetrics = S<"announcementMetrics">
/** An announcement's fields as JSON; only those given change on update; `publish` publishes a draft. */
export interface AnnouncementChange {
  readonly title?: string
  readonly content?: string
  readonly audience?: Announcement["audience"]
  readonly audience_id?: number | null
  readonly publish?: boolean
}
type ListQuery = Partial<Query<typeof AnnouncementsGroup, "announcements">>
type Period = Partial<Query<typeof AnnouncementsGroup, "announcementMetrics">>

const club = (facilityId: number) => `/api/facilities/${facilityId}/announcements`
const platform = "/api/announcements"

/** JSON, or a form carrying the thumbnail and attachments. */
const send = <A>(path: string, method: "POST" | "PUT", body: AnnouncementChange | FormData) =>
  body instanceof FormData ? requestMultipart<A>(path, body, { method }) : request<A>(path, { method, body })

export const listAnnouncements = (query: ListQuery = {}) =>
  request<S<"announcements">>(platform, { params: { ...query } })
export const createAnnouncement = (body: AnnouncementChange | FormData) =>
  send<S<"createAnnouncement">>(platform, "POST", body)
export const announcementMetrics = (period: Period = {}) =>
  request<S<"announcementMetrics">>(`${platform}/metrics`, { params: { ...period } })
export const getAnnouncement = (id: number) => request<S<"announcement">>(`${platform}/${id}`)
export const updateAnnouncement = (id: number, body: AnnouncementChange | FormData) =>
  send<S<"updateAnnouncement">>(`${platform}/${id}`, "PUT", body)
export const deleteAnnouncement = (id: number) =>
  request<S<"deleteAnnouncement">>(`${platform}/${id}`, { method: "DELETE" })
export const announcementThumbnail = (id: number) => request<S<"announcementThumbnail">>(`${platform}/${id}/thumbnail`)

export const listFacilityAnnouncements = (facilityId: number, query: ListQuery = {}) =>
  request<S<"clubAnnouncements">>(club(facilityId), { params: { ...query } })
export const createFacilityAnnouncement = (facilityId: number, body: AnnouncementChange | FormData) =>
  send<S<"createClubAnnouncement">>(club(facilityId), "POST", body)
export const facilityAnnouncementMetrics = (facilityId: number, period: Period = {}) =>
  request<S<"clubAnnouncementMetrics">>(`${club(facilityId)}/metrics`, { params: { ...period } })
export const getFacilityAnnouncement = (facilityId: number, id: number) =>
  request<S<"clubAnnouncement">>(`${club(facilityId)}/${id}`)
export const updateFacilityAnnouncement = (facilityId: number, id: number, body: AnnouncementChange | FormData) =>
  send<S<"updateClubAnnouncement">>(`${club(facilityId)}/${id}`, "PUT", body)
export const deleteFacilityAnnouncement = (facilityId: number, id: number) =>
  request<S<"deleteClubAnnouncement">>(`${club(facilityId)}/${id}`, { method: "DELETE" })
/** Where a club announcement's thumbnail is served (for an <img>). */
export const facilityAnnouncementThumbnailUrl = (facilityId: number, id: number) =>
  `${club(facilityId)}/${id}/thumbnail`
export const facilityAnnouncementThumbnail = (facilityId: number, id: number) =>
  request<S<"clubAnnouncementThumbnail">>(facilityAnnouncementThumbnailUrl(facilityId, id))

/** Where an attachment is downloaded (for a link). */
export const attachmentUrl = (id: number) => `/api/attachments/${id}`
export const getAttachment = (id: number) => request<S<"attachment">>(attachmentUrl(id))
export const deleteAttachment = (id: number) => request<S<"deleteAttachment">>(attachmentUrl(id), { method: "DELETE" })
