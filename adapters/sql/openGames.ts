import { SqlSchema, type Statement } from "@effect/sql"
import { Effect, Option, Schema } from "effect"
import {
  GameOpening,
  JoinRequest,
  type JoinRequestStatus,
  OpenBooking,
  type OpeningRequest,
} from "../../engine/openGames/rules"
import { type NewJoinRequest, OpenGamesRepo } from "../../engine/openGames/port"
import { idRows, repository, rowsOf } from "./client"

const idUserIdRows = rowsOf(Schema.Struct({ id: Schema.Number, user_id: Schema.Number }))

const OPENING_COLUMNS = `o.reservation_id, o.facility_id, o.rating_kind, o.rating_min::float8, o.rating_max::float8,
  o.wanted, o.note, o.opened_by`

/** A request with its player's name and its game's court and time. */
const REQUESTS = `
  select q.id, q.facility_id, q.reservation_id, q.user_id, u.first_name || ' ' || u.last_name as name, q.asked_by,
    q.rating::float8, q.message, q.status, c.name as court_name, r.local_date::text as date, r.hour_start, r.hour_end
  from game_join_requests q
  join reservations r on r.id = q.reservation_id
  join courts c on c.id = r.court_id
  join users u on u.id = q.user_id`

/** Openings and join requests (migration 0060), decoded by the engine's schemas as they leave storage. */
export const OpenGamesRepoLive = repository(OpenGamesRepo, (on, sql) => {
  const requests = (where: Statement.Fragment) =>
    SqlSchema.findAll({
      Request: Schema.Void,
      Result: JoinRequest,
      execute: () => sql`${sql.literal(REQUESTS)} where ${where} order by r.local_date, r.hour_start, q.id limit 200`,
    })(undefined).pipe(Effect.orDie)
  /** The club's open bookings, not cancelled, of the days `when` bounds: the opening with its court, time and players. */
  const openBookings = (when: Statement.Fragment, facilityId: number) =>
    SqlSchema.findAll({
      Request: Schema.Void,
      Result: OpenBooking,
      execute: () => sql`
        select ${sql.literal(OPENING_COLUMNS)}, r.court_id, c.name as court_name, r.local_date::text as date,
          r.hour_start, r.hour_end, r.reservation_type,
          (select count(*)::int from reservation_users ru
           where ru.facility_id = r.facility_id and ru.reservation_id = r.id) as players,
          (select count(*)::int from game_join_requests q
           where q.facility_id = r.facility_id and q.reservation_id = r.id and q.status = 'accepted') as joined,
          b.name as booker_name, b.public_profile as booker_public
        from reservations r
        join game_openings o on o.reservation_id = r.id and o.facility_id = r.facility_id
        join courts c on c.id = r.court_id
        cross join lateral (
          select first_name || ' ' || last_name as name, public_profile from users where id = o.opened_by
        ) b
        where r.facility_id = ${facilityId} and ${when} and r.status = 'booked' and r.parent_id is null
        order by r.local_date, r.hour_start, r.id limit 200`,
    })(undefined).pipe(Effect.orDie)
  return {
    open: on((facilityId: number, reservationId: number, o: OpeningRequest & { readonly opened_by: number }) =>
      SqlSchema.single({
        Request: Schema.Void,
        Result: GameOpening,
        execute: () => sql`
          insert into game_openings as o ${sql.insert({ ...o, facility_id: facilityId, reservation_id: reservationId })}
          on conflict (facility_id, reservation_id) do update set rating_kind = excluded.rating_kind,
            rating_min = excluded.rating_min, rating_max = excluded.rating_max, wanted = excluded.wanted,
            note = excluded.note, opened_by = excluded.opened_by
          returning ${sql.literal(OPENING_COLUMNS)}`,
      })(undefined).pipe(Effect.orDie),
    ),
    close: on((facilityId: number, reservationId: number) =>
      Effect.gen(function* () {
        yield* sql`delete from game_openings where facility_id = ${facilityId} and reservation_id = ${reservationId}`
        return yield* idUserIdRows(sql`
          update game_join_requests set status = 'declined', decided_at = now()
          where facility_id = ${facilityId} and reservation_id = ${reservationId} and status = 'asked'
          returning id, user_id`)
      }).pipe(Effect.orDie),
    ),
    opening: on((facilityId: number, reservationId: number) =>
      SqlSchema.findOne({
        Request: Schema.Void,
        Result: GameOpening,
        execute: () => sql`
          select ${sql.literal(OPENING_COLUMNS)} from game_openings o
          where o.facility_id = ${facilityId} and o.reservation_id = ${reservationId}`,
      })(undefined).pipe(Effect.orDie),
    ),
    between: on((facilityId: number, from: string, to: string) =>
      openBookings(sql`r.local_date between ${from}::date and ${to}::date`, facilityId),
    ),
    openBooking: on((facilityId: number, reservationId: number, date: string) =>
      Effect.map(openBookings(sql`r.local_date = ${date}::date and r.id = ${reservationId}`, facilityId), (rows) =>
        Option.fromNullable(rows[0]),
      ),
    ),
    ask: on((q: NewJoinRequest) =>
      Effect.gen(function* () {
        const made = yield* idRows(sql`
            insert into game_join_requests ${sql.insert(q)}
            on conflict (facility_id, reservation_id, user_id) where status in ('asked', 'accepted') do nothing
            returning id`)
        return yield* requestById(made[0]?.id ?? 0)
      }).pipe(Effect.orDie),
    ),
    request: on((id: number) => requestById(id).pipe(Effect.orDie)),
    decide: on((id: number, from: JoinRequestStatus, to: JoinRequestStatus) =>
      Effect.map(
        sql`update game_join_requests set status = ${to}, decided_at = now()
          where id = ${id} and status = ${from} returning id`,
        (rows) => rows.length === 1,
      ).pipe(Effect.orDie),
    ),
    toOpener: on((facilityId: number, userId: number, from: string) =>
      requests(sql`q.facility_id = ${facilityId} and r.local_date >= ${from}::date and q.reservation_id in (
        select reservation_id from game_openings where facility_id = ${facilityId} and opened_by = ${userId})`),
    ),
    byPlayer: on((facilityId: number, userId: number, from: string) =>
      requests(
        sql`q.facility_id = ${facilityId} and (q.user_id = ${userId} or q.asked_by = ${userId}) and r.local_date >= ${from}::date`,
      ),
    ),
  }

  function requestById(id: number) {
    return SqlSchema.findOne({
      Request: Schema.Void,
      Result: JoinRequest,
      execute: () => sql`${sql.literal(REQUESTS)} where q.id = ${id}`,
    })(undefined)
  }
})
