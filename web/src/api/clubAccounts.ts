import type { ClubAccountsGroup } from "../../../adapters/http/plugins/clubAccounts"
import { request } from "./request"
import type { Success } from "./typed"

type A<N extends string> = Success<typeof ClubAccountsGroup, N>
type Pay = {
  readonly method: "cash" | "check" | "prepaid" | "card" | "bolt" | "card_reader" | "ach" | "adjustment"
  readonly amount?: number
  readonly payment_intent_id?: string
  readonly device_id?: string
}

export const findAccount = (facilityId: number, userId: number) =>
  request<A<"find">>("/api/accounts/find", { params: { facility_id: facilityId, user_id: userId } })
export const currentAccount = (facilityId: number) =>
  request<A<"current">>("/api/accounts/current_account", { params: { facility_id: facilityId } })
/** The account with its statement for a period (YYYY-MM-DD, both ends included). */
export const getAccount = (id: number, period: { from?: string; to?: string } = {}) =>
  request<A<"show">>(`/api/accounts/${id}`, { params: period })
export const accountNotificationMetrics = (facilityId: number, balanceDate?: string) =>
  request<A<"metrics">>("/api/accounts/notification_metrics", {
    params: { facility_id: facilityId, balance_date: balanceDate },
  })
export const setInvoiceReceiver = (id: number, userId: number) =>
  request<A<"setInvoiceReceiver">>(`/api/accounts/${id}/set_as_invoice_receiver`, {
    method: "POST",
    body: { user_id: userId },
  })
export const managerPayPendingAccount = (id: number, payment: Pay) =>
  request<A<"managerPayPending">>(`/api/accounts/${id}/manager_pay_pending`, { method: "POST", body: payment })
export const userPayPendingAccount = (id: number, payment: Pay) =>
  request<A<"userPayPending">>(`/api/accounts/${id}/user_pay_pending`, { method: "POST", body: payment })
