import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** Where a clinic session is listed on an outside event service: one listing per session and service. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table clinic_lesson_listings (
      facility_id bigint not null references facilities (id) on delete cascade,
      clinic_lesson_id bigint not null references clinic_lessons (id) on delete cascade,
      service text not null check (service in ('eventbrite')),
      external_id text not null,
      ticket_ref text,
      url text not null,
      event_format text not null,
      league_name text,
      synced_at timestamptz not null default now(),
      primary key (clinic_lesson_id, service)
    )`
  yield* sql`create index clinic_lesson_listings_by_facility on clinic_lesson_listings (facility_id, synced_at)`
})
