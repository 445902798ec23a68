import { Duration, Effect, Layer, Schedule } from "effect"
import { CurrentCaller, operator } from "../engine/access"
import { Announcements } from "../engine/services/announcements"

/**
 * Every app server mails published announcements' pending deliveries in the background, a batch
 * at a time until none is left; each delivery is taken before it is sent, so servers never share one.
 */
export const AnnouncementMailJobLive = (everySeconds: number) =>
  Layer.scopedDiscard(
    Effect.flatMap(Announcements, (announcements) => {
      const drain: Effect.Effect<number> = Effect.flatMap(announcements.sendPending(), (taken) =>
        taken === 0 ? Effect.succeed(0) : Effect.map(drain, (more) => taken + more),
      )
      return Effect.forkScoped(
        drain.pipe(
          Effect.provideService(CurrentCaller, operator),
          Effect.tap((sent) => (sent > 0 ? Effect.logInfo(`Announcements: ${sent} mails sent`) : Effect.void)),
          Effect.catchAllCause((cause) => Effect.logWarning("Announcement mail skipped this round", cause)),
          Effect.repeat(Schedule.spaced(Duration.seconds(everySeconds))),
        ),
      )
    }),
  )
