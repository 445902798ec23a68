import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import { IsoDate } from "../../../engine/people/rules"
import { Shift, TeacherPrice, TeacherUserType } from "../../../engine/pricing/rules"
import { Teachers } from "../../../engine/teachers/service"
import { LessonRequests } from "../../../engine/teachers/lessonRequests"
import { LessonRequest, Teacher, TeacherHours, TeacherProfile } from "../../../engine/teachers/rules"
import { asCaller } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id, IdParam } from "../schemas"

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

const Text = (max: number) => Schema.String.pipe(Schema.maxLength(max))
const Tags = Schema.Array(Text(40)).pipe(Schema.maxItems(20))

const TeacherChange = Schema.Struct({
  facility_id: Id,
  bio: Schema.optional(Text(4000)),
  photo_url: Schema.optional(
    Schema.NullOr(Text(500).pipe(Schema.pattern(/^https:\/\//, { message: () => "A photo is an https:// address." }))),
  ),
  sports: Schema.optional(Tags),
  levels: Schema.optional(Text(200)),
  surfaces: Schema.optional(Tags),
  court_ids: Schema.optional(Schema.NullOr(Schema.Array(Id).pipe(Schema.maxItems(200)))),
  hours: Schema.optional(Schema.Array(TeacherHours).pipe(Schema.maxItems(50))),
  time_off: Schema.optional(
    Schema.Array(Schema.Struct({ starts_on: IsoDate, ends_on: IsoDate, note: Schema.NullOr(Text(200)) })).pipe(
      Schema.maxItems(100),
    ),
  ),
  prices: Schema.optional(Schema.Array(TeacherPrice).pipe(Schema.maxItems(200))),
})

const LessonRequestInput = Schema.Struct({
  facility_id: Id,
  /** For whom: the caller or a child they handle. */
  user_id: Id,
  request_data: Schema.Struct({
    date: IsoDate,
    hour_start: Schema.Int.pipe(Schema.between(0, 86400)),
    hour_end: Schema.Int.pipe(Schema.between(0, 86400)),
    note: Schema.optional(Schema.NullOr(Text(500))),
  }),
})
const RequestPath = Schema.Struct({ id: IdParam })

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
      .addSuccess(TeacherProfile)
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.put("update", "/api/teachers/:id")
      .setPath(Schema.Struct({ id: IdParam }))
      .setPayload(TeacherChange)
      .addSuccess(TeacherProfile)
      .annotate(PolicyTag, Policy.member(Policy.body("facility_id"))),
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
  .add(
    HttpApiEndpoint.get("busy", "/api/teachers/:id/busy")
      .setPath(Schema.Struct({ id: IdParam }))
      .setUrlParams(Schema.Struct({ facility_id: IdParam, date: IsoDate }))
      .addSuccess(
        Schema.Struct({
          date: Schema.String,
          busy: Schema.Array(Schema.Struct({ hour_start: Schema.Number, hour_end: Schema.Number })),
        }),
      )
      .annotate(PolicyTag, Policy.member(Policy.query("facility_id"))),
  )
  .add(
    HttpApiEndpoint.post("request", "/api/teachers/:id/request")
      .setPath(Schema.Struct({ id: IdParam }))
      .setPayload(LessonRequestInput)
      .addSuccess(LessonRequest, { status: 201 })
      .annotate(PolicyTag, Policy.member(Policy.body("facility_id"))),
  )
  .add(
    HttpApiEndpoint.get("priorityRequests", "/api/users/priority_requests")
      .addSuccess(Schema.Array(LessonRequest))
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.get("teacherRequests", "/api/teachers/:id/requests")
      .setPath(Schema.Struct({ id: IdParam }))
      .setUrlParams(Schema.Struct({ facility_id: IdParam }))
      .addSuccess(Schema.Array(LessonRequest))
      .annotate(PolicyTag, Policy.member(Policy.query("facility_id"))),
  )
  .add(
    HttpApiEndpoint.put("acceptRequest", "/api/lesson_requests/:id/accept")
      .setPath(RequestPath)
      .setPayload(Schema.Struct({ court_id: Schema.optional(Id) }))
      .addSuccess(LessonRequest)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.put("declineRequest", "/api/lesson_requests/:id/decline")
      .setPath(RequestPath)
      .setPayload(
        Schema.Struct({
          message: Schema.Trim.pipe(
            Schema.nonEmptyString({ message: () => "Say in a sentence why the lesson cannot be given." }),
            Schema.maxLength(500),
          ),
        }),
      )
      .addSuccess(LessonRequest)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.put("withdrawRequest", "/api/lesson_requests/:id/withdraw")
      .setPath(RequestPath)
      .addSuccess(LessonRequest)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .middleware(Authn)

export const TeachersLive = HttpApiBuilder.group(apiOf(TeachersGroup), "teachers", (handlers) =>
  handlers
    .handle("list", ({ urlParams }) =>
      Effect.flatMap(Teachers, (t) => t.list({ ...urlParams, current: urlParams.current === "true" })),
    )
    .handle("show", ({ path, urlParams }) => Effect.flatMap(Teachers, (t) => t.profile(path.id, urlParams.facility_id)))
    .handle("update", ({ path, payload: { facility_id, ...change } }) =>
      Effect.flatMap(Teachers, (t) => asCaller(t.update(path.id, facility_id, change))),
    )
    .handle("price", ({ path, urlParams }) => Effect.flatMap(Teachers, (t) => asCaller(t.price(path.id, urlParams))))
    .handle("busy", ({ path, urlParams }) =>
      Effect.flatMap(Teachers, (t) => t.busyOn(path.id, urlParams.facility_id, urlParams.date)),
    )
    .handle("request", ({ path, payload }) =>
      Effect.flatMap(LessonRequests, (r) =>
        asCaller(
          r.request(path.id, { facility_id: payload.facility_id, user_id: payload.user_id, ...payload.request_data }),
        ),
      ),
    )
    .handle("priorityRequests", () => Effect.flatMap(LessonRequests, (r) => asCaller(r.mine)))
    .handle("teacherRequests", ({ path, urlParams }) =>
      Effect.flatMap(LessonRequests, (r) => asCaller(r.forTeacher(path.id, urlParams.facility_id))),
    )
    .handle("acceptRequest", ({ path, payload }) =>
      Effect.flatMap(LessonRequests, (r) => asCaller(r.accept(path.id, payload.court_id))),
    )
    .handle("declineRequest", ({ path, payload }) =>
      Effect.flatMap(LessonRequests, (r) => asCaller(r.decline(path.id, payload.message))),
    )
    .handle("withdrawRequest", ({ path }) => Effect.flatMap(LessonRequests, (r) => asCaller(r.withdraw(path.id)))),
)

export const teachersPlugin: Plugin = {
  name: "teachers",
  description:
    "Teachers (pros): their profiles, hours and prices at a club, the price of a lesson with them, and lesson requests.",
  group: TeachersGroup,
  handlers: TeachersLive,
}
