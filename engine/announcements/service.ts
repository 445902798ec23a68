import { withSpans } from "../spans"
import { Clock, Effect, Option } from "effect"
import { audienceAt, CurrentCaller, isStaffAt, requireAnnouncerAt } from "../access"
import {
  type Announcement,
  type AnnouncementAudience,
  type AnnouncementFields,
  type AnnouncementStatus,
  announcementProblem,
  attachmentTypeOf,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  safeFilename,
} from "./rules"
import { addDays, localDate, localInstant } from "../dates"
import { forbidden, notFound, orNotFound, unprocessable } from "../errors"
import { checkedImage } from "../images"
import { languageOf } from "../i18n/languages"
import { Mailer } from "../mail/mailer"
import { mailWords } from "../mail/mailWords"
import { AnnouncementsRepo } from "./port"
import { FacilitiesRepo } from "../facilities/port"
import { RichText } from "../posts/port"
import { Transactions } from "../ports"
import { PushRepo } from "../push/port"
import { pushLine } from "../push/rules"

export interface AnnouncementInput {
  readonly title?: string | undefined
  readonly content?: string | undefined
  readonly audience?: AnnouncementAudience | undefined
  readonly audience_id?: number | null | undefined
  readonly publish?: boolean | undefined
}

export interface AnnouncementFiles {
  readonly thumbnail?: Uint8Array | undefined
  readonly attachments?: ReadonlyArray<{ readonly filename: string; readonly bytes: Uint8Array }>
}

const ALL: ReadonlyArray<AnnouncementStatus> = ["draft", "published"]

/**
 * Announcements: a club's managers (or the platform's admins, `facilityId` null) write them as
 * drafts and publish them; publishing writes one delivery per person of the audience, and a
 * sender mails them in the background, each once. Players read what was sent to everyone or to
 * them; reading it in the app counts as opened.
 */
export class Announcements extends Effect.Service<Announcements>()("venue/Announcements", {
  effect: Effect.gen(function* () {
    const repo = yield* AnnouncementsRepo
    const facilities = yield* FacilitiesRepo
    const transactions = yield* Transactions
    const richText = yield* RichText
    const mailer = yield* Mailer
    const pushes = yield* PushRepo

    /** Whether the caller writes where the announcement is: the club's staff see drafts and mail, not only managers. */
    const editorAt = (facilityId: number | null) =>
      Effect.map(CurrentCaller, (caller) =>
        facilityId === null ? caller.platformAdmin : isStaffAt(caller, facilityId),
      )

    const clubExists = (facilityId: number | null) =>
      facilityId === null ? Effect.void : Effect.asVoid(orNotFound("Facility")(facilities.find(facilityId)))

    const read = (
      facilityId: number | null,
      filter: {
        readonly id?: number
        readonly search?: string | undefined
        readonly limit: number
        readonly offset: number
      },
    ) =>
      Effect.gen(function* () {
        const editor = yield* editorAt(facilityId)
        const caller = yield* CurrentCaller
        const found = yield* repo.announcements({
          facility_id: facilityId,
          statuses: editor ? ALL : ["published"],
          // Nobody signed in reads what went to everyone: no one has the id 0.
          ...(editor ? {} : { reader: caller.userId ?? 0 }),
          ...filter,
        })
        const served = found.map((a): Announcement => ({ ...a, content: richText.clean(a.content) }))
        if (!editor) return served
        const delivery = yield* repo.deliveries(served.map((a) => a.id))
        const none = { recipients: 0, sent: 0, sending: 0, failed: 0, pending: 0, opened: 0 }
        return served.map((a) => ({ ...a, delivery: delivery.get(a.id) ?? none }))
      })

    /** A page of the announcements the caller may read, newest first; drafts and mail progress for editors. */
    const list = (
      facilityId: number | null,
      query: {
        readonly search?: string | undefined
        readonly page?: number | undefined
        readonly per_page?: number | undefined
      },
    ) =>
      Effect.gen(function* () {
        yield* clubExists(facilityId)
        const limit = Math.min(query.per_page ?? 20, 100)
        return yield* read(facilityId, { search: query.search, limit, offset: ((query.page ?? 1) - 1) * limit })
      })

    const find = (facilityId: number | null, id: number) =>
      Effect.flatMap(read(facilityId, { id, limit: 1, offset: 0 }), ([a]) =>
        a === undefined ? Effect.fail(notFound("Announcement")) : Effect.succeed(a),
      )

    /** One announcement the caller may read; a recipient reading it counts as opened. */
    const show = (facilityId: number | null, id: number) =>
      Effect.gen(function* () {
        const announcement = yield* find(facilityId, id)
        const caller = yield* CurrentCaller
        if (caller.userId !== undefined && announcement.status === "published")
          yield* repo.markOpened(id, caller.userId)
        return announcement
      })

    const checkedFiles = (id: number | undefined, files: AnnouncementFiles) =>
      Effect.gen(function* () {
        const thumbnailType =
          files.thumbnail === undefined ? undefined : yield* checkedImage(files.thumbnail, "thumbnail")
        const attachments = files.attachments ?? []
        const held = id === undefined ? 0 : yield* repo.attachmentCount(id)
        if (held + attachments.length > MAX_ATTACHMENTS)
          return yield* Effect.fail(unprocessable(`An announcement holds at most ${MAX_ATTACHMENTS} attachments.`))
        const typed = []
        for (const file of attachments) {
          const name = safeFilename(file.filename)
          if (file.bytes.length === 0) return yield* Effect.fail(unprocessable(`The attachment ${name} is empty.`))
          if (file.bytes.length > MAX_ATTACHMENT_BYTES)
            return yield* Effect.fail(
              unprocessable(`The attachment ${name} is too large: at most ${MAX_ATTACHMENT_BYTES} bytes.`),
            )
          const type = attachmentTypeOf(file.bytes)
          if (type === undefined)
            return yield* Effect.fail(unprocessable(`The attachment ${name} is not a PDF, an image or plain text.`))
          typed.push({ filename: name, content_type: type, bytes: file.bytes })
        }
        return { thumbnailType, attachments: typed }
      })

    /**
     * Writes a new draft (no `id`) or changes one: only the fields given change. With `publish`
     * a draft is published and its audience's deliveries written in the same transaction; once
     * published, its audience stays (the mail has gone to it).
     */
    const save = (
      facilityId: number | null,
      id: number | undefined,
      input: AnnouncementInput,
      files: AnnouncementFiles,
    ) =>
      Effect.gen(function* () {
        yield* clubExists(facilityId)
        yield* requireAnnouncerAt(facilityId)
        const before = id === undefined ? undefined : yield* find(facilityId, id)
        const audience = input.audience ?? before?.audience ?? "everyone"
        const fields: AnnouncementFields = {
          title: (input.title ?? before?.title ?? "").trim(),
          content: richText.clean(input.content ?? before?.content ?? ""),
          audience,
          audience_id:
            input.audience_id !== undefined
              ? input.audience_id
              : input.audience === "everyone"
                ? null
                : (before?.audience_id ?? null),
        }
        const problem = announcementProblem(fields, facilityId)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        if (
          before?.status === "published" &&
          (fields.audience !== before.audience || fields.audience_id !== before.audience_id)
        )
          return yield* Effect.fail(unprocessable("An announcement already sent keeps its audience."))
        if (facilityId !== null && fields.audience !== "everyone")
          yield* audienceAt(facilityId, fields.audience, fields.audience_id!)
        const checked = yield* checkedFiles(id, files)
        const author = (yield* CurrentCaller).userId ?? null
        const saved = yield* transactions.run(
          Effect.gen(function* () {
            const saved = id ?? (yield* repo.insertAnnouncement(facilityId, fields, author))
            if (id !== undefined) yield* repo.updateAnnouncement(id, fields)
            if (checked.thumbnailType !== undefined)
              yield* repo.saveThumbnail(saved, checked.thumbnailType, files.thumbnail!)
            for (const file of checked.attachments) yield* repo.addAttachment(saved, file)
            if (input.publish === true && before?.status !== "published") yield* repo.publishAnnouncement(saved)
            return saved
          }),
        )
        return yield* find(facilityId, saved)
      })

    const remove = (facilityId: number | null, id: number) =>
      Effect.gen(function* () {
        yield* requireAnnouncerAt(facilityId)
        const announcement = yield* find(facilityId, id)
        yield* repo.deleteAnnouncement(id)
        return announcement
      })

    const thumbnail = (facilityId: number | null, id: number) =>
      Effect.gen(function* () {
        yield* find(facilityId, id)
        return yield* Effect.flatMap(repo.thumbnail(id), (found) =>
          Option.isSome(found) ? Effect.succeed(found.value) : Effect.fail(notFound("Thumbnail")),
        )
      })

    /** An attachment and where its announcement is, read as not found unless the caller may read it. */
    const attachmentOf = (id: number) =>
      Effect.gen(function* () {
        const file = yield* orNotFound("Attachment")(repo.attachment(id))
        const owner = yield* orNotFound("Attachment")(repo.announcementOwner(file.announcement_id))
        yield* Effect.mapError(find(owner.facility_id, file.announcement_id), () => notFound("Attachment"))
        return { ...file, facility_id: owner.facility_id }
      })

    const attachment = (id: number) => Effect.map(attachmentOf(id), ({ facility_id: _, ...file }) => file)

    const removeAttachment = (id: number) =>
      Effect.gen(function* () {
        const file = yield* attachmentOf(id)
        yield* requireAnnouncerAt(file.facility_id)
        yield* repo.deleteAttachment(id)
        return { id, filename: file.filename, content_type: file.content_type, size: file.bytes.length }
      })

    /**
     * Announcements published in a period (facility-local dates, the last 90 days by default), their
     * mail and readers, in all and by audience. For the club's staff (the platform's admins).
     */
    const metrics = (facilityId: number | null, period: { readonly from?: string; readonly to?: string }) =>
      Effect.gen(function* () {
        yield* clubExists(facilityId)
        if (!(yield* editorAt(facilityId))) return yield* Effect.fail(forbidden("Only the club's staff see this."))
        const zone =
          facilityId === null ? "UTC" : (yield* orNotFound("Facility")(facilities.find(facilityId))).time_zone
        const to = period.to ?? localDate(new Date(yield* Clock.currentTimeMillis), zone)
        const from = period.from ?? addDays(to, -89)
        if (from > to) return yield* Effect.fail(unprocessable("The period starts after it ends."))
        const totals = yield* repo.metrics(
          facilityId,
          localInstant(from, 0, zone),
          localInstant(addDays(to, 1), 0, zone),
        )
        return { from, to, ...totals }
      })

    /**
     * Mails up to `batch` pending deliveries: each taken first (so never twice, even with several
     * servers), then sent, then marked sent or failed. How many were taken.
     */
    const sendPending = (batch = 50) =>
      Effect.gen(function* () {
        const taken = yield* repo.claimDeliveries(batch)
        for (const d of taken) {
          const files =
            d.attachments.length === 0
              ? ""
              : `\n\n${mailWords(languageOf(d.language) ?? "en")("announcement.attached", { files: d.attachments.join(", ") })}`
          const outcome = yield* Effect.either(
            mailer.send({
              to: d.email,
              subject: `${d.club}: ${d.title}`,
              text: `${richText.plain(d.content)}${files}`,
              messageId: `<announcement-${d.announcement_id}-${d.user_id}@venue>`,
            }),
          )
          // A club's announcement (not the platform's) also goes to the devices that chose announcements, once per reader.
          const club = d.facility_id
          if (club !== null)
            yield* pushes.queue([
              {
                facility_id: club,
                user_id: d.user_id,
                key: `announcement:${d.announcement_id}`,
                payload: {
                  topic: "announcements",
                  title: `${d.club}: ${d.title}`,
                  body: pushLine(richText.plain(d.content)),
                  url: `/clubs/${club}/announcements`,
                  tag: `announcement-${d.announcement_id}`,
                  actions: [],
                },
              },
            ])
          yield* repo.deliveryDone(
            d.announcement_id,
            d.user_id,
            outcome._tag === "Left" ? outcome.left.message : undefined,
          )
        }
        return taken.length
      })

    return withSpans("Announcements", {
      list,
      show,
      save,
      remove,
      thumbnail,
      attachment,
      removeAttachment,
      metrics,
      sendPending,
    })
  }),
}) {}
