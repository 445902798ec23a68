import type { PartnerAppsGroup } from "../../../adapters/http/plugins/partnerApps"
import { pathOf } from "./paths"
import { request } from "./request"
import type { Body, Query, Success } from "./typed"

type S<N extends string> = Success<typeof PartnerAppsGroup, N>

export type PartnerApp = S<"partnerApps">[number]
export type AppGrant = S<"appGrants">[number]
export type NewPartnerApp = Body<typeof PartnerAppsGroup, "registerPartnerApp">
/** What an app sends a person to the consent page with. */
export type AuthorizeQuery = Query<typeof PartnerAppsGroup, "consentRequest">

/** The platform's partner apps (platform admins). */
export const partnerApps = () => request<S<"partnerApps">>(pathOf("partnerApps.partnerApps"))
/** Registers an app: its client id, and a confidential app's secret, shown this once. */
export const registerPartnerApp = (body: NewPartnerApp) =>
  request<S<"registerPartnerApp">>(pathOf("partnerApps.registerPartnerApp"), { method: "POST", body })
export const retirePartnerApp = (id: number) =>
  request<void>(pathOf("partnerApps.retirePartnerApp", { id }), { method: "DELETE" })
/** What the consent page shows: the app, the scope it asks and the clubs the person may let it reach. */
export const consentRequest = (query: AuthorizeQuery) =>
  request<S<"consentRequest">>(pathOf("partnerApps.consentRequest", {}, query))
/**
 * Where the consent page's form goes: the browser sends it and follows the answer back to the app, so
 * the code is never in anything a script reads.
 */
export const consentAction = () => pathOf("partnerApps.consent")
/** The apps a club let in (owners and admins). */
export const appGrants = (facilityId: number) =>
  request<S<"appGrants">>(pathOf("partnerApps.appGrants", { id: facilityId }))
/** Ends an app's grant of the club: every token it gave stops at once. */
export const revokeAppGrant = (facilityId: number, grantId: number) =>
  request<void>(pathOf("partnerApps.revokeAppGrant", { id: facilityId, grantId }), { method: "DELETE" })
/** The club's own apps (owners and admins). */
export const clubApps = (facilityId: number) =>
  request<S<"clubApps">>(pathOf("partnerApps.clubApps", { id: facilityId }))
/** Registers an app of the club's own, let in at once: its client id, and a confidential app's secret, shown this once. */
export const registerClubApp = (facilityId: number, body: NewPartnerApp) =>
  request<S<"registerClubApp">>(pathOf("partnerApps.registerClubApp", { id: facilityId }), { method: "POST", body })
/** Retires one of the club's own apps: every token it holds stops at once. */
export const retireClubApp = (facilityId: number, appId: number) =>
  request<void>(pathOf("partnerApps.retireClubApp", { id: facilityId, appId }), { method: "DELETE" })
