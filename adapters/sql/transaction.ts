import { withSql } from "./client"
import { Effect } from "effect"

/** Runs the effect in one database transaction: everything it writes lands together or not at all. */
export const inTransaction = <A, E, R>(effect: Effect.Effect<A, E, R>) => withSql((sql) => sql.withTransaction(effect))
