import { Context, type Effect } from "effect"
import type { AttentionFact } from "./rules"

/** What needs a club's staff now, as storage finds it (the engine words it as alerts). */
export class AlertsRepo extends Context.Tag("venue/AlertsRepo")<
  AlertsRepo,
  { readonly attentionFacts: (facilityId: number, today: string) => Effect.Effect<ReadonlyArray<AttentionFact>> }
>() {}
