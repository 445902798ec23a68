import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * A draw entry names its group's others; someone outside the entrant's household is only invited
 * until they accept (`invited_ids`), and is one of the group (`player_ids`, `peak_draw_people`) only then.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table peak_draw_entries add column invited_ids bigint[] not null default '{}'`
})
