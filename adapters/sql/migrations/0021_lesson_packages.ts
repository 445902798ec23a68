import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Lesson packages: what a club sells (N lessons of a duration with a teacher, or any of its
 * teachers, valid for some days), what a person bought (a copy of the terms, paid by a ledger
 * row), and each lesson used from it. Lessons left are counted from the uses, never kept by hand.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table teacher_packages (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      teacher_id bigint references users (id) on delete cascade,
      name text not null check (length(name) between 1 and 120),
      lessons integer not null check (lessons between 1 and 200),
      duration integer not null check (duration between 15 and 480),
      price bigint not null check (price >= 0),
      valid_days integer not null check (valid_days between 1 and 3650),
      active boolean not null default true
    )`
  yield* sql`create index teacher_packages_by_facility on teacher_packages (facility_id)`
  yield* sql`
    create table user_packages (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      user_id bigint not null references users (id) on delete cascade,
      teacher_package_id bigint references teacher_packages (id) on delete set null,
      teacher_id bigint references users (id) on delete set null,
      name text not null,
      lessons integer not null check (lessons > 0),
      duration integer not null,
      price bigint not null,
      expires_on date not null,
      payment_id bigint references payments (id),
      created_at timestamptz not null default now()
    )`
  yield* sql`create index user_packages_by_user on user_packages (user_id, facility_id)`
  yield* sql`
    create table package_lessons (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      user_package_id bigint not null references user_packages (id) on delete cascade,
      reservation_id bigint not null references reservations (id) on delete cascade,
      used_at timestamptz not null default now(),
      returned_at timestamptz
    )`
  yield* sql`create index package_lessons_by_package on package_lessons (user_package_id)`
  // A lesson is paid from one package at most.
  yield* sql`create unique index package_lessons_once on package_lessons (reservation_id) where returned_at is null`
  yield* sql`alter table payments drop constraint payments_payable_type_check`
  yield* sql`alter table payments add constraint payments_payable_type_check
    check (payable_type in ('reservation', 'reservation_user', 'credits', 'account', 'user_package'))`
})
