import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Acting for an existing account is asked for, and the person says yes themself: a link to
 * someone who has their own account starts as a request, handled only once they accept it.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table family_links add column handling_requested boolean not null default false`
})
