import { Context, type Effect, type Option } from "effect"
import type {
  DueDelivery,
  EndpointChange,
  NewEndpoint,
  SendOutcome,
  TryOutcome,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookVersion,
} from "./rules"
import type { Cursor, ListPage } from "../lists"

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
      readonly version: WebhookVersion
    }) => Effect.Effect<SendOutcome>
  }
>() {}

/** A club's outgoing webhook endpoints and their deliveries. Writes answer false when the club has no such row. */
export class WebhooksRepo extends Context.Tag("venue/WebhooksRepo")<
  WebhooksRepo,
  {
    readonly endpoints: (facilityId: number) => Effect.Effect<ReadonlyArray<WebhookEndpoint>>
    readonly insert: (facilityId: number, fields: NewEndpoint) => Effect.Effect<number>
    readonly update: (facilityId: number, id: number, change: EndpointChange) => Effect.Effect<boolean>
    readonly remove: (facilityId: number, id: number) => Effect.Effect<boolean>
    readonly deliveries: (
      facilityId: number,
      endpointId: number,
      page: { readonly number: number; readonly size: number },
    ) => Effect.Effect<ReadonlyArray<WebhookDelivery>>
    /** None when the cursor's delivery is not the endpoint's. */
    readonly deliveriesAfter: (
      facilityId: number,
      endpointId: number,
      cursor: Cursor,
    ) => Effect.Effect<Option.Option<ListPage<WebhookDelivery>>>
    readonly replay: (facilityId: number, deliveryId: number) => Effect.Effect<Option.Option<WebhookDelivery>>
    /** Due deliveries of every club, each held a while for the one sending it. */
    readonly claimDue: (limit: number) => Effect.Effect<ReadonlyArray<DueDelivery>>
    readonly recordTry: (id: number, outcome: TryOutcome) => Effect.Effect<void>
    /** Lets events older than `days` go, with their deliveries; how many went. */
    readonly forgetOld: (days: number) => Effect.Effect<number>
  }
>() {}
