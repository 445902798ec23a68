import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import { Alert } from "../../../engine/alerts/rules"
import { Alerts } from "../../../engine/alerts/service"
import { asCaller } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { IdParam } from "../schemas"

export const AlertsGroup = apiGroup("alerts")
  .add(
    HttpApiEndpoint.get("listAlerts", "/api/alerts")
      .setUrlParams(Schema.Struct({ facility_id: Schema.optional(IdParam) }))
      .addSuccess(Schema.Array(Alert))
      .annotate(PolicyTag, Policy.signedIn),
  )
  .middleware(Authn)

const AlertsLive = HttpApiBuilder.group(apiOf(AlertsGroup), "alerts", (handlers) =>
  handlers.handle("listAlerts", ({ urlParams }) =>
    asCaller(Effect.flatMap(Alerts, (alerts) => alerts.now(urlParams.facility_id))),
  ),
)

export const alertsPlugin: Plugin = {
  name: "alerts",
  description: "What the staff of the caller's clubs must act on now: money failing, stock low, requests waiting.",
  group: AlertsGroup,
  handlers: AlertsLive,
}
