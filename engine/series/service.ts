import { withSpans } from "../spans"
import { Clock, Data, Effect, Either, Option } from "effect"
import {
  CurrentCaller,
  isStaffAt,
  ownedBy,
  requireManagerAt,
  requireMemberAt,
  requireSelfOrGuardian,
  requireStaffAt,
  signedInId,
} from "../access"
import { ACTIVE_STATUSES } from "../reservations/rules"
import { addDays, localDate } from "../dates"
import { type Forbidden, forbidden, type NotFound, notFound, orNotFound, unprocessable } from "../errors"
import {
  inScope,
  type MemberSeriesSettings,
  occurrenceDates,
  patternProblem,
  type ReservationSeries,
  type SeriesPattern,
  type SeriesScope,
} from "./rules"
import { SeriesRepo } from "./port"
import type { SeriesRow } from "./seriesFile"
import { Bookings, type PlayerBooking, type StaffBooking } from "../bookings/service"
import { PendingPayments, type TogetherPayment } from "../payments/pendingPayments"
import { Reservations } from "../reservations/service"
import { CourtsRepo } from "../courts/port"
import { FacilitiesRepo } from "../facilities/port"
import { LedgerRepo } from "../payments/port"
import { Transactions } from "../ports"

/** What staff ask to book every week: the booking of one date (less the date), and the pattern it repeats by. */
export interface SeriesRequest extends SeriesPattern, Omit<StaffBooking, "date" | "series_id"> {
  readonly name: string
  readonly court_id: number
}

/** What a player asks to book every week: their booking of one date (less the date), and the pattern it repeats by. */
export interface OwnSeriesRequest
  extends SeriesPattern, Omit<PlayerBooking, "date" | "facility_id" | "reservation_type" | "series_id"> {}

/** A series' occurrences moved to another hour (and court): the one on `date`, it and the later ones, or all. */
export interface SeriesMove {
  readonly date: string
  readonly scope: SeriesScope
  readonly hour_start: number
  readonly hour_end: number
  /** Another court for the series' first court; its other courts stay. */
  readonly court_id?: number | undefined
  /** Price the moved dates at the new time's rates; otherwise each keeps the price it had. */
  readonly reprice?: boolean | undefined
}

/** One date of a series: booked (with its price), or why it cannot be. */
export interface PlannedOccurrence {
  readonly date: string
  readonly reservation_id: number | null
  readonly total: number
  readonly problem: string | null
}

/** What booking a date gives back, and what refuses one date of a series (the others go on). */
type Booked = { readonly id: number; readonly totals: { readonly total: number } }
type Refusal = { readonly _tag: string; readonly message: string }

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
  dependencies: [Bookings.Default, Reservations.Default, PendingPayments.Default],
  effect: Effect.gen(function* () {
    const repo = yield* SeriesRepo
    const courts = yield* CourtsRepo
    const facilities = yield* FacilitiesRepo
    const transactions = yield* Transactions
    const bookings = yield* Bookings
    const reservations = yield* Reservations
    const pendingPayments = yield* PendingPayments
    const ledger = yield* LedgerRepo

    /** The club as its staff see it for series: checked once per call, however many rows it serves. */
    const clubOf = (
      facilityId: number,
      access: Effect.Effect<void, Forbidden, CurrentCaller> = requireStaffAt(facilityId),
    ): Effect.Effect<Club, Forbidden | NotFound, CurrentCaller> =>
      Effect.gen(function* () {
        yield* access
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
    const bookEach = <E extends Refusal, R>(
      dates: ReadonlyArray<string>,
      bookOne: (date: string) => Effect.Effect<Booked, E, R>,
    ) =>
      Effect.forEach(dates, (date) =>
        transactions.run(bookOne(date)).pipe(
          Effect.map((r): PlannedOccurrence => ({ date, reservation_id: r.id, total: r.totals.total, problem: null })),
          Effect.catchIf(
            (e: E) => e._tag === "Unprocessable" || e._tag === "Conflict",
            (e) => Effect.succeed<PlannedOccurrence>({ date, reservation_id: null, total: 0, problem: e.message }),
          ),
        ),
      )

    /** The dates done, unless one could not be and `conflicts` says to do none then (or none could be). */
    const accepted = (
      occurrences: ReadonlyArray<PlannedOccurrence>,
      conflicts: "skip" | "cancel",
      done: "booked" | "moved",
    ) => {
      const refused = occurrences.filter((o) => o.problem !== null)
      if (refused.length === occurrences.length)
        return Effect.fail(
          unprocessable(`No date of the series can be ${done}; nothing was ${done}.`, sentences(refused)),
        )
      if (refused.length > 0 && conflicts === "cancel")
        return Effect.fail(
          unprocessable(
            `${refused.length} of ${occurrences.length} dates cannot be ${done}; nothing was ${done}.`,
            sentences(refused),
          ),
        )
      return Effect.succeed(occurrences)
    }

    /** The desk's booking of the request on a date (of the series `seriesId` once written). */
    const staffBooking = (request: SeriesRequest, seriesId?: number) => (date: string) =>
      bookings.bookAsStaff(request.court_id, { ...request, date, series_id: seriesId })

    /** The bookings' dates booked and rolled back: each with its price or its problem, nothing written. */
    const dryRun = <E, R>(club: Club, occurrences: Effect.Effect<ReadonlyArray<PlannedOccurrence>, E, R>) =>
      transactions.run(Effect.flatMap(occurrences, (done) => Effect.fail(new DryRun({ occurrences: done })))).pipe(
        Effect.catchIf(
          (e): e is DryRun => e instanceof DryRun,
          (dry) =>
            Effect.succeed({
              ...club.money,
              occurrences: dry.occurrences.map((o) => ({ ...o, reservation_id: null })),
            }),
        ),
      )

    /** Every date of the series with its price (in the club's currency) or its problem; nothing is written. */
    const plan = (facilityId: number, request: SeriesRequest) =>
      Effect.gen(function* () {
        const club = yield* clubOf(facilityId)
        const dates = yield* datesOf(club, request)
        return yield* dryRun(club, bookEach(dates, staffBooking(request)))
      })

    /** Writes the series and its free dates, in the caller's transaction; refused whole as `conflicts` says. */
    const write = <E extends Refusal, R>(
      facilityId: number,
      request: SeriesPattern & {
        readonly name: string
        readonly court_id: number
        readonly extra_court_ids: ReadonlyArray<number>
        readonly hour_start: number
        readonly hour_end: number
        readonly guest_name?: string | null | undefined
      },
      dates: ReadonlyArray<string>,
      conflicts: "skip" | "cancel",
      bookOne: (seriesId: number) => (date: string) => Effect.Effect<Booked, E, R>,
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
        const occurrences = yield* accepted(yield* bookEach(dates, bookOne(series.id)), conflicts, "booked")
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
        return {
          ...club.money,
          ...(yield* transactions.run(write(facilityId, request, dates, conflicts, (id) => staffBooking(request, id)))),
        }
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
        // Every line is tried, so that a refusal says each line's fate, not only the first one's.
        const work = Effect.gen(function* () {
          const tried = yield* Effect.forEach(planned, ({ row, dates }) =>
            write(facilityId, rowRequest(row), dates, options.conflicts, (id) =>
              staffBooking(rowRequest(row), id),
            ).pipe(
              Effect.map((done): ImportedSeries => ({ line: row.line, ...done })),
              Effect.catchTag("Unprocessable", (e) => Effect.fail(ofLine(row)(e))),
              Effect.either,
            ),
          )
          const refused = tried.flatMap((t) => (Either.isLeft(t) ? [t.left] : []))
          if (refused.length === 0) return tried.flatMap((t) => (Either.isRight(t) ? [t.right] : []))
          const other = refused.find((e) => e._tag !== "Unprocessable")
          if (other !== undefined) return yield* Effect.fail(other)
          const fates = tried.flatMap((t, i) =>
            Either.isRight(t)
              ? [
                  `Line ${planned[i]!.row.line} (${planned[i]!.row.name}): its ${t.right.occurrences.length} dates can be booked.`,
                ]
              : t.left._tag === "Unprocessable"
                ? t.left.errors
                : [],
          )
          return yield* Effect.fail(unprocessable(refused.map((e) => e.message).join(" "), fates))
        })
        return yield* transactions
          .run(
            Effect.flatMap(work, (done) =>
              options.dryRun ? Effect.fail(new DryRunImport({ done })) : Effect.succeed(done),
            ),
          )
          .pipe(Effect.catchTag("DryRunImport", (dry) => Effect.succeed(dry.done)))
      })

    /** The club's rules for players' own series: anyone with a role at the club reads them. */
    const memberSettings = (facilityId: number) =>
      Effect.zipRight(requireMemberAt(facilityId), repo.memberSettings(facilityId))

    const saveMemberSettings = (facilityId: number, next: MemberSeriesSettings) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, "Only the club's managers set who books weekly series.")
        yield* orNotFound("Facility")(facilities.find(facilityId))
        yield* repo.saveMemberSettings(facilityId, next)
        return next
      })

    /**
     * A player's own series at a club that lets them book one, checked as the club's settings say
     * (who, how far ahead, how many at once); its dates are then the player's bookings, each held
     * to their booking window and limits.
     */
    const ownDates = (facilityId: number, request: OwnSeriesRequest) =>
      Effect.gen(function* () {
        const me = yield* signedInId
        const club = yield* clubOf(facilityId, requireMemberAt(facilityId))
        const forId = request.booked_for ?? me
        yield* requireSelfOrGuardian(forId)
        const settings = yield* repo.memberSettings(facilityId)
        if (settings.who === "nobody")
          return yield* Effect.fail(forbidden("This club's weekly series are booked by its front desk."))
        if (settings.who === "members" && !(yield* repo.standing(facilityId, forId, club.today)).member)
          return yield* Effect.fail(forbidden("Only the club's members book weekly series here."))
        const problem = patternProblem(request)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        if (!club.courtIds.has(request.court_id)) return yield* Effect.fail(notFound("Court"))
        if (request.first_date < club.today) return yield* Effect.fail(unprocessable("A series starts today or later."))
        const dates = occurrenceDates(request)
        if (dates.at(-1)! > addDays(club.today, settings.weeks_ahead * 7))
          return yield* Effect.fail(
            unprocessable(`Weekly series here reach at most ${settings.weeks_ahead} weeks ahead.`),
          )
        return { club, dates, settings, me }
      })

    /** The player's booking of the request on a date (of the series `seriesId` once written). */
    const ownBooking = (facilityId: number, request: OwnSeriesRequest, seriesId?: number) => (date: string) =>
      bookings.book({ ...request, facility_id: facilityId, date, reservation_type: 0, series_id: seriesId })

    /** Every date of a player's own series with its price or its problem; nothing is written. */
    const planOwn = (facilityId: number, request: OwnSeriesRequest) =>
      Effect.gen(function* () {
        const { club, dates } = yield* ownDates(facilityId, request)
        return yield* dryRun(club, bookEach(dates, ownBooking(facilityId, request)))
      })

    /** Books a player's own series: its free dates (`skip`) or none when one cannot be (`cancel`). */
    const bookOwn = (facilityId: number, request: OwnSeriesRequest, conflicts: "skip" | "cancel") =>
      Effect.gen(function* () {
        const { club, dates, settings, me } = yield* ownDates(facilityId, request)
        const done = yield* transactions.run(
          Effect.gen(function* () {
            // Counted in the transaction that writes, under the booker's lock: two at once cannot pass the limit.
            yield* repo.lockMaker(me)
            if ((yield* repo.standing(facilityId, me, club.today)).series >= settings.most_series)
              return yield* Effect.fail(
                unprocessable(
                  `This club lets a player keep ${settings.most_series} weekly series at a time; yours are in your reservations.`,
                ),
              )
            return yield* write(
              facilityId,
              { ...request, name: "Weekly booking", extra_court_ids: [], guest_name: null },
              dates,
              conflicts,
              (id) => ownBooking(facilityId, request, id),
            )
          }),
        )
        return { ...club.money, ...done }
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

    /** A series with each of its occurrences' reservation, date, status and what it still owes. */
    const show = (facilityId: number, id: number) =>
      Effect.gen(function* () {
        const { club, series } = yield* seriesAt(facilityId, id)
        const occurrences = yield* Effect.forEach(yield* repo.occurrences(facilityId, id), (o) =>
          Effect.map(ledger.pendingItems(o.reservation_id), (items) => ({
            ...o,
            owed: ACTIVE_STATUSES.includes(o.status) ? items.reduce((n, i) => n + i.pending, 0) : 0,
          })),
        )
        return { ...series, ...club.money, occurrences }
      })

    /**
     * Cancels the occurrence on `date`, it and the later ones, or every one still to come; each by
     * the one cancellation (refunds by the club's policy). Those already played or cancelled stay.
     */
    const cancel = (facilityId: number, id: number, date: string, scope: SeriesScope) =>
      Effect.gen(function* () {
        const { club } = yield* seriesAt(facilityId, id)
        const cancelling = yield* stillToPlay(club, id, date, scope, "cancel")
        yield* transactions.run(Effect.forEach(cancelling, (o) => reservations.cancel(o.reservation_id)))
        return { cancelled: cancelling.map((o) => ({ reservation_id: o.reservation_id, date: o.date })) }
      })

    /** The series' occurrences a change of the one on `date` reaches in `scope`, from today on and not cancelled. */
    const stillToPlay = (club: Club, id: number, date: string, scope: SeriesScope, verb: string) =>
      Effect.gen(function* () {
        const occurrences = yield* repo.occurrences(club.facilityId, id)
        if (scope !== "all" && !occurrences.some((o) => o.date === date))
          return yield* Effect.fail(notFound("Occurrence of the series on that date"))
        const left = inScope(occurrences, date, scope).filter(
          (o) => o.date >= club.today && ACTIVE_STATUSES.includes(o.status),
        )
        if (left.length === 0) return yield* Effect.fail(unprocessable(`Nothing of the series is left to ${verb}.`))
        return left
      })

    /**
     * Moves occurrences to another hour (and court), each re-checked as a new booking is: the old
     * time is set aside and the new one booked by the one booking use case with the same players
     * and team, both or neither. An occurrence already paid is not moved (its money would have to
     * follow it): it is listed with the reason. A dry run answers each date's new price or
     * problem and writes nothing; otherwise `conflicts` says whether the free ones move alone.
     * Moving this and the following occurrences, or all, moves the series' own hour too.
     */
    const move = (
      facilityId: number,
      id: number,
      change: SeriesMove,
      options: { readonly dryRun: boolean; readonly conflicts: "skip" | "cancel" },
    ) =>
      Effect.gen(function* () {
        const { club, series } = yield* seriesAt(facilityId, id)
        const courtIds =
          change.court_id === undefined
            ? series.court_ids
            : [change.court_id, ...series.court_ids.slice(1).filter((c) => c !== change.court_id)]
        if (!courtIds.every((c) => club.courtIds.has(c))) return yield* Effect.fail(notFound("Court"))
        if (change.hour_end <= change.hour_start)
          return yield* Effect.fail(unprocessable("A booking ends after it starts."))
        const moving = yield* stillToPlay(club, id, change.date, change.scope, "move")
        const moveOne = (date: string) =>
          Effect.gen(function* () {
            const r = yield* reservations.visible(moving.find((o) => o.date === date)!.reservation_id)
            yield* reservations.setAside(r.id)
            // A move keeps the date's price, each player's fee with them, unless the desk asks for the new time's.
            const kept =
              change.reprice === true
                ? undefined
                : r.fees.map((fee) => ({
                    amount: fee.amount,
                    description: fee.description ?? "Court fee",
                    ...(fee.user_index === null ? {} : { user_index: fee.user_index }),
                  }))
            return yield* bookings.bookAsStaff(courtIds[0]!, {
              ...(kept === undefined ? {} : { fees: kept }),
              kind: r.kind,
              subkind: r.subkind,
              reservation_type: r.reservation_type,
              date,
              hour_start: change.hour_start,
              hour_end: change.hour_end,
              player_ids: r.users.flatMap((u) => (u.guest || u.user_id === null ? [] : [u.user_id])),
              guests: r.users.filter((u) => u.guest).map((u) => u.name),
              teacher_id: r.teacher_id,
              guest_name: r.guest_name,
              extra_court_ids: courtIds.slice(1),
              series_id: id,
            })
          })
        const dates = moving.map((o) => o.date)
        if (options.dryRun) return yield* dryRun(club, bookEach(dates, moveOne))
        const occurrences = yield* transactions.run(
          Effect.gen(function* () {
            const done = yield* accepted(yield* bookEach(dates, moveOne), options.conflicts, "moved")
            if (change.scope !== "this")
              yield* repo.reschedule(id, {
                hour_start: change.hour_start,
                hour_end: change.hour_end,
                court_ids: courtIds,
              })
            return done
          }),
        )
        return { ...club.money, occurrences }
      })

    /**
     * Pays every occurrence still to come at once (a league paying its season up front): one
     * movement of money for their sum, each occurrence's rows its own, so cancelling one later
     * refunds it by the club's policy. The club's staff, or the player who booked the series.
     */
    const pay = (facilityId: number, id: number, how: TogetherPayment) =>
      Effect.gen(function* () {
        const me = yield* signedInId
        const club = yield* clubOf(facilityId, requireMemberAt(facilityId))
        const series = Option.getOrUndefined(yield* repo.find(id))
        if (!ownedBy(facilityId, series) || !(isStaffAt(yield* CurrentCaller, facilityId) || series!.created_by === me))
          return yield* Effect.fail(notFound("Series"))
        if (how.method === "prepaid")
          return yield* Effect.fail(unprocessable("Club credits pay one booking at a time; choose another way."))
        const left = yield* stillToPlay(club, id, club.today, "all", "pay")
        const paid = yield* pendingPayments.payTogether(
          facilityId,
          left.map((o) => o.reservation_id),
          how,
        )
        const dateOf = new Map(left.map((o) => [o.reservation_id, o.date]))
        return {
          ...club.money,
          total: paid.total,
          occurrences: paid.paid.map((p) => ({
            reservation_id: p.reservation_id,
            date: dateOf.get(p.reservation_id)!,
            amount: p.amount,
            payment_ids: p.payments.map((row) => row.id),
          })),
        }
      })

    return withSpans("Series", {
      plan,
      book,
      importSeason,
      list,
      show,
      cancel,
      move,
      pay,
      memberSettings,
      saveMemberSettings,
      planOwn,
      bookOwn,
    })
  }),
}) {}

const sentences = (refused: ReadonlyArray<PlannedOccurrence>) => refused.map((o) => `${o.date}: ${o.problem}`)
