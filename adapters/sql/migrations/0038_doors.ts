import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Door access: how long before and after a booking its players may open the club's door, and a log
 * of every opening asked for (opened, refused, or the access-control system failed), who asked and why.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table facilities
    add column door_open_minutes integer not null default 15 check (door_open_minutes between 0 and 240)`
  yield* sql`
    create table door_openings (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      user_id bigint references users (id) on delete set null,
      reservation_id bigint references reservations (id) on delete set null,
      lock text,
      outcome text not null check (outcome in ('opened', 'refused', 'fault')),
      reason text not null check (length(reason) between 1 and 500),
      at timestamptz not null default now()
    )`
  yield* sql`create index door_openings_by_time on door_openings (facility_id, at)`
})
