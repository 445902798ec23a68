import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Option, Schema } from "effect"
import { Email, Name } from "../../../engine/facility"
import { BirthDate, PinPart } from "../../../engine/people"
import { STAFF_ROLES } from "../../../engine/roles"
import { Facility, facilitiesOfUser, findFacility } from "../../sql/facilities"
import { facilitiesOfPerson, keptByClubs } from "../../sql/people"
import { emailTakenByOther, searchUsers, toggleFavourite, updateUserFields } from "../../sql/users"
import { FacilityWithRole, User } from "../../../engine/people"
import { speaksFor } from "../../../engine/access"
import { ListedFacility } from "../../../engine/records"
import { Facilities } from "../../../engine/services/facilities"
import { People } from "../../../engine/services/people"
import { Actor, asCaller, currentUser, signedInInPerson } from "../actor"
import { Authn } from "../authn"
import { apiGroup, Conflict, Forbidden, notFound, unprocessable } from "../errors"
import { requireUser } from "../lookups"
import { apiOf, type Plugin } from "../plugin"
import { Id, IdParam } from "../schemas"
import { Policy, PolicyTag } from "../policy"

const UserInfo = Schema.Struct({ ...User.fields, facilities: Schema.Array(FacilityWithRole) })

const ExternalId = Schema.NullOr(Schema.String.pipe(Schema.minLength(1), Schema.maxLength(60)))

const ProfileChange = Schema.Struct({
  first_name: Schema.optional(Name),
  last_name: Schema.optional(Name),
  phone: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(40)))),
  email: Schema.optional(Email),
  birth_date: Schema.optional(Schema.NullOr(BirthDate)),
  public_profile: Schema.optional(Schema.Boolean),
  pin_1: Schema.optional(Schema.NullOr(PinPart)),
  pin_2: Schema.optional(Schema.NullOr(PinPart)),
  pin_3: Schema.optional(Schema.NullOr(PinPart)),
  pin_4: Schema.optional(Schema.NullOr(PinPart)),
  redpadel_id: Schema.optional(ExternalId),
  /** Staff only: the club has checked the person's NTRP rating. */
  ntrp_verified: Schema.optional(Schema.Boolean),
})

/** What a person's profile shares with every club they play at: theirs to change, not a club's. */
const SHARED_FIELDS = [
  "first_name",
  "last_name",
  "phone",
  "birth_date",
  "public_profile",
  "pin_1",
  "pin_2",
  "pin_3",
  "pin_4",
  "redpadel_id",
] as const

/** Profile fields a change writes as given (undefined: unchanged); the e-mail and verification have their own rules. */
const PLAIN_FIELDS = [...SHARED_FIELDS, "email", "ntrp_verified"] as const

export const UsersGroup = apiGroup("users")
  .add(HttpApiEndpoint.get("info", "/api/users/info").addSuccess(UserInfo).annotate(PolicyTag, Policy.signedIn))
  .add(
    HttpApiEndpoint.get("preferredFacilities", "/api/users/preferred_facilities")
      .addSuccess(Schema.Array(FacilityWithRole))
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.get("search", "/api/users")
      .setUrlParams(
        Schema.Struct({
          q: Schema.optional(Schema.String.pipe(Schema.maxLength(100))),
          facility_id: Schema.optional(IdParam),
          /** Pages of 50, from 1. */
          page: Schema.optional(IdParam),
          /** Only people carrying this tag of the club (see /api/tags). */
          tag_id: Schema.optional(IdParam),
        }),
      )
      .addSuccess(Schema.Array(User))
      .annotate(PolicyTag, Policy.anyRole(STAFF_ROLES)),
  )
  .add(
    HttpApiEndpoint.get("show", "/api/users/:id")
      .setPath(Schema.Struct({ id: IdParam }))
      .addSuccess(User)
      .annotate(PolicyTag, Policy.userAccess()),
  )
  .add(
    HttpApiEndpoint.put("update", "/api/users/:id")
      .setPath(Schema.Struct({ id: IdParam }))
      .setPayload(ProfileChange)
      .addSuccess(User)
      .annotate(PolicyTag, Policy.userAccess()),
  )
  .add(
    HttpApiEndpoint.get("currentFacility", "/api/users/:id/current_facility")
      .setPath(Schema.Struct({ id: IdParam }))
      .addSuccess(Schema.NullOr(Facility))
      .annotate(PolicyTag, Policy.userAccess()),
  )
  .add(
    HttpApiEndpoint.put("setCurrentFacility", "/api/users/:id/set_current_facility")
      .setPath(Schema.Struct({ id: IdParam }))
      .setPayload(Schema.Struct({ facility_id: Id }))
      .addSuccess(Facility)
      .annotate(PolicyTag, Policy.selfOrGuardian()),
  )
  .add(
    HttpApiEndpoint.post("toggleFave", "/api/users_facilities_faves/toggle_fave")
      .setPayload(Schema.Struct({ facility_id: Id }))
      .addSuccess(Schema.Struct({ facility_id: Schema.Number, fave: Schema.Boolean }))
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.get("recommendedFacilities", "/api/recommendations/facilities")
      .setUrlParams(Schema.Struct({ search: Schema.optional(Schema.String.pipe(Schema.maxLength(100))) }))
      .addSuccess(Schema.Array(ListedFacility))
      .annotate(PolicyTag, Policy.public),
  )
  .middleware(Authn)

export const UsersLive = HttpApiBuilder.group(apiOf(UsersGroup), "users", (handlers) =>
  handlers
    .handle("info", () =>
      Effect.gen(function* () {
        const user = yield* currentUser.pipe(Effect.orDie)
        return { ...user, facilities: yield* facilitiesOfUser(user.id) }
      }),
    )
    .handle("preferredFacilities", () =>
      Effect.gen(function* () {
        const user = yield* currentUser.pipe(Effect.orDie)
        const list = yield* facilitiesOfUser(user.id)
        // The current facility first, then favourites, then the rest by name.
        return [...list].sort(
          (a, b) =>
            Number(b.id === user.current_facility_id) - Number(a.id === user.current_facility_id) ||
            Number(b.fave) - Number(a.fave),
        )
      }),
    )
    .handle("search", ({ urlParams }) =>
      Effect.gen(function* () {
        const actor = yield* Actor
        const staffAt = actor.memberships.filter((m) => STAFF_ROLES.includes(m.role)).map((m) => m.facility_id)
        const scope =
          urlParams.facility_id !== undefined
            ? staffAt.includes(urlParams.facility_id) || actor.user?.is_platform_admin
              ? [urlParams.facility_id]
              : []
            : staffAt
        if (scope.length === 0 && !actor.user?.is_platform_admin) return []
        return yield* searchUsers(
          scope.length > 0 ? scope : null,
          urlParams.q ?? "",
          urlParams.page ?? 1,
          urlParams.tag_id,
        )
      }),
    )
    .handle("show", ({ path }) =>
      Effect.gen(function* () {
        return yield* asCaller(Effect.flatMap(People, (people) => people.seen(path.id)))
      }),
    )
    .handle("update", ({ path, payload }) =>
      Effect.gen(function* () {
        const actor = yield* Actor
        const user = yield* requireUser(path.id)
        const self = actor.user?.id === user.id || actor.user?.is_platform_admin === true
        // A profile is its holder's (or their guardian's): staff keep only contacts their club made and nobody claimed.
        const shared = SHARED_FIELDS.filter((f) => payload[f] !== undefined && payload[f] !== user[f])
        if (shared.length > 0 && !(yield* asCaller(speaksFor([user.id]))) && !(yield* keptByClubs(user.id)))
          return yield* Effect.fail(
            new Forbidden({
              message: "This person keeps their own profile; ask them to change their name, phone or birth date.",
              errors: [...shared],
            }),
          )
        // An e-mail address is how an account is recovered, so only its holder changes it.
        if (payload.email !== undefined && payload.email.toLowerCase() !== (user.email ?? "").toLowerCase() && !self) {
          return yield* Effect.fail(
            new Forbidden({ message: "Only the account holder may change their e-mail address.", errors: [] }),
          )
        }
        if (payload.email !== undefined && payload.email.toLowerCase() !== (user.email ?? "").toLowerCase())
          yield* signedInInPerson(actor)
        if (payload.email !== undefined) {
          if (yield* emailTakenByOther(payload.email, user.id)) {
            return yield* Effect.fail(
              new Conflict({ message: "Another account uses this e-mail address.", errors: [] }),
            )
          }
        }
        // A verified rating counts everywhere: it is staff's word on someone else, at a club that person plays at.
        const theirClubs = yield* facilitiesOfPerson(user.id)
        const verifier =
          actor.user?.is_platform_admin === true ||
          (actor.user?.id !== user.id &&
            actor.memberships.some((m) => STAFF_ROLES.includes(m.role) && theirClubs.includes(m.facility_id)))
        if (payload.ntrp_verified !== undefined && !verifier) {
          return yield* Effect.fail(
            new Forbidden({
              message: "Only staff of a club this person plays at verify their rating, and never their own.",
              errors: [],
            }),
          )
        }
        const change: Record<string, unknown> = {}
        for (const field of PLAIN_FIELDS) if (payload[field] !== undefined) change[field] = payload[field]
        yield* updateUserFields(user.id, change)
        return yield* asCaller(Effect.flatMap(People, (people) => people.seen(user.id)))
      }),
    )
    .handle("currentFacility", ({ path }) =>
      Effect.gen(function* () {
        const user = yield* requireUser(path.id)
        if (user.current_facility_id === null) return null
        return Option.getOrNull(yield* findFacility(user.current_facility_id))
      }),
    )
    .handle("setCurrentFacility", ({ path, payload }) =>
      Effect.gen(function* () {
        const user = yield* requireUser(path.id)
        const facility = yield* findFacility(payload.facility_id)
        if (Option.isNone(facility)) return yield* Effect.fail(notFound("Facility"))
        const mine = yield* facilitiesOfUser(user.id)
        if (!mine.some((f) => f.id === payload.facility_id)) {
          return yield* Effect.fail(
            unprocessable("Only a facility the user belongs to or marked as favourite can be the current one."),
          )
        }
        yield* updateUserFields(user.id, { current_facility_id: payload.facility_id })
        return facility.value
      }),
    )
    .handle("toggleFave", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* currentUser.pipe(Effect.orDie)
        if (Option.isNone(yield* findFacility(payload.facility_id))) return yield* Effect.fail(notFound("Facility"))
        const fave = yield* toggleFavourite(user.id, payload.facility_id)
        return { facility_id: payload.facility_id, fave }
      }),
    )
    .handle("recommendedFacilities", ({ urlParams }) =>
      Effect.flatMap(Facilities, (facilities) => asCaller(facilities.directory(urlParams.search))),
    ),
)

export const usersPlugin: Plugin = {
  name: "users",
  description: "People: profiles, search, current and favourite facilities.",
  group: UsersGroup,
  handlers: UsersLive,
}
