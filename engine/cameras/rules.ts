import { Data, Schema } from "effect"

/** The API's External camera device: a camera of a club's camera integration, filming a court. */
export const CameraDevice = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  external_identifier: Schema.String,
  court_id: Schema.NullOr(Schema.Number),
})
export type CameraDevice = typeof CameraDevice.Type

/** A camera integration of a club: a credential of category camera. */
export const CameraIntegration = Schema.Struct({ id: Schema.Number, name: Schema.String, devices: Schema.Number })
export type CameraIntegration = typeof CameraIntegration.Type

export interface CameraDeviceFields {
  readonly name: string
  readonly external_identifier: string
  readonly court_id: number | null
}

/** The credential category of a camera integration. */
export const CAMERA_CATEGORY = "camera"

/** What is wrong with a device's fields, in a sentence; undefined when nothing is. */
export const cameraDeviceProblem = (d: CameraDeviceFields): string | undefined =>
  d.name.trim() === "" || d.name.length > 120
    ? "A camera needs a name of at most 120 characters."
    : d.external_identifier.trim() === "" || d.external_identifier.length > 200
      ? "A camera needs the identifier its system knows it by (at most 200 characters)."
      : undefined

/** A camera on a court, as the recordings of a booking there are asked of its system. */
export interface CourtCamera {
  readonly credential_id: number
  readonly name: string
  readonly external_identifier: string
}

/** The camera system did not answer, or refused the club's key. */
export class RecordingsUnavailable extends Data.TaggedError("RecordingsUnavailable")<{ readonly message: string }> {}

export const BookingRecordings = Schema.Struct({
  reservation_id: Schema.Number,
  /** Each camera on the booking's court with its recording, or null while the camera system has none. */
  recordings: Schema.Array(Schema.Struct({ camera: Schema.String, url: Schema.NullOr(Schema.String) })),
  /** Why there is nothing to watch yet, when there is not. */
  message: Schema.NullOr(Schema.String),
})
export type BookingRecordings = typeof BookingRecordings.Type
