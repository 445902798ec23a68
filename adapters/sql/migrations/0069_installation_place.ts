import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * The installation's place names its database as well as its cluster: a copy made beside the
 * original (another database of the same server) is a copy too. The place kept so far is the
 * cluster alone; this database's name joins it here, where the database is itself.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`update installation set cluster = cluster || '/' || current_database() where cluster not like '%/%'`
})
