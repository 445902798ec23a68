import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"

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
    /** The club's value for a person from a provider, if it keeps one. */
    readonly clubValue: (userId: number, provider: string, facilityId: number) => Effect.Effect<number | undefined>
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
