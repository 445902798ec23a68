import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** The club's program waivers a competition asks each player to accept before entering (as a clinic does). */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table competitions add column waiver_ids bigint[] not null default '{}'`
})
