import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import { AuditEntry } from "../../../engine/auditLog/rules"
import { IsoDate } from "../../../engine/people/rules"
import { AuditLog } from "../../../engine/auditLog/service"
import { asCaller } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { IdParam } from "../schemas"
import { byCursorOr, CursorParams, ListOf } from "../lists"

const LogQuery = Schema.Struct({
  date: Schema.optional(IsoDate),
  page: Schema.optional(IdParam.pipe(Schema.lessThanOrEqualTo(1000))),
  actor_id: Schema.optional(IdParam),
  subject: Schema.optional(Schema.String.pipe(Schema.pattern(/^[a-z_]{1,60}$/))),
  ...CursorParams,
})

export const AuditLogGroup = apiGroup("auditLog")
  .add(
    HttpApiEndpoint.get("facilityLogs", "/api/facilities/:id/logs")
      .setPath(Schema.Struct({ id: IdParam }))
      .setUrlParams(LogQuery)
      .addSuccess(Schema.Union(Schema.Array(AuditEntry), ListOf(AuditEntry, "AuditEntry")))
      .annotate(PolicyTag, Policy.manager()),
  )
  .middleware(Authn)

/** The API's query names as the service's: each only when given. */
const dayQuery = (query: typeof LogQuery.Type) => ({
  ...(query.date === undefined ? {} : { date: query.date }),
  ...(query.actor_id === undefined ? {} : { actorId: query.actor_id }),
  ...(query.subject === undefined ? {} : { subject: query.subject }),
})

const AuditLogLive = HttpApiBuilder.group(apiOf(AuditLogGroup), "auditLog", (handlers) =>
  handlers.handle("facilityLogs", ({ path, urlParams }) =>
    asCaller(
      Effect.flatMap(AuditLog, (log) =>
        byCursorOr(
          urlParams,
          (cursor) => log.list(path.id, dayQuery(urlParams), cursor),
          () => log.day(path.id, { ...dayQuery(urlParams), page: urlParams.page }),
        ),
      ),
    ),
  ),
)

export const auditLogPlugin: Plugin = {
  name: "audit_log",
  description:
    "What the club's staff changed, row by row, with who and which request: a day at a time, by page or by cursor.",
  group: AuditLogGroup,
  handlers: AuditLogLive,
}
