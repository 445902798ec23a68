import { step, withSpans } from "../spans"
import { Effect, Schema } from "effect"
import { CurrentCaller, isStaffAt, ownedBy, reservationAccess } from "../access"
import { type Conflict, forbidden, notFound, orNotFound, type Unprocessable, unprocessable } from "../errors"
import { splitByWeights } from "../money"
import { creditBalance, isStaffOnlyMethod, METHOD_LABELS, PayMethod, type Taken } from "./rules"
import type { Facility, Reservation } from "../records"
import { capturedProviders, type ChargesMade, givenBackUnlessRecorded, providerSource, takeMoney } from "./takeMoney"
import { businessDay, Ledger, shortToUnprocessable } from "./ledger"
import { Charges } from "./charges"
import { CreditsRepo, LedgerRepo, type NewPayment, type PendingItem } from "./port"
import { FacilitiesRepo } from "../facilities/port"
import { ReservationsRepo } from "../reservations/port"
import { Transactions } from "../ports"

const Money = Schema.Int.pipe(Schema.between(0, 100_000_000))
const Id = Schema.Number.pipe(Schema.int(), Schema.positive())

/** Payment object. */
export const PaymentObject = Schema.Struct({
  method: PayMethod,
  /** Pay one player's share (their reservation_user id); without it, everything pending. */
  ru_id: Schema.optional(Id),
  /** Spend the payer's club credits first and pay the rest by `method`. */
  use_credits: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  /** Staff only: the amount to charge instead of what is pending. */
  custom_price: Schema.optional(Money),
  coupon_code: Schema.optional(Schema.String.pipe(Schema.maxLength(60))),
  payment_intent_id: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
  device_id: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
  /** A saved card (its user_token_id) to pay by card. */
  card_id: Schema.optional(Id),
  /** A linked bank account (its ACH token id) to pay by ACH. */
  ach_token_id: Schema.optional(Id),
  /** Staff only: whose credits pay (default: each share's player, the booker for the group's fees). */
  user_id: Schema.optional(Id),
})
export type PaymentObject = typeof PaymentObject.Type

/** How several bookings are paid at once: one way for all of them, nothing split or discounted. */
export const TogetherPayment = PaymentObject.pipe(
  Schema.pick("method", "card_id", "ach_token_id", "payment_intent_id", "device_id"),
)
export type TogetherPayment = typeof TogetherPayment.Type

/** A charge made by someone other than the configured providers (a regional provider's token orders). */
export type Take = (
  total: number,
  description: string,
) => Effect.Effect<
  Omit<Taken, "reference"> & { readonly reference: string | null },
  Unprocessable | Conflict,
  ChargesMade
>

/**
 * Paying what a reservation has pending (the API's payment object): by share or everything, club
 * credits first if asked, a coupon or a staff custom price, then one charge for the rest; and
 * several of a club's bookings paid with one movement of money.
 */
export class PendingPayments extends Effect.Service<PendingPayments>()("venue/PendingPayments", {
  dependencies: [Ledger.Default, Charges.Default],
  effect: Effect.gen(function* () {
    const transactions = yield* Transactions
    const facilities = yield* FacilitiesRepo
    const reservations = yield* ReservationsRepo
    const ledger = yield* LedgerRepo
    const book = yield* Ledger
    const charges = yield* Charges
    const credits = yield* CreditsRepo
    const withProviders = yield* capturedProviders
    const facility = (id: number) => orNotFound("Facility")(facilities.find(id))

    const reservation = (id: number) => orNotFound("Reservation")(reservations.find(id))
    /** Uses a coupon on a reservation's pending items: the discount settles that part of them. */
    const redeemCoupon = (
      r: Reservation,
      items: ReadonlyArray<PendingItem>,
      code: string,
      userId: number,
      day: string,
    ) =>
      charges.useCoupon(
        { facility_id: r.facility_id, user_id: userId, reservation_id: r.id },
        code,
        "reservation",
        day,
        items.map((item) => ({
          payable_type: item.ru_id === null ? "reservation" : "reservation_user",
          payable_id: item.ru_id ?? r.id,
          amount: item.pending,
        })),
      )

    /** What only staff may do when paying, and what no payment may ask: refused before anything is read. */
    const checkPayment = step(
      "PendingPayments.checkPayment",
      (r: Reservation, payload: PaymentObject, staff: boolean) =>
        Effect.gen(function* () {
          if (!staff) {
            if (isStaffOnlyMethod(payload.method))
              return yield* Effect.fail(forbidden(`Only staff take payment by ${METHOD_LABELS[payload.method]}.`))
            if (payload.custom_price !== undefined || payload.user_id !== undefined)
              return yield* Effect.fail(
                forbidden("Only staff may set a custom price or pay from someone else's credits."),
              )
          }
          if (payload.coupon_code !== undefined && payload.custom_price !== undefined)
            return yield* Effect.fail(unprocessable("A custom price takes no coupon."))
          if (payload.ru_id !== undefined && !r.users.some((u) => u.id === payload.ru_id))
            return yield* Effect.fail(unprocessable(`Player ${payload.ru_id} is not in this reservation.`))
        }),
    )

    /**
     * Holds the reservation to the end of the transaction (one payer at a time, so what is pending
     * stays true until commit) and answers what is pending on it, or on one player's share.
     */
    const holdReservation = step("PendingPayments.holdReservation", (r: Reservation, ruId: number | undefined) =>
      Effect.gen(function* () {
        yield* reservations.lock(r.id)
        const items = (yield* book.pending(r.id)).filter((i) => ruId === undefined || i.ru_id === ruId)
        if (items.length === 0)
          return yield* Effect.fail(unprocessable("Nothing is pending on this reservation: it is paid."))
        return items
      }),
    )

    /**
     * The ledger row of one pending share, before money is taken: paid by the share's player (the
     * booker for the group's fees) when staff take it, by the caller otherwise, or by whom staff name.
     */
    const shareRow = (
      r: Reservation,
      item: PendingItem,
      payload: PaymentObject,
      who: { readonly staff: boolean; readonly me: number | null },
      amount: number,
      businessDate: string,
    ): NewPayment => {
      const player = item.ru_id === null ? null : r.users.find((u) => u.id === item.ru_id)
      return {
        facility_id: r.facility_id,
        payable_type: item.ru_id === null ? "reservation" : "reservation_user",
        payable_id: item.ru_id ?? r.id,
        reservation_id: r.id,
        payer_id: payload.user_id ?? (who.staff ? (player?.user_id ?? r.created_by) : who.me),
        staff_id: who.staff ? who.me : null,
        status: "paid",
        custom_price: payload.custom_price !== undefined,
        business_date: businessDate,
        method: payload.method,
        amount,
        description: `${item.ru_id === null ? "Court" : (player?.name ?? "Player")} · reservation ${r.id}`,
      }
    }

    /**
     * Pays what the payer's club credits cover of a share (all of it, or a refusal, for `prepaid`):
     * a `prepaid` row and the credits spent. Answers that row's id, if any, and what is left to take.
     */
    const spendCredits = step("PendingPayments.spendCredits", (row: NewPayment, payer: number, prepaid: boolean) =>
      Effect.gen(function* () {
        const held = creditBalance(yield* credits.lots(row.facility_id, payer, true))
        const part = prepaid ? row.amount : Math.min(held, row.amount)
        if (part === 0) return { id: undefined, left: row.amount }
        const id = yield* book.record({ ...row, method: "prepaid", amount: part })
        yield* credits.spend({ facility_id: row.facility_id, user_id: payer, amount: part, payment_id: id })
        return { id, left: row.amount - part }
      }),
    )

    /** What credits left, taken at once: one card charge, transfer or cash sum for all of it (or by `take`). */
    const takeRest = step(
      "PendingPayments.takeRest",
      (
        r: Reservation,
        f: Facility,
        payload: PaymentObject,
        owner: number | null,
        charge: { readonly total: number; readonly description: string },
        take?: Take,
      ) =>
        take !== undefined
          ? take(charge.total, charge.description)
          : withProviders(
              Effect.flatMap(providerSource(r, payload, owner), (source) =>
                takeMoney({
                  facility_id: r.facility_id,
                  amount: charge.total,
                  currency: f.currency,
                  method: payload.method,
                  payment_intent_id: payload.payment_intent_id,
                  device_id: payload.device_id,
                  description: charge.description,
                  ...source,
                }),
              ),
            ),
    )

    /**
     * The rows of the money taken, one per share under its reference; a share charged to a club
     * account is settled here and the account owes it.
     */
    const recordTaken = step(
      "PendingPayments.recordTaken",
      (
        rows: ReadonlyArray<NewPayment>,
        taken: Effect.Effect.Success<ReturnType<Take>>,
        payload: PaymentObject,
        businessDate: string,
      ) =>
        Effect.forEach(rows, (row) =>
          Effect.gen(function* () {
            const paymentId = yield* book.record({
              ...row,
              status: taken.status,
              payment_intent_id: taken.reference,
              device_id: payload.device_id ?? null,
            })
            if (payload.method === "accounts_receivable") {
              if (row.payer_id === null)
                return yield* Effect.fail(
                  unprocessable("This charge has no player: choose whose club account to charge."),
                )
              yield* book.debit(row.facility_id, row.payer_id, row.amount, paymentId, row.description!, businessDate)
            }
            return paymentId
          }),
        ),
    )

    /**
     * Pays what a reservation has pending (the API's payment object): by share or everything, club
     * credits first if asked, a coupon or a staff custom price, then one charge for the rest by
     * the method chosen. `take` replaces the configured providers for that charge.
     */
    const payPending = (reservationId: number, payload: PaymentObject, take?: Take) =>
      Effect.gen(function* () {
        const me = (yield* CurrentCaller).userId ?? null
        const r = yield* reservation(reservationId)
        const { staff } = yield* reservationAccess(r)
        yield* checkPayment(r, payload, staff)
        const f = yield* facility(r.facility_id)
        const businessDate = yield* businessDay(f)
        const written = yield* givenBackUnlessRecorded(
          transactions.run(
            Effect.gen(function* () {
              const items = yield* holdReservation(r, payload.ru_id)
              const discounts =
                payload.coupon_code === undefined
                  ? items.map(() => 0)
                  : yield* redeemCoupon(r, items, payload.coupon_code, payload.user_id ?? me!, businessDate)
              const shares =
                payload.custom_price === undefined
                  ? items.map((i, k) => i.pending - discounts[k]!)
                  : splitByWeights(
                      payload.custom_price,
                      items.map((i) => i.pending),
                    )
              const ids: Array<number> = []
              const rest: Array<NewPayment> = []
              for (const [index, item] of items.entries()) {
                if (shares[index] === 0) continue
                const row = shareRow(r, item, payload, { staff, me }, shares[index]!, businessDate)
                const byCredits = (payload.use_credits || payload.method === "prepaid") && row.payer_id !== null
                const { id, left } = byCredits
                  ? yield* spendCredits(row, row.payer_id!, payload.method === "prepaid")
                  : { id: undefined, left: row.amount }
                if (id !== undefined) ids.push(id)
                if (left === 0) continue
                if (payload.method === "prepaid")
                  return yield* Effect.fail(unprocessable("Club credits cannot pay this; choose another way."))
                rest.push({ ...row, amount: left })
              }
              if (rest.length === 0) return ids
              const total = rest.reduce((sum, row) => sum + row.amount, 0)
              if (payload.method === "accounts_receivable" && !staff && me !== null)
                yield* charges.checkAccountCharge(f, me, total)
              const description = rest.length === 1 ? rest[0]!.description! : `Reservation ${r.id}`
              const taken = yield* takeRest(r, f, payload, staff ? null : me, { total, description }, take)
              ids.push(...(yield* recordTaken(rest, taken, payload, businessDate)))
              if (taken.status === "pending" && taken.reference !== null)
                yield* ledger.settleFromEarlierEvents(taken.reference, r.facility_id)
              return ids
            }),
          ),
        ).pipe(shortToUnprocessable(f))
        return {
          reservation: yield* reservation(r.id),
          payments: yield* ledger.ofFacility(r.facility_id, written),
          pending: yield* book.pending(r.id),
        }
      })

    /**
     * Pays what several of a club's bookings have pending (a series paid up front) with one
     * movement of money: one card charge, transfer or cash sum for all of it, written as each
     * booking's own rows under that one reference. A booking cancelled later is refunded by the
     * club's policy on its own; the close counts the money on the day it was taken.
     */
    const payTogether = (facilityId: number, reservationIds: ReadonlyArray<number>, how: TogetherPayment) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const staff = isStaffAt(caller, facilityId)
        if (!staff && isStaffOnlyMethod(how.method))
          return yield* Effect.fail(forbidden(`Only staff take payment by ${METHOD_LABELS[how.method]}.`))
        const f = yield* facility(facilityId)
        const booked = yield* Effect.forEach(reservationIds, reservation)
        for (const r of booked) {
          if (!ownedBy(facilityId, r)) return yield* Effect.fail(notFound("Reservation"))
          yield* reservationAccess(r)
        }
        return yield* givenBackUnlessRecorded(
          transactions.run(
            Effect.gen(function* () {
              for (const r of booked) yield* reservations.lock(r.id)
              const owing = (yield* Effect.forEach(booked, (r) =>
                Effect.map(book.pending(r.id), (items) => ({ r, due: items.reduce((n, i) => n + i.pending, 0) })),
              )).filter((o) => o.due > 0)
              const total = owing.reduce((n, o) => n + o.due, 0)
              if (total === 0) return yield* Effect.fail(unprocessable("Nothing of these bookings is left to pay."))
              const description = `Reservations ${owing.map((o) => o.r.id).join(", ")}`
              const taken = yield* withProviders(
                Effect.flatMap(providerSource(owing[0]!.r, how, staff ? null : (caller.userId ?? null)), (source) =>
                  takeMoney({
                    facility_id: facilityId,
                    amount: total,
                    currency: f.currency,
                    method: how.method,
                    payment_intent_id: how.payment_intent_id,
                    device_id: how.device_id,
                    description,
                    ...source,
                  }),
                ),
              )
              let charged = 0
              const paid = yield* Effect.forEach(owing, ({ r }) =>
                payPending(r.id, { method: how.method, device_id: how.device_id, use_credits: false }, (amount) =>
                  Effect.sync(() => {
                    charged += amount
                    return taken
                  }),
                ),
              )
              // Each booking's rows add up to the one movement, or none is written and the money goes back.
              if (charged !== total) return yield* Effect.dieMessage(`Paid ${charged} of one movement of ${total}.`)
              return {
                total,
                reference: taken.reference,
                paid: paid.map((p, k) => ({
                  reservation_id: owing[k]!.r.id,
                  amount: owing[k]!.due,
                  payments: p.payments,
                })),
              }
            }),
          ),
        ).pipe(shortToUnprocessable(f))
      })

    return withSpans("PendingPayments", { payPending, payTogether })
  }),
}) {}
