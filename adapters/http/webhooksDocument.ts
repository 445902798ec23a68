import { JSONSchema, Schema } from "effect"
import {
  CURRENT_WEBHOOK_VERSION,
  MembershipPayload,
  PaymentPayload,
  ReservationPayload,
  WEBHOOK_EVENTS,
  type WebhookEventKind,
} from "../../engine/webhooks/rules"

/** What `data.object` is for each event, in the current payload version. */
const OBJECT_OF: Record<WebhookEventKind, Schema.Schema.Any> = {
  "reservation.created": ReservationPayload,
  "reservation.changed": ReservationPayload,
  "reservation.cancelled": ReservationPayload,
  "payment.recorded": PaymentPayload,
  "membership.changed": MembershipPayload,
}

const SAID: Record<WebhookEventKind, string> = {
  "reservation.created": "A booking was made.",
  "reservation.changed": "A booking's time, courts, players or status changed.",
  "reservation.cancelled": "A booking was cancelled.",
  "payment.recorded": "A payment or refund was written to the ledger.",
  "membership.changed": "A membership began, was paused, resumed, renewed or ended.",
}

const jsonSchemaOf = (schema: Schema.Schema.Any) => {
  const { $schema: _, ...rest } = JSONSchema.make(schema) as unknown as Record<string, unknown>
  return rest
}

const envelope = (kind: WebhookEventKind) =>
  Schema.Struct({
    id: Schema.String.annotations({ description: "The event's id (`evt_…`), the same on every retry: dedupe on it." }),
    type: Schema.Literal(kind),
    api_version: Schema.Literal(CURRENT_WEBHOOK_VERSION),
    created: Schema.Number.annotations({ description: "When it happened, in Unix seconds." }),
    facility_id: Schema.Number,
    data: Schema.Struct({ object: OBJECT_OF[kind] }),
  })

const headerParameter = (name: string, description: string) => ({
  name,
  in: "header",
  required: true,
  description,
  schema: { type: "string" },
})

/** OpenAPI 3.1's `webhooks`: each event a club's endpoint may receive, in the current payload version. */
export const webhooksDocument = () =>
  Object.fromEntries(
    WEBHOOK_EVENTS.map((kind) => [
      kind,
      {
        post: {
          operationId: `webhook.${kind}`,
          summary: SAID[kind],
          description:
            "Sent to each endpoint registered for the event. Check `Venue-Signature` before trusting the body " +
            "(`verifyWebhook` in `@venue/client`); answer 2xx within 10 s, or it is tried again after 1, 5, 30, 120 and 720 minutes.",
          parameters: [
            headerParameter(
              "Venue-Signature",
              '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" under the endpoint\'s secret>`, as Stripe signs.',
            ),
            headerParameter("Venue-Event", "The event's type, as `type`."),
            headerParameter("Venue-Delivery", "This delivery's id: one event may be delivered more than once."),
            headerParameter("Venue-Webhook-Version", "The payload version the endpoint is registered for."),
          ],
          requestBody: { required: true, content: { "application/json": { schema: jsonSchemaOf(envelope(kind)) } } },
          responses: { "200": { description: "Received; any 2xx will do." } },
        },
      },
    ]),
  )
