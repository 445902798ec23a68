import { Schema } from "effect"

/**
 * The API's Banner ad: a club's banner (a sponsor's, or its own offer) with an image and a link,
 * shown on its home page or beside its booking calendar between two dates.
 */

export const BannerPlacement = Schema.Literal("home", "booking")
export type BannerPlacement = typeof BannerPlacement.Type

export const BannerAd = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  title: Schema.String,
  /** Where a click goes: an http or https address, or none. */
  link_url: Schema.NullOr(Schema.String),
  alt_text: Schema.String,
  placement: BannerPlacement,
  /** Facility-local dates it shows between (both days included); none: from now, until removed. */
  starts_on: Schema.NullOr(Schema.String),
  ends_on: Schema.NullOr(Schema.String),
  active: Schema.Boolean,
  position: Schema.Number,
  has_image: Schema.Boolean,
  created_at: Schema.String,
})
export type BannerAd = typeof BannerAd.Type

export interface BannerFields {
  readonly title: string
  readonly link_url: string | null
  readonly alt_text: string
  readonly placement: BannerPlacement
  readonly starts_on: string | null
  readonly ends_on: string | null
  readonly active: boolean
  readonly position: number
}

/** A link a banner may carry: http or https only, so no banner runs script when clicked. */
export const linkProblem = (url: string | null) => {
  if (url === null) return undefined
  if (url.length > 500) return "A banner's link holds at most 500 characters."
  try {
    const parsed = new URL(url)
    return parsed.protocol === "http:" || parsed.protocol === "https:"
      ? undefined
      : "A banner's link is an http or https address."
  } catch {
    return "A banner's link is an http or https address."
  }
}

export const bannerProblem = (fields: BannerFields) => {
  if (fields.title.trim() === "") return "A banner needs a title."
  if (fields.title.length > 120) return "A banner's title holds at most 120 characters."
  if (fields.alt_text.length > 200) return "A banner's image description holds at most 200 characters."
  if (fields.starts_on !== null && fields.ends_on !== null && fields.ends_on < fields.starts_on)
    return "A banner ends on or after the day it starts."
  if (!Number.isInteger(fields.position) || fields.position < 0 || fields.position > 1000)
    return "A banner's position is a whole number from 0 to 1000."
  return linkProblem(fields.link_url)
}
