import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** A booking notice may say more than the booking: a cancellation's fee and refunds, as decided when it was cancelled. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table notifications add column note text`
})
