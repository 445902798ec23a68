import type { MembershipsGroup } from "../../../adapters/http/plugins/memberships"
import { pathOf } from "./paths"
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
}) => request<C<"plans">>(pathOf("memberships.plans"), { params: { ...params } })
export const getMembershipPlan = (id: number, facilityId: number) =>
  request<C<"plan">>(pathOf("memberships.plan", { id }), { params: { facility_id: facilityId } })
export const createMembershipPlan = (facilityId: number, plan: PlanBody) =>
  request<C<"createPlan">>(pathOf("memberships.createPlan", { id: facilityId }), { method: "POST", body: plan })
export const updateMembershipPlan = (facilityId: number, planId: number, plan: PlanBody) =>
  request<C<"updatePlan">>(pathOf("memberships.updatePlan", { id: facilityId, planId }), { method: "PUT", body: plan })
export const addMembershipPlanPrice = (facilityId: number, planId: number, price: PriceBody) =>
  request<C<"addPlanPrice">>(pathOf("memberships.addPlanPrice", { id: facilityId, planId }), {
    method: "POST",
    body: price,
  })
export const updateMembershipPlanPrice = (facilityId: number, planId: number, priceId: number, price: PriceBody) =>
  request<C<"updatePlanPrice">>(pathOf("memberships.updatePlanPrice", { id: facilityId, planId, priceId }), {
    method: "PUT",
    body: price,
  })
export const addMembershipPlanFee = (facilityId: number, planId: number, fee: FeeBody) =>
  request<C<"addPlanFee">>(pathOf("memberships.addPlanFee", { id: facilityId, planId }), {
    method: "POST",
    body: fee,
  })
export const updateMembershipPlanFee = (facilityId: number, planId: number, feeId: number, fee: FeeBody) =>
  request<C<"updatePlanFee">>(pathOf("memberships.updatePlanFee", { id: facilityId, planId, feeId }), {
    method: "PUT",
    body: fee,
  })

export const listMemberships = (params: { facility_id: number; user_id?: number; status?: C<"show">["status"] }) =>
  request<C<"list">>(pathOf("memberships.list"), { params: { ...params } })
export const getMembership = (id: number) => request<C<"show">>(pathOf("memberships.show", { id }))
export const createMembership = (membership: WithDefaults<B<"create">, "start" | "notify_via_email">) =>
  request<C<"create">>(pathOf("memberships.create"), { method: "POST", body: membership })
export const updateMembership = (id: number, change: B<"update">) =>
  request<C<"update">>(pathOf("memberships.update", { id }), { method: "PUT", body: change })
export const deleteMembership = (id: number) =>
  request<C<"delete">>(pathOf("memberships.delete", { id }), { method: "DELETE" })
export const changeMembershipOwner = (id: number, ownerId: number) =>
  request<C<"changeOwner">>(pathOf("memberships.changeOwner", { id }), { method: "POST", body: { owner_id: ownerId } })

type Action = "start" | "cancel_immediately" | "cancel" | "continue" | "pause" | "resume" | "recover"
const action =
  <N extends Action>(name: N) =>
  (id: number) =>
    request<C<N>>(pathOf(`memberships.${name as Action}`, { id }), { method: "POST" })
export const startMembership = action("start")
export const cancelMembershipImmediately = action("cancel_immediately")
export const cancelMembership = action("cancel")
export const continueMembership = action("continue")
export const pauseMembership = action("pause")
export const resumeMembership = action("resume")
export const recoverMembership = action("recover")

export const cancelOwnMembership = (id: number) =>
  request<C<"playerCancel">>(pathOf("memberships.playerCancel", { id }), { method: "POST" })
export const requestMembershipCancel = (id: number) =>
  request<C<"cancelRequest">>(pathOf("memberships.cancelRequest", { id }), { method: "POST" })

type HowPaid = B<"pay">["payment"]

export const listMembershipCharges = (id: number) => request<C<"charges">>(pathOf("memberships.charges", { id }))
export const createMembershipPendingPayment = (charge: B<"addPending">) =>
  request<C<"addPending">>(pathOf("memberships.addPending"), { method: "POST", body: charge })
export const createMembershipPayment = (payment: B<"pay">) =>
  request<C<"pay">>(pathOf("memberships.pay"), { method: "POST", body: payment })
export const updateMembershipPayment = (chargeId: number, change: B<"changeCharge">) =>
  request<C<"changeCharge">>(pathOf("memberships.changeCharge", { id: chargeId }), { method: "PUT", body: change })
export const deleteMembershipPayment = (chargeId: number) =>
  request<C<"waiveCharge">>(pathOf("memberships.waiveCharge", { id: chargeId }), { method: "DELETE" })
export const createMembershipFeePayment = (id: number, feeId: number) =>
  request<C<"addFee">>(pathOf("memberships.addFee", { id }), { method: "POST", body: { fee_id: feeId } })
export const deleteMembershipFeePayment = (id: number, feeId: number) =>
  request<C<"removeFee">>(pathOf("memberships.removeFee", { id, feeId }), { method: "DELETE" })
export const payMembershipFeePayments = (id: number, payment: HowPaid) =>
  request<C<"payFees">>(pathOf("memberships.payFees", { id }), { method: "POST", body: { payment } })
export const upgradeMembership = (id: number, upgrade: B<"upgrade">) =>
  request<C<"upgrade">>(pathOf("memberships.upgrade", { id }), { method: "POST", body: upgrade })
export const buyMembership = (purchase: B<"buy">) =>
  request<C<"buy">>(pathOf("memberships.buy"), { method: "POST", body: purchase })
export const createMembershipWithTerminal = (sale: B<"buyAtReader">) =>
  request<C<"buyAtReader">>(pathOf("memberships.buyAtReader"), { method: "POST", body: sale })
export const requestMembershipVerification = (facilityId: number, userId: number) =>
  request<C<"requestVerification">>(
    pathOf("memberships.requestVerification", {}, { facility_id: facilityId, user_id: userId }),
    { method: "POST" },
  )
