import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * The language a person reads (null: their browser's, else their club's) and a club's own, in which
 * its screens open and its mail goes to people who chose none.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table users add column language text check (language in ('en', 'es', 'pt-BR'))`
  yield* sql`alter table facilities add column language text not null default 'en'
    check (language in ('en', 'es', 'pt-BR'))`
})
