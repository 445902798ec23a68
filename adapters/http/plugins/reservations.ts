import { HttpApiBuilder, HttpApiEndpoint, HttpApiSchema, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Clock, Effect, Option, Schema, Stream } from "effect"
import { availableHours, bookingProblem } from "../../../engine/booking"
import { localInstant } from "../../../engine/dates"
import { IsoDate } from "../../../engine/people"
import { BOOKING_LIMITS, pricedByCourtRates, ReservationKind, ReservationType } from "../../../engine/reservations"
import { announceChange, CalendarEvents } from "../../sql/calendarEvents"
import { courtFeesOf, recordCourtFees } from "../../sql/courtFees"
import { requireSelfOrGuardian } from "../../../engine/access"
import {
  activeBookingsOf,
  bookingSettings,
  type BookingSettings,
  calendarDay,
  facilityOfOpenCourt,
  hasReservationPass,
  insertReservation,
  isTeacherAt,
  lockCourts,
  membersByIds,
  openCourtsOf,
  Reservation,
} from "../../sql/reservations"
import { inTransaction } from "../../sql/transaction"
import { hasAcceptedBookingWaivers } from "../../sql/waivers"
import { Actor, asCaller, currentUser, isStaffAt } from "../actor"
import { Authn } from "../authn"
import { CalendarCache, dayResponse } from "../calendarCache"
import { apiGroup, Conflict, notFound, unprocessable } from "../errors"
import { requireFacility, requireReservation, requireUser, visibleReservation } from "../lookups"
import { Reservations } from "../../../engine/services/reservations"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id, IdParam, WaiveFee } from "../schemas"
import { ServerSettings } from "../settings"

const SecondsOfDay = Schema.Int.pipe(Schema.between(0, 86400))
const GuestName = Schema.Trim.pipe(
  Schema.nonEmptyString({ message: () => "A guest needs a name." }),
  Schema.maxLength(80),
)

const Slot = {
  date: IsoDate,
  hour_start: SecondsOfDay,
  hour_end: SecondsOfDay,
}

const PlayerBooking = Schema.Struct({
  facility_id: Id,
  court_id: Id,
  ...Slot,
  reservation_type: Schema.optionalWith(ReservationType, { default: () => 0 }),
  /** Book for a child the caller handles; default: the caller. */
  booked_for: Schema.optional(Id),
  /** Invited players who are members of the facility. */
  player_ids: Schema.optionalWith(Schema.Array(Id).pipe(Schema.maxItems(BOOKING_LIMITS.player.players)), {
    default: () => [],
  }),
  guests: Schema.optionalWith(Schema.Array(GuestName).pipe(Schema.maxItems(BOOKING_LIMITS.player.guests)), {
    default: () => [],
  }),
})

const AdminBooking = Schema.Struct({
  ...Slot,
  kind: Schema.optionalWith(ReservationKind, { default: () => "reservation" as const }),
  subkind: Schema.optional(Schema.NullOr(Schema.String.pipe(Schema.maxLength(60)))),
  reservation_type: Schema.optionalWith(ReservationType, { default: () => 0 }),
  player_ids: Schema.optionalWith(Schema.Array(Id).pipe(Schema.maxItems(BOOKING_LIMITS.staff.players)), {
    default: () => [],
  }),
  guests: Schema.optionalWith(Schema.Array(GuestName).pipe(Schema.maxItems(BOOKING_LIMITS.staff.guests)), {
    default: () => [],
  }),
  teacher_id: Schema.optional(Schema.NullOr(Id)),
  guest_name: Schema.optional(Schema.NullOr(GuestName)),
  /** More courts in the same reservation: each becomes a child court reservation. */
  extra_court_ids: Schema.optionalWith(Schema.Array(Id).pipe(Schema.maxItems(20)), { default: () => [] }),
})

const CalendarBlock = Schema.Struct({
  id: Schema.Number,
  kind: ReservationKind,
  subkind: Schema.NullOr(Schema.String),
  hour_start: Schema.Number,
  hour_end: Schema.Number,
  users: Schema.Array(Schema.Struct({ name: Schema.String })),
  teacher: Schema.NullOr(Schema.Struct({ name: Schema.String })),
  clinic: Schema.NullOr(
    Schema.Struct({ public_name: Schema.NullOr(Schema.String), category: Schema.NullOr(Schema.String) }),
  ),
})

export const CalendarFeed = Schema.Struct({
  meta: Schema.Struct({
    date: Schema.String,
    time_zone: Schema.String,
    available_hours: Schema.Array(Schema.Number),
    min_hours_range: Schema.Number,
    max_hours_range: Schema.Number,
    interval_rounding: Schema.Number,
    booking_url: Schema.String,
  }),
  courts_with_reservations: Schema.Array(
    Schema.Struct({ id: Schema.Number, name: Schema.String, reservations: Schema.Array(CalendarBlock) }),
  ),
})

export const ReservationsGroup = apiGroup("reservations")
  .add(
    HttpApiEndpoint.post("book", "/api/reservations")
      .setPayload(PlayerBooking)
      .addSuccess(Reservation, { status: 201 })
      .annotate(PolicyTag, Policy.member(Policy.body("facility_id"))),
  )
  .add(
    HttpApiEndpoint.post("bookAdmin", "/api/courts/:courtId/booking_admin")
      .setPath(Schema.Struct({ courtId: IdParam }))
      .setPayload(AdminBooking)
      .addSuccess(Reservation, { status: 201 })
      .annotate(PolicyTag, Policy.staff(Policy.court())),
  )
  .add(
    HttpApiEndpoint.get("basic", "/api/reservations/:id/basic")
      .setPath(Schema.Struct({ id: IdParam }))
      .addSuccess(Reservation)
      .annotate(PolicyTag, Policy.member(Policy.reservation())),
  )
  .add(
    HttpApiEndpoint.del("cancel", "/api/reservations/:id")
      .setPath(Schema.Struct({ id: IdParam }))
      .setUrlParams(WaiveFee)
      .addSuccess(Reservation)
      .annotate(PolicyTag, Policy.member(Policy.reservation())),
  )
  .add(
    HttpApiEndpoint.get("calendar", "/api/facilities/:id/courts_reservations_for_players")
      .setPath(Schema.Struct({ id: IdParam }))
      .setUrlParams(Schema.Struct({ date: IsoDate }))
      .addSuccess(CalendarFeed)
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.get("calendarEvents", "/api/facilities/:id/calendar_events")
      .setPath(Schema.Struct({ id: IdParam }))
      .addSuccess(Schema.String.pipe(HttpApiSchema.withEncoding({ kind: "Text", contentType: "text/event-stream" })))
      .annotate(PolicyTag, Policy.public),
  )
  .middleware(Authn)

const announce = announceChange

const slotTaken = () =>
  new Conflict({ message: "That court is already booked at that time; pick another time or court.", errors: [] })

/** A reservation's players: the members given by id (checked to belong to the facility) and named guests. */
const players = (facilityId: number, ids: ReadonlyArray<number>, guests: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const unique = [...new Set(ids)]
    const rows = yield* membersByIds(facilityId, unique)
    const missing = unique.filter((id) => !rows.some((r) => r.id === id))
    if (missing.length > 0)
      return yield* Effect.fail(unprocessable(`Player ${missing.join(", ")} is not a member of this facility.`))
    return [
      ...unique
        .map((id) => rows.find((r) => r.id === id)!)
        .map((r) => ({ user_id: r.id, name: r.name, rating: r.rating, guest: false })),
      ...guests.map((name) => ({ user_id: null, name, rating: null, guest: true })),
    ]
  })

/**
 * The verdict on a player's booking (for `forId`), asked alike by the booking and its quote: why
 * it breaks the facility's rules as it stands (the window, opening hours, closures, staff-only and
 * members-only times, durations, the limit of upcoming bookings), undefined when it fits; and
 * whether the club's booking waiver is still to accept (the form accepts it in the same step).
 */
export const bookingVerdict = (
  slot: {
    readonly court_id: number
    readonly facility_id: number
    readonly date: string
    readonly hour_start: number
    readonly hour_end: number
  },
  forId: number,
  settings: BookingSettings,
) =>
  Effect.gen(function* () {
    const actor = yield* Actor
    const member = yield* hasReservationPass(slot.facility_id, forId)
    const rules = bookingProblem(slot, {
      now: new Date(yield* Clock.currentTimeMillis),
      timeZone: settings.time_zone,
      ...settings,
      staff: isStaffAt(actor, slot.facility_id),
      member,
    })
    const overLimit =
      rules === undefined &&
      settings.max_active_bookings > 0 &&
      (yield* activeBookingsOf(slot.facility_id, forId)) >= settings.max_active_bookings
    return {
      problem: overLimit ? `A player may hold at most ${settings.max_active_bookings} upcoming bookings here.` : rules,
      waiverMissing: settings.require_booking_waiver && !(yield* hasAcceptedBookingWaivers(slot.facility_id, forId)),
    }
  })

/**
 * The court fee set when a booking is made, by any channel (the quote showed it); a time the
 * rates do not price is left to the desk.
 */
const pricedAtBooking = (id: number) =>
  Effect.gen(function* () {
    const booked = yield* requireReservation(id)
    const fees = yield* courtFeesOf({ ...booked, user_ids: booked.users.map((u) => u.user_id) }).pipe(
      Effect.catchTags({ NoPrice: () => Effect.succeed([]), PriceRefused: () => Effect.succeed([]) }),
    )
    if (fees.length === 0) return booked
    yield* recordCourtFees(booked, fees)
    return yield* requireReservation(id)
  })

const bookingUrl = (facilityId: number) =>
  Effect.map(ServerSettings, (s) => `${s.publicUrl}/book?facility=${facilityId}`)

export const ReservationsLive = HttpApiBuilder.group(apiOf(ReservationsGroup), "reservations", (handlers) =>
  handlers
    .handle("book", ({ payload }) =>
      Effect.gen(function* () {
        const me = yield* currentUser.pipe(Effect.orDie)
        const forId = payload.booked_for ?? me.id
        yield* asCaller(requireSelfOrGuardian(forId))
        const settings = Option.getOrThrow(yield* bookingSettings(payload.facility_id))
        if ((yield* openCourtsOf(payload.facility_id, [payload.court_id])).length === 0)
          return yield* Effect.fail(notFound("Court"))
        const verdict = yield* bookingVerdict(payload, forId, settings)
        if (verdict.problem !== undefined) return yield* Effect.fail(unprocessable(verdict.problem))
        if (verdict.waiverMissing)
          return yield* Effect.fail(unprocessable("Accept the club's current booking waiver before booking."))
        const booker = yield* requireUser(forId)
        const others = yield* players(
          payload.facility_id,
          payload.player_ids.filter((id) => id !== forId),
          payload.guests,
        )
        const id = yield* inTransaction(
          Effect.zipRight(
            lockCourts([payload.court_id]),
            insertReservation({
              facility_id: payload.facility_id,
              court_id: payload.court_id,
              date: payload.date,
              hour_start: payload.hour_start,
              hour_end: payload.hour_end,
              starts_at: localInstant(payload.date, payload.hour_start, settings.time_zone),
              ends_at: localInstant(payload.date, payload.hour_end, settings.time_zone),
              kind: "reservation",
              subkind: null,
              reservation_type: payload.reservation_type,
              created_by: me.id,
              teacher_id: null,
              guest_name: null,
              users: [
                {
                  user_id: booker.id,
                  name: `${booker.first_name} ${booker.last_name}`,
                  rating: booker.rating,
                  guest: false,
                },
                ...others,
              ],
            }),
          ),
        ).pipe(Effect.catchTag("SlotTaken", () => Effect.fail(slotTaken())))
        yield* announce(payload.facility_id, payload.date)
        return yield* pricedAtBooking(id)
      }),
    )
    .handle("bookAdmin", ({ path, payload }) =>
      Effect.gen(function* () {
        const me = yield* currentUser.pipe(Effect.orDie)
        const facilityId = yield* facilityOfOpenCourt(path.courtId)
        if (facilityId === undefined) return yield* Effect.fail(notFound("Court"))
        const settings = Option.getOrThrow(yield* bookingSettings(facilityId))
        const courtIds = [path.courtId, ...payload.extra_court_ids.filter((c) => c !== path.courtId)]
        if ((yield* openCourtsOf(facilityId, courtIds)).length !== courtIds.length)
          return yield* Effect.fail(
            unprocessable("Every court of a reservation must be an open court of the same facility."),
          )
        for (const courtId of courtIds) {
          const problem = bookingProblem(
            { ...payload, court_id: courtId },
            {
              now: new Date(yield* Clock.currentTimeMillis),
              timeZone: settings.time_zone,
              ...settings,
              staff: true,
              member: true,
            },
          )
          if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        }
        if (payload.teacher_id) {
          if (!(yield* isTeacherAt(facilityId, payload.teacher_id)))
            return yield* Effect.fail(unprocessable("The teacher must be a teacher of this facility."))
        }
        const people = yield* players(facilityId, payload.player_ids, payload.guests)
        const base = {
          facility_id: facilityId,
          date: payload.date,
          hour_start: payload.hour_start,
          hour_end: payload.hour_end,
          starts_at: localInstant(payload.date, payload.hour_start, settings.time_zone),
          ends_at: localInstant(payload.date, payload.hour_end, settings.time_zone),
          kind: payload.kind,
          subkind: payload.subkind ?? null,
          reservation_type: payload.reservation_type,
          created_by: me.id,
          teacher_id: payload.teacher_id ?? null,
          guest_name: payload.guest_name ?? null,
        }
        const id = yield* inTransaction(
          Effect.gen(function* () {
            yield* lockCourts(courtIds)
            const parent = yield* insertReservation({ ...base, court_id: path.courtId, users: people })
            for (const courtId of courtIds.slice(1))
              yield* insertReservation({ ...base, court_id: courtId, parent_id: parent, users: [] })
            return parent
          }),
        ).pipe(Effect.catchTag("SlotTaken", () => Effect.fail(slotTaken())))
        yield* announce(facilityId, payload.date)
        return pricedByCourtRates(payload.kind) ? yield* pricedAtBooking(id) : yield* requireReservation(id)
      }),
    )
    .handle("basic", ({ path }) => Effect.map(visibleReservation(path.id), (v) => v.reservation))
    .handle("cancel", ({ path, urlParams }) =>
      Effect.flatMap(Reservations, (r) => asCaller(r.cancel(path.id, urlParams.waive_fee))),
    )
    .handle("calendar", ({ path, urlParams }) =>
      Effect.gen(function* () {
        const cache = yield* CalendarCache
        // A cached day answers without touching the database: the hot path of every club's website.
        const day = yield* cache.get(
          path.id,
          urlParams.date,
          Effect.gen(function* () {
            const facility = yield* requireFacility(path.id)
            const settings = Option.getOrThrow(yield* bookingSettings(path.id))
            return {
              meta: {
                date: urlParams.date,
                time_zone: facility.time_zone,
                available_hours: availableHours(urlParams.date, settings.opening, settings.rules),
                min_hours_range: facility.min_hours_range,
                max_hours_range: facility.max_hours_range,
                interval_rounding: facility.interval_rounding,
                booking_url: yield* bookingUrl(path.id),
              },
              courts_with_reservations: yield* calendarDay(path.id, urlParams.date),
            }
          }),
        )
        const request = yield* HttpServerRequest.HttpServerRequest
        return dayResponse(day, request.headers["if-none-match"])
      }),
    )
    .handle("calendarEvents", ({ path }) =>
      Effect.gen(function* () {
        yield* requireFacility(path.id)
        const events = yield* CalendarEvents
        const encoder = new TextEncoder()
        const changes = events.changes.pipe(
          Stream.filter((change) => change.facility_id === path.id),
          Stream.map((change) => `event: change\ndata: ${JSON.stringify({ date: change.date })}\n\n`),
        )
        // A comment line now and then keeps proxies from closing a quiet stream.
        const heartbeat = Stream.tick("25 seconds").pipe(Stream.map(() => ": keep-alive\n\n"))
        return HttpServerResponse.stream(
          Stream.concat(Stream.make(": connected\n\n"), Stream.merge(changes, heartbeat)).pipe(
            Stream.map((text) => encoder.encode(text)),
          ),
          { contentType: "text/event-stream", headers: { "cache-control": "no-cache", "x-accel-buffering": "no" } },
        )
      }),
    ),
)

export const reservationsPlugin: Plugin = {
  name: "reservations",
  description: "Booking courts (players and staff), cancelling, the public calendar feed and its live changes.",
  group: ReservationsGroup,
  handlers: ReservationsLive,
}
