import type { SiteGroup } from "../../../adapters/http/plugins/site"
import { pathOf } from "./paths"
import { request } from "./request"
import type { Body, Success } from "./typed"

type S<N extends string> = Success<typeof SiteGroup, N>
type B<N extends string> = Body<typeof SiteGroup, N>

export type HomeLayout = S<"homeLayout">
export type CookieConsent = S<"consent">

export const getHomeLayout = (facilityId: number) =>
  request<S<"homeLayout">>(pathOf("site.homeLayout", { id: facilityId }))
export const updateHomeLayout = (facilityId: number, layout: B<"updateHomeLayout">) =>
  request<S<"updateHomeLayout">>(pathOf("site.updateHomeLayout", { id: facilityId }), { method: "PUT", body: layout })

/** The visitor's answer, by the key this site gave their browser. */
export const getCookieConsents = (key: string) =>
  request<S<"consent">>(pathOf("site.consent"), { headers: { "x-api-key": String(key) } })
export const createCookieConsents = (consent: B<"giveConsent">) =>
  request<S<"giveConsent">>(pathOf("site.giveConsent"), { method: "POST", body: consent })
export const updateCookieConsents = (key: string, consent: B<"changeConsent">) =>
  request<S<"changeConsent">>(pathOf("site.changeConsent"), {
    method: "PUT",
    body: consent,
    headers: { "x-api-key": String(key) },
  })
