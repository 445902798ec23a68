import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** The fees of a reservation: a player's share (with user_index) or the group's (without). */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table reservation_fees (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      reservation_id bigint not null references reservations (id) on delete cascade,
      reservation_user_id bigint references reservation_users (id) on delete cascade,
      user_index integer check (user_index >= 0),
      amount bigint not null check (amount >= 0),
      description text,
      created_at timestamptz not null default now()
    )`
  yield* sql`create index reservation_fees_by_reservation on reservation_fees (facility_id, reservation_id)`
  yield* sql`alter table facilities add column court_fee_split text not null default 'per_player' check (court_fee_split in ('per_player', 'group'))`
})
