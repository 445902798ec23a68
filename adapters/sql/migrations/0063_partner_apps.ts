import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Partner apps (OAuth 2.0): apps the platform's admins register, a club's grants to them (one live
 * grant per club and app, kept by the database), the codes a consent gives (each taken once), and
 * the tokens exchanged for them. Secrets, codes and tokens are kept by their digests only.
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
})
