import { SqlSchema } from "@effect/sql"
import { Effect, Option, Schema } from "effect"
import {
  DEFAULT_MEMBER_SERIES,
  MemberSeriesSettings,
  ReservationSeries,
  SeriesOccurrence,
} from "../../engine/series/rules"
import { SeriesRepo } from "../../engine/series/port"
import { repository } from "./client"
import { currentPlanOf } from "./memberships"

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
  reschedule: on((id: number, at: { hour_start: number; hour_end: number; court_ids: ReadonlyArray<number> }) =>
    Effect.asVoid(sql`
      update reservation_series set hour_start = ${at.hour_start}, hour_end = ${at.hour_end},
        court_ids = ${[...at.court_ids]}::bigint[]
      where id = ${id}`),
  ),
  occurrences: on((facilityId: number, id: number) =>
    SqlSchema.findAll({
      Request: Schema.Void,
      Result: SeriesOccurrence,
      execute: () => sql`
        select id as reservation_id, local_date::text as date, hour_start, hour_end, status from reservations
        where facility_id = ${facilityId} and series_id = ${id} and parent_id is null
        order by local_date, hour_start, id`,
    })(undefined).pipe(Effect.orDie),
  ),
  memberSettings: on((facilityId: number) =>
    SqlSchema.findOne({
      Request: Schema.Number,
      Result: MemberSeriesSettings,
      execute: (id) => sql`select who, weeks_ahead, most_series from member_series_settings where facility_id = ${id}`,
    })(facilityId).pipe(Effect.orDie, Effect.map(Option.getOrElse(() => DEFAULT_MEMBER_SERIES))),
  ),
  lockMaker: on((userId: number) => Effect.asVoid(sql`select pg_advisory_xact_lock(7303, ${userId}::int)`)),
  saveMemberSettings: on((facilityId: number, s: MemberSeriesSettings) =>
    Effect.asVoid(sql`
      insert into member_series_settings (facility_id, who, weeks_ahead, most_series)
      values (${facilityId}, ${s.who}, ${s.weeks_ahead}, ${s.most_series})
      on conflict (facility_id) do update set who = excluded.who, weeks_ahead = excluded.weeks_ahead,
        most_series = excluded.most_series, updated_at = now()`),
  ),
  standing: on((facilityId: number, userId: number, today: string) =>
    SqlSchema.single({
      Request: Schema.Void,
      Result: Schema.Struct({ member: Schema.Boolean, series: Schema.Number }),
      execute: () => sql`
        select exists (select 1 from booking_passes p
                       where p.facility_id = ${facilityId} and p.user_id = ${userId} and p.reservation_pass)
            or exists (${currentPlanOf(sql, sql`${facilityId}`, sql`${userId}`)}) as member,
          (select count(*)::int from reservation_series
           where facility_id = ${facilityId} and created_by = ${userId} and last_date >= ${today}::date) as series`,
    })(undefined).pipe(Effect.orDie),
  ),
}))
