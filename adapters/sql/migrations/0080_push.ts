import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Web Push: the platform's VAPID keys (one pair, the private key sealed as credentials are), each
 * person's subscriptions (a device's push address and keys, and what it wants to hear of), and the
 * messages waiting to go, each once: a message's key (`slot-offer:12:34`) is unique in its club, so
 * a round that runs again queues nothing twice. Messages are claimed in turns across clubs.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table push_keys (
      only_row boolean primary key default true check (only_row),
      public_key text not null,
      private_key_sealed text not null,
      created_at timestamptz not null default now()
    )`
  yield* sql`
    create table push_subscriptions (
      id bigint generated always as identity primary key,
      user_id bigint not null references users (id) on delete cascade,
      endpoint text not null unique,
      p256dh text not null,
      auth text not null,
      topics text[] not null,
      created_at timestamptz not null default now(),
      last_sent_at timestamptz
    )`
  yield* sql`create index push_subscriptions_by_person on push_subscriptions (user_id, id)`
  yield* sql`
    create table push_messages (
      id bigint generated always as identity,
      facility_id bigint not null references facilities (id) on delete cascade,
      user_id bigint not null references users (id) on delete cascade,
      topic text not null,
      key text not null,
      payload jsonb not null,
      status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
      attempts integer not null default 0,
      next_at timestamptz not null default now(),
      created_at timestamptz not null default now(),
      primary key (facility_id, id),
      unique (facility_id, key)
    )`
  yield* sql`create index push_messages_due on push_messages (next_at) where status = 'pending'`
})
