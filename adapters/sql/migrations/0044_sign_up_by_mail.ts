import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Signing up is finished from a link mailed to the address, so the answer to a sign-up is the
 * same whether or not the address has an account: the account is made when the link is opened.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table pending_sign_ups (
      token_hash text primary key,
      email text not null,
      first_name text not null,
      last_name text not null,
      phone text,
      password_hash text not null,
      expires_at timestamptz not null
    )`
  yield* sql`create index pending_sign_ups_by_expiry on pending_sign_ups (expires_at)`
})
