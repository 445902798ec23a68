import { SqlSchema } from "@effect/sql"
import { Effect, Schema } from "effect"
import { ReservationSeries, SeriesOccurrence, SeriesRepo } from "../../engine/series"
import { repository } from "./client"

const columns = `id, facility_id, name, every_weeks, first_date::text, last_date::text, hour_start, hour_end,
  court_ids::float8[] as court_ids, team, created_by, to_json(created_at) #>> '{}' as created_at`

/** Recurring series (migration 0054): rows decoded by the engine's schemas as they leave storage. */
export const SeriesRepoLive = repository(SeriesRepo, (on, sql) => ({
  insert: on((series: Omit<ReservationSeries, "id" | "created_at">) =>
    SqlSchema.single({
      Request: Schema.Void,
      Result: ReservationSeries,
      execute: () => sql`
        insert into reservation_series ${sql.insert({ ...series, court_ids: [...series.court_ids] })}
        returning ${sql.literal(columns)}`,
    })(undefined).pipe(Effect.orDie),
  ),
  find: on((id: number) =>
    SqlSchema.findOne({
      Request: Schema.Number,
      Result: ReservationSeries,
      execute: (seriesId) => sql`select ${sql.literal(columns)} from reservation_series where id = ${seriesId}`,
    })(id).pipe(Effect.orDie),
  ),
  ofFacility: on((facilityId: number, from: string) =>
    SqlSchema.findAll({
      Request: Schema.Void,
      Result: ReservationSeries,
      execute: () => sql`
        select ${sql.literal(columns)} from reservation_series
        where facility_id = ${facilityId} and last_date >= ${from}::date
        order by first_date, id limit 200`,
    })(undefined).pipe(Effect.orDie),
  ),
  occurrences: on((facilityId: number, id: number) =>
    SqlSchema.findAll({
      Request: Schema.Void,
      Result: SeriesOccurrence,
      execute: () => sql`
        select id as reservation_id, local_date::text as date, status from reservations
        where facility_id = ${facilityId} and series_id = ${id} and parent_id is null
        order by local_date, id`,
    })(undefined).pipe(Effect.orDie),
  ),
}))
