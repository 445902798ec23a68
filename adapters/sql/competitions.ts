import type { Statement } from "@effect/sql"
import type { SqlClient } from "@effect/sql/SqlClient"
import { Effect, Option, Schema } from "effect"
import { CompetitionsRepo, type RatingChange } from "../../engine/competitions/port"
import {
  Competition,
  Division,
  Entry,
  type EntryStatus,
  type NewCompetition,
  type NewDivision,
  StoredMatch,
  Unavailability,
} from "../../engine/competitions/rules"
import type { PlannedMatch } from "../../engine/competitions/brackets"
import { idRows, isUniqueViolation, repository, rowsOf, userRows } from "./client"
import { unacceptedChildWaivers, unacceptedWaivers, waiversOfCategory } from "./waivers"
import { ACTIVE } from "./statuses"

const competitionRows = rowsOf(Competition)
const divisionRows = rowsOf(Division)
const entryRows = rowsOf(Entry)
const matchRows = rowsOf(StoredMatch)
const factRows = rowsOf(
  Schema.Struct({
    user_id: Schema.Number,
    name: Schema.String,
    rating: Schema.NullOr(Schema.Number),
    birth_date: Schema.NullOr(Schema.String),
  }),
)

const unavailableRows = rowsOf(Unavailability)
const awayRows = rowsOf(
  Schema.Struct({ entry: Schema.Number, date: Schema.String, from: Schema.Number, to: Schema.Number }),
)
const ratingChangeRows = rowsOf(Schema.Struct({ user_id: Schema.Number, change: Schema.Number }))
const courtRows = rowsOf(Schema.Struct({ id: Schema.Number, name: Schema.String }))
const bookedRows = rowsOf(
  Schema.Struct({ court_id: Schema.Number, date: Schema.String, from: Schema.Number, to: Schema.Number }),
)

const COMPETITION = `id, facility_id, name, format, sport, team_size, scoring, consolation, groups, advancing,
  home_and_away, points_win, points_loss, rating_kind, to_json(entries_open_at) #>> '{}' as entries_open_at,
  to_json(entries_close_at) #>> '{}' as entries_close_at, starts_on::text, ends_on::text, fee, waiver_ids, status`
const DIVISION = `id, competition_id, name, rating_min::float8, rating_max::float8, age_min, age_max, cap,
  to_json(drawn_at) #>> '{}' as drawn_at`
/** A match (`m`) and its booking, while the booking stands. */
const MATCH = `id, division_id, key, stage, round, ord as "order", grp as "group", sides, only_if_second_won, score,
  won, reported_by, to_json(confirmed_at) #>> '{}' as confirmed_at,
  (select json_build_object('reservation_id', r.id, 'court_id', r.court_id, 'court', c.name, 'date', r.local_date::text,
      'hour_start', r.hour_start, 'hour_end', r.hour_end)
    from reservations r join courts c on c.facility_id = r.facility_id and c.id = r.court_id
    where r.facility_id = m.facility_id and r.id = m.reservation_id and r.status in ${ACTIVE}) as scheduled`

/** Entries of the club that `which` picks, each with its players (names, and whether each accepted). */
const entriesWhere = (sql: SqlClient, facilityId: number, which: Statement.Fragment) => sql`
  select e.id, e.division_id, e.status, e.rating::float8, to_json(e.entered_at) #>> '{}' as entered_at,
    coalesce((select json_agg(json_build_object('user_id', p.user_id, 'name', u.first_name || ' ' || u.last_name,
        'accepted', p.accepted_at is not null, 'shown', u.public_profile) order by p.accepted_at nulls last, p.user_id)
      from competition_players p join users u on u.id = p.user_id where p.facility_id = e.facility_id and p.entry_id = e.id), '[]') as players
  from competition_entries e where e.facility_id = ${facilityId} and ${which}
  order by e.entered_at, e.id`

/** Competitions (migration 0081): rows decoded by the engine's schemas as they leave storage. */
export const CompetitionsRepoLive = repository(CompetitionsRepo, (on, sql) => ({
  insert: on((facilityId: number, c: NewCompetition, createdBy: number | null) =>
    Effect.map(
      competitionRows(sql`
        insert into competitions ${sql.insert({ ...c, scoring: JSON.stringify(c.scoring), waiver_ids: [...c.waiver_ids], facility_id: facilityId, created_by: createdBy })}
        returning ${sql.literal(COMPETITION)}`),
      (rows) => rows[0]!,
    ),
  ),
  find: on.read((facilityId: number, id: number) =>
    Effect.map(
      competitionRows(
        sql`select ${sql.literal(COMPETITION)} from competitions where facility_id = ${facilityId} and id = ${id}`,
      ),
      (rows) => Option.fromNullable(rows[0]),
    ),
  ),
  ofFacility: on.read((facilityId: number, from: string) =>
    competitionRows(sql`
      select ${sql.literal(COMPETITION)} from competitions
      where facility_id = ${facilityId} and ends_on >= ${from}::date and status = 'open'
      order by starts_on, id limit 100`),
  ),
  insertDivision: on((facilityId: number, competitionId: number, d: NewDivision) =>
    divisionRows(sql`
      insert into competition_divisions ${sql.insert({ ...d, facility_id: facilityId, competition_id: competitionId })}
      returning ${sql.literal(DIVISION)}`).pipe(
      Effect.map((rows) => Option.some(rows[0]!)),
      Effect.catchIf(isUniqueViolation, () => Effect.succeed(Option.none<Division>())),
    ),
  ),
  divisions: on.read((facilityId: number, competitionId: number) =>
    divisionRows(sql`
      select ${sql.literal(DIVISION)} from competition_divisions
      where facility_id = ${facilityId} and competition_id = ${competitionId} order by id`),
  ),
  division: on.read((facilityId: number, id: number) =>
    Effect.map(
      divisionRows(
        sql`select ${sql.literal(DIVISION)} from competition_divisions where facility_id = ${facilityId} and id = ${id}`,
      ),
      (rows) => Option.fromNullable(rows[0]),
    ),
  ),
  lockDivision: on((facilityId: number, id: number) =>
    Effect.map(
      divisionRows(sql`
        select ${sql.literal(DIVISION)} from competition_divisions where facility_id = ${facilityId} and id = ${id} for update`),
      (rows) => Option.fromNullable(rows[0]),
    ),
  ),
  alreadyIn: on.read((facilityId: number, divisionId: number, userIds: ReadonlyArray<number>) =>
    Effect.map(
      userRows(sql`
        select user_id from competition_players
        where facility_id = ${facilityId} and division_id = ${divisionId} and user_id = any(${[...userIds]}::bigint[])`),
      (rows) => rows.map((r) => r.user_id),
    ),
  ),
  playerFacts: on.read((facilityId: number, userIds: ReadonlyArray<number>, ratingKind: string | null) =>
    factRows(sql`
      select u.id as user_id, u.first_name || ' ' || u.last_name as name, u.birth_date::text as birth_date,
        (select r.rating::float8 from user_ratings r
          where r.user_id = u.id and r.provider = ${ratingKind} and (r.facility_id = ${facilityId} or r.facility_id is null)
          order by r.facility_id nulls last limit 1) as rating
      from users u where u.id = any(${[...userIds]}::bigint[])`),
  ),
  entries: on.read((facilityId: number, divisionId: number) =>
    entryRows(entriesWhere(sql, facilityId, sql`e.division_id = ${divisionId}`)),
  ),
  entry: on.read((facilityId: number, id: number) =>
    Effect.map(entryRows(entriesWhere(sql, facilityId, sql`e.id = ${id}`)), (rows) => Option.fromNullable(rows[0])),
  ),
  insertEntry: on(
    (
      facilityId: number,
      divisionId: number,
      entry: {
        readonly made_by: number
        readonly rating: number | null
        readonly status: EntryStatus
        readonly players: ReadonlyArray<{ readonly user_id: number; readonly accepted: boolean }>
      },
    ) =>
      Effect.gen(function* () {
        const [made] = yield* idRows(sql`
          insert into competition_entries ${sql.insert({
            facility_id: facilityId,
            division_id: divisionId,
            made_by: entry.made_by,
            rating: entry.rating,
            status: entry.status,
          })} returning id`)
        yield* sql`
          insert into competition_players ${sql.insert(
            entry.players.map((p) => ({
              facility_id: facilityId,
              division_id: divisionId,
              entry_id: made!.id,
              user_id: p.user_id,
              accepted_at: p.accepted ? new Date() : null,
            })),
          )}`
        const rows = yield* entryRows(entriesWhere(sql, facilityId, sql`e.id = ${made!.id}`))
        return rows[0]!
      }),
  ),
  setStatus: on((facilityId: number, entryId: number, status: EntryStatus) =>
    Effect.asVoid(
      sql`update competition_entries set status = ${status} where facility_id = ${facilityId} and id = ${entryId}`,
    ),
  ),
  accept: on((facilityId: number, entryId: number, userId: number) =>
    Effect.asVoid(sql`
      update competition_players set accepted_at = now()
      where facility_id = ${facilityId} and entry_id = ${entryId} and user_id = ${userId}`),
  ),
  withdraw: on((facilityId: number, entryId: number) =>
    Effect.gen(function* () {
      yield* sql`update competition_entries set status = 'withdrawn' where facility_id = ${facilityId} and id = ${entryId}`
      yield* sql`delete from competition_players where facility_id = ${facilityId} and entry_id = ${entryId}`
    }),
  ),
  saveDraw: on((facilityId: number, divisionId: number, matches: ReadonlyArray<PlannedMatch>) =>
    Effect.gen(function* () {
      const drawn = yield* sql`
        update competition_divisions set drawn_at = now()
        where facility_id = ${facilityId} and id = ${divisionId} and drawn_at is null returning id`
      if (drawn.length === 0) return false
      yield* sql`
        insert into competition_matches ${sql.insert(
          matches.map((m) => ({
            facility_id: facilityId,
            division_id: divisionId,
            key: m.key,
            stage: m.stage,
            round: m.round,
            ord: m.order,
            grp: m.group ?? null,
            sides: JSON.stringify(m.sides),
            only_if_second_won: m.onlyIfSecondWon ?? null,
          })),
        )}`
      return true
    }),
  ),
  matches: on.read((facilityId: number, divisionId: number) =>
    matchRows(sql`
      select ${sql.literal(MATCH)} from competition_matches m
      where facility_id = ${facilityId} and division_id = ${divisionId} order by id`),
  ),
  match: on.read((facilityId: number, id: number) =>
    Effect.map(
      matchRows(
        sql`select ${sql.literal(MATCH)} from competition_matches m where facility_id = ${facilityId} and id = ${id}`,
      ),
      (rows) => Option.fromNullable(rows[0]),
    ),
  ),
  courtsFor: on.read((facilityId: number, sport: string) =>
    courtRows(sql`
      select id, name from courts where facility_id = ${facilityId} and sport = ${sport} and active
      order by sort_order, id`),
  ),
  booked: on.read((facilityId: number, courtIds: ReadonlyArray<number>, dates: ReadonlyArray<string>) =>
    bookedRows(sql`
      select court_id, local_date::text as date, hour_start as "from", hour_end as "to" from reservations
      where facility_id = ${facilityId} and local_date = any(${dates}::date[]) and court_id = any(${courtIds}::bigint[])
        and status in ${sql.literal(ACTIVE)}`),
  ),
  programWaivers: on.read((facilityId: number) => waiversOfCategory(facilityId, "programs")),
  unacceptedWaivers: on.read(
    (facilityId: number, personId: number, waiverIds: ReadonlyArray<number>, competitionId: number) =>
      unacceptedWaivers(facilityId, personId, waiverIds, { type: "competition", id: competitionId }),
  ),
  unacceptedChildWaivers: on.read(unacceptedChildWaivers),
  ratingChangesOf: on.read((facilityId: number, matchId: number) =>
    ratingChangeRows(sql`
      select user_id, change::float8 as change from club_rating_changes
      where facility_id = ${facilityId} and match_id = ${matchId}`),
  ),
  setRatingChanges: on((facilityId: number, matchId: number, changes: ReadonlyArray<RatingChange>) =>
    Effect.zipRight(
      sql`delete from club_rating_changes where facility_id = ${facilityId} and match_id = ${matchId}`,
      changes.length === 0
        ? Effect.void
        : Effect.asVoid(
            sql`insert into club_rating_changes ${sql.insert(changes.map((c) => ({ ...c, facility_id: facilityId, match_id: matchId })))}`,
          ),
    ),
  ),
  divisionsPlayingOn: on.read((facilityId: number, date: string) =>
    Effect.map(
      idRows(sql`
        select distinct m.division_id as id from reservations r
          join competition_matches m on m.facility_id = r.facility_id and m.reservation_id = r.id
        where r.facility_id = ${facilityId} and r.local_date = ${date}::date and r.status in ${sql.literal(ACTIVE)}
        order by 1`),
      (rows) => rows.map((r) => r.id),
    ),
  ),
  paymentOf: on.read((facilityId: number, entryId: number) =>
    Effect.map(
      idRows(sql`
        select p.id from competition_entries e
          join payments p on p.facility_id = e.facility_id and p.id = e.payment_id
        where e.facility_id = ${facilityId} and e.id = ${entryId} and p.status = 'paid'
          and not exists (select 1 from payments r where r.facility_id = p.facility_id and r.refund_of = p.id)`),
      (rows) => Option.fromNullable(rows[0]?.id),
    ),
  ),
  setPayment: on((facilityId: number, entryId: number, paymentId: number) =>
    Effect.asVoid(sql`
      update competition_entries set payment_id = ${paymentId} where facility_id = ${facilityId} and id = ${entryId}`),
  ),
  unavailableOf: on.read((facilityId: number, entryId: number) =>
    Effect.map(
      unavailableRows(sql`
        select unavailable as times from competition_entries where facility_id = ${facilityId} and id = ${entryId}`),
      (rows) => rows[0] ?? { times: [] },
    ),
  ),
  setUnavailable: on((facilityId: number, entryId: number, u: Unavailability) =>
    Effect.asVoid(sql`
      update competition_entries set unavailable = ${JSON.stringify(u.times)}
      where facility_id = ${facilityId} and id = ${entryId}`),
  ),
  unavailableIn: on.read((facilityId: number, divisionId: number) =>
    awayRows(sql`
      select e.id as entry, t.date, t.hour_start as "from", t.hour_end as "to"
      from competition_entries e,
        jsonb_to_recordset(e.unavailable) as t(date text, hour_start integer, hour_end integer)
      where e.facility_id = ${facilityId} and e.division_id = ${divisionId} and e.status = 'entered'`),
  ),
  setReservation: on((facilityId: number, matchId: number, reservationId: number) =>
    Effect.asVoid(sql`
      update competition_matches set reservation_id = ${reservationId} where facility_id = ${facilityId} and id = ${matchId}`),
  ),
  saveResult: on(
    (
      facilityId: number,
      matchId: number,
      r: {
        readonly score: NonNullable<StoredMatch["score"]>
        readonly won: 1 | 2 | null
        readonly reported_by: number
        readonly confirmed: boolean
      },
    ) =>
      Effect.asVoid(sql`
        update competition_matches set score = ${JSON.stringify(r.score)}, won = ${r.won}, reported_by = ${r.reported_by},
          confirmed_at = ${r.confirmed ? new Date() : null}
        where facility_id = ${facilityId} and id = ${matchId}`),
  ),
}))
