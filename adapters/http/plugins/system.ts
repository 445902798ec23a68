import { HttpApiBuilder, HttpApiEndpoint, HttpApiSchema } from "@effect/platform"
import { apiGroup } from "../errors"
import { CalendarEvents } from "../../calendarEvents"
import { Effect, Schema } from "effect"
import { DatabaseInfo } from "../../storage"
import { Authn } from "../authn"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"

export class NotReady extends Schema.TaggedError<NotReady>()(
  "NotReady",
  {
    error: Schema.optionalWith(Schema.Literal("not_ready"), { default: () => "not_ready" as const }),
    message: Schema.String,
    errors: Schema.optionalWith(Schema.Array(Schema.String), { default: () => [] }),
  },
  HttpApiSchema.annotations({ status: 503 }),
) {}

export const SystemGroup = apiGroup("system")
  .add(
    HttpApiEndpoint.get("healthz", "/healthz")
      .addSuccess(Schema.Struct({ status: Schema.Literal("ok") }))
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.get("readyz", "/readyz")
      .addSuccess(
        Schema.Struct({
          status: Schema.Literal("ok"),
          database: Schema.Literal("embedded", "postgresql"),
          /** Whether other servers' calendar changes reach this one (PostgreSQL): off embedded, where there are none. */
          live_updates: Schema.Literal("listening", "reconnecting", "off"),
        }),
      )
      .addError(NotReady)
      .annotate(PolicyTag, Policy.public),
  )
  .middleware(Authn)

export const SystemLive = HttpApiBuilder.group(apiOf(SystemGroup), "system", (handlers) =>
  handlers.handle("healthz", () => Effect.succeed({ status: "ok" as const })).handle("readyz", () => readiness),
)

/** Ready: the database answers within two seconds; says which it is and whether live updates flow. */
const readiness = Effect.gen(function* () {
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

export const systemPlugin: Plugin = {
  name: "system",
  description: "Liveness and readiness probes.",
  group: SystemGroup,
  handlers: SystemLive,
}
