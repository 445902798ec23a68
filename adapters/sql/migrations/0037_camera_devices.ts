import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** A camera integration's devices (the API's External camera device): each filming one court of the club. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table external_camera_devices (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      credential_id bigint not null references facility_credentials (id) on delete cascade,
      name text not null check (length(name) between 1 and 120),
      external_identifier text not null check (length(external_identifier) between 1 and 200),
      court_id bigint references courts (id) on delete set null,
      created_at timestamptz not null default now(),
      unique (credential_id, external_identifier)
    )`
  yield* sql`create index external_camera_devices_by_integration on external_camera_devices (facility_id, credential_id)`
  yield* sql`create trigger external_camera_devices_audit after insert or update or delete on external_camera_devices
    for each row execute function audit_row('facility_id')`
})
