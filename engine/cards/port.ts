import { Context, type Effect } from "effect"
import type { NewSavedCard, SavedCard } from "./rules"

/** Saved cards, providers' customers and card sign-ups under way, as storage keeps them. */
export class CardsRepo extends Context.Tag("venue/CardsRepo")<
  CardsRepo,
  {
    /** A person's cards (at one club when given), the default first. */
    readonly list: (userId: number, facilityId?: number) => Effect.Effect<ReadonlyArray<SavedCard>>
    readonly find: (id: number) => Effect.Effect<SavedCard | undefined>
    /** The provider's customer for a person at a club, when made. */
    readonly customerRef: (facilityId: number, userId: number, provider: string) => Effect.Effect<string | undefined>
    /** Keeps a new customer reference; when two raced, the one kept first (which the answer gives). */
    readonly keepCustomerRef: (
      facilityId: number,
      userId: number,
      provider: string,
      ref: string,
    ) => Effect.Effect<string>
    readonly insert: (card: NewSavedCard) => Effect.Effect<number>
    /** Removes a card; the newest card left becomes the default. */
    readonly remove: (card: SavedCard) => Effect.Effect<void>
    readonly makeDefault: (card: SavedCard) => Effect.Effect<void>
    /** Whether the club has a bank account that receives transfers. */
    readonly takesBankTransfers: (facilityId: number) => Effect.Effect<boolean>
    /** A card sign-up under way at a regional provider, by the token it gave. */
    readonly startInscription: (inscription: {
      readonly token: string
      readonly provider: string
      readonly facility_id: number
      readonly user_id: number
    }) => Effect.Effect<void>
    /** Finishes a card sign-up once; whose it was, or undefined for an unknown or finished one. */
    readonly finishInscription: (
      token: string,
    ) => Effect.Effect<
      { readonly provider: string; readonly facility_id: number; readonly user_id: number } | undefined
    >
  }
>() {}
