import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import { Name } from "../../../engine/facilities/rules"
import { CourtRate } from "../../../engine/pricing/rules"
import { IsoDate } from "../../../engine/people/rules"
import { Court, Sport } from "../../../engine/records"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { Courts } from "../../../engine/courts/service"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id, IdParam } from "../schemas"
import { using } from "../actor"

const CourtInput = Schema.Struct({
  id: Schema.optional(Id),
  name: Name,
  sport: Sport,
  surface: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(60)))),
  indoor: Schema.optional(Schema.Boolean),
  sort_order: Schema.optional(Schema.Int),
  active: Schema.optional(Schema.Boolean),
})

const SecondsOfDay = Schema.Int.pipe(Schema.between(0, 86400))
export const FacilitySchedule = Schema.Struct({
  id: Schema.Number,
  day: Schema.Int.pipe(Schema.between(0, 6)),
  hour_start: SecondsOfDay,
  hour_end: SecondsOfDay,
  shift: Schema.String,
  /** An extension: the first day of the season the row is of (its week holds until a later season's start); null: from the first. */
  starts_on: Schema.NullOr(Schema.String),
})
const ScheduleInput = Schema.Struct({
  id: Schema.optional(Id),
  /** 0 = Monday … 6 = Sunday. */
  day: Schema.Int.pipe(Schema.between(0, 6)),
  hour_start: SecondsOfDay,
  hour_end: SecondsOfDay,
  shift: Schema.optionalWith(Schema.String.pipe(Schema.minLength(1), Schema.maxLength(30)), { default: () => "day" }),
  /** An extension: the season's first day (YYYY-MM-DD); left out or null, the row holds from the first. */
  starts_on: Schema.optionalWith(Schema.NullOr(IsoDate), { default: () => null }),
})

const FacilityPath = Schema.Struct({ id: IdParam })
/** How a facility prices its courts: hourly rates, and whether players split the court or the booker pays. */
const CourtPricing = Schema.Struct({ split: Schema.Literal("per_player", "group"), rates: Schema.Array(CourtRate) })
const ScheduleRow = Schema.Struct({ ...CourtRate.fields, id: Schema.Number })

export const CourtsGroup = apiGroup("courts")
  .add(
    HttpApiEndpoint.get("list", "/api/facilities/:id/courts")
      .setPath(FacilityPath)
      .addSuccess(Schema.Array(Court))
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.put("replaceAll", "/api/facilities/:id/courts_bulk")
      .setPath(FacilityPath)
      .setPayload(Schema.Struct({ courts: Schema.Array(CourtInput).pipe(Schema.maxItems(200)) }))
      .addSuccess(Schema.Array(Court))
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.post("bulkUpsert", "/api/facilities/:id/courts/bulk_upsert")
      .setPath(FacilityPath)
      .setPayload(Schema.Struct({ courts: Schema.Array(CourtInput).pipe(Schema.minItems(1), Schema.maxItems(200)) }))
      .addSuccess(Schema.Array(Court))
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.post("bulkDestroy", "/api/facilities/:id/courts/bulk_destroy")
      .setPath(FacilityPath)
      .setPayload(Schema.Struct({ ids: Schema.Array(Id).pipe(Schema.minItems(1), Schema.maxItems(200)) }))
      .addSuccess(Schema.Struct({ destroyed: Schema.Array(Schema.Number) }))
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.get("fees", "/api/courts/:courtId/fees")
      .setPath(Schema.Struct({ courtId: IdParam }))
      .setUrlParams(Schema.Struct({ show_grupal: Schema.optional(Schema.Literal("true", "false")) }))
      .addSuccess(Schema.Array(ScheduleRow))
      .annotate(PolicyTag, Policy.member(Policy.court())),
  )
  .add(
    HttpApiEndpoint.get("courtRates", "/api/facilities/:id/court_rates")
      .setPath(FacilityPath)
      .addSuccess(CourtPricing)
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.put("replaceCourtRates", "/api/facilities/:id/court_rates")
      .setPath(FacilityPath)
      .setPayload(
        Schema.Struct({
          split: Schema.Literal("per_player", "group"),
          rates: Schema.Array(CourtRate).pipe(Schema.maxItems(500)),
        }),
      )
      .addSuccess(CourtPricing)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.get("schedules", "/api/facilities/:id/facility_schedules")
      .setPath(FacilityPath)
      .addSuccess(Schema.Array(FacilitySchedule))
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.post("createSchedule", "/api/facilities/:id/facility_schedules")
      .setPath(FacilityPath)
      .setPayload(ScheduleInput)
      .addSuccess(FacilitySchedule, { status: 201 })
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.put("updateSchedule", "/api/facilities/:id/facility_schedules/:scheduleId")
      .setPath(Schema.Struct({ id: IdParam, scheduleId: IdParam }))
      .setPayload(ScheduleInput)
      .addSuccess(FacilitySchedule)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.del("deleteSchedule", "/api/facilities/:id/facility_schedules/:scheduleId")
      .setPath(Schema.Struct({ id: IdParam, scheduleId: IdParam }))
      .addSuccess(Schema.Void)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.post("bulkUpsertSchedules", "/api/facilities/:id/facility_schedules/bulk_upsert")
      .setPath(FacilityPath)
      .setPayload(
        Schema.Struct({
          facility_schedules: Schema.Array(ScheduleInput).pipe(Schema.minItems(1), Schema.maxItems(100)),
        }),
      )
      .addSuccess(Schema.Array(FacilitySchedule))
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.post("bulkDestroySchedules", "/api/facilities/:id/facility_schedules/bulk_destroy")
      .setPath(FacilityPath)
      .setPayload(Schema.Struct({ ids: Schema.Array(Id).pipe(Schema.minItems(1), Schema.maxItems(100)) }))
      .addSuccess(Schema.Void)
      .annotate(PolicyTag, Policy.manager()),
  )
  .middleware(Authn)

export const CourtsLive = HttpApiBuilder.group(apiOf(CourtsGroup), "courts", (handlers) =>
  handlers
    .handle("list", ({ path }) => using(Courts, (courts) => courts.list(path.id)))
    .handle("replaceAll", ({ path, payload }) => using(Courts, (courts) => courts.replaceAll(path.id, payload.courts)))
    .handle("bulkUpsert", ({ path, payload }) => using(Courts, (courts) => courts.upsert(path.id, payload.courts)))
    .handle("bulkDestroy", ({ path, payload }) => using(Courts, (courts) => courts.destroy(path.id, payload.ids)))
    .handle("fees", ({ path, urlParams }) =>
      using(Courts, (courts) => courts.courtRates(path.courtId, urlParams.show_grupal !== "false")),
    )
    .handle("courtRates", ({ path }) => using(Courts, (courts) => courts.pricing(path.id)))
    .handle("replaceCourtRates", ({ path, payload }) => using(Courts, (courts) => courts.setPricing(path.id, payload)))
    .handle("schedules", ({ path }) => using(Courts, (courts) => courts.openingHours(path.id)))
    .handle("createSchedule", ({ path, payload }) =>
      using(Courts, (courts) => courts.saveOpeningHours(path.id, [{ ...payload, id: undefined }])).pipe(
        Effect.map((rows) => rows[0]!),
        Effect.catchTag("NotFound", Effect.die),
      ),
    )
    .handle("updateSchedule", ({ path, payload }) =>
      using(Courts, (courts) => courts.saveOpeningHours(path.id, [{ ...payload, id: path.scheduleId }])).pipe(
        Effect.map((rows) => rows[0]!),
      ),
    )
    .handle("deleteSchedule", ({ path }) =>
      using(Courts, (courts) => courts.deleteOpeningHours(path.id, [path.scheduleId])),
    )
    .handle("bulkUpsertSchedules", ({ path, payload }) =>
      using(Courts, (courts) => courts.saveOpeningHours(path.id, payload.facility_schedules)),
    )
    .handle("bulkDestroySchedules", ({ path, payload }) =>
      using(Courts, (courts) => courts.deleteOpeningHours(path.id, payload.ids)),
    ),
)

export const courtsPlugin: Plugin = {
  name: "courts",
  description: "Courts, their fees and the facility's opening hours.",
  group: CourtsGroup,
  handlers: CourtsLive,
}
