import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Rows found from their club: a club's open games, and a payment an order names. Their keys alone
 * (the booking, the payment's id) led the planner to walk every club's rows in a database of many
 * clubs (`adapters/sql/readPlans.test.ts` plans on a thousand).
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`create index game_openings_by_club on game_openings (facility_id, reservation_id)`
  yield* sql`create unique index payments_by_club on payments (facility_id, id)`
})
