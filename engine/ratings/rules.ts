import { Context, Data, Effect, Either, Schema } from "effect"

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
export class UnknownRatingProvider extends Data.TaggedError("UnknownRatingProvider")<{ readonly provider: string }> {
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

/** ntrp_default shows as NRP, ntrp_custom as NRP Custom, rpr as WPR, others in upper case. */
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

/** A rating as a person's profile shows it: the value with its provider's label and range. */
export const Rating = Schema.Struct({
  id: Schema.Number,
  user_id: Schema.Number,
  provider: Schema.String,
  /** How the provider is shown: NRP, NRP Custom, WPR, or the provider in upper case. */
  label: Schema.String,
  rating: Schema.Number,
  min: Schema.Number,
  max: Schema.Number,
  /** Null: the person's own rating (self-rated or from a linked account); else the club whose value it is. */
  facility_id: Schema.NullOr(Schema.Number),
})
export type Rating = typeof Rating.Type

/** A person's id at an outside rating or club service. */
export type LinkedId = "dupr_id" | "redpadel_id" | "club_locker_code"

/** Ratings by provider (a person's own, and each club's value for them), as storage keeps them. */
export class RatingsRepo extends Context.Tag("venue/RatingsRepo")<
  RatingsRepo,
  {
    readonly of: (userId: number) => Effect.Effect<
      ReadonlyArray<{
        readonly id: number
        readonly user_id: number
        readonly provider: string
        readonly rating: number
        readonly facility_id: number | null
      }>
    >
    /** The new rating's id, or undefined when the person (or the club, for them) has one from this provider already. */
    readonly insert: (
      userId: number,
      provider: string,
      rating: number,
      facilityId: number | null,
    ) => Effect.Effect<number | undefined>
    readonly upsert: (
      userId: number,
      provider: string,
      rating: number,
      facilityId?: number | null,
    ) => Effect.Effect<void>
    /** The profile's self-rating on the NRP scale. */
    readonly setProfileRating: (userId: number, rating: number | null) => Effect.Effect<void>
    /** Whether the id is now the person's: false when another person holds it (a DUPR id is one person's). */
    readonly setLinkedId: (userId: number, column: LinkedId, value: string) => Effect.Effect<boolean>
    readonly clearLinkedId: (userId: number, column: LinkedId) => Effect.Effect<void>
    /** Who has linked the DUPR id, if anyone. */
    readonly duprHolder: (duprId: string) => Effect.Effect<number | undefined>
    /** The code (its digest) a person proves a DUPR account theirs with; a new one replaces the one before. */
    readonly saveLinkCode: (userId: number, externalId: string, codeHash: string) => Effect.Effect<void>
    readonly linkCode: (userId: number) => Effect.Effect<
      | {
          readonly external_id: string
          readonly code_hash: string
          readonly attempts: number
          readonly expired: boolean
        }
      | undefined
    >
    readonly countWrongLinkCode: (userId: number) => Effect.Effect<void>
    readonly dropLinkCode: (userId: number) => Effect.Effect<void>
  }
>() {}
