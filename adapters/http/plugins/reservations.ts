import { HttpApiBuilder, HttpApiEndpoint, HttpApiSchema, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Schema, Stream } from "effect"
import { IsoDate } from "../../../engine/people/rules"
import { Bookings } from "../../../engine/bookings/service"
import { Reservations } from "../../../engine/reservations/service"
import { CalendarEvents } from "../../calendarEvents"
import { Facilities } from "../../../engine/facilities/service"
import { CalendarCourt, Reservation } from "../../../engine/records"
import { asCaller, using } from "../actor"
import { Authn } from "../authn"
import { CalendarCache, dayResponse } from "../calendarCache"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { AdminBooking, IdParam, PlayerBooking, WaiveFee } from "../schemas"
import { ServerSettings } from "../settings"

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
  courts_with_reservations: Schema.Array(CalendarCourt),
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

/** A day of the public calendar as built on a cache miss. */
const calendarDay = (facilityId: number, date: string) =>
  Effect.flatMap(ServerSettings, ({ publicUrl }) =>
    using(Reservations, (r) => r.calendarDay(facilityId, date, `${publicUrl}/book?facility=${facilityId}`)),
  )

export const ReservationsLive = HttpApiBuilder.group(apiOf(ReservationsGroup), "reservations", (handlers) =>
  handlers
    .handle("book", ({ payload }) => Effect.flatMap(Bookings, (b) => asCaller(b.book(payload))))
    .handle("bookAdmin", ({ path, payload }) =>
      Effect.flatMap(Bookings, (b) => asCaller(b.bookAsStaff(path.courtId, payload))),
    )
    .handle("basic", ({ path }) => asCaller(Effect.flatMap(Reservations, (r) => r.visible(path.id))))
    .handle("cancel", ({ path, urlParams }) =>
      Effect.flatMap(Reservations, (r) => asCaller(r.cancel(path.id, urlParams.waive_fee))),
    )
    .handle("calendar", ({ path, urlParams }) =>
      Effect.gen(function* () {
        // A cached day answers without touching the database: the hot path of every club's website.
        const day = yield* (yield* CalendarCache).get(path.id, urlParams.date, calendarDay(path.id, urlParams.date))
        return dayResponse(day, (yield* HttpServerRequest.HttpServerRequest).headers["if-none-match"])
      }),
    )
    .handle("calendarEvents", ({ path }) =>
      Effect.zipRight(
        using(Facilities, (facilities) => facilities.find(path.id)),
        changeStream(path.id),
      ),
    ),
)

/** Server-sent events: a `change` (with its date) for each change of the club's calendar, kept alive. */
const changeStream = (facilityId: number) =>
  Effect.map(CalendarEvents, (events) => {
    const encoder = new TextEncoder()
    const changes = events.changes.pipe(
      Stream.filter((change) => change.facility_id === facilityId || change.facility_id === "*"),
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
  })

export const reservationsPlugin: Plugin = {
  name: "reservations",
  description: "Booking courts (players and staff), cancelling, the public calendar feed and its live changes.",
  group: ReservationsGroup,
  handlers: ReservationsLive,
}
