import { Context, Data, type Effect } from "effect"

export interface DuprPlayer {
  readonly dupr_id: string
  readonly full_name: string
  /** The address DUPR holds for the account: where the code that proves it someone's goes. */
  readonly email: string | null
  /** Null when DUPR has not rated the player yet. */
  readonly doubles: number | null
  readonly singles: number | null
}

export class DuprError extends Data.TaggedError("DuprError")<{
  readonly reason: "not_found" | "unavailable" | "not_configured"
  readonly message: string
}> {}

/** The DUPR rating service: looks a player up by their DUPR id. Adapters: HTTP, and a fake server. */
export class Dupr extends Context.Tag("venue/Dupr")<
  Dupr,
  { readonly player: (duprId: string) => Effect.Effect<DuprPlayer, DuprError> }
>() {}
