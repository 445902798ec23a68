import type { PassesGroup } from "../../../adapters/http/plugins/passes"
import type { PeopleGroup } from "../../../adapters/http/plugins/people"
import type { RatingsGroup } from "../../../adapters/http/plugins/ratings"
import type { UsersGroup } from "../../../adapters/http/plugins/users"
import { pathOf } from "./paths"
import { request } from "./request"
import type { Body, Query, Success } from "./typed"

type U<N extends string> = Success<typeof UsersGroup, N>
type P<N extends string> = Success<typeof PeopleGroup, N>
type R<N extends string> = Success<typeof RatingsGroup, N>
type B<N extends string> = Success<typeof PassesGroup, N>

export const searchUsers = (query: Query<typeof UsersGroup, "search">) =>
  request<U<"search">>(pathOf("users.search"), { params: query })
export const getUser = (id: number) => request<U<"show">>(pathOf("users.show", { id }))
export const getUserInfo = () => request<U<"info">>(pathOf("users.info"))
export const updateUser = (id: number, change: Body<typeof UsersGroup, "update">) =>
  request<U<"update">>(pathOf("users.update", { id }), { method: "PUT", body: change })
export const preferredFacilities = () => request<U<"preferredFacilities">>(pathOf("users.preferredFacilities"))
export const currentFacility = (id: number) => request<U<"currentFacility">>(pathOf("users.currentFacility", { id }))
export const setCurrentFacility = (id: number, facility_id: number) =>
  request<U<"setCurrentFacility">>(pathOf("users.setCurrentFacility", { id }), { method: "PUT", body: { facility_id } })
export const toggleFave = (facility_id: number) =>
  request<U<"toggleFave">>(pathOf("users.toggleFave"), { method: "POST", body: { facility_id } })

export const createContact = (contact: Body<typeof PeopleGroup, "createContact">) =>
  request<P<"createContact">>(pathOf("people.createContact"), { method: "POST", body: contact })
export const sendReconfirmationEmail = (id: number) =>
  request<P<"sendReconfirmationEmail">>(pathOf("people.sendReconfirmationEmail", { id }), { method: "POST", body: {} })
export const verifyAccountCode = (id: number, code: string, password: string) =>
  request<P<"verifyAccountCode">>(pathOf("people.verifyAccountCode", { id }), {
    method: "PUT",
    body: { code, password },
  })
export const destroyByManager = (id: number, facility_id: number) =>
  request<P<"destroyByManager">>(pathOf("people.destroyByManager", { id }), { method: "PUT", body: { facility_id } })
export const setZip = (id: number, change: Body<typeof PeopleGroup, "zip">) =>
  request<P<"zip">>(pathOf("people.zip", { id }), { method: "POST", body: change })
export const userActivity = (query: Query<typeof PeopleGroup, "activity"> = {}) =>
  request<P<"activity">>(pathOf("people.activity"), { params: query })
export const allActivity = (query: Query<typeof PeopleGroup, "allActivity">) =>
  request<P<"allActivity">>(pathOf("people.allActivity"), { params: query })
export const handledUsers = () => request<P<"handledUsers">>(pathOf("people.handledUsers"))
export const family = () => request<P<"family">>(pathOf("people.family"))
export const children = () => request<P<"childrens">>(pathOf("people.childrens"))
export const acceptGuardian = (guardianId: number) =>
  request<P<"acceptGuardian">>(pathOf("people.acceptGuardian"), { method: "POST", body: { user_id: guardianId } })
export const addToFamily = (member: Body<typeof PeopleGroup, "addToFamily">) =>
  request<P<"addToFamily">>(pathOf("people.addToFamily"), { method: "POST", body: member })
export const removeFromFamily = (related_user_id: number) =>
  request<P<"removeFromFamily">>(pathOf("people.removeFromFamily"), { method: "POST", body: { related_user_id } })

export const listRatings = (userId?: number) =>
  request<R<"list">>(pathOf("ratings.list"), { params: { user_id: userId } })
export const addRating = (id: number, provider: string, rating: number) =>
  request<R<"create">>(pathOf("ratings.create", { id }), { method: "POST", body: { provider, rating } })
export const updateRating = (id: number, ratingId: number, rating: number) =>
  request<R<"update">>(pathOf("ratings.update", { id, ratingId }), { method: "PUT", body: { rating } })
export const setRating = (id: number, rating: number | null) =>
  request<R<"setRating">>(pathOf("ratings.setRating", { id }), { method: "PUT", body: { rating } })
export const linkToDupr = (id: number, dupr_id: string) =>
  request<R<"linkToDupr">>(pathOf("ratings.linkToDupr", { id }), { method: "POST", body: { dupr_id } })
/** Ends a DUPR link with the code mailed to the account's address. */
export const verifyDupr = (id: number, code: string) =>
  request<R<"verifyDupr">>(pathOf("ratings.verifyDupr", { id }), { method: "POST", body: { code } })
export const unlinkDupr = (id: number) =>
  request<R<"unlinkDupr">>(pathOf("ratings.unlinkDupr", { id }), { method: "POST", body: {} })
export const unlinkRpr = (id: number) =>
  request<R<"unlinkRpr">>(pathOf("ratings.unlinkRpr", { id }), { method: "POST", body: {} })
export const sendNprpQuestionnaire = (id: number) =>
  request<R<"sendNprpQuestionnaire">>(pathOf("ratings.sendNprpQuestionnaire", { id }), { method: "POST", body: {} })
export const setClubLocker = (club_locker_code: string, user_id?: number) =>
  request<R<"setClubLocker">>(pathOf("ratings.setClubLocker"), { method: "POST", body: { club_locker_code, user_id } })
export const clearClubLocker = (userId?: number) =>
  request<R<"clearClubLocker">>(pathOf("ratings.clearClubLocker", {}, { user_id: userId }), { method: "DELETE" })

export const userBookingPasses = (id: number) => request<B<"userPasses">>(pathOf("passes.userPasses", { id }))
export const guestUsers = (facility_id: number, q?: string) =>
  request<B<"guestUsers">>(pathOf("passes.guestUsers"), { params: { facility_id, q } })
export const listBookingPasses = (facilityId: number) =>
  request<B<"listPasses">>(pathOf("passes.listPasses", { id: facilityId }))
export const createBookingPass = (facilityId: number, pass: Body<typeof PassesGroup, "createPass">) =>
  request<B<"createPass">>(pathOf("passes.createPass", { id: facilityId }), { method: "POST", body: pass })
export const getBookingPass = (facilityId: number, passId: number) =>
  request<B<"showPass">>(pathOf("passes.showPass", { id: facilityId, passId }))
export const updateBookingPass = (facilityId: number, passId: number, change: Body<typeof PassesGroup, "updatePass">) =>
  request<B<"updatePass">>(pathOf("passes.updatePass", { id: facilityId, passId }), { method: "PUT", body: change })
export const deleteBookingPass = (facilityId: number, passId: number) =>
  request<B<"deletePass">>(pathOf("passes.deletePass", { id: facilityId, passId }), { method: "DELETE" })
export const listBillingAddresses = (userId?: number) =>
  request<B<"listAddresses">>(pathOf("passes.listAddresses"), { params: { user_id: userId } })
export const createBillingAddress = (address: string, user_id?: number) =>
  request<B<"createAddress">>(pathOf("passes.createAddress"), { method: "POST", body: { address, user_id } })
export const updateBillingAddress = (id: number, address: string) =>
  request<B<"updateAddress">>(pathOf("passes.updateAddress", { id }), { method: "PUT", body: { address } })
export const deleteBillingAddress = (id: number) =>
  request<B<"deleteAddress">>(pathOf("passes.deleteAddress", { id }), { method: "DELETE" })
/** The clubs on this server a signed-in person may look for and join, favourites first. */
export const recommendedFacilities = (search: string) =>
  request<U<"recommendedFacilities">>(pathOf("users.recommendedFacilities"), { params: { search } })
