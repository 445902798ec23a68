import { Schema } from "effect"
import { MembershipStatus } from "../memberships/rules"

import { ReservationStatus } from "../reservations/rules"

/** What a club's integrators may hear of. */
export const WEBHOOK_EVENTS = [
  "reservation.created",
  "reservation.changed",
  "reservation.cancelled",
  "payment.recorded",
  "membership.changed",
] as const
export type WebhookEventKind = (typeof WEBHOOK_EVENTS)[number]

/**
 * What an endpoint receives. 2 (the default): the small payloads below, the same whatever the
 * tables look like. 1: the changed table row as it was stored, kept for the endpoints registered
 * before version 2 until their receivers move (deprecated: a delivery on it says so in a header).
 */
export const WEBHOOK_VERSIONS = [1, 2] as const
export type WebhookVersion = (typeof WEBHOOK_VERSIONS)[number]
export const CURRENT_WEBHOOK_VERSION: WebhookVersion = 2

/** An endpoint as it is stored, its secret sealed. */
export interface NewEndpoint {
  readonly url: string
  readonly events: ReadonlyArray<WebhookEventKind>
  readonly version: WebhookVersion
  readonly secret_sealed: string
}

/** What a change of an endpoint sends; what is left out stays. */
export interface EndpointChange {
  readonly url?: string | undefined
  readonly events?: ReadonlyArray<WebhookEventKind> | undefined
  readonly active?: boolean | undefined
  readonly version?: WebhookVersion | undefined
}

const Instant = Schema.String.annotations({ description: "ISO 8601, with its offset" })
const Id = Schema.Number
const OptionalId = Schema.NullOr(Schema.Number)

/** A booking as version 2 tells of it: the booking and every court it holds, its times as the API says them. */
export const ReservationPayload = Schema.Struct({
  object: Schema.Literal("reservation"),
  id: Id,
  facility_id: Id,
  court_ids: Schema.Array(Id),
  date: Schema.String.annotations({ description: "The club's local date, YYYY-MM-DD" }),
  starts_at: Instant,
  ends_at: Instant,
  kind: Schema.String,
  status: ReservationStatus,
  no_show: Schema.Boolean,
  created_by: OptionalId,
  teacher_id: OptionalId,
  cancelled_at: Schema.NullOr(Instant),
  updated_at: Instant,
})

/** A ledger row as version 2 tells of it: money in the club's currency's minor units. */
export const PaymentPayload = Schema.Struct({
  object: Schema.Literal("payment"),
  id: Id,
  facility_id: Id,
  amount: Schema.Number,
  currency: Schema.String,
  method: Schema.String,
  status: Schema.Literal("pending", "paid", "failed", "cancelled"),
  payable_type: Schema.String,
  payable_id: OptionalId,
  reservation_id: OptionalId,
  payer_id: OptionalId,
  refund_of: OptionalId,
  business_date: Schema.String,
  created_at: Instant,
})

/** A membership as version 2 tells of it. */
export const MembershipPayload = Schema.Struct({
  object: Schema.Literal("membership"),
  id: Id,
  facility_id: Id,
  plan_id: Id,
  owner_id: Id,
  status: MembershipStatus,
  acquired_at: Schema.NullOr(Instant),
  ends_at: Schema.NullOr(Instant),
  paused_at: Schema.NullOr(Instant),
  cancel_requested: Schema.Boolean,
  updated_at: Instant,
})

/** What `data.object` holds in a version 2 delivery. */
export const EventPayload = Schema.Union(ReservationPayload, PaymentPayload, MembershipPayload)
export type EventPayload = typeof EventPayload.Type

/** Waits before each retry of a failed delivery (as Stripe spaces its own); after the last, it has failed. */
export const RETRY_MINUTES = [1, 5, 30, 120, 720] as const

/** When a delivery that failed its `attempts`-th try is tried again, in minutes; none: it has failed for good. */
export const retryAfter = (attempts: number): number | undefined => RETRY_MINUTES[attempts - 1]

export const WebhookEndpoint = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  url: Schema.String,
  events: Schema.Array(Schema.Literal(...WEBHOOK_EVENTS)),
  active: Schema.Boolean,
  version: Schema.Literal(...WEBHOOK_VERSIONS),
  created_at: Schema.String,
  /** Deliveries of the last day, and how many of them failed their last try. */
  recent: Schema.Number,
  failing: Schema.Number,
})
export type WebhookEndpoint = typeof WebhookEndpoint.Type

export const WebhookDelivery = Schema.Struct({
  id: Schema.Number,
  endpoint_id: Schema.Number,
  event_id: Schema.Number,
  event_type: Schema.Literal(...WEBHOOK_EVENTS),
  status: Schema.Literal("pending", "delivered", "failed"),
  attempts: Schema.Number,
  next_at: Schema.NullOr(Schema.String),
  response_status: Schema.NullOr(Schema.Number),
  response_body: Schema.NullOr(Schema.String),
  error: Schema.NullOr(Schema.String),
  delivered_at: Schema.NullOr(Schema.String),
  created_at: Schema.String,
}).annotations({
  examples: [
    {
      id: 90211,
      endpoint_id: 4,
      event_id: 77310,
      event_type: "reservation.created",
      status: "delivered",
      attempts: 2,
      next_at: null,
      response_status: 200,
      response_body: "ok",
      error: null,
      delivered_at: "2026-12-05T17:02:14.020Z",
      created_at: "2026-12-05T17:02:11.913Z",
    },
  ],
})
export type WebhookDelivery = typeof WebhookDelivery.Type

/** A delivery taken for sending: its endpoint's address and sealed secret, and its event. */
export interface DueDelivery {
  readonly id: number
  readonly facility_id: number
  readonly url: string
  readonly secret_sealed: string
  readonly attempts: number
  readonly version: WebhookVersion
  readonly event: {
    readonly id: number
    readonly kind: WebhookEventKind
    readonly object: unknown
    readonly at: string
  }
}

/**
 * What an integrator receives: the event as JSON in its endpoint's version, its id stable across
 * retries and replays (they dedupe on it).
 */
export const eventBody = (delivery: DueDelivery) =>
  JSON.stringify({
    id: `evt_${delivery.event.id}`,
    type: delivery.event.kind,
    ...(delivery.version === 1 ? {} : { api_version: delivery.version }),
    created: Math.floor(new Date(delivery.event.at).getTime() / 1000),
    facility_id: delivery.facility_id,
    data: { object: delivery.event.object },
  })

/** What a try came to: delivered, or failed with a retry in `retryMinutes` (none: failed for good). */
export interface TryOutcome {
  readonly delivered: boolean
  readonly status: number | null
  readonly body: string | null
  readonly error: string | null
  readonly retryMinutes: number | undefined
}

/** How the receiver answered, or why it could not be reached. */
export type SendOutcome =
  | { readonly _tag: "Answered"; readonly status: number; readonly body: string }
  | { readonly _tag: "Unreachable"; readonly error: string }
