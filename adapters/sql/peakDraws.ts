import { type SqlClient, SqlSchema, type Statement } from "@effect/sql"
import { Effect, Option, Schema } from "effect"
import { AlreadyEntered, DrawEntry, type DrawRecord, type NewDraw, PeakDraw } from "../../engine/peakDraws/rules"
import { PeakDrawsRepo } from "../../engine/peakDraws/port"
import type { Role } from "../../engine/roles"
import { idRows, repository, rowsOf, userRows } from "./client"
import { inTurns, type WorkQueue } from "./jobs"

const userIdHouseholdRows = rowsOf(Schema.Struct({ user_id: Schema.Number, household: Schema.Number }))
const secretRows = rowsOf(Schema.Struct({ secret: Schema.NullOr(Schema.String) }))

const DRAW_COLUMNS = `id, facility_id, name, play_date::text, hour_start, hour_end, slot_minutes,
  court_ids::float8[] as court_ids, to_json(entries_close_at) #>> '{}' as entries_close_at,
  to_json(draw_at) #>> '{}' as draw_at, recent_weeks, charge_at_draw, status, commitment, seed_text, seed,
  to_json(drawn_at) #>> '{}' as drawn_at`

const ENTRY_COLUMNS = `id, draw_id, user_id, made_by, player_ids::float8[] as player_ids,
  invited_ids::float8[] as invited_ids, choices, outcome, slot,
  reservation_id, problem`

/** The peak-draws job's tellings: entries drawn whose people are not yet told (held by row locks, not shown). */
export const drawTellQueue = (sql: SqlClient.SqlClient): WorkQueue => ({
  job: "peak-draws",
  table: "peak_draw_entries",
  leased: sql`false`,
  due: sql`outcome is not null and told_at is null`,
  failed: sql`false`,
  dueSince: sql`created_at`,
  turnsBy: sql`facility_id`,
})

const Counts = Schema.Struct({ user_id: Schema.Number, n: Schema.Number })

/** Peak draws (migration 0058): rows decoded by the engine's schemas as they leave storage. */
export const PeakDrawsRepoLive = repository(PeakDrawsRepo, (on, sql) => {
  const draw = (where: Statement.Statement<unknown>) =>
    SqlSchema.findOne({ Request: Schema.Void, Result: PeakDraw, execute: () => where })(undefined).pipe(Effect.orDie)
  return {
    insert: on((d: NewDraw) =>
      Effect.gen(function* () {
        const [rule] = yield* idRows(sql`
          insert into schedule_rules (facility_id, kind, court_ids, starts_on, ends_on, hour_start, hour_end, note)
          values (${d.facility_id}, 'staff_only', ${[...d.court_ids]}::bigint[], ${d.play_date}::date,
            ${d.play_date}::date, ${d.hour_start}, ${d.hour_end}, ${`Drawn: ${d.name}`})
          returning id`)
        return yield* SqlSchema.single({
          Request: Schema.Void,
          Result: PeakDraw,
          execute: () => sql`
            insert into peak_draws ${sql.insert({ ...d, court_ids: [...d.court_ids], rule_id: rule!.id })}
            returning ${sql.literal(DRAW_COLUMNS)}`,
        })(undefined)
      }).pipe(Effect.orDie),
    ),
    find: on((facilityId: number, id: number) =>
      draw(sql`select ${sql.literal(DRAW_COLUMNS)} from peak_draws where facility_id = ${facilityId} and id = ${id}`),
    ),
    ofFacility: on((facilityId: number, from: string) =>
      SqlSchema.findAll({
        Request: Schema.Void,
        Result: PeakDraw,
        execute: () => sql`
          select ${sql.literal(DRAW_COLUMNS)} from peak_draws
          where facility_id = ${facilityId} and play_date >= ${from}::date
          order by play_date, hour_start, id limit 100`,
      })(undefined).pipe(Effect.orDie),
    ),
    entries: on((facilityId: number, drawId: number) =>
      SqlSchema.findAll({
        Request: Schema.Void,
        Result: DrawEntry,
        execute: () => sql`
          select ${sql.literal(ENTRY_COLUMNS)} from peak_draw_entries
          where facility_id = ${facilityId} and draw_id = ${drawId} order by id`,
      })(undefined).pipe(Effect.orDie),
    ),
    insertEntry: on(
      (d: PeakDraw, e: Pick<DrawEntry, "user_id" | "made_by" | "player_ids" | "invited_ids" | "choices">) =>
        Effect.gen(function* () {
          const entry = yield* SqlSchema.single({
            Request: Schema.Void,
            Result: DrawEntry,
            execute: () => sql`
            insert into peak_draw_entries (facility_id, draw_id, user_id, made_by, player_ids, invited_ids, choices)
            values (${d.facility_id}, ${d.id}, ${e.user_id}, ${e.made_by}, ${[...e.player_ids]}::bigint[],
              ${[...e.invited_ids]}::bigint[], ${[...e.choices]}::text[])
            returning ${sql.literal(ENTRY_COLUMNS)}`,
          })(undefined).pipe(Effect.orDie)
          const people = [...new Set([e.user_id, ...e.player_ids])]
          // One row per person and draw: the database lets nobody in two entries.
          const taken = yield* userRows(sql`
          insert into peak_draw_people (facility_id, draw_id, user_id, entry_id)
          select ${d.facility_id}, ${d.id}, p, ${entry.id} from unnest(${people}::bigint[]) p
          on conflict (facility_id, draw_id, user_id) do nothing returning user_id`).pipe(Effect.orDie)
          if (taken.length < people.length) {
            const inserted = new Set(taken.map((t) => Number(t.user_id)))
            return yield* Effect.fail(new AlreadyEntered({ userId: people.find((p) => !inserted.has(p))! }))
          }
          return entry
        }),
    ),
    deleteEntry: on((facilityId: number, entryId: number) =>
      Effect.asVoid(sql`delete from peak_draw_entries where facility_id = ${facilityId} and id = ${entryId}`).pipe(
        Effect.orDie,
      ),
    ),
    acceptInvitation: on((d: PeakDraw, entryId: number, userId: number) =>
      Effect.gen(function* () {
        const taken = yield* sql`
          insert into peak_draw_people (facility_id, draw_id, user_id, entry_id)
          values (${d.facility_id}, ${d.id}, ${userId}, ${entryId})
          on conflict (facility_id, draw_id, user_id) do nothing returning user_id`.pipe(Effect.orDie)
        if (taken.length === 0) return yield* Effect.fail(new AlreadyEntered({ userId }))
        return yield* SqlSchema.single({
          Request: Schema.Void,
          Result: DrawEntry,
          execute: () => sql`
            update peak_draw_entries
            set invited_ids = array_remove(invited_ids, ${userId}::bigint), player_ids = player_ids || ${userId}::bigint
            where facility_id = ${d.facility_id} and id = ${entryId} and ${userId}::bigint = any(invited_ids)
            returning ${sql.literal(ENTRY_COLUMNS)}`,
        })(undefined).pipe(Effect.orDie)
      }),
    ),
    dropPerson: on((facilityId: number, entryId: number, userId: number) =>
      Effect.gen(function* () {
        const [entry] = yield* idRows(sql`
          update peak_draw_entries
          set invited_ids = array_remove(invited_ids, ${userId}::bigint),
            player_ids = array_remove(player_ids, ${userId}::bigint)
          where facility_id = ${facilityId} and id = ${entryId} returning id`)
        if (entry !== undefined)
          yield* sql`delete from peak_draw_people where facility_id = ${facilityId} and entry_id = ${entryId} and user_id = ${userId}`
      }).pipe(Effect.orDie),
    ),
    clubPeople: on((facilityId: number, ids: ReadonlyArray<number>) =>
      Effect.map(
        userRows(sql`
          select distinct user_id from facility_users where facility_id = ${facilityId} and user_id = any(${[...ids]}::bigint[])`),
        (rows) => rows.map((r) => Number(r.user_id)),
      ).pipe(Effect.orDie),
    ),
    households: on((ids: ReadonlyArray<number>) =>
      Effect.map(
        userIdHouseholdRows(sql`
          select p as user_id, least(p, coalesce(min(l.user_id), p)) as household
          from unnest(${[...ids]}::bigint[]) p
          left join family_links l on l.related_user_id = p and l.handled
          group by p`),
        (rows) => new Map(rows.map((r) => [Number(r.user_id), Number(r.household)])),
      ).pipe(Effect.orDie),
    ),
    recentWins: on((facilityId: number, ids: ReadonlyArray<number>, from: string, to: string) =>
      Effect.map(
        SqlSchema.findAll({
          Request: Schema.Void,
          Result: Counts,
          execute: () => sql`
            select p.user_id, count(*)::int as n
            from peak_draws d
            join peak_draw_entries e on e.facility_id = d.facility_id and e.draw_id = d.id
            join peak_draw_people p on p.facility_id = e.facility_id and p.entry_id = e.id
            where d.facility_id = ${facilityId} and d.play_date >= ${from}::date and d.play_date < ${to}::date
              and e.outcome = 'won' and p.user_id = any(${[...ids]}::bigint[])
            group by p.user_id`,
        })(undefined),
        (rows) => new Map(rows.map((r) => [r.user_id, r.n])),
      ).pipe(Effect.orDie),
    ),
    rolesAt: on((facilityId: number, userId: number) =>
      Effect.map(
        sql<{ role: Role }>`select role from facility_users where facility_id = ${facilityId} and user_id = ${userId}`,
        (rows) => rows.map((r) => ({ facility_id: facilityId, role: r.role })),
      ).pipe(Effect.orDie),
    ),
    nextToSeal: on((served: ReadonlyArray<number>) =>
      draw(sql`
        select ${sql.literal(DRAW_COLUMNS)} from peak_draws
        where status = 'open' and seed is null and entries_close_at <= now()
          and facility_id <> all(${[...served]}::bigint[])
        order by entries_close_at, id limit 1 for update skip locked`),
    ),
    seal: on((id: number, text: string, seed: string) =>
      Effect.asVoid(sql`update peak_draws set seed_text = ${text}, seed = ${seed} where id = ${id}`).pipe(Effect.orDie),
    ),
    nextToDraw: on((served: ReadonlyArray<number>) =>
      draw(sql`
        select ${sql.literal(DRAW_COLUMNS)} from peak_draws
        where status = 'open' and seed is not null and draw_at <= now()
          and facility_id <> all(${[...served]}::bigint[])
        order by draw_at, id limit 1 for update skip locked`),
    ),
    secretOf: on((id: number) =>
      Effect.map(
        secretRows(sql`select secret from peak_draws where id = ${id}`),
        (rows) => rows[0]?.secret ?? null,
      ).pipe(Effect.orDie),
    ),
    release: on((d: PeakDraw) =>
      Effect.asVoid(
        sql`
        delete from schedule_rules
        where id = (select rule_id from peak_draws where id = ${d.id}) and facility_id = ${d.facility_id}`,
      ).pipe(Effect.orDie),
    ),
    saveOutcome: on((entryId: number, o: Pick<DrawEntry, "outcome" | "slot" | "reservation_id" | "problem">) =>
      Effect.asVoid(
        sql`
        update peak_draw_entries set outcome = ${o.outcome}, slot = ${o.slot}, reservation_id = ${o.reservation_id},
          problem = ${o.problem}
        where id = ${entryId}`,
      ).pipe(Effect.orDie),
    ),
    saveResult: on((id: number, result: DrawRecord) =>
      Effect.asVoid(
        sql`
        update peak_draws set status = 'drawn', drawn_at = now(), result = ${JSON.stringify(result)}::jsonb
        where id = ${id}`,
      ).pipe(Effect.orDie),
    ),
    result: on((facilityId: number, id: number) =>
      Effect.map(
        sql<{
          result: DrawRecord | null
        }>`select result from peak_draws where facility_id = ${facilityId} and id = ${id}`,
        (rows) => Option.fromNullable(rows[0]?.result ?? null),
      ).pipe(Effect.orDie),
    ),
    untold: on((limit: number) =>
      SqlSchema.findAll({
        Request: Schema.Void,
        Result: Schema.Struct({ ...DrawEntry.fields, facility_id: Schema.Number }),
        execute: () => sql`
          select facility_id, ${sql.literal(ENTRY_COLUMNS)} from peak_draw_entries
          where id in (${inTurns(sql, drawTellQueue(sql), limit, sql`id`)}) and ${drawTellQueue(sql).due}
          for update skip locked`,
      })(undefined).pipe(Effect.orDie),
    ),
    markTold: on((entryId: number) =>
      Effect.asVoid(sql`update peak_draw_entries set told_at = now() where id = ${entryId}`).pipe(Effect.orDie),
    ),
  }
})
