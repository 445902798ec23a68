import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** What a plan takes off its members' lessons and clinics, in whole percent. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    alter table membership_plans
      add column lesson_discount_percent integer not null default 0
        check (lesson_discount_percent between 0 and 100),
      add column clinic_discount_percent integer not null default 0
        check (clinic_discount_percent between 0 and 100)`
})
