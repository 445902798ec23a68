import { Cause, Console, Context, Data, Effect, Layer, Logger } from "effect"
import { AppLive, StorageReady } from "../../adapters/app"
import { parseConfig } from "../../adapters/config"
import { demoClub } from "../../fixtures/demo"
import { EXIT } from "../run"
import { portFree } from "../../adapters/headStart"

/** Runs the server until SIGINT or SIGTERM, then closes the database cleanly. The composition root: it hands in the demo club. */
export const serve = Effect.gen(function* () {
  // Every module the server needs is loaded by now: the first of the start's phases.
  const loadedAt = performance.now()
  const config = yield* parseConfig(process.env)
  // Asked before anything is seeded or printed: a busy port is said at once, and nothing else happens.
  if (!(yield* portFree(config.host, config.port))) return yield* new PortInUse({ port: config.port })
  const app = AppLive(config, { demo: demoClub }).pipe(
    Layer.tap((context) =>
      Effect.zipRight(
        Effect.logInfo(
          `Venue is running at ${config.publicUrl} on the ${config.databaseUrl === undefined ? `embedded database in ${config.dataDir}` : "PostgreSQL database"}. API docs: ${config.publicUrl}/docs`,
        ),
        Effect.suspend(() => {
          const { demoWelcome, readyAt } = Context.get(context, StorageReady)
          const now = performance.now()
          return Effect.zipRight(
            Effect.logDebug(
              `Started in ${ms(now)}: the code loaded in ${ms(loadedAt)}, the database ready in ${ms(readyAt - loadedAt)}, the services and HTTP in ${ms(now - readyAt)}`,
            ),
            demoWelcome === undefined ? Effect.void : Console.log(demoWelcome),
          )
        }),
      ),
    ),
  )
  // Said the moment a stop begins (released first: acquired last), and again once all is closed.
  const stopping = Layer.scopedDiscard(
    Effect.addFinalizer(() =>
      Effect.logInfo("Stopping: finishing the requests under way and the jobs' work, then closing the database."),
    ),
  )
  return yield* Layer.launch(
    Layer.flatMap(app, (context) => Layer.merge(Layer.succeedContext(context), stopping)),
  ).pipe(
    Effect.onInterrupt(() => Effect.logInfo("Venue stopped.")),
    Effect.provide(Logger.minimumLogLevel(config.logLevel)),
  )
})

const ms = (duration: number) => `${Math.round(duration)} ms`

class PortInUse extends Data.TaggedError("PortInUse")<{ readonly port: number }> {
  override get message() {
    return `Port ${this.port} is in use by another program; stop it, or start with another PORT.`
  }
}

const tagOf = (error: unknown) => (error as { _tag?: string } | undefined)?._tag
const causeText = (error: unknown): string => {
  const cause = (error as { cause?: unknown } | undefined)?.cause
  return `${String((error as { message?: string } | undefined)?.message ?? "")} ${cause === undefined ? "" : causeText(cause)} ${String((error as { code?: string } | undefined)?.code ?? "")}`
}

/** Why the server could not start or run, as one sentence and the exit code the README documents. */
export const serveFailure = (error: unknown): { readonly message: string; readonly code: number } => {
  if (tagOf(error) === "ConfigProblem") return { message: (error as Error).message, code: EXIT.usage }
  if (tagOf(error) === "PgliteDirectory" || tagOf(error) === "PortInUse")
    return { message: (error as Error).message, code: EXIT.refused }
  if (/EADDRINUSE/.test(causeText(error)))
    return {
      message: `Port ${process.env.PORT ?? 3000} is in use by another program; stop it, or start with another PORT.`,
      code: EXIT.refused,
    }
  if (tagOf(error) === "DataDirUnusable") return { message: (error as Error).message, code: EXIT.usage }
  if (tagOf(error) === "EmbeddedUnavailable" || tagOf(error) === "DatabaseUnreachable")
    return { message: (error as Error).message, code: EXIT.failed }
  return { message: `The server stopped: ${(error as Error)?.message || String(error)}`, code: EXIT.failed }
}

/** `serve` as the CLI runs it: a failure is a sentence on stderr and an exit code, not a stack trace. */
export const serveAndReport = serve.pipe(
  Effect.catchAllCause((cause) => {
    if (Cause.isInterruptedOnly(cause)) return Effect.failCause(cause)
    const { message, code } = serveFailure(Cause.squash(cause))
    // The sentence for the operator; the whole cause with LOG_LEVEL=debug, for whoever mends it.
    return Effect.logDebug("Why the server stopped", cause).pipe(
      Effect.zipRight(
        Effect.sync(() => {
          process.stderr.write(`${message}\n`)
          process.exit(code)
        }),
      ),
    )
  }),
)
