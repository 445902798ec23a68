import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import { IsoDate } from "../../../engine/people"
import { Shift, TeacherUserType } from "../../../engine/pricing"
import { Teachers } from "../../../engine/services/teachers"
import { Teacher } from "../../../engine/teachers"
import { asCaller } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { IdParam } from "../schemas"

const SecondsOfDay = Schema.NumberFromString.pipe(Schema.int(), Schema.between(0, 86400))
/** Ids in a query string, the key repeated: `player_ids=1&player_ids=2`. */
const IdList = Schema.Union(
  Schema.Array(IdParam),
  IdParam.pipe(Schema.transform(Schema.Array(Schema.Number), { decode: (id) => [id], encode: (ids) => ids[0]! })),
).pipe(Schema.maxItems(8))

const LessonPrice = Schema.Struct({
  teacher_id: Schema.Number,
  facility_id: Schema.Number,
  /** Minutes. */
  duration: Schema.Number,
  quantity: Schema.Number,
  shift: Shift,
  players: Schema.Array(Schema.Struct({ user_id: Schema.Number, user_type: TeacherUserType, price: Schema.Number })),
  price: Schema.Number,
  currency: Schema.String,
  currency_decimals: Schema.Number,
})

export const TeachersGroup = apiGroup("teachers")
  .add(
    HttpApiEndpoint.get("list", "/api/teachers")
      .setUrlParams(
        Schema.Struct({
          facility_id: IdParam,
          /** Only those teaching today. */
          current: Schema.optionalWith(Schema.Literal("true", "false"), { default: () => "false" as const }),
          search: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(100)), { default: () => "" }),
        }),
      )
      .addSuccess(Schema.Array(Teacher))
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.get("show", "/api/teachers/:id")
      .setPath(Schema.Struct({ id: IdParam }))
      .setUrlParams(Schema.Struct({ facility_id: Schema.optional(IdParam) }))
      .addSuccess(Teacher)
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.get("price", "/api/teachers/:id/price")
      .setPath(Schema.Struct({ id: IdParam }))
      .setUrlParams(
        Schema.Struct({
          facility_id: IdParam,
          quantity: Schema.optionalWith(Schema.NumberFromString.pipe(Schema.int(), Schema.between(0, 100)), {
            default: () => 1,
          }),
          date: IsoDate,
          hour_start: SecondsOfDay,
          hour_end: SecondsOfDay,
          player_ids: Schema.optionalWith(IdList, { default: () => [] }),
          surface: Schema.optional(Schema.String.pipe(Schema.maxLength(60))),
        }),
      )
      .addSuccess(LessonPrice)
      .annotate(PolicyTag, Policy.member(Policy.query("facility_id"))),
  )
  .middleware(Authn)

export const TeachersLive = HttpApiBuilder.group(apiOf(TeachersGroup), "teachers", (handlers) =>
  handlers
    .handle("list", ({ urlParams }) =>
      Effect.flatMap(Teachers, (t) => t.list({ ...urlParams, current: urlParams.current === "true" })),
    )
    .handle("show", ({ path, urlParams }) => Effect.flatMap(Teachers, (t) => t.get(path.id, urlParams.facility_id)))
    .handle("price", ({ path, urlParams }) => Effect.flatMap(Teachers, (t) => asCaller(t.price(path.id, urlParams)))),
)

export const teachersPlugin: Plugin = {
  name: "teachers",
  description: "Teachers (pros): their profiles and hours at a club, and the price of a lesson with them.",
  group: TeachersGroup,
  handlers: TeachersLive,
}
