import { Schema } from "effect"
import type { NotificationKind } from "../notifications/rules"

/**
 * Web Push: what a person may hear of on a device, the message a device shows, and the checks a
 * subscription passes. Each device subscribes on its own and chooses its topics.
 */

export const PUSH_TOPICS = [
  "slot_offers",
  "booking_reminders",
  "waitlist_promotions",
  "draw_results",
  "announcements",
] as const
export const PushTopic = Schema.Literal(...PUSH_TOPICS)
export type PushTopic = typeof PushTopic.Type

/** The topic of what a letter of a kind tells, when it is pushed too. */
export const TOPIC_OF_KIND: Partial<Record<NotificationKind, PushTopic>> = {
  booking_reminder: "booking_reminders",
  waitlist_promotion: "waitlist_promotions",
}

/** One button of a notification: what it says and the page it opens. */
export const PushAction = Schema.Struct({ action: Schema.String, title: Schema.String, url: Schema.String })

/** What a device shows: a title, a line, the page a tap opens, and up to two buttons. */
export const PushPayload = Schema.Struct({
  topic: PushTopic,
  title: Schema.String,
  body: Schema.String,
  url: Schema.String,
  /** A later message of the same tag replaces the earlier one on the device. */
  tag: Schema.String,
  actions: Schema.Array(PushAction),
})
export type PushPayload = typeof PushPayload.Type

/** A push the demo's phone received, as it decrypted it. */
export const ReceivedPush = Schema.Struct({
  received_at: Schema.String,
  urgency: Schema.NullOr(Schema.String),
  payload: PushPayload,
})
export type ReceivedPush = typeof ReceivedPush.Type

/** The demo's phone: whose it is, and what it received, newest first. */
export const DemoPhoneInbox = Schema.Struct({ owner: Schema.String, received: Schema.Array(ReceivedPush) })
export type DemoPhoneInbox = typeof DemoPhoneInbox.Type

/** A device's subscription as its person reads it: where it goes (the push service's host only) and for what. */
export const PushSubscription = Schema.Struct({
  id: Schema.Number,
  push_service: Schema.String,
  topics: Schema.Array(PushTopic),
  created_at: Schema.String,
  last_sent_at: Schema.NullOr(Schema.String),
})
export type PushSubscription = typeof PushSubscription.Type

/** What a browser's `PushSubscription.toJSON()` gives, with the topics the person chose. */
export const NewPushSubscription = Schema.Struct({
  endpoint: Schema.String,
  keys: Schema.Struct({ p256dh: Schema.String, auth: Schema.String }),
  topics: Schema.Array(PushTopic),
})
export type NewPushSubscription = typeof NewPushSubscription.Type

/** How many bytes a base64url text holds; -1 when it is not base64url. */
const base64urlBytes = (text: string) => {
  const bare = text.replace(/={1,2}$/, "")
  return /^[A-Za-z0-9_-]+$/.test(bare) && bare.length % 4 !== 1 ? Math.floor((bare.length * 3) / 4) : -1
}

/** Why a subscription cannot be kept, as a sentence; undefined when it can. */
export const subscriptionProblem = (s: NewPushSubscription): string | undefined => {
  let url: URL
  try {
    url = new URL(s.endpoint)
  } catch {
    return "The push endpoint is not an address."
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "The push endpoint must be an https address."
  if (s.endpoint.length > 2048) return "The push endpoint is longer than 2,048 characters."
  // A P-256 public key, uncompressed (65 bytes), and a 16-byte authentication secret (RFC 8291).
  if (base64urlBytes(s.keys.p256dh) !== 65) return "The subscription's p256dh key is not a P-256 public key."
  if (base64urlBytes(s.keys.auth) !== 16) return "The subscription's auth secret is not 16 bytes."
  return topicsProblem(s.topics)
}

/** Why a device's topics cannot be kept, as a sentence; undefined when they can. */
export const topicsProblem = (topics: ReadonlyArray<PushTopic>): string | undefined =>
  new Set(topics).size !== topics.length ? "Each topic is chosen once." : undefined

/** A notification's line: a letter's first paragraph, cut at a word to fit a lock screen. */
export const pushLine = (text: string, most = 180) => {
  const first = text
    .split(/\n\s*\n/)[0]!
    .replace(/\s+/g, " ")
    .trim()
  if (first.length <= most) return first
  const cut = first.slice(0, most - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), most / 2))}…`
}

/**
 * Who push services may write to about this server's pushes (RFC 8292's `sub`): an https or a
 * mailto address. A site served over http (a laptop's demo) gives its no-reply address instead.
 */
export const vapidSubject = (site: URL) =>
  site.protocol === "https:" ? site.origin : `mailto:noreply@${site.hostname}`

/** Only the push service's host is shown back: the full address is the device's capability. */
export const pushServiceOf = (endpoint: string) => new URL(endpoint).host
