import { Context, type Effect } from "effect"
import type { ReaderRow } from "./rules"

/** The card readers clubs registered, as storage keeps them. */
export class CardReadersRepo extends Context.Tag("venue/CardReadersRepo")<
  CardReadersRepo,
  {
    /** The club's readers, the default first. */
    readonly ofClub: (facilityId: number) => Effect.Effect<ReadonlyArray<ReaderRow>>
    readonly byRef: (ref: string) => Effect.Effect<ReaderRow | undefined>
    /** Keeps a reader the provider registered; a club's first reader is its default. */
    readonly add: (reader: {
      readonly facility_id: number
      readonly reader_ref: string
      readonly label: string
      readonly location_ref: string | null
    }) => Effect.Effect<ReaderRow>
    /** Forgets a reader; if it was the default, the club's oldest reader left becomes it. */
    readonly remove: (row: ReaderRow) => Effect.Effect<void>
    readonly makeDefault: (row: ReaderRow) => Effect.Effect<void>
  }
>() {}
