import { HttpApiBuilder, HttpApiEndpoint, HttpServerRequest } from "@effect/platform"
import { Effect, Schema } from "effect"
import { Name } from "../../../engine/facilities/rules"
import { User, WaiverCategory } from "../../../engine/people/rules"
import { Waivers } from "../../../engine/waivers/service"
import { Acceptance, Waiver, WaiverStatus } from "../../../engine/waivers/rules"
import { using } from "../actor"
import { Authn } from "../authn"
import { clientAddress } from "../clientAddress"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id, IdParam } from "../schemas"

const Content = Schema.String.pipe(
  Schema.filter((s) => s.trim().length > 0 || "A waiver's text cannot be blank."),
  Schema.maxLength(100_000),
)

const FacilityPath = Schema.Struct({ id: IdParam })
const WaiverPath = Schema.Struct({ id: IdParam, waiverId: IdParam })
const ForPerson = Schema.Struct({ facility_id: IdParam, user_id: Schema.optional(IdParam) })
const forPerson = Policy.selfOrGuardian(Policy.optionalQuery("user_id"))

const byCategory = <const Name extends string>(name: Name, path: `/${string}`) =>
  HttpApiEndpoint.get(name, path)
    .setUrlParams(ForPerson)
    .addSuccess(Schema.Array(WaiverStatus))
    .annotate(PolicyTag, forPerson)

export const WaiversGroup = apiGroup("waivers")
  .add(
    HttpApiEndpoint.get("facilityWaivers", "/api/facilities/:id/facility_waivers")
      .setPath(FacilityPath)
      .addSuccess(Schema.Array(Waiver))
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.post("createFacilityWaiver", "/api/facilities/:id/facility_waivers")
      .setPath(FacilityPath)
      .setPayload(Schema.Struct({ name: Name, category: WaiverCategory, content: Content }))
      .addSuccess(Waiver, { status: 201 })
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.get("facilityWaiver", "/api/facilities/:id/facility_waivers/:waiverId")
      .setPath(WaiverPath)
      .addSuccess(Waiver)
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.put("updateFacilityWaiver", "/api/facilities/:id/facility_waivers/:waiverId")
      .setPath(WaiverPath)
      .setPayload(
        Schema.Struct({
          name: Schema.optional(Name),
          category: Schema.optional(WaiverCategory),
          content: Schema.optional(Schema.String),
        }),
      )
      .addSuccess(Waiver)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.del("deleteFacilityWaiver", "/api/facilities/:id/facility_waivers/:waiverId")
      .setPath(WaiverPath)
      .addSuccess(Schema.Void)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.put("createNewVersion", "/api/facilities/:id/facility_waivers/:waiverId/create_new_version")
      .setPath(WaiverPath)
      .setPayload(Schema.Struct({ content: Content }))
      .addSuccess(Waiver)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(byCategory("list", "/api/waivers"))
  .add(byCategory("memberships", "/api/waivers/memberships"))
  .add(byCategory("facilityBooking", "/api/waivers/facility_booking"))
  .add(byCategory("programs", "/api/waivers/programs"))
  .add(
    HttpApiEndpoint.get("childs", "/api/waivers/childs")
      .setUrlParams(Schema.Struct({ facility_id: IdParam }))
      .addSuccess(Schema.Array(Schema.Struct({ user: User, waivers: Schema.Array(WaiverStatus) })))
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("programAccept", "/api/waivers/program_accept")
      .setPayload(Schema.Struct({ waiver_id: Id, program_id: Id, user_id: Schema.optional(Id) }))
      .addSuccess(Acceptance, { status: 201 })
      .annotate(PolicyTag, Policy.selfOrGuardian(Policy.optionalBody("user_id"))),
  )
  .add(
    HttpApiEndpoint.get("show", "/api/waivers/:id")
      .setPath(Schema.Struct({ id: IdParam }))
      .setUrlParams(Schema.Struct({ user_id: Schema.optional(IdParam) }))
      .addSuccess(WaiverStatus)
      .annotate(PolicyTag, Policy.selfOrGuardian(Policy.optionalQuery("user_id"))),
  )
  .add(
    HttpApiEndpoint.post("accept", "/api/waivers/:id/accept")
      .setPath(Schema.Struct({ id: IdParam }))
      .setPayload(
        Schema.Struct({
          user_id: Schema.optional(Id),
          acceptable_type: Schema.optional(Schema.String.pipe(Schema.pattern(/^[a-z_]{1,40}$/))),
          acceptable_id: Schema.optional(Id),
        }),
      )
      .addSuccess(Acceptance, { status: 201 })
      .annotate(PolicyTag, Policy.selfOrGuardian(Policy.optionalBody("user_id"))),
  )
  .middleware(Authn)

/** The request's address and browser, kept with an acceptance. */
export const requestOrigin = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  return { ip: yield* clientAddress, userAgent: request.headers["user-agent"] ?? null }
})

const statusList = (category?: WaiverCategory) => (input: { readonly urlParams: typeof ForPerson.Type }) =>
  using(Waivers, (waivers) => waivers.statuses(input.urlParams.facility_id, input.urlParams.user_id, category))

export const WaiversLive = HttpApiBuilder.group(apiOf(WaiversGroup), "waivers", (handlers) =>
  handlers
    .handle("facilityWaivers", ({ path }) => using(Waivers, (waivers) => waivers.ofClub(path.id)))
    .handle("createFacilityWaiver", ({ path, payload }) =>
      using(Waivers, (waivers) => waivers.create(path.id, payload)),
    )
    .handle("facilityWaiver", ({ path }) => using(Waivers, (waivers) => waivers.one(path.id, path.waiverId)))
    .handle("updateFacilityWaiver", ({ path, payload }) =>
      using(Waivers, (waivers) => waivers.update(path.id, path.waiverId, payload)),
    )
    .handle("deleteFacilityWaiver", ({ path }) => using(Waivers, (waivers) => waivers.archive(path.id, path.waiverId)))
    .handle("createNewVersion", ({ path, payload }) =>
      using(Waivers, (waivers) => waivers.newVersion(path.id, path.waiverId, payload.content)),
    )
    .handle("list", statusList())
    .handle("memberships", statusList("memberships"))
    .handle("facilityBooking", statusList("facility_booking"))
    .handle("programs", statusList("programs"))
    .handle("childs", ({ urlParams }) => using(Waivers, (waivers) => waivers.children(urlParams.facility_id)))
    .handle("programAccept", ({ payload }) =>
      Effect.flatMap(requestOrigin, (origin) =>
        using(Waivers, (waivers) =>
          waivers.acceptForProgram(payload.waiver_id, payload.program_id, payload.user_id, origin),
        ),
      ),
    )
    .handle("show", ({ path, urlParams }) => using(Waivers, (waivers) => waivers.status(path.id, urlParams.user_id)))
    .handle("accept", ({ path, payload: { user_id, acceptable_type, acceptable_id } }) =>
      Effect.flatMap(requestOrigin, (origin) =>
        using(Waivers, (w) =>
          w.accept(path.id, user_id, { type: acceptable_type ?? null, id: acceptable_id ?? null }, origin),
        ),
      ),
    ),
)

export const waiversPlugin: Plugin = {
  name: "waivers",
  description: "Facility waivers with immutable versions, and who accepted which, for whom.",
  group: WaiversGroup,
  handlers: WaiversLive,
}
