import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** A booking's clinic session, by the booking: a teacher's day and the desk's register find it without the club's seasons of sessions. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`create index clinic_lessons_by_reservation on clinic_lessons (facility_id, reservation_id)`
})
