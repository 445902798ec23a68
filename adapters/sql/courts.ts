import { SqlClient } from "@effect/sql"
import { Effect, Schema } from "effect"

export const Sport = Schema.Literal("tennis", "padel", "pickleball", "squash", "badminton", "other")

export const Court = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  sport: Sport,
  surface: Schema.NullOr(Schema.String),
  indoor: Schema.Boolean,
  sort_order: Schema.Number,
  active: Schema.Boolean,
})
export type Court = typeof Court.Type

/** A facility's courts, active or not, in their display order. */
export const listCourts = (facilityId: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql<Court>`
      select id, name, sport, surface, indoor, sort_order, active from courts
      where facility_id = ${facilityId} order by sort_order, id`,
  )
