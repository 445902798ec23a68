import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * A personal API token may be limited to one club: it then reaches only that club's calls, with the
 * person's role there alone (a club that is deleted takes its tokens with it).
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table api_tokens add column facility_id bigint references facilities (id) on delete cascade`
})
