import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Schema } from "effect"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { using } from "../actor"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { IdParam } from "../schemas"
import { Credentials } from "../../../engine/credentials/service"
import { Credential, CredentialCategory } from "../../../engine/credentials/rules"

/**
 * A facility's credentials for outside systems (door panels, camera clouds,
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

export const CredentialsLive = HttpApiBuilder.group(apiOf(CredentialsGroup), "credentials", (handlers) =>
  handlers
    .handle("list", ({ path }) => using(Credentials, (c) => c.list(path.id)))
    .handle("create", ({ path, payload }) => using(Credentials, (c) => c.create(path.id, payload)))
    .handle("update", ({ path, payload }) => using(Credentials, (c) => c.update(path.id, path.credentialId, payload)))
    .handle("delete", ({ path }) => using(Credentials, (c) => c.remove(path.id, path.credentialId))),
)

export const credentialsPlugin: Plugin = {
  name: "credentials",
  description: "A facility's credentials for outside systems; passwords and tokens sealed and write-only.",
  group: CredentialsGroup,
  handlers: CredentialsLive,
}
