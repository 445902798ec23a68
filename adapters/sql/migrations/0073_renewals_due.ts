import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * The renewal job finds the clubs with unpaid periods to try again by what is due, across clubs.
 * (Memberships whose period ended are found club by club on `memberships_by_end`: an index on
 * `ends_at` alone would tempt the planner away from it for one club's reads.)
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create index membership_charges_next_try on membership_charges (next_attempt_at)
    where payment_id is null and kind = 'period'`
})
