import { Clock, Data, Effect, Option } from "effect"
import { CurrentCaller, ownedBy, requireStaffAt } from "../access"
import { ACTIVE_STATUSES } from "../reservations"
import { localDate } from "../dates"
import { type Forbidden, type NotFound, notFound, orNotFound, unprocessable } from "../errors"
import { CourtsRepo, FacilitiesRepo, Transactions } from "../ports"
import {
  inScope,
  occurrenceDates,
  patternProblem,
  type ReservationSeries,
  type SeriesPattern,
  SeriesRepo,
  type SeriesScope,
} from "../series"
import type { SeriesRow } from "../seriesFile"
import { Bookings, type StaffBooking } from "./bookings"
import { Reservations } from "./reservations"

/** What staff ask to book every week: the booking of one date (less the date), and the pattern it repeats by. */
export interface SeriesRequest extends SeriesPattern, Omit<StaffBooking, "date" | "series_id"> {
  readonly name: string
  readonly court_id: number
}

/** One date of a series: booked (with its price), or why it cannot be. */
export interface PlannedOccurrence {
  readonly date: string
  readonly reservation_id: number | null
  readonly total: number
  readonly problem: string | null
}

/** What ends a dry run: the plan, its writes undone. */
class DryRun extends Data.TaggedError("DryRun")<{ readonly occurrences: ReadonlyArray<PlannedOccurrence> }> {}
/** A series a file's line booked (or would have: in a dry run, the ids are of writes undone). */
export interface ImportedSeries {
  readonly line: number
  readonly series: ReservationSeries
  readonly occurrences: ReadonlyArray<PlannedOccurrence>
}
class DryRunImport extends Data.TaggedError("DryRunImport")<{ readonly done: ReadonlyArray<ImportedSeries> }> {}

/** What a series call needs of its club, read once per call. */
interface Club {
  readonly facilityId: number
  readonly courtIds: ReadonlySet<number>
  readonly today: string
  readonly money: { readonly currency: string; readonly currency_decimals: number }
}

/** A file's row as a request: a booking of the court for the team, by the club's rates. */
const rowRequest = (row: SeriesRow): SeriesRequest => ({
  ...row,
  kind: "reservation",
  reservation_type: 0,
  player_ids: [],
  guests: [],
  extra_court_ids: [],
})

/**
 * Recurring bookings: staff book a court at one hour on one weekday every N weeks as a series.
 * Every date is booked by the one booking use case (the club's rules, hours, schedule rules and
 * prices, the database's no-double-booking constraint), so a plan lists each date with its price
 * or the reason it cannot be booked; booking writes the free ones (or, asked to, none when one
 * is not free) in one transaction. Cancelling moves each occurrence's money by the club's policy.
 */
export class Series extends Effect.Service<Series>()("venue/Series", {
  dependencies: [Bookings.Default, Reservations.Default],
  effect: Effect.gen(function* () {
    const repo = yield* SeriesRepo
    const courts = yield* CourtsRepo
    const facilities = yield* FacilitiesRepo
    const transactions = yield* Transactions
    const bookings = yield* Bookings
    const reservations = yield* Reservations

    /** The club as its staff see it for series: checked once per call, however many rows it serves. */
    const clubOf = (facilityId: number): Effect.Effect<Club, Forbidden | NotFound, CurrentCaller> =>
      Effect.gen(function* () {
        yield* requireStaffAt(facilityId)
        const facility = yield* orNotFound("Facility")(facilities.find(facilityId))
        return {
          facilityId,
          courtIds: new Set((yield* courts.list(facilityId)).map((c) => c.id)),
          today: localDate(new Date(yield* Clock.currentTimeMillis), facility.time_zone),
          money: { currency: facility.currency, currency_decimals: facility.currency_decimals },
        }
      })
    /** The request's dates, once its pattern, name, courts and first date are the club's to book. */
    const datesOf = (club: Club, request: SeriesRequest) =>
      Effect.gen(function* () {
        const problem = patternProblem(request)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        if (request.name.trim() === "") return yield* Effect.fail(unprocessable("Name the series."))
        if (![request.court_id, ...request.extra_court_ids].every((id) => club.courtIds.has(id)))
          return yield* Effect.fail(notFound("Court"))
        if (request.first_date < club.today) return yield* Effect.fail(unprocessable("A series starts today or later."))
        return occurrenceDates(request)
      })

    /** Books each date in its own savepoint: a date that cannot be booked is told, the others go on. */
    const bookEach = (request: SeriesRequest, dates: ReadonlyArray<string>, seriesId?: number) =>
      Effect.forEach(dates, (date) => {
        const refused = (error: { readonly message: string }) =>
          Effect.succeed<PlannedOccurrence>({ date, reservation_id: null, total: 0, problem: error.message })
        return transactions.run(bookings.bookAsStaff(request.court_id, { ...request, date, series_id: seriesId })).pipe(
          Effect.map((r): PlannedOccurrence => ({
            date,
            reservation_id: r.id,
            total: r.totals.total,
            problem: null,
          })),
          Effect.catchTags({ Unprocessable: refused, Conflict: refused }),
        )
      })

    /** Every date of the series with its price (in the club's currency) or its problem; nothing is written. */
    const plan = (facilityId: number, request: SeriesRequest) =>
      Effect.gen(function* () {
        const club = yield* clubOf(facilityId)
        const dates = yield* datesOf(club, request)
        return yield* transactions
          .run(Effect.flatMap(bookEach(request, dates), (occurrences) => Effect.fail(new DryRun({ occurrences }))))
          .pipe(
            Effect.catchTag("DryRun", (dry) =>
              Effect.succeed({
                ...club.money,
                occurrences: dry.occurrences.map((o) => ({ ...o, reservation_id: null })),
              }),
            ),
          )
      })

    /** Writes the series and its free dates, in the caller's transaction; refused whole as `conflicts` says. */
    const write = (
      facilityId: number,
      request: SeriesRequest,
      dates: ReadonlyArray<string>,
      conflicts: "skip" | "cancel",
    ) =>
      Effect.gen(function* () {
        const series = yield* repo.insert({
          facility_id: facilityId,
          name: request.name.trim(),
          every_weeks: request.every_weeks,
          first_date: dates[0]!,
          last_date: dates.at(-1)!,
          hour_start: request.hour_start,
          hour_end: request.hour_end,
          court_ids: [request.court_id, ...request.extra_court_ids.filter((c) => c !== request.court_id)],
          team: request.guest_name ?? null,
          created_by: (yield* CurrentCaller).userId ?? null,
        })
        const occurrences = yield* bookEach(request, dates, series.id)
        const refused = occurrences.filter((o) => o.problem !== null)
        if (refused.length === occurrences.length)
          return yield* Effect.fail(
            unprocessable("No date of the series can be booked; nothing was booked.", sentences(refused)),
          )
        if (refused.length > 0 && conflicts === "cancel")
          return yield* Effect.fail(
            unprocessable(
              `${refused.length} of ${occurrences.length} dates cannot be booked; nothing was booked.`,
              sentences(refused),
            ),
          )
        return { series, occurrences }
      })

    /**
     * Writes the series and its free dates in one transaction. `conflicts: "cancel"` writes nothing
     * when any date cannot be booked; `"skip"` leaves those dates out.
     */
    const book = (facilityId: number, request: SeriesRequest, conflicts: "skip" | "cancel") =>
      Effect.gen(function* () {
        const club = yield* clubOf(facilityId)
        const dates = yield* datesOf(club, request)
        return { ...club.money, ...(yield* transactions.run(write(facilityId, request, dates, conflicts))) }
      })

    /**
     * A season's series from a file, all in one transaction or none: each row checked and booked as
     * `book` books it, a refusal naming its line. A dry run makes the same writes and rolls them
     * back, so it lists every date's price and conflict as the real run would meet them.
     */
    const importSeason = (
      facilityId: number,
      rows: ReadonlyArray<SeriesRow>,
      options: { readonly dryRun: boolean; readonly conflicts: "skip" | "cancel" },
    ) =>
      Effect.gen(function* () {
        const ofLine =
          (row: SeriesRow) => (e: { readonly message: string; readonly errors: ReadonlyArray<string> }) => {
            const message = `Line ${row.line} (${row.name}): ${e.message}`
            // The dates' own sentences travel with it; a row's one sentence is the message itself.
            return unprocessable(message, e.errors.some((x) => x !== e.message) ? e.errors : [message])
          }
        const club = yield* clubOf(facilityId)
        const planned = yield* Effect.forEach(rows, (row) =>
          Effect.map(
            datesOf(club, rowRequest(row)).pipe(Effect.catchTag("Unprocessable", (e) => Effect.fail(ofLine(row)(e)))),
            (dates) => ({ row, dates }),
          ),
        )
        const work = Effect.forEach(planned, ({ row, dates }) =>
          write(facilityId, rowRequest(row), dates, options.conflicts).pipe(
            Effect.map((done): ImportedSeries => ({ line: row.line, ...done })),
            Effect.catchTag("Unprocessable", (e) => Effect.fail(ofLine(row)(e))),
          ),
        )
        return yield* transactions
          .run(
            Effect.flatMap(work, (done) =>
              options.dryRun ? Effect.fail(new DryRunImport({ done })) : Effect.succeed(done),
            ),
          )
          .pipe(Effect.catchTag("DryRunImport", (dry) => Effect.succeed(dry.done)))
      })

    /** The club's series (for its staff), with what a call on it needs of the club. */
    const seriesAt = (facilityId: number, id: number) =>
      Effect.gen(function* () {
        const club = yield* clubOf(facilityId)
        const series = Option.getOrUndefined(yield* repo.find(id))
        if (!ownedBy(facilityId, series)) return yield* Effect.fail(notFound("Series"))
        return { club, series: series! }
      })

    /** The club's series still playing, for its staff. */
    const list = (facilityId: number) =>
      Effect.flatMap(clubOf(facilityId), (club) => repo.ofFacility(facilityId, club.today))

    /** A series with each of its occurrences' reservation, date and status. */
    const show = (facilityId: number, id: number) =>
      Effect.gen(function* () {
        const { series } = yield* seriesAt(facilityId, id)
        return { ...series, occurrences: yield* repo.occurrences(facilityId, id) }
      })

    /**
     * Cancels the occurrence on `date`, it and the later ones, or every one still to come; each by
     * the one cancellation (refunds by the club's policy). Those already played or cancelled stay.
     */
    const cancel = (facilityId: number, id: number, date: string, scope: SeriesScope) =>
      Effect.gen(function* () {
        const { club } = yield* seriesAt(facilityId, id)
        const occurrences = yield* repo.occurrences(facilityId, id)
        if (scope !== "all" && !occurrences.some((o) => o.date === date))
          return yield* Effect.fail(notFound("Occurrence of the series on that date"))
        const cancelling = inScope(occurrences, date, scope).filter(
          (o) => o.date >= club.today && ACTIVE_STATUSES.includes(o.status),
        )
        if (cancelling.length === 0)
          return yield* Effect.fail(unprocessable("Nothing of the series is left to cancel."))
        yield* transactions.run(Effect.forEach(cancelling, (o) => reservations.cancel(o.reservation_id)))
        return { cancelled: cancelling.map((o) => ({ reservation_id: o.reservation_id, date: o.date })) }
      })

    return { plan, book, importSeason, list, show, cancel } as const
  }),
}) {}

const sentences = (refused: ReadonlyArray<PlannedOccurrence>) => refused.map((o) => `${o.date}: ${o.problem}`)
