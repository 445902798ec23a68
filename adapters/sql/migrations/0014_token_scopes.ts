import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * API tokens get a scope. Tokens made before keep all they could do (admin); new ones read unless
 * the person making them asks for more.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    alter table api_tokens add column scope text not null default 'admin' check (scope in ('read', 'write', 'admin'))`
  yield* sql`alter table api_tokens alter column scope set default 'read'`
})
