import { withSql, sqlGen } from "./client"
import { Effect } from "effect"
import type { Closure } from "../../engine/ports"
import type { Court } from "../../engine/records"

type CourtValues = Omit<Court, "id">

/** A facility's courts, active or not, in their display order. */
export const listCourts = (facilityId: number) =>
  withSql(
    (sql) => sql<Court>`
      select id, name, sport, surface, indoor, sort_order, active from courts
      where facility_id = ${facilityId} order by sort_order, id`,
  )

export const insertCourt = (facilityId: number, values: CourtValues) =>
  withSql((sql) =>
    Effect.map(
      sql<{ id: number }>`insert into courts ${sql.insert({ facility_id: facilityId, ...values })} returning id`,
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
          sql<{ court_id: number }>`
            select distinct court_id from reservations where facility_id = ${facilityId} and court_id in ${sql.in(ids)}`,
          (rows) => rows.map((r) => Number(r.court_id)),
        ),
  )

export const deleteCourts = (facilityId: number, ids: ReadonlyArray<number>) =>
  withSql((sql) =>
    ids.length === 0
      ? Effect.void
      : Effect.asVoid(sql`delete from courts where facility_id = ${facilityId} and id in ${sql.in(ids)}`),
  )

/** A facility's weekly opening hours, replaced whole. */
export const replaceOpeningHours = (
  facilityId: number,
  hours: ReadonlyArray<{ readonly day: number; readonly hour_start: number; readonly hour_end: number }>,
) =>
  sqlGen(function* (sql) {
    yield* sql`delete from facility_schedules where facility_id = ${facilityId}`
    for (const h of hours)
      yield* sql`insert into facility_schedules ${sql.insert({ facility_id: facilityId, ...h, shift: "day" })}`
  })

export const insertClosure = (facilityId: number, closure: Closure) =>
  withSql(
    (sql) =>
      sql`insert into schedule_rules ${sql.insert({ facility_id: facilityId, kind: "closure", days: [], ...closure, court_ids: closure.court_ids === null ? null : [...closure.court_ids] })}`,
  ).pipe(Effect.asVoid)
