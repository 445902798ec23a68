import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * The platform's guarantees written into the database: this installation's own id (its charges
 * at a shared provider account carry it), announcement mail taken on a lease another server takes
 * over, one live membership per person and plan unless the plan allows several, membership codes
 * from a sequence, and Idempotency-Keys kept for every write.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  // `cluster` is the PostgreSQL cluster the id was made on: a copy of the database on another
  // cluster (a staging restore) sees that it is not the original and takes an id of its own.
  yield* sql`
    create table installation (
      only_row boolean primary key default true check (only_row),
      id uuid not null default gen_random_uuid(),
      cluster text not null,
      created_at timestamptz not null default now()
    )`

  yield* sql`alter table announcement_deliveries add column attempts integer not null default 0`
  yield* sql`drop index announcement_deliveries_pending`
  yield* sql`
    create index announcement_deliveries_due on announcement_deliveries (announcement_id)
    where status in ('pending', 'sending')`

  yield* sql`alter table membership_plans add column several_per_person boolean not null default false`
  yield* sql`alter table memberships add column several boolean not null default false`
  // Duplicates made before the rule stay as they are (the older ones marked as one of several).
  yield* sql`
    update memberships m set several = true
    where status in ('pending', 'active', 'paused', 'cancel_scheduled')
      and exists (
        select 1 from memberships n
        where n.facility_id = m.facility_id and n.plan_id = m.plan_id and n.owner_id = m.owner_id
          and n.status in ('pending', 'active', 'paused', 'cancel_scheduled') and n.id > m.id)`
  yield* sql`
    create unique index memberships_one_live_per_plan on memberships (facility_id, plan_id, owner_id)
    where status in ('pending', 'active', 'paused', 'cancel_scheduled') and not several`
  yield* sql`create sequence membership_codes`

  // Keys belong to a caller's session or token (every write of the API honours them now) and keep
  // the answer as it was sent.
  yield* sql`drop table idempotency_keys`
  yield* sql`
    create table idempotency_keys (
      id bigint generated always as identity primary key,
      scope text not null,
      key text not null,
      request_hash text not null,
      status integer,
      content_type text,
      body text,
      created_at timestamptz not null default now(),
      unique (scope, key)
    )`
  yield* sql`create index idempotency_keys_by_age on idempotency_keys (created_at)`
})
