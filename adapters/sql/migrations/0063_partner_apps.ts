import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Partner apps (OAuth 2.0): apps the platform's admins register, a club's grants to them (one live
 * grant per club and app, kept by the database), the codes a consent gives (each taken once), and
 * the tokens exchanged for them, and each app's calls a minute at each club. Secrets, codes and
 * tokens are kept by their digests only.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table partner_apps (
      id bigint generated always as identity primary key,
      name text not null check (length(name) between 1 and 100),
      description text not null default '',
      homepage_url text,
      redirect_uris text[] not null default '{}',
      client_id text not null unique,
      secret_hash text,
      scope text not null check (scope in ('read', 'write', 'admin')),
      rate_per_minute integer not null default 600 check (rate_per_minute between 1 and 100000),
      created_by bigint references users (id) on delete set null,
      created_at timestamptz not null default now(),
      retired_at timestamptz
    )`
  yield* sql`
    create table app_grants (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      app_id bigint not null references partner_apps (id) on delete cascade,
      user_id bigint not null references users (id) on delete cascade,
      scope text not null check (scope in ('read', 'write', 'admin')),
      created_at timestamptz not null default now(),
      revoked_at timestamptz
    )`
  yield* sql`create unique index app_grants_live on app_grants (facility_id, app_id) where revoked_at is null`
  yield* sql`create index app_grants_by_club on app_grants (facility_id, id)`
  yield* sql`
    create table app_codes (
      code_hash text primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      grant_id bigint not null references app_grants (id) on delete cascade,
      redirect_uri text not null,
      code_challenge text not null,
      scope text not null,
      expires_at timestamptz not null
    )`
  yield* sql`
    create table app_tokens (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      grant_id bigint not null references app_grants (id) on delete cascade,
      access_hash text not null unique,
      refresh_hash text unique,
      scope text not null check (scope in ('read', 'write', 'admin')),
      expires_at timestamptz not null,
      refresh_expires_at timestamptz,
      created_at timestamptz not null default now(),
      revoked_at timestamptz
    )`
  yield* sql`create index app_tokens_by_grant on app_tokens (facility_id, grant_id)`
  // The audit log names the partner app whose token made a write (kept when the app is retired).
  yield* sql`alter table audit_log add column app_id bigint`
  yield* sql`
    create or replace function audit_row() returns trigger language plpgsql as $$
    declare
      actor text := current_setting('venue.actor_id', true);
      old_fields jsonb;
      new_fields jsonb;
      row_fields jsonb;
    begin
      if actor is null or actor = '' then return null; end if;
      if tg_op <> 'INSERT' then old_fields := audit_fields(to_jsonb(old)); end if;
      if tg_op <> 'DELETE' then new_fields := audit_fields(to_jsonb(new)); end if;
      row_fields := coalesce(to_jsonb(new), to_jsonb(old));
      if row_fields ->> tg_argv[0] is null then return null; end if;
      if tg_op = 'UPDATE' then
        select jsonb_object_agg(key, value) into new_fields
          from jsonb_each(new_fields) where old_fields -> key is distinct from value;
        if new_fields is null then return null; end if;
        select jsonb_object_agg(key, value) into old_fields
          from jsonb_each(old_fields) where new_fields ? key;
      end if;
      insert into audit_log (facility_id, actor_id, app_id, request_id, request, subject, subject_id, action, before, after)
      values (
        (row_fields ->> tg_argv[0])::bigint,
        actor::bigint,
        nullif(current_setting('venue.app_id', true), '')::bigint,
        nullif(current_setting('venue.request_id', true), ''),
        nullif(current_setting('venue.request', true), ''),
        tg_table_name,
        (row_fields ->> 'id')::bigint,
        case tg_op when 'INSERT' then 'created' when 'UPDATE' then 'changed' else 'deleted' end,
        old_fields,
        new_fields
      );
      return null;
    end $$`
  // Each app's calls at each club in the current minute: one row per pair, started again each minute.
  yield* sql`
    create table app_call_counts (
      facility_id bigint not null references facilities (id) on delete cascade,
      app_id bigint not null references partner_apps (id) on delete cascade,
      minute timestamptz not null,
      calls integer not null,
      primary key (facility_id, app_id)
    )`
})
