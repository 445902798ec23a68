import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { Data, Effect, Layer, Redacted } from "effect"
import pg from "pg"
import { EmbeddedUnavailable, startEmbedded } from "./embedded"
import { DatabaseInfo, type Engine } from "../storage"

export { DatabaseInfo, type Engine } from "../storage"

/** Which engine answers, where its files are, and a ping over the one client. */
const infoOf = (engine: Engine, dataDir: string | undefined) =>
  Layer.effect(
    DatabaseInfo,
    Effect.map(SqlClient.SqlClient, (sql) => ({ engine, dataDir, ping: Effect.asVoid(sql`select 1`) })),
  )

export interface DatabaseOptions {
  readonly databaseUrl: string | undefined
  /** The embedded database's home (its cluster in `postgresql/`), used when there is no DATABASE_URL. */
  readonly dataDir: string | undefined
}

/** How column values arrive: ids and numerics as numbers, dates as text. */
const pgTypes = {
  getTypeParser: (oid: number, format?: "text" | "binary") => {
    if (format !== "binary") {
      // bigint and numeric as numbers (ids, ratings); dates as the YYYY-MM-DD the API speaks.
      if (oid === 20 || oid === 1700) return (value: string) => Number(value)
      if (oid === 1082) return (value: string) => value
    }
    return pg.types.getTypeParser(oid, format)
  },
}

const client = (url: string) =>
  PgClient.layer({ url: Redacted.make(url), types: pgTypes, maxConnections: 10, applicationName: "venue" })

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
 * The SQL client: the PostgreSQL DATABASE_URL names, else the embedded PostgreSQL of DATA_DIR.
 * One code path: the same driver, pool and migrations on both.
 */
export const DatabaseLive = (options: DatabaseOptions) =>
  Layer.unwrapScoped(
    Effect.gen(function* () {
      if (options.databaseUrl !== undefined) {
        const given: Database = infoOf("postgresql", undefined).pipe(Layer.provideMerge(reachable(options.databaseUrl)))
        return given
      }
      if (options.dataDir === undefined)
        return yield* new EmbeddedUnavailable({ message: "The embedded database needs a data directory (DATA_DIR)." })
      const embedded = yield* startEmbedded(options.dataDir)
      const ours: Database = infoOf("embedded", options.dataDir).pipe(
        Layer.provideMerge(
          client(embedded.url).pipe(
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
  PgClient.PgClient | SqlClient.SqlClient | DatabaseInfo,
  DatabaseUnreachable | EmbeddedUnavailable
>
