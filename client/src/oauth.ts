/**
 * OAuth 2.0 for a partner app (RFC 6749 with PKCE, RFC 7636): the verifier and its challenge, the
 * address that sends a person to the club's consent page, the code's exchange and a token's revocation.
 * A person's consent covers one club; the tokens reach that club only.
 */
import { oauthPost, type TokenAnswer, tokenRequest } from "./index.js"

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "")

/** A new PKCE pair: keep `verifier` for the exchange; `challenge` (S256) goes in the authorize address. */
export const pkce = async () => {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)))
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)))
  return { verifier, challenge: base64url(digest), method: "S256" as const }
}

export interface AuthorizeRequest {
  readonly baseUrl: string
  readonly clientId: string
  /** One of the app's registered redirect addresses, exactly. */
  readonly redirectUri: string
  readonly challenge: string
  /** read (the default), write or admin. */
  readonly scope?: "read" | "write" | "admin"
  /** Anything of the app's, given back with the code: check it (CSRF). */
  readonly state?: string
}

/** Where to send the person: the club's consent page, which comes back to `redirectUri` with `code` and `state`. */
export const authorizeUrl = (request: AuthorizeRequest) => {
  const url = new URL(`${request.baseUrl.replace(/\/+$/, "")}/oauth/authorize`)
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    code_challenge: request.challenge,
    code_challenge_method: "S256",
    ...(request.scope === undefined ? {} : { scope: request.scope }),
    ...(request.state === undefined ? {} : { state: request.state }),
  }).toString()
  return url.toString()
}

export interface AppCredentials {
  readonly baseUrl: string
  readonly clientId: string
  /** A confidential app's secret; a public app (in a browser or on a phone) has none. */
  readonly clientSecret?: string
  readonly fetch?: typeof fetch
}

/** The code the redirect brought, with its verifier, for the club's tokens (a `VenueApiError` with OAuth's reason when refused). */
export const exchangeCode = (
  app: AppCredentials,
  exchange: { readonly code: string; readonly verifier: string; readonly redirectUri: string },
): Promise<TokenAnswer> =>
  tokenRequest(
    app.baseUrl,
    new URLSearchParams({
      grant_type: "authorization_code",
      code: exchange.code,
      code_verifier: exchange.verifier,
      redirect_uri: exchange.redirectUri,
    }),
    app,
    app.fetch,
  )

/** Ends an access or refresh token of the app (RFC 7009); the same answer whether or not it was live. */
export const revokeToken = async (app: AppCredentials, token: string) => {
  await oauthPost(app.baseUrl, "revoke", new URLSearchParams({ token }), app, app.fetch)
}

/** A confidential app's own token for a club that let it in (client credentials): no person, no refresh token. */
export const clientCredentials = (
  app: AppCredentials,
  request: { readonly facilityId: number; readonly scope?: "read" | "write" | "admin" },
): Promise<TokenAnswer> =>
  tokenRequest(
    app.baseUrl,
    new URLSearchParams({
      grant_type: "client_credentials",
      facility_id: String(request.facilityId),
      ...(request.scope === undefined ? {} : { scope: request.scope }),
    }),
    app,
    app.fetch,
  )
