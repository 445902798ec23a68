import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** A facility's credentials for outside systems; passwords and tokens sealed. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table facility_credentials (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      category text not null,
      type text,
      username text,
      device_id text,
      panel_id text,
      company_id text,
      client_id text,
      system_id text,
      cloud_node_id text,
      password_sealed text,
      token_sealed text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`
  yield* sql`create index facility_credentials_by_facility on facility_credentials (facility_id, category)`
})
