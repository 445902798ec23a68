import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** Check-in logs, and the door staff's gate sessions. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table checkin_logs (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      user_id bigint references users (id) on delete set null,
      reservation_id bigint references reservations (id) on delete set null,
      method text not null default 'desk' check (method in ('desk', 'door', 'app')),
      note text,
      created_by bigint references users (id) on delete set null,
      created_at timestamptz not null default now()
    )`
  yield* sql`create index checkin_logs_by_facility on checkin_logs (facility_id, created_at desc)`

  yield* sql`
    create table gate_sessions (
      token_hash text primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      expires_at timestamptz not null
    )`
  yield* sql`create index gate_sessions_by_facility on gate_sessions (facility_id)`
})
