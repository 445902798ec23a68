import { withSpans } from "../spans"
import { Clock, Duration, Effect } from "effect"
import { type ServerCharge, ServerCharges } from "../providers"
import { FacilitiesRepo } from "../facilities/port"
import { LedgerRepo } from "./port"

export interface Returned {
  readonly facility_id: number
  readonly reference: string
  readonly amount: number
  readonly currency: string
  readonly action: "refunded" | "cancelled"
}

/**
 * Money at a provider without its ledger row: the server charged a card and died before the
 * ledger rows committed, so the person was never told it was paid and the club has no record of
 * it. Reconciliation finds the server's own charges at the provider that no ledger row names and
 * gives them back (a refund, or a cancel of one still open), noting each so it is given back once
 * and can never be recorded as paid afterwards. Charges younger than `grace` are left alone: their
 * call may still be writing its rows.
 */
export class Reconciliation extends Effect.Service<Reconciliation>()("venue/Reconciliation", {
  effect: Effect.gen(function* () {
    const facilities = yield* FacilitiesRepo
    const ledger = yield* LedgerRepo
    const providers = yield* ServerCharges

    const giveBack = (facilityId: number, charge: ServerCharge) =>
      Effect.gen(function* () {
        yield* providers.giveBack(facilityId, charge)
        const returned: Returned = {
          facility_id: facilityId,
          reference: charge.reference,
          amount: charge.amount - charge.refunded,
          currency: charge.currency,
          action: charge.state === "paid" ? "refunded" : "cancelled",
        }
        if (!(yield* ledger.noteReturn(returned))) return undefined
        yield* Effect.logWarning(
          `Gave back ${charge.reference} (${returned.amount} ${returned.currency}) at facility ${facilityId}: the server charged it but its ledger rows were never written.`,
        )
        return returned
      })

    /** One facility's unrecorded server charges made in the `lookback` before now, less the last `grace`. */
    const reconcileFacility = (
      facilityId: number,
      window: { readonly lookback: Duration.Duration; readonly grace: Duration.Duration },
    ) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const charges = yield* providers.since(facilityId, new Date(now - Duration.toMillis(window.lookback)))
        const settled = charges.filter(
          (c) =>
            c.state !== "ended" &&
            c.refunded < c.amount &&
            c.created.getTime() <= now - Duration.toMillis(window.grace),
        )
        const unrecorded = new Set(yield* ledger.unrecorded(settled.map((c) => c.reference)))
        const returned = yield* Effect.forEach(
          settled.filter((c) => unrecorded.has(c.reference)),
          (charge) => giveBack(facilityId, charge),
        )
        return returned.filter((r): r is Returned => r !== undefined)
      })

    /**
     * Every facility in turn; a facility whose provider is not set up or does not answer is
     * skipped (and logged), not the end of the run.
     */
    const run = (window: { readonly lookback: Duration.Duration; readonly grace: Duration.Duration }) =>
      Effect.gen(function* () {
        const returned: Array<Returned> = []
        for (const facilityId of yield* facilities.ids) {
          const found = yield* reconcileFacility(facilityId, window).pipe(
            Effect.catchTag("PaymentsUnavailable", () => Effect.succeed([])),
            Effect.catchTag("CardDeclined", (e) =>
              Effect.as(Effect.logError(`Reconciliation at facility ${facilityId} could not finish: ${e.message}`), []),
            ),
          )
          returned.push(...found)
        }
        return returned as ReadonlyArray<Returned>
      })

    return withSpans("Reconciliation", { run })
  }),
}) {}
