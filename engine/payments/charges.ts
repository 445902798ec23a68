import { step, withSpans } from "../spans"
import { Effect, Option, Schema } from "effect"
import { accountAccess, CurrentCaller, isStaffAt, personAccess } from "../access"
import { Letters } from "../mail/letters"
import { playerChargeProblem } from "../clubAccounts/rules"
import { dayIn } from "../i18n/languageFormats"
import { forbidden, notFound, orNotFound, unprocessable } from "../errors"
import { formatMoney, splitByWeights } from "../money"
import { isMoney, isStaffOnlyMethod, METHOD_LABELS, PayMethod } from "./rules"
import { applyCoupon, type CouponItem, couponProblem } from "../pricing/rules"
import type { Facility, Reservation } from "../records"
import { capturedProviders, givenBackUnlessRecorded, savedCardSource, takeMoneyNow } from "./takeMoney"
import { businessDay, Ledger, shortToUnprocessable } from "./ledger"
import { ClubAccountsRepo } from "../clubAccounts/port"
import { CouponsRepo } from "../coupons/port"
import { CreditsRepo, type NewPayment } from "./port"
import { FacilitiesRepo } from "../facilities/port"
import { PeopleRepo } from "../people/port"
import { Transactions } from "../ports"

const Money = Schema.Int.pipe(Schema.between(0, 100_000_000))

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

/**
 * Money taken for what is bought: a sale (club credits, a package, a clinic place, a membership,
 * a shop order) with its ledger row and receipt, a late cancellation's fee on the club account,
 * a club account paid, and coupons used on what is owed.
 */
export class Charges extends Effect.Service<Charges>()("venue/Charges", {
  dependencies: [Letters.Default, Ledger.Default],
  effect: Effect.gen(function* () {
    const transactions = yield* Transactions
    const facilities = yield* FacilitiesRepo
    const people = yield* PeopleRepo
    const book = yield* Ledger
    const credits = yield* CreditsRepo
    const coupons = yield* CouponsRepo
    const accounts = yield* ClubAccountsRepo
    const letters = yield* Letters
    const withProviders = yield* capturedProviders
    const facility = (id: number) => orNotFound("Facility")(facilities.find(id))

    const person = (id: number) =>
      Effect.flatMap(people.exists(id), (found) => (found ? Effect.void : Effect.fail(notFound("User"))))
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

    /** A player who charges their own club account stays within the club's limit for players. */
    const checkAccountCharge = step("Charges.checkAccountCharge", (f: Facility, userId: number, total: number) =>
      Effect.gen(function* () {
        const account = yield* accounts.open(f.id, userId)
        yield* accounts.lock(account.id)
        const owes = Option.getOrThrow(yield* accounts.find(account.id)).balance
        const refused = playerChargeProblem(f, owes, total)
        if (refused !== undefined) return yield* Effect.fail(refused)
      }),
    )

    /**
     * Who may sell to whom and by what: staff alone to someone without an account, credits only
     * for money, the club's credits and account only a member's, staff-only methods by staff.
     */
    const checkSale = step(
      "Charges.checkSale",
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
      "Charges.mailReceipt",
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
        readonly payable_type: "credits" | "user_package" | "user_clinic" | "membership" | "order" | "competition_entry"
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
        const businessDate = yield* businessDay(f)
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
              const paymentId = yield* book.record({
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
                yield* book.debit(f.id, userId, purchase.amount, paymentId, item.description, businessDate)
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
        const businessDate = yield* businessDay(f)
        const staff = isStaffAt(yield* CurrentCaller, r.facility_id)
        const paymentId = yield* book.record({
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
        yield* book.debit(r.facility_id, payerId, amount, paymentId, description, businessDate)
      })

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
        return yield* book.balance(userId, facilityId)
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
        const businessDate = yield* businessDay(f)
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
              const paymentId = yield* book.record({
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

    return {
      ...withSpans("Charges", { sell, buyCredits, chargeToAccount, payAccount, useCoupon }),
      checkAccountCharge,
    }
  }),
}) {}
