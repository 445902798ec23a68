import { Clock, Duration, Effect, Layer, Schedule } from "effect"
import { CurrentCaller, operator } from "../engine/access"
import { Renewals } from "../engine/services/renewals"

/** Every app server runs the membership renewal job on a schedule; its row claims keep each renewal to one server. */
export const RenewalJobLive = (everySeconds: number) =>
  Layer.scopedDiscard(
    Effect.flatMap(Renewals, (renewals) =>
      Effect.forkScoped(
        Effect.flatMap(Clock.currentTimeMillis, (now) => renewals.run(new Date(now))).pipe(
          Effect.provideService(CurrentCaller, operator),
          Effect.tap((done) =>
            done.length > 0 ? Effect.logInfo(`Membership renewals: ${done.length} steps taken`) : Effect.void,
          ),
          Effect.catchAllCause((cause) => Effect.logWarning("Membership renewals skipped this round", cause)),
          Effect.repeat(Schedule.spaced(Duration.seconds(everySeconds))),
        ),
      ),
    ),
  )
