import { HttpApiBuilder, HttpApiEndpoint, HttpServerRequest } from "@effect/platform"
import { Effect, Option, Schema } from "effect"
import { Name } from "../../../engine/facility"
import { hasAcceptedCurrent, WaiverCategory, waiversAsked } from "../../../engine/people"
import { findUser } from "../../sql/users"
import { User } from "../../../engine/people"
import { belongsTo as isClubMember } from "../../sql/notes"
import { handledPeople } from "../../sql/people"
import {
  acceptedVersions,
  acceptWaiver,
  archiveWaiver,
  findWaiver,
  findWaivers,
  insertWaiver,
  insertWaiverVersion,
  renameWaiver,
  Waiver,
} from "../../sql/waivers"
import { currentUser } from "../actor"
import { Authn } from "../authn"
import { clientAddress } from "../clientAddress"
import { apiGroup, notFound, unprocessable } from "../errors"
import { Clinics } from "../../../engine/services/clinics"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id, IdParam } from "../schemas"

const Content = Schema.String.pipe(
  Schema.filter((s) => s.trim().length > 0 || "A waiver's text cannot be blank."),
  Schema.maxLength(100_000),
)

export const WaiverStatus = Schema.Struct({
  waiver: Waiver,
  /** The person accepted the current version. */
  accepted: Schema.Boolean,
  /** The newest version they accepted, if any (an older one needs accepting again). */
  accepted_version: Schema.NullOr(Schema.Number),
  accepted_at: Schema.NullOr(Schema.String),
})

export const Acceptance = Schema.Struct({
  id: Schema.Number,
  waiver_id: Schema.Number,
  version: Schema.Number,
  signed_by: Schema.NullOr(Schema.Number),
  signed_for: Schema.Number,
  acceptable_type: Schema.NullOr(Schema.String),
  acceptable_id: Schema.NullOr(Schema.Number),
  accepted_at: Schema.String,
})

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

const requireWaiver = (id: number, facilityId?: number) =>
  Effect.flatMap(
    findWaiver(id, facilityId),
    Option.match({ onNone: () => Effect.fail(notFound("Waiver")), onSome: Effect.succeed }),
  )

/** Each waiver with whether `userId` accepted its current version. */
const statusesFor = (userId: number, waivers: ReadonlyArray<Waiver>) =>
  Effect.gen(function* () {
    const accepted = yield* acceptedVersions(
      userId,
      waivers.map((w) => w.id),
    )
    return waivers.map((waiver) => {
      const mine = accepted.filter((a) => a.waiver_id === waiver.id)
      const newest = mine[0]
      return {
        waiver,
        accepted: hasAcceptedCurrent(
          waiver.current_version.id,
          mine.map((a) => a.version_id),
        ),
        accepted_version: newest?.version ?? null,
        accepted_at: newest?.accepted_at ?? null,
      }
    })
  })

/** Records that `signedBy` accepts the current version of `waiver` for `signedFor`, with the request's address. */
const accept = (waiver: Waiver, signedFor: number, acceptable: { type: string | null; id: number | null }) =>
  Effect.gen(function* () {
    const me = yield* currentUser.pipe(Effect.orDie)
    if (Option.isNone(yield* findUser(signedFor))) return yield* Effect.fail(notFound("User"))
    // A waiver is a club's: it is accepted only by someone who plays there.
    if (!(yield* isClubMember(waiver.facility_id, signedFor)))
      return yield* Effect.fail(unprocessable("Only a member of the club accepts its waivers; join it first."))
    const request = yield* HttpServerRequest.HttpServerRequest
    return yield* acceptWaiver({
      waiver,
      signer: { id: me.id, name: `${me.first_name} ${me.last_name}` },
      signedFor,
      acceptable,
      ip: yield* clientAddress,
      userAgent: request.headers["user-agent"] ?? null,
    })
  })

const statusList = (category?: WaiverCategory) => (input: { readonly urlParams: typeof ForPerson.Type }) =>
  Effect.gen(function* () {
    const me = yield* currentUser.pipe(Effect.orDie)
    const person = input.urlParams.user_id ?? me.id
    const waivers = yield* findWaivers({ facilityId: input.urlParams.facility_id, ...(category ? { category } : {}) })
    const forChild = person !== me.id && (yield* handledPeople(me.id)).includes(person)
    return yield* statusesFor(person, waiversAsked(waivers, forChild))
  })

export const WaiversLive = HttpApiBuilder.group(apiOf(WaiversGroup), "waivers", (handlers) =>
  handlers
    .handle("facilityWaivers", ({ path }) => findWaivers({ facilityId: path.id }))
    .handle("createFacilityWaiver", ({ path, payload }) =>
      Effect.gen(function* () {
        const id = yield* insertWaiver(path.id, payload)
        return yield* requireWaiver(id).pipe(Effect.orDie)
      }),
    )
    .handle("facilityWaiver", ({ path }) => requireWaiver(path.waiverId, path.id))
    .handle("updateFacilityWaiver", ({ path, payload }) =>
      Effect.gen(function* () {
        const waiver = yield* requireWaiver(path.waiverId, path.id)
        if (payload.content !== undefined) {
          return yield* Effect.fail(
            unprocessable(
              "A waiver's text changes only by a new version (create_new_version), so what people signed stays as it was.",
            ),
          )
        }
        yield* renameWaiver(path.id, path.waiverId, {
          name: payload.name ?? waiver.name,
          category: payload.category ?? waiver.category,
        })
        return yield* requireWaiver(path.waiverId, path.id)
      }),
    )
    .handle("deleteFacilityWaiver", ({ path }) =>
      Effect.gen(function* () {
        yield* requireWaiver(path.waiverId, path.id)
        yield* archiveWaiver(path.id, path.waiverId)
      }),
    )
    .handle("createNewVersion", ({ path, payload }) =>
      Effect.gen(function* () {
        const waiver = yield* requireWaiver(path.waiverId, path.id)
        if (payload.content === waiver.current_version.content) {
          return yield* Effect.fail(unprocessable("The new version has the same text as the current one."))
        }
        yield* insertWaiverVersion(path.id, path.waiverId, waiver.current_version.version + 1, payload.content)
        return yield* requireWaiver(path.waiverId, path.id)
      }),
    )
    .handle("list", statusList())
    .handle("memberships", statusList("memberships"))
    .handle("facilityBooking", statusList("facility_booking"))
    .handle("programs", statusList("programs"))
    .handle("childs", ({ urlParams }) =>
      Effect.gen(function* () {
        const me = yield* currentUser.pipe(Effect.orDie)
        const children = yield* handledPeople(me.id)
        const waivers = yield* findWaivers({ facilityId: urlParams.facility_id, category: "childs" })
        return yield* Effect.forEach(children, (child) =>
          Effect.gen(function* () {
            const user = Option.getOrThrow(yield* findUser(child))
            return { user, waivers: yield* statusesFor(child, waivers) }
          }),
        )
      }),
    )
    .handle("programAccept", ({ payload }) =>
      Effect.gen(function* () {
        const me = yield* currentUser.pipe(Effect.orDie)
        const waiver = yield* requireWaiver(payload.waiver_id)
        if (waiver.category !== "programs")
          return yield* Effect.fail(unprocessable("This waiver is not a program waiver."))
        yield* Effect.flatMap(Clinics, (c) => c.program(waiver.facility_id, payload.program_id))
        return yield* accept(waiver, payload.user_id ?? me.id, { type: "program", id: payload.program_id })
      }),
    )
    .handle("show", ({ path, urlParams }) =>
      Effect.gen(function* () {
        const me = yield* currentUser.pipe(Effect.orDie)
        const waiver = yield* requireWaiver(path.id)
        return (yield* statusesFor(urlParams.user_id ?? me.id, [waiver]))[0]!
      }),
    )
    .handle("accept", ({ path, payload }) =>
      Effect.gen(function* () {
        const me = yield* currentUser.pipe(Effect.orDie)
        const waiver = yield* requireWaiver(path.id)
        return yield* accept(waiver, payload.user_id ?? me.id, {
          type: payload.acceptable_type ?? null,
          id: payload.acceptable_id ?? null,
        })
      }),
    ),
)

export const waiversPlugin: Plugin = {
  name: "waivers",
  description: "Facility waivers with immutable versions, and who accepted which, for whom.",
  group: WaiversGroup,
  handlers: WaiversLive,
}
