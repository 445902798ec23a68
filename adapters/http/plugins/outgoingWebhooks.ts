import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import { Webhooks } from "../../../engine/webhooks/service"
import { WEBHOOK_EVENTS, WEBHOOK_VERSIONS, WebhookDelivery, WebhookEndpoint } from "../../../engine/webhooks/rules"
import { asCaller } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { IdParam } from "../schemas"
import { byCursorOr, CursorParams, ListOf } from "../lists"

/** Which payloads the address receives: 2, the default; 1 (deprecated), the table rows earlier endpoints took. */
const Version = Schema.Literal(...WEBHOOK_VERSIONS)
const Events = Schema.Array(Schema.Literal(...WEBHOOK_EVENTS)).pipe(Schema.maxItems(WEBHOOK_EVENTS.length * 2))
const Url = Schema.Trim.pipe(
  Schema.nonEmptyString({ message: () => "A webhook needs an address." }),
  Schema.maxLength(500),
)

const FacilityPath = Schema.Struct({ id: IdParam })
const EndpointPath = Schema.Struct({ id: IdParam, endpointId: IdParam })
const policy = Policy.manager()

export const OutgoingWebhooksGroup = apiGroup("outgoingWebhooks")
  .add(
    HttpApiEndpoint.get("webhookEndpoints", "/api/facilities/:id/webhook_endpoints")
      .setPath(FacilityPath)
      .addSuccess(Schema.Array(WebhookEndpoint))
      .annotate(PolicyTag, policy),
  )
  .add(
    HttpApiEndpoint.post("createWebhookEndpoint", "/api/facilities/:id/webhook_endpoints")
      .setPath(FacilityPath)
      .setPayload(Schema.Struct({ url: Url, events: Events, version: Schema.optional(Version) }))
      /** `secret` signs every delivery; it is shown this once. */
      .addSuccess(Schema.Struct({ ...WebhookEndpoint.fields, secret: Schema.String }), { status: 201 })
      .annotate(PolicyTag, policy),
  )
  .add(
    HttpApiEndpoint.put("updateWebhookEndpoint", "/api/facilities/:id/webhook_endpoints/:endpointId")
      .setPath(EndpointPath)
      .setPayload(
        Schema.Struct({
          url: Schema.optional(Url),
          events: Schema.optional(Events),
          active: Schema.optional(Schema.Boolean),
          version: Schema.optional(Version),
        }),
      )
      .addSuccess(WebhookEndpoint)
      .annotate(PolicyTag, policy),
  )
  .add(
    HttpApiEndpoint.del("deleteWebhookEndpoint", "/api/facilities/:id/webhook_endpoints/:endpointId")
      .setPath(EndpointPath)
      .addSuccess(WebhookEndpoint)
      .annotate(PolicyTag, policy),
  )
  .add(
    HttpApiEndpoint.get("webhookDeliveries", "/api/facilities/:id/webhook_endpoints/:endpointId/deliveries")
      .setPath(EndpointPath)
      .setUrlParams(
        Schema.Struct({ page: Schema.optional(IdParam.pipe(Schema.lessThanOrEqualTo(1000))), ...CursorParams }),
      )
      .addSuccess(
        Schema.Union(
          Schema.Struct({ deliveries: Schema.Array(WebhookDelivery), page: Schema.Number, has_more: Schema.Boolean }),
          ListOf(WebhookDelivery, "WebhookDelivery"),
        ),
      )
      .annotate(PolicyTag, policy),
  )
  .add(
    HttpApiEndpoint.post("replayWebhookDelivery", "/api/facilities/:id/webhook_deliveries/:deliveryId/replay")
      .setPath(Schema.Struct({ id: IdParam, deliveryId: IdParam }))
      .addSuccess(WebhookDelivery)
      .annotate(PolicyTag, policy),
  )
  .middleware(Authn)

const use = <A, E, R>(f: (webhooks: Webhooks) => Effect.Effect<A, E, R>) => asCaller(Effect.flatMap(Webhooks, f))

const OutgoingWebhooksLive = HttpApiBuilder.group(apiOf(OutgoingWebhooksGroup), "outgoingWebhooks", (handlers) =>
  handlers
    .handle("webhookEndpoints", ({ path }) => use((w) => w.endpoints(path.id)))
    .handle("createWebhookEndpoint", ({ path, payload }) => use((w) => w.create(path.id, payload)))
    .handle("updateWebhookEndpoint", ({ path, payload }) => use((w) => w.update(path.id, path.endpointId, payload)))
    .handle("deleteWebhookEndpoint", ({ path }) => use((w) => w.remove(path.id, path.endpointId)))
    .handle("webhookDeliveries", ({ path, urlParams }) =>
      use((w) =>
        byCursorOr(
          urlParams,
          (cursor) => w.deliveriesAfter(path.id, path.endpointId, cursor),
          () => w.deliveries(path.id, path.endpointId, urlParams.page ?? 1),
        ),
      ),
    )
    .handle("replayWebhookDelivery", ({ path }) => use((w) => w.replay(path.id, path.deliveryId))),
)

export const outgoingWebhooksPlugin: Plugin = {
  name: "outgoingWebhooks",
  description:
    "A club's webhooks for integrators: addresses told of bookings, payments and memberships, deliveries signed, retried and replayable.",
  group: OutgoingWebhooksGroup,
  handlers: OutgoingWebhooksLive,
}
