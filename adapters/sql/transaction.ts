import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** Runs the effect in one database transaction: everything it writes lands together or not at all. */
export const inTransaction = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(effect))
