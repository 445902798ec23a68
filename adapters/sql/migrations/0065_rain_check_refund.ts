import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** A rain check gives the money paid back, the club's way: club credits unless it refunds the way it was paid. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table facilities add column rain_check_refund text not null default 'credits'
    check (rain_check_refund in ('credits', 'original'))`
})
