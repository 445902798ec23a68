import type { SiteGroup } from "../../../adapters/http/plugins/site"
import { request } from "./request"
import type { Body, Success } from "./typed"

type S<N extends string> = Success<typeof SiteGroup, N>
type B<N extends string> = Body<typeof SiteGroup, N>

export type HomeLayout = S<"homeLayout">
export type CookieConsent = S<"consent">

export const getHomeLayout = (facilityId: number) =>
  request<S<"homeLayout">>(`/api/facilities/${facilityId}/home_layout`)
export const updateHomeLayout = (facilityId: number, layout: B<"updateHomeLayout">) =>
  request<S<"updateHomeLayout">>(`/api/facilities/${facilityId}/home_layout`, { method: "PUT", body: layout })

/** The visitor's answer, by the key this site gave their browser. */
export const getCookieConsents = (key: string) =>
  request<S<"consent">>("/api/cookie_consents", { headers: { "x-api-key": String(key) } })
export const createCookieConsents = (consent: B<"giveConsent">) =>
  request<S<"giveConsent">>("/api/cookie_consents", { method: "POST", body: consent })
export const updateCookieConsents = (key: string, consent: B<"changeConsent">) =>
  request<S<"changeConsent">>("/api/cookie_consents", {
    method: "PUT",
    body: consent,
    headers: { "x-api-key": String(key) },
  })
