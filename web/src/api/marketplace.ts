import type { MarketplaceGroup } from "../../../adapters/http/plugins/marketplace"
import { pathOf } from "./paths"
import { request, requestMultipart } from "./request"
import type { Body, Success } from "./typed"

type S<N extends string> = Success<typeof MarketplaceGroup, N>

/** An area as JSON, its banners nested (id to change one, `_destroy` to remove it). */
export type BannerAreaChange = Extract<
  Body<typeof MarketplaceGroup, "createBannerArea">,
  { readonly banners?: unknown }
>

const send = <A>(path: string, method: "POST" | "PUT", body: BannerAreaChange | FormData) =>
  body instanceof FormData ? requestMultipart<A>(path, body, { method }) : request<A>(path, { method, body })

export const listMarketplaceBannerAreas = () => request<S<"bannerAreas">>(pathOf("marketplace.bannerAreas"))
/** An area from JSON, or from a form with `banners` as JSON text and images as `banners[N][image]`. */
export const createMarketplaceBannerArea = (body: BannerAreaChange | FormData) =>
  send<S<"createBannerArea">>(pathOf("marketplace.bannerAreas"), "POST", body)
export const getMarketplaceBannerArea = (id: number) =>
  request<S<"bannerArea">>(pathOf("marketplace.bannerArea", { id }))
export const updateMarketplaceBannerArea = (id: number, body: BannerAreaChange | FormData) =>
  send<S<"updateBannerArea">>(pathOf("marketplace.bannerArea", { id }), "PUT", body)
export const deleteMarketplaceBannerArea = (id: number) =>
  request<S<"deleteBannerArea">>(pathOf("marketplace.deleteBannerArea", { id }), { method: "DELETE" })
/** Where a banner's image is served (for an <img>). */
export const marketplaceBannerImageUrl = (id: number) => pathOf("marketplace.marketplaceBannerImage", { id })
export const marketplaceBannerImage = (id: number) =>
  request<S<"marketplaceBannerImage">>(pathOf("marketplace.marketplaceBannerImage", { id }))
