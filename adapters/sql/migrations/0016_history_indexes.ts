import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Reads that do not grow with a club's history: a person's bookings are found from the person
 * (as a player or as the booker), newest first, and the players and fees of a day's bookings
 * from the facility and the booking, so no read walks every row a club ever stored.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`drop index reservation_users_by_user`
  yield* sql`create index reservation_users_by_user on reservation_users (user_id, facility_id, reservation_id)`
  yield* sql`create index payments_by_reservation on payments (facility_id, reservation_id)`
  yield* sql`create index payments_by_payer_everywhere on payments (payer_id, facility_id, id)`
  yield* sql`create index reservations_by_creator on reservations (created_by, facility_id, local_date)`
})
