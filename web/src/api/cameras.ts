import type { CamerasGroup } from "../../../adapters/http/plugins/cameras"
import { pathOf } from "./paths"
import { request } from "./request"
import type { Body, Success } from "./typed"

type S<N extends string> = Success<typeof CamerasGroup, N>

export type CameraDevice = S<"getExternalDevice">
export type CameraDeviceInput = Body<typeof CamerasGroup, "createExternalDevice">

export type CameraIntegration = S<"cameraIntegrations">[number]

/** The club's camera integrations (credentials of category camera), with how many devices each has. */
export const cameraIntegrations = (facilityId: number) =>
  request<S<"cameraIntegrations">>(pathOf("cameras.cameraIntegrations", { id: facilityId }))
export const listExternalDevices = (integrationId: number) =>
  request<S<"listExternalDevices">>(pathOf("cameras.listExternalDevices", { id: integrationId }))
export const createExternalDevice = (integrationId: number, body: CameraDeviceInput) =>
  request<CameraDevice>(pathOf("cameras.createExternalDevice", { id: integrationId }), { method: "POST", body })
export const getExternalDevice = (integrationId: number, id: number) =>
  request<CameraDevice>(pathOf("cameras.getExternalDevice", { id: integrationId, deviceId: id }))
export const updateExternalDevice = (integrationId: number, id: number, body: CameraDeviceInput) =>
  request<CameraDevice>(pathOf("cameras.updateExternalDevice", { id: integrationId, deviceId: id }), {
    method: "PUT",
    body,
  })
export const deleteExternalDevice = (integrationId: number, id: number) =>
  request<CameraDevice>(pathOf("cameras.deleteExternalDevice", { id: integrationId, deviceId: id }), {
    method: "DELETE",
  })

/** A booking's recordings, one per camera on its court (once it has ended). */
export const bookingRecordings = (reservationId: number) =>
  request<S<"bookingRecordings">>(pathOf("cameras.bookingRecordings", { id: reservationId }))
