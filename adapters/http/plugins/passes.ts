import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect, Option, Schema } from "effect"
import { Affiliation, DEFAULT_AFFILIATION } from "../../../engine/people"
import { findUser, User, userColumns } from "../../sql/users"
import { currentUser } from "../actor"
import { Authn } from "../authn"
import { apiGroup, Conflict, notFound, sqlDefects } from "../errors"
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

const passColumns = "id, facility_id, user_id, affiliation, reservation_pass, clinic_pass"

const findPass = (facilityId: number, passId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<BookingPass>`
      select ${sql.literal(passColumns)} from booking_passes where facility_id = ${facilityId} and id = ${passId}`
    return yield* Option.match(Option.fromNullable(rows[0]), {
      onNone: () => Effect.fail(notFound("Booking pass")),
      onSome: Effect.succeed,
    })
  })

/** The billing address if the caller may touch it: theirs or a handled child's (the policy checked the rest). */
const ownAddress = (addressId: number) =>
  Effect.gen(function* () {
    const me = yield* currentUser.pipe(Effect.orDie)
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<typeof BillingAddress.Type>`
      select b.id, b.user_id, b.address from billing_addresses b
      where b.id = ${addressId}
        and (b.user_id = ${me.id} or ${me.is_platform_admin}
             or exists (select 1 from family_links f where f.user_id = ${me.id} and f.related_user_id = b.user_id and f.handled))`
    return yield* Option.match(Option.fromNullable(rows[0]), {
      onNone: () => Effect.fail(notFound("Billing address")),
      onSome: Effect.succeed,
    })
  })

export const PassesLive = HttpApiBuilder.group(apiOf(PassesGroup), "passes", (handlers) =>
  handlers
    .handle("listPasses", ({ path }) =>
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) =>
          sql<BookingPass>`select ${sql.literal(passColumns)} from booking_passes where facility_id = ${path.id} order by id`,
      ).pipe(sqlDefects),
    )
    .handle("createPass", ({ path, payload }) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        if (Option.isNone(yield* findUser(payload.user_id))) return yield* Effect.fail(notFound("User"))
        const rows = yield* sql<BookingPass>`
          insert into booking_passes (facility_id, user_id, affiliation, reservation_pass, clinic_pass)
          values (${path.id}, ${payload.user_id}, ${payload.affiliation ?? DEFAULT_AFFILIATION},
                  ${payload.reservation_pass ?? false}, ${payload.clinic_pass ?? false})
          on conflict (facility_id, user_id) do nothing
          returning ${sql.literal(passColumns)}`
        if (rows[0] === undefined)
          return yield* Effect.fail(
            new Conflict({ message: "This person has a booking pass here already; change it instead.", errors: [] }),
          )
        return rows[0]
      }).pipe(sqlDefects),
    )
    .handle("showPass", ({ path }) => findPass(path.id, path.passId).pipe(sqlDefects))
    .handle("updatePass", ({ path, payload }) =>
      Effect.gen(function* () {
        const pass = yield* findPass(path.id, path.passId)
        const sql = yield* SqlClient.SqlClient
        const rows = yield* sql<BookingPass>`
          update booking_passes set affiliation = ${payload.affiliation ?? pass.affiliation},
            reservation_pass = ${payload.reservation_pass ?? pass.reservation_pass},
            clinic_pass = ${payload.clinic_pass ?? pass.clinic_pass}, updated_at = now()
          where facility_id = ${path.id} and id = ${path.passId}
          returning ${sql.literal(passColumns)}`
        return rows[0]!
      }).pipe(sqlDefects),
    )
    .handle("deletePass", ({ path }) =>
      Effect.gen(function* () {
        yield* findPass(path.id, path.passId)
        const sql = yield* SqlClient.SqlClient
        yield* sql`delete from booking_passes where facility_id = ${path.id} and id = ${path.passId}`
      }).pipe(sqlDefects),
    )
    .handle("userPasses", ({ path }) =>
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) =>
          sql<BookingPass>`select ${sql.literal(passColumns)} from booking_passes where user_id = ${path.id} order by facility_id`,
      ).pipe(sqlDefects),
    )
    .handle("guestUsers", ({ urlParams }) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const pattern = `%${(urlParams.q ?? "").trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        // Guests are the facility's people without an account of their own: names staff entered.
        const rows = yield* sql`
          select ${sql.literal(userColumns)} from users
          where id in (select user_id from facility_users where facility_id = ${urlParams.facility_id} and role = 'player')
            and password_hash is null and anonymized_at is null
            and first_name || ' ' || last_name ilike ${pattern}
          order by last_name, first_name, id limit 50`
        return rows.map((row) => Schema.decodeUnknownSync(User)(row))
      }).pipe(sqlDefects),
    )
    .handle("listAddresses", ({ urlParams }) =>
      Effect.gen(function* () {
        const me = yield* currentUser.pipe(Effect.orDie)
        const sql = yield* SqlClient.SqlClient
        return yield* sql<typeof BillingAddress.Type>`
          select id, user_id, address from billing_addresses where user_id = ${urlParams.user_id ?? me.id} order by id`
      }).pipe(sqlDefects),
    )
    .handle("createAddress", ({ payload }) =>
      Effect.gen(function* () {
        const me = yield* currentUser.pipe(Effect.orDie)
        const userId = payload.user_id ?? me.id
        if (Option.isNone(yield* findUser(userId))) return yield* Effect.fail(notFound("User"))
        const sql = yield* SqlClient.SqlClient
        const rows = yield* sql<typeof BillingAddress.Type>`
          insert into billing_addresses (user_id, address) values (${userId}, ${payload.address}) returning id, user_id, address`
        return rows[0]!
      }).pipe(sqlDefects),
    )
    .handle("updateAddress", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* ownAddress(path.id)
        const sql = yield* SqlClient.SqlClient
        const rows = yield* sql<typeof BillingAddress.Type>`
          update billing_addresses set address = ${payload.address} where id = ${path.id} returning id, user_id, address`
        return rows[0]!
      }).pipe(sqlDefects),
    )
    .handle("deleteAddress", ({ path }) =>
      Effect.gen(function* () {
        yield* ownAddress(path.id)
        const sql = yield* SqlClient.SqlClient
        yield* sql`delete from billing_addresses where id = ${path.id}`
      }).pipe(sqlDefects),
    ),
)

export const passesPlugin: Plugin = {
  name: "passes",
  description: "Booking passes, guest users and billing addresses.",
  group: PassesGroup,
  handlers: PassesLive,
}
