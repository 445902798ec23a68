import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * OAuth codes are kept once used (not deleted), so that one shown again ends what its grant gave
 * (RFC 6749 §4.1.2); a club's live grant to an app is one row, made anew by each consent.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table app_codes add column used_at timestamptz`
})
