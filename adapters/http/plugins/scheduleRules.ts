import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Schema } from "effect"
import { IsoDate } from "../../../engine/people/rules"
import { Courts } from "../../../engine/courts/service"
import { using } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id, IdParam } from "../schemas"

const SecondsOfDay = Schema.Int.pipe(Schema.between(0, 86400))
const Kind = Schema.Literal("closure", "members_only", "staff_only", "duration")

export const ScheduleRule = Schema.Struct({
  id: Schema.Number,
  kind: Kind,
  court_ids: Schema.NullOr(Schema.Array(Schema.Number)),
  starts_on: Schema.NullOr(Schema.String),
  ends_on: Schema.NullOr(Schema.String),
  days: Schema.Array(Schema.Number),
  hour_start: Schema.Number,
  hour_end: Schema.Number,
  min_duration: Schema.NullOr(Schema.Number),
  max_duration: Schema.NullOr(Schema.Number),
  note: Schema.NullOr(Schema.String),
})

const RuleInput = Schema.Struct({
  kind: Kind,
  court_ids: Schema.optionalWith(Schema.NullOr(Schema.Array(Id).pipe(Schema.maxItems(200))), { default: () => null }),
  starts_on: Schema.optionalWith(Schema.NullOr(IsoDate), { default: () => null }),
  ends_on: Schema.optionalWith(Schema.NullOr(IsoDate), { default: () => null }),
  days: Schema.optionalWith(Schema.Array(Schema.Int.pipe(Schema.between(0, 6))).pipe(Schema.maxItems(7)), {
    default: () => [],
  }),
  hour_start: Schema.optionalWith(SecondsOfDay, { default: () => 0 }),
  hour_end: Schema.optionalWith(SecondsOfDay, { default: () => 86400 }),
  min_duration: Schema.optionalWith(Schema.NullOr(Schema.Int.pipe(Schema.positive())), { default: () => null }),
  max_duration: Schema.optionalWith(Schema.NullOr(Schema.Int.pipe(Schema.positive())), { default: () => null }),
  note: Schema.optionalWith(Schema.NullOr(Schema.String.pipe(Schema.maxLength(200))), { default: () => null }),
})

const FacilityPath = Schema.Struct({ id: IdParam })
const RulePath = Schema.Struct({ id: IdParam, ruleId: IdParam })

export const ScheduleRulesGroup = apiGroup("scheduleRules")
  .add(
    HttpApiEndpoint.get("list", "/admin/facilities/:id/schedule_rules")
      .setPath(FacilityPath)
      .addSuccess(Schema.Array(ScheduleRule))
      .annotate(PolicyTag, Policy.staff()),
  )
  .add(
    HttpApiEndpoint.post("create", "/admin/facilities/:id/schedule_rules")
      .setPath(FacilityPath)
      .setPayload(RuleInput)
      .addSuccess(ScheduleRule, { status: 201 })
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.get("show", "/admin/facilities/:id/schedule_rules/:ruleId")
      .setPath(RulePath)
      .addSuccess(ScheduleRule)
      .annotate(PolicyTag, Policy.staff()),
  )
  .add(
    HttpApiEndpoint.put("update", "/admin/facilities/:id/schedule_rules/:ruleId")
      .setPath(RulePath)
      .setPayload(RuleInput)
      .addSuccess(ScheduleRule)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.del("delete", "/admin/facilities/:id/schedule_rules/:ruleId")
      .setPath(RulePath)
      .addSuccess(Schema.Void)
      .annotate(PolicyTag, Policy.manager()),
  )
  .middleware(Authn)

export const ScheduleRulesLive = HttpApiBuilder.group(apiOf(ScheduleRulesGroup), "scheduleRules", (handlers) =>
  handlers
    .handle("list", ({ path }) => using(Courts, (courts) => courts.rules(path.id)))
    .handle("create", ({ path, payload }) => using(Courts, (courts) => courts.saveRule(path.id, undefined, payload)))
    .handle("show", ({ path }) => using(Courts, (courts) => courts.rule(path.id, path.ruleId)))
    .handle("update", ({ path, payload }) => using(Courts, (courts) => courts.saveRule(path.id, path.ruleId, payload)))
    .handle("delete", ({ path }) => using(Courts, (courts) => courts.deleteRule(path.id, path.ruleId))),
)

export const scheduleRulesPlugin: Plugin = {
  name: "schedule_rules",
  description: "Closures, staff-only and members-only windows, and duration limits.",
  group: ScheduleRulesGroup,
  handlers: ScheduleRulesLive,
}
