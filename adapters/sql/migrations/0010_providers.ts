import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * What the payment providers hold for us, by reference: a customer per player and facility, saved
 * cards, card readers, bank accounts (the club's, receiving transfers) and ACH tokens (players'
 * linked accounts), card inscriptions under way at the regional provider, and the provider events
 * already handled (so a replayed webhook changes nothing). No card or account number is stored:
 * only the provider's ids, the last four digits and the expiry.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table provider_customers (
      facility_id bigint not null references facilities (id) on delete cascade,
      user_id bigint not null references users (id),
      provider text not null,
      customer_ref text not null,
      primary key (facility_id, user_id, provider)
    )`
  yield* sql`
    create table saved_cards (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      user_id bigint not null references users (id),
      provider text not null,
      customer_ref text not null,
      card_ref text not null,
      brand text not null,
      last4 text not null,
      expiry text check (expiry ~ '^(0[1-9]|1[0-2])[0-9]{2}$'),
      name_on_card text not null,
      is_default boolean not null default false,
      created_at timestamptz not null default now(),
      removed_at timestamptz
    )`
  yield* sql`create index saved_cards_by_user on saved_cards (facility_id, user_id) where removed_at is null`
  yield* sql`
    create table card_readers (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      reader_ref text not null unique,
      label text not null,
      location_ref text,
      is_default boolean not null default false,
      created_at timestamptz not null default now()
    )`
  yield* sql`create index card_readers_by_facility on card_readers (facility_id)`
  yield* sql`
    create table bank_accounts (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      provider_ref text not null,
      holder_name text not null,
      last4 text not null,
      nickname text,
      created_at timestamptz not null default now(),
      removed_at timestamptz
    )`
  yield* sql`create index bank_accounts_by_facility on bank_accounts (facility_id) where removed_at is null`
  yield* sql`
    create table ach_tokens (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      user_id bigint not null references users (id),
      provider_ref text not null,
      bank_name text not null,
      last4 text not null,
      created_at timestamptz not null default now(),
      removed_at timestamptz
    )`
  yield* sql`create index ach_tokens_by_user on ach_tokens (facility_id, user_id) where removed_at is null`
  yield* sql`
    create table card_inscriptions (
      token text primary key,
      provider text not null,
      facility_id bigint not null references facilities (id) on delete cascade,
      user_id bigint not null references users (id),
      created_at timestamptz not null default now(),
      finished_at timestamptz
    )`
  yield* sql`
    create table provider_events (
      id bigint generated always as identity primary key,
      provider text not null,
      event_id text not null,
      type text not null,
      object_ref text,
      outcome text check (outcome in ('paid', 'failed')),
      received_at timestamptz not null default now(),
      unique (provider, event_id)
    )`
  yield* sql`create index provider_events_by_object on provider_events (provider, object_ref)`
  yield* sql`create index payments_by_reference on payments (payment_intent_id) where payment_intent_id is not null`
})
