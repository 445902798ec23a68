import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import {
  Clinic,
  ClinicCategory,
  ClinicLesson,
  ClinicOffer,
  LessonUnit,
  ListedClinic,
} from "../../../engine/clinics/rules"
import { Affiliation, IsoDate } from "../../../engine/people/rules"
import { PaymentStatus } from "../../../engine/payments/rules"
import { EventFormat, SessionListing } from "../../../engine/clinics/eventListings"
import { ClinicListings } from "../../../engine/clinics/clinicListings"
import { Clinics } from "../../../engine/clinics/service"
import { Enrolments } from "../../../engine/clinics/enrolments"
import { using, asCaller } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { HowPaid, Id, IdParam } from "../schemas"

const Text = (max: number) => Schema.String.pipe(Schema.maxLength(max))
const Name = (what: string, max = 120) =>
  Schema.Trim.pipe(Schema.nonEmptyString({ message: () => `A ${what} needs a name.` }), Schema.maxLength(max))
const Age = Schema.Int.pipe(Schema.between(0, 120))
const SecondsOfDay = Schema.Int.pipe(Schema.between(0, 86400))

const ClinicInput = Schema.Struct({
  slug: Text(80),
  name: Name("clinic"),
  capacity: Schema.Int.pipe(Schema.between(1, 500)),
  public_name: Schema.optional(Schema.NullOr(Text(120))),
  description: Schema.optional(Text(4000)),
  category_id: Schema.optional(Schema.NullOr(Id)),
  sport: Schema.optional(Schema.NullOr(Text(40))),
  age_start: Schema.optional(Schema.NullOr(Age)),
  age_end: Schema.optional(Schema.NullOr(Age)),
  rating_provider: Schema.optional(Schema.NullOr(Text(40))),
  rating_min: Schema.optional(Schema.NullOr(Schema.Number.pipe(Schema.between(0, 100)))),
  rating_max: Schema.optional(Schema.NullOr(Schema.Number.pipe(Schema.between(0, 100)))),
  coach_ids: Schema.optional(Schema.Array(Id).pipe(Schema.maxItems(20))),
  court_ids: Schema.optional(Schema.Array(Id).pipe(Schema.maxItems(200))),
  waiver_ids: Schema.optional(Schema.Array(Id).pipe(Schema.maxItems(20))),
  active: Schema.optional(Schema.Boolean),
})

const OfferInput = Schema.Struct({
  name: Name("price"),
  lessons: Schema.Int.pipe(Schema.between(1, 500)),
  lesson_unit: LessonUnit,
  group_lessons: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  amount: Schema.Int.pipe(Schema.between(0, 100_000_000)),
  affiliation: Schema.optionalWith(Affiliation, { default: () => "non_resident" as const }),
  refundable: Schema.optionalWith(Schema.Boolean, { default: () => true }),
  active: Schema.optionalWith(Schema.Boolean, { default: () => true }),
})

/** A purchase with its places and what it has pending. */
const UserClinic = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  clinic_id: Schema.Number,
  clinic_name: Schema.String,
  clinic_price_id: Schema.Number,
  price_name: Schema.String,
  user_id: Schema.Number,
  user_name: Schema.String,
  lessons: Schema.Number,
  amount: Schema.Number,
  payment: Schema.NullOr(Schema.Struct({ id: Schema.Number, status: PaymentStatus, refundable: Schema.Boolean })),
  pending_payment: Schema.Boolean,
  pending_sessions: Schema.Number,
  sessions: Schema.Array(
    Schema.Struct({
      clinic_lesson_id: Schema.Number,
      date: Schema.String,
      hour_start: Schema.Number,
      hour_end: Schema.Number,
      waitlist: Schema.Boolean,
      inquiry: Schema.Boolean,
      raincheck: Schema.Boolean,
      cancelled: Schema.Boolean,
      guest_name: Schema.NullOr(Schema.String),
    }),
  ),
  created_at: Schema.String,
})

const LessonPlayers = Schema.Struct({
  clinic_lesson_id: Schema.Number,
  capacity: Schema.Number,
  players: Schema.Array(Schema.Struct({ name: Schema.String, guest: Schema.Boolean })),
  waitlisted: Schema.Number,
})

/** A session's register, for its coaches and the club's staff. */
const Register = Schema.Struct({
  lesson: ClinicLesson,
  clinic_id: Schema.Number,
  clinic_name: Schema.String,
  capacity: Schema.Number,
  players: Schema.Array(
    Schema.Struct({
      /** What the purchase holding this place still owes (0 when paid). */
      amount_due: Schema.Number,
      user_clinic_id: Schema.Number,
      user_id: Schema.Number,
      name: Schema.String,
      guest_name: Schema.NullOr(Schema.String),
      waitlist: Schema.Boolean,
      inquiry: Schema.Boolean,
      present: Schema.NullOr(Schema.Boolean),
    }),
  ),
})

const ClinicPath = Schema.Struct({ id: IdParam })

/** What an enrolment would charge and take, said before anyone is asked to pay. */
const EnrolQuote = Schema.Struct({
  clinic_price_id: Schema.Number,
  user_id: Schema.Number,
  /** What is charged: prorated where the price says so, at the member's price. */
  amount: Schema.Number,
  /** The price as listed, for as many as asked. */
  listed: Schema.Number,
  lessons: Schema.Number,
  /** The sessions still to come that the purchase would take places in (at most `lessons`). */
  sessions: Schema.Number,
  /** Of those, the full ones: a place there is on the waitlist. */
  full: Schema.Number,
  /** Why the person cannot join (age, level), if they cannot. */
  eligibility: Schema.NullOr(Schema.String),
})

/** An enrolment, with the fields the API names. */
const Booking = {
  facility_id: Id,
  clinic_price_id: Id,
  units: Schema.optionalWith(Schema.Int.pipe(Schema.between(1, 52)), { default: () => 1 }),
  user_child_id: Schema.optional(Id),
  user_id: Schema.optional(Id),
  clinic_lesson_ids: Schema.optional(Schema.Array(Id).pipe(Schema.maxItems(200))),
  waitlist: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  inquiry: Schema.optionalWith(Schema.Boolean, { default: () => false }),
}
/** At the desk's card reader: the payment started on it, or the reader to start it on. */
const AtReader = {
  payment_intent_id: Schema.optional(Text(200)),
  device_id: Schema.optional(Text(200)),
}
const UserClinicIds = Schema.optional(Schema.Array(Id).pipe(Schema.minItems(1), Schema.maxItems(50)))
const FacilityClinicPath = Schema.Struct({ id: IdParam, clinicId: IdParam })

/** A clinic is shown at a session, `auto` (the default) being the next one to come. */
const LessonChoice = Schema.optionalWith(Schema.Union(Schema.Literal("auto"), IdParam), {
  default: () => "auto" as const,
})

export const ClinicsGroup = apiGroup("clinics")
  .add(
    HttpApiEndpoint.get("list", "/api/facilities/:id/clinics")
      .setPath(ClinicPath)
      .setUrlParams(Schema.Struct({ category_id: Schema.optional(IdParam), search: Schema.optional(Text(100)) }))
      .addSuccess(Schema.Array(ListedClinic))
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.post("create", "/api/facilities/:id/clinics")
      .setPath(ClinicPath)
      .setPayload(ClinicInput)
      .addSuccess(Clinic, { status: 201 })
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.put("update", "/api/facilities/:id/clinics/:clinicId")
      .setPath(FacilityClinicPath)
      .setPayload(ClinicInput)
      .addSuccess(Clinic)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.post("addPrice", "/api/facilities/:id/clinics/:clinicId/prices")
      .setPath(FacilityClinicPath)
      .setPayload(OfferInput)
      .addSuccess(ClinicOffer, { status: 201 })
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.put("updatePrice", "/api/facilities/:id/clinics/:clinicId/prices/:priceId")
      .setPath(Schema.Struct({ id: IdParam, clinicId: IdParam, priceId: IdParam }))
      .setPayload(OfferInput)
      .addSuccess(ClinicOffer)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.post("addCategory", "/api/facilities/:id/clinic_categories")
      .setPath(ClinicPath)
      .setPayload(Schema.Struct({ name: Name("category", 80) }))
      .addSuccess(ClinicCategory, { status: 201 })
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.put("saveCategory", "/api/facilities/:id/clinic_categories/:catId")
      .setPath(Schema.Struct({ id: IdParam, catId: IdParam }))
      .setPayload(Schema.Struct({ name: Name("category", 80) }))
      .addSuccess(ClinicCategory)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.get("show", "/api/clinics/:id")
      .setPath(ClinicPath)
      .setUrlParams(Schema.Struct({ facility_id: Schema.optional(IdParam), lesson_id: LessonChoice }))
      .addSuccess(
        Schema.Struct({ clinic: Clinic, lesson: Schema.NullOr(ClinicLesson), lessons: Schema.Array(ClinicLesson) }),
      )
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.get("dashboard", "/api/public/clinics/:id/dashboard")
      .setPath(ClinicPath)
      .addSuccess(
        Schema.Struct({
          clinic: Clinic,
          sessions: Schema.Array(Schema.Struct({ ...ClinicLesson.fields, places_left: Schema.Number })),
        }),
      )
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.get("options", "/api/clinics/options")
      .setUrlParams(Schema.Struct({ facility_id: IdParam }))
      .addSuccess(
        Schema.Struct({
          categories: Schema.Array(ClinicCategory),
          coaches: Schema.Array(Schema.Struct({ id: Schema.Number, name: Schema.String })),
          courts: Schema.Array(Schema.Struct({ id: Schema.Number, name: Schema.String })),
          lesson_units: Schema.Array(LessonUnit),
          affiliations: Schema.Array(Affiliation),
        }),
      )
      .annotate(PolicyTag, Policy.member(Policy.query("facility_id"))),
  )
  .add(
    HttpApiEndpoint.get("validateSlug", "/api/clinics/validate_slug")
      .setUrlParams(Schema.Struct({ facility_id: IdParam, slug: Text(200), clinic_id: Schema.optional(IdParam) }))
      .addSuccess(Schema.Struct({ valid: Schema.Boolean, message: Schema.NullOr(Schema.String) }))
      .annotate(PolicyTag, Policy.member(Policy.query("facility_id"))),
  )
  .add(
    HttpApiEndpoint.post("addSessions", "/api/clinic_lessons")
      .setPayload(
        Schema.Struct({
          clinic_id: Id,
          court_id: Id,
          date: IsoDate,
          hour_start: SecondsOfDay,
          hour_end: SecondsOfDay,
          weeks: Schema.optionalWith(Schema.Int.pipe(Schema.between(1, 52)), { default: () => 1 }),
        }),
      )
      .addSuccess(Schema.Array(ClinicLesson), { status: 201 })
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.put("raincheck", "/api/clinic_lessons/:id/raincheck")
      .setPath(ClinicPath)
      .setPayload(Schema.Struct({ raincheck: Schema.optionalWith(Schema.Boolean, { default: () => true }) }))
      .addSuccess(ClinicLesson)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("book", "/api/clinics/:id/book")
      .setPath(ClinicPath)
      .setPayload(Schema.Struct({ ...Booking, payment: Schema.optional(Schema.Struct(HowPaid)) }))
      .addSuccess(UserClinic, { status: 201 })
      .annotate(PolicyTag, Policy.member(Policy.body("facility_id"))),
  )
  .add(
    HttpApiEndpoint.get("enrolQuote", "/api/clinics/:id/book/quote")
      .setPath(ClinicPath)
      .setUrlParams(
        Schema.Struct({
          facility_id: IdParam,
          clinic_price_id: IdParam,
          units: Schema.optionalWith(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 52)), {
            default: () => 1,
          }),
          user_child_id: Schema.optional(IdParam),
          user_id: Schema.optional(IdParam),
        }),
      )
      .addSuccess(EnrolQuote)
      .annotate(PolicyTag, Policy.member(Policy.query("facility_id"))),
  )
  .add(
    HttpApiEndpoint.post("bookWithReader", "/api/clinics/:id/book_with_stripe")
      .setPath(ClinicPath)
      .setPayload(Schema.Struct({ ...Booking, ...AtReader }))
      .addSuccess(UserClinic, { status: 201 })
      .annotate(PolicyTag, Policy.staff(Policy.body("facility_id"))),
  )
  .add(
    HttpApiEndpoint.post("upgrade", "/api/clinics/upgrade_packages")
      .setPayload(
        Schema.Struct({
          user_clinic_id: Id,
          clinic_price_id: Id,
          units: Schema.optionalWith(Schema.Int.pipe(Schema.between(1, 52)), { default: () => 1 }),
          payment: Schema.optional(Schema.Struct(HowPaid)),
        }),
      )
      .addSuccess(UserClinic)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.get("upgradeQuote", "/api/clinics/upgrade_packages/quote")
      .setUrlParams(
        Schema.Struct({
          user_clinic_id: IdParam,
          clinic_price_id: IdParam,
          units: Schema.optionalWith(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 52)), {
            default: () => 1,
          }),
        }),
      )
      .addSuccess(
        Schema.Struct({
          user_clinic_id: Schema.Number,
          clinic_price_id: Schema.Number,
          lessons: Schema.Number,
          amount: Schema.Number,
          due_now: Schema.Number,
        }),
      )
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.get("usersLesson", "/api/clinics/users_lesson")
      .setUrlParams(Schema.Struct({ facility_id: IdParam, clinic_id: Schema.optional(IdParam) }))
      .addSuccess(Schema.Array(UserClinic))
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.get("roster", "/api/clinics/:id/roster")
      .setPath(ClinicPath)
      .addSuccess(Schema.Array(UserClinic))
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.del("cancelSession", "/api/public/clinics/:id/attendance/:sessionId")
      .setPath(Schema.Struct({ id: IdParam, sessionId: IdParam }))
      .setUrlParams(Schema.Struct({ user_child_id: Schema.optional(IdParam) }))
      .addSuccess(Schema.NullOr(UserClinic))
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("payPendingPublic", "/api/public/clinics/:id/pay_pending_packages")
      .setPath(ClinicPath)
      .setPayload(Schema.Struct({ ...HowPaid, user_child_id: Schema.optional(Id), user_clinic_ids: UserClinicIds }))
      .addSuccess(Schema.Array(UserClinic))
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("payPending", "/api/clinics/:id/pay_pending_packages")
      .setPath(ClinicPath)
      .setPayload(Schema.Struct({ ...HowPaid, facility_id: Id, user_id: Id, user_clinic_ids: UserClinicIds }))
      .addSuccess(Schema.Array(UserClinic))
      .annotate(PolicyTag, Policy.staff(Policy.body("facility_id"))),
  )
  .add(
    HttpApiEndpoint.post("payPendingWithReader", "/api/clinics/:id/pay_pending_packages_with_stripe")
      .setPath(ClinicPath)
      .setPayload(Schema.Struct({ ...AtReader, facility_id: Id, user_id: Id, user_clinic_ids: UserClinicIds }))
      .addSuccess(Schema.Array(UserClinic))
      .annotate(PolicyTag, Policy.staff(Policy.body("facility_id"))),
  )
  .add(
    HttpApiEndpoint.get("lessonPlayers", "/api/public/clinics/lesson_players")
      .setUrlParams(Schema.Struct({ clinic_lesson_id: IdParam }))
      .addSuccess(LessonPlayers)
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.get("register", "/api/clinic_lessons/:id/attendance")
      .setPath(ClinicPath)
      .addSuccess(Register)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.get("reservationRegister", "/api/reservations/:id/clinic_register")
      .setPath(ClinicPath)
      .addSuccess(Register)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.put("markPresent", "/api/clinic_lessons/:id/attendance")
      .setPath(ClinicPath)
      .setPayload(Schema.Struct({ user_clinic_id: Id, present: Schema.NullOr(Schema.Boolean) }))
      .addSuccess(Register)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("defineGuestName", "/api/clinics/define_guest_name")
      .setPayload(Schema.Struct({ clinic_lesson_id: Id, user_clinic_id: Id, guest_name: Schema.NullOr(Name("guest")) }))
      .addSuccess(LessonPlayers)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("syncLesson", "/api/clinics/:id/sync_lesson_with_eventbrite")
      .setPath(ClinicPath)
      .setPayload(
        Schema.Struct({
          lesson_id: Schema.optionalWith(Schema.Union(Schema.Literal("auto"), Id), { default: () => "auto" as const }),
          event_format: EventFormat,
          game_description: Schema.Trim.pipe(Schema.maxLength(4000)),
          league_name: Schema.optionalWith(Schema.NullOr(Schema.Trim.pipe(Schema.maxLength(60))), {
            default: () => null,
          }),
        }),
      )
      .addSuccess(SessionListing)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .middleware(Authn)

export const ClinicsLive = HttpApiBuilder.group(apiOf(ClinicsGroup), "clinics", (handlers) =>
  handlers
    .handle("list", ({ path, urlParams }) => Effect.flatMap(Clinics, (c) => asCaller(c.list(path.id, urlParams))))
    .handle("create", ({ path, payload }) =>
      Effect.flatMap(Clinics, (c) => asCaller(c.save(path.id, undefined, payload))),
    )
    .handle("update", ({ path, payload }) =>
      Effect.flatMap(Clinics, (c) => asCaller(c.save(path.id, path.clinicId, payload))),
    )
    .handle("addPrice", ({ path, payload }) =>
      Effect.flatMap(Clinics, (c) => asCaller(c.saveOffer(path.id, path.clinicId, undefined, payload))),
    )
    .handle("updatePrice", ({ path, payload }) =>
      Effect.flatMap(Clinics, (c) => asCaller(c.saveOffer(path.id, path.clinicId, path.priceId, payload))),
    )
    .handle("addCategory", ({ path, payload }) =>
      Effect.flatMap(Clinics, (c) => asCaller(c.saveCategory(path.id, undefined, payload.name))),
    )
    .handle("saveCategory", ({ path, payload }) =>
      Effect.flatMap(Clinics, (c) => asCaller(c.saveCategory(path.id, path.catId, payload.name))),
    )
    .handle("show", ({ path, urlParams }) =>
      Effect.flatMap(Clinics, (c) => c.show(path.id, urlParams.facility_id, urlParams.lesson_id)),
    )
    .handle("dashboard", ({ path }) => Effect.flatMap(Enrolments, (e) => e.dashboard(path.id)))
    .handle("options", ({ urlParams }) => Effect.flatMap(Clinics, (c) => c.options(urlParams.facility_id)))
    .handle("validateSlug", ({ urlParams }) =>
      Effect.flatMap(Clinics, (c) => c.validateSlug(urlParams.facility_id, urlParams.slug, urlParams.clinic_id)),
    )
    .handle("addSessions", ({ payload }) => Effect.flatMap(Clinics, (c) => asCaller(c.addSessions(payload))))
    .handle("raincheck", ({ path, payload }) =>
      Effect.flatMap(Clinics, (c) => asCaller(c.raincheck(path.id, payload.raincheck))),
    )
    .handle("book", ({ path, payload: { clinic_lesson_ids, ...rest } }) =>
      Effect.flatMap(Enrolments, (e) => asCaller(e.enrol(path.id, { ...rest, lesson_ids: clinic_lesson_ids }))),
    )
    .handle("enrolQuote", ({ path, urlParams }) =>
      Effect.flatMap(Enrolments, (e) => asCaller(e.quote(path.id, urlParams))),
    )
    .handle("bookWithReader", ({ path, payload: { clinic_lesson_ids, payment_intent_id, device_id, ...rest } }) =>
      using(Enrolments, (e) =>
        e.enrol(path.id, {
          ...rest,
          lesson_ids: clinic_lesson_ids,
          payment: { method: "card_reader", payment_intent_id, device_id },
        }),
      ),
    )
    .handle("syncLesson", ({ path, payload: { lesson_id, league_name, ...listing } }) =>
      using(ClinicListings, (l) =>
        l.sync("eventbrite", path.id, lesson_id, { ...listing, league_name: league_name === "" ? null : league_name }),
      ),
    )
    .handle("upgrade", ({ payload: { user_clinic_id, ...to } }) =>
      Effect.flatMap(Enrolments, (e) => asCaller(e.upgrade(user_clinic_id, to))),
    )
    .handle("upgradeQuote", ({ urlParams: { user_clinic_id, ...to } }) =>
      Effect.flatMap(Enrolments, (e) => asCaller(e.upgradeQuote(user_clinic_id, to))),
    )
    .handle("usersLesson", ({ urlParams }) =>
      Effect.flatMap(Enrolments, (e) => asCaller(e.mine(urlParams.facility_id, urlParams.clinic_id))),
    )
    .handle("roster", ({ path }) => Effect.flatMap(Enrolments, (e) => asCaller(e.roster(path.id))))
    .handle("cancelSession", ({ path, urlParams }) =>
      Effect.flatMap(Enrolments, (e) => asCaller(e.cancelAttendance(path.id, path.sessionId, urlParams.user_child_id))),
    )
    .handle("payPendingPublic", ({ path, payload: { user_child_id, ...how } }) =>
      Effect.flatMap(Enrolments, (e) => asCaller(e.payPending(path.id, { ...how, user_id: user_child_id }))),
    )
    .handle("payPending", ({ path, payload }) =>
      Effect.flatMap(Enrolments, (e) => asCaller(e.payPending(path.id, payload))),
    )
    .handle("payPendingWithReader", ({ path, payload }) =>
      Effect.flatMap(Enrolments, (e) => asCaller(e.payPending(path.id, { ...payload, method: "card_reader" }))),
    )
    .handle("lessonPlayers", ({ urlParams }) =>
      Effect.flatMap(Enrolments, (e) => asCaller(e.lessonPlayers(urlParams.clinic_lesson_id))),
    )
    .handle("register", ({ path }) => Effect.flatMap(Enrolments, (e) => asCaller(e.register(path.id))))
    .handle("reservationRegister", ({ path }) =>
      Effect.flatMap(Enrolments, (e) => asCaller(e.registerOfReservation(path.id))),
    )
    .handle("markPresent", ({ path, payload }) =>
      Effect.flatMap(Enrolments, (e) => asCaller(e.markPresent(path.id, payload.user_clinic_id, payload.present))),
    )
    .handle("defineGuestName", ({ payload }) =>
      Effect.flatMap(Enrolments, (e) =>
        asCaller(e.defineGuestName(payload.clinic_lesson_id, payload.user_clinic_id, payload.guest_name)),
      ),
    ),
)

export const clinicsPlugin: Plugin = {
  name: "clinics",
  description:
    "Clinics (group programs): the club's clinics, prices and sessions, enrolment with places and waitlists, pending sessions and payments.",
  group: ClinicsGroup,
  handlers: ClinicsLive,
}
