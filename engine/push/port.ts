import { Context, type Effect, type Option } from "effect"
import type { DemoPhoneInbox, PushPayload, PushSubscription, PushTopic } from "./rules"

/** The platform's VAPID key pair: the private key sealed, as credentials are. */
export interface PushKeys {
  readonly public_key: string
  readonly private_key_sealed: string
}

/** A message to queue: for one person, about one club, worded in the person's language already. */
export interface NewPushMessage {
  readonly facility_id: number
  readonly user_id: number
  /** Unique in the club: the same key queued again is the same message, sent once. */
  readonly key: string
  readonly payload: PushPayload
}

/** Where a device receives: its push service's address and the keys its messages are sealed to. */
export interface PushTarget {
  readonly subscription_id: number
  readonly endpoint: string
  readonly p256dh: string
  readonly auth: string
}

/** A claimed message and the person's devices that chose its topic. */
export interface ClaimedPush {
  readonly id: number
  readonly facility_id: number
  readonly attempts: number
  readonly payload: PushPayload
  readonly targets: ReadonlyArray<PushTarget>
}

/** Push's storage: the keys, the subscriptions, and the messages waiting to go. */
export class PushRepo extends Context.Tag("venue/PushRepo")<
  PushRepo,
  {
    readonly keys: Effect.Effect<Option.Option<PushKeys>>
    /** Keeps these keys unless another server kept its own first; the keys kept. */
    readonly keepKeys: (keys: PushKeys) => Effect.Effect<PushKeys>
    /** A device subscribes, or subscribes again (a device is its endpoint: it becomes this person's). */
    readonly subscribe: (
      userId: number,
      subscription: {
        readonly endpoint: string
        readonly p256dh: string
        readonly auth: string
        readonly topics: ReadonlyArray<PushTopic>
      },
    ) => Effect.Effect<PushSubscription>
    readonly subscriptionsOf: (userId: number) => Effect.Effect<ReadonlyArray<PushSubscription>>
    /** None when the person has no such subscription. */
    readonly setTopics: (
      userId: number,
      id: number,
      topics: ReadonlyArray<PushTopic>,
    ) => Effect.Effect<Option.Option<PushSubscription>>
    readonly unsubscribe: (userId: number, id: number) => Effect.Effect<boolean>
    /** Queues messages; one whose key its club has queued already is left out. */
    readonly queue: (messages: ReadonlyArray<NewPushMessage>) => Effect.Effect<void>
    /** Up to `limit` due messages, in turns across clubs, each on a lease. */
    readonly claim: (limit: number) => Effect.Effect<ReadonlyArray<ClaimedPush>>
    /** A message went (or was given up), or is tried again later. */
    readonly settle: (message: ClaimedPush, outcome: "sent" | "failed" | "retry") => Effect.Effect<void>
    /** A device the push service says is gone (404, 410): removed. */
    readonly forget: (subscriptionId: number) => Effect.Effect<void>
    readonly sentTo: (subscriptionId: number) => Effect.Effect<void>
  }
>() {}

/** What a push service answered: taken, the device gone for good, or a failure to try again. */
export type PushOutcome =
  { readonly _tag: "Sent" } | { readonly _tag: "Gone" } | { readonly _tag: "Failed"; readonly error: string }

/** Web Push out: VAPID keys made and messages sealed (RFC 8291) and sent to push services. */
export class PushSender extends Context.Tag("venue/PushSender")<
  PushSender,
  {
    readonly newKeys: Effect.Effect<PushKeys>
    readonly send: (
      keys: PushKeys & { readonly subject: string },
      target: PushTarget,
      payload: string,
      options: { readonly ttlSeconds: number; readonly urgency: "normal" | "high"; readonly topic: string },
    ) => Effect.Effect<PushOutcome>
  }
>() {}

/**
 * Demo mode's phone: a device of one demo player, subscribed at a fake push service the server
 * starts, so that a demo shows what a player's phone would have received. Absent outside demo mode.
 */
export class DemoPhone extends Context.Tag("venue/DemoPhone")<
  DemoPhone,
  { readonly inbox: Effect.Effect<DemoPhoneInbox> }
>() {}
