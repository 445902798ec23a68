import {
  HttpApi,
  HttpApiMiddleware,
  HttpApp,
  HttpRouter,
  HttpServerRequest,
  HttpServerResponse,
  UrlParams,
} from "@effect/platform"
import { Context, Effect, FiberRef, Layer, Option, Schema } from "effect"
import { CurrentCaller, personAnywhereAccess, Relations, speaksFor } from "../../engine/access"
import { notFound } from "../../engine/errors"
import { Identities } from "../../engine/accounts/identities"
import { Actor, type ActorShape, anonymous, callerOf, RequestId } from "./actor"
import { attributeWrites } from "../../engine/auditLog/rules"
import {
  BadRequest,
  Forbidden,
  HttpBadRequest,
  HttpForbidden,
  HttpNotFound,
  HttpTooManyRequests,
  HttpUnauthorized,
  TooManyRequests,
  Unauthorized,
} from "./errors"
import type { AppCalling } from "../../engine/accounts/identities"
import { scopeAllows } from "../../engine/roles"
import { type Policy, PolicyTag, scopeNeeded, type Source } from "./policy"
import { routeReads } from "./replicaReads"
import { ReadRouting } from "../storage"
import { sameSecret } from "../security/secrets"
import { announceDeprecation, Deprecation, type DeprecationInfo } from "./deprecation"
import { ServerSettings } from "./settings"

export const SESSION_COOKIE = "venue_session"
export const CSRF_HEADER = "x-csrf-token"
/** The same token in an HTML form's fields. */
export const CSRF_FIELD = "csrf_token"

/**
 * Identifies the caller (session cookie or bearer API token), checks the CSRF token of cookie
 * requests that change things, and enforces the endpoint's declared policy. Every plugin group
 * carries this middleware.
 */
export class Authn extends HttpApiMiddleware.Tag<Authn>()("venue/Authn", {
  provides: Actor,
  failure: Schema.Union(HttpBadRequest, HttpUnauthorized, HttpForbidden, HttpNotFound, HttpTooManyRequests),
}) {}

const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`

export interface EndpointPolicy {
  readonly group: string
  readonly name: string
  readonly method: string
  readonly path: string
  readonly policy: Policy | undefined
  readonly deprecation: DeprecationInfo | undefined
}

/** Each API's endpoints read once: the server's start asks three times (routes, policies, document). */
const policiesOf = new WeakMap<HttpApi.HttpApi.Any, ReadonlyArray<EndpointPolicy>>()

/** Every endpoint of `api` with the policy it declares (undefined: none, which the tests refuse). */

export const endpointPolicies = (api: HttpApi.HttpApi.Any): ReadonlyArray<EndpointPolicy> => {
  const known = policiesOf.get(api)
  if (known !== undefined) return known
  const list: Array<EndpointPolicy> = []
  HttpApi.reflect(api as HttpApi.HttpApi.AnyWithProps, {
    onGroup: () => {},
    onEndpoint: ({ endpoint, group, mergedAnnotations }) => {
      list.push({
        group: group.identifier,
        name: endpoint.name,
        method: endpoint.method,
        path: endpoint.path,
        policy: Option.getOrUndefined(Context.getOption(mergedAnnotations as Context.Context<PolicyTag>, PolicyTag)),
        deprecation: Option.getOrUndefined(
          Context.getOption(mergedAnnotations as Context.Context<Deprecation>, Deprecation),
        ),
      })
    },
  })
  policiesOf.set(api, list)
  return list
}

/** Methods that change nothing: no CSRF token asked, and no session kept in memory dropped after them. */
export const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"])

/**
 * A browser request from another site: its Origin names another host than the one it was sent to.
 * Refused when it would change something without an API token — which also stops a forged sign-in
 * (login CSRF), the one cookie-less request the CSRF token cannot cover.
 */
const isCrossSite = (request: HttpServerRequest.HttpServerRequest, publicHost: string) => {
  const origin = request.headers["origin"]
  if (origin === undefined || request.headers["authorization"] !== undefined) return false
  try {
    const host = new URL(origin).host
    // The host the request reached, or the public one when a proxy rewrote it.
    return origin === "null" || (host !== request.headers["host"] && host !== publicHost)
  } catch {
    return true
  }
}

/**
 * A form the person sent by their own act from a page of this site (Fetch Metadata, sent by every current
 * browser and beyond a page script's reach): a top-level navigation, user-activated, same-origin.
 */
const sentByPerson = (request: HttpServerRequest.HttpServerRequest) =>
  request.headers["sec-fetch-mode"] === "navigate" &&
  request.headers["sec-fetch-user"] === "?1" &&
  request.headers["sec-fetch-site"] === "same-origin"

/** The CSRF token a request carries: its header, or the `csrf_token` field of an HTML form (which sends no headers of its own). */
const csrfSent = (request: HttpServerRequest.HttpServerRequest) => {
  const header = request.headers[CSRF_HEADER]
  if (header !== undefined || !(request.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded"))
    return Effect.succeed(header)
  return request.urlParamsBody.pipe(
    Effect.map((form) => Option.getOrUndefined(UrlParams.getFirst(form, CSRF_FIELD))),
    Effect.orElseSucceed(() => undefined),
  )
}

const unauthorized = (message = "Sign in first.") => new Unauthorized({ message, errors: [] })

/** Whose writes the audit log keeps: anyone who works at a club, and the platform's admins. */
const worksAtAClub = (actor: ActorShape) =>
  actor.user !== undefined && (actor.user.is_platform_admin || actor.memberships.some((m) => m.role !== "player"))

export const AuthnLive = (api: HttpApi.HttpApi.Any) =>
  Layer.effect(
    Authn,
    Effect.gen(function* () {
      const identities = yield* Identities
      const relations = yield* Relations
      const settings = yield* ServerSettings
      const routing = yield* ReadRouting
      const publicHost = new URL(settings.publicUrl).host
      const endpoints = endpointPolicies(api)
      const policies = new Map(
        endpoints.flatMap((e) => (e.policy ? [[routeKey(e.method, e.path), e.policy] as const] : [])),
      )
      const deprecations = new Map(
        endpoints.flatMap((e) => (e.deprecation ? [[routeKey(e.method, e.path), e.deprecation] as const] : [])),
      )

      const identify = (request: HttpServerRequest.HttpServerRequest) =>
        Effect.gen(function* () {
          const authorization = request.headers["authorization"]
          // HTTP Basic is an OAuth app's own proof at the token endpoint, read there: nobody signs in by it.
          if (authorization !== undefined && !/^Basic\s/i.test(authorization)) {
            const { user, memberships, scope, facilityId, app } = yield* identities.byBearer(authorization)
            const token = { via: "token", sessionDigest: undefined, csrfToken: undefined, scope } as const
            if (facilityId === null) return { ...token, user, memberships } satisfies ActorShape
            // Limited to one club: the person's role there and nothing of the platform's.
            return {
              ...token,
              user: { ...user, is_platform_admin: false },
              memberships: memberships.filter((m) => m.facility_id === facilityId),
              club: facilityId,
              ...(app === undefined ? {} : { app }),
            } satisfies ActorShape
          }
          const cookie = request.cookies[SESSION_COOKIE]
          if (cookie === undefined || cookie === "") return anonymous
          const found = yield* identities.bySession(cookie)
          if (Option.isNone(found)) return anonymous
          const { user, memberships, csrfToken, digest } = found.value
          return {
            user,
            via: "session",
            sessionDigest: digest,
            csrfToken: csrfToken ?? undefined,
            memberships,
          } satisfies ActorShape
        })

      const readId = (
        request: HttpServerRequest.HttpServerRequest,
        params: Record<string, string | undefined>,
        source: Source,
      ) =>
        Effect.gen(function* () {
          let raw: unknown
          if (source.in === "path") raw = params[source.name]
          else if (source.in === "query")
            raw = new URL(request.url, "http://x").searchParams.get(source.name) ?? undefined
          else {
            // Only a JSON body is read here: reading a form would leave its handler waiting for a consumed stream.
            const json = (request.headers["content-type"] ?? "").includes("json")
            const body = json ? yield* Effect.orElseSucceed(request.json, () => undefined) : undefined
            raw = typeof body === "object" && body !== null ? (body as Record<string, unknown>)[source.name] : undefined
            if (raw === undefined) raw = new URL(request.url, "http://x").searchParams.get(source.name) ?? undefined
          }
          const id =
            typeof raw === "number" ? raw : typeof raw === "string" && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN
          if (raw === undefined && source.optional === true) return undefined
          if (!Number.isSafeInteger(id) || id <= 0) {
            return yield* Effect.fail(
              new BadRequest({
                message: `${source.name} must be a positive whole number.`,
                errors: [`${source.name} is missing or not an id.`],
              }),
            )
          }
          return id
        })

      /**
       * Each app's calls at a club are counted a minute at a time, every answer saying where it stands
       * (`RateLimit-Limit`, `-Remaining`, `-Reset`); past its limit a call is refused with 429 and
       * `Retry-After` before anything is read or done.
       */
      const limitApp = (app: AppCalling, facilityId: number) =>
        Effect.gen(function* () {
          const standing = yield* identities.countAppCall(app, facilityId)
          yield* HttpApp.appendPreResponseHandler((_, response) =>
            Effect.succeed(
              HttpServerResponse.setHeaders(response, {
                "RateLimit-Limit": String(standing.limit),
                "RateLimit-Remaining": String(standing.remaining),
                "RateLimit-Reset": String(standing.reset),
                ...(standing.refused ? { "Retry-After": String(standing.reset) } : {}),
              }),
            ),
          )
          if (standing.refused)
            return yield* Effect.fail(
              new TooManyRequests({
                message: `This app has made its ${standing.limit} calls this minute at this club; try again in ${standing.reset} seconds.`,
                errors: [],
              }),
            )
        })

      const enforce = (
        policy: Policy,
        actor: ActorShape,
        request: HttpServerRequest.HttpServerRequest,
        params: Record<string, string | undefined>,
      ) =>
        Effect.gen(function* () {
          if (policy._tag === "public") return
          const user = actor.user
          if (user === undefined) return yield* Effect.fail(unauthorized())
          if (actor.club !== undefined && policy._tag !== "facilityRole")
            return yield* Effect.fail(
              new Forbidden({
                message: "This API token is limited to one club; this call is not about one club.",
                errors: ["club"],
              }),
            )
          switch (policy._tag) {
            case "signedIn":
              return
            case "personOnPage":
              if (actor.via === "session" && sentByPerson(request)) return
              return yield* Effect.fail(
                new Forbidden({
                  message: "Answer on the page itself: this form is sent by a person from the site, not by a script.",
                  errors: ["navigation"],
                }),
              )
            case "platformAdmin":
              if (!user.is_platform_admin)
                return yield* Effect.fail(
                  new Forbidden({ message: "Only platform administrators may do this.", errors: [] }),
                )
              return
            case "anyFacilityRole":
              if (user.is_platform_admin || actor.memberships.some((m) => policy.roles.includes(m.role))) return
              return yield* Effect.fail(
                new Forbidden({
                  message: `This needs one of the roles ${policy.roles.join(", ")} at a facility.`,
                  errors: [],
                }),
              )
            case "facilityRole": {
              const named = yield* readId(request, params, policy.facility)
              const facilityId =
                policy.facility.via === undefined || named === undefined
                  ? named
                  : yield* identities.facilityOf(policy.facility.via, named)
              if (facilityId === undefined) {
                return yield* Effect.fail(
                  new BadRequest({ message: `${policy.facility.name} is required.`, errors: [] }),
                )
              }
              if (actor.club !== undefined && actor.club !== facilityId)
                return yield* Effect.fail(
                  new Forbidden({
                    message: `This API token is limited to club ${actor.club}; this call is about club ${facilityId}.`,
                    errors: ["club"],
                  }),
                )
              if (user.is_platform_admin) return
              const role = actor.memberships.find((m) => m.facility_id === facilityId)?.role
              if (role === undefined || !policy.roles.includes(role)) {
                return yield* Effect.fail(
                  new Forbidden({
                    message: `This needs one of the roles ${policy.roles.join(", ")} at facility ${facilityId}.`,
                    errors: [],
                  }),
                )
              }
              return
            }
            case "userAccess":
            case "selfOrGuardian": {
              const userId = yield* readId(request, params, policy.user)
              if (userId === undefined) return
              // The engine's one rule for reaching a person: them, their guardian, and for userAccess their clubs' staff.
              const reach =
                policy._tag === "userAccess"
                  ? personAnywhereAccess(userId)
                  : Effect.flatMap(speaksFor([userId]), (ok) => (ok ? Effect.void : Effect.fail(notFound("User"))))
              return yield* Effect.provideService(reach, CurrentCaller, callerOf(actor))
            }
          }
        })

      return Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const { route, params } = yield* HttpRouter.RouteContext
        const key = routeKey(route.method, route.path)
        const deprecation = deprecations.get(key)
        // Announced on every answer of the call, a refusal's included: the client learns it either way.
        if (deprecation !== undefined) yield* announceDeprecation(deprecation)
        const policy = policies.get(key)
        if (policy === undefined) {
          return yield* Effect.fail(new Forbidden({ message: "This endpoint declares no access policy.", errors: [] }))
        }
        if (!SAFE_METHODS.has(request.method) && isCrossSite(request, publicHost)) {
          return yield* Effect.fail(
            new Forbidden({
              message: "Requests from other sites that change things are refused; integrations use an API token.",
              errors: ["origin"],
            }),
          )
        }
        const actor = yield* identify(request)
        // What the request span may say of the caller: how they came, for which app, at which club.
        yield* Effect.annotateCurrentSpan({
          "venue.caller": actor.app !== undefined ? "app" : actor.via,
          ...(route.path.startsWith("/api/facilities/:id") && params.id !== undefined
            ? { "venue.club_id": params.id }
            : {}),
        })
        if (actor.app !== undefined && actor.club !== undefined) yield* limitApp(actor.app, actor.club)
        if (actor.via === "session" && !SAFE_METHODS.has(request.method)) {
          const sent = yield* csrfSent(request)
          if (sent === undefined || actor.csrfToken === undefined || !sameSecret(sent, actor.csrfToken)) {
            return yield* Effect.fail(
              new Forbidden({
                message: "The request lacks a valid CSRF token; reload the page and try again.",
                errors: ["csrf"],
              }),
            )
          }
        }
        const needed = scopeNeeded(request.method, policy)
        if (actor.scope !== undefined && !scopeAllows(actor.scope, needed))
          return yield* Effect.fail(
            new Forbidden({
              message: `This API token has the ${actor.scope} scope; this call needs ${needed}.`,
              errors: ["scope"],
            }),
          )
        yield* enforce(policy, actor, request, params)
        yield* routeReads(routing, key, request, settings.secureCookies)
        // A token limited to one club reaches public calls as nobody: they would tell of the person's other clubs.
        if (actor.club !== undefined && policy._tag === "public") return anonymous
        if (!SAFE_METHODS.has(request.method) && worksAtAClub(actor)) {
          yield* attributeWrites({
            actorId: actor.user!.id,
            requestId: yield* FiberRef.get(RequestId),
            request: `${request.method} ${request.url.split("?", 1)[0]}`,
            appId: actor.app?.id,
          })
        }
        return actor
      }).pipe(Effect.provideService(Relations, relations))
    }),
  )
