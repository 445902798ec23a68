import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** A person's clinic purchases at every club, for their list of reservations and calendar feed (read by person, like their bookings). */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`create index user_clinics_by_person on user_clinics (user_id, facility_id)`
})
