import { rowsOf } from "./client"
import { SqlClient } from "@effect/sql"
import { Effect, Schema } from "effect"

/** How long one statement may run, and a transaction sit idle, before PostgreSQL ends it ("0": never). */
export interface DatabaseTimeouts {
  readonly statement: string
  readonly idleInTransaction: string
}

const SETTINGS = (t: DatabaseTimeouts) =>
  [
    ["statement_timeout", t.statement],
    ["idle_in_transaction_session_timeout", t.idleInTransaction],
  ] as const

/**
 * Sets the timeouts as the defaults of the server's own role in its database, where they hold for
 * every session it opens, directly or through a pooler in transaction mode (which passes no
 * per-connection settings): a runaway statement or a transaction left open cannot hold locks and
 * connections for long. Written only when they differ, one server at a time. A role that may not
 * change its own defaults (some hosted databases) is told in the log, and the server runs on.
 */
export const limitRole = Effect.fn("Database.limitRole")(function* (timeouts: DatabaseTimeouts) {
  const sql = yield* SqlClient.SqlClient
  yield* sql
    .withTransaction(
      Effect.gen(function* () {
        yield* sql`select pg_advisory_xact_lock(hashtext('venue.role-timeouts'))`
        const [here] = yield* rowsOf(
          Schema.Struct({ database: Schema.String, settings: Schema.NullOr(Schema.Array(Schema.String)) }),
        )(sql`
          select current_database() as database,
            (select s.setconfig from pg_db_role_setting s
              where s.setdatabase = (select oid from pg_database where datname = current_database())
                and s.setrole = (select oid from pg_roles where rolname = current_user)) as settings`)
        for (const [name, value] of SETTINGS(timeouts)) {
          if (here!.settings?.includes(`${name}=${value}`)) continue
          yield* sql.unsafe(
            `alter role current_user in database "${here!.database.replace(/"/g, '""')}" set ${name} = '${value}'`,
          )
        }
      }),
    )
    .pipe(
      Effect.catchAll((error) =>
        Effect.logWarning("The database role's timeouts could not be set; set them as docs/operations.md says.", {
          reason: error.message,
        }),
      ),
    )
})

/**
 * Lifts the statement timeout for the rest of the transaction it runs in: the long work of an
 * operator or a bulk load (migrations, backup, restore, seeding thousands of clubs), not a request's.
 */
export const noStatementTimeout = Effect.flatMap(SqlClient.SqlClient, (sql) => sql`set local statement_timeout = 0`)

/** Runs `effect` in a transaction free of the statement timeout. */
export const unbounded = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(Effect.zipRight(noStatementTimeout, effect)))
