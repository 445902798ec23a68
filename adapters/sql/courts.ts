import type { SqlClient } from "@effect/sql"
import { Effect, Schema } from "effect"
import type { HoursSeason } from "../../engine/bookings/rules"
import { addDays } from "../../engine/dates"
import { Court } from "../../engine/records"
import { idRows, repository, rowsOf, sqlGen, withSql } from "./client"
import * as courtRates from "./courtRates"
import * as openingHoursSql from "./openingHours"
import { listOpeningHours } from "./openingHours"
import * as scheduleRulesSql from "./scheduleRules"
import { reservationsInWindow, reservationsOnCourts, reservationsOutsideHours } from "./stranded"
import type { CourtPricing } from "../../engine/courts/port"
import { CourtsRepo } from "../../engine/courts/port"

const courtIdRows = rowsOf(Schema.Struct({ court_id: Schema.Number }))

type CourtValues = Omit<Court, "id">

/** A facility's courts, active or not, in their display order. */
export const listCourts = (facilityId: number) =>
  withSql((sql) =>
    rowsOf(Court)(sql`
      select id, name, sport, surface, indoor, sort_order, active from courts
      where facility_id = ${facilityId} order by sort_order, id`),
  )

export const insertCourt = (facilityId: number, values: CourtValues) =>
  withSql((sql) =>
    Effect.map(
      idRows(sql`insert into courts ${sql.insert({ facility_id: facilityId, ...values })} returning id`),
      (rows) => Number(rows[0]!.id),
    ),
  )

export const updateCourt = (facilityId: number, id: number, values: CourtValues) =>
  withSql((sql) => sql`update courts set ${sql.update(values)} where facility_id = ${facilityId} and id = ${id}`).pipe(
    Effect.asVoid,
  )

export const deactivateCourts = (facilityId: number, ids: ReadonlyArray<number>) =>
  withSql((sql) =>
    ids.length === 0
      ? Effect.void
      : Effect.asVoid(sql`update courts set active = false where facility_id = ${facilityId} and id in ${sql.in(ids)}`),
  )

/** Of these courts, those that have ever had a reservation. */
export const courtsWithHistory = (facilityId: number, ids: ReadonlyArray<number>) =>
  withSql((sql) =>
    ids.length === 0
      ? Effect.succeed([])
      : Effect.map(
          courtIdRows(sql`
            select distinct court_id from reservations where facility_id = ${facilityId} and court_id in ${sql.in(ids)}`),
          (rows) => rows.map((r) => Number(r.court_id)),
        ),
  )

export const deleteCourts = (facilityId: number, ids: ReadonlyArray<number>) =>
  withSql((sql) =>
    ids.length === 0
      ? Effect.void
      : Effect.asVoid(sql`delete from courts where facility_id = ${facilityId} and id in ${sql.in(ids)}`),
  )

/** The season's first day of the rows in force on a date: the latest that started by then ('-infinity' for rows of none). */
const seasonOn = (sql: SqlClient.SqlClient, facilityId: number, date: string) =>
  sql`(select max(coalesce(starts_on, '-infinity'::date)) from facility_schedules
       where facility_id = ${facilityId} and coalesce(starts_on, '-infinity'::date) <= ${date}::date)`

/**
 * A facility's weekly opening hours, replaced: whole, or from a season's first day on (the seasons
 * starting then or later, up to `to`); after `to`, the week in force before comes back.
 */
export const replaceOpeningHours = (
  facilityId: number,
  hours: ReadonlyArray<{ readonly day: number; readonly hour_start: number; readonly hour_end: number }>,
  season?: HoursSeason,
) =>
  sqlGen(function* (sql) {
    if (season === undefined) yield* sql`delete from facility_schedules where facility_id = ${facilityId}`
    else {
      if (season.to !== undefined) {
        const after = addDays(season.to, 1)
        // The week that would have held the day after the season, held again from then.
        yield* sql`
          insert into facility_schedules (facility_id, day, hour_start, hour_end, shift, starts_on)
          select facility_id, day, hour_start, hour_end, shift, ${after}::date from facility_schedules
          where facility_id = ${facilityId} and coalesce(starts_on, '-infinity'::date) = ${seasonOn(sql, facilityId, after)}
            and coalesce(starts_on, '-infinity'::date) < ${after}::date`
      }
      yield* sql`
        delete from facility_schedules where facility_id = ${facilityId} and starts_on >= ${season.from}::date
          and ${season.to === undefined ? sql`true` : sql`starts_on <= ${season.to}::date`}`
    }
    for (const h of hours)
      yield* sql`insert into facility_schedules ${sql.insert({
        facility_id: facilityId,
        ...h,
        shift: "day",
        starts_on: season?.from ?? null,
      })}`
  })

export const CourtsRepoLive = repository(CourtsRepo, (on) => ({
  list: on(listCourts),
  insert: on(insertCourt),
  update: on(updateCourt),
  deactivate: on(deactivateCourts),
  withHistory: on(courtsWithHistory),
  remove: on(deleteCourts),
  heldOnCourts: on(reservationsOnCourts),
  heldInWindow: on(reservationsInWindow),
  heldOutsideHours: on(reservationsOutsideHours),
  replaceOpeningHours: on(replaceOpeningHours),
  openingHours: on(listOpeningHours),
  insertHours: on(openingHoursSql.insertOpeningHours),
  updateHours: on(openingHoursSql.updateOpeningHours),
  deleteHours: on(openingHoursSql.deleteOpeningHours),
  pricing: on(courtRates.courtPricing),
  rules: on(scheduleRulesSql.scheduleRules),
  findRule: on(scheduleRulesSql.findScheduleRule),
  insertRule: on(scheduleRulesSql.insertScheduleRule),
  updateRule: on(scheduleRulesSql.updateScheduleRule),
  deleteRule: on(scheduleRulesSql.deleteScheduleRule),
  ratesOfCourt: on(courtRates.ratesOfCourt),
  replacePricing: on((facilityId: number, pricing: CourtPricing) =>
    Effect.asVoid(courtRates.replaceCourtRates(facilityId, pricing.split, pricing.rates)),
  ),
}))
