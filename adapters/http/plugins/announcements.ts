import { HttpApiBuilder, HttpApiEndpoint, HttpApiSchema, Multipart } from "@effect/platform"
import { Effect, Option, Schema } from "effect"
import {
  Announcement,
  AnnouncementAudience,
  AnnouncementMetrics,
  Attachment,
  MAX_ANNOUNCEMENT_CONTENT,
  MAX_ATTACHMENT_BYTES,
} from "../../../engine/announcements/rules"
import { Announcements } from "../../../engine/announcements/service"
import { asCaller } from "../actor"
import { download, privateImage } from "../files"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { bodyOf, fileBytes, filesOf } from "../forms"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { IsoDate } from "../../../engine/people/rules"
import { IdParam } from "../schemas"

/** An announcement's fields as sent; on update only those sent change. `publish` publishes a draft. */
const AnnouncementChange = Schema.Struct({
  title: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
  content: Schema.optional(
    Schema.String.pipe(
      Schema.maxLength(MAX_ANNOUNCEMENT_CONTENT, {
        message: () => `An announcement holds at most ${MAX_ANNOUNCEMENT_CONTENT} characters.`,
      }),
    ),
  ),
  audience: Schema.optional(AnnouncementAudience),
  audience_id: Schema.optional(Schema.NullOr(Schema.Int.pipe(Schema.positive()))),
  publish: Schema.optional(Schema.Boolean),
})

const Text = Schema.optional(Schema.String)
/** The same as a multipart form (the JSON body's fields, attachments, a thumbnail, the publish flag). */
const AnnouncementForm = HttpApiSchema.Multipart(
  Schema.Struct({
    title: Text,
    content: Text,
    audience: Text,
    audience_id: Text,
    publish: Text,
    thumbnail: Schema.optional(Multipart.SingleFileSchema),
    attachments: Schema.optional(Multipart.FilesSchema),
    "attachments[]": Schema.optional(Multipart.FilesSchema),
  }),
  { maxFileSize: Option.some(MAX_ATTACHMENT_BYTES) },
)
const Payload = Schema.Union(AnnouncementForm, AnnouncementChange)

const FORM = { numbers: new Set(["audience_id"]), flags: new Set(["publish"]), nullable: new Set(["audience_id"]) }
const changeOf = (payload: unknown) => bodyOf(AnnouncementChange, payload, FORM, "The announcement is not valid.")
const filesIn = (payload: unknown) => ({
  thumbnail: fileBytes(payload, "thumbnail"),
  attachments: [...filesOf(payload, "attachments"), ...filesOf(payload, "attachments[]")],
})

const ListQuery = Schema.Struct({
  search: Schema.optional(Schema.String.pipe(Schema.maxLength(100))),
  page: Schema.optional(IdParam),
  per_page: Schema.optional(IdParam.pipe(Schema.lessThanOrEqualTo(100))),
})
const Period = Schema.Struct({ from: Schema.optional(IsoDate), to: Schema.optional(IsoDate) })
const Metrics = Schema.extend(Schema.Struct({ from: Schema.String, to: Schema.String }), AnnouncementMetrics)
const Image = HttpApiSchema.Uint8Array({ contentType: "image/*" })

const FacilityPath = Schema.Struct({ id: IdParam })
const ClubAnnouncementPath = Schema.Struct({ id: IdParam, announcementId: IdParam })
const IdPath = Schema.Struct({ id: IdParam })

const club = "/api/facilities/:id/announcements"

export const AnnouncementsGroup = apiGroup("announcements")
  .add(
    HttpApiEndpoint.get("clubAnnouncements", club)
      .setPath(FacilityPath)
      .setUrlParams(ListQuery)
      .addSuccess(Schema.Array(Announcement))
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.post("createClubAnnouncement", club)
      .setPath(FacilityPath)
      .setPayload(Payload)
      .addSuccess(Announcement, { status: 201 })
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.get("clubAnnouncementMetrics", `${club}/metrics`)
      .setPath(FacilityPath)
      .setUrlParams(Period)
      .addSuccess(Metrics)
      .annotate(PolicyTag, Policy.staff()),
  )
  .add(
    HttpApiEndpoint.get("clubAnnouncement", `${club}/:announcementId`)
      .setPath(ClubAnnouncementPath)
      .addSuccess(Announcement)
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.put("updateClubAnnouncement", `${club}/:announcementId`)
      .setPath(ClubAnnouncementPath)
      .setPayload(Payload)
      .addSuccess(Announcement)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.del("deleteClubAnnouncement", `${club}/:announcementId`)
      .setPath(ClubAnnouncementPath)
      .addSuccess(Announcement)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.get("clubAnnouncementThumbnail", `${club}/:announcementId/thumbnail`)
      .setPath(ClubAnnouncementPath)
      .addSuccess(Image)
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.get("announcements", "/api/announcements")
      .setUrlParams(ListQuery)
      .addSuccess(Schema.Array(Announcement))
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.post("createAnnouncement", "/api/announcements")
      .setPayload(Payload)
      .addSuccess(Announcement, { status: 201 })
      .annotate(PolicyTag, Policy.platformAdmin),
  )
  .add(
    HttpApiEndpoint.get("announcementMetrics", "/api/announcements/metrics")
      .setUrlParams(Period)
      .addSuccess(Metrics)
      .annotate(PolicyTag, Policy.platformAdmin),
  )
  .add(
    HttpApiEndpoint.get("announcement", "/api/announcements/:id")
      .setPath(IdPath)
      .addSuccess(Announcement)
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.put("updateAnnouncement", "/api/announcements/:id")
      .setPath(IdPath)
      .setPayload(Payload)
      .addSuccess(Announcement)
      .annotate(PolicyTag, Policy.platformAdmin),
  )
  .add(
    HttpApiEndpoint.del("deleteAnnouncement", "/api/announcements/:id")
      .setPath(IdPath)
      .addSuccess(Announcement)
      .annotate(PolicyTag, Policy.platformAdmin),
  )
  .add(
    HttpApiEndpoint.get("announcementThumbnail", "/api/announcements/:id/thumbnail")
      .setPath(IdPath)
      .addSuccess(Image)
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.get("attachment", "/api/attachments/:id")
      .setPath(IdPath)
      .addSuccess(HttpApiSchema.Uint8Array({ contentType: "application/octet-stream" }))
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.del("deleteAttachment", "/api/attachments/:id")
      .setPath(IdPath)
      .addSuccess(Attachment)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .middleware(Authn)

const use = <A, E, R>(f: (service: Announcements) => Effect.Effect<A, E, R>) =>
  asCaller(Effect.flatMap(Announcements, f))

const save = (facilityId: number | null, id: number | undefined, payload: unknown) =>
  Effect.flatMap(changeOf(payload), (change) => use((a) => a.save(facilityId, id, change, filesIn(payload))))

const AnnouncementsLive = HttpApiBuilder.group(apiOf(AnnouncementsGroup), "announcements", (handlers) =>
  handlers
    .handle("clubAnnouncements", ({ path, urlParams }) => use((a) => a.list(path.id, urlParams)))
    .handle("createClubAnnouncement", ({ path, payload }) => save(path.id, undefined, payload))
    .handle("clubAnnouncementMetrics", ({ path, urlParams }) => use((a) => a.metrics(path.id, urlParams)))
    .handle("clubAnnouncement", ({ path }) => use((a) => a.show(path.id, path.announcementId)))
    .handle("updateClubAnnouncement", ({ path, payload }) => save(path.id, path.announcementId, payload))
    .handle("deleteClubAnnouncement", ({ path }) => use((a) => a.remove(path.id, path.announcementId)))
    .handle("clubAnnouncementThumbnail", ({ path }) =>
      Effect.map(
        use((a) => a.thumbnail(path.id, path.announcementId)),
        privateImage,
      ),
    )
    .handle("announcements", ({ urlParams }) => use((a) => a.list(null, urlParams)))
    .handle("createAnnouncement", ({ payload }) => save(null, undefined, payload))
    .handle("announcementMetrics", ({ urlParams }) => use((a) => a.metrics(null, urlParams)))
    .handle("announcement", ({ path }) => use((a) => a.show(null, path.id)))
    .handle("updateAnnouncement", ({ path, payload }) => save(null, path.id, payload))
    .handle("deleteAnnouncement", ({ path }) => use((a) => a.remove(null, path.id)))
    .handle("announcementThumbnail", ({ path }) =>
      Effect.map(
        use((a) => a.thumbnail(null, path.id)),
        privateImage,
      ),
    )
    .handle("attachment", ({ path }) =>
      Effect.map(
        use((a) => a.attachment(path.id)),
        download,
      ),
    )
    .handle("deleteAttachment", ({ path }) => use((a) => a.removeAttachment(path.id))),
)

export const announcementsPlugin: Plugin = {
  name: "announcements",
  description:
    "Announcements of a club and of the platform: drafts, publishing mailed once to each person of the audience, attachments, metrics.",
  group: AnnouncementsGroup,
  handlers: AnnouncementsLive,
}
