import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import { BUCKETS, COMPARISONS, Period } from "../../../engine/insights/rules"
import { Insights } from "../../../engine/insights/service"
import { SOLD } from "../../../engine/payments/close"
import { asCaller } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { IdParam } from "../schemas"

const N = Schema.Number
const Rate = Schema.Struct({
  open_hours: N.annotations({ description: "Hours courts were open (closures taken off)." }),
  booked_hours: N.annotations({ description: "Hours of that open time active bookings held." }),
  rate: Schema.NullOr(N).annotations({ description: "Booked ÷ open, 0 to 1; null when nothing was open." }),
})
const PerHour = Schema.Array(N).annotations({ description: "24 figures, one per hour of the day from midnight." })
const PersonCount = Schema.Struct({ user_id: N, name: Schema.String, count: N })
const Range = { facility_id: N, from: Schema.String, to: Schema.String }

const Occupancy = Schema.Struct({
  ...Range,
  courts: Schema.Array(Schema.Struct({ id: N, name: Schema.String, sport: Schema.String, indoor: Schema.Boolean })),
  cells: Schema.Array(
    Schema.Struct({
      court_id: N,
      weekday: N.annotations({ description: "0 = Monday … 6 = Sunday." }),
      hour: N,
      open: N.annotations({ description: "Hours open in this court's hour of the week over the period." }),
      booked: N,
    }),
  ),
  overall: Rate,
  prime: Schema.NullOr(Rate).annotations({
    description: "The club's prime time (its prime-time court rates); null without any.",
  }),
  off_peak: Rate,
  by_court: Schema.Array(Schema.Struct({ court_id: N, name: Schema.String, ...Rate.fields })),
  by_sport: Schema.Array(Schema.Struct({ sport: Schema.String, ...Rate.fields })),
  by_setting: Schema.Array(Schema.Struct({ setting: Schema.Literal("indoor", "outdoor"), ...Rate.fields })),
  by_weekday_hour: Schema.Array(Schema.Struct({ weekday: N, hour: N, prime: Schema.Boolean, ...Rate.fields })),
  previous: Schema.NullOr(
    Schema.Struct({
      from: Schema.String,
      to: Schema.String,
      overall: Rate,
      prime: Schema.NullOr(Rate),
      off_peak: Rate,
    }),
  ),
})

const BySold = Schema.Struct(Object.fromEntries(SOLD.map((s) => [s, N])) as Record<(typeof SOLD)[number], typeof N>)
const Sold = Schema.Struct({
  money: BySold.annotations({ description: "Money taken, refunds taken off, in minor units." }),
  value: BySold.annotations({
    description: "Value moved without money (club credits, club accounts), in minor units.",
  }),
  money_total: N,
  value_total: N,
})
const Revenue = Schema.Struct({
  ...Range,
  bucket: Schema.Literal(...BUCKETS),
  currency: Schema.String,
  currency_decimals: N,
  buckets: Schema.Array(Schema.Struct({ start: Schema.String, ...Sold.fields })),
  totals: Sold,
})

const People = Schema.Struct({
  ...Range,
  bucket: Schema.Literal("week", "month"),
  members: Schema.Array(Schema.Struct({ start: Schema.String, active: N, joined: N, returned: N, lapsed: N })),
  cohorts: Schema.Array(
    Schema.Struct({
      month: Schema.String,
      size: N,
      retained: Schema.Array(N).annotations({
        description: "Members still, at the end of each month from the join month.",
      }),
    }),
  ),
  player_mix: Schema.Struct({ members: N, non_members: N, guests: N }),
  top_bookers: Schema.Array(PersonCount),
})

const Behaviour = Schema.Struct({
  ...Range,
  policy: Schema.Struct({
    late_cancel_hours: N,
    late_cancel_fee_percent: N,
    late_hours_counted: N.annotations({
      description: "Cancellations this many hours or less before play count as late: the policy's, or 24 without one.",
    }),
  }),
  no_shows: Schema.Struct({ by_hour: PerHour, people: Schema.Array(PersonCount) }),
  late_cancellations: Schema.Struct({ by_hour: PerHour, people: Schema.Array(PersonCount) }),
  lead_times: Schema.Array(
    Schema.Struct({
      under_hours: Schema.NullOr(N).annotations({
        description: "Booked less than this many hours ahead; null: longer.",
      }),
      count: N,
    }),
  ),
  demand: Schema.Struct({ free_hours: PerHour, watched_hours: PerHour, draw_entries: PerHour, waitlisted: PerHour }),
})

const path = Schema.Struct({ id: IdParam })

export const InsightsGroup = apiGroup("insights")
  .add(
    HttpApiEndpoint.get("occupancy", "/api/facilities/:id/insights/occupancy")
      .setPath(path)
      .setUrlParams(Schema.Struct({ ...Period.fields, compare: Schema.optional(Schema.Literal(...COMPARISONS)) }))
      .addSuccess(Occupancy)
      .annotate(PolicyTag, Policy.staff()),
  )
  .add(
    HttpApiEndpoint.get("revenue", "/api/facilities/:id/insights/revenue")
      .setPath(path)
      .setUrlParams(Schema.Struct({ ...Period.fields, bucket: Schema.optional(Schema.Literal(...BUCKETS)) }))
      .addSuccess(Revenue)
      .annotate(PolicyTag, Policy.staff()),
  )
  .add(
    HttpApiEndpoint.get("people", "/api/facilities/:id/insights/people")
      .setPath(path)
      .setUrlParams(Schema.Struct({ ...Period.fields, bucket: Schema.optional(Schema.Literal("week", "month")) }))
      .addSuccess(People)
      .annotate(PolicyTag, Policy.staff()),
  )
  .add(
    HttpApiEndpoint.get("behaviour", "/api/facilities/:id/insights/behaviour")
      .setPath(path)
      .setUrlParams(Period)
      .addSuccess(Behaviour)
      .annotate(PolicyTag, Policy.staff()),
  )
  .middleware(Authn)

const period = (q: { readonly from: string; readonly to: string }) => ({ from: q.from, to: q.to })

const InsightsLive = HttpApiBuilder.group(apiOf(InsightsGroup), "insights", (handlers) =>
  Effect.gen(function* () {
    const insights = yield* Insights
    return handlers
      .handle("occupancy", ({ path, urlParams }) =>
        asCaller(insights.occupancy(path.id, period(urlParams), urlParams.compare)),
      )
      .handle("revenue", ({ path, urlParams }) =>
        asCaller(insights.revenue(path.id, period(urlParams), urlParams.bucket ?? "day")),
      )
      .handle("people", ({ path, urlParams }) =>
        asCaller(insights.people(path.id, period(urlParams), urlParams.bucket ?? "month")),
      )
      .handle("behaviour", ({ path, urlParams }) => asCaller(insights.behaviour(path.id, period(urlParams))))
  }),
)

export const insightsPlugin: Plugin = {
  name: "insights",
  description:
    "Club insights for its staff: occupancy by court, weekday and hour; revenue by what was sold, as the daily close counts it; members over time and their cohorts; no-shows, late cancellations, lead times and demand against free hours.",
  group: InsightsGroup,
  handlers: InsightsLive,
}
