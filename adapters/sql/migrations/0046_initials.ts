import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * initials (engine/dates.ts `initials`) for the reads PostgreSQL encodes as JSON: the
 * first letter of each of the first two words, upper-cased by ICU's root locale as JavaScript
 * does. `calendarJson.test.ts` holds the two to each other on generated names.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  // One expression, so the planner inlines it (a SQL function with a FROM is called, at several
  // microseconds a name); `translate` turns every ASCII white space into a space (the vertical
  // tab as chr(11): PostgreSQL 15's E'' strings know no \v and would read it as the letter v).
  yield* sql`
    create function venue_initials(name text) returns text language sql immutable parallel safe as $$
      select upper((left(btrim(translate(name, (E'\\t\\n\\r\\f' || chr(11)), '     ')), 1)
        || left(ltrim(substr(btrim(translate(name, (E'\\t\\n\\r\\f' || chr(11)), '     ')),
          length(split_part(btrim(translate(name, (E'\\t\\n\\r\\f' || chr(11)), '     ')), ' ', 1)) + 1)), 1)) collate "und-x-icu")
    $$`
})
