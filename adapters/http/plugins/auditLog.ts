import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import { AuditEntry } from "../../../engine/auditLog"
import { IsoDate } from "../../../engine/people"
import { AuditLog } from "../../../engine/services/auditLog"
import { asCaller } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { IdParam } from "../schemas"

const LogQuery = Schema.Struct({
  date: Schema.optional(IsoDate),
  page: Schema.optional(IdParam.pipe(Schema.lessThanOrEqualTo(1000))),
  actor_id: Schema.optional(IdParam),
  subject: Schema.optional(Schema.String.pipe(Schema.pattern(/^[a-z_]{1,60}$/))),
})

export const AuditLogGroup = apiGroup("auditLog")
  .add(
    HttpApiEndpoint.get("facilityLogs", "/api/facilities/:id/logs")
      .setPath(Schema.Struct({ id: IdParam }))
      .setUrlParams(LogQuery)
      .addSuccess(Schema.Array(AuditEntry))
      .annotate(PolicyTag, Policy.manager()),
  )
  .middleware(Authn)

const AuditLogLive = HttpApiBuilder.group(apiOf(AuditLogGroup), "auditLog", (handlers) =>
  handlers.handle("facilityLogs", ({ path, urlParams }) =>
    asCaller(
      Effect.flatMap(AuditLog, (log) =>
        log.day(path.id, {
          ...(urlParams.date === undefined ? {} : { date: urlParams.date }),
          ...(urlParams.page === undefined ? {} : { page: urlParams.page }),
          ...(urlParams.actor_id === undefined ? {} : { actorId: urlParams.actor_id }),
          ...(urlParams.subject === undefined ? {} : { subject: urlParams.subject }),
        }),
      ),
    ),
  ),
)

export const auditLogPlugin: Plugin = {
  name: "audit_log",
  description: "What the club's staff changed, row by row, with who and which request: a day at a time.",
  group: AuditLogGroup,
  handlers: AuditLogLive,
}
