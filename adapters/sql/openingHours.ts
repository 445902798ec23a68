import { withSql } from "./client"
import { Effect } from "effect"
import type { OpeningHoursRow as OpeningHours } from "../../engine/courts/port"

type OpeningHoursValues = Omit<OpeningHours, "id">

const columns = "id, day, hour_start, hour_end, shift, starts_on::text as starts_on"

/**
 * The club's weekly opening hours and schedule rules as the booking rules take them (`opening` and
 * `rules`, JSON), as select columns of a statement whose club is `f`: read with the club's other
 * facts in one statement by a booking and by the public calendar's day.
 */
export const HOURS_AND_RULES = `
  (select coalesce(json_agg(json_build_object('day', day, 'hour_start', hour_start, 'hour_end', hour_end,
       'starts_on', starts_on)), '[]')
     from facility_schedules where facility_id = f.id) as opening,
  (select coalesce(json_agg(json_build_object('kind', kind, 'court_ids', court_ids, 'starts_on', starts_on,
       'ends_on', ends_on, 'days', days, 'hour_start', hour_start, 'hour_end', hour_end,
       'min_duration', min_duration, 'max_duration', max_duration, 'note', note)), '[]')
     from schedule_rules where facility_id = f.id) as rules`

export const listOpeningHours = (facilityId: number) =>
  withSql(
    (sql) => sql<OpeningHours>`
      select ${sql.literal(columns)} from facility_schedules where facility_id = ${facilityId}
      order by starts_on nulls first, day, hour_start, id`,
  )

export const insertOpeningHours = (facilityId: number, values: OpeningHoursValues) =>
  withSql((sql) =>
    Effect.map(
      sql<OpeningHours>`
        insert into facility_schedules ${sql.insert({ facility_id: facilityId, ...values })} returning ${sql.literal(columns)}`,
      (rows) => rows[0]!,
    ),
  )

/** The changed row, or none when the facility has no such opening hours. */
export const updateOpeningHours = (
  facilityId: number,
  id: number,
  values: Omit<OpeningHoursValues, "starts_on"> & { readonly starts_on?: string | null },
) =>
  withSql((sql) =>
    Effect.map(
      sql<OpeningHours>`
        update facility_schedules set ${sql.update(values)} where facility_id = ${facilityId} and id = ${id}
        returning ${sql.literal(columns)}`,
      (rows) => rows[0],
    ),
  )

/** How many of `ids` the facility had. */
export const deleteOpeningHours = (facilityId: number, ids: ReadonlyArray<number>) =>
  withSql((sql) =>
    Effect.map(
      sql`delete from facility_schedules where facility_id = ${facilityId} and id in ${sql.in(ids)} returning id`,
      (rows) => rows.length,
    ),
  )
