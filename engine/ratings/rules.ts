import * as Data from "effect/Data"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"

/** A rating scale: the lowest and highest rating its provider gives. */
export interface RatingRange {
  readonly min: number
  readonly max: number
}

/** Dupr 2–8, utr 1–16.5, rpr 0–21, club_locker 1–21, every other provider 1–7. */
const RANGES: Record<string, RatingRange> = {
  dupr: { min: 2, max: 8 },
  utr: { min: 1, max: 16.5 },
  rpr: { min: 0, max: 21 },
  club_locker: { min: 1, max: 21 },
}
const DEFAULT_RANGE: RatingRange = { min: 1, max: 7 }

/** The providers whose scale the platform knows; a club's own (any other key) is rated 1–7. */
export const KNOWN_RATING_PROVIDERS = ["dupr", "utr", "rpr", "club_locker", "ntrp_default", "ntrp_custom"] as const

/** A provider the platform does not know, asked for its scale: a program decides, rather than assuming 1–7. */
export class UnknownRatingProvider
  extends /* @__PURE__ */ Data.TaggedError("UnknownRatingProvider")<{ readonly provider: string }>
{
  override get message() {
    return `${this.provider} is not a rating provider this platform knows (${KNOWN_RATING_PROVIDERS.join(", ")}).`
  }
}

/** The scale of a known provider, or `UnknownRatingProvider`. */
export const ratingScale = (provider: string): Either.Either<RatingRange, UnknownRatingProvider> =>
  (KNOWN_RATING_PROVIDERS as ReadonlyArray<string>).includes(provider)
    ? Either.right(RANGES[provider] ?? DEFAULT_RANGE)
    : Either.left(new UnknownRatingProvider({ provider }))

/** The scale the API applies: a known provider's, else 1–7 (a club's own ratings); `ratingScale` refuses instead. */
export const ratingRange = (provider: string): RatingRange => RANGES[provider] ?? DEFAULT_RANGE

/** The ratings a club's competitions keep of its players, by sport (`engine/competitions/clubRating.ts`). */
const CLUB_RESULTS = /^club_(tennis|padel|pickleball|squash)$/

/**
 * ntrp_default shows as NRP, ntrp_custom as NRP Custom, rpr as WPR, a club's rating from its
 * competitions as "Club tennis", others in upper case.
 */
export const ratingLabel = (provider: string): string =>
  CLUB_RESULTS.test(provider)
    ? `Club ${provider.slice(5)}`
    : provider === "ntrp_default"
      ? "NRP"
      : provider === "ntrp_custom"
        ? "NRP Custom"
        : provider === "rpr"
          ? "WPR"
          : provider.toUpperCase()

export class RatingOutOfRange
  extends /* @__PURE__ */ Data.TaggedError("RatingOutOfRange")<{
    readonly provider: string
    readonly rating: number
  }>
{
  override get message() {
    const { min, max } = ratingRange(this.provider)
    return `A ${ratingLabel(this.provider)} rating is from ${min} to ${max}; ${this.rating} is outside.`
  }
}

export const isRatingInRange = (provider: string, rating: number): boolean => {
  const { min, max } = ratingRange(provider)
  return Number.isFinite(rating) && rating >= min && rating <= max
}

/** The rating, or a refusal that says the provider's range. */
export const checkRating = (provider: string, rating: number): Effect.Effect<number, RatingOutOfRange> =>
  isRatingInRange(provider, rating) ? Effect.succeed(rating) : Effect.fail(new RatingOutOfRange({ provider, rating }))

export * from "./port"
