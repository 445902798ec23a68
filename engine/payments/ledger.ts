import { withSpans } from "../spans"
import { Clock, Effect } from "effect"
import { actsFor, clubsSeen, CurrentCaller, personAccess, requireStaffAt, reservationAccess } from "../access"
import { closeTotals, soldTotals } from "./close"
import { localDate } from "../dates"
import { type Cursor, orUnknownCursor } from "../lists"
import { notFound, orNotFound, unprocessable, type Unprocessable } from "../errors"
import { DomainEvent, Events } from "../events"
import { creditBalance, creditShortfallSentence } from "./rules"
import type { Facility } from "../records"
import { ClubAccountsRepo } from "../clubAccounts/port"
import { CreditsRepo, CreditsShort, LedgerRepo, type NewPayment } from "./port"
import { FacilitiesRepo } from "../facilities/port"
import { PeopleRepo } from "../people/port"
import { ReservationsRepo } from "../reservations/port"
import { Transactions } from "../ports"
import { ShopRepo } from "../shop/port"

/** The club's business day now: the day its close counts a row on. */
export const businessDay = (f: Facility) =>
  Effect.map(Clock.currentTimeMillis, (ms) => localDate(new Date(ms), f.time_zone))

/** Credits that do not cover a spend: a 422 in the club's money. */
export const shortToUnprocessable =
  (f: Facility) =>
  <A, E, R>(self: Effect.Effect<A, E | CreditsShort, R>) =>
    Effect.catchIf(
      self,
      (e): e is CreditsShort => e instanceof CreditsShort,
      (short) => Effect.fail(unprocessable(creditShortfallSentence(short, f))),
    ) as Effect.Effect<A, Exclude<E, CreditsShort> | Unprocessable, R>

/**
 * The ledger: its rows written and told of, a club account's debits, what a reservation still has
 * pending, club credits (balances and managers' adjustments), what a person paid and owes, and the
 * daily close. Every other money service writes its rows through here.
 */
export class Ledger extends Effect.Service<Ledger>()("venue/Ledger", {
  effect: Effect.gen(function* () {
    const transactions = yield* Transactions
    const facilities = yield* FacilitiesRepo
    const people = yield* PeopleRepo
    const reservations = yield* ReservationsRepo
    const ledger = yield* LedgerRepo
    const events = yield* Events
    /** A ledger row written, and told of. */
    const record = (row: NewPayment) =>
      events.tell(ledger.insert(row), (id) =>
        DomainEvent.PaymentRecorded({ facilityId: row.facility_id, paymentId: id }),
      )
    const credits = yield* CreditsRepo
    const accounts = yield* ClubAccountsRepo
    const shop = yield* ShopRepo
    const facility = (id: number) => orNotFound("Facility")(facilities.find(id))

    /** A charge on a person's club account (opened if they have none), tied to its ledger row. */
    const debit = (
      facilityId: number,
      userId: number,
      amount: number,
      paymentId: number,
      description: string,
      businessDate: string,
    ) =>
      Effect.flatMap(accounts.open(facilityId, userId), (account) =>
        accounts.addEntry({
          facility_id: facilityId,
          account_id: account.id,
          kind: "debit",
          amount,
          payment_id: paymentId,
          user_id: userId,
          description,
          business_date: businessDate,
        }),
      )
    const reservation = (id: number) => orNotFound("Reservation")(reservations.find(id))
    const person = (id: number) =>
      Effect.flatMap(people.exists(id), (found) => (found ? Effect.void : Effect.fail(notFound("User"))))
    const staffId = Effect.map(CurrentCaller, (caller) => caller.userId ?? null)
    const stillPending = (reservationId: number) =>
      Effect.map(ledger.pendingItems(reservationId), (items) => items.filter((i) => i.pending > 0))

    const balance = (userId: number, facilityId: number) =>
      Effect.gen(function* () {
        const f = yield* facility(facilityId)
        const lots = yield* credits.lots(facilityId, userId)
        return {
          user_id: userId,
          facility_id: facilityId,
          balance: creditBalance(lots),
          currency: f.currency,
          currency_decimals: f.currency_decimals,
          lots: lots.map((l) => ({
            id: Number(l.id),
            source: l.source,
            amount: l.amount,
            left: l.amount - l.spent,
            reason: l.reason,
            created_at: new Date(l.created_at).toISOString(),
          })),
        }
      })

    /** A manager's adjustment: credits granted (positive) or taken back (negative, never below zero). */
    const adjust = (userId: number, facilityId: number, amount: number, reason: string, staff: number | null) =>
      amount > 0
        ? credits.add({ facility_id: facilityId, user_id: userId, amount, source: "granted", reason, staff_id: staff })
        : credits.spend({ facility_id: facilityId, user_id: userId, amount: -amount, reason, staff_id: staff })

    /** What a reservation's payments are and what it still has pending. */
    const reservationPayments = (reservationId: number) =>
      Effect.gen(function* () {
        const r = yield* reservation(reservationId)
        yield* reservationAccess(r)
        return { payments: yield* ledger.ofReservation(r.facility_id, r.id), pending: yield* stillPending(r.id) }
      })

    /** Managers grant credits (positive) or take them back (negative) for one person or several, with a reason. */
    const adjustCredits = (facilityId: number, userIds: ReadonlyArray<number>, amount: number, reason: string) =>
      Effect.gen(function* () {
        const f = yield* facility(facilityId)
        const players = [...new Set(userIds)]
        for (const id of players) yield* Effect.zipRight(person(id), personAccess(id, facilityId))
        const staff = yield* staffId
        yield* transactions.run(
          Effect.forEach(players, (id) =>
            adjust(id, facilityId, amount, reason, staff).pipe(
              Effect.catchTag("CreditsShort", (short) => {
                const sentence = creditShortfallSentence(short, f)
                return Effect.fail(unprocessable(players.length > 1 ? `Player ${id}: ${sentence}` : sentence))
              }),
            ),
          ),
        )
        return yield* Effect.forEach(players, (id) => balance(id, facilityId))
      })

    /**
     * What of a person's money the caller may see: all of it for themself or a guardian; for staff,
     * only what concerns the clubs they run.
     */
    const seenClubs = (userId: number) =>
      Effect.gen(function* () {
        return clubsSeen(yield* CurrentCaller, (yield* actsFor([userId])).length > 0)
      })
    const sees = (clubs: ReadonlyArray<number> | null) => (facilityId: number) =>
      clubs === null || clubs.includes(facilityId)

    /** A person's ledger rows, at one club or all, as the caller may see them. */
    const paymentsOf = (userId: number, facilityId?: number) =>
      Effect.gen(function* () {
        const seen = sees(yield* seenClubs(userId))
        return (yield* ledger.ofPayer(userId, facilityId)).filter((p) => seen(p.facility_id))
      })

    /** The same rows read by cursor, newest first. */
    const paymentsAfter = (userId: number, facilityId: number | undefined, cursor: Cursor) =>
      Effect.gen(function* () {
        const clubs = yield* seenClubs(userId)
        const within = facilityId === undefined ? clubs : sees(clubs)(facilityId) ? [facilityId] : []
        return yield* orUnknownCursor(ledger.ofPayerAfter(userId, within, cursor))
      })

    /** The reservations a person booked or plays in that still have something to pay. */
    const pendingOf = (userId: number) =>
      Effect.gen(function* () {
        const seen = sees(yield* seenClubs(userId))
        const out = []
        for (const id of yield* reservations.withFeesOf(userId)) {
          const items = yield* stillPending(id)
          if (items.length === 0) continue
          const r = yield* reservation(id)
          if (!seen(r.facility_id)) continue
          out.push({
            reservation: r,
            items,
            pending: items.reduce((sum, i) => sum + i.pending, 0),
          })
        }
        return out
      })

    /** The daily close of one facility-local day: the ledger's rows by method, and the shop's sales by tax rate. */
    const closeReport = (facilityId: number, date: string) =>
      Effect.gen(function* () {
        yield* requireStaffAt(facilityId)
        const f = yield* facility(facilityId)
        return {
          facility_id: facilityId,
          date,
          currency: f.currency,
          currency_decimals: f.currency_decimals,
          ...closeTotals(yield* ledger.day(facilityId, date)),
          /** The same day by what was sold: courts, lessons, clinics, memberships, the shop… */
          by_sale: soldTotals(yield* ledger.daySold(facilityId, date)),
          /** The day's shop sales by tax rate, for the tax return. */
          shop_by_tax: yield* shop.salesByTax(facilityId, date, date),
          /** Bookings played this day whose money an earlier day's close counted (a series paid up front). */
          paid_earlier: yield* ledger.paidEarlier(facilityId, date),
        }
      })

    return withSpans("Ledger", {
      record,
      debit,
      pending: stillPending,
      reservationPayments,
      balance: (userId: number, facilityId: number) =>
        Effect.zipRight(Effect.zipRight(person(userId), personAccess(userId, facilityId)), balance(userId, facilityId)),
      adjustCredits,
      paymentsOf,
      paymentsAfter,
      pendingOf,
      closeReport,
    })
  }),
}) {}
