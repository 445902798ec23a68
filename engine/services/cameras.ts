import { Effect, Option } from "effect"
import { requireManagerAt } from "../access"
import { CAMERA_CATEGORY, type CameraDeviceFields, cameraDeviceProblem } from "../cameras"
import { notFound, unprocessable } from "../errors"
import { CamerasRepo } from "../ports"

export type CameraDeviceInput = Partial<{ -readonly [K in keyof CameraDeviceFields]: CameraDeviceFields[K] }>

/**
 * A club's camera integrations (credentials of category `camera`) and their devices, each filming
 * a court of that club: managers of the club list, add, change and remove them.
 */
export class Cameras extends Effect.Service<Cameras>()("venue/Cameras", {
  effect: Effect.gen(function* () {
    const repo = yield* CamerasRepo

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

    return { integrations, list, show, create, update, remove } as const
  }),
}) {}
