import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** A player's request for a lesson at a time, until the teacher or the desk accepts (booking it) or declines it. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table lesson_requests (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      teacher_id bigint not null references users (id) on delete cascade,
      user_id bigint not null references users (id) on delete cascade,
      requested_by bigint references users (id) on delete set null,
      local_date date not null,
      hour_start integer not null check (hour_start between 0 and 86400),
      hour_end integer not null check (hour_end between 0 and 86400 and hour_end > hour_start),
      note text check (length(note) <= 500),
      status text not null default 'open' check (status in ('open', 'accepted', 'declined', 'withdrawn')),
      answer text check (length(answer) <= 500),
      reservation_id bigint references reservations (id) on delete set null,
      answered_by bigint references users (id) on delete set null,
      created_at timestamptz not null default now(),
      answered_at timestamptz
    )`
  yield* sql`create index lesson_requests_open_by_teacher on lesson_requests (facility_id, teacher_id) where status = 'open'`
  yield* sql`create index lesson_requests_open_by_user on lesson_requests (user_id) where status = 'open'`
})
