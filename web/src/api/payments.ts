import type { PaymentsGroup } from "../../../adapters/http/plugins/payments"
import type { CouponsGroup } from "../../../adapters/http/plugins/coupons"
import { pathOf } from "./paths"
import { randomId, request } from "./request"
import type { Body, Success, WithDefaults } from "./typed"

type P<N extends string> = Success<typeof PaymentsGroup, N>
type Refund = { readonly amount?: number }

/** The API's payment object: pay what a reservation has pending (or one player's share with `ru_id`). */
export const payPendingReservation = (
  id: number,
  payment: WithDefaults<Body<typeof PaymentsGroup, "payPending">, "use_credits">,
  idempotencyKey?: string,
) =>
  request<P<"payPending">>(pathOf("payments.payPending", { id }), {
    method: "PUT",
    body: payment,
    ...(idempotencyKey ? { headers: { "Idempotency-Key": idempotencyKey } } : {}),
  })

export const getBalance = (userId: number, facilityId: number) =>
  request<P<"balance">>(pathOf("payments.balance", { id: userId, facilityId }))
export const addDebit = (userId: number, facilityId: number, amount: number, reason: string) =>
  request<P<"addDebit">>(pathOf("payments.addDebit", { id: userId, facilityId }), {
    method: "POST",
    body: { amount, reason },
  })
export const addDebitForPlayers = (
  userId: number,
  facilityId: number,
  change: Body<typeof PaymentsGroup, "addDebitForPlayers">,
) =>
  request<P<"addDebitForPlayers">>(pathOf("payments.addDebitForPlayers", { id: userId, facilityId }), {
    method: "POST",
    body: change,
  })

type RefundCall = "refund" | "refundToCredit" | "requestAchRefund"
const refundCall =
  <N extends RefundCall>(name: N) =>
  (paymentId: number, refund: Refund = {}) =>
    request<P<N>>(pathOf(`payments.${name as RefundCall}`, { id: paymentId }), { method: "PUT", body: refund })
export const refundPayment = refundCall("refund")
export const refundPaymentToCredit = refundCall("refundToCredit")
export const partialRefund = (paymentId: number, amount: number) =>
  request<P<"partialRefund">>(pathOf("payments.partialRefund", { id: paymentId }), { method: "PUT", body: { amount } })
export const requestAchRefund = refundCall("requestAchRefund")

export const userPayments = (query: { user_id?: number; facility_id?: number } = {}) =>
  request<P<"userPayments">>(pathOf("payments.userPayments"), { params: query })
export const pendingPayments = (userId?: number) =>
  request<P<"pendingPayments">>(pathOf("payments.pendingPayments"), { params: { user_id: userId } })
/** The daily close: the day's ledger by type group and method (staff). */
export const closeReport = (facilityId: number, date: string) =>
  request<P<"closeReport">>(pathOf("payments.closeReport", { id: facilityId }), { params: { date } })
/** A reservation's payments and what is still pending on it. */
export const reservationPayments = (id: number) =>
  request<P<"reservationPayments">>(pathOf("payments.reservationPayments", { id }))

type K<N extends string> = Success<typeof CouponsGroup, N>
type CouponInput = WithDefaults<
  Body<typeof CouponsGroup, "create">,
  "percent" | "amount" | "valid_from" | "valid_until" | "max_uses" | "max_uses_per_player" | "applies_to" | "active"
>

/** Whether a coupon code can be used now, by the caller, on a kind of item. */
export const exchangeCoupon = (code: string, facilityId: number, item?: string) =>
  request<K<"exchange">>(pathOf("coupons.exchange", { code: encodeURIComponent(code) }), {
    params: { facility_id: facilityId, item },
  })
export const listCoupons = (facilityId: number) => request<K<"list">>(pathOf("coupons.list", { id: facilityId }))
export const createCoupon = (facilityId: number, coupon: CouponInput) =>
  request<K<"create">>(pathOf("coupons.create", { id: facilityId }), { method: "POST", body: coupon })
export const updateCoupon = (facilityId: number, couponId: number, coupon: CouponInput) =>
  request<K<"update">>(pathOf("coupons.update", { id: facilityId, couponId }), { method: "PUT", body: coupon })
export const deleteCoupon = (facilityId: number, couponId: number) =>
  request<K<"delete">>(pathOf("coupons.delete", { id: facilityId, couponId }), { method: "DELETE" })
/** Club credits bought with money (staff: cash or check too). */
export const buyCredits = (
  userId: number,
  facilityId: number,
  purchase: { amount: number; method: string; payment_intent_id?: string; device_id?: string; card_id?: number },
) =>
  request<P<"buyCredits">>(pathOf("payments.buyCredits", { id: userId, facilityId }), {
    method: "POST",
    body: purchase,
    headers: { "Idempotency-Key": randomId() },
  })
