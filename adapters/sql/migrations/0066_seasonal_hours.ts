import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Opening hours by season: a week's hours hold from the date they start (null: from the first),
 * until a later season's start. A booking is checked against the hours in force on its day.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table facility_schedules add column starts_on date`
  yield* sql`drop index facility_schedules_by_facility`
  yield* sql`create index facility_schedules_by_facility on facility_schedules (facility_id, starts_on, day)`
})
