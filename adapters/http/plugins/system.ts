import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { apiGroup } from "../errors"
import { Effect } from "effect"
import { Authn } from "../authn"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Alive, NotReady, Ready, readiness } from "../probes"

/** The probes' declarations, for the API's document: `probes.ts` answers them before the API. */
export const SystemGroup = apiGroup("system")
  .add(HttpApiEndpoint.get("healthz", "/healthz").addSuccess(Alive).annotate(PolicyTag, Policy.public))
  .add(HttpApiEndpoint.get("readyz", "/readyz").addSuccess(Ready).addError(NotReady).annotate(PolicyTag, Policy.public))
  .middleware(Authn)

export const SystemLive = HttpApiBuilder.group(apiOf(SystemGroup), "system", (handlers) =>
  handlers.handle("healthz", () => Effect.succeed({ status: "ok" as const })).handle("readyz", () => readiness),
)

export const systemPlugin: Plugin = {
  name: "system",
  description: "Liveness and readiness probes.",
  group: SystemGroup,
  handlers: SystemLive,
}
