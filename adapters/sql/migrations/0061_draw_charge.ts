import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * A draw's payment policy: charge each winner's saved card at the draw, or (the default) leave the
 * booking owed until the day like any booking.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table peak_draws add column charge_at_draw boolean not null default false`
})
