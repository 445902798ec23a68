import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { BOOKING_LIMITS } from "../../../engine/reservations/rules"
import { Effect, Schema } from "effect"
import { IsoDate } from "../../../engine/people/rules"
import { AgendaPage, ListedReservation, Reservation } from "../../../engine/records"
import { Bookings } from "../../../engine/bookings/service"
import { Facilities } from "../../../engine/facilities/service"
import { People } from "../../../engine/people/service"
import { Reservations } from "../../../engine/reservations/service"
import { jsonResponse } from "../jsonText"
import { asCaller } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id, IdParam } from "../schemas"
import { CursorParams, cursorOf, ListOf } from "../lists"

/**
 * The views the screens need around reservation calls: a person's own reservations,
 * the front desk's whole day, the price of a booking before it is made, fellow members to invite
 * (those whose profile is public, by name only), and joining a club.
 */

const SecondsOfDay = Schema.Int.pipe(Schema.between(0, 86400))
const Page = Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 10_000))

const Quote = Schema.Struct({
  fees: Schema.Array(Schema.Struct({ name: Schema.String, amount: Schema.Number })),
  total: Schema.Number,
  currency: Schema.String,
  currency_decimals: Schema.Number,
  /** Why the booking would be refused as it stands (opening hours, rules, window), or null. */
  problem: Schema.NullOr(Schema.String),
  /** The club's booking waiver is not accepted by whom it is for: booking is refused until it is (the form asks it), or null. */
  waiver_problem: Schema.NullOr(Schema.String),
  /** Why no court fee could be priced (the rates leave this time out), or null; the desk settles it. */
  price_problem: Schema.NullOr(Schema.String),
})

export const AgendaGroup = apiGroup("agenda")
  .add(
    HttpApiEndpoint.get("myReservations", "/api/users/reservations")
      .setUrlParams(
        Schema.Struct({
          user_id: Schema.optional(IdParam),
          when: Schema.optionalWith(Schema.Literal("upcoming", "past"), { default: () => "upcoming" as const }),
          page: Schema.optionalWith(Page, { default: () => 1 }),
          ...CursorParams,
        }),
      )
      .addSuccess(Schema.Union(AgendaPage, ListOf(ListedReservation, "ListedReservation")))
      .annotate(PolicyTag, Policy.userAccess(Policy.optionalQuery("user_id"))),
  )
  .add(
    HttpApiEndpoint.get("facilityDay", "/api/facilities/:id/reservations")
      .setPath(Schema.Struct({ id: IdParam }))
      .setUrlParams(Schema.Struct({ date: IsoDate }))
      .addSuccess(Schema.Array(Reservation))
      .annotate(PolicyTag, Policy.staff()),
  )
  .add(
    HttpApiEndpoint.post("quote", "/api/reservations/quote")
      .setPayload(
        Schema.Struct({
          facility_id: Id,
          court_id: Id,
          date: IsoDate,
          hour_start: SecondsOfDay,
          hour_end: SecondsOfDay,
          booked_for: Schema.optional(Id),
          player_ids: Schema.optionalWith(Schema.Array(Id).pipe(Schema.maxItems(BOOKING_LIMITS.staff.players)), {
            default: () => [],
          }),
          guests: Schema.optionalWith(
            Schema.Array(Schema.String.pipe(Schema.maxLength(80))).pipe(Schema.maxItems(BOOKING_LIMITS.staff.guests)),
            { default: () => [] },
          ),
        }),
      )
      .addSuccess(Quote)
      .annotate(PolicyTag, Policy.member(Policy.body("facility_id"))),
  )
  .add(
    HttpApiEndpoint.get("bookingWindow", "/api/facilities/:id/booking_window")
      .setPath(Schema.Struct({ id: IdParam }))
      .setUrlParams(Schema.Struct({ booked_for: Schema.optional(IdParam) }))
      .addSuccess(
        Schema.Struct({
          min_hours_range: Schema.Number,
          /** The club's window, or the booker's plan's longer one. */
          max_hours_range: Schema.Number,
          /** The first and last facility-local days a booking may fall on now. */
          first_date: Schema.String,
          last_date: Schema.String,
        }),
      )
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.get("playerDirectory", "/api/facilities/:id/players")
      .setPath(Schema.Struct({ id: IdParam }))
      .setUrlParams(Schema.Struct({ q: Schema.String.pipe(Schema.maxLength(100)) }))
      .addSuccess(
        Schema.Array(
          Schema.Struct({
            id: Schema.Number,
            name: Schema.String,
            hint: Schema.NullOr(Schema.String).annotations({
              description: "Where two players share a name, a masked e-mail that tells them apart.",
            }),
          }),
        ),
      )
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.post("join", "/api/facilities/:id/join")
      .setPath(Schema.Struct({ id: IdParam }))
      .addSuccess(Schema.Struct({ facility_id: Schema.Number, role: Schema.String }))
      .annotate(PolicyTag, Policy.signedIn),
  )
  .middleware(Authn)

export const AgendaLive = HttpApiBuilder.group(apiOf(AgendaGroup), "agenda", (handlers) =>
  handlers
    .handle("myReservations", ({ urlParams }) =>
      Effect.flatMap(Reservations, (r) => {
        const query = { userId: urlParams.user_id, when: urlParams.when }
        const cursor = cursorOf(urlParams)
        return asCaller(
          cursor === undefined
            ? Effect.map(r.listFor({ ...query, page: urlParams.page }), jsonResponse)
            : Effect.map(r.listAfter(query, cursor), jsonResponse),
        )
      }),
    )
    .handle("facilityDay", ({ path, urlParams }) =>
      Effect.flatMap(Reservations, (r) => asCaller(r.dayBoard(path.id, urlParams.date))).pipe(Effect.map(jsonResponse)),
    )
    .handle("quote", ({ payload }) => Effect.flatMap(Bookings, (b) => asCaller(b.quote(payload))))
    .handle("bookingWindow", ({ path, urlParams }) =>
      Effect.flatMap(Bookings, (b) => asCaller(b.window(path.id, urlParams.booked_for))),
    )
    .handle("playerDirectory", ({ path, urlParams }) =>
      asCaller(Effect.flatMap(People, (people) => people.directory(path.id, urlParams.q))),
    )
    .handle("join", ({ path }) => Effect.flatMap(Facilities, (f) => asCaller(f.join(path.id)))),
)

export const agendaPlugin: Plugin = {
  name: "agenda",
  description: "A person's own reservations, the front desk's day, booking quotes and joining a club.",
  group: AgendaGroup,
  handlers: AgendaLive,
}
