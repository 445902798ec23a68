import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * SPEC §9's initials (engine/dates.ts `initials`) for the reads PostgreSQL encodes as JSON: the
 * first letter of each of the first two words, upper-cased by ICU's root locale as JavaScript
 * does. `calendarJson.test.ts` holds the two to each other on generated names.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create function venue_initials(name text) returns text language sql immutable strict parallel safe as $$
      select coalesce(string_agg(upper(left(word, 1) collate "und-x-icu"), '' order by place), '')
      from unnest((regexp_split_to_array(btrim(name, E' \\t\\n\\r\\f\\v'), E'[ \\t\\n\\r\\f\\v]+'))[1:2])
        with ordinality as words (word, place)
      where word <> ''
    $$`
})
