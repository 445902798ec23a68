import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Recurring bookings: a series is the pattern staff booked (a weekday's hour every N weeks between
 * two dates); each occurrence is an ordinary reservation that names its series, so every rule,
 * price, payment, cancellation and the no-double-booking constraint hold for it as for any booking.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table reservation_series (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      name text not null check (length(name) between 1 and 120),
      every_weeks smallint not null check (every_weeks between 1 and 8),
      first_date date not null,
      last_date date not null check (last_date >= first_date),
      hour_start integer not null check (hour_start between 0 and 86400),
      hour_end integer not null check (hour_end > hour_start and hour_end <= 86400),
      court_ids bigint[] not null check (cardinality(court_ids) > 0),
      -- The team or league its bookings name on the calendar.
      team text check (length(team) <= 80),
      created_by bigint references users (id) on delete set null,
      created_at timestamptz not null default now(),
      unique (facility_id, id)
    )`
  yield* sql`create index reservation_series_by_day on reservation_series (facility_id, first_date)`
  yield* sql`create trigger reservation_series_audit after insert or update or delete on reservation_series
    for each row execute function audit_row('facility_id')`
  yield* sql`alter table reservations add column series_id bigint`
  yield* sql`alter table reservations add constraint reservations_series_fkey
    foreign key (facility_id, series_id) references reservation_series (facility_id, id) on delete set null (series_id)`
  yield* sql`create index reservations_by_series on reservations (facility_id, series_id, local_date)
    where series_id is not null`
})
