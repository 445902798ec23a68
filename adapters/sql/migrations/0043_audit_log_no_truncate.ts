import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** The audit log refuses TRUNCATE too, which row triggers never see. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_append_only()`
})
