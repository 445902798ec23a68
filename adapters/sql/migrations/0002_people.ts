import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** Profiles, ratings, account claiming, activity, booking passes, billing addresses, waivers. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  yield* sql`
    alter table users
      add column birth_date date,
      add column rating numeric(4, 2),
      add column ntrp_verified boolean not null default false,
      add column public_profile boolean not null default true,
      add column zip_code text,
      add column zip_code_approval boolean not null default false,
      add column pin_1 text check (pin_1 ~ '^[0-9]$'),
      add column pin_2 text check (pin_2 ~ '^[0-9]$'),
      add column pin_3 text check (pin_3 ~ '^[0-9]$'),
      add column pin_4 text check (pin_4 ~ '^[0-9]$'),
      add column dupr_id text,
      add column redpadel_id text,
      add column club_locker_code text,
      add column verified_at timestamptz,
      add column anonymized_at timestamptz`

  yield* sql`alter table facility_users add column member_code text`
  yield* sql`alter table facilities add column require_booking_waiver boolean not null default false`

  yield* sql`
    create table user_ratings (
      id bigint generated always as identity primary key,
      user_id bigint not null references users (id) on delete cascade,
      provider text not null check (provider ~ '^[a-z_]{2,30}$'),
      rating numeric(5, 2) not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (user_id, provider)
    )`

  yield* sql`
    create table account_verifications (
      user_id bigint primary key references users (id) on delete cascade,
      code_hash text not null,
      attempts integer not null default 0,
      expires_at timestamptz not null
    )`

  // What happened to a person, for them and for the club's staff.
  yield* sql`
    create table user_activity (
      id bigint generated always as identity primary key,
      facility_id bigint references facilities (id) on delete cascade,
      user_id bigint not null references users (id) on delete cascade,
      actor_id bigint references users (id) on delete set null,
      kind text not null,
      description text not null,
      created_at timestamptz not null default now()
    )`
  yield* sql`create index user_activity_by_user on user_activity (user_id, created_at desc)`
  yield* sql`create index user_activity_by_facility on user_activity (facility_id, created_at desc)`

  yield* sql`
    create table booking_passes (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      user_id bigint not null references users (id) on delete cascade,
      affiliation text not null default 'non_resident' check (affiliation in ('resident', 'non_resident', 'member', 'employee')),
      reservation_pass boolean not null default false,
      clinic_pass boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (facility_id, user_id)
    )`

  yield* sql`
    create table billing_addresses (
      id bigint generated always as identity primary key,
      user_id bigint not null references users (id) on delete cascade,
      address text not null,
      created_at timestamptz not null default now()
    )`
  yield* sql`create index billing_addresses_by_user on billing_addresses (user_id)`

  yield* sql`
    create table facility_waivers (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      name text not null,
      category text not null check (category in ('facility_booking', 'memberships', 'programs', 'childs')),
      archived_at timestamptz,
      created_at timestamptz not null default now(),
      unique (facility_id, id)
    )`
  yield* sql`create index facility_waivers_by_facility on facility_waivers (facility_id, category)`

  // Versions never change once written: an edit is a new version, which needs acceptance again.
  yield* sql`
    create table waiver_versions (
      id bigint generated always as identity primary key,
      facility_id bigint not null,
      waiver_id bigint not null,
      version integer not null check (version > 0),
      content text not null,
      created_at timestamptz not null default now(),
      unique (waiver_id, version),
      foreign key (facility_id, waiver_id) references facility_waivers (facility_id, id) on delete cascade
    )`

  yield* sql`
    create table waiver_acceptances (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      waiver_version_id bigint not null references waiver_versions (id) on delete cascade,
      signed_by bigint references users (id) on delete set null,
      signed_for bigint not null references users (id) on delete cascade,
      acceptable_type text,
      acceptable_id bigint,
      ip text,
      user_agent text,
      accepted_at timestamptz not null default now()
    )`
  yield* sql`create index waiver_acceptances_by_person on waiver_acceptances (facility_id, signed_for, waiver_version_id)`
})
