import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Option, Schema } from "effect"
import { Affiliation, DEFAULT_AFFILIATION } from "../../../engine/people"
import { actsFor } from "../../../engine/access"
import {
  billingAddressesOf,
  clubPasses,
  deleteBillingAddress,
  deletePass,
  findBillingAddress,
  findPass,
  guestsAt,
  insertBillingAddress,
  insertPass,
  passesOf,
  updateBillingAddress,
  updatePass,
} from "../../sql/passes"
import { findUser } from "../../sql/users"
import { User } from "../../../engine/people"
import { asCaller, currentUser } from "../actor"
import { requireActingFor } from "../lookups"
import { Authn } from "../authn"
import { apiGroup, Conflict, notFound } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id, IdParam } from "../schemas"

export const BookingPass = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  user_id: Schema.Number,
  affiliation: Affiliation,
  reservation_pass: Schema.Boolean,
  clinic_pass: Schema.Boolean,
})
type BookingPass = typeof BookingPass.Type

export const BillingAddress = Schema.Struct({ id: Schema.Number, user_id: Schema.Number, address: Schema.String })

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

const requirePass = (facilityId: number, passId: number) =>
  Effect.flatMap(findPass(facilityId, passId), (pass) =>
    pass === undefined ? Effect.fail(notFound("Booking pass")) : Effect.succeed(pass),
  )

/** The billing address if the caller may touch it: theirs or a handled child's (platform admins any). */
const ownAddress = (addressId: number) =>
  Effect.gen(function* () {
    const me = yield* currentUser.pipe(Effect.orDie)
    const address = yield* findBillingAddress(addressId)
    const mine =
      address !== undefined && (me.is_platform_admin || (yield* asCaller(actsFor([address.user_id]))).length > 0)
    return mine ? address : yield* Effect.fail(notFound("Billing address"))
  })

export const PassesLive = HttpApiBuilder.group(apiOf(PassesGroup), "passes", (handlers) =>
  handlers
    .handle("listPasses", ({ path }) => clubPasses(path.id))
    .handle("createPass", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requireActingFor(payload.user_id, path.id)
        const pass = yield* insertPass(path.id, payload.user_id, {
          affiliation: payload.affiliation ?? DEFAULT_AFFILIATION,
          reservation_pass: payload.reservation_pass ?? false,
          clinic_pass: payload.clinic_pass ?? false,
        })
        if (pass === undefined)
          return yield* Effect.fail(
            new Conflict({ message: "This person has a booking pass here already; change it instead.", errors: [] }),
          )
        return pass
      }),
    )
    .handle("showPass", ({ path }) => requirePass(path.id, path.passId))
    .handle("updatePass", ({ path, payload }) =>
      Effect.gen(function* () {
        const pass = yield* requirePass(path.id, path.passId)
        return yield* updatePass(path.id, path.passId, {
          affiliation: payload.affiliation ?? pass.affiliation,
          reservation_pass: payload.reservation_pass ?? pass.reservation_pass,
          clinic_pass: payload.clinic_pass ?? pass.clinic_pass,
        })
      }),
    )
    .handle("deletePass", ({ path }) =>
      Effect.gen(function* () {
        yield* requirePass(path.id, path.passId)
        yield* deletePass(path.id, path.passId)
      }),
    )
    .handle("userPasses", ({ path }) => passesOf(path.id))
    .handle("guestUsers", ({ urlParams }) => guestsAt(urlParams.facility_id, urlParams.q ?? ""))
    .handle("listAddresses", ({ urlParams }) =>
      Effect.gen(function* () {
        const me = yield* currentUser.pipe(Effect.orDie)
        return yield* billingAddressesOf(urlParams.user_id ?? me.id)
      }),
    )
    .handle("createAddress", ({ payload }) =>
      Effect.gen(function* () {
        const me = yield* currentUser.pipe(Effect.orDie)
        const userId = payload.user_id ?? me.id
        if (Option.isNone(yield* findUser(userId))) return yield* Effect.fail(notFound("User"))
        return yield* insertBillingAddress(userId, payload.address)
      }),
    )
    .handle("updateAddress", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* ownAddress(path.id)
        return yield* updateBillingAddress(path.id, payload.address)
      }),
    )
    .handle("deleteAddress", ({ path }) =>
      Effect.gen(function* () {
        yield* ownAddress(path.id)
        yield* deleteBillingAddress(path.id)
      }),
    ),
)

export const passesPlugin: Plugin = {
  name: "passes",
  description: "Booking passes, guest users and billing addresses.",
  group: PassesGroup,
  handlers: PassesLive,
}
