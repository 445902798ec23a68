import { Duration, Effect, Runtime, Schedule } from "effect"
import pg from "pg"

/**
 * LISTEN on its own connection, for as long as the scope lasts, healing itself: a connection that
 * drops (cut, PostgreSQL restarted) is logged and made again with growing waits (0.5 s to 30 s),
 * and the channel listened to again. `onState` hears "listening" each time it (re)subscribes and
 * "reconnecting" each time it is lost, so the caller can flush what it may have missed.
 */
export const listenForChanges = (options: {
  readonly url: string
  readonly channel: string
  /** What it hears, for its log lines: "calendar changes". */
  readonly what: string
  readonly onPayload: (payload: string) => Effect.Effect<void>
  readonly onState: (state: "listening" | "reconnecting") => Effect.Effect<void>
}) => {
  const session = Effect.acquireUseRelease(
    Effect.tryPromise(async () => {
      const client = new pg.Client({ connectionString: options.url })
      // An error before `connect` settles would otherwise be thrown at the process.
      client.on("error", () => undefined)
      await client.connect()
      return client
    }),
    (client) =>
      Effect.flatMap(Effect.runtime<never>(), (runtime) =>
        Effect.async<never, Error>((resume) => {
          // Run in the server's runtime, so its logger and level apply.
          const run = Runtime.runFork(runtime)
          client.on("notification", (message) => {
            if (message.payload !== undefined) run(options.onPayload(message.payload))
          })
          client.on("error", (error) => resume(Effect.fail(error)))
          client.on("end", () => resume(Effect.fail(new Error("The connection ended."))))
          client
            .query(`listen ${client.escapeIdentifier(options.channel)}`)
            .then(() =>
              run(Effect.zipRight(Effect.logInfo(`Listening for ${options.what}`), options.onState("listening"))),
            )
            .catch((error: Error) => resume(Effect.fail(error)))
        }),
      ),
    (client) => Effect.promise(() => client.end().catch(() => undefined)),
  )
  return session.pipe(
    Effect.tapError((error) =>
      Effect.zipRight(
        Effect.logWarning(`The listener for ${options.what} lost its connection (${error.message}); reconnecting`),
        options.onState("reconnecting"),
      ),
    ),
    Effect.retry(
      Schedule.exponential(Duration.millis(500)).pipe(Schedule.union(Schedule.spaced(Duration.seconds(30)))),
    ),
  )
}
