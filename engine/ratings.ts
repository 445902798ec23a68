import { Data, Effect } from "effect"

/** A rating scale: the lowest and highest rating its provider gives. */
export interface RatingRange {
  readonly min: number
  readonly max: number
}

/** SPEC §5: dupr 2–8, utr 1–16.5, rpr 0–21, club_locker 1–21, every other provider 1–7. */
const RANGES: Record<string, RatingRange> = {
  dupr: { min: 2, max: 8 },
  utr: { min: 1, max: 16.5 },
  rpr: { min: 0, max: 21 },
  club_locker: { min: 1, max: 21 },
}
const DEFAULT_RANGE: RatingRange = { min: 1, max: 7 }

export const ratingRange = (provider: string): RatingRange => RANGES[provider] ?? DEFAULT_RANGE

/** SPEC §3: ntrp_default shows as NRP, ntrp_custom as NRP Custom, rpr as WPR, others in upper case. */
export const ratingLabel = (provider: string): string =>
  provider === "ntrp_default"
    ? "NRP"
    : provider === "ntrp_custom"
      ? "NRP Custom"
      : provider === "rpr"
        ? "WPR"
        : provider.toUpperCase()

export class RatingOutOfRange extends Data.TaggedError("RatingOutOfRange")<{
  readonly provider: string
  readonly rating: number
}> {
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
