import { Schema } from "effect"

/**
 * The club's public face: which blocks its home page shows, in order (the API's Home layout), and a
 * visitor's cookie consent (the API's Cookie consent: categories), kept under a key the visitor's
 * browser holds, not a cookie.
 */

export const HOME_BLOCKS = ["announcements", "posts", "leaderboards", "banners", "calendar", "clinics"] as const
export const HomeBlock = Schema.Literal(...HOME_BLOCKS)
export type HomeBlock = typeof HomeBlock.Type

export const DEFAULT_HOME: ReadonlyArray<HomeBlock> = ["announcements", "posts", "calendar", "leaderboards", "banners"]

export const HomeLayout = Schema.Struct({
  facility_id: Schema.Number,
  home_structure: Schema.Array(HomeBlock),
})
export type HomeLayout = typeof HomeLayout.Type

export const homeLayoutProblem = (blocks: ReadonlyArray<HomeBlock>) =>
  new Set(blocks).size !== blocks.length ? "Each block appears on the home page once." : undefined

export const CONSENT_CATEGORIES = ["necessary", "preferences", "statistics", "marketing"] as const
export const ConsentCategory = Schema.Literal(...CONSENT_CATEGORIES)
export type ConsentCategory = typeof ConsentCategory.Type

export const CookieConsent = Schema.Struct({
  key: Schema.String,
  /** Always holds `necessary`: what the site cannot work without is not a choice. */
  categories: Schema.Array(ConsentCategory),
  created_at: Schema.String,
  updated_at: Schema.String,
})
export type CookieConsent = typeof CookieConsent.Type

/** The categories as kept: `necessary` first and always, each once, in the listed order. */
export const consentCategories = (chosen: ReadonlyArray<ConsentCategory>): ReadonlyArray<ConsentCategory> =>
  CONSENT_CATEGORIES.filter((c) => c === "necessary" || chosen.includes(c))
