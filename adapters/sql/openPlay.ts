import { SqlSchema } from "@effect/sql"
import { Effect, Schema } from "effect"
import {
  type Arranged,
  OpenPlayGame,
  OpenPlayPlayer,
  OpenPlaySession,
  type SessionRequest,
} from "../../engine/openPlay/rules"
import { OpenPlayRepo } from "../../engine/openPlay/port"
import { repository, rowsOf } from "./client"

const ratingRows = rowsOf(Schema.Struct({ rating: Schema.Number }))

const SESSION_COLUMNS = `id, facility_id, name, format, play_date::text, hour_start, hour_end,
  court_ids::float8[] as court_ids, rating_kind, rating_min::float8, rating_max::float8, price, cap,
  reservation_id, status, created_by`

const GAME_COLUMNS = `id, session_id, round, court_id, team1::float8[] as team1, team2::float8[] as team2,
  winner_team, score`

/** Open play (migration 0059): rows decoded by the engine's schemas as they leave storage. */
export const OpenPlayRepoLive = repository(OpenPlayRepo, (on, sql) => ({
  insert: on(
    (facilityId: number, s: SessionRequest & { readonly reservation_id: number; readonly created_by: number | null }) =>
      SqlSchema.single({
        Request: Schema.Void,
        Result: OpenPlaySession,
        execute: () => sql`
          insert into open_play_sessions ${sql.insert({ ...s, facility_id: facilityId, court_ids: [...s.court_ids] })}
          returning ${sql.literal(SESSION_COLUMNS)}`,
      })(undefined).pipe(Effect.orDie),
  ),
  find: on((facilityId: number, id: number) =>
    SqlSchema.findOne({
      Request: Schema.Void,
      Result: OpenPlaySession,
      execute: () => sql`
        select ${sql.literal(SESSION_COLUMNS)} from open_play_sessions where facility_id = ${facilityId} and id = ${id}`,
    })(undefined).pipe(Effect.orDie),
  ),
  ofFacility: on((facilityId: number, from: string) =>
    SqlSchema.findAll({
      Request: Schema.Void,
      Result: OpenPlaySession,
      execute: () => sql`
        select ${sql.literal(SESSION_COLUMNS)} from open_play_sessions
        where facility_id = ${facilityId} and play_date >= ${from}::date and status <> 'cancelled'
        order by play_date, hour_start, id limit 100`,
    })(undefined).pipe(Effect.orDie),
  ),
  players: on((facilityId: number, sessionId: number) =>
    SqlSchema.findAll({
      Request: Schema.Void,
      Result: Schema.Struct({ ...OpenPlayPlayer.fields, public_profile: Schema.Boolean }),
      execute: () => sql`
        select p.session_id, p.user_id, u.name, p.rating::float8, p.status, p.ru_id, u.public_profile
        from open_play_players p
        -- Each player's name by their row: the session's players are read by the session, never by person.
        cross join lateral (
          select first_name || ' ' || last_name as name, public_profile from users where id = p.user_id
        ) u
        where p.facility_id = ${facilityId} and p.session_id = ${sessionId}
        order by p.status = 'waitlisted', p.joined_at, p.user_id`,
    })(undefined).pipe(Effect.orDie),
  ),
  ratingOf: on((facilityId: number, userId: number, kind: string) =>
    Effect.map(
      ratingRows(sql`
        select rating::float8 as rating from user_ratings
        where user_id = ${userId} and provider = ${kind} and (facility_id = ${facilityId} or facility_id is null)
        order by facility_id nulls last limit 1`),
      (rows) => rows[0]?.rating ?? null,
    ).pipe(Effect.orDie),
  ),
  addPlayer: on(
    (
      session: OpenPlaySession,
      p: Pick<OpenPlayPlayer, "user_id" | "rating" | "status" | "ru_id"> & { readonly made_by: number },
    ) =>
      Effect.map(
        sql`
          insert into open_play_players (facility_id, session_id, user_id, made_by, rating, status, ru_id)
          values (${session.facility_id}, ${session.id}, ${p.user_id}, ${p.made_by}, ${p.rating}, ${p.status}, ${p.ru_id})
          on conflict (facility_id, session_id, user_id) do nothing
          returning user_id`,
        (rows) => rows.length === 1,
      ).pipe(Effect.orDie),
  ),
  setPlayer: on((sessionId: number, userId: number, change: Pick<OpenPlayPlayer, "status" | "ru_id">) =>
    Effect.asVoid(
      sql`update open_play_players set status = ${change.status}, ru_id = ${change.ru_id}
        where session_id = ${sessionId} and user_id = ${userId}`,
    ).pipe(Effect.orDie),
  ),
  removePlayer: on((sessionId: number, userId: number) =>
    Effect.asVoid(sql`delete from open_play_players where session_id = ${sessionId} and user_id = ${userId}`).pipe(
      Effect.orDie,
    ),
  ),
  saveArrangement: on((session: OpenPlaySession, rounds: ReadonlyArray<Arranged>, startsAt: ReadonlyArray<Date>) =>
    Effect.gen(function* () {
      yield* sql`delete from open_play_games where facility_id = ${session.facility_id} and session_id = ${session.id}`
      const rows = rounds.flatMap((r, i) =>
        r.games.map((g) => ({
          facility_id: session.facility_id,
          session_id: session.id,
          round: r.round,
          court_id: g.court_id,
          local_date: session.play_date,
          starts_at: startsAt[i]!,
          team1: [...g.team1],
          team2: [...g.team2],
        })),
      )
      if (rows.length > 0) yield* sql`insert into open_play_games ${sql.insert(rows)}`
      yield* sql`update open_play_sessions set status = 'arranged' where id = ${session.id}`
    }).pipe(Effect.orDie),
  ),
  nextStarted: on((served: ReadonlyArray<number>) =>
    SqlSchema.findOne({
      Request: Schema.Void,
      Result: OpenPlaySession,
      execute: () => sql`
        with due as (
          select s.id from open_play_sessions s join reservations r on r.id = s.reservation_id
          where s.status = 'open' and s.play_date <= current_date + 1 and lower(r.during) <= now()
            and s.facility_id <> all(${[...served]}::bigint[])
            and (select count(*) from open_play_players p
                 where p.facility_id = s.facility_id and p.session_id = s.id and p.status = 'joined')
                >= case s.format when 'singles' then 2 else 4 end
          order by s.play_date, s.id limit 1 for update of s skip locked
        )
        select ${sql.literal(SESSION_COLUMNS)} from open_play_sessions where id in (select id from due)`,
    })(undefined).pipe(Effect.orDie),
  ),
  games: on((facilityId: number, sessionId: number) =>
    SqlSchema.findAll({
      Request: Schema.Void,
      Result: OpenPlayGame,
      execute: () => sql`
        select ${sql.literal(GAME_COLUMNS)} from open_play_games
        where facility_id = ${facilityId} and session_id = ${sessionId}
        order by round, court_id`,
    })(undefined).pipe(Effect.orDie),
  ),
  saveResult: on(
    (
      facilityId: number,
      gameId: number,
      result: { readonly winner_team: 1 | 2; readonly score: string } | null,
      by: number | null,
    ) =>
      Effect.asVoid(
        sql`
          update open_play_games
          set winner_team = ${result?.winner_team ?? null}, score = ${result?.score ?? null}, recorded_by = ${by}
          where facility_id = ${facilityId} and id = ${gameId}`,
      ).pipe(Effect.orDie),
  ),
}))
