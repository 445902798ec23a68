import type { AnnouncementsGroup } from "../../../adapters/http/plugins/announcements"
import { pathOf } from "./paths"
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

/** JSON, or a form carrying the thumbnail and attachments. */
const send = <A>(path: string, method: "POST" | "PUT", body: AnnouncementChange | FormData) =>
  body instanceof FormData ? requestMultipart<A>(path, body, { method }) : request<A>(path, { method, body })

export const listAnnouncements = (query: ListQuery = {}) =>
  request<S<"announcements">>(pathOf("announcements.announcements"), { params: { ...query } })
export const createAnnouncement = (body: AnnouncementChange | FormData) =>
  send<S<"createAnnouncement">>(pathOf("announcements.announcements"), "POST", body)
export const announcementMetrics = (period: Period = {}) =>
  request<S<"announcementMetrics">>(pathOf("announcements.announcementMetrics"), { params: { ...period } })
export const getAnnouncement = (id: number) => request<S<"announcement">>(pathOf("announcements.announcement", { id }))
export const updateAnnouncement = (id: number, body: AnnouncementChange | FormData) =>
  send<S<"updateAnnouncement">>(pathOf("announcements.announcement", { id }), "PUT", body)
export const deleteAnnouncement = (id: number) =>
  request<S<"deleteAnnouncement">>(pathOf("announcements.deleteAnnouncement", { id }), { method: "DELETE" })
export const announcementThumbnail = (id: number) =>
  request<S<"announcementThumbnail">>(pathOf("announcements.announcementThumbnail", { id }))

export const listFacilityAnnouncements = (facilityId: number, query: ListQuery = {}) =>
  request<S<"clubAnnouncements">>(pathOf("announcements.clubAnnouncements", { id: facilityId }), {
    params: { ...query },
  })
export const createFacilityAnnouncement = (facilityId: number, body: AnnouncementChange | FormData) =>
  send<S<"createClubAnnouncement">>(pathOf("announcements.clubAnnouncements", { id: facilityId }), "POST", body)
export const facilityAnnouncementMetrics = (facilityId: number, period: Period = {}) =>
  request<S<"clubAnnouncementMetrics">>(pathOf("announcements.clubAnnouncementMetrics", { id: facilityId }), {
    params: { ...period },
  })
export const getFacilityAnnouncement = (facilityId: number, id: number) =>
  request<S<"clubAnnouncement">>(pathOf("announcements.clubAnnouncement", { id: facilityId, announcementId: id }))
export const updateFacilityAnnouncement = (facilityId: number, id: number, body: AnnouncementChange | FormData) =>
  send<S<"updateClubAnnouncement">>(
    pathOf("announcements.clubAnnouncement", { id: facilityId, announcementId: id }),
    "PUT",
    body,
  )
export const deleteFacilityAnnouncement = (facilityId: number, id: number) =>
  request<S<"deleteClubAnnouncement">>(
    pathOf("announcements.deleteClubAnnouncement", { id: facilityId, announcementId: id }),
    { method: "DELETE" },
  )
/** Where a club announcement's thumbnail is served (for an <img>). */
export const facilityAnnouncementThumbnailUrl = (facilityId: number, id: number) =>
  pathOf("announcements.clubAnnouncementThumbnail", { id: facilityId, announcementId: id })
export const facilityAnnouncementThumbnail = (facilityId: number, id: number) =>
  request<S<"clubAnnouncementThumbnail">>(facilityAnnouncementThumbnailUrl(facilityId, id))

/** Where an attachment is downloaded (for a link). */
export const attachmentUrl = (id: number) => pathOf("announcements.attachment", { id })
export const getAttachment = (id: number) => request<S<"attachment">>(pathOf("announcements.attachment", { id }))
export const deleteAttachment = (id: number) =>
  request<S<"deleteAttachment">>(pathOf("announcements.deleteAttachment", { id }), { method: "DELETE" })
