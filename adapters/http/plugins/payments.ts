import { SOLD } from "../../../engine/payments/close"
import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { IsoDate } from "../../../engine/people/rules"
import { Effect, Schema } from "effect"
import { PayMethod } from "../../../engine/payments/rules"
import { Payment, Reservation } from "../../../engine/records"
import type { RefundWay } from "../../../engine/payments/rules"
import { Charges } from "../../../engine/payments/charges"
import { Ledger } from "../../../engine/payments/ledger"
import { PaymentObject, PendingPayments } from "../../../engine/payments/pendingPayments"
import { Refunds } from "../../../engine/payments/refunds"
import { asCaller, currentUser } from "../actor"
import { Authn } from "../authn"
import { TaxLine } from "../../../engine/shop/rules"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { byCursorOr, CursorParams, ListOf } from "../lists"
import { Amount, Id, IdParam } from "../schemas"

export { PaymentObject }

/**
 * Money through the ledger: paying what a reservation has pending (by share, part by club
 * credits), club credit balances and manager adjustments, the four kinds of refund, a person's
 * payments and pending items, and the daily close. Cards, readers and bank transfers go through
 * the CardPayments service; everything else needs no outside service.
 */

const SignedMoney = Schema.Int.pipe(
  Schema.between(-100_000_000, 100_000_000),
  Schema.filter((n) => n !== 0 || "An adjustment cannot be zero."),
)
const Reason = Schema.Trim.pipe(
  Schema.nonEmptyString({ message: () => "Say why: an adjustment needs a reason." }),
  Schema.maxLength(200),
)

const PendingItem = Schema.Struct({
  ru_id: Schema.NullOr(Schema.Number),
  due: Schema.Number,
  paid: Schema.Number,
  pending: Schema.Number,
})

export const Paid = Schema.Struct({
  reservation: Reservation,
  payments: Schema.Array(Payment),
  pending: Schema.Array(PendingItem),
})

const Balance = Schema.Struct({
  user_id: Schema.Number,
  facility_id: Schema.Number,
  balance: Schema.Number,
  currency: Schema.String,
  currency_decimals: Schema.Number,
  lots: Schema.Array(
    Schema.Struct({
      id: Schema.Number,
      source: Schema.String,
      amount: Schema.Number,
      left: Schema.Number,
      reason: Schema.NullOr(Schema.String),
      created_at: Schema.String,
    }),
  ),
})

const Refunded = Schema.Struct({ payment: Payment, refund: Payment })
const RefundAmount = Schema.Struct({ amount: Schema.optional(Amount) })

const CloseReport = Schema.Struct({
  facility_id: Schema.Number,
  date: Schema.String,
  currency: Schema.String,
  currency_decimals: Schema.Number,
  groups: Schema.Array(
    Schema.Struct({
      type_group: Schema.String,
      label: Schema.String,
      total: Schema.Number,
      methods: Schema.Array(
        Schema.Struct({
          method: Schema.String,
          label: Schema.String,
          count: Schema.Number,
          total: Schema.Number,
          /** Money taken (or handed back), or value moved without money changing hands. */
          moves: Schema.Literal("money", "value"),
        }),
      ),
    }),
  ),
  /** Money in less money handed back: what the till and the bank should show. */
  money_taken: Schema.Struct({ total: Schema.Number, count: Schema.Number }),
  /** The day by what was sold; each one's money adds up to money_taken, its value to value_moved. */
  by_sale: Schema.Array(
    Schema.Struct({
      sold: Schema.Literal(...SOLD),
      label: Schema.String,
      money: Schema.Number,
      value: Schema.Number,
      count: Schema.Number,
    }),
  ),
  /** The day's shop sales by tax rate (returns are refunds above, on their own day). */
  shop_by_tax: Schema.Array(TaxLine),
  /** Our extension: bookings played this day whose money an earlier day's close counted (a series paid up front). */
  paid_earlier: Schema.Array(
    Schema.Struct({
      reservation_id: Schema.Number,
      series_id: Schema.NullOr(Schema.Number),
      court_id: Schema.Number,
      court_name: Schema.String,
      hour_start: Schema.Number,
      paid_on: Schema.String,
      amount: Schema.Number,
    }),
  ),
  /** Club credits spent or given, club-account charges and adjustments, less what was reversed. */
  value_moved: Schema.Struct({ total: Schema.Number, count: Schema.Number }),
  /** The same as money_taken.total. */
  net: Schema.Number,
  count: Schema.Number,
})

const UserFacility = Schema.Struct({ id: IdParam, facilityId: IdParam })
const PaymentPath = Schema.Struct({ id: IdParam })

const refundCall = <const N extends string>(name: N, suffix: string, payload: Schema.Schema.Any = RefundAmount) =>
  HttpApiEndpoint.put(name, `/api/payments/:id/${suffix}` as `/${string}`)
    .setPath(PaymentPath)
    .setPayload(payload as typeof RefundAmount)
    .addSuccess(Refunded)
    .annotate(PolicyTag, Policy.manager(Policy.payment()))

export const PaymentsGroup = apiGroup("payments")
  .add(
    HttpApiEndpoint.put("payPending", "/api/reservations/:id/pay_pending")
      .setPath(Schema.Struct({ id: IdParam }))
      .setPayload(PaymentObject)
      .addSuccess(Paid)
      .annotate(PolicyTag, Policy.member(Policy.reservation())),
  )
  .add(
    HttpApiEndpoint.get("reservationPayments", "/api/reservations/:id/payments")
      .setPath(Schema.Struct({ id: IdParam }))
      .addSuccess(Schema.Struct({ payments: Schema.Array(Payment), pending: Schema.Array(PendingItem) }))
      .annotate(PolicyTag, Policy.member(Policy.reservation())),
  )
  .add(
    HttpApiEndpoint.get("balance", "/api/users/:id/balance/:facilityId")
      .setPath(UserFacility)
      .addSuccess(Balance)
      .annotate(PolicyTag, Policy.userAccess()),
  )
  .add(
    HttpApiEndpoint.post("addDebit", "/api/users/:id/balance/:facilityId/add_debit")
      .setPath(UserFacility)
      .setPayload(Schema.Struct({ amount: SignedMoney, reason: Reason }))
      .addSuccess(Balance)
      .annotate(PolicyTag, Policy.manager(Policy.path("facilityId"))),
  )
  .add(
    HttpApiEndpoint.post("buyCredits", "/api/users/:id/balance/:facilityId/buy")
      .setPath(UserFacility)
      .setPayload(
        Schema.Struct({
          amount: Amount,
          method: PayMethod,
          payment_intent_id: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
          device_id: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
          /** A saved card of the person buying, to pay by card. */
          card_id: Schema.optional(Id),
        }),
      )
      .addSuccess(Balance)
      .annotate(PolicyTag, Policy.member(Policy.path("facilityId"))),
  )
  .add(
    HttpApiEndpoint.post("addDebitForPlayers", "/api/users/:id/balance/:facilityId/add_debit_for_players")
      .setPath(UserFacility)
      .setPayload(
        Schema.Struct({
          user_ids: Schema.Array(Id).pipe(Schema.minItems(1), Schema.maxItems(200)),
          amount: SignedMoney,
          reason: Reason,
        }),
      )
      .addSuccess(Schema.Array(Balance))
      .annotate(PolicyTag, Policy.manager(Policy.path("facilityId"))),
  )
  .add(refundCall("refund", "refund"))
  .add(refundCall("refundToCredit", "refund_to_credit"))
  .add(refundCall("partialRefund", "partial_refund", Schema.Struct({ amount: Amount })))
  .add(refundCall("requestAchRefund", "request_ach_refund"))
  .add(
    HttpApiEndpoint.get("userPayments", "/api/users/payments")
      .setUrlParams(
        Schema.Struct({ user_id: Schema.optional(IdParam), facility_id: Schema.optional(IdParam), ...CursorParams }),
      )
      .addSuccess(Schema.Union(Schema.Array(Payment), ListOf(Payment, "Payment")))
      .annotate(PolicyTag, Policy.userAccess(Policy.optionalQuery("user_id"))),
  )
  .add(
    HttpApiEndpoint.get("pendingPayments", "/api/users/pending_payments")
      .setUrlParams(Schema.Struct({ user_id: Schema.optional(IdParam) }))
      .addSuccess(
        Schema.Array(
          Schema.Struct({ reservation: Reservation, items: Schema.Array(PendingItem), pending: Schema.Number }),
        ),
      )
      .annotate(PolicyTag, Policy.userAccess(Policy.optionalQuery("user_id"))),
  )
  .add(
    HttpApiEndpoint.get("closeReport", "/api/facilities/:id/close_report")
      .setPath(Schema.Struct({ id: IdParam }))
      .setUrlParams(Schema.Struct({ date: IsoDate }))
      .addSuccess(CloseReport)
      .annotate(PolicyTag, Policy.staff()),
  )
  .middleware(Authn)

export const PaymentsLive = HttpApiBuilder.group(apiOf(PaymentsGroup), "payments", (handlers) =>
  Effect.gen(function* () {
    const charges = yield* Charges
    const book = yield* Ledger
    const pendingPayments = yield* PendingPayments
    const refunds = yield* Refunds
    const refund = (id: number, amount: number | undefined, how: RefundWay) => asCaller(refunds.refund(id, amount, how))
    return handlers
      .handle("payPending", ({ path, payload }) => asCaller(pendingPayments.payPending(path.id, payload)))
      .handle("reservationPayments", ({ path }) => asCaller(book.reservationPayments(path.id)))
      .handle("balance", ({ path }) => asCaller(book.balance(path.id, path.facilityId)))
      .handle("addDebit", ({ path, payload }) =>
        asCaller(book.adjustCredits(path.facilityId, [path.id], payload.amount, payload.reason)).pipe(
          Effect.map((balances) => balances[0]!),
        ),
      )
      .handle("buyCredits", ({ path, payload }) => asCaller(charges.buyCredits(path.id, path.facilityId, payload)))
      .handle("addDebitForPlayers", ({ path, payload }) =>
        asCaller(book.adjustCredits(path.facilityId, payload.user_ids, payload.amount, payload.reason)),
      )
      .handle("refund", ({ path, payload }) => refund(path.id, payload.amount, "refund"))
      .handle("refundToCredit", ({ path, payload }) => refund(path.id, payload.amount, "credit"))
      .handle("partialRefund", ({ path, payload }) => refund(path.id, payload.amount, "refund"))
      .handle("requestAchRefund", ({ path, payload }) => refund(path.id, payload.amount, "ach"))
      .handle("userPayments", ({ urlParams }) =>
        Effect.flatMap(currentUser, (me) =>
          asCaller(
            byCursorOr(
              urlParams,
              (cursor) => book.paymentsAfter(urlParams.user_id ?? me.id, urlParams.facility_id, cursor),
              () => book.paymentsOf(urlParams.user_id ?? me.id, urlParams.facility_id),
            ),
          ),
        ),
      )
      .handle("pendingPayments", ({ urlParams }) =>
        Effect.flatMap(currentUser, (me) => asCaller(book.pendingOf(urlParams.user_id ?? me.id))),
      )
      .handle("closeReport", ({ path, urlParams }) => asCaller(book.closeReport(path.id, urlParams.date)))
  }),
)

export const paymentsPlugin: Plugin = {
  name: "payments",
  description: "The money ledger: paying pending items, club credits, refunds, payments and the daily close.",
  group: PaymentsGroup,
  handlers: PaymentsLive,
}
