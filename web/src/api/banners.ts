import type { BannersGroup } from "../../../adapters/http/plugins/banners"
import { request, requestMultipart } from "./request"
import type { Body, Success } from "./typed"

type S<N extends string> = Success<typeof BannersGroup, N>

export type BannerAd = S<"banner">
/** A banner's fields as JSON; only those given change on update. */
export type BannerChange = Extract<Body<typeof BannersGroup, "createBanner">, { readonly title?: unknown }>

const base = (facilityId: number) => `/api/facilities/${facilityId}/banner_ads`
const send = <A>(path: string, method: "POST" | "PUT", body: BannerChange | FormData) =>
  body instanceof FormData ? requestMultipart<A>(path, body, { method }) : request<A>(path, { method, body })

export const listBannerAds = (facilityId: number, placement?: BannerAd["placement"]) =>
  request<S<"banners">>(base(facilityId), { params: placement === undefined ? {} : { placement } })
/** A banner from JSON, or from a form carrying its image. */
export const createBannerAd = (facilityId: number, body: BannerChange | FormData) =>
  send<S<"createBanner">>(base(facilityId), "POST", body)
export const getBannerAd = (facilityId: number, id: number) => request<S<"banner">>(`${base(facilityId)}/${id}`)
export const updateBannerAd = (facilityId: number, id: number, body: BannerChange | FormData) =>
  send<S<"updateBanner">>(`${base(facilityId)}/${id}`, "PUT", body)
export const deleteBannerAd = (facilityId: number, id: number) =>
  request<S<"deleteBanner">>(`${base(facilityId)}/${id}`, { method: "DELETE" })
/** Where a banner's image is served (for an <img>). */
export const bannerAdImageUrl = (facilityId: number, id: number) => `${base(facilityId)}/${id}/image`
export const bannerAdImage = (facilityId: number, id: number) =>
  request<S<"bannerImage">>(bannerAdImageUrl(facilityId, id))
