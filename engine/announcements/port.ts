import { Context, type Effect, type Option } from "effect"
import type {
  Announcement,
  AnnouncementAudience,
  AnnouncementFields,
  AnnouncementMetrics,
  AnnouncementStatus,
  ClaimedDelivery,
  Delivery,
} from "./rules"

/** Which announcements to read: a club's (facility_id) or the platform's (null). */
export interface AnnouncementQuery {
  readonly facility_id: number | null
  readonly statuses: ReadonlyArray<AnnouncementStatus>
  readonly id?: number
  readonly search?: string | undefined
  /** Only what this person may read: sent to everyone, or to an audience they were mailed as part of. */
  readonly reader?: number | undefined
  readonly limit: number
  readonly offset: number
}

/** Announcements of a club (facility_id) or of the platform (null), their files and their mail. */
export class AnnouncementsRepo extends Context.Tag("venue/AnnouncementsRepo")<
  AnnouncementsRepo,
  {
    readonly announcements: (query: AnnouncementQuery) => Effect.Effect<ReadonlyArray<Omit<Announcement, "delivery">>>
    readonly announcementOwner: (id: number) => Effect.Effect<Option.Option<{ readonly facility_id: number | null }>>
    readonly insertAnnouncement: (
      facilityId: number | null,
      fields: AnnouncementFields,
      authorId: number | null,
    ) => Effect.Effect<number>
    readonly updateAnnouncement: (id: number, fields: AnnouncementFields) => Effect.Effect<void>
    readonly deleteAnnouncement: (id: number) => Effect.Effect<void>
    /** Publishes and writes one delivery per person of the audience; the number of recipients. */
    readonly publishAnnouncement: (id: number) => Effect.Effect<number>
    readonly saveThumbnail: (id: number, contentType: string, bytes: Uint8Array) => Effect.Effect<void>
    readonly thumbnail: (
      id: number,
    ) => Effect.Effect<Option.Option<{ readonly content_type: string; readonly bytes: Uint8Array }>>
    readonly attachmentCount: (announcementId: number) => Effect.Effect<number>
    readonly addAttachment: (
      announcementId: number,
      file: { readonly filename: string; readonly content_type: string; readonly bytes: Uint8Array },
    ) => Effect.Effect<void>
    readonly attachment: (id: number) => Effect.Effect<
      Option.Option<{
        readonly announcement_id: number
        readonly filename: string
        readonly content_type: string
        readonly bytes: Uint8Array
      }>
    >
    readonly deleteAttachment: (id: number) => Effect.Effect<void>
    readonly deliveries: (ids: ReadonlyArray<number>) => Effect.Effect<ReadonlyMap<number, Delivery>>
    readonly markOpened: (announcementId: number, userId: number) => Effect.Effect<void>
    /** Takes pending deliveries for one sender, marked as sending first so none goes twice. */
    readonly claimDeliveries: (limit: number) => Effect.Effect<ReadonlyArray<ClaimedDelivery>>
    readonly deliveryDone: (announcementId: number, userId: number, error: string | undefined) => Effect.Effect<void>
    readonly metrics: (facilityId: number | null, from: Date, to: Date) => Effect.Effect<AnnouncementMetrics>
    /** The name of a plan, group or clinic of the club; none when it is not the club's. */
    readonly audienceOf: (
      facilityId: number,
      audience: Exclude<AnnouncementAudience, "everyone">,
      id: number,
    ) => Effect.Effect<Option.Option<string>>
  }
>() {}
