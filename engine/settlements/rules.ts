import { Context, type Effect } from "effect"
import type { ProviderEvent } from "../providers"

/**
 * Which payments a provider's word may move: one club's (its own account, or a call made for it);
 * for the platform's card account, those of the clubs that have no account of their own; for the
 * server's own bank-transfer account, any.
 */
export type SettleScope = number | "platform" | "anywhere"

export type Outcome = "paid" | "failed"

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
