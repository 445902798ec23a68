import type { MembershipsGroup } from "../../../adapters/http/plugins/memberships"
import { request } from "./request"
import type { Body, Success, WithDefaults } from "./typed"

type C<N extends string> = Success<typeof MembershipsGroup, N>
type B<N extends string> = Body<typeof MembershipsGroup, N>
type PlanBody = WithDefaults<
  B<"createPlan">,
  | "description"
  | "coverage"
  | "max_members"
  | "booking_window_days"
  | "max_active_bookings"
  | "player_can_cancel"
  | "several_per_person"
  | "lesson_discount_percent"
  | "clinic_discount_percent"
  | "waiver_ids"
  | "active"
>
type PriceBody = WithDefaults<B<"addPlanPrice">, "interval_count" | "renews" | "active">
type FeeBody = WithDefaults<B<"addPlanFee">, "active">

export const listMembershipPlans = (params: {
  facility_id: number
  interval_unit?: "day" | "week" | "month" | "year"
  exclude_prices?: boolean
  is_upgrade?: boolean
  membership_id?: number
}) => request<C<"plans">>("/api/membership_plans", { params: { ...params } })
export const getMembershipPlan = (id: number, facilityId: number) =>
  request<C<"plan">>(`/api/membership_plans/${id}`, { params: { facility_id: facilityId } })
export const createMembershipPlan = (facilityId: number, plan: PlanBody) =>
  request<C<"createPlan">>(`/api/facilities/${facilityId}/membership_plans`, { method: "POST", body: plan })
export const updateMembershipPlan = (facilityId: number, planId: number, plan: PlanBody) =>
  request<C<"updatePlan">>(`/api/facilities/${facilityId}/membership_plans/${planId}`, { method: "PUT", body: plan })
export const addMembershipPlanPrice = (facilityId: number, planId: number, price: PriceBody) =>
  request<C<"addPlanPrice">>(`/api/facilities/${facilityId}/membership_plans/${planId}/prices`, {
    method: "POST",
    body: price,
  })
export const updateMembershipPlanPrice = (facilityId: number, planId: number, priceId: number, price: PriceBody) =>
  request<C<"updatePlanPrice">>(`/api/facilities/${facilityId}/membership_plans/${planId}/prices/${priceId}`, {
    method: "PUT",
    body: price,
  })
export const addMembershipPlanFee = (facilityId: number, planId: number, fee: FeeBody) =>
  request<C<"addPlanFee">>(`/api/facilities/${facilityId}/membership_plans/${planId}/fees`, {
    method: "POST",
    body: fee,
  })
export const updateMembershipPlanFee = (facilityId: number, planId: number, feeId: number, fee: FeeBody) =>
  request<C<"updatePlanFee">>(`/api/facilities/${facilityId}/membership_plans/${planId}/fees/${feeId}`, {
    method: "PUT",
    body: fee,
  })

export const listMemberships = (params: { facility_id: number; user_id?: number; status?: C<"show">["status"] }) =>
  request<C<"list">>("/api/memberships", { params: { ...params } })
export const getMembership = (id: number) => request<C<"show">>(`/api/memberships/${id}`)
export const createMembership = (membership: WithDefaults<B<"create">, "start" | "notify_via_email">) =>
  request<C<"create">>("/api/memberships", { method: "POST", body: membership })
export const updateMembership = (id: number, change: B<"update">) =>
  request<C<"update">>(`/api/memberships/${id}`, { method: "PUT", body: change })
export const deleteMembership = (id: number) => request<C<"delete">>(`/api/memberships/${id}`, { method: "DELETE" })
export const changeMembershipOwner = (id: number, ownerId: number) =>
  request<C<"changeOwner">>(`/api/memberships/${id}/change_owner`, { method: "POST", body: { owner_id: ownerId } })

const action =
  <N extends "start" | "cancel_immediately" | "cancel" | "continue" | "pause" | "resume" | "recover">(name: N) =>
  (id: number) =>
    request<C<N>>(`/api/memberships/${id}/${name}`, { method: "POST" })
export const startMembership = action("start")
export const cancelMembershipImmediately = action("cancel_immediately")
export const cancelMembership = action("cancel")
export const continueMembership = action("continue")
export const pauseMembership = action("pause")
export const resumeMembership = action("resume")
export const recoverMembership = action("recover")

export const cancelOwnMembership = (id: number) =>
  request<C<"playerCancel">>(`/api/player_memberships/${id}/cancel`, { method: "POST" })
export const requestMembershipCancel = (id: number) =>
  request<C<"cancelRequest">>(`/api/player_memberships/${id}/create_cancel_request`, { method: "POST" })

type HowPaid = B<"pay">["payment"]

export const listMembershipCharges = (id: number) => request<C<"charges">>(`/api/memberships/${id}/charges`)
export const createMembershipPendingPayment = (charge: B<"addPending">) =>
  request<C<"addPending">>("/api/membership_pending_payments", { method: "POST", body: charge })
export const createMembershipPayment = (payment: B<"pay">) =>
  request<C<"pay">>("/api/membership_payments", { method: "POST", body: payment })
export const updateMembershipPayment = (chargeId: number, change: B<"changeCharge">) =>
  request<C<"changeCharge">>(`/api/membership_payments/${chargeId}`, { method: "PUT", body: change })
export const deleteMembershipPayment = (chargeId: number) =>
  request<C<"waiveCharge">>(`/api/membership_payments/${chargeId}`, { method: "DELETE" })
export const createMembershipFeePayment = (id: number, feeId: number) =>
  request<C<"addFee">>(`/api/memberships/${id}/membership_fee_payments`, { method: "POST", body: { fee_id: feeId } })
export const deleteMembershipFeePayment = (id: number, feeId: number) =>
  request<C<"removeFee">>(`/api/memberships/${id}/membership_fee_payments/${feeId}`, { method: "DELETE" })
export const payMembershipFeePayments = (id: number, payment: HowPaid) =>
  request<C<"payFees">>(`/api/memberships/${id}/membership_fee_payments/pay`, { method: "POST", body: { payment } })
export const upgradeMembership = (id: number, upgrade: B<"upgrade">) =>
  request<C<"upgrade">>(`/api/memberships/${id}/upgrade`, { method: "POST", body: upgrade })
export const buyMembership = (purchase: B<"buy">) =>
  request<C<"buy">>("/api/player_memberships", { method: "POST", body: purchase })
export const createMembershipWithTerminal = (sale: B<"buyAtReader">) =>
  request<C<"buyAtReader">>("/api/memberships_with_stripe", { method: "POST", body: sale })
export const requestMembershipVerification = (facilityId: number, userId: number) =>
  request<C<"requestVerification">>(
    `/api/memberships/request_verification?facility_id=${facilityId}&user_id=${userId}`,
    { method: "POST" },
  )
