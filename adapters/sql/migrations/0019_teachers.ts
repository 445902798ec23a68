import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Teachers: a person with the teacher role at a facility, their public profile there, the weekly
 * hours they teach and their time off, and their prices.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table teacher_profiles (
      facility_id bigint not null references facilities (id) on delete cascade,
      user_id bigint not null references users (id) on delete cascade,
      bio text not null default '' check (length(bio) <= 4000),
      photo_url text check (length(photo_url) <= 500),
      sports text[] not null default '{}',
      levels text not null default '' check (length(levels) <= 200),
      surfaces text[] not null default '{}',
      court_ids bigint[],
      primary key (facility_id, user_id)
    )`
  yield* sql`
    create table teacher_hours (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      user_id bigint not null references users (id) on delete cascade,
      day smallint not null check (day between 0 and 6),
      hour_start integer not null check (hour_start between 0 and 86400),
      hour_end integer not null check (hour_end between 0 and 86400 and hour_end > hour_start)
    )`
  yield* sql`create index teacher_hours_by_teacher on teacher_hours (facility_id, user_id)`
  yield* sql`
    create table teacher_time_off (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      user_id bigint not null references users (id) on delete cascade,
      starts_on date not null,
      ends_on date not null check (ends_on >= starts_on),
      note text check (length(note) <= 200)
    )`
  yield* sql`create index teacher_time_off_by_teacher on teacher_time_off (facility_id, user_id, ends_on)`
  yield* sql`
    create table teacher_prices (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      user_id bigint not null references users (id) on delete cascade,
      duration integer not null check (duration > 0),
      shift text check (shift in ('morning', 'afternoon', 'evening')),
      surface text,
      user_type text not null check (user_type in ('Adult', 'Child', 'Player')),
      quantity integer not null check (quantity > 0),
      price bigint not null check (price >= 0),
      player_category_description text,
      clinic_category_description text
    )`
  yield* sql`create index teacher_prices_by_teacher on teacher_prices (facility_id, user_id)`
})
