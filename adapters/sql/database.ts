import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import * as Reactivity from "@effect/experimental/Reactivity"
import { Context, Data, Effect, Layer } from "effect"
import { EmbeddedUnavailable, startEmbedded } from "./embedded"
import { pooledClient, StatementNotices } from "./pools"
import { NoReplicas, routedClient } from "./replicas"
import { DatabaseInfo, type Engine, ReadRouting } from "../storage"

export { DatabaseInfo, type Engine } from "../storage"

/** Which engine answers, where its files are, and a ping over the one client. */
const infoOf = (engine: Engine, dataDir: string | undefined) =>
  Layer.effect(
    DatabaseInfo,
    Effect.map(SqlClient.SqlClient, (sql) => ({ engine, dataDir, ping: Effect.asVoid(sql`select 1`) })),
  )

export interface DatabaseOptions {
  readonly databaseUrl: string | undefined
  /** Streaming replicas of `databaseUrl`'s database for the reads that may lag; none: all on the primary. */
  readonly databaseReadUrls?: ReadonlyArray<string>
  readonly replicaMaxLagSeconds?: number
  /** The embedded database's home (its cluster in `postgresql/`), used when there is no DATABASE_URL. */
  readonly dataDir: string | undefined
}

/** The SQL client over one database, its pool watched as `primary`. */
const client = (url: string) =>
  Layer.scopedContext(
    Effect.map(pooledClient(url, { name: "primary", checked: true }), (pg) =>
      Context.make(PgClient.PgClient, pg).pipe(
        Context.add(SqlClient.SqlClient, pg),
        Context.add(StatementNotices, pg.notices),
      ),
    ),
  ).pipe(Layer.provide(Reactivity.layer))

/** DATABASE_URL's database did not answer at the start: said with where it was looked for and why. */
export class DatabaseUnreachable extends Data.TaggedError("DatabaseUnreachable")<{ readonly message: string }> {}

/** The deepest cause's words: "connect ECONNREFUSED 127.0.0.1:5999", "password authentication failed …". */
const rootCause = (error: unknown): string => {
  const cause = (error as { cause?: unknown } | undefined)?.cause
  return cause !== undefined && cause !== null ? rootCause(cause) : String((error as Error)?.message ?? error)
}

/** Host, port and database of a PostgreSQL URL, never its password. */
const whereOf = (url: string) => {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname || "localhost"}:${parsed.port || "5432"}${parsed.pathname || "/"}`
  } catch {
    return "the address DATABASE_URL names"
  }
}

const reachable = (url: string) =>
  client(url).pipe(
    Layer.mapError(
      (error) =>
        new DatabaseUnreachable({
          message: `The PostgreSQL database at ${whereOf(url)} (DATABASE_URL) did not answer: ${rootCause(error)}. Check that it runs and that DATABASE_URL names it, its user and password.`,
        }),
    ),
  )

/**
 * The primary and its replicas: the SQL client routes each read marked as one that may lag
 * (`ReadFrom`) to a replica that is up, close behind and past the caller's last write. A replica
 * down at the start is only skipped: it is taken once it answers.
 */
const withReplicas = (url: string, readUrls: ReadonlyArray<string>, maxLagSeconds: number) =>
  Layer.scopedContext(
    Effect.gen(function* () {
      const primary = yield* pooledClient(url, { name: "primary", checked: true })
      const replicas = yield* Effect.forEach(readUrls, (readUrl, i) =>
        Effect.map(pooledClient(readUrl, { name: `replica-${i + 1}`, checked: false }), (client) => ({
          url: readUrl,
          client,
        })),
      )
      const { client, routing } = yield* routedClient(primary, replicas, maxLagSeconds)
      return Context.make(PgClient.PgClient, primary).pipe(
        Context.add(SqlClient.SqlClient, client),
        Context.add(StatementNotices, primary.notices),
        Context.add(ReadRouting, routing),
      )
    }),
  ).pipe(Layer.provide(Reactivity.layer))

/**
 * The SQL client: the PostgreSQL DATABASE_URL names, else the embedded PostgreSQL of DATA_DIR.
 * One code path: the same driver, pool and migrations on both.
 */
export const DatabaseLive = (options: DatabaseOptions) =>
  Layer.unwrapScoped(
    Effect.gen(function* () {
      if (options.databaseUrl !== undefined) {
        const readUrls = options.databaseReadUrls ?? []
        const given: Database = infoOf("postgresql", undefined).pipe(
          Layer.provideMerge(
            readUrls.length === 0
              ? Layer.merge(reachable(options.databaseUrl), NoReplicas)
              : withReplicas(options.databaseUrl, readUrls, options.replicaMaxLagSeconds ?? 5).pipe(
                  Layer.mapError(
                    (error) =>
                      new DatabaseUnreachable({
                        message: `The PostgreSQL database at ${whereOf(options.databaseUrl!)} (DATABASE_URL) did not answer: ${rootCause(error)}. Check that it runs and that DATABASE_URL names it, its user and password.`,
                      }),
                  ),
                ),
          ),
        )
        return given
      }
      if (options.dataDir === undefined)
        return yield* new EmbeddedUnavailable({ message: "The embedded database needs a data directory (DATA_DIR)." })
      const embedded = yield* startEmbedded(options.dataDir)
      const ours: Database = infoOf("embedded", options.dataDir).pipe(
        Layer.provideMerge(
          Layer.merge(NoReplicas, client(embedded.url)).pipe(
            Layer.mapError(
              (error) =>
                new EmbeddedUnavailable({ message: `The embedded database did not answer: ${rootCause(error)}.` }),
            ),
          ),
        ),
      )
      return ours
    }),
  )

type Database = Layer.Layer<
  PgClient.PgClient | SqlClient.SqlClient | DatabaseInfo | ReadRouting | StatementNotices,
  DatabaseUnreachable | EmbeddedUnavailable
>
