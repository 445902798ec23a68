import * as NodeContext from "@effect/platform-node/NodeContext"
import type { SqlClient } from "@effect/sql"
import { Context, Effect, Layer, Logger } from "effect"
import type { AppConfig } from "./config"
import { ConfigProblem } from "./config"
import type { Plugin } from "./http/plugin"
import { makeCalendarCache } from "./http/calendarCache"
import { selectPlugins } from "./http/plugins"
import { makeCalendarEvents } from "./sql/calendarEvents"
import { HttpLive } from "./http/server"
import { ServerSettings } from "./http/settings"
import { DatabaseLive, type DatabaseOptions } from "./sql/database"
import { EngineServicesLive, ProvidersLive } from "./engine"
import { ServerJobsLive } from "./jobs"
import { migrate } from "./sql/migrate"
import { limitRole } from "./sql/timeouts"
import { TracingLive } from "./telemetry"
import { MetricsLive } from "./metrics"
import { LoggingLive } from "./logging"
import { StatementTimings } from "./sql/client"
import { SessionCacheLive } from "./sql/sessionCache"
import { IdempotencyKeysLive } from "./sql/idempotencyKeys"
import { RepositoriesLive } from "./sql/repositories"

/**
 * The demo club: handed in by the composition root (the CLI's `serve`), so that nothing here
 * depends on fixtures. `seed` fills an empty database; `slug` is the club demo mode's fake
 * providers give a card reader and a bank account; `phoneOwner` the e-mail address of the player
 * whose phone the fake push service reaches.
 */
export interface DemoClub {
  readonly slug: string
  readonly phoneOwner: string
  readonly seed: (options: {
    readonly adminEmail: string | undefined
    readonly adminPassword: string | undefined
    /** No SMTP_URL: mail is kept on the server, to read at /mail. */
    readonly mailKept: boolean
  }) => Effect.Effect<string | undefined, unknown, SqlClient.SqlClient>
}

/**
 * The database ready to serve: what the demo's first start tells the operator (its password), said
 * after the server's address, and when it was ready (`performance.now()`), for the start's phases.
 */
export class StorageReady extends Context.Tag("venue/StorageReady")<
  StorageReady,
  { readonly demoWelcome: string | undefined; readonly readyAt: number }
>() {}

/** The database, migrated, with the demo club in it when asked for. */
export const StorageLive = (config: AppConfig, database: DatabaseOptions = config, demo?: DemoClub) =>
  Layer.effect(
    StorageReady,
    Effect.gen(function* () {
      const applied = yield* migrate
      for (const [id, name] of applied) yield* Effect.logInfo(`Applied migration ${id} ${name}`)
      yield* limitRole(config.databaseTimeouts)
      const demoWelcome =
        config.demo && demo !== undefined
          ? yield* demo
              .seed({
                adminEmail: config.demoAdminEmail,
                adminPassword: config.demoAdminPassword,
                mailKept: config.smtpUrl === undefined,
              })
              .pipe(Effect.orDie)
          : undefined
      return { demoWelcome, readyAt: performance.now() }
    }),
  ).pipe(Layer.provideMerge(Layer.provideMerge(RepositoriesLive, DatabaseLive(database))))

export interface AppOptions {
  /** Overrides where the data lives (tests use a clone of a migrated template). */
  readonly database?: DatabaseOptions
  /** The plugins PLUGINS chooses from: this build's, plus any a third party adds. */
  readonly plugins?: ReadonlyArray<Plugin>
  /** The demo club seeded and equipped in demo mode. */
  readonly demo?: DemoClub
}

/** The whole server: storage, outside services and HTTP, as configured. The SQL client stays visible. */
export const AppLive = (config: AppConfig, options: AppOptions = {}) =>
  Layer.unwrapEffect(
    Effect.gen(function* () {
      const { plugins, unknown } = selectPlugins(config.plugins, options.plugins)
      if (unknown.length > 0) {
        return yield* new ConfigProblem({ problems: [`PLUGINS names unknown plugins: ${unknown.join(", ")}.`] })
      }
      return serverLayer(config, plugins, options.demo).pipe(
        Layer.provideMerge(StorageLive(config, options.database, options.demo)),
        // LOG_LEVEL holds from the first statement: the migrations' lines too.
        Layer.provide(Logger.minimumLogLevel(config.logLevel)),
        Layer.provide(LoggingLive(config.logFormat, config.tracesUrl !== undefined)),
        Layer.provide(config.metrics === undefined ? Layer.empty : StatementTimings),
        Layer.provide(TracingLive(config.tracesUrl)),
      )
    }),
  )

const serverLayer = (config: AppConfig, plugins: ReadonlyArray<Plugin>, demo: DemoClub | undefined) => {
  const services = Layer.mergeAll(
    ProvidersLive(config, demo),
    Layer.succeed(ServerSettings, {
      publicUrl: config.publicUrl,
      demo: config.demo,
      secureCookies: config.publicUrl.startsWith("https://"),
      trustedProxies: config.trustedProxies,
    }),
  )
  return Layer.mergeAll(
    HttpLive({
      port: config.port,
      host: config.host,
      plugins,
      requestTimeoutSeconds: config.requestTimeoutSeconds,
      metrics: config.metrics,
      logRequests: config.logRequests,
    }),
    ServerJobsLive(config),
    MetricsLive(config.metrics),
  ).pipe(
    // The server keeps sessions in memory (kept right by the database's notices); the CLI asks each time.
    Layer.provide(EngineServicesLive.pipe(Layer.provide(SessionCacheLive({ listenUrl: config.databaseListenUrl })))),
    Layer.provide(services),
    Layer.provide(makeCalendarCache(config.calendarCacheBytes)),
    Layer.provide(IdempotencyKeysLive),
    Layer.provideMerge(makeCalendarEvents({ listen: true, listenUrl: config.databaseListenUrl })),
    Layer.provide(NodeContext.layer),
  )
}
