import {
  HttpApiBuilder,
  HttpApiEndpoint,
  HttpApiSchema,
  HttpServerRequest,
  HttpServerResponse,
  Multipart,
} from "@effect/platform"
import { Effect, Either, Option, Schema } from "effect"
import * as fs from "node:fs"
import { Currency, Email, GeneralSettings, Name, Slug, TimeZone } from "../../../engine/facility"
import { mayAssignRole, Role } from "../../../engine/roles"
import {
  Facility,
  findLogo,
  ownersBesides,
  saveLogo,
  setGatePasswordHash,
  staffOf,
  updateFacility,
} from "../../sql/facilities"
import { roleOfMember } from "../../sql/people"
import { inTransaction } from "../../sql/transaction"
import { findUser, findUserByEmail, grantRole, insertUser } from "../../sql/users"
import { User } from "../../../engine/people"
import { Actor, asCaller, roleAt } from "../actor"
import { Authn } from "../authn"
import { apiGroup, badRequest, Conflict, Forbidden, invalid, notFound, unprocessable } from "../errors"
import { requireFacility } from "../lookups"
import { announceChange } from "../../calendarEvents"
import { hashPassword } from "../../security/passwords"
import { Facilities } from "../../../engine/services/facilities"
import { apiOf, type Plugin } from "../plugin"
import { Id, IdParam } from "../schemas"
import { Policy, PolicyTag } from "../policy"
import { imageTypeOf } from "../../../engine/images"

const Text = (max: number) => Schema.NullOr(Schema.String.pipe(Schema.maxLength(max)))

const NewFacility = Schema.Struct({
  name: Name,
  slug: Slug,
  time_zone: TimeZone,
  currency: Currency,
  currency_decimals: Schema.optional(Schema.Int.pipe(Schema.between(0, 3))),
  min_hours_range: Schema.optional(GeneralSettings.fields.min_hours_range),
  max_hours_range: Schema.optional(GeneralSettings.fields.max_hours_range),
  interval_rounding: Schema.optional(GeneralSettings.fields.interval_rounding),
  contact_email: Schema.optional(Schema.NullOr(Email)),
  contact_phone: Schema.optional(Text(40)),
  address: Schema.optional(Text(300)),
  website: Schema.optional(Text(300)),
  require_booking_waiver: Schema.optional(Schema.Boolean),
  max_active_bookings: Schema.optional(GeneralSettings.fields.max_active_bookings),
  owner_user_id: Schema.optional(Id),
})

/** Every setting optional: what is sent changes, the rest stays. */
const SettingsChange = Schema.partial(Schema.Struct(GeneralSettings.fields))

/** The JSON form also sets the door staff's gate list password (kept hashed; null removes it). */
const JsonSettingsChange = Schema.extend(
  SettingsChange,
  Schema.Struct({
    gate_password: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.minLength(6), Schema.maxLength(100)))),
  }),
)

const MAX_LOGO_BYTES = 1024 * 1024

/** The multipart form of a settings change: text fields, numbers as text, and an optional logo. */
const SettingsForm = HttpApiSchema.Multipart(
  Schema.Struct({
    name: Schema.optional(Schema.String),
    slug: Schema.optional(Schema.String),
    time_zone: Schema.optional(Schema.String),
    currency: Schema.optional(Schema.String),
    currency_decimals: Schema.optional(Schema.String),
    min_hours_range: Schema.optional(Schema.String),
    max_hours_range: Schema.optional(Schema.String),
    interval_rounding: Schema.optional(Schema.String),
    contact_email: Schema.optional(Schema.String),
    contact_phone: Schema.optional(Schema.String),
    address: Schema.optional(Schema.String),
    website: Schema.optional(Schema.String),
    require_booking_waiver: Schema.optional(Schema.Literal("true", "false")),
    max_active_bookings: Schema.optional(Schema.String),
    logo: Schema.optional(Multipart.SingleFileSchema),
  }),
  { maxFileSize: Option.some(MAX_LOGO_BYTES) },
)

const StaffMember = Schema.Struct({ user_id: Schema.Number, role: Role, user: User })

const StaffChange = Schema.Struct({ facility_id: Id, user_id: Id, role: Role })

const NewStaff = Schema.Struct({
  facility_id: Id,
  role: Role,
  user_id: Schema.optional(Id),
  email: Schema.optional(Email),
  first_name: Schema.optional(Name),
  last_name: Schema.optional(Name),
})

export const FacilitiesGroup = apiGroup("facilities")
  .add(
    HttpApiEndpoint.post("create", "/api/facilities")
      .setPayload(NewFacility)
      .addSuccess(Facility, { status: 201 })
      .annotate(PolicyTag, Policy.platformAdmin),
  )
  .add(
    HttpApiEndpoint.get("courtManagers", "/api/facilities/court_managers")
      .setUrlParams(Schema.Struct({ facility_id: IdParam }))
      .addSuccess(Schema.Array(StaffMember))
      .annotate(PolicyTag, Policy.manager(Policy.query("facility_id"))),
  )
  .add(
    HttpApiEndpoint.post("createCourtManagers", "/api/facilities/create_court_managers")
      .setPayload(NewStaff)
      .addSuccess(StaffMember, { status: 201 })
      .annotate(PolicyTag, Policy.manager(Policy.body("facility_id"))),
  )
  .add(
    HttpApiEndpoint.put("updateCourtManagers", "/api/facilities/update_court_managers")
      .setPayload(StaffChange)
      .addSuccess(StaffMember)
      .annotate(PolicyTag, Policy.manager(Policy.body("facility_id"))),
  )
  .add(
    HttpApiEndpoint.del("deleteCourtManagers", "/api/facilities/delete_court_managers")
      .setUrlParams(Schema.Struct({ facility_id: IdParam, user_id: IdParam }))
      .addSuccess(Schema.Void)
      .annotate(PolicyTag, Policy.manager(Policy.query("facility_id"))),
  )
  .add(
    HttpApiEndpoint.get("show", "/api/facilities/:id")
      .setPath(Schema.Struct({ id: IdParam }))
      .addSuccess(Facility)
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.get("logo", "/api/facilities/:id/logo")
      .setPath(Schema.Struct({ id: IdParam }))
      .addSuccess(HttpApiSchema.Uint8Array({ contentType: "image/*" }))
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.get("generalSettings", "/api/facilities/:id/general_settings")
      .setPath(Schema.Struct({ id: IdParam }))
      .addSuccess(Facility)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.put("updateGeneralSettings", "/api/facilities/:id/general_settings")
      .setPath(Schema.Struct({ id: IdParam }))
      .setPayload(Schema.Union(SettingsForm, JsonSettingsChange))
      .addSuccess(Facility)
      .annotate(PolicyTag, Policy.manager()),
  )
  .middleware(Authn)

/** A form's text fields, typed: numbers parsed, blank optional text as null. */
const formToChange = (form: typeof SettingsForm.Type) => {
  const { logo: _logo, ...fields } = form
  const numeric = new Set([
    "currency_decimals",
    "min_hours_range",
    "max_hours_range",
    "interval_rounding",
    "max_active_bookings",
  ])
  const nullable = new Set(["contact_email", "contact_phone", "address", "website"])
  const change: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue
    change[key] =
      key === "require_booking_waiver"
        ? value === "true"
        : numeric.has(key) && /^\d+$/.test(value)
          ? Number(value)
          : nullable.has(key) && value.trim() === ""
            ? null
            : value
  }
  return Schema.decodeUnknownEither(SettingsChange)(change)
}

/** The settings, checked field by field and as a whole. */
const validSettings = (candidate: unknown) => Effect.flatMap(Facilities, (f) => f.validSettings(candidate))

const staffMember = (facilityId: number, userId: number) =>
  Effect.gen(function* () {
    const role = yield* roleOfMember(facilityId, userId)
    const user = yield* findUser(userId)
    if (role === undefined || Option.isNone(user)) return yield* Effect.fail(notFound("That staff member"))
    return { user_id: userId, role, user: user.value }
  })

/** The caller's role at the facility decides which roles they may hand out or take away. */
const checkMayAssign = (facilityId: number, ...roles: ReadonlyArray<Role>) =>
  Effect.gen(function* () {
    const actor = yield* Actor
    if (actor.user?.is_platform_admin) return
    const mine = roleAt(actor, facilityId)
    for (const role of roles) {
      if (mine === undefined || !mayAssignRole(mine, role)) {
        return yield* Effect.fail(
          new Forbidden({
            message: `As ${mine ?? "a non-member"} you may not give or change the role ${role}.`,
            errors: [],
          }),
        )
      }
    }
  })

export const FacilitiesLive = HttpApiBuilder.group(apiOf(FacilitiesGroup), "facilities", (handlers) =>
  handlers
    .handle("create", ({ payload }) =>
      Effect.flatMap(Facilities, (facilities) => {
        const { owner_user_id, ...fields } = payload
        return asCaller(facilities.create(fields, owner_user_id))
      }),
    )
    .handle("show", ({ path }) => requireFacility(path.id))
    .handle("logo", ({ path }) =>
      Effect.gen(function* () {
        const logo = yield* findLogo(path.id)
        if (Option.isNone(logo)) return yield* Effect.fail(notFound("Logo"))
        return HttpServerResponse.uint8Array(logo.value.bytes, {
          contentType: logo.value.content_type,
          headers: { "cache-control": "public, max-age=300" },
        })
      }),
    )
    .handle("generalSettings", ({ path }) => requireFacility(path.id))
    .handle("updateGeneralSettings", ({ path, payload }) =>
      Effect.gen(function* () {
        const facility = yield* requireFacility(path.id)
        let logo: { contentType: string; bytes: Uint8Array } | undefined
        let change: typeof SettingsChange.Type
        let gateHash: string | null | undefined
        const request = yield* HttpServerRequest.HttpServerRequest
        // The multipart form carries text that needs parsing; JSON arrives typed.
        if ((request.headers["content-type"] ?? "").startsWith("multipart/form-data")) {
          const form = payload as typeof SettingsForm.Type
          const parsed = formToChange(form)
          if (Either.isLeft(parsed)) {
            return yield* Effect.fail(invalid("The settings are not valid.", parsed.left))
          }
          change = parsed.right
          const file = form.logo
          if (file !== undefined) {
            const bytes = fs.readFileSync(file.path)
            // The type is read from the bytes, not taken from the sender, and served as that type.
            const contentType = imageTypeOf(bytes)
            if (contentType === undefined)
              return yield* Effect.fail(unprocessable("The logo must be a PNG, JPEG, WebP or GIF image."))
            if (bytes.length > MAX_LOGO_BYTES)
              return yield* Effect.fail(unprocessable(`The logo is too large: at most ${MAX_LOGO_BYTES} bytes.`))
            logo = { contentType, bytes }
          }
        } else {
          // The union decoded the body as whichever member fit first; read the JSON as it came.
          const body = yield* Effect.orElseSucceed(request.json, () => payload)
          const typed = Schema.decodeUnknownEither(JsonSettingsChange)(body)
          if (Either.isLeft(typed)) return yield* Effect.fail(badRequest(typed.left))
          const { gate_password, ...rest } = typed.right
          change = rest
          if (gate_password !== undefined) gateHash = gate_password === null ? null : yield* hashPassword(gate_password)
        }
        const { id: _id, has_logo: _logo, ...current } = facility
        const settings = yield* validSettings({ ...current, ...change })
        yield* inTransaction(
          Effect.gen(function* () {
            if (!(yield* updateFacility(path.id, settings))) {
              return yield* Effect.fail(
                new Conflict({ message: `The slug "${settings.slug}" is taken by another facility.`, errors: [] }),
              )
            }
            if (logo !== undefined) yield* saveLogo(path.id, logo.contentType, logo.bytes)
            if (gateHash !== undefined) yield* setGatePasswordHash(path.id, gateHash)
          }),
        )
        // The calendar shows the time zone and booking range: every cached day is stale now.
        yield* announceChange(path.id, "*")
        return yield* requireFacility(path.id)
      }),
    )
    .handle("courtManagers", ({ urlParams }) =>
      Effect.gen(function* () {
        const staff = yield* staffOf(urlParams.facility_id)
        return yield* Effect.forEach(staff, (userId) => staffMember(urlParams.facility_id, userId))
      }).pipe(Effect.catchTag("NotFound", () => Effect.die("staff member vanished"))),
    )
    .handle("createCourtManagers", ({ payload }) =>
      Effect.gen(function* () {
        yield* checkMayAssign(payload.facility_id, payload.role)
        return yield* inTransaction(
          Effect.gen(function* () {
            let userId = payload.user_id
            let createdHere = false
            if (userId === undefined) {
              if (payload.email === undefined) {
                return yield* Effect.fail(
                  unprocessable("Give the user_id of an existing person, or the e-mail and names of a new one."),
                )
              }
              const existing = yield* findUserByEmail(payload.email)
              if (Option.isSome(existing)) userId = existing.value.user.id
              else {
                if (payload.first_name === undefined || payload.last_name === undefined) {
                  return yield* Effect.fail(unprocessable("A new staff member needs a first and a last name."))
                }
                const created = yield* insertUser({
                  email: payload.email,
                  first_name: payload.first_name,
                  last_name: payload.last_name,
                  password_hash: null,
                })
                userId = Option.getOrThrow(created).id
                createdHere = true
              }
            } else if (Option.isNone(yield* findUser(userId))) {
              return yield* Effect.fail(notFound("User"))
            }
            const current = yield* roleOfMember(payload.facility_id, userId)
            // Nobody is enrolled in a club by others: an existing person joins it themself first.
            if (current === undefined && !createdHere)
              return yield* Effect.fail(
                unprocessable(
                  "This person is not a member of the club; they join it themself first, then you give them a role.",
                ),
              )
            if (current !== undefined && current !== "player") {
              return yield* Effect.fail(
                unprocessable(`This person is ${current} here already; change their role instead.`),
              )
            }
            yield* grantRole(payload.facility_id, userId, payload.role)
            return yield* staffMember(payload.facility_id, userId)
          }),
        )
      }),
    )
    .handle("updateCourtManagers", ({ payload }) =>
      Effect.gen(function* () {
        const member = yield* staffMember(payload.facility_id, payload.user_id)
        yield* checkMayAssign(payload.facility_id, member.role, payload.role)
        if (
          member.role === "owner" &&
          payload.role !== "owner" &&
          (yield* ownersBesides(payload.facility_id, payload.user_id)) === 0
        ) {
          return yield* Effect.fail(
            unprocessable("A facility keeps at least one owner; make someone else owner first."),
          )
        }
        yield* grantRole(payload.facility_id, payload.user_id, payload.role)
        return yield* staffMember(payload.facility_id, payload.user_id)
      }),
    )
    .handle("deleteCourtManagers", ({ urlParams }) =>
      Effect.gen(function* () {
        const member = yield* staffMember(urlParams.facility_id, urlParams.user_id)
        yield* checkMayAssign(urlParams.facility_id, member.role)
        if (member.role === "owner" && (yield* ownersBesides(urlParams.facility_id, urlParams.user_id)) === 0) {
          return yield* Effect.fail(
            unprocessable("A facility keeps at least one owner; make someone else owner first."),
          )
        }
        // A former staff member stays a player of the facility: their history belongs to it.
        yield* grantRole(urlParams.facility_id, urlParams.user_id, "player")
      }),
    ),
)

export const facilitiesPlugin: Plugin = {
  name: "facilities",
  description: "Facilities, their general settings and logo, and their staff.",
  group: FacilitiesGroup,
  handlers: FacilitiesLive,
}
