import {
  HttpApiBuilder,
  HttpApiEndpoint,
  HttpApiSchema,
  HttpApp,
  HttpServerRequest,
  HttpServerResponse,
} from "@effect/platform"
import { Effect, Schema } from "effect"
import { AppGrant, OAuthError, PartnerApp } from "../../../engine/partnerApps/rules"
import { TokenScope } from "../../../engine/roles"
import { PartnerApps } from "../../../engine/partnerApps/service"
import { using } from "../actor"
import { Authn, CSRF_FIELD } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { IdParam } from "../schemas"
import { ServerSettings } from "../settings"

const Text = (most: number) => Schema.String.pipe(Schema.maxLength(most))

/** What an app sends a person to the consent page with (RFC 6749 §4.1.1, RFC 7636 §4.3). */
const Authorize = Schema.Struct({
  response_type: Text(20),
  client_id: Text(100),
  redirect_uri: Text(500),
  scope: Schema.optional(Text(100)),
  state: Schema.optional(Text(500)),
  code_challenge: Text(128),
  code_challenge_method: Text(10),
})

/**
 * The person's answer on the consent page, sent as the page's HTML form: the code then reaches the app
 * only through the browser's redirect, never in an answer a script could read (RFC 9700 §4.16).
 */
const ConsentForm = Schema.Struct({
  ...Authorize.fields,
  facility_id: IdParam,
  approve: Schema.BooleanFromString,
  [CSRF_FIELD]: Schema.optional(Text(200)),
}).pipe(HttpApiSchema.withEncoding({ kind: "UrlParams" }))

/** The token endpoint's form (`application/x-www-form-urlencoded`, as OAuth clients send it). */
const TokenForm = Schema.Struct({
  grant_type: Text(50),
  code: Schema.optional(Text(200)),
  redirect_uri: Schema.optional(Text(500)),
  code_verifier: Schema.optional(Text(200)),
  refresh_token: Schema.optional(Text(200)),
  scope: Schema.optional(Text(100)),
  facility_id: Schema.optional(IdParam),
  client_id: Schema.optional(Text(100)),
  client_secret: Schema.optional(Text(200)),
}).pipe(HttpApiSchema.withEncoding({ kind: "UrlParams" }))

const RevokeForm = Schema.Struct({
  token: Text(200),
  token_type_hint: Schema.optional(Text(50)),
  client_id: Schema.optional(Text(100)),
  client_secret: Schema.optional(Text(200)),
}).pipe(HttpApiSchema.withEncoding({ kind: "UrlParams" }))

/** RFC 7662 §2.2: a live token of the asking app, or only `active: false`. */
const Introspection = Schema.Union(
  Schema.Struct({ active: Schema.Literal(false) }),
  Schema.Struct({
    active: Schema.Literal(true),
    scope: TokenScope,
    client_id: Schema.String,
    token_type: Schema.Literal("Bearer", "refresh_token"),
    sub: Schema.String.annotations({ description: "The person who granted the app, by their user id." }),
    iat: Schema.Number,
    exp: Schema.Number,
    facility_id: Schema.Number,
  }),
)

/** RFC 8414's metadata, as far as this server has it. */
const AuthorizationServerMetadata = Schema.Struct({
  issuer: Schema.String,
  authorization_endpoint: Schema.String,
  token_endpoint: Schema.String,
  revocation_endpoint: Schema.String,
  introspection_endpoint: Schema.String,
  response_types_supported: Schema.Array(Schema.String),
  grant_types_supported: Schema.Array(Schema.String),
  code_challenge_methods_supported: Schema.Array(Schema.String),
  token_endpoint_auth_methods_supported: Schema.Array(Schema.String),
  revocation_endpoint_auth_methods_supported: Schema.Array(Schema.String),
  introspection_endpoint_auth_methods_supported: Schema.Array(Schema.String),
  scopes_supported: Schema.Array(Schema.String),
  service_documentation: Schema.String,
})

const Tokens = Schema.Struct({
  access_token: Schema.String,
  token_type: Schema.Literal("Bearer"),
  expires_in: Schema.Number,
  refresh_token: Schema.optional(Schema.String),
  scope: TokenScope,
  facility_id: Schema.Number,
})

const NewApp = Schema.Struct({
  name: Schema.Trim.pipe(Schema.minLength(1), Schema.maxLength(100)),
  description: Schema.optionalWith(Text(1000), { default: () => "" }),
  homepage_url: Schema.optionalWith(Schema.NullOr(Text(500)), { default: () => null }),
  redirect_uris: Schema.optionalWith(Schema.Array(Text(500)).pipe(Schema.maxItems(10)), { default: () => [] }),
  confidential: Schema.Boolean,
  scope: TokenScope,
  rate_per_minute: Schema.optionalWith(Schema.Int, { default: () => 600 }),
})

const OAuthRefusal = OAuthError.annotations(
  HttpApiSchema.annotations({ status: 400, description: "RFC 6749 §5.2: `error` and `error_description`." }),
)

/** RFC 6749 §2.3.1: a client's id and secret by HTTP Basic, else in the form. */
const clientOf = (form: { readonly client_id?: string | undefined; readonly client_secret?: string | undefined }) =>
  Effect.map(HttpServerRequest.HttpServerRequest, (request) => {
    const basic = /^Basic\s+(\S+)$/i.exec(request.headers["authorization"] ?? "")
    if (basic === null) return { client_id: form.client_id ?? "", client_secret: form.client_secret }
    const [id = "", secret] = Buffer.from(basic[1]!, "base64").toString("utf8").split(":", 2)
    return {
      client_id: decodeURIComponent(id),
      client_secret: secret === undefined ? undefined : decodeURIComponent(secret),
    }
  })

/** RFC 6749 §5.1: tokens are never cached. */
const noStore = HttpApp.appendPreResponseHandler((_, response) =>
  Effect.succeed(HttpServerResponse.setHeaders(response, { "cache-control": "no-store", pragma: "no-cache" })),
)

export const PartnerAppsGroup = apiGroup("partnerApps")
  .add(
    HttpApiEndpoint.get("partnerApps", "/api/partner_apps")
      .addSuccess(Schema.Array(PartnerApp))
      .annotate(PolicyTag, Policy.platformAdmin),
  )
  .add(
    HttpApiEndpoint.post("registerPartnerApp", "/api/partner_apps")
      .setPayload(NewApp)
      .addSuccess(Schema.Struct({ app: PartnerApp, client_secret: Schema.NullOr(Schema.String) }), { status: 201 })
      .annotate(PolicyTag, Policy.platformAdmin),
  )
  .add(
    HttpApiEndpoint.del("retirePartnerApp", "/api/partner_apps/:id")
      .setPath(Schema.Struct({ id: IdParam }))
      .addSuccess(Schema.Void, { status: 204 })
      .annotate(PolicyTag, Policy.platformAdmin),
  )
  .add(
    HttpApiEndpoint.get("consentRequest", "/api/oauth/authorize")
      .setUrlParams(Authorize)
      .addSuccess(
        Schema.Struct({
          app: PartnerApp.pick("name", "description", "homepage_url"),
          scope: TokenScope,
          facility_ids: Schema.Array(Schema.Number),
        }),
      )
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("consent", "/api/oauth/authorize")
      .setPayload(ConsentForm)
      .addSuccess(
        HttpApiSchema.Empty(303).annotations({
          description: "Back to the app: `Location` is its redirect address with `code` and `state`, or `error`.",
        }),
      )
      .annotate(PolicyTag, Policy.personOnPage),
  )
  .add(
    HttpApiEndpoint.post("oauthToken", "/api/oauth/token")
      .setPayload(TokenForm)
      .addSuccess(Tokens)
      .addError(OAuthRefusal)
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.post("oauthRevoke", "/api/oauth/revoke")
      .setPayload(RevokeForm)
      .addSuccess(Schema.Void, { status: 200 })
      .addError(OAuthRefusal)
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.post("oauthIntrospect", "/api/oauth/introspect")
      .setPayload(RevokeForm)
      .addSuccess(Introspection)
      .addError(OAuthRefusal)
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.get("authorizationServerMetadata", "/.well-known/oauth-authorization-server")
      .addSuccess(AuthorizationServerMetadata)
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.get("clubApps", "/api/facilities/:id/partner_apps")
      .setPath(Schema.Struct({ id: IdParam }))
      .addSuccess(Schema.Array(PartnerApp))
      .annotate(PolicyTag, Policy.admin()),
  )
  .add(
    HttpApiEndpoint.post("registerClubApp", "/api/facilities/:id/partner_apps")
      .setPath(Schema.Struct({ id: IdParam }))
      .setPayload(NewApp)
      .addSuccess(Schema.Struct({ app: PartnerApp, client_secret: Schema.NullOr(Schema.String) }), { status: 201 })
      .annotate(PolicyTag, Policy.admin()),
  )
  .add(
    HttpApiEndpoint.del("retireClubApp", "/api/facilities/:id/partner_apps/:appId")
      .setPath(Schema.Struct({ id: IdParam, appId: IdParam }))
      .addSuccess(Schema.Void, { status: 204 })
      .annotate(PolicyTag, Policy.admin()),
  )
  .add(
    HttpApiEndpoint.get("appGrants", "/api/facilities/:id/app_grants")
      .setPath(Schema.Struct({ id: IdParam }))
      .addSuccess(Schema.Array(AppGrant))
      .annotate(PolicyTag, Policy.admin()),
  )
  .add(
    HttpApiEndpoint.del("revokeAppGrant", "/api/facilities/:id/app_grants/:grantId")
      .setPath(Schema.Struct({ id: IdParam, grantId: IdParam }))
      .addSuccess(Schema.Void, { status: 204 })
      .annotate(PolicyTag, Policy.admin()),
  )
  .middleware(Authn)

const PartnerAppsLive = HttpApiBuilder.group(apiOf(PartnerAppsGroup), "partnerApps", (handlers) =>
  handlers
    .handle("partnerApps", () => using(PartnerApps, (p) => p.apps))
    .handle("registerPartnerApp", ({ payload }) => using(PartnerApps, (p) => p.register(payload)))
    .handle("retirePartnerApp", ({ path }) => using(PartnerApps, (p) => p.retire(path.id)))
    .handle("consentRequest", ({ urlParams }) => using(PartnerApps, (p) => p.consentRequest(urlParams)))
    .handle("consent", ({ payload }) =>
      Effect.zipRight(
        noStore,
        Effect.map(
          using(PartnerApps, (p) => p.consent(payload, payload.facility_id, payload.approve)),
          ({ redirect_to }) => HttpServerResponse.redirect(redirect_to, { status: 303 }),
        ),
      ),
    )
    .handle("oauthToken", ({ payload }) =>
      Effect.zipRight(
        noStore,
        Effect.flatMap(clientOf(payload), (client) => using(PartnerApps, (p) => p.token(payload, client))),
      ),
    )
    .handle("oauthRevoke", ({ payload }) =>
      Effect.flatMap(clientOf(payload), (client) => using(PartnerApps, (p) => p.revoke(payload.token, client))),
    )
    .handle("oauthIntrospect", ({ payload }) =>
      Effect.zipRight(
        noStore,
        Effect.flatMap(clientOf(payload), (client) => using(PartnerApps, (p) => p.introspect(payload.token, client))),
      ),
    )
    .handle("authorizationServerMetadata", () =>
      Effect.flatMap(ServerSettings, (settings) => using(PartnerApps, (p) => p.metadata(settings.publicUrl))),
    )
    .handle("clubApps", ({ path }) => using(PartnerApps, (p) => p.clubApps(path.id)))
    .handle("registerClubApp", ({ path, payload }) => using(PartnerApps, (p) => p.registerForClub(path.id, payload)))
    .handle("retireClubApp", ({ path }) => using(PartnerApps, (p) => p.retireClubApp(path.id, path.appId)))
    .handle("appGrants", ({ path }) => using(PartnerApps, (p) => p.grants(path.id)))
    .handle("revokeAppGrant", ({ path }) => using(PartnerApps, (p) => p.revokeGrant(path.id, path.grantId))),
)

export const partnerAppsPlugin: Plugin = {
  name: "partnerApps",
  description:
    "Partner apps: the platform's admins register apps; a club's owner or admin lets one reach the club (OAuth 2.0: authorization code with PKCE, client credentials); tokens expire, refresh and are revoked; the club lists and ends its grants.",
  group: PartnerAppsGroup,
  handlers: PartnerAppsLive,
}
