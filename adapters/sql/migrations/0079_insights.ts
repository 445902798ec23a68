import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Club insights: each court's booked seconds in each hour of a club's day, kept by the `occupancy`
 * job so a year of occupancy reads a row per day, not every booking. Every change to a booking
 * marks its day (and the day it left) in `occupancy_marks`; a marked day is read from the bookings
 * until the job rolls it up again, so the figures are never stale. Marks are appended, never
 * upserted, so two bookings of one club's day never wait on each other's mark.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table occupancy_days (
      facility_id bigint not null references facilities (id) on delete cascade,
      local_date date not null,
      court_ids bigint[] not null,
      booked integer[] not null check (cardinality(booked) = 24 * cardinality(court_ids)),
      primary key (facility_id, local_date)
    )`
  yield* sql`
    create table occupancy_marks (
      id bigint generated always as identity,
      facility_id bigint not null references facilities (id) on delete cascade,
      local_date date not null,
      marked_at timestamptz not null default now(),
      primary key (facility_id, id)
    )`
  yield* sql`create index occupancy_marks_by_day on occupancy_marks (facility_id, local_date)`
  yield* sql`
    create function mark_occupancy_day() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        insert into occupancy_marks (facility_id, local_date) values (old.facility_id, old.local_date);
      end if;
      if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.local_date <> old.local_date
          or new.facility_id <> old.facility_id) then
        insert into occupancy_marks (facility_id, local_date) values (new.facility_id, new.local_date);
      end if;
      return null;
    end $$`
  yield* sql`
    create trigger reservations_mark_occupancy
    after insert or delete or update of status, court_id, local_date, hour_start, hour_end, facility_id
    on reservations for each row execute function mark_occupancy_day()`
  // Demand against free hours reads a period's watches, whatever became of them.
  yield* sql`create index slot_watches_by_date on slot_watches (facility_id, local_date)`
  // The history before this migration is rolled up by the job as any marked day is.
  yield* sql`
    insert into occupancy_marks (facility_id, local_date)
    select distinct facility_id, local_date from reservations`
})
