import { withSpans } from "../spans"
import { Effect } from "effect"
import { requireAdminAt } from "../access"
import { Secrets } from "../accounts/port"
import { type CredentialFields, type CredentialInput } from "./rules"
import { CredentialsRepo } from "./port"
import { notFound } from "../errors"

const plain = (c: CredentialInput): CredentialFields => ({
  category: c.category,
  type: c.type,
  username: c.username,
  device_id: c.device_id,
  panel_id: c.panel_id,
  company_id: c.company_id,
  client_id: c.client_id,
  system_id: c.system_id,
  cloud_node_id: c.cloud_node_id,
})

/**
 * A club's credentials for outside systems, kept by its owners and admins. The password and
 * token are write-only: sealed at rest with the server's key and never answered.
 */
export class Credentials extends Effect.Service<Credentials>()("venue/Credentials", {
  effect: Effect.gen(function* () {
    const repo = yield* CredentialsRepo
    const secrets = yield* Secrets

    const admin = (facilityId: number) =>
      requireAdminAt(facilityId, "Only the club's owners and admins keep its credentials.")
    const sealed = (value: string | null | undefined) =>
      value === undefined ? undefined : value === null ? null : secrets.seal(value)

    const list = (facilityId: number) => Effect.zipRight(admin(facilityId), repo.ofClub(facilityId))

    const create = (facilityId: number, input: CredentialInput) =>
      Effect.zipRight(
        admin(facilityId),
        repo.insert(facilityId, plain(input), {
          password: sealed(input.password) ?? null,
          token: sealed(input.token) ?? null,
        }),
      )

    const update = (facilityId: number, id: number, input: CredentialInput) =>
      Effect.gen(function* () {
        yield* admin(facilityId)
        const row = yield* repo.update(facilityId, id, plain(input), {
          password: sealed(input.password),
          token: sealed(input.token),
        })
        if (row === undefined) return yield* Effect.fail(notFound("Credential"))
        return row
      })

    const remove = (facilityId: number, id: number) =>
      Effect.gen(function* () {
        yield* admin(facilityId)
        if (!(yield* repo.remove(facilityId, id))) return yield* Effect.fail(notFound("Credential"))
      })

    return withSpans("Credentials", { list, create, update, remove })
  }),
}) {}
