import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** A club's banner ads and leaderboards, and the results of official matches its ladders count. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table banner_ads (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      title text not null check (length(title) between 1 and 120),
      link_url text check (link_url ~ '^https?://' and length(link_url) <= 500),
      alt_text text not null default '' check (length(alt_text) <= 200),
      placement text not null check (placement in ('home', 'booking')),
      starts_on date,
      ends_on date,
      active boolean not null default true,
      position integer not null default 0 check (position between 0 and 1000),
      image bytea,
      image_type text,
      created_at timestamptz not null default now(),
      check (ends_on is null or starts_on is null or ends_on >= starts_on)
    )`
  yield* sql`create index banner_ads_by_club on banner_ads (facility_id, placement, position)`
  yield* sql`
    create table leaderboards (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      name text not null check (length(name) between 1 and 120),
      description text not null default '' check (length(description) <= 2000),
      sport text,
      starts_on date not null,
      ends_on date check (ends_on is null or ends_on >= starts_on),
      active boolean not null default true,
      image bytea,
      image_type text,
      created_at timestamptz not null default now()
    )`
  yield* sql`create index leaderboards_by_club on leaderboards (facility_id, starts_on)`
  yield* sql`
    create table match_results (
      facility_id bigint not null,
      reservation_id bigint not null references reservations (id) on delete cascade,
      local_date date not null,
      winner_team smallint not null check (winner_team in (1, 2)),
      score text not null default '' check (length(score) <= 60),
      recorded_by bigint references users (id) on delete set null,
      recorded_at timestamptz not null default now(),
      primary key (reservation_id)
    )`
  // A ladder reads a club's results between two days.
  yield* sql`create index match_results_by_day on match_results (facility_id, local_date)`
})
