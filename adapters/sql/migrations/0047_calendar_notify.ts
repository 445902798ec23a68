import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Every change to a reservation's row or its players' tells the app servers' calendars (LISTEN venue_calendar)
 * from inside the writing transaction: delivered at commit, never for a write rolled back, and
 * from any writer (a server, the CLI, an import). It saves the request a statement of its own;
 * PostgreSQL sends one notice per distinct day however many rows a transaction changed.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create function reservations_announce() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        perform pg_notify('venue_calendar',
          json_build_object('facility_id', old.facility_id, 'date', old.local_date::text)::text);
      end if;
      if tg_op <> 'DELETE' then
        perform pg_notify('venue_calendar',
          json_build_object('facility_id', new.facility_id, 'date', new.local_date::text)::text);
      end if;
      return null;
    end $$`
  // Both tables carry the facility and the local day the calendar is keyed by.
  for (const table of ["reservations", "reservation_users"])
    yield* sql`
      create trigger ${sql(`${table}_announce`)} after insert or update or delete on ${sql(table)}
      for each row execute function reservations_announce()`
})
