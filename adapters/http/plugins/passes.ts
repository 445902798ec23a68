import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Schema } from "effect"
import { BillingAddress, BookingPass } from "../../../engine/passes/rules"
import { Affiliation, User } from "../../../engine/people/rules"
import { Passes } from "../../../engine/passes/service"
import { using } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id, IdParam } from "../schemas"

const Address = Schema.Trim.pipe(
  Schema.nonEmptyString({ message: () => "An address cannot be blank." }),
  Schema.maxLength(500),
)
const FacilityPath = Schema.Struct({ id: IdParam })
const PassPath = Schema.Struct({ id: IdParam, passId: IdParam })
const PassFields = {
  affiliation: Schema.optional(Affiliation),
  reservation_pass: Schema.optional(Schema.Boolean),
  clinic_pass: Schema.optional(Schema.Boolean),
}

export const PassesGroup = apiGroup("passes")
  .add(
    HttpApiEndpoint.get("listPasses", "/api/facilities/:id/booking_passes")
      .setPath(FacilityPath)
      .addSuccess(Schema.Array(BookingPass))
      .annotate(PolicyTag, Policy.staff()),
  )
  .add(
    HttpApiEndpoint.post("createPass", "/api/facilities/:id/booking_passes")
      .setPath(FacilityPath)
      .setPayload(Schema.Struct({ user_id: Id, ...PassFields }))
      .addSuccess(BookingPass, { status: 201 })
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.get("showPass", "/api/facilities/:id/booking_passes/:passId")
      .setPath(PassPath)
      .addSuccess(BookingPass)
      .annotate(PolicyTag, Policy.staff()),
  )
  .add(
    HttpApiEndpoint.put("updatePass", "/api/facilities/:id/booking_passes/:passId")
      .setPath(PassPath)
      .setPayload(Schema.Struct(PassFields))
      .addSuccess(BookingPass)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.del("deletePass", "/api/facilities/:id/booking_passes/:passId")
      .setPath(PassPath)
      .addSuccess(Schema.Void)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.get("userPasses", "/api/users/:id/booking_passes")
      .setPath(Schema.Struct({ id: IdParam }))
      .addSuccess(Schema.Array(BookingPass))
      .annotate(PolicyTag, Policy.userAccess()),
  )
  .add(
    HttpApiEndpoint.get("guestUsers", "/api/guest_users")
      .setUrlParams(
        Schema.Struct({ facility_id: IdParam, q: Schema.optional(Schema.String.pipe(Schema.maxLength(100))) }),
      )
      .addSuccess(Schema.Array(User))
      .annotate(PolicyTag, Policy.staff(Policy.query("facility_id"))),
  )
  .add(
    HttpApiEndpoint.get("listAddresses", "/api/billing_addresses")
      .setUrlParams(Schema.Struct({ user_id: Schema.optional(IdParam) }))
      .addSuccess(Schema.Array(BillingAddress))
      .annotate(PolicyTag, Policy.userAccess(Policy.optionalQuery("user_id"))),
  )
  .add(
    HttpApiEndpoint.post("createAddress", "/api/billing_addresses")
      .setPayload(Schema.Struct({ user_id: Schema.optional(Id), address: Address }))
      .addSuccess(BillingAddress, { status: 201 })
      .annotate(PolicyTag, Policy.userAccess(Policy.optionalBody("user_id"))),
  )
  .add(
    HttpApiEndpoint.put("updateAddress", "/api/billing_addresses/:id")
      .setPath(Schema.Struct({ id: IdParam }))
      .setPayload(Schema.Struct({ address: Address }))
      .addSuccess(BillingAddress)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.del("deleteAddress", "/api/billing_addresses/:id")
      .setPath(Schema.Struct({ id: IdParam }))
      .addSuccess(Schema.Void)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .middleware(Authn)

export const PassesLive = HttpApiBuilder.group(apiOf(PassesGroup), "passes", (handlers) =>
  handlers
    .handle("listPasses", ({ path }) => using(Passes, (passes) => passes.ofClub(path.id)))
    .handle("createPass", ({ path, payload: { user_id, ...values } }) =>
      using(Passes, (passes) => passes.create(path.id, user_id, values)),
    )
    .handle("showPass", ({ path }) => using(Passes, (passes) => passes.show(path.id, path.passId)))
    .handle("updatePass", ({ path, payload }) =>
      using(Passes, (passes) => passes.update(path.id, path.passId, payload)),
    )
    .handle("deletePass", ({ path }) => using(Passes, (passes) => passes.remove(path.id, path.passId)))
    .handle("userPasses", ({ path }) => using(Passes, (passes) => passes.ofPerson(path.id)))
    .handle("guestUsers", ({ urlParams }) =>
      using(Passes, (passes) => passes.guests(urlParams.facility_id, urlParams.q ?? "")),
    )
    .handle("listAddresses", ({ urlParams }) => using(Passes, (passes) => passes.addresses(urlParams.user_id)))
    .handle("createAddress", ({ payload }) =>
      using(Passes, (passes) => passes.addAddress(payload.user_id, payload.address)),
    )
    .handle("updateAddress", ({ path, payload }) =>
      using(Passes, (passes) => passes.changeAddress(path.id, payload.address)),
    )
    .handle("deleteAddress", ({ path }) => using(Passes, (passes) => passes.removeAddress(path.id))),
)

export const passesPlugin: Plugin = {
  name: "passes",
  description: "Booking passes, guest users and billing addresses.",
  group: PassesGroup,
  handlers: PassesLive,
}
