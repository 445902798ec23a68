import { SqlSchema } from "@effect/sql"
import { Effect, Schema } from "effect"
import { CheckinLog, GateEntry } from "../../engine/frontDesk/rules"
import { FrontDeskRepo } from "../../engine/frontDesk/port"
import { repository, rowsOf } from "./client"
import { ACTIVE } from "./statuses"

const gatePasswordHashRows = rowsOf(Schema.Struct({ gate_password_hash: Schema.NullOr(Schema.String) }))
const expiresAtRows = rowsOf(Schema.Struct({ expires_at: Schema.String }))

const logColumns = `id, user_id, reservation_id, method, note, created_by, to_json(created_at) #>> '{}' as created_at`

/** Check-ins and the gate list: rows decoded by their schemas as they leave storage. */
export const FrontDeskRepoLive = repository(FrontDeskRepo, (on, sql) => ({
  checkinLogs: on((facilityId: number, date: string | null, page: number) =>
    SqlSchema.findAll({
      Request: Schema.Void,
      Result: CheckinLog,
      execute: () => sql`
        select ${sql.literal(logColumns)} from checkin_logs c
        where facility_id = ${facilityId}
          and (${date}::date is null
               or (created_at at time zone (select time_zone from facilities where id = ${facilityId}))::date = ${date}::date)
        order by created_at desc, id desc limit 50 offset ${(page - 1) * 50}`,
    })(undefined).pipe(Effect.orDie),
  ),
  insertCheckinLog: on((log: Omit<CheckinLog, "id" | "created_at"> & { readonly facility_id: number }) =>
    SqlSchema.single({
      Request: Schema.Void,
      Result: CheckinLog,
      execute: () => sql`insert into checkin_logs ${sql.insert({ ...log })} returning ${sql.literal(logColumns)}`,
    })(undefined).pipe(Effect.orDie),
  ),
  gatePasswordHash: on((facilityId: number) =>
    Effect.map(
      gatePasswordHashRows(sql`select gate_password_hash from facilities where id = ${facilityId}`),
      (rows) => rows[0]?.gate_password_hash ?? null,
    ),
  ),
  openGateSession: on((facilityId: number, tokenHash: string, hours: number) =>
    Effect.map(
      expiresAtRows(sql`
        insert into gate_sessions (token_hash, facility_id, expires_at)
        values (${tokenHash}, ${facilityId}, now() + make_interval(hours => ${hours}))
        returning to_json(expires_at) #>> '{}' as expires_at`),
      (rows) => rows[0]!.expires_at,
    ),
  ),
  isGateSessionOpen: on((facilityId: number, tokenHash: string) =>
    Effect.map(
      sql`select 1 from gate_sessions where token_hash = ${tokenHash} and facility_id = ${facilityId} and expires_at > now()`,
      (rows) => rows.length > 0,
    ),
  ),
  gateList: on((facilityId: number, date: string, limit: number) =>
    SqlSchema.findAll({
      Request: Schema.Void,
      Result: GateEntry,
      execute: () => sql`
        select r.id as reservation_id, c.name as court, r.hour_start, r.hour_end, r.kind, r.status,
          coalesce((select json_agg(u.name order by u.id) from reservation_users u
                    where u.facility_id = ${facilityId} and u.reservation_id = r.id), '[]') as players
        from reservations r join courts c on c.id = r.court_id
        where r.facility_id = ${facilityId} and r.local_date = ${date} and r.status in ${sql.literal(ACTIVE)}
          and r.parent_id is null
        order by r.hour_start, c.sort_order limit ${limit}`,
    })(undefined).pipe(Effect.orDie),
  ),
}))
