import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * A club's own apps: an app a club's owner or admin registers belongs to that club (`facility_id`;
 * null for the platform's apps, which many clubs may let in) and can be granted at that club only,
 * which the database holds, whatever the code above it does.
 */
/** Platform-wide, as the tables migration 0075 names: an app is found by its client id alone, and many clubs may use one. */
export const PLATFORM_SINCE_0078 = ["partner_apps"]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`alter table partner_apps add column facility_id bigint references facilities (id) on delete cascade`
  yield* sql`create index partner_apps_of_club on partner_apps (facility_id, id) where facility_id is not null`
  yield* sql`
    create function app_grant_at_own_club() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from partner_apps a
                 where a.id = new.app_id and a.facility_id is not null and a.facility_id <> new.facility_id) then
        raise exception 'a club''s own app is granted at that club only' using errcode = 'check_violation';
      end if;
      return new;
    end $$`
  yield* sql`
    create trigger app_grants_at_own_club before insert or update of facility_id, app_id on app_grants
    for each row execute function app_grant_at_own_club()`
})
