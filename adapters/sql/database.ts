import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { Context, Effect, Layer, Redacted } from "effect"
import pg from "pg"
import { type EmbeddedServer, startEmbedded } from "./embedded"

export type Engine = "embedded" | "postgresql"

/** Which engine this process talks to, for the few places that differ (backups, events). */
export class DatabaseInfo extends Context.Tag("venue/DatabaseInfo")<
  DatabaseInfo,
  { readonly engine: Engine; readonly dataDir: string | undefined }
>() {}

export interface DatabaseOptions {
  readonly databaseUrl: string | undefined
  /** The embedded database's home; undefined keeps an embedded database in memory. */
  readonly dataDir: string | undefined
  /** Start the embedded database from a dump instead of `dataDir`'s contents (test clones). */
  readonly loadDataDir?: Blob
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

/** A client of an embedded server: one connection, as PGlite runs one statement at a time. */
export const embeddedClient = (embedded: EmbeddedServer) =>
  PgClient.layer({
    host: embedded.host,
    port: embedded.port,
    database: "postgres",
    username: "postgres",
    types: pgTypes,
    maxConnections: 1,
    applicationName: "venue",
  })

/**
 * The SQL client: PostgreSQL when DATABASE_URL is set, else embedded PGlite. PGlite runs one
 * statement at a time, so the embedded pool keeps one connection and transactions stay whole.
 */
export const DatabaseLive = (options: DatabaseOptions) =>
  Layer.unwrapScoped(
    Effect.gen(function* () {
      if (options.databaseUrl !== undefined) {
        return Layer.merge(
          PgClient.layer({
            url: Redacted.make(options.databaseUrl),
            types: pgTypes,
            maxConnections: 10,
            applicationName: "venue",
          }),
          Layer.succeed(DatabaseInfo, { engine: "postgresql", dataDir: undefined }),
        )
      }
      const embedded = yield* startEmbedded({
        ...(options.dataDir !== undefined ? { dataDir: options.dataDir } : {}),
        ...(options.loadDataDir !== undefined ? { loadDataDir: options.loadDataDir } : {}),
      })
      return Layer.merge(
        embeddedClient(embedded),
        Layer.succeed(DatabaseInfo, { engine: "embedded", dataDir: options.dataDir }),
      )
    }),
  )

/** Whether the database answers; used by /readyz. */
/** Whether the database answers; its failure is the answer here, not a defect. */
export const ping = Effect.flatMap(SqlClient.SqlClient, (sql) => sql`select 1`).pipe(Effect.asVoid)
