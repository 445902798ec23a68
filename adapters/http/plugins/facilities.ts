import {
  FileSystem,
  HttpApiBuilder,
  HttpApiEndpoint,
  HttpApiSchema,
  HttpServerRequest,
  Multipart,
} from "@effect/platform"
import { Effect, Either, Option, Schema } from "effect"
import { Currency, Email, GeneralSettings, Name, Slug, TimeZone } from "../../../engine/facilities/rules"
import { MAX_IMAGE_BYTES } from "../../../engine/images"
import { User } from "../../../engine/people/rules"
import { Facility } from "../../../engine/records"
import { Role } from "../../../engine/roles"
import { Facilities } from "../../../engine/facilities/service"
import { Staff } from "../../../engine/people/staff"
import { using } from "../actor"
import { publicImage } from "../files"
import { Authn } from "../authn"
import { apiGroup, badRequest, invalid } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Id, IdParam } from "../schemas"
import { Policy, PolicyTag } from "../policy"

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
  language: Schema.optional(GeneralSettings.fields.language),
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
    language: Schema.optional(Schema.String),
    logo: Schema.optional(Multipart.SingleFileSchema),
  }),
  { maxFileSize: Option.some(MAX_IMAGE_BYTES) },
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

/**
 * The settings change a request carries: the multipart form's text parsed and its logo read, or
 * the JSON as it came (the union decoded the body as whichever member fit first).
 */
const settingsChange = (payload: typeof SettingsForm.Type | typeof JsonSettingsChange.Type) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    if ((request.headers["content-type"] ?? "").startsWith("multipart/form-data")) {
      const form = payload as typeof SettingsForm.Type
      const parsed = formToChange(form)
      if (Either.isLeft(parsed)) return yield* Effect.fail(invalid("The settings are not valid.", parsed.left))
      const logo =
        form.logo === undefined
          ? undefined
          : yield* Effect.orDie((yield* FileSystem.FileSystem).readFile(form.logo.path))
      return { change: parsed.right, extras: { logo } }
    }
    const body = yield* Effect.orElseSucceed(request.json, () => payload)
    const typed = Schema.decodeUnknownEither(JsonSettingsChange)(body)
    if (Either.isLeft(typed)) return yield* Effect.fail(badRequest(typed.left))
    const { gate_password, ...change } = typed.right
    return { change, extras: { gate_password } }
  })

export const FacilitiesLive = HttpApiBuilder.group(apiOf(FacilitiesGroup), "facilities", (handlers) =>
  handlers
    .handle("create", ({ payload: { owner_user_id, ...fields } }) =>
      using(Facilities, (facilities) => facilities.create(fields, owner_user_id)),
    )
    .handle("show", ({ path }) => using(Facilities, (facilities) => facilities.find(path.id)))
    .handle("logo", ({ path }) =>
      Effect.map(
        using(Facilities, (facilities) => facilities.logo(path.id)),
        publicImage,
      ),
    )
    .handle("generalSettings", ({ path }) => using(Facilities, (facilities) => facilities.settings(path.id)))
    .handle("updateGeneralSettings", ({ path, payload }) =>
      Effect.flatMap(settingsChange(payload), ({ change, extras }) =>
        using(Facilities, (facilities) => facilities.updateSettings(path.id, change, extras)),
      ),
    )
    .handle("courtManagers", ({ urlParams }) => using(Staff, (staff) => staff.list(urlParams.facility_id)))
    .handle("createCourtManagers", ({ payload }) => using(Staff, (staff) => staff.add(payload)))
    .handle("updateCourtManagers", ({ payload }) =>
      using(Staff, (staff) => staff.change(payload.facility_id, payload.user_id, payload.role)),
    )
    .handle("deleteCourtManagers", ({ urlParams }) =>
      using(Staff, (staff) => staff.remove(urlParams.facility_id, urlParams.user_id)),
    ),
)

export const facilitiesPlugin: Plugin = {
  name: "facilities",
  description: "Facilities, their general settings and logo, and their staff.",
  group: FacilitiesGroup,
  handlers: FacilitiesLive,
}
