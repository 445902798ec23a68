import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { dieOnSqlError, repository, withSql } from "./client"
import { Transactions } from "../../engine/ports"

/** Runs the effect in one database transaction: everything it writes lands together or not at all. */
export const inTransaction = <A, E, R>(effect: Effect.Effect<A, E, R>) => withSql((sql) => sql.withTransaction(effect))

/** Holds a row to the end of the transaction, so what is read after it stays true until commit. */
export const rowLock = (table: "reservations" | "payments") => (id: number) =>
  Effect.asVoid(
    Effect.flatMap(SqlClient.SqlClient, (sql) => sql`select id from ${sql(table)} where id = ${id} for update`),
  )

export const TransactionsLive = repository(Transactions, (_, sql) => ({
  run: (effect) => dieOnSqlError(sql.withTransaction(effect)) as typeof effect,
}))
