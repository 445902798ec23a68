import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * The renewal job finds the clubs with work due by what is due, across clubs, so its round costs what
 * is due and not the number of clubs: memberships by the end of their period, and unpaid periods by
 * their next try.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`create index memberships_period_end on memberships (ends_at) where status in ('active', 'cancel_scheduled')`
  yield* sql`
    create index membership_charges_next_try on membership_charges (next_attempt_at)
    where payment_id is null and kind = 'period'`
})
