import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { clubCredentials, deleteCredential, insertCredential, updateCredential } from "../../sql/credentials"
import { Effect, Schema } from "effect"
import { Authn } from "../authn"
import { apiGroup, notFound } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { IdParam } from "../schemas"
import { Secrets } from "../../security/secrets"
import { CredentialCategory } from "../../../engine/credentials"

/**
 * A facility's credentials for outside systems (SPEC §3 Credential: door panels, camera clouds,
 * payment providers). The password and token are write-only: sealed at rest with the server's
 * key and never answered; the API says only whether each is set.
 */

const Text = Schema.optionalWith(Schema.NullOr(Schema.String.pipe(Schema.maxLength(300))), { default: () => null })
const Secret = Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.minLength(1), Schema.maxLength(4000))))

const CredentialInput = Schema.Struct({
  category: CredentialCategory,
  type: Text,
  username: Text,
  device_id: Text,
  panel_id: Text,
  company_id: Text,
  client_id: Text,
  system_id: Text,
  cloud_node_id: Text,
  /** Write-only; left out keeps what is stored, null clears it. */
  password: Secret,
  token: Secret,
})

const Credential = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  category: Schema.String,
  type: Schema.NullOr(Schema.String),
  username: Schema.NullOr(Schema.String),
  device_id: Schema.NullOr(Schema.String),
  panel_id: Schema.NullOr(Schema.String),
  company_id: Schema.NullOr(Schema.String),
  client_id: Schema.NullOr(Schema.String),
  system_id: Schema.NullOr(Schema.String),
  cloud_node_id: Schema.NullOr(Schema.String),
  has_password: Schema.Boolean,
  has_token: Schema.Boolean,
  updated_at: Schema.String,
})

const FacilityPath = Schema.Struct({ id: IdParam })
const CredentialPath = Schema.Struct({ id: IdParam, credentialId: IdParam })

export const CredentialsGroup = apiGroup("credentials")
  .add(
    HttpApiEndpoint.get("list", "/api/facilities/:id/credentials")
      .setPath(FacilityPath)
      .addSuccess(Schema.Array(Credential))
      .annotate(PolicyTag, Policy.admin()),
  )
  .add(
    HttpApiEndpoint.post("create", "/api/facilities/:id/credentials")
      .setPath(FacilityPath)
      .setPayload(CredentialInput)
      .addSuccess(Credential, { status: 201 })
      .annotate(PolicyTag, Policy.admin()),
  )
  .add(
    HttpApiEndpoint.put("update", "/api/facilities/:id/credentials/:credentialId")
      .setPath(CredentialPath)
      .setPayload(CredentialInput)
      .addSuccess(Credential)
      .annotate(PolicyTag, Policy.admin()),
  )
  .add(
    HttpApiEndpoint.del("delete", "/api/facilities/:id/credentials/:credentialId")
      .setPath(CredentialPath)
      .addSuccess(Schema.Void)
      .annotate(PolicyTag, Policy.admin()),
  )
  .middleware(Authn)

const plain = (c: typeof CredentialInput.Type) => ({
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

export const CredentialsLive = HttpApiBuilder.group(apiOf(CredentialsGroup), "credentials", (handlers) =>
  handlers
    .handle("list", ({ path }) => clubCredentials(path.id))
    .handle("create", ({ path, payload }) =>
      Effect.gen(function* () {
        const secrets = yield* Secrets
        return yield* insertCredential(path.id, plain(payload), {
          password: payload.password == null ? null : secrets.seal(payload.password),
          token: payload.token == null ? null : secrets.seal(payload.token),
        })
      }),
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        const secrets = yield* Secrets
        const sealed = (value: string | null | undefined) =>
          value === undefined ? undefined : value === null ? null : secrets.seal(value)
        const row = yield* updateCredential(path.id, path.credentialId, plain(payload), {
          password: sealed(payload.password),
          token: sealed(payload.token),
        })
        if (row === undefined) return yield* Effect.fail(notFound("Credential"))
        return row
      }),
    )
    .handle("delete", ({ path }) =>
      Effect.gen(function* () {
        if (!(yield* deleteCredential(path.id, path.credentialId))) return yield* Effect.fail(notFound("Credential"))
      }),
    ),
)

export const credentialsPlugin: Plugin = {
  name: "credentials",
  description: "A facility's credentials for outside systems; passwords and tokens sealed and write-only.",
  group: CredentialsGroup,
  handlers: CredentialsLive,
}
