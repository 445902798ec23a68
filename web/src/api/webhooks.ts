import type { OutgoingWebhooksGroup } from "../../../adapters/http/plugins/outgoingWebhooks"
import { request } from "./request"
import type { Body, Success } from "./typed"

type S<N extends string> = Success<typeof OutgoingWebhooksGroup, N>

export type WebhookEndpoint = S<"webhookEndpoints">[number]
export type WebhookDelivery = S<"webhookDeliveries">["deliveries"][number]

const base = (facilityId: number) => `/api/facilities/${facilityId}/webhook_endpoints`

export const webhookEndpoints = (facilityId: number) => request<S<"webhookEndpoints">>(base(facilityId))
/** The new endpoint with its signing secret, shown this once. */
export const createWebhookEndpoint = (
  facilityId: number,
  body: Body<typeof OutgoingWebhooksGroup, "createWebhookEndpoint">,
) => request<S<"createWebhookEndpoint">>(base(facilityId), { method: "POST", body })
export const updateWebhookEndpoint = (
  facilityId: number,
  id: number,
  body: Body<typeof OutgoingWebhooksGroup, "updateWebhookEndpoint">,
) => request<S<"updateWebhookEndpoint">>(`${base(facilityId)}/${id}`, { method: "PUT", body })
export const deleteWebhookEndpoint = (facilityId: number, id: number) =>
  request<S<"deleteWebhookEndpoint">>(`${base(facilityId)}/${id}`, { method: "DELETE" })
export const webhookDeliveries = (facilityId: number, endpointId: number, page = 1) =>
  request<S<"webhookDeliveries">>(`${base(facilityId)}/${endpointId}/deliveries?page=${page}`)
/** Sends a delivery again, with the same event id. */
export const replayWebhookDelivery = (facilityId: number, deliveryId: number) =>
  request<S<"replayWebhookDelivery">>(`/api/facilities/${facilityId}/webhook_deliveries/${deliveryId}/replay`, {
    method: "POST",
  })
