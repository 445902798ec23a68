import type { OutgoingWebhooksGroup } from "../../../adapters/http/plugins/outgoingWebhooks"
import { pathOf } from "./paths"
import { request } from "./request"
import type { Body, Success } from "./typed"

type S<N extends string> = Success<typeof OutgoingWebhooksGroup, N>

export type WebhookEndpoint = S<"webhookEndpoints">[number]
export type WebhookDelivery = S<"webhookDeliveries">["deliveries"][number]

export const webhookEndpoints = (facilityId: number) =>
  request<S<"webhookEndpoints">>(pathOf("outgoingWebhooks.webhookEndpoints", { id: facilityId }))
/** The new endpoint with its signing secret, shown this once. */
export const createWebhookEndpoint = (
  facilityId: number,
  body: Body<typeof OutgoingWebhooksGroup, "createWebhookEndpoint">,
) =>
  request<S<"createWebhookEndpoint">>(pathOf("outgoingWebhooks.createWebhookEndpoint", { id: facilityId }), {
    method: "POST",
    body,
  })
export const updateWebhookEndpoint = (
  facilityId: number,
  id: number,
  body: Body<typeof OutgoingWebhooksGroup, "updateWebhookEndpoint">,
) =>
  request<S<"updateWebhookEndpoint">>(
    pathOf("outgoingWebhooks.updateWebhookEndpoint", { id: facilityId, endpointId: id }),
    { method: "PUT", body },
  )
export const deleteWebhookEndpoint = (facilityId: number, id: number) =>
  request<S<"deleteWebhookEndpoint">>(
    pathOf("outgoingWebhooks.deleteWebhookEndpoint", { id: facilityId, endpointId: id }),
    { method: "DELETE" },
  )
export const webhookDeliveries = (facilityId: number, endpointId: number, page = 1) =>
  request<S<"webhookDeliveries">>(
    pathOf("outgoingWebhooks.webhookDeliveries", { id: facilityId, endpointId }, { page }),
  )
/** Sends a delivery again, with the same event id. */
export const replayWebhookDelivery = (facilityId: number, deliveryId: number) =>
  request<S<"replayWebhookDelivery">>(
    pathOf("outgoingWebhooks.replayWebhookDelivery", { id: facilityId, deliveryId }),
    {
      method: "POST",
    },
  )
