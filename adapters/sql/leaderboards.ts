import { Effect, Option, Schema } from "effect"
import { initials } from "../../engine/dates"
import { Leaderboard, type LeaderboardFields, type MatchResult } from "../../engine/leaderboards/rules"
import { decodedRows, idRows, imageRows, repository, rowsOf, sqlGen, withSql } from "./client"
import { ACTIVE } from "./statuses"
import { LeaderboardsRepo } from "../../engine/leaderboards/port"

/** A club's leaderboards and the results of its official matches, read between two days. */

export const leaderboards = (facilityId: number, q: { readonly id?: number; readonly activeOnly: boolean }) =>
  withSql((sql) =>
    decodedRows(
      Leaderboard,
      sql`
      select id, facility_id, name, description, sport, to_char(starts_on, 'YYYY-MM-DD') as starts_on,
        to_char(ends_on, 'YYYY-MM-DD') as ends_on, active, image is not null as has_image,
        to_json(created_at) #>> '{}' as created_at
      from leaderboards
      where facility_id = ${facilityId}
        and ${q.id === undefined ? sql`true` : sql`id = ${q.id}`}
        and ${q.activeOnly ? sql`active` : sql`true`}
      order by starts_on desc, id desc
      limit 100`,
    ),
  )

export const insertLeaderboard = (facilityId: number, fields: LeaderboardFields) =>
  withSql((sql) =>
    Effect.map(
      idRows(sql`insert into leaderboards ${sql.insert({ facility_id: facilityId, ...fields })} returning id`),
      (rows) => rows[0]!.id,
    ),
  )

export const updateLeaderboard = (id: number, fields: LeaderboardFields) =>
  withSql((sql) => Effect.asVoid(sql`update leaderboards set ${sql.update({ ...fields })} where id = ${id}`))

export const deleteLeaderboard = (id: number) =>
  withSql((sql) => Effect.asVoid(sql`delete from leaderboards where id = ${id}`))

export const saveLeaderboardImage = (id: number, contentType: string, bytes: Uint8Array) =>
  withSql((sql) =>
    Effect.asVoid(sql`update leaderboards set image = ${bytes}, image_type = ${contentType} where id = ${id}`),
  )

export const leaderboardImage = (facilityId: number, id: number) =>
  withSql((sql) =>
    Effect.map(
      imageRows(sql`
        select image_type as content_type, image as bytes from leaderboards
        where facility_id = ${facilityId} and id = ${id} and image is not null`),
      (rows) => Option.fromNullable(rows[0]),
    ),
  )

/**
 * The club's official matches with a result between two facility-local days (of a sport when
 * given), in the order they were played, with who played on which side.
 */
export const matchResults = (facilityId: number, from: string, to: string, sport: string | null) =>
  sqlGen(function* (sql) {
    const rows = yield* sql<{
      reservation_id: number
      winner_team: 1 | 2
      user_id: number
      name: string
      team: 1 | 2
      public_profile: boolean
    }>`
      select reservation_id, winner_team, user_id, name, team, public_profile from (
        select m.reservation_id, m.winner_team, ru.user_id, ru.name, ru.team, u.public_profile,
          lower(r.during) as played_at, ru.id as seat
        from match_results m
        join reservations r on r.id = m.reservation_id
        join courts c on c.id = r.court_id
        join reservation_users ru on ru.facility_id = m.facility_id and ru.reservation_id = m.reservation_id
        join users u on u.id = ru.user_id
        where m.facility_id = ${facilityId} and m.local_date >= ${from}::date and m.local_date <= ${to}::date
          and r.official_match and r.status in ${sql.literal(ACTIVE)}
          and ru.user_id is not null and ru.team in (1, 2)
          and ${sport === null ? sql`true` : sql`c.sport = ${sport}`}
        union all
        -- Open play's games with a result count as matches too.
        select -g.id, g.winner_team, t.user_id, u.first_name || ' ' || u.last_name, t.team, u.public_profile,
          g.starts_at, t.seat
        from open_play_games g
        join courts c on c.id = g.court_id
        cross join lateral (
          select user_id, 1 as team, n as seat from unnest(g.team1) with ordinality as a (user_id, n)
          union all
          select user_id, 2, 10 + n from unnest(g.team2) with ordinality as b (user_id, n)
        ) t
        join users u on u.id = t.user_id
        where g.facility_id = ${facilityId} and g.local_date >= ${from}::date and g.local_date <= ${to}::date
          and g.winner_team is not null
          and ${sport === null ? sql`true` : sql`c.sport = ${sport}`}
      ) matches
      order by played_at, reservation_id, seat`
    const results: Array<MatchResult & { players: Array<MatchResult["players"][number]> }> = []
    for (const row of rows) {
      const last = results.at(-1)
      // A ladder is public, as the calendar is: people who keep their profile private show as initials.
      const player = {
        user_id: row.user_id,
        name: row.public_profile ? row.name : initials(row.name),
        team: row.team,
        shown: row.public_profile,
      }
      if (last?.reservation_id === row.reservation_id) last.players.push(player)
      else results.push({ reservation_id: row.reservation_id, winner_team: row.winner_team, players: [player] })
    }
    return results as ReadonlyArray<MatchResult>
  })

export const matchResultOf = (reservationId: number) =>
  withSql((sql) =>
    Effect.map(
      rowsOf(
        Schema.Struct({
          winner_team: Schema.Literal(1, 2),
          score: Schema.String,
          recorded_by: Schema.NullOr(Schema.Number),
        }),
      )(sql`
        select winner_team, score, recorded_by from match_results where reservation_id = ${reservationId}`),
      (rows) => Option.fromNullable(rows[0]),
    ),
  )

export const saveMatchResult = (
  r: { readonly facility_id: number; readonly id: number; readonly date: string },
  result: { readonly winner_team: 1 | 2; readonly score: string } | null,
  by: number | null,
) =>
  withSql((sql) =>
    Effect.asVoid(
      result === null
        ? sql`delete from match_results where facility_id = ${r.facility_id} and reservation_id = ${r.id}`
        : sql`
          insert into match_results (facility_id, reservation_id, local_date, winner_team, score, recorded_by)
          values (${r.facility_id}, ${r.id}, ${r.date}::date, ${result.winner_team}, ${result.score}, ${by})
          on conflict (facility_id, reservation_id) do update
          set winner_team = excluded.winner_team, score = excluded.score, recorded_by = excluded.recorded_by,
            recorded_at = now()`,
    ),
  )

export const LeaderboardsRepoLive = repository(LeaderboardsRepo, (on) => ({
  leaderboards: on(leaderboards),
  insertLeaderboard: on(insertLeaderboard),
  updateLeaderboard: on(updateLeaderboard),
  deleteLeaderboard: on(deleteLeaderboard),
  saveLeaderboardImage: on(saveLeaderboardImage),
  leaderboardImage: on(leaderboardImage),
  matchResults: on(matchResults),
  matchResultOf: on(matchResultOf),
  saveMatchResult: on(saveMatchResult),
}))
