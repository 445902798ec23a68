import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import { scheduleRuleProblem } from "../../../engine/booking"
import { IsoDate } from "../../../engine/people"
import { announceChange } from "../../calendarEvents"
import { describeHeld } from "../../../engine/services/courts"
import {
  deleteScheduleRule,
  findScheduleRule,
  insertScheduleRule,
  scheduleRules,
  updateScheduleRule,
} from "../../sql/scheduleRules"
import { reservationsInWindow } from "../../sql/stranded"
import { Authn } from "../authn"
import { Courts } from "../../../engine/services/courts"
import { apiGroup, notFound, unprocessable } from "../errors"
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
type ScheduleRule = typeof ScheduleRule.Type

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
type RuleInput = typeof RuleInput.Type

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

const check = (facilityId: number, r: RuleInput) =>
  Effect.gen(function* () {
    const problem = scheduleRuleProblem(r)
    if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
    if (r.court_ids !== null && r.court_ids.length > 0) {
      const ours = new Set((yield* Effect.flatMap(Courts, (courts) => courts.list(facilityId))).map((c) => c.id))
      if (r.court_ids.some((id) => !ours.has(id)))
        return yield* Effect.fail(unprocessable("A court named is not one of this club's.", ["court_ids"]))
    }
    const held = r.kind === "closure" ? yield* reservationsInWindow(facilityId, r) : []
    if (held.length > 0) {
      return yield* Effect.fail(
        unprocessable(
          `The closure covers ${held.length} future reservation${held.length === 1 ? "" : "s"}; move or cancel ${held.length === 1 ? "it" : "them"} first.`,
          describeHeld(held),
        ),
      )
    }
  })

const changed = (facilityId: number) => announceChange(facilityId, "*")

export const ScheduleRulesLive = HttpApiBuilder.group(apiOf(ScheduleRulesGroup), "scheduleRules", (handlers) =>
  handlers
    .handle("list", ({ path }) => scheduleRules(path.id))
    .handle("create", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* check(path.id, payload)
        const rule = yield* insertScheduleRule(path.id, payload)
        yield* changed(path.id)
        return rule
      }),
    )
    .handle("show", ({ path }) =>
      Effect.gen(function* () {
        const rule = yield* findScheduleRule(path.id, path.ruleId)
        if (rule === undefined) return yield* Effect.fail(notFound("Schedule rule"))
        return rule
      }),
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* check(path.id, payload)
        const rule = yield* updateScheduleRule(path.id, path.ruleId, payload)
        if (rule === undefined) return yield* Effect.fail(notFound("Schedule rule"))
        yield* changed(path.id)
        return rule
      }),
    )
    .handle("delete", ({ path }) =>
      Effect.gen(function* () {
        if (!(yield* deleteScheduleRule(path.id, path.ruleId))) return yield* Effect.fail(notFound("Schedule rule"))
        yield* changed(path.id)
      }),
    ),
)

export const scheduleRulesPlugin: Plugin = {
  name: "schedule_rules",
  description: "Closures, staff-only and members-only windows, and duration limits.",
  group: ScheduleRulesGroup,
  handlers: ScheduleRulesLive,
}
