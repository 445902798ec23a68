import type { BannersGroup } from "../../../adapters/http/plugins/banners"
import { pathOf } from "./paths"
import { request, requestMultipart } from "./request"
import type { Body, Success } from "./typed"

type S<N extends string> = Success<typeof BannersGroup, N>

export type BannerAd = S<"banner">
/** A banner's fields as JSON; only those given change on update. */
export type BannerChange = Extract<Body<typeof BannersGroup, "createBanner">, { readonly title?: unknown }>

const send = <A>(path: string, method: "POST" | "PUT", body: BannerChange | FormData) =>
  body instanceof FormData ? requestMultipart<A>(path, body, { method }) : request<A>(path, { method, body })

export const listBannerAds = (facilityId: number, placement?: BannerAd["placement"]) =>
  request<S<"banners">>(pathOf("banners.banners", { id: facilityId }), {
    params: placement === undefined ? {} : { placement },
  })
/** A banner from JSON, or from a form carrying its image. */
export const createBannerAd = (facilityId: number, body: BannerChange | FormData) =>
  send<S<"createBanner">>(pathOf("banners.banners", { id: facilityId }), "POST", body)
export const getBannerAd = (facilityId: number, id: number) =>
  request<S<"banner">>(pathOf("banners.banner", { id: facilityId, bannerId: id }))
export const updateBannerAd = (facilityId: number, id: number, body: BannerChange | FormData) =>
  send<S<"updateBanner">>(pathOf("banners.banner", { id: facilityId, bannerId: id }), "PUT", body)
export const deleteBannerAd = (facilityId: number, id: number) =>
  request<S<"deleteBanner">>(pathOf("banners.deleteBanner", { id: facilityId, bannerId: id }), { method: "DELETE" })
/** Where a banner's image is served (for an <img>). */
export const bannerAdImageUrl = (facilityId: number, id: number) =>
  pathOf("banners.bannerImage", { id: facilityId, bannerId: id })
export const bannerAdImage = (facilityId: number, id: number) =>
  request<S<"bannerImage">>(bannerAdImageUrl(facilityId, id))
