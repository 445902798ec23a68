import {
  HttpMiddleware,
  HttpApi,
  HttpApiBuilder,
  HttpApp,
  HttpServer,
  HttpServerRequest,
  HttpServerResponse,
  OpenApi,
} from "@effect/platform"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import { Context, Effect, Layer, Metric } from "effect"
import * as crypto from "node:crypto"
import { createServer } from "node:http"
import { isIsoDate } from "../../engine/dates"
import { Identities } from "../../engine/accounts/identities"
import { type Authn, AuthnLive, endpointPolicies, SAFE_METHODS } from "./authn"
import { API_VERSION } from "./deprecation"
import { CalendarCache, dayResponse } from "./calendarCache"
import { badRequestOf, databaseUnreachable, isDatabaseUnreachable, jsonError, sqlStateOf } from "./errorBodies"
import type { HttpApiDecodeError } from "@effect/platform/HttpApiError"
import { API_ID, type CoreServices, type Plugin } from "./plugin"
import { documented } from "./openApiDocument"
import { docsLive } from "./docs"
import { serveWeb } from "./web"
import { widgetPages } from "./widgetPages"
import { requestLimits } from "./limits"
import { RequestId } from "./actor"
import { idempotentWrites } from "./idempotency"
import { spokenSentences } from "./spokenSentences"
import { asProblem } from "./problemDetails"
import { answeredVersion, CURRENT_API_DATE, VERSION_HEADER } from "./apiVersions"
import { requestSpan, routeTemplates } from "./requestSpan"
import { requestMetrics } from "./requestMetrics"
import { probesFastPath } from "./probes"
import { type LogRequests, logsAnswer } from "../logging"
import { calendarCacheReads } from "../metrics"

/** Paths the API owns: an unknown one answers JSON, never the web client. */
const isApiPath = (pathname: string) =>
  pathname === "/api" || pathname.startsWith("/api/") || pathname === "/healthz" || pathname === "/readyz"

/** One API of the enabled plugins, in the order given. */
export const assembleApi = (plugins: ReadonlyArray<Plugin>): HttpApi.HttpApi.Any => {
  // The groups are only known at run time, so the assembled API is typed loosely here;
  // each plugin's handlers were type-checked against its own group.
  let api = HttpApi.make(API_ID) as unknown as HttpApi.HttpApi.AnyWithProps
  for (const plugin of plugins) api = api.add(plugin.group as never) as never
  return api.annotateContext(
    OpenApi.annotations({
      title: "Venue API",
      version: API_VERSION,
      description:
        "The REST API of the venue platform (its versions and deprecations: docs/api-changelog.md; a deprecated " +
        "call answers with a `Deprecation` header, and `Sunset` once a day is set). Cookie sessions send the CSRF token in `X-CSRF-Token` on every " +
        "request that is not GET; integrations send `Authorization: Bearer <token>` (a personal API token or an " +
        "OAuth access token). Errors are RFC 9457 problem details beside `{ _tag, error, message, errors }`: " +
        "400 malformed, 401, 403, 404, 409 conflict, 422 broken rule, 429 too many tries (their kinds: /docs/problems).",
      transform: documented(api),
    }),
  ) as HttpApi.HttpApi.Any
}

/**
 * Between the router and the handlers: schema failures answer in our error shape, an unknown
 * /api path answers JSON 404, any other unknown path gets the web client, and a defect is
 * logged and answered with a JSON 500 that tells nothing of the inside.
 */
const apiEdge = (app: HttpApp.Default) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    return yield* app.pipe(
      Effect.catchIf(
        (error) => (error as { _tag?: string })?._tag === "HttpApiDecodeError",
        (error) => Effect.succeed(badRequestOf(error as HttpApiDecodeError)),
      ),
      Effect.catchIf(
        (error) => (error as { _tag?: string })?._tag === "RouteNotFound",
        () => {
          // Parsed only here: every answered request (the feed's included) would pay for it.
          const pathname = new URL(request.url, "http://x").pathname
          return isApiPath(pathname)
            ? Effect.succeed(
                jsonError(404, "NotFound", "not_found", `There is no ${request.method} ${pathname} in this API.`),
              )
            : Effect.flatMap(widgetPages(), (page) => (page === undefined ? serveWeb() : Effect.succeed(page)))
        },
      ),
      Effect.catchAllDefect((defect) =>
        (defect as { _tag?: string })?._tag === "MultipartError"
          ? Effect.succeed(
              jsonError(
                400,
                "BadRequest",
                "bad_request",
                "The form could not be read: it is cut short or malformed; send it again whole.",
              ),
            )
          : (defect as { _tag?: string; reason?: string })?._tag === "RequestError"
            ? Effect.succeed(
                jsonError(
                  400,
                  "BadRequest",
                  "bad_request",
                  "The request body could not be read; send well-formed JSON.",
                  [String((defect as { reason?: string }).reason ?? "Decode")],
                ),
              )
            : isDatabaseUnreachable(defect)
              ? Effect.as(Effect.logWarning("The database cannot be reached", defect), databaseUnreachable())
              : Effect.as(
                  Effect.logError("Request failed", defect).pipe(
                    Effect.annotateLogs(sqlStateOf(defect) === undefined ? {} : { sqlstate: sqlStateOf(defect) }),
                  ),
                  jsonError(500, "InternalError", "internal", "Something went wrong on our side; it has been logged."),
                ),
      ),
    )
  })

/** The caller's X-Request-Id (bounded) or a new one: on the response and on every log line. */
const requestIdOf = (request: HttpServerRequest.HttpServerRequest) =>
  request.headers["x-request-id"]?.slice(0, 100) || crypto.randomUUID()

/** The answer's own log line, when LOG_REQUESTS asks for it (adapters/logging.ts has the rule). */
const logAnswered = (
  answersLogged: LogRequests,
  request: HttpServerRequest.HttpServerRequest,
  status: number,
  started: number,
  requestId: string,
) => {
  const ms = Date.now() - started
  if (!logsAnswer(answersLogged, status, ms)) return Effect.void
  return Effect.logInfo(`${request.method} ${request.url.split("?", 1)[0]} ${status} ${ms}ms`).pipe(
    Effect.annotateLogs("request_id", requestId),
  )
}

/** A request id (and the route template) on every response and log line, and a line per answered request. */
const requestLog =
  (routeOf: (method: string, url: string) => string | undefined, answersLogged: LogRequests) =>
  <R>(app: HttpApp.Default<never, R>) =>
    Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest
      const requestId = requestIdOf(request)
      const started = Date.now()
      const version = answeredVersion(request.headers[VERSION_HEADER])
      // Errors also become problem details here (./problemDetails.ts): one handler for every answer.
      yield* HttpApp.appendPreResponseHandler((request, response) =>
        Effect.succeed(
          asProblem(
            request,
            HttpServerResponse.setHeaders(response, {
              "x-request-id": requestId,
              [VERSION_HEADER]: "date" in version ? version.date : CURRENT_API_DATE,
            }),
            requestId,
          ),
        ),
      )
      if ("refused" in version) return version.refused
      const route = routeOf(request.method, request.url)
      const annotated = Effect.annotateLogs(
        app,
        route === undefined ? { request_id: requestId } : { request_id: requestId, route },
      )
      const response = yield* Effect.locally(annotated, RequestId, requestId)
      yield* logAnswered(answersLogged, request, response.status, started, requestId)
      return response
    })

/** A feed request the cache may answer: the date its only parameter, as the widget sends it. */
const CACHEABLE_FEED = /^\/api\/facilities\/(\d{1,15})\/courts_reservations_for_players\?date=(\d{4}-\d\d-\d\d)$/
const WIDGET_READS =
  /^\/api\/facilities\/\d{1,15}\/(courts_reservations_for_players|calendar_events|competitions\/\d{1,15}|competition_divisions\/\d{1,15}\/draw)$/

/** What the widgets read (the calendar feed and its live changes, a competition and its draws) may be read from any club's website. */
const widgetReadsCors = <R>(app: HttpApp.Default<never, R>) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const isWidgetRead = WIDGET_READS.test(request.url.split("?", 1)[0]!)
    // The API's request helper sends JSON and XHR headers, so a browser asks first (preflight).
    if (request.method === "OPTIONS" && isWidgetRead)
      return HttpServerResponse.empty({
        status: 204,
        headers: {
          "access-control-allow-origin": "*",
          "access-control-allow-methods": "GET",
          "access-control-allow-headers": "content-type, x-requested-with, if-none-match",
          "access-control-max-age": "86400",
        },
      })
    if (request.method !== "GET" || !isWidgetRead) return yield* app
    // On the response as it is sent, so that error answers (a bad date) carry it too.
    yield* HttpApp.appendPreResponseHandler((_, response) =>
      Effect.succeed(HttpServerResponse.setHeader(response, "access-control-allow-origin", "*")),
    )
    return yield* app
  })

/**
 * After a request that may have written, the sessions this server keeps in memory are read afresh:
 * a sign-out or a role taken away here holds for the very next request, before the database's
 * notice of it arrives (the server's session cache: docs/operations.md, "Sessions and probes").
 */
const freshAfterWrites = <R>(app: HttpApp.Default<never, R>) =>
  Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
    SAFE_METHODS.has(request.method)
      ? app
      : Effect.ensuring(
          app,
          Effect.flatMap(Identities, (identities) => identities.afterWrite),
        ),
  )

const cacheHits = Metric.tagged(calendarCacheReads, "result", "hit")
const cacheMisses = Metric.tagged(calendarCacheReads, "result", "miss")

/**
 * The calendar feed is what every club's website polls: a day the cache holds is answered here,
 * first of all, with its request id, log line and CORS header, but without the other middleware,
 * routing, policies or schemas (the feed is public and the day was built by the API handler, which
 * answers everything else: misses, bad dates, unknown facilities).
 */
const calendarFastPath =
  (answersLogged: LogRequests) =>
  <R>(app: HttpApp.Default<never, R>) =>
    // One step, not a generator: this runs for every request the server answers.
    Effect.contextWithEffect((context: Context.Context<HttpServerRequest.HttpServerRequest | CalendarCache>) => {
      const request = Context.get(context, HttpServerRequest.HttpServerRequest)
      const match = request.method === "GET" ? CACHEABLE_FEED.exec(request.url) : null
      if (match === null || !isIsoDate(match[2]!)) return app
      const day = Context.get(context, CalendarCache).peek(Number(match[1]), match[2]!)
      if (day === undefined) return Effect.zipRight(Metric.increment(cacheMisses), app)
      const started = Date.now()
      const requestId = requestIdOf(request)
      const response = dayResponse(day, request.headers["if-none-match"], {
        "access-control-allow-origin": "*",
        "x-request-id": requestId,
      })
      return Effect.as(
        Effect.zipRight(
          Metric.increment(cacheHits),
          logAnswered(answersLogged, request, response.status, started, requestId),
        ),
        response,
      )
    })

export interface HttpOptions {
  readonly port: number
  readonly host: string
  readonly plugins: ReadonlyArray<Plugin>
  /** How long a client may take to send a whole request, body included, before it is answered 408. */
  readonly requestTimeoutSeconds: number
  /** With metrics on, each answer is counted (requestMetrics.ts); the club as a label only when asked. */
  readonly metrics?: { readonly clubLabels: boolean } | undefined
  /** Which answers get a log line of their own (LOG_REQUESTS); all when not said. */
  readonly logRequests?: LogRequests | undefined
}

/** The HTTP server with the given plugins; needs the core services. */
export const HttpLive = (options: HttpOptions) => {
  const api = assembleApi(options.plugins)
  const ApiLive = HttpApiBuilder.api(api as HttpApi.HttpApi.AnyWithProps).pipe(
    Layer.provide(options.plugins.map((plugin) => plugin.handlers) as never),
    Layer.provide(AuthnLive(api)),
  ) as Layer.Layer<HttpApi.Api, never, Exclude<CoreServices, Authn>>
  const routeOf = routeTemplates(endpointPolicies(api))
  const answersLogged = options.logRequests ?? { kind: "all" }
  const spanOf = requestSpan(routeOf)
  const counted =
    options.metrics === undefined ? <A>(app: A) => app : requestMetrics(routeOf, options.metrics.clubLabels)
  return HttpApiBuilder.serve((app) =>
    probesFastPath(
      spanOf(
        counted(
          calendarFastPath(answersLogged)(
            requestLog(
              routeOf,
              answersLogged,
            )(spokenSentences(requestLimits(idempotentWrites(freshAfterWrites(widgetReadsCors(app)))))),
          ),
        ),
      ),
    ),
  ).pipe(
    // Our own request span (requestSpan.ts) stands in for the platform's.
    HttpMiddleware.withTracerDisabledWhen(() => true),
    Layer.provide(HttpApiBuilder.middleware(apiEdge, { withContext: true })),
    Layer.provide(docsLive),
    Layer.provide(ApiLive),
    HttpServer.withLogAddress,
    Layer.provideMerge(
      NodeHttpServer.layer(
        // A body that never arrives in full (a slow or stalled client) must not hold a connection for minutes.
        () =>
          createServer({
            requestTimeout: options.requestTimeoutSeconds * 1000,
            connectionsCheckingInterval: Math.min(5000, options.requestTimeoutSeconds * 500),
          }),
        { port: options.port, host: options.host },
      ),
    ),
  )
}
