import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Court prices, schedule rules and reservations. The exclusion constraint makes the database the
 * last word on double booking: two active reservations of one court never overlap.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  yield* sql`
    alter table facilities
      add column max_active_bookings integer not null default 0 check (max_active_bookings >= 0),
      add column gate_password_hash text`

  yield* sql`
    create table court_rates (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      court_ids bigint[],
      days smallint[] not null default '{}',
      hour_start integer not null check (hour_start between 0 and 86400),
      hour_end integer not null check (hour_end between 0 and 86400 and hour_end > hour_start),
      user_type text check (user_type in ('member', 'non_member', 'guest')),
      price_per_hour bigint not null check (price_per_hour >= 0),
      prime_time boolean not null default false
    )`
  yield* sql`create index court_rates_by_facility on court_rates (facility_id)`

  yield* sql`
    create table schedule_rules (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      kind text not null check (kind in ('closure', 'members_only', 'staff_only', 'duration')),
      court_ids bigint[],
      starts_on date,
      ends_on date,
      days smallint[] not null default '{}',
      hour_start integer not null default 0 check (hour_start between 0 and 86400),
      hour_end integer not null default 86400 check (hour_end between 0 and 86400 and hour_end > hour_start),
      min_duration integer check (min_duration > 0),
      max_duration integer check (max_duration > 0),
      note text,
      created_at timestamptz not null default now(),
      check (ends_on is null or starts_on is null or ends_on >= starts_on)
    )`
  yield* sql`create index schedule_rules_by_facility on schedule_rules (facility_id)`

  yield* sql`
    create table reservations (
      id bigint generated always as identity primary key,
      facility_id bigint not null,
      court_id bigint not null,
      during tstzrange not null check (not isempty(during)),
      local_date date not null,
      hour_start integer not null check (hour_start between 0 and 86400),
      hour_end integer not null check (hour_end between 0 and 86400 and hour_end > hour_start),
      kind text not null default 'reservation' check (kind in ('reservation', 'rental', 'lesson', 'clinic', 'other')),
      subkind text,
      status text not null default 'booked' check (status in ('booked', 'checked', 'raincheck', 'admin_cancelled', 'closed')),
      reservation_type smallint not null default 0 check (reservation_type between 0 and 4),
      created_by bigint references users (id) on delete set null,
      teacher_id bigint references users (id) on delete set null,
      allow_cancel boolean not null default true,
      official_match boolean not null default false,
      no_show boolean not null default false,
      guest_name text,
      user_teams jsonb,
      parent_id bigint references reservations (id) on delete cascade,
      clinic_public_name text,
      clinic_category text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      foreign key (facility_id, court_id) references courts (facility_id, id),
      constraint no_double_booking exclude using gist (court_id with =, during with &&)
        where (status in ('booked', 'checked'))
    )`
  yield* sql`create index reservations_by_day on reservations (facility_id, local_date)`

  yield* sql`
    create table reservation_users (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      reservation_id bigint not null references reservations (id) on delete cascade,
      user_id bigint references users (id) on delete set null,
      name text not null,
      rating numeric(5, 2),
      team smallint,
      guest boolean not null default false
    )`
  yield* sql`create index reservation_users_by_reservation on reservation_users (facility_id, reservation_id)`
  yield* sql`create index reservation_users_by_user on reservation_users (user_id)`
})
