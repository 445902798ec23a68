import { Effect } from "effect"
import { BankTransfers } from "../../../engine/providers"
import { Payments } from "../../../engine/services/payments"
import { oldestPendingAch, settledIds } from "../../sql/providerRecords"

/**
 * Reconciles ACH payments with the bank-transfer provider: transfers it lists as settled mark
 * their pending ledger rows paid, failed ones mark them failed. Only pending rows move, so each
 * is settled once however often this runs. With `facilityId`, only that facility's rows. Money
 * that arrives for a booking cancelled while it was on its way is given back.
 */
export const reconcileAch = (facilityId?: number) =>
  Effect.gen(function* () {
    const since = yield* oldestPendingAch(facilityId)
    const counts = { settled: 0, failed: 0 }
    if (since === null) return counts
    const bank = yield* BankTransfers
    // A day either side: the provider stamps transfers by its own clock.
    const day = 24 * 3600 * 1000
    const date_gt = new Date(new Date(since).getTime() - day).toISOString()
    const date_lt = new Date(Date.now() + day).toISOString()
    for (const status of ["settled", "failed"] as const) {
      for (let page = 1; ; page++) {
        const found = yield* bank.transfers({ date_gt, date_lt, status, page })
        for (const transfer of found.items) {
          const ids = yield* settledIds(
            transfer.transfer_ref,
            status === "settled" ? "paid" : "failed",
            facilityId ?? "anywhere",
          )
          counts[status] += ids.length
          if (status === "settled") yield* (yield* Payments).giveBackForCancelled(ids)
        }
        if (!found.more) break
      }
    }
    return counts
  })
