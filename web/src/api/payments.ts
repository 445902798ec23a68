import type { PaymentsGroup } from "../../../adapters/http/plugins/payments"
import type { CouponsGroup } from "../../../adapters/http/plugins/coupons"
import { randomId, request } from "./request"
import type { Body, Success, WithDefaults } from "./typed"

type P<N extends string> = Success<typeof PaymentsGroup, N>
type Refund = { readonly amount?: number }

/** SPEC's payment object: pay what a reservation has pending (or one player's share with `ru_id`). */
export const payPendingReservation = (
  id: number,
  payment: WithDefaults<Body<typeof PaymentsGroup, "payPending">, "use_credits">,
  idempotencyKey?: string,
) =>
  request<P<"payPending">>(`/api/reservations/${id}/pay_pending`, {
    method: "PUT",
    body: payment,
    ...(idempotencyKey ? { headers: { "Idempotency-Key": idempotencyKey } } : {}),
  })

export const getBalance = (userId: number, facilityId: number) =>
  request<P<"balance">>(`/api/users/${userId}/balance/${facilityId}`)
export const addDebit = (userId: number, facilityId: number, amount: number, reason: string) =>
  request<P<"addDebit">>(`/api/users/${userId}/balance/${facilityId}/add_debit`, {
    method: "POST",
    body: { amount, reason },
  })
export const addDebitForPlayers = (
  userId: number,
  facilityId: number,
  change: Body<typeof PaymentsGroup, "addDebitForPlayers">,
) =>
  request<P<"addDebitForPlayers">>(`/api/users/${userId}/balance/${facilityId}/add_debit_for_players`, {
    method: "POST",
    body: change,
  })

const refundCall =
  <N extends string>(suffix: string) =>
  (paymentId: number, refund: Refund = {}) =>
    request<P<N>>(`/api/payments/${paymentId}/${suffix}`, { method: "PUT", body: refund })
export const refundPayment = refundCall<"refund">("refund")
export const refundPaymentToCredit = refundCall<"refundToCredit">("refund_to_credit")
export const partialRefund = (paymentId: number, amount: number) =>
  request<P<"partialRefund">>(`/api/payments/${paymentId}/partial_refund`, { method: "PUT", body: { amount } })
export const requestAchRefund = refundCall<"requestAchRefund">("request_ach_refund")

export const userPayments = (query: { user_id?: number; facility_id?: number } = {}) =>
  request<P<"userPayments">>("/api/users/payments", { params: query })
export const pendingPayments = (userId?: number) =>
  request<P<"pendingPayments">>("/api/users/pending_payments", { params: { user_id: userId } })
/** The daily close: the day's ledger by type group and method (staff). */
export const closeReport = (facilityId: number, date: string) =>
  request<P<"closeReport">>(`/api/facilities/${facilityId}/close_report`, { params: { date } })
/** A reservation's payments and what is still pending on it. */
export const reservationPayments = (id: number) => request<P<"reservationPayments">>(`/api/reservations/${id}/payments`)

type K<N extends string> = Success<typeof CouponsGroup, N>
type CouponInput = WithDefaults<
  Body<typeof CouponsGroup, "create">,
  "percent" | "amount" | "valid_from" | "valid_until" | "max_uses" | "max_uses_per_player" | "applies_to" | "active"
>

/** Whether a coupon code can be used now, by the caller, on a kind of item. */
export const exchangeCoupon = (code: string, facilityId: number, item?: string) =>
  request<K<"exchange">>(`/api/coupons/exchange/${encodeURIComponent(code)}`, {
    params: { facility_id: facilityId, item },
  })
export const listCoupons = (facilityId: number) => request<K<"list">>(`/api/facilities/${facilityId}/coupons`)
export const createCoupon = (facilityId: number, coupon: CouponInput) =>
  request<K<"create">>(`/api/facilities/${facilityId}/coupons`, { method: "POST", body: coupon })
export const updateCoupon = (facilityId: number, couponId: number, coupon: CouponInput) =>
  request<K<"update">>(`/api/facilities/${facilityId}/coupons/${couponId}`, { method: "PUT", body: coupon })
export const deleteCoupon = (facilityId: number, couponId: number) =>
  request<K<"delete">>(`/api/facilities/${facilityId}/coupons/${couponId}`, { method: "DELETE" })
/** Club credits bought with money (staff: cash or check too). */
export const buyCredits = (
  userId: number,
  facilityId: number,
  purchase: { amount: number; method: string; payment_intent_id?: string; device_id?: string; card_id?: number },
) =>
  request<P<"buyCredits">>(`/api/users/${userId}/balance/${facilityId}/buy`, {
    method: "POST",
    body: purchase,
    headers: { "Idempotency-Key": randomId() },
  })
