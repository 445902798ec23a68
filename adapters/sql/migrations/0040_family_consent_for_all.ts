import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * A link to someone with an account of their own is a request they accept, whatever it asks:
 * until then the asker sees nothing of them. Links made before this that nobody accepted (every
 * link not handled) wait for the person's yes.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table family_links add column accepted boolean not null default true`
  yield* sql`update family_links set accepted = false where not handled`
})
