import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Schema } from "effect"
import { IsoDate } from "../../../engine/people/rules"
import { MemberSeriesSettings, ReservationSeries, SeriesOccurrence, SeriesScope } from "../../../engine/series/rules"
import { TogetherPayment } from "../../../engine/payments/pendingPayments"
import { Series } from "../../../engine/series/service"
import { using } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { deprecated } from "../deprecation"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { AdminBooking, Id, IdParam, PlayerBooking, SecondsOfDay } from "../schemas"

/** When a series plays: from its first date every N weeks, until a last date or a number of times. */
const Pattern = {
  first_date: IsoDate,
  every_weeks: Schema.optionalWith(Schema.Int.pipe(Schema.between(1, 8)), { default: () => 1 }),
  /** The series' end: a last date or a number of times, one of the two. */
  last_date: Schema.optional(IsoDate),
  count: Schema.optional(Schema.Int.pipe(Schema.between(1, 104))),
}

/** A series: the desk's booking of one date (less the date), repeated by a pattern, under a name. */
const SeriesRequest = Schema.Struct({
  ...AdminBooking.omit("date").fields,
  name: Schema.Trim.pipe(Schema.nonEmptyString({ message: () => "Name the series." }), Schema.maxLength(120)),
  court_id: Id,
  ...Pattern,
})

/** A player's own series: their booking of one date (less the date), repeated by a pattern. */
const OwnSeriesRequest = Schema.Struct({
  ...PlayerBooking.omit("facility_id", "date", "reservation_type").fields,
  ...Pattern,
})

/** A date that cannot be booked: left out (`skip`), or nothing booked (`cancel`, the default). */
const Conflicts = {
  conflicts: Schema.optionalWith(Schema.Literal("skip", "cancel"), { default: () => "cancel" as const }),
}

const PlannedOccurrence = Schema.Struct({
  date: Schema.String,
  /** The occurrence's reservation; none in a plan, or for a date left out. */
  reservation_id: Schema.NullOr(Schema.Number),
  /** What it costs by the club's rates, in minor units. */
  total: Schema.Number,
  /** Why the date cannot be booked; null when it can. */
  problem: Schema.NullOr(Schema.String),
})

/** The currency the totals are in (minor units). */
const Money = { currency: Schema.String, currency_decimals: Schema.Number }

/** Occurrences moved to another hour (and court); a dry run answers each date's price or problem and writes nothing. */
const SeriesMove = Schema.Struct({
  /** The occurrence the move starts from (ignored for `all`). */
  date: IsoDate,
  scope: SeriesScope,
  hour_start: SecondsOfDay,
  hour_end: SecondsOfDay,
  /** Another court for the series' first court. */
  court_id: Schema.optional(Id),
  /** Price the moved dates at the new time's rates; by default each keeps the price it had. */
  reprice: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  dry_run: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  ...Conflicts,
})

/** A series paid up front: one movement of money, each occurrence's own rows. */
const SeriesPaid = Schema.Struct({
  ...Money,
  /** The one movement's amount, in minor units. */
  total: Schema.Number,
  occurrences: Schema.Array(
    Schema.Struct({
      reservation_id: Schema.Number,
      date: Schema.String,
      amount: Schema.Number,
      payment_ids: Schema.Array(Schema.Number),
    }),
  ),
})

const FacilityPath = Schema.Struct({ id: IdParam })
const SeriesPath = Schema.Struct({ id: IdParam, seriesId: IdParam })
const policy = Policy.staff()

export const SeriesGroup = apiGroup("series")
  .add(
    HttpApiEndpoint.post("planSeries", "/api/facilities/:id/reservation_series/plan")
      .setPath(FacilityPath)
      .setPayload(SeriesRequest)
      .addSuccess(Schema.Struct({ ...Money, occurrences: Schema.Array(PlannedOccurrence) }))
      .annotate(PolicyTag, policy),
  )
  .add(
    HttpApiEndpoint.post("bookSeries", "/api/facilities/:id/reservation_series")
      .setPath(FacilityPath)
      .setPayload(Schema.Struct({ ...SeriesRequest.fields, ...Conflicts }))
      .addSuccess(
        Schema.Struct({ ...Money, series: ReservationSeries, occurrences: Schema.Array(PlannedOccurrence) }),
        {
          status: 201,
        },
      )
      .annotate(PolicyTag, policy),
  )
  .add(
    HttpApiEndpoint.get("listSeries", "/api/facilities/:id/reservation_series")
      .setPath(FacilityPath)
      .addSuccess(Schema.Array(ReservationSeries))
      .annotate(PolicyTag, policy),
  )
  .add(
    HttpApiEndpoint.get("showSeries", "/api/facilities/:id/reservation_series/:seriesId")
      .setPath(SeriesPath)
      .addSuccess(
        Schema.Struct({
          ...ReservationSeries.fields,
          ...Money,
          occurrences: Schema.Array(
            Schema.Struct({
              ...SeriesOccurrence.fields,
              /** What it still owes, in minor units (nothing once cancelled). */
              owed: Schema.Number,
            }),
          ),
        }),
      )
      .annotate(PolicyTag, policy),
  )
  .add(
    HttpApiEndpoint.post("cancelSeries", "/api/facilities/:id/reservation_series/:seriesId/cancel")
      .setPath(SeriesPath)
      .setPayload(
        Schema.Struct({
          /** The occurrence the cancel starts from (ignored for `all`). */
          date: IsoDate,
          scope: SeriesScope,
        }),
      )
      .addSuccess(
        Schema.Struct({
          cancelled: Schema.Array(Schema.Struct({ reservation_id: Schema.Number, date: Schema.String })),
        }),
      )
      .annotate(PolicyTag, policy),
  )
  .add(
    HttpApiEndpoint.post("moveSeries", "/api/facilities/:id/reservation_series/:seriesId/move")
      .setPath(SeriesPath)
      .setPayload(SeriesMove)
      .addSuccess(Schema.Struct({ ...Money, occurrences: Schema.Array(PlannedOccurrence) }))
      .annotate(PolicyTag, policy),
  )
  .add(
    // The desk, or the member who made the series (the service tells them apart).
    HttpApiEndpoint.post("paySeries", "/api/facilities/:id/reservation_series/:seriesId/pay")
      .setPath(SeriesPath)
      .setPayload(TogetherPayment)
      .addSuccess(SeriesPaid)
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.post("payOwnSeries", "/api/facilities/:id/own_series/:seriesId/pay")
      .setPath(SeriesPath)
      .setPayload(TogetherPayment)
      .addSuccess(SeriesPaid)
      .annotate(PolicyTag, Policy.member())
      .pipe(deprecated({ since: "2026-11-28", use: "POST /api/facilities/{id}/reservation_series/{seriesId}/pay" })),
  )
  .add(
    HttpApiEndpoint.get("memberSeriesSettings", "/api/facilities/:id/member_series_settings")
      .setPath(FacilityPath)
      .addSuccess(MemberSeriesSettings)
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.put("saveMemberSeriesSettings", "/api/facilities/:id/member_series_settings")
      .setPath(FacilityPath)
      .setPayload(MemberSeriesSettings)
      .addSuccess(MemberSeriesSettings)
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.post("planOwnSeries", "/api/facilities/:id/own_series/plan")
      .setPath(FacilityPath)
      .setPayload(OwnSeriesRequest)
      .addSuccess(Schema.Struct({ ...Money, occurrences: Schema.Array(PlannedOccurrence) }))
      .annotate(PolicyTag, Policy.member()),
  )
  .add(
    HttpApiEndpoint.post("bookOwnSeries", "/api/facilities/:id/own_series")
      .setPath(FacilityPath)
      .setPayload(Schema.Struct({ ...OwnSeriesRequest.fields, ...Conflicts }))
      .addSuccess(
        Schema.Struct({ ...Money, series: ReservationSeries, occurrences: Schema.Array(PlannedOccurrence) }),
        { status: 201 },
      )
      .annotate(PolicyTag, Policy.member()),
  )
  .middleware(Authn)

const SeriesLive = HttpApiBuilder.group(apiOf(SeriesGroup), "series", (handlers) =>
  handlers
    .handle("planSeries", ({ path, payload }) => using(Series, (s) => s.plan(path.id, payload)))
    .handle("bookSeries", ({ path, payload }) => using(Series, (s) => s.book(path.id, payload, payload.conflicts)))
    .handle("listSeries", ({ path }) => using(Series, (s) => s.list(path.id)))
    .handle("showSeries", ({ path }) => using(Series, (s) => s.show(path.id, path.seriesId)))
    .handle("cancelSeries", ({ path, payload }) =>
      using(Series, (s) => s.cancel(path.id, path.seriesId, payload.date, payload.scope)),
    )
    .handle("moveSeries", ({ path, payload }) =>
      using(Series, (s) =>
        s.move(path.id, path.seriesId, payload, { dryRun: payload.dry_run, conflicts: payload.conflicts }),
      ),
    )
    .handle("paySeries", ({ path, payload }) => using(Series, (s) => s.pay(path.id, path.seriesId, payload)))
    .handle("payOwnSeries", ({ path, payload }) => using(Series, (s) => s.pay(path.id, path.seriesId, payload)))
    .handle("memberSeriesSettings", ({ path }) => using(Series, (s) => s.memberSettings(path.id)))
    .handle("saveMemberSeriesSettings", ({ path, payload }) =>
      using(Series, (s) => s.saveMemberSettings(path.id, payload)),
    )
    .handle("planOwnSeries", ({ path, payload }) => using(Series, (s) => s.planOwn(path.id, payload)))
    .handle("bookOwnSeries", ({ path, payload }) =>
      using(Series, (s) => s.bookOwn(path.id, payload, payload.conflicts)),
    ),
)

export const seriesPlugin: Plugin = {
  name: "series",
  description:
    "Recurring bookings: the desk's (a court at one hour every N weeks, planned with each date's price and conflicts, booked in one transaction, moved to another hour or paid up front, cancelled one date, from a date on, or whole) and players' own where the club allows them, each date a player's booking.",
  group: SeriesGroup,
  handlers: SeriesLive,
}
