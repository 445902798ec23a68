/**
 * Partner apps: programs the platform's admins register, which a club's owner or admin lets reach
 * their club (a grant, with a scope) through OAuth 2.0 — the authorization code with PKCE for an app
 * a person uses, client credentials for a server. An app's token acts as the person who granted it,
 * at that club alone and within the grant's scope, like a personal token limited to one club.
 */
import { Effect, Either, Schema } from "effect"
import { secureOrLocal } from "../validation"

import { scopeAllows, type TokenScope, TOKEN_SCOPES, TokenScope as TokenScopeSchema } from "../roles"

/** How long an app's access token lasts; a refresh token gets a new one. */
export const ACCESS_TOKEN_SECONDS = 3600
/** How long a refresh token lasts unused; each use replaces it with a new one. */
export const REFRESH_TOKEN_DAYS = 30
/** How long the code a consent sends back may be exchanged. */
export const CODE_SECONDS = 600

export const PartnerApp = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  description: Schema.String,
  homepage_url: Schema.NullOr(Schema.String),
  client_id: Schema.String,
  redirect_uris: Schema.Array(Schema.String),
  /** A confidential app holds a secret (and may use client credentials); a public one proves itself by PKCE alone. */
  confidential: Schema.Boolean,
  /** The most a club may grant it. */
  scope: TokenScopeSchema,
  /** The calls it may make in a minute, at each club. */
  rate_per_minute: Schema.Number,
  /** The club whose own app it is (registered by its owner or admin, granted there only); null: the platform's. */
  facility_id: Schema.NullOr(Schema.Number),
  created_at: Schema.String,
  retired_at: Schema.NullOr(Schema.String),
})
export type PartnerApp = typeof PartnerApp.Type

/** A club's leave for an app: who gave it (the app acts as them, at that club) and how far it reaches. */
export const AppGrant = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  app_id: Schema.Number,
  app_name: Schema.String,
  user_id: Schema.Number,
  granted_by: Schema.String,
  scope: TokenScopeSchema,
  created_at: Schema.String,
  revoked_at: Schema.NullOr(Schema.String),
})
export type AppGrant = typeof AppGrant.Type

export interface NewPartnerApp {
  readonly name: string
  readonly description: string
  readonly homepage_url: string | null
  readonly redirect_uris: ReadonlyArray<string>
  readonly confidential: boolean
  readonly scope: TokenScope
  readonly rate_per_minute: number
}

/** What a token names: its club, the grant it comes from and how far it reaches. */
export const AppTokenGrant = Schema.Struct({
  token_id: Schema.Number,
  facility_id: Schema.Number,
  grant_id: Schema.Number,
  app_id: Schema.Number,
  user_id: Schema.Number,
  scope: TokenScopeSchema,
  rate_per_minute: Schema.Number,
})
export type AppTokenGrant = typeof AppTokenGrant.Type

/** What introspection tells of a live token: its app, club, person, scope and times (Unix seconds). */
export const TokenFacts = Schema.Struct({
  app_id: Schema.Number,
  client_id: Schema.String,
  facility_id: Schema.Number,
  user_id: Schema.Number,
  scope: TokenScopeSchema,
  refresh: Schema.Boolean,
  issued_at: Schema.Number,
  expires_at: Schema.Number,
})
export type TokenFacts = typeof TokenFacts.Type

/** RFC 7662 §2.2: a token this app may ask about, live; anything else is only `active: false`. */
export const introspection = (facts: TokenFacts | undefined, appId: number) =>
  facts === undefined || facts.app_id !== appId
    ? { active: false as const }
    : {
        active: true as const,
        scope: facts.scope,
        client_id: facts.client_id,
        token_type: facts.refresh ? ("refresh_token" as const) : ("Bearer" as const),
        sub: String(facts.user_id),
        iat: facts.issued_at,
        exp: facts.expires_at,
        facility_id: facts.facility_id,
      }

/** RFC 8414: what an OAuth client learns of this server from `/.well-known/oauth-authorization-server`. */
export const authorizationServerMetadata = (issuer: string) => {
  const at = (path: string) => new URL(path, issuer).toString()
  return {
    issuer: issuer.replace(/\/$/, ""),
    authorization_endpoint: at("/oauth/authorize"),
    token_endpoint: at("/api/oauth/token"),
    revocation_endpoint: at("/api/oauth/revoke"),
    introspection_endpoint: at("/api/oauth/introspect"),
    response_types_supported: ["code"],
    grant_types_supported: ["authorization_code", "refresh_token", "client_credentials"],
    code_challenge_methods_supported: ["S256"],
    token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post", "none"],
    revocation_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post", "none"],
    introspection_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post", "none"],
    scopes_supported: [...TOKEN_SCOPES],
    service_documentation: at("/docs"),
  }
}

/** A code a consent gave, as kept: to be exchanged once, before it expires, by the app it was given to. */
export interface AppCode {
  readonly grant_id: number
  readonly app_id: number
  readonly facility_id: number
  readonly redirect_uri: string
  readonly code_challenge: string
  readonly scope: TokenScope
}

/** A token to keep, by its digests: an access token, and a refresh token where the flow gives one. */
export interface NewAppToken {
  readonly facility_id: number
  readonly grant_id: number
  readonly access_hash: string
  readonly refresh_hash: string | null
  readonly scope: TokenScope
  readonly access_seconds: number
  readonly refresh_days: number
}

/** The scope a request names (one of read, write, admin; read when none), or why it cannot be given. */
export const requestedScope = (asked: string | undefined, most: TokenScope): Either.Either<TokenScope, string> => {
  const scope = (asked ?? "").trim() === "" ? "read" : asked!.trim()
  if (!(TOKEN_SCOPES as ReadonlyArray<string>).includes(scope))
    return Either.left(`The scope is one of ${TOKEN_SCOPES.join(", ")}.`)
  return !scopeAllows(most, scope as TokenScope)
    ? Either.left(`This app may be given at most the ${most} scope.`)
    : Either.right(scope as TokenScope)
}

/** A redirect address an app may register: https (or http to this machine, for development), no fragment. */
export const redirectUriProblem = (uri: string): string | undefined => {
  let url: URL
  try {
    url = new URL(uri)
  } catch {
    return `"${uri}" is not a web address.`
  }
  if (url.hash !== "") return `A redirect address has no fragment (#): ${uri}.`
  if (secureOrLocal(url)) return undefined
  return `A redirect address starts with https:// (or http://localhost for development): ${uri}.`
}

/** What is wrong with an app to register, or nothing. */
export const appProblem = (app: NewPartnerApp): string | undefined => {
  if (app.name.trim() === "") return "An app has a name."
  if (app.redirect_uris.length === 0 && !app.confidential)
    return "A public app needs a redirect address: it has no secret for client credentials."
  for (const uri of app.redirect_uris) {
    const problem = redirectUriProblem(uri)
    if (problem !== undefined) return problem
  }
  if (app.homepage_url !== null && redirectUriProblem(app.homepage_url) !== undefined)
    return "The app's home page is an https:// address."
  return !Number.isInteger(app.rate_per_minute) || app.rate_per_minute < 1 || app.rate_per_minute > 100_000
    ? "An app's calls a minute are a whole number from 1 to 100000."
    : undefined
}

const base64url = (bytes: Uint8Array) => {
  let text = ""
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")
}

/** RFC 7636's S256: the code challenge is the verifier's SHA-256, base64url without padding. */
export const codeChallengeOf = (verifier: string) =>
  Effect.promise(() => crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))).pipe(
    Effect.map((hash) => base64url(new Uint8Array(hash))),
  )

/** A verifier as RFC 7636 allows: 43 to 128 of its unreserved characters. */
export const isCodeVerifier = (verifier: string) => /^[A-Za-z0-9\-._~]{43,128}$/.test(verifier)

/** RFC 6749 §5.2's error codes of the token and revocation endpoints. */
export const OAuthErrorCode = Schema.Literal(
  "invalid_request",
  "invalid_client",
  "invalid_grant",
  "unauthorized_client",
  "unsupported_grant_type",
  "invalid_scope",
)

/** A refusal of the token endpoint, in OAuth's own shape (`error`, `error_description`), so OAuth libraries read it. */
export class OAuthError extends Schema.TaggedError<OAuthError>()("OAuthError", {
  error: OAuthErrorCode,
  error_description: Schema.String,
}) {}

export const oauthError = (error: typeof OAuthErrorCode.Type, description: string) =>
  new OAuthError({ error, error_description: description })

/** Where an app stands against its limit this minute: what the `RateLimit-*` headers say, and whether to refuse. */
export interface RateStanding {
  readonly limit: number
  readonly remaining: number
  /** Seconds until the minute starts again. */
  readonly reset: number
  readonly refused: boolean
}

export const rateStanding = (calls: number, limit: number, secondsLeft: number): RateStanding => ({
  limit,
  remaining: Math.max(0, limit - calls),
  reset: Math.max(1, Math.ceil(secondsLeft)),
  refused: calls > limit,
})
