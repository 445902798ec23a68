import { Schema } from "effect"
import { imageTypeOf } from "../images"

/**
 * The API's Announcement: a message to a club's people (or, from the platform's admins, to everyone),
 * rich text with attachments and a thumbnail, mailed once to each person of its audience when it
 * is published.
 */

export const AnnouncementAudience = Schema.Literal("everyone", "plan", "group", "clinic")
export type AnnouncementAudience = typeof AnnouncementAudience.Type
export const AnnouncementStatus = Schema.Literal("draft", "published")
export type AnnouncementStatus = typeof AnnouncementStatus.Type

export const MAX_ANNOUNCEMENT_CONTENT = 50_000
export const MAX_ATTACHMENTS = 5
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024

export const Attachment = Schema.Struct({
  id: Schema.Number,
  filename: Schema.String,
  content_type: Schema.String,
  size: Schema.Number,
})
export type Attachment = typeof Attachment.Type

/** How far its mail has gone: each person of the audience once. */
export const Delivery = Schema.Struct({
  recipients: Schema.Number,
  sent: Schema.Number,
  /** Taken by a sender that has not said it was sent: never sent again, so never twice. */
  sending: Schema.Number,
  failed: Schema.Number,
  pending: Schema.Number,
  /** Recipients who read it in the app. */
  opened: Schema.Number,
})
export type Delivery = typeof Delivery.Type

export const Announcement = Schema.Struct({
  id: Schema.Number,
  /** Null: the platform's, to everyone. */
  facility_id: Schema.NullOr(Schema.Number),
  title: Schema.String,
  /** Rich text, cleaned of anything that could run in a browser. */
  content: Schema.String,
  audience: AnnouncementAudience,
  /** The plan, group or clinic; null for everyone. */
  audience_id: Schema.NullOr(Schema.Number),
  audience_name: Schema.String,
  status: AnnouncementStatus,
  published_at: Schema.NullOr(Schema.String),
  created_at: Schema.String,
  updated_at: Schema.String,
  has_thumbnail: Schema.Boolean,
  attachments: Schema.Array(Attachment),
  /** For its club's staff (or the platform's admins) only. */
  delivery: Schema.optional(Delivery),
})
export type Announcement = typeof Announcement.Type

export const AudienceMetrics = Schema.Struct({
  audience: AnnouncementAudience,
  announcements: Schema.Number,
  recipients: Schema.Number,
  sent: Schema.Number,
  opened: Schema.Number,
})

/** Of the announcements published in a period. */
export const AnnouncementMetrics = Schema.Struct({
  announcements: Schema.Number,
  recipients: Schema.Number,
  sent: Schema.Number,
  failed: Schema.Number,
  pending: Schema.Number,
  opened: Schema.Number,
  by_audience: Schema.Array(AudienceMetrics),
})
export type AnnouncementMetrics = typeof AnnouncementMetrics.Type

export interface AnnouncementFields {
  readonly title: string
  readonly content: string
  readonly audience: AnnouncementAudience
  readonly audience_id: number | null
}

/** A delivery taken by a sender, with what its mail says. */
export interface ClaimedDelivery {
  readonly announcement_id: number
  /** The club it is from; null: the platform's. */
  readonly facility_id: number | null
  readonly user_id: number
  readonly email: string
  readonly title: string
  readonly content: string
  readonly club: string
  readonly attachments: ReadonlyArray<string>
  /** The reader's own language, else the club's. */
  readonly language: string
}

export const announcementProblem = (fields: AnnouncementFields, facilityId: number | null) => {
  if (fields.title.trim() === "") return "An announcement needs a title."
  if (fields.title.length > 200) return "An announcement's title holds at most 200 characters."
  if (fields.content.length > MAX_ANNOUNCEMENT_CONTENT)
    return `An announcement holds at most ${MAX_ANNOUNCEMENT_CONTENT} characters.`
  if (facilityId === null && fields.audience !== "everyone") return "The platform's announcements go to everyone."
  if (fields.audience === "everyone" && fields.audience_id !== null)
    return "An announcement to everyone names no audience."
  if (fields.audience !== "everyone" && fields.audience_id === null)
    return `An announcement to a ${fields.audience} names which one (audience_id).`
  return undefined
}

const isControl = (c: string) => {
  const code = c.charCodeAt(0)
  return (code < 32 && c !== "\t" && c !== "\n" && c !== "\r") || code === 127
}

/** An attachment's type read from its bytes: a PDF, an image or plain text; undefined for anything else. */
export const attachmentTypeOf = (bytes: Uint8Array): string | undefined => {
  if (String.fromCharCode(...bytes.subarray(0, 5)) === "%PDF-") return "application/pdf"
  const image = imageTypeOf(bytes)
  if (image !== undefined) return image
  // Text: valid UTF-8 with no control characters but tabs and line breaks.
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes)
    return [...text].some(isControl) ? undefined : "text/plain"
  } catch {
    return undefined
  }
}

/** A file name safe to offer back in a download header: no path, no quotes or control characters. */
export const safeFilename = (name: string) =>
  (name.split(/[\\/]/).pop() ?? "")
    .split("")
    .filter((c) => c !== '"' && !isControl(c))
    .join("")
    .trim()
    .slice(0, 120) || "attachment"
