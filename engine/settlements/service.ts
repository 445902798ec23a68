import { withSpans } from "../spans"
import { Clock, Effect } from "effect"
import { requireManagerAt } from "../access"
import { BankTransfers, CardEvents } from "../providers"
import { type Outcome } from "./rules"
import { SettlementsRepo } from "./port"
import { Refunds } from "../payments/refunds"

const DAY_MS = 24 * 3600 * 1000

/**
 * Settlements: every change a payment provider's word makes to a payment's state, in one place.
 * Only pending ledger rows move, each once, however often a word is repeated: a signed event
 * (handled once by its id), a reader or a capture that answered, and the bank's list of transfers.
 */
export class Settlements extends Effect.Service<Settlements>()("venue/Settlements", {
  dependencies: [Refunds.Default],
  effect: Effect.gen(function* () {
    const repo = yield* SettlementsRepo
    const events = yield* CardEvents
    const bank = yield* BankTransfers
    const refunds = yield* Refunds

    /** The card provider's signed event: verified on its raw body, handled once. */
    const cardEvent = (raw: string, signature: string, facilityId: number | undefined) =>
      Effect.gen(function* () {
        const event = yield* events.verify(raw, signature, facilityId)
        const recorded = yield* repo.recordEvent({ provider: "stripe", ...event })
        return { received: true, duplicate: !recorded.fresh, settled: recorded.settled }
      })

    /** A provider answered for a club's payment (a reader, a capture, a cancel): its rows move now. */
    const settle = (reference: string, outcome: Outcome, facilityId: number) =>
      Effect.map(repo.settle(reference, outcome, facilityId), (ids) => ids.length)

    /**
     * Reconciles bank transfers with the provider (of one club, for its managers; every club for
     * the operator's job): settled ones mark their rows paid, failed ones failed. Money that arrives
     * for a booking cancelled while it was on its way is given back.
     */
    const reconcileAch = (facilityId?: number) =>
      Effect.gen(function* () {
        if (facilityId !== undefined)
          yield* requireManagerAt(facilityId, "Only the club's managers reconcile its bank transfers.")
        const since = yield* repo.oldestPendingAch(facilityId)
        const counts = { settled: 0, failed: 0 }
        if (since === null) return counts
        // A day either side: the provider stamps transfers by its own clock.
        const date_gt = new Date(new Date(since).getTime() - DAY_MS).toISOString()
        const date_lt = new Date((yield* Clock.currentTimeMillis) + DAY_MS).toISOString()
        for (const status of ["settled", "failed"] as const) {
          for (let page = 1; ; page++) {
            const found = yield* bank.transfers({ date_gt, date_lt, status, page })
            for (const transfer of found.items) {
              const ids = yield* repo.settle(
                transfer.transfer_ref,
                status === "settled" ? "paid" : "failed",
                facilityId ?? "anywhere",
              )
              counts[status] += ids.length
              if (status === "settled") yield* refunds.giveBackForCancelled(ids)
            }
            if (!found.more) break
          }
        }
        return counts
      })

    return withSpans("Settlements", { cardEvent, settle, reconcileAch })
  }),
}) {}
