import type { CamerasGroup } from "../../../adapters/http/plugins/cameras"
import { request } from "./request"
import type { Body, Success } from "./typed"

type S<N extends string> = Success<typeof CamerasGroup, N>

export type CameraDevice = S<"getExternalDevice">
export type CameraDeviceInput = Body<typeof CamerasGroup, "createExternalDevice">

const base = (integrationId: number) => `/camera_integrations/api/${integrationId}/external_devices`

export type CameraIntegration = S<"cameraIntegrations">[number]

/** The club's camera integrations (credentials of category camera), with how many devices each has. */
export const cameraIntegrations = (facilityId: number) =>
  request<S<"cameraIntegrations">>(`/api/facilities/${facilityId}/camera_integrations`)
export const listExternalDevices = (integrationId: number) => request<S<"listExternalDevices">>(base(integrationId))
export const createExternalDevice = (integrationId: number, body: CameraDeviceInput) =>
  request<CameraDevice>(base(integrationId), { method: "POST", body })
export const getExternalDevice = (integrationId: number, id: number) =>
  request<CameraDevice>(`${base(integrationId)}/${id}`)
export const updateExternalDevice = (integrationId: number, id: number, body: CameraDeviceInput) =>
  request<CameraDevice>(`${base(integrationId)}/${id}`, { method: "PUT", body })
export const deleteExternalDevice = (integrationId: number, id: number) =>
  request<CameraDevice>(`${base(integrationId)}/${id}`, { method: "DELETE" })

/** A booking's recordings, one per camera on its court (once it has ended). */
export const bookingRecordings = (reservationId: number) =>
  request<S<"bookingRecordings">>(`/api/reservations/${reservationId}/recordings`)
