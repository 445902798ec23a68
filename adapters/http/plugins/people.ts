import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import { Email, Name } from "../../../engine/facilities/rules"
import { Activity, BirthDate, FamilyMember, User, ZipCode } from "../../../engine/people/rules"
import { People } from "../../../engine/people/service"
import { using } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id, IdParam } from "../schemas"
import { ServerSettings } from "../settings"

const Page = Schema.optional(IdParam)

export const PeopleGroup = apiGroup("people")
  .add(
    HttpApiEndpoint.post("createContact", "/api/users/create_contact")
      .setPayload(
        Schema.Struct({
          facility_id: Id,
          first_name: Name,
          last_name: Name,
          email: Schema.optional(Schema.NullOr(Email)),
          phone: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(40)))),
          birth_date: Schema.optional(Schema.NullOr(BirthDate)),
        }),
      )
      .addSuccess(User, { status: 201 })
      .annotate(PolicyTag, Policy.staff(Policy.body("facility_id"))),
  )
  .add(
    HttpApiEndpoint.post("sendReconfirmationEmail", "/api/users/:id/send_reconfirmation_email")
      .setPath(Schema.Struct({ id: IdParam }))
      .addSuccess(Schema.Void, { status: 202 })
      .annotate(PolicyTag, Policy.userAccess()),
  )
  .add(
    HttpApiEndpoint.put("verifyAccountCode", "/api/users/:id/verify_account_code")
      .setPath(Schema.Struct({ id: IdParam }))
      .setPayload(
        Schema.Struct({
          code: Schema.String.pipe(Schema.maxLength(20)),
          password: Schema.String.pipe(Schema.maxLength(200)),
        }),
      )
      .addSuccess(Schema.Void)
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.put("destroyByManager", "/api/users/:id/destroy_by_manager")
      .setPath(Schema.Struct({ id: IdParam }))
      .setPayload(Schema.Struct({ facility_id: Id }))
      .addSuccess(Schema.Struct({ removed: Schema.Boolean, anonymized: Schema.Boolean }))
      .annotate(PolicyTag, Policy.manager(Policy.body("facility_id"))),
  )
  .add(
    HttpApiEndpoint.post("zip", "/api/users/:id/zip")
      .setPath(Schema.Struct({ id: IdParam }))
      .setPayload(
        Schema.Struct({
          zip_code: Schema.optional(Schema.NullOr(ZipCode)),
          zip_code_approval: Schema.optional(Schema.Boolean),
          facility_id: Schema.optional(Id),
        }),
      )
      .addSuccess(User)
      .annotate(PolicyTag, Policy.userAccess()),
  )
  .add(
    HttpApiEndpoint.get("activity", "/api/users/activity")
      .setUrlParams(Schema.Struct({ user_id: Schema.optional(IdParam), page: Page }))
      .addSuccess(Schema.Array(Activity))
      .annotate(PolicyTag, Policy.selfOrGuardian(Policy.optionalQuery("user_id"))),
  )
  .add(
    HttpApiEndpoint.get("allActivity", "/api/users/all_activity")
      .setUrlParams(Schema.Struct({ facility_id: IdParam, page: Page }))
      .addSuccess(Schema.Array(Activity))
      .annotate(PolicyTag, Policy.staff(Policy.query("facility_id"))),
  )
  .add(
    HttpApiEndpoint.get("handledUsers", "/api/users/handled_users")
      .addSuccess(Schema.Array(User))
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.get("family", "/api/users/family")
      .addSuccess(Schema.Array(FamilyMember))
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.get("childrens", "/api/users/childrens")
      .addSuccess(Schema.Array(User))
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("addToFamily", "/api/users/add_to_family")
      .setPayload(
        Schema.Struct({
          related_user_id: Schema.optional(Id),
          handled: Schema.optionalWith(Schema.Boolean, { default: () => true }),
          name: Schema.optionalWith(Schema.String.pipe(Schema.minLength(1), Schema.maxLength(40)), {
            default: () => "child",
          }),
          first_name: Schema.optional(Name),
          last_name: Schema.optional(Name),
          birth_date: Schema.optional(Schema.NullOr(BirthDate)),
        }),
      )
      .addSuccess(FamilyMember, { status: 201 })
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("acceptGuardian", "/api/users/accept_guardian")
      .setPayload(Schema.Struct({ user_id: Id }))
      .addSuccess(FamilyMember)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("removeFromFamily", "/api/users/remove_from_family")
      .setPayload(Schema.Struct({ related_user_id: Id }))
      .addSuccess(Schema.Void)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .middleware(Authn)

export const PeopleLive = HttpApiBuilder.group(apiOf(PeopleGroup), "people", (handlers) =>
  handlers
    .handle("createContact", ({ payload }) => using(People, (people) => people.createContact(payload)))
    .handle("sendReconfirmationEmail", ({ path }) =>
      Effect.flatMap(ServerSettings, ({ publicUrl }) =>
        using(People, (people) => people.sendAccountCode(path.id, publicUrl)),
      ),
    )
    .handle("verifyAccountCode", ({ path, payload }) =>
      using(People, (people) => people.claimAccount(path.id, payload.code, payload.password)),
    )
    .handle("destroyByManager", ({ path, payload }) =>
      using(People, (people) => people.removeFromClub(payload.facility_id, path.id)),
    )
    .handle("zip", ({ path, payload }) => using(People, (people) => people.setZipCode(path.id, payload)))
    .handle("activity", ({ urlParams }) =>
      using(People, (people) => people.activityOf(urlParams.user_id, urlParams.page ?? 1)),
    )
    .handle("allActivity", ({ urlParams }) =>
      using(People, (people) => people.activityAt(urlParams.facility_id, urlParams.page ?? 1)),
    )
    .handle("handledUsers", () => using(People, (people) => people.handled(false)))
    .handle("childrens", () => using(People, (people) => people.handled(true)))
    .handle("family", () => using(People, (people) => people.family))
    .handle("addToFamily", ({ payload }) => using(People, (people) => people.addToFamily(payload)))
    .handle("acceptGuardian", ({ payload }) => using(People, (people) => people.acceptGuardian(payload.user_id)))
    .handle("removeFromFamily", ({ payload }) =>
      using(People, (people) => people.removeFromFamily(payload.related_user_id)),
    ),
)

export const peoplePlugin: Plugin = {
  name: "people",
  description: "Contacts and claiming accounts, removing members, families and guardians, activity.",
  group: PeopleGroup,
  handlers: PeopleLive,
}
