import { Duration, Effect, Layer, Schedule } from "effect"
import { Reconciliation } from "../../engine/services/reconciliation"

/** Card charges older than this are past reconciling: the providers' own dispute windows take over. */
const LOOKBACK = Duration.days(3)

/**
 * Gives back, every `everySeconds` while the server runs, the card provider's charges for this
 * server that no ledger row names once they are `graceSeconds` old (see Reconciliation). The
 * first round runs at start, so a server that crashed mends its books as it comes back. Several
 * servers may run it at once: each return is made with one idempotency key and noted once.
 */
export const CardReconcilerLive = (options: { readonly everySeconds: number; readonly graceSeconds: number }) =>
  Layer.scopedDiscard(
    Effect.flatMap(Reconciliation, (reconciliation) =>
      Effect.forkScoped(
        reconciliation.run({ lookback: LOOKBACK, grace: Duration.seconds(options.graceSeconds) }).pipe(
          Effect.catchAllCause((cause) => Effect.logWarning("Card reconciliation skipped this round", cause)),
          Effect.repeat(Schedule.spaced(Duration.seconds(options.everySeconds))),
        ),
      ),
    ),
  )
