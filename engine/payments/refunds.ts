import { withSpans } from "../spans"
import { Effect, Option } from "effect"
import { ACTIVE_STATUSES } from "../reservations/rules"
import { CurrentCaller, isStaffAt } from "../access"
import { notFound, orNotFound, unprocessable } from "../errors"
import { formatMoney } from "../money"
import { baseMethod, type LedgerMethod, needsProvider, refundProblem, type RefundWay, reversalOf } from "./rules"
import { CardPayments } from "./port"
import { CardReaders } from "../providers"
import { providerToUnprocessable } from "./takeMoney"
import { businessDay, Ledger } from "./ledger"
import { ClubAccountsRepo } from "../clubAccounts/port"
import { CreditsRepo, LedgerRepo } from "./port"
import { FacilitiesRepo } from "../facilities/port"
import { ReservationsRepo } from "../reservations/port"
import { Transactions } from "../ports"

/**
 * Money given back: a refund of a payment by the way it was paid, to club credits or as an ACH
 * refund request; transfers that settled for bookings cancelled meanwhile; a cancelled booking's
 * payments still waiting at a reader.
 */
export class Refunds extends Effect.Service<Refunds>()("venue/Refunds", {
  dependencies: [Ledger.Default],
  effect: Effect.gen(function* () {
    const transactions = yield* Transactions
    const facilities = yield* FacilitiesRepo
    const reservations = yield* ReservationsRepo
    const ledger = yield* LedgerRepo
    const book = yield* Ledger
    const credits = yield* CreditsRepo
    const accounts = yield* ClubAccountsRepo
    const cards = yield* CardPayments
    const readers = yield* CardReaders
    const facility = (id: number) => orNotFound("Facility")(facilities.find(id))

    /**
     * A cancelled booking's card payments still waiting at a reader will not be wanted: each is
     * cancelled at the provider and its ledger rows fail. One the provider already took stays
     * (the webhook settles it as paid, and the desk refunds it).
     */
    const dropWaitingPayments = (facilityId: number, reservationId: number) =>
      Effect.gen(function* () {
        const waiting = (yield* ledger.ofReservation(facilityId, reservationId)).filter(
          (p) => p.status === "pending" && p.method === "card_reader" && p.payment_intent_id !== null,
        )
        for (const intent of new Set(waiting.map((p) => p.payment_intent_id!)))
          yield* readers.cancelPayment(facilityId, intent).pipe(
            Effect.zipRight(ledger.failPending(intent, facilityId)),
            Effect.catchAll((e) =>
              Effect.logWarning(`A reader payment of cancelled reservation ${reservationId} stays: ${e.message}`),
            ),
          )
      })

    /**
     * Bank transfers that settled for bookings cancelled while they were on their way (a transfer
     * cannot be called back once sent): each is given back whole by an ACH refund, since the
     * cancellation treated the booking as unpaid and charged any late fee to the club account.
     */
    const giveBackForCancelled = (paymentIds: ReadonlyArray<number>) =>
      Effect.forEach(paymentIds, (id) =>
        Effect.gen(function* () {
          const payment = yield* ledger.find(id)
          if (payment === undefined || payment.reservation_id === null || payment.status !== "paid") return
          const booking = Option.getOrUndefined(yield* reservations.find(payment.reservation_id))
          if (booking === undefined || ACTIVE_STATUSES.includes(booking.status)) return
          yield* refund(id, undefined, "ach").pipe(
            Effect.catchAll((e) =>
              Effect.logWarning(
                `A transfer for cancelled reservation ${booking.id} could not be given back: ${e.message}`,
              ),
            ),
          )
        }),
      ).pipe(Effect.asVoid)

    /**
     * One refund of a payment, as a new ledger row pointing at it: by the way it was paid (cash
     * and checks by hand, credits back as credits, cards through the provider), to club credits,
     * or as an ACH refund request. The payment's row is held so parallel refunds cannot give back
     * more than it took.
     */
    const refund = (paymentId: number, wanted: number | undefined, how: RefundWay) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const refundId = yield* transactions.run(
          Effect.gen(function* () {
            yield* ledger.lock(paymentId)
            const payment = yield* ledger.find(paymentId)
            if (payment === undefined) return yield* Effect.fail(notFound("Payment"))
            // A player's own cancellation refunds too; only staff are named as the staff who refunded.
            const staff = isStaffAt(caller, payment.facility_id) ? (caller.userId ?? null) : null
            const method = baseMethod(payment.method as LedgerMethod)
            if (how === "ach" && method !== "ach")
              return yield* Effect.fail(unprocessable("Only a payment made by ACH can have an ACH refund requested."))
            const amount = wanted ?? payment.refundable
            const f = yield* facility(payment.facility_id)
            const problem = refundProblem(
              { amount: payment.amount, status: payment.status, is_refund: payment.refund_of !== null },
              payment.refunded > 0 ? [{ amount: payment.refunded, to_credit: false }] : [],
              amount,
              (n) => formatMoney(n, f.currency, f.currency_decimals),
            )
            if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
            const toCredit = how === "credit" || method === "prepaid" || method === "adjustment"
            if (payment.payable_type === "credits" && how === "credit")
              return yield* Effect.fail(
                unprocessable("This bought club credits; refunding it to credits changes nothing."),
              )
            if (toCredit && payment.payer_id === null)
              return yield* Effect.fail(unprocessable("This payment has no payer whose credits could take it back."))
            const id = yield* book.record({
              facility_id: payment.facility_id,
              payable_type: payment.payable_type as "reservation",
              payable_id: payment.payable_id,
              reservation_id: payment.reservation_id,
              payer_id: payment.payer_id,
              staff_id: staff,
              method: reversalOf(method),
              amount,
              status: how === "ach" ? "pending" : "paid",
              refund_of: payment.id,
              to_credit: toCredit,
              business_date: yield* businessDay(f),
              description: `Refund of payment ${payment.id}`,
            })
            // Money back for credits bought takes those credits back, if they are still there.
            if (payment.payable_type === "credits" && !toCredit)
              yield* credits
                .spend({
                  facility_id: payment.facility_id,
                  user_id: payment.payer_id!,
                  amount,
                  payment_id: id,
                  reason: `Refund of payment ${payment.id}`,
                  staff_id: staff,
                })
                .pipe(
                  Effect.catchTag("CreditsShort", () =>
                    Effect.fail(unprocessable("The credits this bought have been spent; they cannot be refunded.")),
                  ),
                )
            // A refunded club-account charge is taken off the account it was charged to.
            if (method === "accounts_receivable" && !toCredit && payment.payer_id !== null) {
              const account = yield* accounts.open(payment.facility_id, payment.payer_id)
              yield* accounts.addEntry({
                facility_id: payment.facility_id,
                account_id: account.id,
                kind: "credit",
                amount,
                payment_id: id,
                user_id: payment.payer_id,
                description: `Refund of ${payment.description ?? `payment ${payment.id}`}`,
                business_date: yield* businessDay(f),
              })
            }
            if (toCredit)
              yield* credits.add({
                facility_id: payment.facility_id,
                user_id: payment.payer_id!,
                amount,
                source: "refund",
                reason: `Refund of payment ${payment.id}`,
                staff_id: staff,
                payment_id: id,
              })
            // The provider last, once every rule of the ledger has passed: money given back at the
            // provider must not be followed by a refusal here.
            if (!toCredit && how !== "ach" && needsProvider(method)) {
              const { reference } = yield* cards
                .refund({
                  facility_id: payment.facility_id,
                  method: method as "card",
                  reference: payment.payment_intent_id ?? "",
                  amount,
                })
                .pipe(providerToUnprocessable)
              yield* ledger.setReference(id, reference)
            }
            return id
          }),
        )
        return { payment: (yield* ledger.find(paymentId))!, refund: (yield* ledger.find(refundId))! }
      })

    return withSpans("Refunds", { refund, giveBackForCancelled, dropWaitingPayments })
  }),
}) {}
