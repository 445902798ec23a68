import { withSpans } from "../spans"
import { Clock, Effect, Either, Option } from "effect"
import { requireManagerAt, reservationAccess } from "../access"
import { type BookingRecordings, CAMERA_CATEGORY, type CameraDeviceFields, cameraDeviceProblem } from "./rules"
import { CameraRecordings } from "./port"
import { ACTIVE_STATUSES } from "../reservations/rules"
import { notFound, orNotFound, unprocessable } from "../errors"
import { CamerasRepo } from "./port"
import { ReservationsRepo } from "../reservations/port"

export type CameraDeviceInput = Partial<{ -readonly [K in keyof CameraDeviceFields]: CameraDeviceFields[K] }>

/**
 * A club's camera integrations (credentials of category `camera`) and their devices, each filming
 * a court of that club: managers of the club list, add, change and remove them.
 */
export class Cameras extends Effect.Service<Cameras>()("venue/Cameras", {
  effect: Effect.gen(function* () {
    const repo = yield* CamerasRepo
    const reservations = yield* ReservationsRepo
    const recordings = yield* CameraRecordings

    /** The integration's club, once the caller manages it; another club's is not found. */
    const integration = (credentialId: number) =>
      Effect.gen(function* () {
        const found = Option.getOrUndefined(yield* repo.integration(credentialId))
        if (found === undefined) return yield* Effect.fail(notFound("Camera integration"))
        yield* requireManagerAt(found.facility_id, "Only a manager of the club sets up its cameras.")
        if (found.category !== CAMERA_CATEGORY)
          return yield* Effect.fail(
            unprocessable(`Credential ${credentialId} is not a camera integration (its category is not "camera").`),
          )
        return found.facility_id
      })

    const checked = (facilityId: number, fields: CameraDeviceFields) =>
      Effect.gen(function* () {
        const problem = cameraDeviceProblem(fields)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        if (fields.court_id !== null && !(yield* repo.courtAt(facilityId, fields.court_id)))
          return yield* Effect.fail(unprocessable(`The club has no court ${fields.court_id}.`))
        return { ...fields, name: fields.name.trim(), external_identifier: fields.external_identifier.trim() }
      })

    const taken = (identifier: string) =>
      unprocessable(`Another camera of this integration has the identifier "${identifier}".`)

    /** The club's camera integrations (its credentials of category camera), for its managers. */
    const integrations = (facilityId: number) =>
      Effect.zipRight(
        requireManagerAt(facilityId, "Only a manager of the club sets up its cameras."),
        repo.integrations(facilityId),
      )

    const list = (credentialId: number) =>
      Effect.flatMap(integration(credentialId), (facilityId) => repo.devices(facilityId, credentialId))

    const deviceOf = (facilityId: number, credentialId: number, id: number) =>
      Effect.flatMap(repo.devices(facilityId, credentialId), (devices) => {
        const device = devices.find((d) => d.id === id)
        return device === undefined ? Effect.fail(notFound("Camera")) : Effect.succeed(device)
      })

    const show = (credentialId: number, id: number) =>
      Effect.flatMap(integration(credentialId), (facilityId) => deviceOf(facilityId, credentialId, id))

    const create = (credentialId: number, input: CameraDeviceInput) =>
      Effect.gen(function* () {
        const facilityId = yield* integration(credentialId)
        const fields = yield* checked(facilityId, {
          name: input.name ?? "",
          external_identifier: input.external_identifier ?? "",
          court_id: input.court_id ?? null,
        })
        const id = yield* repo.insert(facilityId, credentialId, fields)
        if (Option.isNone(id)) return yield* Effect.fail(taken(fields.external_identifier))
        return yield* deviceOf(facilityId, credentialId, id.value)
      })

    /** Changes what is sent; the rest stays. */
    const update = (credentialId: number, id: number, input: CameraDeviceInput) =>
      Effect.gen(function* () {
        const facilityId = yield* integration(credentialId)
        const before = yield* deviceOf(facilityId, credentialId, id)
        const fields = yield* checked(facilityId, {
          name: input.name ?? before.name,
          external_identifier: input.external_identifier ?? before.external_identifier,
          court_id: input.court_id === undefined ? before.court_id : input.court_id,
        })
        const outcome = yield* repo.update(facilityId, credentialId, id, fields)
        if (outcome === "missing") return yield* Effect.fail(notFound("Camera"))
        if (outcome === "taken") return yield* Effect.fail(taken(fields.external_identifier))
        return yield* deviceOf(facilityId, credentialId, id)
      })

    const remove = (credentialId: number, id: number) =>
      Effect.gen(function* () {
        const facilityId = yield* integration(credentialId)
        const device = yield* deviceOf(facilityId, credentialId, id)
        yield* repo.remove(facilityId, credentialId, id)
        return device
      })

    /**
     * The recordings of a booking, one per camera on its court, for whoever may see the booking:
     * asked of the club's camera system once the booking has ended.
     */
    const recordingsOf = (reservationId: number) =>
      Effect.gen(function* () {
        const booking = yield* orNotFound("Reservation")(reservations.find(reservationId))
        yield* reservationAccess(booking)
        const cameras = yield* repo.onCourt(booking.facility_id, booking.court_id)
        const none = (message: string) =>
          ({
            reservation_id: booking.id,
            recordings: cameras.map((c) => ({ camera: c.name, url: null })),
            message,
          }) satisfies BookingRecordings
        if (cameras.length === 0) return none("No camera films this court.")
        if (!ACTIVE_STATUSES.includes(booking.status))
          return none("This booking did not take place: there is nothing to watch.")
        const to = new Date(booking.ends_at)
        if (to.getTime() > (yield* Clock.currentTimeMillis))
          return none("The recording is ready once the booking ends.")
        const found = yield* Effect.forEach(
          cameras,
          (camera) =>
            Effect.either(
              recordings.find({ facility_id: booking.facility_id, camera, from: new Date(booking.starts_at), to }),
            ),
          { concurrency: 4 },
        )
        const failure = found.find(Either.isLeft)
        const urls = found.map((f) => (Either.isRight(f) ? Option.getOrNull(Option.map(f.right, (r) => r.url)) : null))
        return {
          reservation_id: booking.id,
          recordings: cameras.map((c, i) => ({ camera: c.name, url: urls[i] ?? null })),
          message: urls.some((u) => u !== null)
            ? null
            : failure !== undefined
              ? failure.left.message
              : "The camera system has no recording of this booking.",
        } satisfies BookingRecordings
      })

    return withSpans("Cameras", { integrations, list, show, create, update, remove, recordingsOf })
  }),
}) {}
