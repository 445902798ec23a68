import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Freed time from the club's schedule: a schedule rule removed or narrowed (a closure, a
 * members-only or staff-only window, a length rule) or opening hours widened may free watched
 * time, so each records it as a vacancy for every watched day, court and hour it touched; the
 * offers' job then offers whatever of it is really free now. Like the booking triggers, nothing
 * is recorded on a day nobody watches.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  // The courts a live watch can take, and the hours of it inside a window (engine weekday 0 is Monday).
  yield* sql`
    create function venue_watched_in(
      facility bigint, first_day date, last_day date, weekdays smallint[], court_list bigint[],
      from_hour integer, to_hour integer
    ) returns void language sql as $$
      insert into slot_vacancies (facility_id, court_id, local_date, hour_start, hour_end)
      select w.facility_id, c.id, w.local_date, greatest(w.hour_from, from_hour), least(w.hour_to, to_hour)
      from slot_watches w
      join courts c on c.facility_id = w.facility_id and c.active
        and (w.court_id = c.id or (w.court_id is null and coalesce(w.sport = c.sport, true)
             and coalesce(w.surface = c.surface, true) and coalesce(w.indoor = c.indoor, true)))
      where w.facility_id = facility and w.status = 'active' and w.ends_at > now()
        and (first_day is null or w.local_date >= first_day) and (last_day is null or w.local_date <= last_day)
        and (cardinality(weekdays) = 0 or (extract(isodow from w.local_date)::smallint - 1) = any(weekdays))
        and (court_list is null or c.id = any(court_list))
        and w.hour_from < to_hour and w.hour_to > from_hour
    $$`
  yield* sql`
    create function venue_rule_freed() returns trigger language plpgsql as $$
    begin
      perform venue_watched_in(old.facility_id, old.starts_on, old.ends_on, old.days, old.court_ids,
        old.hour_start, old.hour_end);
      return null;
    end $$`
  yield* sql`create trigger schedule_rule_freed after update or delete on schedule_rules
    for each row execute function venue_rule_freed()`
  yield* sql`
    create function venue_hours_widened() returns trigger language plpgsql as $$
    begin
      perform venue_watched_in(new.facility_id, null, null, array[new.day]::smallint[], null,
        new.hour_start, new.hour_end);
      return null;
    end $$`
  yield* sql`create trigger opening_hours_widened after insert or update on facility_schedules
    for each row execute function venue_hours_widened()`
})
