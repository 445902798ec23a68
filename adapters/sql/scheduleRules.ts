import { withSql } from "./client"
import { Effect } from "effect"
import type { ScheduleRule as ScheduleRuleValues } from "../../engine/bookings/rules"
import type { ScheduleRuleRow } from "../../engine/courts/port"

const columns = `id, kind, court_ids, starts_on::text as starts_on, ends_on::text as ends_on, days, hour_start, hour_end,
  min_duration, max_duration, note`

const normalise = (row: ScheduleRuleRow): ScheduleRuleRow => ({
  ...row,
  court_ids: row.court_ids?.map(Number) ?? null,
  days: row.days.map(Number),
})

const arrays = (r: ScheduleRuleValues) => ({
  ...r,
  court_ids: r.court_ids === null ? null : [...r.court_ids],
  days: [...r.days],
})

export const scheduleRules = (facilityId: number) =>
  withSql((sql) =>
    Effect.map(
      sql<ScheduleRuleRow>`select ${sql.literal(columns)} from schedule_rules where facility_id = ${facilityId} order by id`,
      (rows) => rows.map(normalise),
    ),
  )

export const findScheduleRule = (facilityId: number, id: number) =>
  withSql((sql) =>
    Effect.map(
      sql<ScheduleRuleRow>`
        select ${sql.literal(columns)} from schedule_rules where facility_id = ${facilityId} and id = ${id}`,
      (rows) => (rows[0] === undefined ? undefined : normalise(rows[0])),
    ),
  )

export const insertScheduleRule = (facilityId: number, rule: ScheduleRuleValues) =>
  withSql((sql) =>
    Effect.map(
      sql<ScheduleRuleRow>`
        insert into schedule_rules ${sql.insert({ facility_id: facilityId, ...arrays(rule) })}
        returning ${sql.literal(columns)}`,
      (rows) => normalise(rows[0]!),
    ),
  )

/** The changed rule, or none when the facility has no rule `id`. */
export const updateScheduleRule = (facilityId: number, id: number, rule: ScheduleRuleValues) =>
  withSql((sql) =>
    Effect.map(
      sql<ScheduleRuleRow>`
        update schedule_rules set ${sql.update(arrays(rule))} where facility_id = ${facilityId} and id = ${id}
        returning ${sql.literal(columns)}`,
      (rows) => (rows[0] === undefined ? undefined : normalise(rows[0])),
    ),
  )

/** Whether the facility had rule `id`. */
export const deleteScheduleRule = (facilityId: number, id: number) =>
  withSql((sql) =>
    Effect.map(
      sql`delete from schedule_rules where facility_id = ${facilityId} and id = ${id} returning id`,
      (rows) => rows.length > 0,
    ),
  )
