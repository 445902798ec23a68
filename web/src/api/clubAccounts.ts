import type { ClubAccountsGroup } from "../../../adapters/http/plugins/clubAccounts"
import { pathOf } from "./paths"
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
  request<A<"find">>(pathOf("clubAccounts.find"), { params: { facility_id: facilityId, user_id: userId } })
export const currentAccount = (facilityId: number) =>
  request<A<"current">>(pathOf("clubAccounts.current"), { params: { facility_id: facilityId } })
/** The account with its statement for a period (YYYY-MM-DD, both ends included). */
export const getAccount = (id: number, period: { from?: string; to?: string } = {}) =>
  request<A<"show">>(pathOf("clubAccounts.show", { id }), { params: period })
export const accountNotificationMetrics = (facilityId: number, balanceDate?: string) =>
  request<A<"metrics">>(pathOf("clubAccounts.metrics"), {
    params: { facility_id: facilityId, balance_date: balanceDate },
  })
export const setInvoiceReceiver = (id: number, userId: number) =>
  request<A<"setInvoiceReceiver">>(pathOf("clubAccounts.setInvoiceReceiver", { id }), {
    method: "POST",
    body: { user_id: userId },
  })
export const managerPayPendingAccount = (id: number, payment: Pay) =>
  request<A<"managerPayPending">>(pathOf("clubAccounts.managerPayPending", { id }), { method: "POST", body: payment })
export const userPayPendingAccount = (id: number, payment: Pay) =>
  request<A<"userPayPending">>(pathOf("clubAccounts.userPayPending", { id }), { method: "POST", body: payment })
