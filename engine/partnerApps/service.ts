import { withSpans } from "../spans"
import { Effect, Either } from "effect"
import {
  CurrentCaller,
  ownAdminClubs,
  requireAdminAt,
  requireInPerson,
  requireOwnAdminAt,
  requirePlatformAdmin,
  servesClub,
  signedInId,
} from "../access"
import { Secrets } from "../accounts/port"
import { notFound, unprocessable } from "../errors"
import {
  ACCESS_TOKEN_SECONDS,
  type AppTokenGrant,
  appProblem,
  authorizationServerMetadata,
  CODE_SECONDS,
  codeChallengeOf,
  introspection,
  isCodeVerifier,
  type NewPartnerApp,
  oauthError,
  type PartnerApp,
  REFRESH_TOKEN_DAYS,
  requestedScope,
} from "./rules"
import { PartnerAppsRepo } from "./port"
import type { TokenScope } from "../roles"
import { Transactions } from "../ports"

/** What an app sends a person to the consent page with (RFC 6749 §4.1.1, RFC 7636 §4.3). */
export interface AuthorizeRequest {
  readonly response_type: string
  readonly client_id: string
  readonly redirect_uri: string
  readonly scope?: string | undefined
  readonly state?: string | undefined
  readonly code_challenge: string
  readonly code_challenge_method: string
}

/** What an app sends the token endpoint (RFC 6749 §4.1.3, §4.4.2, §6). */
export interface TokenRequest {
  readonly grant_type: string
  readonly code?: string | undefined
  readonly redirect_uri?: string | undefined
  readonly code_verifier?: string | undefined
  readonly refresh_token?: string | undefined
  readonly scope?: string | undefined
  /** Client credentials: the club whose grant the token stands on. */
  readonly facility_id?: number | undefined
}

/** How an app proves itself: its client id, and its secret when it has one. */
export interface ClientAuth {
  readonly client_id: string
  readonly client_secret?: string | undefined
}

const ADMINS_ONLY = "Only the platform's admins register partner apps."
/** The most calls a minute a club's own app makes at its club (a platform app's may be set higher). */
const CLUB_APP_RATE_PER_MINUTE = 600
const CLUB_ADMINS = "Only the club's owner or admin lets an app reach the club, as themself."

/**
 * Partner apps and OAuth 2.0: the platform's admins register apps (`register`, `apps`, `retire`); a
 * club's owner or admin sees what an app asks (`consentRequest`) and lets it reach the club
 * (`consent`: a grant, as them, with a scope); the app exchanges the code with its PKCE verifier, a
 * refresh token, or (a confidential app, for a club that granted it) its client credentials for
 * tokens (`token`), and revokes them (`revoke`); the club's owners and admins list and end grants
 * (`grants`, `revokeGrant`: every token of it ends). Who a token is, `Identities` answers.
 */
export class PartnerApps extends Effect.Service<PartnerApps>()("venue/PartnerApps", {
  effect: Effect.gen(function* () {
    const repo = yield* PartnerAppsRepo
    const secrets = yield* Secrets
    const transactions = yield* Transactions

    const platformAdmin = requirePlatformAdmin(ADMINS_ONLY)

    /** Checks and keeps an app (the platform's, or one club's own), with its secret (confidential apps) shown this once. */
    const keep = (app: NewPartnerApp, facilityId: number | null) =>
      Effect.gen(function* () {
        const problem = appProblem(app)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const secret = app.confidential ? `vas_${secrets.token()}` : null
        const made = yield* repo.insertApp(
          {
            ...app,
            name: app.name.trim(),
            client_id: `app_${secrets.token(12)}`,
            secret_hash: secret === null ? null : secrets.digest(secret),
            facility_id: facilityId,
          },
          (yield* CurrentCaller).userId,
        )
        return { app: made, client_secret: secret }
      })

    /** A platform app, which any club's owner or admin may let in (platform admins register it). */
    const register = (app: NewPartnerApp) => Effect.zipRight(platformAdmin, keep(app, null))

    /**
     * A club's own app, registered by its owner or admin and let into that club at once (as them, to
     * the app's scope): it reaches no other club.
     */
    const registerForClub = (facilityId: number, app: NewPartnerApp) =>
      Effect.gen(function* () {
        yield* requireOwnAdminAt(facilityId, CLUB_ADMINS)
        const userId = yield* signedInId
        // The platform's capacity is the platform's to share out: a club's own app calls at the usual rate at most.
        const bounded = { ...app, rate_per_minute: Math.min(app.rate_per_minute, CLUB_APP_RATE_PER_MINUTE) }
        return yield* transactions.run(
          Effect.tap(keep(bounded, facilityId), (kept) => repo.grant(facilityId, kept.app.id, userId, app.scope)),
        )
      })

    const clubApps = (facilityId: number) =>
      Effect.zipRight(requireAdminAt(facilityId, CLUB_ADMINS), repo.clubApps(facilityId))

    /** Retires one of the club's own apps: its grant and tokens stop at once. */
    const retireClubApp = (facilityId: number, appId: number) =>
      Effect.gen(function* () {
        yield* requireAdminAt(facilityId, CLUB_ADMINS)
        if (!(yield* repo.retireApp(appId, facilityId))) return yield* Effect.fail(notFound("App"))
      })

    const apps = Effect.zipRight(platformAdmin, repo.apps)

    /** Retires an app: its grants stop working at once, its tokens with them. */
    const retire = (id: number) =>
      Effect.gen(function* () {
        yield* platformAdmin
        if (!(yield* repo.retireApp(id))) return yield* Effect.fail(notFound("App"))
      })

    /** The app a consent request names, checked as RFC 6749 asks before anyone is asked anything. */
    const checkedRequest = (q: AuthorizeRequest) =>
      Effect.gen(function* () {
        const app = yield* repo.appByClientId(q.client_id)
        if (app === undefined) return yield* Effect.fail(unprocessable("There is no such app, or it was retired."))
        if (!app.redirect_uris.includes(q.redirect_uri))
          return yield* Effect.fail(unprocessable("This redirect address is not one the app registered."))
        if (q.response_type !== "code") return yield* Effect.fail(unprocessable('response_type is "code".'))
        if (q.code_challenge_method !== "S256" || !/^[A-Za-z0-9_-]{43}$/.test(q.code_challenge))
          return yield* Effect.fail(
            unprocessable("An app proves itself with PKCE: code_challenge_method S256 and its code_challenge."),
          )
        const scope = requestedScope(q.scope, app.scope)
        if (Either.isLeft(scope)) return yield* Effect.fail(unprocessable(scope.left))
        return { app, scope: scope.right }
      })

    /** What the consent page shows: the app, the scope it asks, and the clubs the caller may let it reach. */
    const consentRequest = (q: AuthorizeRequest) =>
      Effect.gen(function* () {
        yield* signedInId
        const { app, scope } = yield* checkedRequest(q)
        const caller = yield* CurrentCaller
        return {
          app: { name: app.name, description: app.description, homepage_url: app.homepage_url },
          scope,
          // A club's own app is let in at that club only.
          facility_ids: ownAdminClubs(caller).filter((club) => servesClub(club, app)),
        }
      })

    /** The person's answer: a grant of the club (as them) and a code for the app, or a refusal; where to send them. */
    const consent = (q: AuthorizeRequest, facilityId: number, approve: boolean) =>
      Effect.gen(function* () {
        yield* requireInPerson
        const userId = yield* signedInId
        const { app, scope } = yield* checkedRequest(q)
        yield* requireOwnAdminAt(facilityId, CLUB_ADMINS)
        if (!servesClub(facilityId, app))
          return yield* Effect.fail(unprocessable("This app is another club's own: it reaches that club only."))
        const answer = new URL(q.redirect_uri)
        if (q.state !== undefined) answer.searchParams.set("state", q.state)
        if (!approve) {
          answer.searchParams.set("error", "access_denied")
          return { redirect_to: answer.toString() }
        }
        const code = `vac_${secrets.token()}`
        yield* transactions.run(
          Effect.flatMap(repo.grant(facilityId, app.id, userId, scope), (grantId) =>
            repo.insertCode(
              secrets.digest(code),
              {
                grant_id: grantId,
                facility_id: facilityId,
                redirect_uri: q.redirect_uri,
                code_challenge: q.code_challenge,
                scope,
              },
              CODE_SECONDS,
            ),
          ),
        )
        answer.searchParams.set("code", code)
        return { redirect_to: answer.toString() }
      })

    /** The app a token request comes from, its secret checked when it has one. */
    const client = (auth: ClientAuth) =>
      Effect.gen(function* () {
        const app = yield* repo.appByClientId(auth.client_id)
        const secretGiven = auth.client_secret !== undefined && auth.client_secret !== ""
        const fits =
          app !== undefined &&
          (app.secret_hash === null
            ? !secretGiven
            : secretGiven && secrets.same(secrets.digest(auth.client_secret!), app.secret_hash))
        if (!fits) return yield* Effect.fail(oauthError("invalid_client", "The app's client id or secret is wrong."))
        return app as PartnerApp
      })

    const issue = (grant: Pick<AppTokenGrant, "facility_id" | "grant_id">, scope: TokenScope, refresh: boolean) =>
      Effect.gen(function* () {
        const access = `vat_${secrets.token()}`
        const renewal = refresh ? `var_${secrets.token()}` : null
        yield* repo.insertToken({
          facility_id: grant.facility_id,
          grant_id: grant.grant_id,
          access_hash: secrets.digest(access),
          refresh_hash: renewal === null ? null : secrets.digest(renewal),
          scope,
          access_seconds: ACCESS_TOKEN_SECONDS,
          refresh_days: REFRESH_TOKEN_DAYS,
        })
        return {
          access_token: access,
          token_type: "Bearer" as const,
          expires_in: ACCESS_TOKEN_SECONDS,
          ...(renewal === null ? {} : { refresh_token: renewal }),
          scope,
          facility_id: grant.facility_id,
        }
      })

    /** The token endpoint: a code with its PKCE verifier, a refresh token (used once), or client credentials. */
    const token = (request: TokenRequest, auth: ClientAuth) =>
      Effect.gen(function* () {
        const app = yield* client(auth)
        switch (request.grant_type) {
          case "authorization_code": {
            if (request.code === undefined || request.code_verifier === undefined)
              return yield* Effect.fail(oauthError("invalid_request", "The code and its code_verifier are required."))
            const code = yield* repo.takeCode(secrets.digest(request.code))
            const proven =
              code !== undefined &&
              code.app_id === app.id &&
              code.redirect_uri === request.redirect_uri &&
              isCodeVerifier(request.code_verifier) &&
              (yield* codeChallengeOf(request.code_verifier)) === code.code_challenge
            if (!proven)
              return yield* Effect.fail(
                oauthError(
                  "invalid_grant",
                  "The code is unknown, used, expired, or not this app's with this verifier.",
                ),
              )
            return yield* issue(code!, code!.scope, true)
          }
          case "refresh_token": {
            if (request.refresh_token === undefined)
              return yield* Effect.fail(oauthError("invalid_request", "The refresh_token is required."))
            const found = yield* repo.takeRefresh(secrets.digest(request.refresh_token), app.id)
            if (found === undefined)
              return yield* Effect.fail(oauthError("invalid_grant", "The refresh token is unknown, used or expired."))
            return yield* issue(found, found.scope, true)
          }
          case "client_credentials": {
            if (app.confidential === false)
              return yield* Effect.fail(
                oauthError("unauthorized_client", "Only an app with a secret uses client credentials."),
              )
            // A parameter this grant needs and the others do not: its presence, not a club's ownership.
            const club = request.facility_id
            if (club === undefined)
              return yield* Effect.fail(oauthError("invalid_request", "Name the club: facility_id."))
            const grant = yield* repo.liveGrant(club, app.id)
            if (grant === undefined)
              return yield* Effect.fail(oauthError("invalid_grant", "The club has not let this app reach it."))
            const scope = requestedScope(request.scope ?? grant.scope, grant.scope)
            if (Either.isLeft(scope)) return yield* Effect.fail(oauthError("invalid_scope", scope.left))
            return yield* issue({ facility_id: grant.facility_id, grant_id: grant.id }, scope.right, false)
          }
          default:
            return yield* Effect.fail(
              oauthError(
                "unsupported_grant_type",
                "grant_type is authorization_code, refresh_token or client_credentials.",
              ),
            )
        }
      })

    /** RFC 7009: the app's own access or refresh token ends; the answer is the same whether or not it was one. */
    const revoke = (tokenText: string, auth: ClientAuth) =>
      Effect.gen(function* () {
        const app = yield* client(auth)
        yield* repo.revokeToken(secrets.digest(tokenText), app.id)
      })

    /** RFC 7662 for the app's resource servers: whether a token of the app is live, and what it reaches. */
    const introspect = (tokenText: string, auth: ClientAuth) =>
      Effect.gen(function* () {
        const app = yield* client(auth)
        return introspection(yield* repo.tokenFacts(secrets.digest(tokenText)), app.id)
      })

    /** RFC 8414: this server's OAuth endpoints and abilities, under its public address. */
    const metadata = (issuer: string) => Effect.sync(() => authorizationServerMetadata(issuer))

    const grants = (facilityId: number) =>
      Effect.zipRight(requireAdminAt(facilityId, CLUB_ADMINS), repo.grants(facilityId))

    /** Ends an app's grant of the club, and every token it gave, at once. */
    const revokeGrant = (facilityId: number, grantId: number) =>
      Effect.gen(function* () {
        yield* requireAdminAt(facilityId, CLUB_ADMINS)
        if (!(yield* repo.revokeGrant(facilityId, grantId))) return yield* Effect.fail(notFound("App grant"))
      })

    return withSpans("PartnerApps", {
      register,
      registerForClub,
      clubApps,
      retireClubApp,
      apps,
      retire,
      consentRequest,
      consent,
      token,
      revoke,
      introspect,
      metadata,
      grants,
      revokeGrant,
    })
  }),
}) {}
