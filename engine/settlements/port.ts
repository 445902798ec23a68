import { Context, type Effect } from "effect"
import type { Outcome, SettleScope } from "./rules"
import type { ProviderEvent } from "../providers"

/** Provider events handled once, and the pending ledger rows a provider's word moves. */
export class SettlementsRepo extends Context.Tag("venue/SettlementsRepo")<
  SettlementsRepo,
  {
    /**
     * Records a provider's event; not fresh when it was handled before (a replay). An event that
     * says how a payment ended settles that payment's pending rows in the same transaction.
     */
    readonly recordEvent: (
      event: ProviderEvent & { readonly provider: string },
    ) => Effect.Effect<{ readonly fresh: boolean; readonly settled: number }>
    /** Moves the pending rows of a provider payment, within `scope`, to paid or failed; the rows moved. */
    readonly settle: (reference: string, outcome: Outcome, scope: SettleScope) => Effect.Effect<ReadonlyArray<number>>
    /** When the oldest bank transfer still pending was made (of one club when given); null when none is. */
    readonly oldestPendingAch: (facilityId?: number) => Effect.Effect<string | null>
  }
>() {}
