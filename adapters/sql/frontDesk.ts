import { withSql } from "./client"
import { Effect } from "effect"
import { ACTIVE } from "./statuses"

export interface CheckinLogRow {
  readonly id: number
  readonly user_id: number | null
  readonly reservation_id: number | null
  readonly method: "desk" | "door" | "app"
  readonly note: string | null
  readonly created_by: number | null
  readonly created_at: string
}

const logColumns = `id, user_id, reservation_id, method, note, created_by, to_json(created_at) #>> '{}' as created_at`

/** 50 a page, newest first; on one day in the club's zone when `date` is given. */
export const checkinLogs = (facilityId: number, date: string | null, page: number) =>
  withSql(
    (sql) => sql<CheckinLogRow>`
      select ${sql.literal(logColumns)} from checkin_logs c
      where facility_id = ${facilityId}
        and (${date}::date is null
             or (created_at at time zone (select time_zone from facilities where id = ${facilityId}))::date = ${date}::date)
      order by created_at desc, id desc limit 50 offset ${(page - 1) * 50}`,
  )

export const insertCheckinLog = (log: {
  facility_id: number
  user_id: number | null
  reservation_id: number | null
  method: CheckinLogRow["method"]
  note: string | null
  created_by: number | null
}) =>
  withSql((sql) =>
    Effect.map(
      sql<CheckinLogRow>`insert into checkin_logs ${sql.insert(log)} returning ${sql.literal(logColumns)}`,
      (rows) => rows[0]!,
    ),
  )

export const isClubReservation = (facilityId: number, reservationId: number) =>
  withSql((sql) =>
    Effect.map(
      sql`select 1 from reservations where facility_id = ${facilityId} and id = ${reservationId}`,
      (rows) => rows.length > 0,
    ),
  )

export const isClubMember = (facilityId: number, userId: number) =>
  withSql((sql) =>
    Effect.map(
      sql`select 1 from facility_users where facility_id = ${facilityId} and user_id = ${userId}`,
      (rows) => rows.length > 0,
    ),
  )

export const gatePasswordHash = (facilityId: number) =>
  withSql((sql) =>
    Effect.map(
      sql<{ gate_password_hash: string | null }>`select gate_password_hash from facilities where id = ${facilityId}`,
      (rows) => rows[0]?.gate_password_hash ?? null,
    ),
  )

/** Opens a gate-list session for `hours`; when it ends. */
export const openGateSession = (facilityId: number, tokenHash: string, hours: number) =>
  withSql((sql) =>
    Effect.map(
      sql<{ expires_at: string }>`
        insert into gate_sessions (token_hash, facility_id, expires_at)
        values (${tokenHash}, ${facilityId}, now() + make_interval(hours => ${hours}))
        returning to_json(expires_at) #>> '{}' as expires_at`,
      (rows) => rows[0]!.expires_at,
    ),
  )

export const isGateSessionOpen = (facilityId: number, tokenHash: string) =>
  withSql((sql) =>
    Effect.map(
      sql`select 1 from gate_sessions where token_hash = ${tokenHash} and facility_id = ${facilityId} and expires_at > now()`,
      (rows) => rows.length > 0,
    ),
  )

export interface GateEntryRow {
  readonly reservation_id: number
  readonly court: string
  readonly hour_start: number
  readonly hour_end: number
  readonly kind: string
  readonly status: string
  readonly players: ReadonlyArray<string>
}

/** The day's bookings as the door sees them: court, times and who plays. */
export const gateList = (facilityId: number, date: string, limit: number) =>
  withSql(
    (sql) => sql<GateEntryRow>`
      select r.id as reservation_id, c.name as court, r.hour_start, r.hour_end, r.kind, r.status,
        coalesce((select json_agg(u.name order by u.id) from reservation_users u
                  where u.facility_id = ${facilityId} and u.reservation_id = r.id), '[]') as players
      from reservations r join courts c on c.id = r.court_id
      where r.facility_id = ${facilityId} and r.local_date = ${date} and r.status in ${sql.literal(ACTIVE)} and r.parent_id is null
      order by r.hour_start, c.sort_order limit ${limit}`,
  )
