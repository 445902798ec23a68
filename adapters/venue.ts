import * as NodeContext from "@effect/platform-node/NodeContext"
import { Effect, Layer, ManagedRuntime } from "effect"
import { type Caller, CurrentCaller, operator } from "../engine/access"
import { type AppConfig, parseConfig } from "./config"
import { EngineLive } from "./engine"
import { makeCalendarEvents } from "./sql/calendarEvents"
import { DatabaseLive } from "./sql/database"
import { migrate } from "./sql/migrate"
import { RepositoriesLive } from "./sql/repositories"
import { StatisticsLive } from "./sql/statistics"

/**
 * Every engine service with its storage and providers over one database, migrated first: what the
 * CLI runs, and what a program embedding the engine gets from `@venue/server`. Changes reach
 * running servers' calendars through NOTIFY; this composition does not listen itself.
 */
export const VenueLayer = (config: AppConfig) => {
  const database = Layer.provideMerge(
    makeCalendarEvents({ listen: false }),
    Layer.provideMerge(Layer.effectDiscard(migrate), DatabaseLive(config)),
  )
  return Layer.provideMerge(
    EngineLive(config).pipe(Layer.provideMerge(Layer.merge(RepositoriesLive, StatisticsLive))),
    database,
  ).pipe(Layer.provideMerge(NodeContext.layer))
}

/** Where an embedding program keeps its data: a PostgreSQL it names, or an embedded one in a directory. */
export type VenueOptions = (
  | { readonly databaseUrl: string; readonly dataDir?: undefined }
  | { readonly dataDir: string; readonly databaseUrl?: undefined }
) & {
  /** Any other setting the server reads from its environment (SMTP_URL, STRIPE_SECRET_KEY ...), by that name. */
  readonly env?: Readonly<Record<string, string | undefined>>
}

/** The settings `options` name, checked as the server checks its environment (a `ConfigProblem` lists what is wrong). */
export const venueConfig = (options: VenueOptions) =>
  parseConfig({
    ...options.env,
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir ?? options.env?.DATA_DIR,
  })

/** `VenueLayer` from options: every service, for an Effect program to provide. */
export const VenueLive = (options: VenueOptions) => Layer.unwrapEffect(Effect.map(venueConfig(options), VenueLayer))

/**
 * A running venue for a program that is not written in Effect: `run` runs a use case as `caller`
 * (the platform's operator when not named: a trusted program) and answers a promise; `dispose`
 * closes the database (and stops an embedded one).
 */
export const makeVenue = async (options: VenueOptions) => {
  const runtime = ManagedRuntime.make(VenueLive(options))
  await runtime.runtime()
  return {
    run: <A, E>(
      useCase: Effect.Effect<A, E, ManagedRuntime.ManagedRuntime.Context<typeof runtime> | CurrentCaller>,
      caller: Caller = operator,
    ): Promise<A> => runtime.runPromise(Effect.provideService(useCase, CurrentCaller, caller)),
    runtime,
    dispose: () => runtime.dispose(),
  }
}

export type Venue = Awaited<ReturnType<typeof makeVenue>>
