import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * The provider's bank-linking sessions a person opened at a club: a linked account is taken only
 * from a session its holder opened there, so a token seen at one club cannot be used at another.
 * One provider account is linked once, anywhere.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table bank_link_sessions (
      session_ref text primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      user_id bigint not null references users (id),
      created_at timestamptz not null default now()
    )`
  yield* sql`create index bank_link_sessions_by_user on bank_link_sessions (facility_id, user_id)`
  yield* sql`create unique index ach_tokens_one_link on ach_tokens (provider_ref) where removed_at is null`
})
