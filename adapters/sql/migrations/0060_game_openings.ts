import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * "Find me a game": a booker opens their booking to players of a level (the booker's own act),
 * and players ask to join it; the booker accepts or declines each request. A booking is open
 * once (primary key); a person has one live request per booking (partial unique index).
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table game_openings (
      reservation_id bigint primary key references reservations (id) on delete cascade,
      facility_id bigint not null references facilities (id) on delete cascade,
      rating_kind text not null,
      rating_min numeric,
      rating_max numeric check (rating_max >= rating_min),
      wanted smallint not null check (wanted between 1 and 8),
      note text check (length(note) <= 200),
      opened_by bigint not null references users (id) on delete cascade,
      created_at timestamptz not null default now()
    )`
  yield* sql`create index game_openings_by_opener on game_openings (facility_id, opened_by)`
  yield* sql`create trigger game_openings_audit after insert or update or delete on game_openings
    for each row execute function audit_row('facility_id')`
  yield* sql`
    create table game_join_requests (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      reservation_id bigint not null references reservations (id) on delete cascade,
      user_id bigint not null references users (id) on delete cascade,
      asked_by bigint references users (id) on delete set null,
      rating numeric,
      message text check (length(message) <= 300),
      status text not null default 'asked' check (status in ('asked', 'accepted', 'declined', 'withdrawn')),
      created_at timestamptz not null default now(),
      decided_at timestamptz
    )`
  yield* sql`create unique index game_join_requests_live on game_join_requests (reservation_id, user_id)
    where status in ('asked', 'accepted')`
  yield* sql`create index game_join_requests_by_booking on game_join_requests (facility_id, reservation_id)`
  yield* sql`create index game_join_requests_by_player on game_join_requests (facility_id, user_id)`
  yield* sql`create index game_join_requests_by_asker on game_join_requests (facility_id, asked_by)`
})
