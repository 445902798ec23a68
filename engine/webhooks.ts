import { Context, type Effect, Schema } from "effect"

/** What a club's integrators may hear of. */
export const WEBHOOK_EVENTS = [
  "reservation.created",
  "reservation.changed",
  "reservation.cancelled",
  "payment.recorded",
  "membership.changed",
] as const
export type WebhookEventKind = (typeof WEBHOOK_EVENTS)[number]

/** What a change of an endpoint sends; what is left out stays. */
export interface EndpointChange {
  readonly url?: string | undefined
  readonly events?: ReadonlyArray<WebhookEventKind> | undefined
  readonly active?: boolean | undefined
}

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
})
export type WebhookDelivery = typeof WebhookDelivery.Type

/** A delivery taken for sending: its endpoint's address and sealed secret, and its event. */
export interface DueDelivery {
  readonly id: number
  readonly facility_id: number
  readonly url: string
  readonly secret_sealed: string
  readonly attempts: number
  readonly event: {
    readonly id: number
    readonly kind: WebhookEventKind
    readonly object: unknown
    readonly at: string
  }
}

/** What an integrator receives: the event as JSON, its id stable across retries and replays (they dedupe on it). */
export const eventBody = (delivery: DueDelivery) =>
  JSON.stringify({
    id: `evt_${delivery.event.id}`,
    type: delivery.event.kind,
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

/**
 * Sends webhooks over HTTP, signed with the endpoint's secret (HMAC-SHA256 over the timestamp and
 * the body, as Stripe signs), and makes endpoints' secrets (shown once, kept sealed).
 */
export class WebhookPost extends Context.Tag("venue/WebhookPost")<
  WebhookPost,
  {
    readonly newSecret: Effect.Effect<{ readonly secret: string; readonly sealed: string }>
    readonly send: (request: {
      readonly url: string
      readonly secretSealed: string
      readonly body: string
      readonly eventType: string
      readonly deliveryId: number
    }) => Effect.Effect<SendOutcome>
  }
>() {}
