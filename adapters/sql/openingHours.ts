import { withSql } from "./client"
import { Effect } from "effect"
import type { OpeningHoursRow as OpeningHours } from "../../engine/ports"

type OpeningHoursValues = Omit<OpeningHours, "id">

const columns = "id, day, hour_start, hour_end, shift, starts_on::text as starts_on"

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
