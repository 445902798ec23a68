import { Duration, Effect, Layer, Schedule } from "effect"
import { CurrentCaller, operator } from "../engine/access"
import { Notices } from "../engine/services/notices"

/**
 * Every app server writes due booking reminders and sends unsent booking mail every
 * NOTIFICATION_SECONDS (0: never, for a server that only answers requests), a batch at a time
 * until none is left; each is claimed first, so servers never send one together.
 */
export const NotificationJobLive = (everySeconds: number, publicUrl: string) =>
  everySeconds === 0
    ? Layer.empty
    : Layer.scopedDiscard(
        Effect.flatMap(Notices, (notices) => {
          const site = new URL(publicUrl)
          const drain: Effect.Effect<number> = Effect.flatMap(notices.deliver(site), (sent) =>
            sent === 0 ? Effect.succeed(0) : Effect.map(drain, (more) => sent + more),
          )
          return Effect.forkScoped(
            drain.pipe(
              Effect.provideService(CurrentCaller, operator),
              Effect.tap((sent) => (sent > 0 ? Effect.logInfo(`Notifications: ${sent} mails sent`) : Effect.void)),
              Effect.catchAllCause((cause) => Effect.logWarning("Notifications skipped this round", cause)),
              Effect.repeat(Schedule.spaced(Duration.seconds(everySeconds))),
            ),
          )
        }),
      )
