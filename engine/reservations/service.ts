import { withSpans } from "../spans"
import { Clock, Effect, Either, Option } from "effect"
import {
  CurrentCaller,
  isManagerAt,
  clubsSeen,
  Relations,
  requireStaffAt,
  roleAt,
  reservationAccess,
  runsBooking,
  speaksFor,
} from "../access"
import { type Cursor, unknownCursor } from "../lists"
import { availableHours } from "../bookings/rules"
import { cancellationPlan, cancellationSentence, rainCheckPlan, rainCheckSentence } from "./cancellation"
import { formatSecondsOfDay, formatShortDate, localInstant } from "../dates"
import { forbidden, orNotFound, unprocessable } from "../errors"
import { DomainEvent, Events } from "../events"
import { formatMoney } from "../money"
import { baseMethod, type LedgerMethod, needsProvider } from "../payments/rules"
import type { Facility, Reservation } from "../records"
import { reservationState, reservationTransition } from "./rules"
import { Charges } from "../payments/charges"
import { Refunds } from "../payments/refunds"
import { CalendarChanges, ReservationsRepo } from "./port"
import { CourtsRepo } from "../courts/port"
import { FacilitiesRepo } from "../facilities/port"
import { LedgerRepo } from "../payments/port"
import { PackagesRepo } from "../packages/port"
import { NotificationsRepo } from "../notifications/port"
import { Transactions } from "../ports"

/**
 * A reservation's life after booking, written once: cancelling it, with its money moved by the
 * club's cancellation policy, and telling the person first exactly what cancelling will do (the
 * cancellation verification, asked before the cancel).
 */
/** What a rain check's mail says happened, before what happens to the money. */
const RAINED_OFF = "The club called it off for rain."

/** Reservations on a page of a person's list. */
const AGENDA_PAGE = 20

/** A lesson cancelled in time (or with the late fee waived) goes back to the package it was taken from. */
const givesLessonBack = (money: { readonly late: boolean }, waiveFee: boolean) => !money.late || waiveFee

/**
 * A reservation once booked: what cancelling would do and cancelling it (its money moved by the
 * club's policy, as the verification said), setting one aside for a move (staff), the day board, a
 * person's list and the public calendar's day.
 */
export class Reservations extends Effect.Service<Reservations>()("venue/Reservations", {
  dependencies: [Charges.Default, Refunds.Default],
  effect: Effect.gen(function* () {
    const reservations = yield* ReservationsRepo
    const facilities = yield* FacilitiesRepo
    const courts = yield* CourtsRepo
    const ledger = yield* LedgerRepo
    const transactions = yield* Transactions
    const events = yield* Events
    const notices = yield* NotificationsRepo
    const calendar = yield* CalendarChanges
    const charges = yield* Charges
    const refunds = yield* Refunds
    const packages = yield* PackagesRepo
    const relations = yield* Relations

    /**
     * The reservation, if the caller may see it, whether they may cancel it, and what cancelling
     * does with its money. The front desk carries out the club's policy; only a manager waives its fee.
     */
    const cancelPlan = (id: number, waiveFee: boolean) =>
      Effect.gen(function* () {
        const r = yield* orNotFound("Reservation")(reservations.find(id))
        const { staff } = yield* reservationAccess(r)
        if (waiveFee && !isManagerAt(yield* CurrentCaller, r.facility_id))
          return yield* Effect.fail(forbidden("Only the club's managers waive a cancellation fee."))
        const facility = Option.getOrThrow(yield* facilities.find(r.facility_id))
        const now = new Date(yield* Clock.currentTimeMillis)
        const next = (yield* runsBooking(r))
          ? reservationTransition(reservationState(r), { _tag: "cancel", by: staff ? "staff" : "player" }, now)
          : Either.left({ message: "Only the booker cancels the whole booking; you may leave it instead." })
        const paid = (yield* ledger.ofReservation(r.facility_id, r.id)).filter(
          (p) => p.refund_of === null && p.refundable > 0 && (p.status === "paid" || p.status === "partially_refunded"),
        )
        const planned = cancellationPlan(
          facility,
          { price: r.totals.total, starts_at: new Date(r.starts_at) },
          paid.map((p) => ({ id: p.id, method: baseMethod(p.method as LedgerMethod), refundable: p.refundable })),
          { now, byStaff: staff, waiveFee },
        )
        // A lesson taken from a package pays a late cancellation with the lesson itself, never with money too.
        const fromPackage = (yield* packages.packageOfLesson(r.facility_id, r.id)) !== undefined
        const money = fromPackage ? { ...planned, owed: 0 } : planned
        return { reservation: r, facility, staff, next, money, fromPackage }
      })

    const describe = (r: Reservation, facility: Facility) =>
      Effect.gen(function* () {
        const court = (yield* courts.list(r.facility_id)).find((c) => c.id === r.court_id)
        const day = formatShortDate(localInstant(r.date, r.hour_start, facility.time_zone), facility.time_zone)
        return `${court?.name ?? "the court"} on ${day}, ${formatSecondsOfDay(r.hour_start)}–${formatSecondsOfDay(r.hour_end)}`
      })

    /** Whether the caller may cancel, what will happen to the money, and the sentence to confirm it with. */
    const cancellationVerification = (id: number, waiveFee = false) =>
      Effect.gen(function* () {
        const { reservation, facility, staff, next, money, fromPackage } = yield* cancelPlan(id, waiveFee)
        const amounts = {
          currency: facility.currency,
          currency_decimals: facility.currency_decimals,
          late: money.late,
          fee: money.fee,
          paid: money.paid,
          kept: money.kept,
          owed: money.owed,
          refunds: money.refunds,
        }
        if (Either.isLeft(next)) return { allowed: false, message: next.left.message, ...amounts }
        const sentence = cancellationSentence(
          money,
          facility,
          (n) => formatMoney(n, facility.currency, facility.currency_decimals),
          staff,
        )
        const lesson = !fromPackage
          ? []
          : givesLessonBack(money, waiveFee)
            ? ["The lesson goes back to its package."]
            : ["The lesson stays used from its package: it is a late cancellation."]
        // Sentence by sentence, so that each can be said in the reader's language (engine/errorWords.ts).
        const question = `Cancel the booking of ${yield* describe(reservation, facility)}?`
        return {
          allowed: true,
          message: [question, sentence, ...lesson].filter((s) => s !== "").join(" "),
          ...amounts,
        }
      })

    /**
     * Cancels a reservation its staff, players or their guardians may cancel, and moves its money
     * as the verification said: the courts are free again and the refunds are in the ledger, or
     * nothing happened. Refunds through a card provider go last, after every ledger rule passed.
     */
    const cancel = (id: number, waiveFee = false) =>
      Effect.gen(function* () {
        const by = (yield* CurrentCaller).userId ?? null
        const done = yield* transactions.run(
          Effect.gen(function* () {
            yield* reservations.lock(id)
            const { reservation, facility, staff, next, money } = yield* cancelPlan(id, waiveFee)
            if (Either.isLeft(next)) return yield* Effect.fail(unprocessable(next.left.message))
            // A player's own cancel is kept apart from the club's: closed, not admin_cancelled.
            yield* events.tell(reservations.setStatus(id, staff ? "admin_cancelled" : "closed", by), () =>
              DomainEvent.ReservationCancelled({ facilityId: reservation.facility_id, reservationId: id }),
            )
            const byProvider = (r: (typeof money.refunds)[number]) =>
              Number(r.way === "refund" && needsProvider(r.method))
            const ordered = [...money.refunds].sort((a, b) => byProvider(a) - byProvider(b))
            for (const refund of ordered) yield* refunds.refund(refund.payment_id, refund.amount, refund.way)
            if (givesLessonBack(money, waiveFee)) yield* packages.returnLesson(reservation.facility_id, id)
            // A late cancellation's fee that nothing paid covers is owed by whoever booked, on their club account.
            const booker = reservation.created_by ?? reservation.users.find((u) => u.user_id !== null)?.user_id ?? null
            if (money.owed > 0 && booker !== null)
              yield* charges.chargeToAccount(
                reservation,
                booker,
                money.owed,
                `Late cancellation fee · reservation ${id}`,
              )
            // Each player is told what happened to the money, as a player reads it.
            yield* notices.enqueue(
              id,
              "booking_cancellation",
              cancellationSentence(
                money,
                facility,
                (n) => formatMoney(n, facility.currency, facility.currency_decimals),
                false,
              ),
            )
            return reservation
          }),
        )
        yield* refunds.dropWaitingPayments(done.facility_id, id)
        yield* calendar.announce(done.facility_id, done.date)
        return Option.getOrThrow(yield* reservations.find(id))
      })

    /** What a rain check of a booking does: the club's staff call it off, and all that was paid goes back the club's way. */
    const rainCheckPlanOf = (id: number) =>
      Effect.gen(function* () {
        const r = yield* orNotFound("Reservation")(reservations.find(id))
        yield* requireStaffAt(r.facility_id)
        const facility = Option.getOrThrow(yield* facilities.find(r.facility_id))
        const next = reservationTransition(
          reservationState(r),
          { _tag: "rain_check" },
          new Date(yield* Clock.currentTimeMillis),
        )
        const paid = (yield* ledger.ofReservation(r.facility_id, r.id)).filter(
          (p) => p.refund_of === null && p.refundable > 0 && (p.status === "paid" || p.status === "partially_refunded"),
        )
        const money = rainCheckPlan(
          facility.rain_check_refund,
          { price: r.totals.total, starts_at: new Date(r.starts_at) },
          paid.map((p) => ({ id: p.id, method: baseMethod(p.method as LedgerMethod), refundable: p.refundable })),
        )
        const sentence = rainCheckSentence(money, (n) => formatMoney(n, facility.currency, facility.currency_decimals))
        return { reservation: r, facility, next, money, sentence }
      })

    /** What a rain check will do with the booking's money, in the sentence the desk confirms it with. */
    const rainCheckVerification = (id: number) =>
      Effect.gen(function* () {
        const { reservation, facility, next, money, sentence } = yield* rainCheckPlanOf(id)
        const amounts = {
          currency: facility.currency,
          currency_decimals: facility.currency_decimals,
          late: false,
          fee: 0,
          paid: money.paid,
          kept: money.kept,
          owed: 0,
          refunds: money.refunds,
        }
        if (Either.isLeft(next)) return { allowed: false, message: next.left.message, ...amounts }
        const question = `Call off the booking of ${yield* describe(reservation, facility)} for rain?`
        return { allowed: true, message: `${question} ${sentence}`, ...amounts }
      })

    /**
     * A rain check, by the club's staff: the court is freed, the booking keeps its players as
     * "rain check", and all that was paid goes back the club's way (club credits, or the way it was
     * paid), in the ledger as refunds; a lesson goes back to its package. The players are mailed it.
     */
    const rainCheck = (id: number) =>
      Effect.gen(function* () {
        const done = yield* transactions.run(
          Effect.gen(function* () {
            yield* reservations.lock(id)
            const { reservation, next, money, sentence } = yield* rainCheckPlanOf(id)
            if (Either.isLeft(next)) return yield* Effect.fail(unprocessable(next.left.message))
            yield* events.tell(reservations.setStatus(id, "raincheck"), () =>
              DomainEvent.ReservationCancelled({ facilityId: reservation.facility_id, reservationId: id }),
            )
            const byProvider = (r: (typeof money.refunds)[number]) =>
              Number(r.way === "refund" && needsProvider(r.method))
            const ordered = [...money.refunds].sort((a, b) => byProvider(a) - byProvider(b))
            for (const refund of ordered) yield* refunds.refund(refund.payment_id, refund.amount, refund.way)
            yield* packages.returnLesson(reservation.facility_id, id)
            yield* notices.enqueue(id, "booking_cancellation", [RAINED_OFF, sentence].join(" "))
            return reservation
          }),
        )
        yield* refunds.dropWaitingPayments(done.facility_id, id)
        yield* calendar.announce(done.facility_id, done.date)
        return Option.getOrThrow(yield* reservations.find(id))
      })

    /**
     * Takes an unpaid booking off the calendar so the desk can book it again at another time (a
     * series moved to another hour), in the caller's transaction: nothing was paid, so no money
     * moves and no fee falls due. A booking with money on it stays: cancelling it refunds by the
     * club's policy, which a move must not do behind the desk's back.
     */
    const setAside = (id: number) =>
      Effect.gen(function* () {
        yield* reservations.lock(id)
        const r = yield* orNotFound("Reservation")(reservations.find(id))
        yield* requireStaffAt(r.facility_id)
        if ((yield* ledger.ofReservation(r.facility_id, id)).some((p) => p.status !== "failed"))
          return yield* Effect.fail(
            unprocessable("It has payments: cancel it (refunded by the club's policy) and book the new time instead."),
          )
        yield* events.tell(reservations.setStatus(id, "admin_cancelled", (yield* CurrentCaller).userId ?? null), () =>
          DomainEvent.ReservationCancelled({ facilityId: r.facility_id, reservationId: id }),
        )
        yield* calendar.announce(r.facility_id, r.date)
      })

    /** Every reservation of a facility's day, cancelled ones too, as JSON: the front desk's board. */
    const dayBoard = (facilityId: number, date: string) =>
      Effect.gen(function* () {
        // A club the caller has a role at exists: only another one is looked up (a 404 before the 403).
        if (roleAt(yield* CurrentCaller, facilityId) === undefined)
          yield* orNotFound("Facility")(facilities.find(facilityId))
        yield* requireStaffAt(facilityId)
        return yield* reservations.dayJson(facilityId, date)
      })

    /**
     * A page of a person's reservations: the caller's own and their handled children's, or one
     * person's (a child they handle, themselves; staff see a member's at their own clubs only).
     */
    const listFor = (query: {
      readonly userId?: number | undefined
      readonly when: "upcoming" | "past"
      readonly page: number
    }) =>
      Effect.flatMap(agendaScope(query.userId), ({ people, clubs }) =>
        reservations.agendaJson(people, query.when, { number: query.page, size: AGENDA_PAGE }, clubs),
      )

    /** The same reservations read by cursor: after a reservation the caller may see, in the list's order. */
    const listAfter = (
      query: { readonly userId?: number | undefined; readonly when: "upcoming" | "past" },
      cursor: Cursor,
    ) =>
      Effect.gen(function* () {
        const scope = yield* agendaScope(query.userId)
        // The cursor's booking positions the page only when the caller may see it.
        if (cursor.startingAfter !== undefined) yield* Effect.mapError(visible(cursor.startingAfter), unknownCursor)
        return yield* reservations.agendaListJson(
          scope.people,
          query.when,
          { size: cursor.limit, after: cursor.startingAfter },
          scope.clubs,
        )
      })

    /** Whose reservations a list shows (the caller's and their children's, or one person's) and at which clubs (every one when undefined). */
    const agendaScope = (userId: number | undefined) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        if (caller.userId === undefined) return yield* Effect.fail(forbidden("Sign in to see reservations."))
        const people =
          userId === undefined ? [caller.userId, ...(yield* relations.childrenOf(caller.userId))] : [userId]
        const clubs = clubsSeen(caller, yield* speaksFor(people)) ?? undefined
        return { people, clubs }
      })

    /** A reservation the caller may see: its club's staff, its players and their guardians. */
    const visible = (id: number) =>
      Effect.gen(function* () {
        const r = yield* orNotFound("Reservation")(reservations.find(id))
        yield* reservationAccess(r)
        return r
      })

    /**
     * The public calendar of a facility-local day as JSON text: its meta (hours the club opens by
     * its schedule, booking limits, where to book) and its courts with their bookings, encoded by storage.
     */
    const calendarDay = (facilityId: number, date: string, bookingUrl: string) =>
      Effect.gen(function* () {
        const day = yield* orNotFound("Facility")(reservations.calendarDay(facilityId, date))
        const meta = {
          date,
          time_zone: day.time_zone,
          available_hours: availableHours(date, day.opening, day.rules),
          min_hours_range: day.min_hours_range,
          max_hours_range: day.max_hours_range,
          interval_rounding: day.interval_rounding,
          booking_url: bookingUrl,
        }
        return `{"meta":${JSON.stringify(meta)},"courts_with_reservations":${day.courts.text}}`
      })

    return withSpans("Reservations", {
      cancellationVerification,
      cancel,
      rainCheckVerification,
      rainCheck,
      setAside,
      dayBoard,
      listFor,
      listAfter,
      visible,
      calendarDay,
    })
  }),
}) {}
