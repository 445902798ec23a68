import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Competitions: tournaments, round robins and leagues of a club, each in divisions (by rating or
 * age, with a cap). An entry is one player or a pair; its players are rows of their own, so the
 * database keeps a person in a division once while their entry stands, whether they entered or
 * were named as a partner (who accepts before the entry counts). The draw is kept as planned at
 * the draw: each match's key and where its sides come from; who plays follows from the results.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table competitions (
      id bigint generated always as identity,
      facility_id bigint not null references facilities (id) on delete cascade,
      name text not null check (length(name) between 1 and 120),
      format text not null check (format in
        ('single_elimination', 'double_elimination', 'round_robin', 'groups_knockout', 'league')),
      sport text not null check (sport in ('tennis', 'padel', 'pickleball', 'squash')),
      team_size smallint not null check (team_size in (1, 2)),
      scoring jsonb not null,
      consolation boolean not null default false,
      groups smallint not null default 1 check (groups between 1 and 16),
      advancing smallint not null default 1 check (advancing between 1 and 4),
      home_and_away boolean not null default false,
      points_win smallint not null default 2 check (points_win between 1 and 5),
      points_loss smallint not null default 0 check (points_loss between 0 and points_win - 1),
      rating_kind text,
      entries_open_at timestamptz not null,
      entries_close_at timestamptz not null check (entries_close_at > entries_open_at),
      starts_on date not null,
      ends_on date not null check (ends_on >= starts_on),
      fee integer not null default 0 check (fee >= 0),
      status text not null default 'open' check (status in ('open', 'cancelled')),
      created_by bigint references users (id) on delete set null,
      created_at timestamptz not null default now(),
      primary key (facility_id, id)
    )`
  yield* sql`create index competitions_by_end on competitions (facility_id, ends_on)`
  yield* sql`create trigger competitions_audit after insert or update or delete on competitions
    for each row execute function audit_row('facility_id')`
  yield* sql`
    create table competition_divisions (
      id bigint generated always as identity,
      facility_id bigint not null,
      competition_id bigint not null,
      name text not null check (length(name) between 1 and 80),
      rating_min numeric,
      rating_max numeric check (rating_max >= rating_min),
      age_min smallint check (age_min between 0 and 120),
      age_max smallint check (age_max between age_min and 120),
      cap smallint not null check (cap between 2 and 256),
      drawn_at timestamptz,
      primary key (facility_id, id),
      unique (facility_id, competition_id, name),
      foreign key (facility_id, competition_id) references competitions (facility_id, id) on delete cascade
    )`
  yield* sql`create index competition_divisions_by_competition on competition_divisions (facility_id, competition_id)`
  yield* sql`create trigger competition_divisions_audit after insert or update or delete on competition_divisions
    for each row execute function audit_row('facility_id')`
  yield* sql`
    create table competition_entries (
      id bigint generated always as identity,
      facility_id bigint not null,
      division_id bigint not null,
      made_by bigint references users (id) on delete set null,
      rating numeric,
      status text not null check (status in ('awaiting_partner', 'entered', 'waitlisted', 'withdrawn')),
      entered_at timestamptz not null default clock_timestamp(),
      primary key (facility_id, id),
      foreign key (facility_id, division_id) references competition_divisions (facility_id, id) on delete cascade
    )`
  yield* sql`create index competition_entries_by_division on competition_entries (facility_id, division_id, entered_at)`
  yield* sql`create trigger competition_entries_audit after insert or update or delete on competition_entries
    for each row execute function audit_row('facility_id')`
  yield* sql`
    create table competition_players (
      facility_id bigint not null,
      division_id bigint not null,
      entry_id bigint not null,
      user_id bigint not null references users (id) on delete cascade,
      accepted_at timestamptz,
      primary key (facility_id, division_id, user_id),
      foreign key (facility_id, entry_id) references competition_entries (facility_id, id) on delete cascade
    )`
  yield* sql`create index competition_players_by_entry on competition_players (facility_id, entry_id)`
  yield* sql`create index competition_players_by_user on competition_players (user_id)`
  yield* sql`
    create table competition_matches (
      id bigint generated always as identity,
      facility_id bigint not null,
      division_id bigint not null,
      key text not null check (length(key) between 1 and 20),
      stage text not null,
      round smallint not null check (round >= 1),
      ord smallint not null check (ord >= 1),
      grp smallint,
      sides jsonb not null,
      only_if_second_won text,
      score jsonb,
      won smallint check (won in (1, 2)),
      reported_by bigint references users (id) on delete set null,
      confirmed_at timestamptz,
      primary key (facility_id, id),
      unique (facility_id, division_id, key),
      foreign key (facility_id, division_id) references competition_divisions (facility_id, id) on delete cascade
    )`
  yield* sql`create index competition_matches_by_division on competition_matches (facility_id, division_id, stage, round, ord)`
  yield* sql`create trigger competition_matches_audit after insert or update or delete on competition_matches
    for each row execute function audit_row('facility_id')`
})
