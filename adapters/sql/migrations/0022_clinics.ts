import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Clinics (group programs): the club's categories, each clinic with who it is for and how many it
 * takes, its prices, its sessions (each a reservation on a court, so the exclusion constraint
 * keeps them apart from every other booking), what people bought (a user clinic, paid by a ledger
 * row or still pending) and their place in each session (or on its waitlist).
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table clinic_categories (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      name text not null check (length(name) between 1 and 80)
    )`
  yield* sql`create unique index clinic_categories_by_name on clinic_categories (facility_id, lower(name))`
  yield* sql`
    create table clinics (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 80),
      name text not null check (length(name) between 1 and 120),
      public_name text check (length(public_name) <= 120),
      description text not null default '' check (length(description) <= 4000),
      category_id bigint references clinic_categories (id) on delete set null,
      sport text,
      age_start integer check (age_start between 0 and 120),
      age_end integer check (age_end between 0 and 120 and age_end >= coalesce(age_start, 0)),
      rating_provider text,
      rating_min numeric,
      rating_max numeric,
      capacity integer not null check (capacity between 1 and 500),
      coach_ids bigint[] not null default '{}',
      court_ids bigint[] not null default '{}',
      -- The club's program waivers a person accepts for this clinic before enrolling.
      waiver_ids bigint[] not null default '{}',
      active boolean not null default true,
      created_at timestamptz not null default now()
    )`
  yield* sql`create unique index clinics_by_slug on clinics (facility_id, slug)`
  yield* sql`
    create table clinic_prices (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      clinic_id bigint not null references clinics (id) on delete cascade,
      name text not null check (length(name) between 1 and 120),
      lessons integer not null check (lessons between 1 and 500),
      lesson_unit text not null
        check (lesson_unit in ('session', 'per_week', 'per_month', 'per_week_per_month', 'per_week_per_next_sessions')),
      group_lessons boolean not null default false,
      amount bigint not null check (amount >= 0),
      affiliation text not null default 'non_resident'
        check (affiliation in ('resident', 'non_resident', 'member', 'employee')),
      refundable boolean not null default true,
      active boolean not null default true
    )`
  yield* sql`create index clinic_prices_by_clinic on clinic_prices (facility_id, clinic_id)`
  yield* sql`
    create table clinic_lessons (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      clinic_id bigint not null references clinics (id) on delete cascade,
      reservation_id bigint not null unique references reservations (id) on delete cascade,
      starts_at timestamptz not null,
      local_date date not null,
      raincheck boolean not null default false
    )`
  yield* sql`create index clinic_lessons_by_clinic on clinic_lessons (facility_id, clinic_id, starts_at)`
  yield* sql`
    create table user_clinics (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      clinic_id bigint not null references clinics (id) on delete cascade,
      clinic_price_id bigint not null references clinic_prices (id),
      user_id bigint not null references users (id) on delete cascade,
      bought_by bigint references users (id) on delete set null,
      lessons integer not null check (lessons > 0),
      amount bigint not null check (amount >= 0),
      payment_id bigint references payments (id),
      created_at timestamptz not null default now()
    )`
  yield* sql`create index user_clinics_by_user on user_clinics (facility_id, user_id)`
  yield* sql`create index user_clinics_by_clinic on user_clinics (facility_id, clinic_id)`
  yield* sql`
    create table lesson_attendances (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      user_clinic_id bigint not null references user_clinics (id) on delete cascade,
      clinic_lesson_id bigint not null references clinic_lessons (id) on delete cascade,
      waitlist boolean not null default false,
      inquiry boolean not null default false,
      guest_name text check (length(guest_name) <= 120),
      -- What the coach marked at the session: null until then.
      present boolean,
      created_at timestamptz not null default now(),
      unique (user_clinic_id, clinic_lesson_id)
    )`
  yield* sql`create index lesson_attendances_by_lesson on lesson_attendances (facility_id, clinic_lesson_id)`
  yield* sql`create index lesson_attendances_by_purchase on lesson_attendances (facility_id, user_clinic_id)`
  yield* sql`alter table payments drop constraint payments_payable_type_check`
  yield* sql`alter table payments add constraint payments_payable_type_check
    check (payable_type in ('reservation', 'reservation_user', 'credits', 'account', 'user_package', 'user_clinic'))`
})
