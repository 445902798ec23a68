import { rowsOf, withSql } from "./client"
import { ACTIVE } from "./statuses"
import { Effect } from "effect"

import { HeldReservation } from "../../engine/records"
import type { CourtWindow } from "../../engine/courts/port"

/** Future active reservations on these courts (the first 20). */
export const reservationsOnCourts = (facilityId: number, courtIds: ReadonlyArray<number>) =>
  withSql((sql) =>
    courtIds.length === 0
      ? Effect.succeed([] as ReadonlyArray<HeldReservation>)
      : rowsOf(HeldReservation)(sql`
          select r.id, r.court_id, c.name as court_name, r.local_date::text as date, r.hour_start from reservations r
          join courts c on c.id = r.court_id
          where r.facility_id = ${facilityId} and r.court_id in ${sql.in(courtIds)} and r.status in ${sql.literal(ACTIVE)}
            and upper(r.during) > now()
          order by lower(r.during) limit 20`),
  )

/** Future active reservations inside a window of dates, weekdays and hours (the first 20). */
export const reservationsInWindow = (facilityId: number, w: CourtWindow) =>
  withSql((sql) =>
    rowsOf(HeldReservation)(sql`
      select r.id, r.court_id, c.name as court_name, r.local_date::text as date, r.hour_start from reservations r
      join courts c on c.id = r.court_id
      where r.facility_id = ${facilityId} and r.status in ${sql.literal(ACTIVE)} and upper(r.during) > now()
        and (${w.court_ids === null || w.court_ids.length === 0} or r.court_id = any(${w.court_ids ?? []}::bigint[]))
        and (${w.starts_on}::date is null or r.local_date >= ${w.starts_on}::date)
        and (${w.ends_on}::date is null or r.local_date <= ${w.ends_on}::date)
        and (cardinality(${w.days}::smallint[]) = 0 or ((extract(isodow from r.local_date)::int - 1) = any(${w.days}::smallint[])))
        and r.hour_start < ${w.hour_end} and r.hour_end > ${w.hour_start}
      order by lower(r.during) limit 20`),
  )

/**
 * Future active reservations no single opening-hours window of their weekday covers, as the
 * booking rule requires (the first 20): what a change of the weekly hours would strand.
 */
export const reservationsOutsideHours = (facilityId: number) =>
  withSql((sql) =>
    rowsOf(HeldReservation)(sql`
      select r.id, r.court_id, c.name as court_name, r.local_date::text as date, r.hour_start from reservations r
      join courts c on c.id = r.court_id
      where r.facility_id = ${facilityId} and r.status in ${sql.literal(ACTIVE)} and upper(r.during) > now()
        and not exists (
          select 1 from facility_schedules s
          where s.facility_id = r.facility_id and s.day = extract(isodow from r.local_date)::int - 1
            and s.hour_start <= r.hour_start and s.hour_end >= r.hour_end
            -- the season in force on the booking's day
            and coalesce(s.starts_on, '-infinity'::date) = (
              select max(coalesce(o.starts_on, '-infinity'::date)) from facility_schedules o
              where o.facility_id = r.facility_id and coalesce(o.starts_on, '-infinity'::date) <= r.local_date))
      order by lower(r.during) limit 20`),
  )
