import { Duration, Effect, Layer, Schedule } from "effect"
import { CurrentCaller, operator } from "../engine/access"
import { Webhooks } from "../engine/services/webhooks"

/**
 * Every app server sends due webhook deliveries every WEBHOOK_SECONDS (0: never), a batch at a
 * time until none is due; each is claimed first, so servers never send one together.
 */
export const WebhookJobLive = (everySeconds: number) =>
  everySeconds === 0
    ? Layer.empty
    : Layer.scopedDiscard(
        Effect.flatMap(Webhooks, (webhooks) => {
          const drain: Effect.Effect<number> = Effect.flatMap(webhooks.deliverDue(), (taken) =>
            taken === 0 ? Effect.succeed(0) : Effect.map(drain, (more) => taken + more),
          )
          return Effect.forkScoped(
            drain.pipe(
              Effect.provideService(CurrentCaller, operator),
              Effect.catchAllCause((cause) => Effect.logWarning("Webhooks skipped this round", cause)),
              Effect.repeat(Schedule.spaced(Duration.seconds(everySeconds))),
            ),
          )
        }),
      )
