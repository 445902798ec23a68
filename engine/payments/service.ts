import { step, withSpans } from "../spans"
import { Clock, Effect, Option, Schema } from "effect"
import { ACTIVE_STATUSES } from "../reservations/rules"
import {
  accountAccess,
  actsFor,
  CurrentCaller,
  isStaffAt,
  personAccess,
  requireStaffAt,
  reservationAccess,
  ownedBy,
} from "../access"
import { closeTotals, soldTotals } from "./close"
import { Letters } from "../mail/letters"
import { playerChargeProblem } from "../clubAccounts/rules"
import { localDate } from "../dates"
import { dayIn } from "../i18n/languageFormats"
import { type Conflict, forbidden, notFound, orNotFound, type Unprocessable, unprocessable } from "../errors"
import { DomainEvent, Events } from "../events"
import { formatMoney, splitByWeights } from "../money"
import {
  baseMethod,
  CardPayments,
  creditBalance,
  creditShortfallSentence,
  isMoney,
  isStaffOnlyMethod,
  type LedgerMethod,
  METHOD_LABELS,
  needsProvider,
  PayMethod,
  refundProblem,
  type RefundWay,
  reversalOf,
  type Taken,
} from "./rules"
import { applyCoupon, type CouponItem, couponProblem } from "../pricing/rules"
import { CardReaders } from "../providers"
import type { Facility, Reservation } from "../records"
import {
  type ChargesMade,
  givenBackUnlessRecorded,
  providerSource,
  providerToUnprocessable,
  savedCardSource,
  takeMoney,
  takeMoneyNow,
} from "./charges"
import { ClubAccountsRepo } from "../clubAccounts/port"
import { CouponsRepo } from "../coupons/port"
import { CreditsRepo, CreditsShort, LedgerRepo, type NewPayment, type PendingItem, ProviderRecordsRepo } from "./port"
import { FacilitiesRepo } from "../facilities/port"
import { PeopleRepo } from "../people/port"
import { ReservationsRepo } from "../reservations/port"
import { Transactions } from "../ports"
import { ShopRepo } from "../shop/port"

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

export interface CreditsPurchase {
  readonly amount: number
  readonly method: PayMethod
  readonly payment_intent_id?: string | undefined
  readonly device_id?: string | undefined
  /** A saved card of the person buying, to pay by card. */
  readonly card_id?: number | undefined
}

/** A club account's payment: by default its whole balance. */
export const AccountPayment = Schema.Struct({
  method: PayMethod,
  amount: Schema.optional(Money.pipe(Schema.positive())),
  payment_intent_id: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
  device_id: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
})
export type AccountPayment = typeof AccountPayment.Type

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
 * Money through the ledger, written once for every driver: paying what a reservation has pending
 * (by share, part by club credits, a coupon or a staff price), club credits (balances, buying,
 * managers' adjustments), refunds, a person's payments and pending items, and the daily close.
 */
export class Payments extends Effect.Service<Payments>()("venue/Payments", {
  dependencies: [Letters.Default],
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
    const coupons = yield* CouponsRepo
    const accounts = yield* ClubAccountsRepo
    const shop = yield* ShopRepo
    const letters = yield* Letters
    // Providers, captured once: every charge below goes through them.
    const providers = {
      cards: yield* CardPayments,
      readers: yield* CardReaders,
      records: yield* ProviderRecordsRepo,
    }
    const withProviders = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
      effect.pipe(
        Effect.provideService(CardPayments, providers.cards),
        Effect.provideService(CardReaders, providers.readers),
        Effect.provideService(ProviderRecordsRepo, providers.records),
        Effect.provideService(LedgerRepo, ledger),
      )

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
    /** Credits that do not cover a spend: a 422 in the club's money. */
    const shortToUnprocessable =
      (f: Facility) =>
      <A, E, R>(self: Effect.Effect<A, E | CreditsShort, R>) =>
        Effect.catchIf(
          self,
          (e): e is CreditsShort => e instanceof CreditsShort,
          (short) => Effect.fail(unprocessable(creditShortfallSentence(short, f))),
        ) as Effect.Effect<A, Exclude<E, CreditsShort> | Unprocessable, R>
    const reservation = (id: number) => orNotFound("Reservation")(reservations.find(id))
    const person = (id: number) =>
      Effect.flatMap(people.exists(id), (found) => (found ? Effect.void : Effect.fail(notFound("User"))))
    const today = (f: Facility) => Effect.map(Clock.currentTimeMillis, (ms) => localDate(new Date(ms), f.time_zone))
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

    /**
     * Uses a coupon of the club on amounts owed for one kind of item, the coupon held so its limits
     * hold under parallel use: the discount split over the amounts by their size, recorded as one
     * use over the items `parts` names. Answers each amount's discount.
     */
    const useCoupon = (
      use: { readonly facility_id: number; readonly user_id: number; readonly reservation_id: number | null },
      code: string,
      item: CouponItem,
      day: string,
      parts: ReadonlyArray<{ readonly payable_type: string; readonly payable_id: number; readonly amount: number }>,
    ) =>
      Effect.gen(function* () {
        const found = yield* coupons.lockByCode(use.facility_id, code)
        if (Option.isNone(found))
          return yield* Effect.fail(unprocessable(`There is no coupon ${code.toUpperCase()} here.`))
        const coupon = found.value
        const problem = couponProblem(coupon, {
          today: day,
          item,
          uses: coupon.uses,
          uses_by_player: yield* coupons.usesBy(coupon.id, use.user_id),
        })
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const amounts = parts.map((p) => p.amount)
        const { discount } = applyCoupon(
          amounts.reduce((a, b) => a + b, 0),
          coupon.kind === "percent"
            ? { kind: "percent", percent: coupon.percent! }
            : { kind: "amount", amount: coupon.amount! },
        )
        const shares = splitByWeights(discount, amounts)
        yield* coupons.redeem(
          {
            facility_id: use.facility_id,
            coupon_id: coupon.id,
            user_id: use.user_id,
            reservation_id: use.reservation_id,
          },
          parts.map((p, k) => ({ payable_type: p.payable_type, payable_id: p.payable_id, discount: shares[k]! })),
        )
        return shares
      })

    /** Uses a coupon on a reservation's pending items: the discount settles that part of them. */
    const redeemCoupon = (
      r: Reservation,
      items: ReadonlyArray<PendingItem>,
      code: string,
      userId: number,
      day: string,
    ) =>
      useCoupon(
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
    const checkPayment = step("Payments.checkPayment", (r: Reservation, payload: PaymentObject, staff: boolean) =>
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
    const holdReservation = step("Payments.holdReservation", (r: Reservation, ruId: number | undefined) =>
      Effect.gen(function* () {
        yield* reservations.lock(r.id)
        const items = (yield* stillPending(r.id)).filter((i) => ruId === undefined || i.ru_id === ruId)
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
    const spendCredits = step("Payments.spendCredits", (row: NewPayment, payer: number, prepaid: boolean) =>
      Effect.gen(function* () {
        const held = creditBalance(yield* credits.lots(row.facility_id, payer, true))
        const part = prepaid ? row.amount : Math.min(held, row.amount)
        if (part === 0) return { id: undefined, left: row.amount }
        const id = yield* record({ ...row, method: "prepaid", amount: part })
        yield* credits.spend({ facility_id: row.facility_id, user_id: payer, amount: part, payment_id: id })
        return { id, left: row.amount - part }
      }),
    )

    /** A player who charges their own club account stays within the club's limit for players. */
    const checkAccountCharge = step("Payments.checkAccountCharge", (f: Facility, userId: number, total: number) =>
      Effect.gen(function* () {
        const account = yield* accounts.open(f.id, userId)
        yield* accounts.lock(account.id)
        const owes = Option.getOrThrow(yield* accounts.find(account.id)).balance
        const refused = playerChargeProblem(f, owes, total)
        if (refused !== undefined) return yield* Effect.fail(refused)
      }),
    )

    /** What credits left, taken at once: one card charge, transfer or cash sum for all of it (or by `take`). */
    const takeRest = step(
      "Payments.takeRest",
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
      "Payments.recordTaken",
      (
        rows: ReadonlyArray<NewPayment>,
        taken: Effect.Effect.Success<ReturnType<Take>>,
        payload: PaymentObject,
        businessDate: string,
      ) =>
        Effect.forEach(rows, (row) =>
          Effect.gen(function* () {
            const paymentId = yield* record({
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
              yield* debit(row.facility_id, row.payer_id, row.amount, paymentId, row.description!, businessDate)
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
        const businessDate = yield* today(f)
        const written = yield* givenBackUnlessRecorded(
          transactions.run(
            Effect.gen(function* () {
              const items = yield* holdReservation(r, payload.ru_id)
              const discounts =
                payload.coupon_code === undefined
                  ? items.map(() => 0)
                  : yield* redeemCoupon(r, items, payload.coupon_code, payload.user_id ?? me!, businessDate)
              const charges =
                payload.custom_price === undefined
                  ? items.map((i, k) => i.pending - discounts[k]!)
                  : splitByWeights(
                      payload.custom_price,
                      items.map((i) => i.pending),
                    )
              const ids: Array<number> = []
              const rest: Array<NewPayment> = []
              for (const [index, item] of items.entries()) {
                if (charges[index] === 0) continue
                const row = shareRow(r, item, payload, { staff, me }, charges[index]!, businessDate)
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
                yield* checkAccountCharge(f, me, total)
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
          pending: yield* stillPending(r.id),
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
                Effect.map(stillPending(r.id), (items) => ({ r, due: items.reduce((n, i) => n + i.pending, 0) })),
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
     * Who may sell to whom and by what: staff alone to someone without an account, credits only
     * for money, the club's credits and account only a member's, staff-only methods by staff.
     */
    const checkSale = step(
      "Payments.checkSale",
      (
        userId: number | null,
        facilityId: number,
        method: PayMethod,
        item: { readonly description: string; readonly payable_type: NewPayment["payable_type"] },
        staff: boolean,
      ) =>
        Effect.gen(function* () {
          if (userId === null && !staff)
            return yield* Effect.fail(forbidden("Only the club's staff sell to someone without an account."))
          if (userId !== null) yield* personAccess(userId, facilityId)
          const onAccount = method === "prepaid" || method === "accounts_receivable"
          if (userId === null && !isMoney(method))
            return yield* Effect.fail(
              unprocessable("Club credits and the club account are a member's: name the buyer, or take money."),
            )
          if (!isMoney(method) && !(onAccount && item.payable_type !== "credits"))
            return yield* Effect.fail(
              unprocessable(
                item.payable_type === "credits"
                  ? `${item.description} is bought with money: cash, check, card or bank transfer.`
                  : `${item.description} is paid with money, club credits or the club account.`,
              ),
            )
          if (!staff && isStaffOnlyMethod(method))
            return yield* Effect.fail(forbidden(`Only staff take payment by ${METHOD_LABELS[method]}.`))
          if (userId !== null) yield* person(userId)
        }),
    )

    /** The buyer's receipt of a sale by mail, in their language. */
    const mailReceipt = step(
      "Payments.mailReceipt",
      (
        userId: number,
        f: Facility,
        sale: { readonly description: string; readonly amount: number; readonly method: PayMethod },
        businessDate: string,
      ) =>
        letters.tell(userId, {
          subject: (say) => say("receipt.subject", { club: f.name }),
          text: (say, language) =>
            [
              say("receipt.item", {
                what: sale.description,
                amount: formatMoney(sale.amount, f.currency, f.currency_decimals, language),
                method: say(`method.${sale.method}`),
                date: dayIn(language, businessDate, f.time_zone),
              }),
              "",
              say("receipt.keep"),
            ].join("\n"),
          facilityId: f.id,
          kind: "receipt",
        }),
    )

    /**
     * Something a person buys (club credits, a lesson package): one ledger row for it and what it
     * buys (`item.record`, given the payment's row) in one transaction; by card, the charge is
     * given back should the rows fail. Players pay by card or bank; staff also take cash and
     * checks at the desk. Anything but credits may also be paid from the buyer's club credits or
     * charged to their club account (within the club's limit for players). Staff also sell for money
     * to someone without an account (`userId` null).
     */
    const sell = <A, E = never>(
      userId: number | null,
      facilityId: number,
      purchase: CreditsPurchase,
      item: {
        readonly description: string
        readonly payable_type: "credits" | "user_package" | "user_clinic" | "membership" | "order"
        /** Mail the buyer a receipt (default); a shop order and a renewal say it in their own mail. */
        readonly receipt?: boolean
        /** Records what is bought, before its payment row (the id it answers is the payment's payable_id). */
        readonly record: Effect.Effect<number, E>
        /** Ties what was bought to its payment row. */
        readonly paid: (paymentId: number, payableId: number) => Effect.Effect<A>
      },
    ) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const staff = isStaffAt(caller, facilityId)
        yield* checkSale(userId, facilityId, purchase.method, item, staff)
        const onAccount = purchase.method === "prepaid" || purchase.method === "accounts_receivable"
        const f = yield* facility(facilityId)
        const source =
          purchase.card_id === undefined ||
          userId === null ||
          (purchase.method !== "card" && purchase.method !== "bolt")
            ? {}
            : {
                // The buyer's card, or the caller's own when they pay for a child or another person they act for.
                saved: yield* withProviders(
                  savedCardSource(purchase.card_id, f.id, (owner) => owner === userId || owner === caller.userId),
                ),
              }
        const businessDate = yield* today(f)
        const staffBy = staff ? (caller.userId ?? null) : null
        return yield* givenBackUnlessRecorded(
          transactions.run(
            Effect.gen(function* () {
              if (purchase.method === "accounts_receivable" && !staff && userId !== null)
                yield* checkAccountCharge(f, userId, purchase.amount)
              const reference = onAccount
                ? null
                : yield* withProviders(
                    takeMoneyNow({
                      facility_id: f.id,
                      amount: purchase.amount,
                      currency: f.currency,
                      method: purchase.method,
                      payment_intent_id: purchase.payment_intent_id,
                      device_id: purchase.device_id,
                      description: item.description,
                      ...source,
                    }),
                  )
              const payableId = yield* item.record
              const paymentId = yield* record({
                facility_id: f.id,
                payable_type: item.payable_type,
                payable_id: payableId,
                reservation_id: null,
                payer_id: userId,
                staff_id: staffBy,
                method: purchase.method,
                amount: purchase.amount,
                status: "paid",
                payment_intent_id: reference,
                device_id: purchase.device_id ?? null,
                description: item.description,
                business_date: businessDate,
              })
              // A sale without a buyer is taken in money (checked above).
              if (purchase.method === "prepaid" && userId !== null)
                yield* credits.spend({
                  facility_id: f.id,
                  user_id: userId,
                  amount: purchase.amount,
                  payment_id: paymentId,
                })
              if (purchase.method === "accounts_receivable" && userId !== null)
                yield* debit(f.id, userId, purchase.amount, paymentId, item.description, businessDate)
              return yield* item.paid(paymentId, payableId)
            }),
          ),
        ).pipe(
          shortToUnprocessable(f),
          // A shop order's receipt lists its lines (Orders sends it); everything else sold gets this one.
          Effect.tap(() =>
            userId === null || item.payable_type === "order" || item.receipt === false
              ? Effect.void
              : mailReceipt(userId, f, { ...purchase, description: item.description }, businessDate),
          ),
        )
      })

    /**
     * A charge to a person's club account for a reservation (a late cancellation's fee nothing paid):
     * a ledger row and the account's debit, in the caller's transaction.
     */
    const chargeToAccount = (r: Reservation, payerId: number, amount: number, description: string) =>
      Effect.gen(function* () {
        const f = yield* facility(r.facility_id)
        const businessDate = yield* today(f)
        const staff = isStaffAt(yield* CurrentCaller, r.facility_id)
        const paymentId = yield* record({
          facility_id: r.facility_id,
          payable_type: "reservation",
          payable_id: r.id,
          reservation_id: r.id,
          payer_id: payerId,
          staff_id: staff ? ((yield* CurrentCaller).userId ?? null) : null,
          status: "paid",
          custom_price: false,
          business_date: businessDate,
          method: "accounts_receivable",
          amount,
          description,
        })
        yield* debit(r.facility_id, payerId, amount, paymentId, description, businessDate)
      })

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
          yield* providers.readers.cancelPayment(facilityId, intent).pipe(
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

    /** Club credits bought with money: a ledger row and a lot. */
    const buyCredits = (userId: number, facilityId: number, purchase: CreditsPurchase) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        yield* sell(userId, facilityId, purchase, {
          description: "Club credits",
          payable_type: "credits",
          record: Effect.succeed(userId),
          paid: (paymentId) =>
            credits.add({
              facility_id: facilityId,
              user_id: userId,
              amount: purchase.amount,
              source: "bought",
              staff_id: isStaffAt(caller, facilityId) ? (caller.userId ?? null) : null,
              payment_id: paymentId,
            }),
        })
        return yield* balance(userId, facilityId)
      })

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
            const id = yield* record({
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
              business_date: yield* today(f),
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
                business_date: yield* today(f),
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
              const { reference } = yield* providers.cards
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

    /** A person's ledger rows, at one club or all. */
    /**
     * What of a person's money the caller may see: all of it for themself or a guardian; for staff,
     * only what concerns the clubs they run.
     */
    const seenClubs = (userId: number) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const own = (yield* actsFor([userId])).length > 0
        return (facilityId: number) => own || isStaffAt(caller, facilityId)
      })

    const paymentsOf = (userId: number, facilityId?: number) =>
      Effect.gen(function* () {
        const sees = yield* seenClubs(userId)
        return (yield* ledger.ofPayer(userId, facilityId)).filter((p) => sees(p.facility_id))
      })

    /** The reservations a person booked or plays in that still have something to pay. */
    const pendingOf = (userId: number) =>
      Effect.gen(function* () {
        const sees = yield* seenClubs(userId)
        const out = []
        for (const id of yield* reservations.withFeesOf(userId)) {
          const items = yield* stillPending(id)
          if (items.length === 0) continue
          const r = yield* reservation(id)
          if (!sees(r.facility_id)) continue
          out.push({
            reservation: r,
            items,
            pending: items.reduce((sum, i) => sum + i.pending, 0),
          })
        }
        return out
      })

    /**
     * Pays a club account (staff at the desk, or a member or their guardian online): one ledger
     * row by the method, and a payment entry that settles the oldest debits first.
     */
    const payAccount = (accountId: number, payload: AccountPayment, asStaff: boolean) =>
      Effect.gen(function* () {
        const caller = yield* CurrentCaller
        const found = yield* orNotFound("Account")(accounts.find(accountId))
        const { staff } = yield* accountAccess(found)
        if (asStaff && !staff) return yield* Effect.fail(forbidden("Staff only."))
        if (!staff && isStaffOnlyMethod(payload.method))
          return yield* Effect.fail(forbidden("Only staff take cash, checks or adjustments."))
        if (payload.method === "accounts_receivable")
          return yield* Effect.fail(unprocessable("An account cannot be paid by charging it to an account."))
        const f = yield* facility(found.facility_id)
        const money = (amount: number) => formatMoney(amount, f.currency, f.currency_decimals)
        const businessDate = yield* today(f)
        yield* givenBackUnlessRecorded(
          transactions.run(
            Effect.gen(function* () {
              yield* accounts.lock(accountId)
              const current = Option.getOrThrow(yield* accounts.find(accountId))
              if (current.balance <= 0) return yield* Effect.fail(unprocessable("This account owes nothing."))
              const amount = payload.amount ?? current.balance
              if (amount > current.balance)
                return yield* Effect.fail(
                  unprocessable(`The account owes ${money(current.balance)}; ${money(amount)} is more than that.`),
                )
              const payer = staff ? current.invoice_receiver_id : caller.userId!
              const description = `Club account ${current.name}`
              const reference = yield* withProviders(
                takeMoneyNow({
                  facility_id: f.id,
                  amount,
                  currency: f.currency,
                  method: payload.method,
                  payment_intent_id: payload.payment_intent_id,
                  device_id: payload.device_id,
                  description,
                }),
              )
              const paymentId = yield* record({
                facility_id: f.id,
                payable_type: "account",
                payable_id: current.id,
                reservation_id: null,
                payer_id: payer,
                staff_id: staff ? (caller.userId ?? null) : null,
                method: payload.method,
                amount,
                status: "paid",
                payment_intent_id: reference,
                device_id: payload.device_id ?? null,
                description,
                business_date: businessDate,
              })
              if (payload.method === "prepaid")
                yield* credits.spend({ facility_id: f.id, user_id: payer, amount, payment_id: paymentId })
              yield* accounts.addEntry({
                facility_id: f.id,
                account_id: current.id,
                kind: "payment",
                amount,
                payment_id: paymentId,
                user_id: payer,
                description: `Paid by ${METHOD_LABELS[payload.method]}`,
                business_date: businessDate,
              })
            }),
          ),
        ).pipe(shortToUnprocessable(f))
        return {
          account: Option.getOrThrow(yield* accounts.find(accountId)),
          entries: yield* accounts.entries(accountId),
        }
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

    return withSpans("Payments", {
      payPending,
      payTogether,
      payAccount,
      reservationPayments,
      balance: (userId: number, facilityId: number) =>
        Effect.zipRight(Effect.zipRight(person(userId), personAccess(userId, facilityId)), balance(userId, facilityId)),
      adjustCredits,
      buyCredits,
      sell,
      chargeToAccount,
      dropWaitingPayments,
      giveBackForCancelled,
      useCoupon,
      refund,
      paymentsOf,
      pendingOf,
      closeReport,
    })
  }),
}) {}
