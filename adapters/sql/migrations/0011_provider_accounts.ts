import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Keeping each club's provider objects its own.
 *
 * - The bank-linking sessions a person opened at a club: a linked account is taken only from a
 *   session its holder opened there, so a token seen at one club cannot be used at another. One
 *   provider account is linked once, anywhere.
 * - Which account signed a provider event: a club's own (its facility) or the platform's (null).
 *   An event settles only the payments taken through the account that signed it, and is handled
 *   once per account.
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
  yield* sql`alter table provider_events add column account_facility_id bigint references facilities (id) on delete cascade`
  yield* sql`alter table provider_events drop constraint provider_events_provider_event_id_key`
  yield* sql`
    create unique index provider_events_once_per_account
    on provider_events (provider, (coalesce(account_facility_id, 0)), event_id)`
})
