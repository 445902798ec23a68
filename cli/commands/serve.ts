import { Effect, Layer } from "effect"
import { AppLive } from "../../adapters/app"
import { parseConfig } from "../../adapters/config"
import { demoClub } from "../../fixtures/demo"

/** Runs the server until SIGINT or SIGTERM, then closes the database cleanly. The composition root: it hands in the demo club. */
export const serve = Effect.gen(function* () {
  const config = yield* parseConfig(process.env)
  const app = AppLive(config, { demo: demoClub }).pipe(
    Layer.tap(() =>
      Effect.logInfo(
        `Venue is running at ${config.publicUrl} on the ${config.databaseUrl === undefined ? `embedded database in ${config.dataDir}` : "PostgreSQL database"}. API docs: ${config.publicUrl}/docs`,
      ),
    ),
  )
  return yield* Layer.launch(app)
})
