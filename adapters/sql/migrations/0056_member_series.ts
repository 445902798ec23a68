import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** Whether a club's players book weekly series themselves, how far ahead and how many at once. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table member_series_settings (
      facility_id bigint primary key references facilities (id) on delete cascade,
      who text not null check (who in ('nobody', 'members', 'players')),
      weeks_ahead integer not null check (weeks_ahead between 1 and 52),
      most_series integer not null check (most_series between 1 and 10),
      updated_at timestamptz not null default now()
    )`
  yield* sql`create trigger member_series_settings_audit after insert or update or delete on member_series_settings
    for each row execute function audit_row('facility_id')`
  yield* sql`create index reservation_series_by_maker on reservation_series (facility_id, created_by, last_date)`
})
