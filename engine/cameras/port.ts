import { Context, type Effect, type Option } from "effect"
import type { CameraDevice, CameraDeviceFields, CameraIntegration, CourtCamera, RecordingsUnavailable } from "./rules"

/** Camera integrations' devices. Writes answer false when the integration has no such device. */
export class CamerasRepo extends Context.Tag("venue/CamerasRepo")<
  CamerasRepo,
  {
    /** The credential's club and category, when there is such a credential. */
    readonly integration: (
      credentialId: number,
    ) => Effect.Effect<Option.Option<{ readonly facility_id: number; readonly category: string }>>
    readonly integrations: (facilityId: number) => Effect.Effect<ReadonlyArray<CameraIntegration>>
    readonly courtAt: (facilityId: number, courtId: number) => Effect.Effect<boolean>
    readonly devices: (facilityId: number, credentialId: number) => Effect.Effect<ReadonlyArray<CameraDevice>>
    /** Its id; none when the integration has a device with that identifier already. */
    readonly insert: (
      facilityId: number,
      credentialId: number,
      fields: CameraDeviceFields,
    ) => Effect.Effect<Option.Option<number>>
    /** "missing": no such device; "taken": another device has the identifier. */
    readonly update: (
      facilityId: number,
      credentialId: number,
      id: number,
      fields: CameraDeviceFields,
    ) => Effect.Effect<"done" | "missing" | "taken">
    readonly remove: (facilityId: number, credentialId: number, id: number) => Effect.Effect<boolean>
    /** The cameras of the club's camera systems that film a court. */
    readonly onCourt: (facilityId: number, courtId: number) => Effect.Effect<ReadonlyArray<CourtCamera>>
  }
>() {}

/** A club's camera system: the recording of one camera over a period, when it has one. */
export class CameraRecordings extends Context.Tag("venue/CameraRecordings")<
  CameraRecordings,
  {
    readonly find: (request: {
      readonly facility_id: number
      readonly camera: CourtCamera
      readonly from: Date
      readonly to: Date
    }) => Effect.Effect<Option.Option<{ readonly url: string }>, RecordingsUnavailable>
  }
>() {}
