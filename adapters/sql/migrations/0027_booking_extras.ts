import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** A booking's extras from the shop are fees of the booking, paid with it; each fee names its order. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table reservation_fees add column order_id bigint references orders (id) on delete cascade`
})
