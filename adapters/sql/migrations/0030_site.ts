import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** The club's home page blocks, and visitors' cookie consents kept under a key their browser holds. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table facilities add column home_structure jsonb`
  yield* sql`
    create table cookie_consents (
      key text primary key check (length(key) between 20 and 100),
      categories jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`
})
