import type { PassesGroup } from "../../../adapters/http/plugins/passes"
import type { PeopleGroup } from "../../../adapters/http/plugins/people"
import type { RatingsGroup } from "../../../adapters/http/plugins/ratings"
import type { UsersGroup } from "../../../adapters/http/plugins/users"
import { request } from "./request"
import type { Body, Query, Success } from "./typed"

type U<N extends string> = Success<typeof UsersGroup, N>
type P<N extends string> = Success<typeof PeopleGroup, N>
type R<N extends string> = Success<typeof RatingsGroup, N>
type B<N extends string> = Success<typeof PassesGroup, N>

export const searchUsers = (query: Query<typeof UsersGroup, "search">) =>
  request<U<"search">>("/api/users", { params: query })
export const getUser = (id: number) => request<U<"show">>(`/api/users/${id}`)
export const getUserInfo = () => request<U<"info">>("/api/users/info")
export const updateUser = (id: number, change: Body<typeof UsersGroup, "update">) =>
  request<U<"update">>(`/api/users/${id}`, { method: "PUT", body: change })
export const preferredFacilities = () => request<U<"preferredFacilities">>("/api/users/preferred_facilities")
export const currentFacility = (id: number) => request<U<"currentFacility">>(`/api/users/${id}/current_facility`)
export const setCurrentFacility = (id: number, facility_id: number) =>
  request<U<"setCurrentFacility">>(`/api/users/${id}/set_current_facility`, { method: "PUT", body: { facility_id } })
export const toggleFave = (facility_id: number) =>
  request<U<"toggleFave">>("/api/users_facilities_faves/toggle_fave", { method: "POST", body: { facility_id } })

export const createContact = (contact: Body<typeof PeopleGroup, "createContact">) =>
  request<P<"createContact">>("/api/users/create_contact", { method: "POST", body: contact })
export const sendReconfirmationEmail = (id: number) =>
  request<P<"sendReconfirmationEmail">>(`/api/users/${id}/send_reconfirmation_email`, { method: "POST", body: {} })
export const verifyAccountCode = (id: number, code: string, password: string) =>
  request<P<"verifyAccountCode">>(`/api/users/${id}/verify_account_code`, { method: "PUT", body: { code, password } })
export const destroyByManager = (id: number, facility_id: number) =>
  request<P<"destroyByManager">>(`/api/users/${id}/destroy_by_manager`, { method: "PUT", body: { facility_id } })
export const setZip = (id: number, change: Body<typeof PeopleGroup, "zip">) =>
  request<P<"zip">>(`/api/users/${id}/zip`, { method: "POST", body: change })
export const userActivity = (query: Query<typeof PeopleGroup, "activity"> = {}) =>
  request<P<"activity">>("/api/users/activity", { params: query })
export const allActivity = (query: Query<typeof PeopleGroup, "allActivity">) =>
  request<P<"allActivity">>("/api/users/all_activity", { params: query })
export const handledUsers = () => request<P<"handledUsers">>("/api/users/handled_users")
export const family = () => request<P<"family">>("/api/users/family")
export const children = () => request<P<"childrens">>("/api/users/childrens")
export const acceptGuardian = (guardianId: number) =>
  request<P<"acceptGuardian">>("/api/users/accept_guardian", { method: "POST", body: { user_id: guardianId } })
export const addToFamily = (member: Body<typeof PeopleGroup, "addToFamily">) =>
  request<P<"addToFamily">>("/api/users/add_to_family", { method: "POST", body: member })
export const removeFromFamily = (related_user_id: number) =>
  request<P<"removeFromFamily">>("/api/users/remove_from_family", { method: "POST", body: { related_user_id } })

export const listRatings = (userId?: number) =>
  request<R<"list">>("/api/users/ratings", { params: { user_id: userId } })
export const addRating = (id: number, provider: string, rating: number) =>
  request<R<"create">>(`/api/users/${id}/ratings`, { method: "POST", body: { provider, rating } })
export const updateRating = (id: number, ratingId: number, rating: number) =>
  request<R<"update">>(`/api/users/${id}/ratings/${ratingId}`, { method: "PUT", body: { rating } })
export const setRating = (id: number, rating: number | null) =>
  request<R<"setRating">>(`/api/users/${id}/rating`, { method: "PUT", body: { rating } })
export const linkToDupr = (id: number, dupr_id: string) =>
  request<R<"linkToDupr">>(`/api/users/${id}/link_to_dupr`, { method: "POST", body: { dupr_id } })
export const unlinkDupr = (id: number) =>
  request<R<"unlinkDupr">>(`/api/users/${id}/unlink_dupr`, { method: "POST", body: {} })
export const unlinkRpr = (id: number) =>
  request<R<"unlinkRpr">>(`/api/users/${id}/unlink_rpr`, { method: "POST", body: {} })
export const sendNprpQuestionnaire = (id: number) =>
  request<R<"sendNprpQuestionnaire">>(`/api/users/${id}/send_nprp_questionnaire`, { method: "POST", body: {} })
export const setClubLocker = (club_locker_code: string, user_id?: number) =>
  request<R<"setClubLocker">>("/api/user_club_lockers", { method: "POST", body: { club_locker_code, user_id } })
export const clearClubLocker = (userId?: number) =>
  request<R<"clearClubLocker">>(
    userId === undefined ? "/api/user_club_lockers" : `/api/user_club_lockers?user_id=${userId}`,
    { method: "DELETE" },
  )

export const userBookingPasses = (id: number) => request<B<"userPasses">>(`/api/users/${id}/booking_passes`)
export const guestUsers = (facility_id: number, q?: string) =>
  request<B<"guestUsers">>("/api/guest_users", { params: { facility_id, q } })
export const listBookingPasses = (facilityId: number) =>
  request<B<"listPasses">>(`/api/facilities/${facilityId}/booking_passes`)
export const createBookingPass = (facilityId: number, pass: Body<typeof PassesGroup, "createPass">) =>
  request<B<"createPass">>(`/api/facilities/${facilityId}/booking_passes`, { method: "POST", body: pass })
export const getBookingPass = (facilityId: number, passId: number) =>
  request<B<"showPass">>(`/api/facilities/${facilityId}/booking_passes/${passId}`)
export const updateBookingPass = (facilityId: number, passId: number, change: Body<typeof PassesGroup, "updatePass">) =>
  request<B<"updatePass">>(`/api/facilities/${facilityId}/booking_passes/${passId}`, { method: "PUT", body: change })
export const deleteBookingPass = (facilityId: number, passId: number) =>
  request<B<"deletePass">>(`/api/facilities/${facilityId}/booking_passes/${passId}`, { method: "DELETE" })
export const listBillingAddresses = (userId?: number) =>
  request<B<"listAddresses">>("/api/billing_addresses", { params: { user_id: userId } })
export const createBillingAddress = (address: string, user_id?: number) =>
  request<B<"createAddress">>("/api/billing_addresses", { method: "POST", body: { address, user_id } })
export const updateBillingAddress = (id: number, address: string) =>
  request<B<"updateAddress">>(`/api/billing_addresses/${id}`, { method: "PUT", body: { address } })
export const deleteBillingAddress = (id: number) =>
  request<B<"deleteAddress">>(`/api/billing_addresses/${id}`, { method: "DELETE" })
/** The clubs on this server a signed-in person may look for and join, favourites first. */
export const recommendedFacilities = (search: string) =>
  request<U<"recommendedFacilities">>("/api/recommendations/facilities", { params: { search } })
