import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Open play: sessions on a club's courts for players of a level, a place each. The courts are
 * held by an ordinary booking (`reservation_id`); each joined player is a row of it with their
 * place as a fee, so they pay it like any booking. A person is in a session once (primary key).
 * At the start the players are arranged into games; each game's result counts for the club's
 * leaderboards beside its official matches.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table open_play_sessions (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      name text not null check (length(name) between 1 and 120),
      format text not null check (format in ('singles', 'doubles', 'round_robin')),
      play_date date not null,
      hour_start integer not null check (hour_start between 0 and 86400),
      hour_end integer not null check (hour_end > hour_start and hour_end <= 86400),
      court_ids bigint[] not null check (cardinality(court_ids) between 1 and 20),
      rating_kind text not null,
      rating_min numeric,
      rating_max numeric check (rating_max >= rating_min),
      price integer not null check (price >= 0),
      cap integer not null check (cap between 2 and 240),
      reservation_id bigint not null references reservations (id) on delete cascade,
      status text not null default 'open' check (status in ('open', 'arranged', 'cancelled')),
      created_by bigint references users (id) on delete set null,
      created_at timestamptz not null default now(),
      unique (facility_id, id)
    )`
  yield* sql`create index open_play_sessions_by_day on open_play_sessions (facility_id, play_date)`
  yield* sql`create index open_play_sessions_open on open_play_sessions (play_date) where status = 'open'`
  yield* sql`create trigger open_play_sessions_audit after insert or update or delete on open_play_sessions
    for each row execute function audit_row('facility_id')`
  yield* sql`
    create table open_play_players (
      facility_id bigint not null,
      session_id bigint not null,
      user_id bigint not null references users (id) on delete cascade,
      made_by bigint references users (id) on delete set null,
      rating numeric,
      status text not null check (status in ('joined', 'waitlisted')),
      ru_id bigint,
      joined_at timestamptz not null default clock_timestamp(),
      primary key (session_id, user_id),
      foreign key (facility_id, session_id) references open_play_sessions (facility_id, id) on delete cascade
    )`
  yield* sql`create index open_play_players_by_session on open_play_players (facility_id, session_id, joined_at)`
  yield* sql`create index open_play_players_by_user on open_play_players (user_id)`
  yield* sql`
    create table open_play_games (
      id bigint generated always as identity primary key,
      facility_id bigint not null,
      session_id bigint not null,
      round integer not null check (round >= 1),
      court_id bigint not null references courts (id) on delete cascade,
      local_date date not null,
      starts_at timestamptz not null,
      team1 bigint[] not null,
      team2 bigint[] not null,
      winner_team smallint check (winner_team in (1, 2)),
      score text check (length(score) <= 60),
      recorded_by bigint references users (id) on delete set null,
      unique (session_id, round, court_id),
      foreign key (facility_id, session_id) references open_play_sessions (facility_id, id) on delete cascade
    )`
  yield* sql`create index open_play_games_by_day on open_play_games (facility_id, local_date) where winner_team is not null`
  yield* sql`create index open_play_games_by_session on open_play_games (facility_id, session_id)`
})
