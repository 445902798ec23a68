import { type HttpApp, HttpApiSchema, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Schema } from "effect"
import { CalendarEvents } from "../calendarEvents"
import { DatabaseInfo } from "../storage"

export class NotReady extends Schema.TaggedError<NotReady>()(
  "NotReady",
  {
    error: Schema.optionalWith(Schema.Literal("not_ready"), { default: () => "not_ready" as const }),
    message: Schema.String,
    errors: Schema.optionalWith(Schema.Array(Schema.String), { default: () => [] }),
  },
  HttpApiSchema.annotations({ status: 503 }),
) {}

export const Alive = Schema.Struct({ status: Schema.Literal("ok") })

export const Ready = Schema.Struct({
  status: Schema.Literal("ok"),
  database: Schema.Literal("embedded", "postgresql"),
  /** Whether other servers' calendar changes reach this one (PostgreSQL): off embedded, where there are none. */
  live_updates: Schema.Literal("listening", "reconnecting", "off"),
})

/** Ready: the database answers within two seconds; says which it is and whether live updates flow. */
export const readiness = Effect.gen(function* () {
  const info = yield* DatabaseInfo
  yield* info.ping.pipe(
    Effect.mapError(() => new NotReady({ message: "The database is unreachable." })),
    Effect.timeoutFail({
      duration: "2 seconds",
      onTimeout: () => new NotReady({ message: "The database does not answer in time." }),
    }),
  )
  const live_updates = yield* Effect.flatMap(CalendarEvents, (events) => events.listener)
  return { status: "ok" as const, database: info.engine, live_updates }
})

const alive = HttpServerResponse.unsafeJson(Schema.encodeSync(Alive)({ status: "ok" }))

/**
 * The probes a load balancer or Kubernetes sends every few seconds answered first of all, before
 * the API's middleware, routing and schemas (the API declares them, with the same bodies, for its
 * document): no session, no log line, no request id. A probe with a query or another method goes
 * the API's way.
 */
export const probesFastPath = <R>(
  app: HttpApp.Default<never, R>,
): HttpApp.Default<never, R | HttpServerRequest.HttpServerRequest | DatabaseInfo | CalendarEvents> =>
  Effect.flatMap(
    HttpServerRequest.HttpServerRequest,
    (request): HttpApp.Default<never, R | DatabaseInfo | CalendarEvents> => {
      if (request.method !== "GET") return app
      if (request.url === "/healthz") return Effect.succeed(alive)
      if (request.url !== "/readyz") return app
      return readiness.pipe(
        Effect.map((ready) => HttpServerResponse.unsafeJson(Schema.encodeSync(Ready)(ready))),
        Effect.catchTag("NotReady", (notReady) =>
          Effect.succeed(HttpServerResponse.unsafeJson(Schema.encodeSync(NotReady)(notReady), { status: 503 })),
        ),
      )
    },
  )
