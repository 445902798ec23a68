import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import { Email, Language, Name } from "../../../engine/facilities/rules"
import { BirthDate, FacilityWithRole, PinPart, User } from "../../../engine/people/rules"
import { Facility, ListedFacility } from "../../../engine/records"
import { STAFF_ROLES } from "../../../engine/roles"
import { Facilities } from "../../../engine/facilities/service"
import { People } from "../../../engine/people/service"
import { asCaller, using } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Id, IdParam } from "../schemas"
import { byCursorOr, CursorParams, ListOf } from "../lists"
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
  /** The language they read; null to follow their browser, else their club. */
  language: Schema.optional(Schema.NullOr(Language)),
})

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
          ...CursorParams,
        }),
      )
      .addSuccess(Schema.Union(Schema.Array(User), ListOf(User, "User")))
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
    .handle("info", () => using(People, (people) => people.info))
    .handle("preferredFacilities", () => using(People, (people) => people.preferredFacilities))
    .handle("search", ({ urlParams }) =>
      using(People, (people) =>
        byCursorOr(
          urlParams,
          (cursor) => people.searchAfter(urlParams, cursor),
          () => people.search(urlParams),
        ),
      ),
    )
    .handle("show", ({ path }) => using(People, (people) => people.find(path.id)))
    .handle("update", ({ path, payload }) => using(People, (people) => people.updateProfile(path.id, payload)))
    .handle("currentFacility", ({ path }) => using(People, (people) => people.currentFacility(path.id)))
    .handle("setCurrentFacility", ({ path, payload }) =>
      using(People, (people) => people.setCurrentFacility(path.id, payload.facility_id)),
    )
    .handle("toggleFave", ({ payload }) => using(People, (people) => people.toggleFavourite(payload.facility_id)))
    .handle("recommendedFacilities", ({ urlParams }) =>
      asCaller(Effect.flatMap(Facilities, (facilities) => facilities.directory(urlParams.search))),
    ),
)

export const usersPlugin: Plugin = {
  name: "users",
  description: "People: profiles, search, current and favourite facilities.",
  group: UsersGroup,
  handlers: UsersLive,
}
