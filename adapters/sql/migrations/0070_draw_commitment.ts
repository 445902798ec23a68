import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Commit and reveal: a draw keeps a secret drawn when it is made, publishes its digest from then
 * on, and reveals it in the seed text when entries close. Draws made before have neither.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table peak_draws add column secret text, add column commitment text`
})
