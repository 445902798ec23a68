import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import { BookingRecordings, CameraDevice, CameraIntegration } from "../../../engine/cameras/rules"
import { Cameras } from "../../../engine/cameras/service"
import { asCaller } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { IdParam } from "../schemas"

/** A device's fields as sent (the API's External camera device); on update only those sent change. */
const DeviceInput = Schema.Struct({
  name: Schema.optional(Schema.String.pipe(Schema.maxLength(120))),
  external_identifier: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
  court_id: Schema.optional(Schema.NullOr(Schema.Int.pipe(Schema.positive()))),
})

const IntegrationPath = Schema.Struct({ id: IdParam })
const DevicePath = Schema.Struct({ id: IdParam, deviceId: IdParam })
const base = "/camera_integrations/api/:id/external_devices"
const policy = Policy.manager(Policy.credential())

export const CamerasGroup = apiGroup("cameras")
  .add(
    HttpApiEndpoint.get("cameraIntegrations", "/api/facilities/:id/camera_integrations")
      .setPath(IntegrationPath)
      .addSuccess(Schema.Array(CameraIntegration))
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.get("listExternalDevices", base)
      .setPath(IntegrationPath)
      .addSuccess(Schema.Array(CameraDevice))
      .annotate(PolicyTag, policy),
  )
  .add(
    HttpApiEndpoint.post("createExternalDevice", base)
      .setPath(IntegrationPath)
      .setPayload(DeviceInput)
      .addSuccess(CameraDevice, { status: 201 })
      .annotate(PolicyTag, policy),
  )
  .add(
    HttpApiEndpoint.get("getExternalDevice", `${base}/:deviceId`)
      .setPath(DevicePath)
      .addSuccess(CameraDevice)
      .annotate(PolicyTag, policy),
  )
  .add(
    HttpApiEndpoint.put("updateExternalDevice", `${base}/:deviceId`)
      .setPath(DevicePath)
      .setPayload(DeviceInput)
      .addSuccess(CameraDevice)
      .annotate(PolicyTag, policy),
  )
  .add(
    HttpApiEndpoint.del("deleteExternalDevice", `${base}/:deviceId`)
      .setPath(DevicePath)
      .addSuccess(CameraDevice)
      .annotate(PolicyTag, policy),
  )
  .add(
    HttpApiEndpoint.get("bookingRecordings", "/api/reservations/:id/recordings")
      .setPath(Schema.Struct({ id: IdParam }))
      .addSuccess(BookingRecordings)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .middleware(Authn)

const use = <A, E, R>(f: (cameras: Cameras) => Effect.Effect<A, E, R>) => asCaller(Effect.flatMap(Cameras, f))

const CamerasLive = HttpApiBuilder.group(apiOf(CamerasGroup), "cameras", (handlers) =>
  handlers
    .handle("cameraIntegrations", ({ path }) => use((c) => c.integrations(path.id)))
    .handle("listExternalDevices", ({ path }) => use((c) => c.list(path.id)))
    .handle("createExternalDevice", ({ path, payload }) => use((c) => c.create(path.id, payload)))
    .handle("getExternalDevice", ({ path }) => use((c) => c.show(path.id, path.deviceId)))
    .handle("updateExternalDevice", ({ path, payload }) => use((c) => c.update(path.id, path.deviceId, payload)))
    .handle("deleteExternalDevice", ({ path }) => use((c) => c.remove(path.id, path.deviceId)))
    .handle("bookingRecordings", ({ path }) => use((c) => c.recordingsOf(path.id))),
)

export const camerasPlugin: Plugin = {
  name: "cameras",
  description:
    "A club's camera integrations' devices (the API's External camera device), each filming a court, and a booking's recordings.",
  group: CamerasGroup,
  handlers: CamerasLive,
}
