import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Peak draws. A draw is a club's peak hours on one day (its courts and slot length) given out by
 * lot instead of first come: entries are taken until `entries_close_at`, the seed is published
 * then, and at `draw_at` the job draws and books. Each person enters a draw once, in one group:
 * `peak_draw_people` holds every person of every entry, keyed by draw and person.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table peak_draws (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      name text not null check (length(name) between 1 and 120),
      play_date date not null,
      hour_start integer not null check (hour_start between 0 and 86400),
      hour_end integer not null check (hour_end > hour_start and hour_end <= 86400),
      slot_minutes integer not null check (slot_minutes in (30, 45, 60, 90, 120)),
      court_ids bigint[] not null check (cardinality(court_ids) between 1 and 40),
      entries_close_at timestamptz not null,
      draw_at timestamptz not null check (draw_at >= entries_close_at),
      recent_weeks integer not null check (recent_weeks between 1 and 26),
      status text not null default 'open' check (status in ('open', 'drawn', 'cancelled')),
      -- Published when entries close: the text the seed digests, and the digest.
      seed_text text,
      seed text check (seed ~ '^[0-9a-f]{64}$'),
      result jsonb,
      drawn_at timestamptz,
      -- The schedule rule that keeps the slots for staff (nobody books them first come) until the draw.
      rule_id bigint references schedule_rules (id) on delete set null,
      created_by bigint references users (id) on delete set null,
      created_at timestamptz not null default now(),
      unique (facility_id, id)
    )`
  yield* sql`create index peak_draws_by_day on peak_draws (facility_id, play_date)`
  yield* sql`create index peak_draws_due on peak_draws (draw_at) where status = 'open'`
  yield* sql`create trigger peak_draws_audit after insert or update or delete on peak_draws
    for each row execute function audit_row('facility_id')`
  yield* sql`
    create table peak_draw_entries (
      id bigint generated always as identity primary key,
      facility_id bigint not null,
      draw_id bigint not null,
      -- Whom the entry books for, and who made it (themself, or their guardian).
      user_id bigint not null references users (id) on delete cascade,
      made_by bigint references users (id) on delete set null,
      player_ids bigint[] not null default '{}',
      choices text[] not null check (cardinality(choices) between 1 and 5),
      outcome text check (outcome in ('won', 'lost')),
      slot text,
      reservation_id bigint references reservations (id) on delete set null,
      problem text,
      told_at timestamptz,
      created_at timestamptz not null default now(),
      unique (facility_id, id),
      foreign key (facility_id, draw_id) references peak_draws (facility_id, id) on delete cascade
    )`
  yield* sql`create index peak_draw_entries_by_draw on peak_draw_entries (facility_id, draw_id)`
  yield* sql`create index peak_draw_entries_untold on peak_draw_entries (id) where outcome is not null and told_at is null`
  yield* sql`
    create table peak_draw_people (
      draw_id bigint not null references peak_draws (id) on delete cascade,
      user_id bigint not null references users (id) on delete cascade,
      entry_id bigint not null references peak_draw_entries (id) on delete cascade,
      primary key (draw_id, user_id)
    )`
  yield* sql`create index peak_draw_people_by_entry on peak_draw_people (entry_id)`
})
