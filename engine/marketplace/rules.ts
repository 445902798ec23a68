import { Schema } from "effect"
import { linkProblem } from "../banners/rules"

/**
 * The API's Marketplace banner area: a place on the platform's own pages (where people find clubs)
 * that shows the banners the platform's admins put in it, in order.
 */

export const MarketplaceBanner = Schema.Struct({
  id: Schema.Number,
  link_url: Schema.NullOr(Schema.String),
  alt_text: Schema.String,
  position: Schema.Number,
  has_image: Schema.Boolean,
})
export type MarketplaceBanner = typeof MarketplaceBanner.Type

export const MarketplaceBannerArea = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  /** Where the area is on the platform's pages: `home` is the page where people find their club. */
  key: Schema.String,
  active: Schema.Boolean,
  banners: Schema.Array(MarketplaceBanner),
})
export type MarketplaceBannerArea = typeof MarketplaceBannerArea.Type

export const MAX_AREA_BANNERS = 12

/** One of an area's banners as sent: with `id` it changes that banner (or, with `_destroy`, removes it); without, adds one. */
export interface NestedBanner {
  readonly id?: number | undefined
  readonly link_url?: string | null | undefined
  readonly alt_text?: string | undefined
  readonly position?: number | undefined
  readonly _destroy?: boolean | undefined
}

export const areaProblem = (area: { readonly name: string; readonly key: string }) => {
  if (area.name.trim() === "") return "A banner area needs a name."
  if (area.name.length > 120) return "A banner area's name holds at most 120 characters."
  if (!/^[a-z0-9]+(_[a-z0-9]+)*$/.test(area.key))
    return "A banner area's key is lower-case words joined by underscores."
  return undefined
}

export const nestedBannerProblem = (banner: NestedBanner) => {
  if ((banner.alt_text ?? "").length > 200) return "A banner's image description holds at most 200 characters."
  const position = banner.position ?? 0
  if (!Number.isInteger(position) || position < 0 || position > 1000)
    return "A banner's position is a whole number from 0 to 1000."
  return linkProblem(banner.link_url ?? null)
}
