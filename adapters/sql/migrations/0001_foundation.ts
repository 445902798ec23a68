import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** People, facilities and their roles, courts and opening hours, sign-in sessions, API tokens, mail. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`create extension if not exists btree_gist`

  yield* sql`
    create table facilities (
      id bigint generated always as identity primary key,
      name text not null,
      slug text not null unique,
      time_zone text not null,
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      currency_decimals smallint not null check (currency_decimals between 0 and 3),
      min_hours_range integer not null default 0 check (min_hours_range >= 0),
      max_hours_range integer not null default 48 check (max_hours_range >= min_hours_range),
      interval_rounding integer not null default 1800 check (interval_rounding between 300 and 86400),
      contact_email text,
      contact_phone text,
      address text,
      website text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`

  yield* sql`
    create table facility_logos (
      facility_id bigint primary key references facilities (id) on delete cascade,
      content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
      bytes bytea not null,
      updated_at timestamptz not null default now()
    )`

  yield* sql`
    create table users (
      id bigint generated always as identity primary key,
      email text,
      first_name text not null,
      last_name text not null,
      phone text,
      password_hash text,
      is_platform_admin boolean not null default false,
      current_facility_id bigint references facilities (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`
  yield* sql`create unique index users_email_key on users (lower(email))`

  yield* sql`
    create table facility_users (
      facility_id bigint not null references facilities (id) on delete cascade,
      user_id bigint not null references users (id) on delete cascade,
      role text not null check (role in ('owner', 'admin', 'manager', 'front_desk', 'teacher', 'player')),
      created_at timestamptz not null default now(),
      primary key (facility_id, user_id)
    )`
  // "Which facilities do I belong to" is asked on every signed-in request.
  yield* sql`create index facility_users_by_user on facility_users (user_id, facility_id)`

  yield* sql`
    create table user_facility_faves (
      user_id bigint not null references users (id) on delete cascade,
      facility_id bigint not null references facilities (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (user_id, facility_id)
    )`

  yield* sql`
    create table sessions (
      id bigint generated always as identity primary key,
      token_hash text not null unique,
      user_id bigint not null references users (id) on delete cascade,
      csrf_token text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`
  yield* sql`create index sessions_by_user on sessions (user_id)`

  yield* sql`
    create table api_tokens (
      id bigint generated always as identity primary key,
      user_id bigint not null references users (id) on delete cascade,
      name text not null,
      token_hash text not null unique,
      token_prefix text not null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    )`

  yield* sql`
    create table password_resets (
      token_hash text primary key,
      user_id bigint not null references users (id) on delete cascade,
      expires_at timestamptz not null,
      used_at timestamptz
    )`

  yield* sql`
    create table sign_in_failures (
      id bigint generated always as identity primary key,
      email text not null,
      ip text not null,
      at timestamptz not null default now()
    )`
  yield* sql`create index sign_in_failures_by_email on sign_in_failures (email, at)`
  yield* sql`create index sign_in_failures_by_ip on sign_in_failures (ip, at)`

  yield* sql`
    create table mail_outbox (
      id bigint generated always as identity primary key,
      to_address text not null,
      subject text not null,
      body text not null,
      created_at timestamptz not null default now()
    )`

  yield* sql`
    create table family_links (
      user_id bigint not null references users (id) on delete cascade,
      related_user_id bigint not null references users (id) on delete cascade,
      handled boolean not null default true,
      name text,
      created_at timestamptz not null default now(),
      primary key (user_id, related_user_id),
      check (user_id <> related_user_id)
    )`

  yield* sql`
    create table courts (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      name text not null,
      sport text not null check (sport in ('tennis', 'padel', 'pickleball', 'squash', 'badminton', 'other')),
      surface text,
      indoor boolean not null default false,
      sort_order integer not null default 0,
      active boolean not null default true,
      created_at timestamptz not null default now(),
      unique (facility_id, id)
    )`
  yield* sql`create index courts_by_facility on courts (facility_id, sort_order)`

  // Opening hours: one row per weekday (0 = Monday) and shift, in seconds since local midnight.
  yield* sql`
    create table facility_schedules (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      day smallint not null check (day between 0 and 6),
      hour_start integer not null check (hour_start between 0 and 86400),
      hour_end integer not null check (hour_end between 0 and 86400 and hour_end > hour_start),
      shift text not null default 'day',
      unique (facility_id, id)
    )`
  yield* sql`create index facility_schedules_by_facility on facility_schedules (facility_id, day)`
})
