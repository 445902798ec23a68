import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** Groups of a club's people (the API's Group): the club's own, or a clinic's; announcements go to them. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    create table groups (
      id bigint generated always as identity primary key,
      facility_id bigint not null references facilities (id) on delete cascade,
      title text not null check (length(title) between 1 and 120),
      groupable_type text not null check (groupable_type in ('Facility', 'Clinic')),
      clinic_id bigint references clinics (id) on delete cascade,
      groupable_id bigint generated always as (coalesce(clinic_id, facility_id)) stored,
      created_at timestamptz not null default now(),
      check ((groupable_type = 'Clinic') = (clinic_id is not null))
    )`
  yield* sql`create index groups_by_club on groups (facility_id, lower(title))`
  yield* sql`
    create table group_members (
      facility_id bigint not null references facilities (id) on delete cascade,
      group_id bigint not null references groups (id) on delete cascade,
      user_id bigint not null references users (id) on delete cascade,
      added_by bigint references users (id) on delete set null,
      created_at timestamptz not null default now(),
      primary key (group_id, user_id)
    )`
  yield* sql`create index group_members_by_person on group_members (facility_id, user_id)`
})
