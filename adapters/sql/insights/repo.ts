import type { SqlClient } from "@effect/sql"
import { Effect, Schema } from "effect"
import type { OpeningHours, ScheduleRule } from "../../../engine/bookings/rules"
import { InsightsRepo } from "../../../engine/insights/port"
import type { Period } from "../../../engine/insights/rules"
import { decodedRows, repository, rowsOf } from "../client"
import { HOURS_AND_RULES } from "../openingHours"
import { ACTIVE } from "../statuses"
import type { WorkQueue } from "../jobs"
import type { Fragment } from "@effect/sql/Statement"

const Num = Schema.Number
const Text = Schema.String
const HourCountRow = Schema.Struct({ hour_start: Num, count: Num })
const PersonCountRow = Schema.Struct({ user_id: Num, name: Text, count: Num })
/**
 * A club's day: its courts and their hours' seconds, written as PostgreSQL writes arrays
 * ("{{0,3600,…},…}"): a year is 365 rows of two strings, read digit by digit (`numbersOf`), not
 * ten thousand rows of 24 numbers each checked on its own.
 */
const BookedDayRow = Schema.Struct({ local_date: Text, court_ids: Text, booked: Text })

/** The occupancy job's marked days (held by row locks while a day is rolled up, so not shown as leased). */
export const occupancyQueue = (sql: SqlClient.SqlClient): WorkQueue => ({
  job: "occupancy",
  table: "occupancy_marks",
  leased: sql`false`,
  due: sql`true`,
  failed: sql`false`,
  dueSince: sql`marked_at`,
  turnsBy: sql`facility_id`,
})

/**
 * Each court's booked seconds in each hour of the days of `period` that `days` keeps (a condition
 * on `r.local_date`), from its active bookings: a row per day that has any, its courts in order.
 */
const bookedFromBookings = (
  sql: SqlClient.SqlClient,
  facilityId: number,
  period: Period,
  days: Fragment,
): Fragment => sql`
  select local_date, array_agg(court_id order by court_id) as court_ids, array_agg(booked order by court_id) as booked
  from (
  select court_id, local_date, array_agg(held order by h) as booked from (
    select c.court_id, c.local_date, h.h,
      -- least and greatest pass over nulls: an hour no booking holds is summed from none.
      coalesce(sum(least(r.hour_end, (h.h + 1) * 3600) - greatest(r.hour_start, h.h * 3600))
        filter (where r.court_id is not null), 0)::int as held
    from (select distinct court_id, local_date from reservations r
          where r.facility_id = ${facilityId} and r.local_date between ${period.from}::date and ${period.to}::date
            and ${days} and r.status in ${sql.literal(ACTIVE)}) c
    cross join generate_series(0, 23) h(h)
    left join reservations r on r.facility_id = ${facilityId}
      and r.local_date between ${period.from}::date and ${period.to}::date and r.local_date = c.local_date
      and r.court_id = c.court_id and r.status in ${sql.literal(ACTIVE)}
      and r.hour_start < (h.h + 1) * 3600 and r.hour_end > h.h * 3600
    group by c.court_id, c.local_date, h.h
  ) hours group by court_id, local_date
  ) courts group by local_date`

/** Up to `limit` marked days, in turns across clubs (each club's longest-marked day first). */
const markedDays = (sql: SqlClient.SqlClient, limit: number) =>
  rowsOf(Schema.Struct({ facility_id: Num, local_date: Text }))(sql`
    select facility_id, local_date from (
      select facility_id, local_date::text, since,
        row_number() over (partition by facility_id order by since, local_date) as turn
      from (select facility_id, local_date, min(marked_at) as since from occupancy_marks
            group by facility_id, local_date) days
    ) due order by turn, since limit ${limit}`)

/**
 * Rolls up one club's day: its marks go first, then its rows are written from the bookings as they
 * are now, in one transaction, so a booking changed meanwhile leaves a mark for the next round.
 * A day another server took already has no marks left and is skipped.
 */
const rollDay = (sql: SqlClient.SqlClient, facilityId: number, date: string) =>
  sql.withTransaction(
    Effect.gen(function* () {
      const taken = yield* sql`
        delete from occupancy_marks where facility_id = ${facilityId} and local_date = ${date}::date returning id`
      if (taken.length === 0) return 0
      yield* sql`delete from occupancy_days where facility_id = ${facilityId} and local_date = ${date}::date`
      yield* sql`
        insert into occupancy_days (facility_id, local_date, court_ids, booked)
        select ${facilityId}, local_date, court_ids, booked
        from (${bookedFromBookings(sql, facilityId, { from: date, to: date }, sql`true`)}) day`
      return 1
    }),
  )

const ScheduleRow = Schema.Struct({
  opening: Schema.Array(Schema.Any),
  rules: Schema.Array(Schema.Any),
  prime: Schema.Array(
    Schema.Struct({
      court_ids: Schema.NullOr(Schema.Array(Num)),
      days: Schema.Array(Num),
      hour_start: Num,
      hour_end: Num,
    }),
  ),
})

/** A player of a booking is a member when a membership of theirs (owned or shared, `held` below) covers its start. */
const MEMBER_AT_START = `exists (
  select 1 from held h where h.user_id = ru.user_id and h.acquired_at <= lower(r.during)
    and (h.ends_at is null or h.ends_at > lower(r.during)))`

const NAME = `trim(u.first_name || ' ' || u.last_name)`

/**
 * The whole numbers in PostgreSQL's text of an array of any dimensions, read digit by digit (no
 * string is made per number); a defect unless there are `count` of them and nothing but digits,
 * commas and braces.
 */
export const numbersOf = (text: string, count: number) => {
  const out = new Float64Array(count)
  let n = 0
  let value = 0
  let digits = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48)
      digits = true
      continue
    }
    if (c !== 44 && c !== 123 && c !== 125) throw new Error(`Not an array of whole numbers: ${text.slice(0, 40)}`)
    if (digits) {
      if (n === count) throw new Error(`More than ${count} numbers in an array`)
      out[n++] = value
      value = 0
      digits = false
    }
  }
  if (n !== count) throw new Error(`${n} numbers in an array, not ${count}`)
  return out
}

/** Rows of a club's days, their arrays read (a malformed one is a defect, as a row that does not decode is). */
const bookedDaysOf = (rows: ReadonlyArray<typeof BookedDayRow.Type>) =>
  rows.map((r) => {
    const courts = r.court_ids === "{}" ? 0 : r.court_ids.split(",").length
    return {
      local_date: r.local_date,
      court_ids: Array.from(numbersOf(r.court_ids, courts)),
      booked: numbersOf(r.booked, courts * 24),
    }
  })

/** The players of the period's bookings that `which` keeps, by how many, most first (the first `limit`). */
const playersMost = (sql: SqlClient.SqlClient, facilityId: number, period: Period, which: Fragment, limit: number) =>
  decodedRows(
    PersonCountRow,
    sql`
      select u.id as user_id, ${sql.literal(NAME)} as name, count(*)::int as count
      from reservations r
      join reservation_users ru on ru.facility_id = r.facility_id and ru.reservation_id = r.id
      join users u on u.id = ru.user_id
      where r.facility_id = ${facilityId} and r.local_date between ${period.from}::date and ${period.to}::date
        and r.parent_id is null and ${which}
      group by u.id order by count(*) desc, u.id limit ${limit}`,
  )

export const InsightsRepoLive = repository(InsightsRepo, (on, sql) => ({
  courts: on.read((facilityId: number) =>
    decodedRows(
      Schema.Struct({ id: Num, name: Text, sport: Text, indoor: Schema.Boolean }),
      sql`select id, name, sport, indoor from courts where facility_id = ${facilityId} and active
        order by sort_order, name, id`,
    ),
  ),
  schedule: on.read((facilityId: number) =>
    Effect.map(
      decodedRows(
        ScheduleRow,
        sql`
          select ${sql.literal(HOURS_AND_RULES)},
            (select coalesce(json_agg(json_build_object('court_ids', court_ids, 'days', days,
               'hour_start', hour_start, 'hour_end', hour_end)), '[]')
             from court_rates where facility_id = f.id and prime_time) as prime
          from facilities f where f.id = ${facilityId}`,
      ),
      ([row]) => ({
        opening: (row?.opening ?? []) as ReadonlyArray<OpeningHours>,
        rules: (row?.rules ?? []) as ReadonlyArray<ScheduleRule>,
        prime: row?.prime ?? [],
      }),
    ),
  ),
  bookedDays: on.read((facilityId: number, period: Period) =>
    Effect.map(
      decodedRows(
        BookedDayRow,
        sql`
        with marked as (
          select distinct local_date from occupancy_marks
          where facility_id = ${facilityId} and local_date between ${period.from}::date and ${period.to}::date
        )
        select local_date::text, court_ids::text, booked::text from occupancy_days
        where facility_id = ${facilityId} and local_date between ${period.from}::date and ${period.to}::date
          and local_date not in (select local_date from marked)
        union all
        select local_date::text, court_ids::text, booked::text from (${bookedFromBookings(
          sql,
          facilityId,
          period,
          sql`r.local_date in (select local_date from marked)`,
        )}) live`,
      ),
      bookedDaysOf,
    ),
  ),
  rollUp: on((limit: number) =>
    Effect.flatMap(markedDays(sql, limit), (days) =>
      Effect.map(
        Effect.forEach(days, (d) => rollDay(sql, d.facility_id, d.local_date)),
        (done) => done.reduce((a: number, b) => a + b, 0),
      ),
    ),
  ),
  ledgerSales: on.read((facilityId: number, period: Period) =>
    Effect.map(
      decodedRows(
        Schema.Struct({
          business_date: Text,
          payable_type: Text,
          reservation_kind: Schema.NullOr(Text),
          method: Text,
          to_credit: Schema.Boolean,
          count: Num,
          total: Schema.Union(Num, Schema.NumberFromString),
        }),
        sql`
          select p.business_date::text, p.payable_type, r.kind as reservation_kind, p.method, p.to_credit,
            count(*)::int as count, sum(p.amount)::float8 as total
          from payments p
          left join reservations r on r.facility_id = p.facility_id and r.id = p.reservation_id
          where p.facility_id = ${facilityId} and p.business_date between ${period.from}::date and ${period.to}::date
            and p.status = 'paid'
          group by p.business_date, p.payable_type, r.kind, p.method, p.to_credit`,
      ),
      (rows) => rows.map((r) => ({ ...r, method: r.method as never })),
    ),
  ),
  membershipSpans: on.read((facilityId: number, until: string) =>
    decodedRows(
      Schema.Struct({ owner_id: Num, from: Text, to: Schema.NullOr(Text) }),
      sql`
        with spans as (
          select m.id, m.owner_id, (m.acquired_at at time zone f.time_zone)::date as from_date,
            case when m.ends_at is not null then ((m.ends_at - interval '1 second') at time zone f.time_zone)::date
                 when m.status in ('cancelled', 'expired') then (m.updated_at at time zone f.time_zone)::date
            end as to_date
          from memberships m join facilities f on f.id = m.facility_id
          where m.facility_id = ${facilityId} and m.acquired_at is not null and m.status not in ('pending', 'deleted')
        )
        select owner_id, from_date::text as "from", to_date::text as "to" from spans where from_date <= ${until}::date
        union all
        select mm.user_id, s.from_date::text, s.to_date::text from spans s
        join membership_members mm on mm.facility_id = ${facilityId} and mm.membership_id = s.id
        where s.from_date <= ${until}::date and mm.user_id <> s.owner_id`,
    ),
  ),
  playerMix: on.read((facilityId: number, period: Period) =>
    Effect.map(
      decodedRows(
        Schema.Struct({ members: Num, non_members: Num, guests: Num }),
        sql`
          with held as (
            select m.owner_id as user_id, m.acquired_at, m.ends_at from memberships m
            where m.facility_id = ${facilityId} and m.status not in ('pending', 'deleted') and m.acquired_at is not null
            union all
            select mm.user_id, m.acquired_at, m.ends_at from memberships m
            join membership_members mm on mm.facility_id = m.facility_id and mm.membership_id = m.id
            where m.facility_id = ${facilityId} and m.status not in ('pending', 'deleted') and m.acquired_at is not null
          )
          select count(*) filter (where not guest and ru.user_id is not null and ${sql.literal(MEMBER_AT_START)})::int as members,
            count(*) filter (where not guest and ru.user_id is not null and not ${sql.literal(MEMBER_AT_START)})::int as non_members,
            count(*) filter (where guest or ru.user_id is null)::int as guests
          from reservations r
          join reservation_users ru on ru.facility_id = r.facility_id and ru.reservation_id = r.id
          where r.facility_id = ${facilityId} and r.local_date between ${period.from}::date and ${period.to}::date
            and r.status in ${sql.literal(ACTIVE)} and r.parent_id is null`,
      ),
      ([row]) => row ?? { members: 0, non_members: 0, guests: 0 },
    ),
  ),
  topBookers: on.read((facilityId: number, period: Period, limit: number) =>
    playersMost(sql, facilityId, period, sql`r.status in ${sql.literal(ACTIVE)} and not ru.guest`, limit),
  ),
  noShows: on.read((facilityId: number, period: Period, limit: number) =>
    Effect.gen(function* () {
      const byHour = yield* decodedRows(
        HourCountRow,
        sql`
          select hour_start, count(*)::int as count from reservations
          where facility_id = ${facilityId} and local_date between ${period.from}::date and ${period.to}::date
            and no_show and parent_id is null
          group by hour_start`,
      )
      return { by_hour: byHour, people: yield* playersMost(sql, facilityId, period, sql`r.no_show`, limit) }
    }),
  ),
  lateCancellations: on.read((facilityId: number, period: Period, lateHours: number, limit: number) =>
    Effect.gen(function* () {
      const late = sql`
        r.facility_id = ${facilityId} and r.local_date between ${period.from}::date and ${period.to}::date
        and r.status = 'admin_cancelled' and r.parent_id is null and r.cancelled_at is not null
        and r.cancelled_at > lower(r.during) - make_interval(hours => ${lateHours})`
      const byHour = yield* decodedRows(
        HourCountRow,
        sql`select r.hour_start, count(*)::int as count from reservations r where ${late} group by r.hour_start`,
      )
      const people = yield* decodedRows(
        PersonCountRow,
        sql`
          select u.id as user_id, ${sql.literal(NAME)} as name, count(*)::int as count
          from reservations r join users u on u.id = r.cancelled_by
          where ${late} group by u.id order by count(*) desc, u.id limit ${limit}`,
      )
      return { by_hour: byHour, people }
    }),
  ),
  leadTimes: on.read((facilityId: number, period: Period, leadHours: ReadonlyArray<number>) =>
    Effect.map(
      decodedRows(
        Schema.Struct({ bucket: Num, count: Num }),
        sql`
          select width_bucket(extract(epoch from lower(r.during) - r.created_at) / 3600,
              ${sql.literal(`array[${leadHours.map(Number).join(",")}]::float8[]`)}) as bucket,
            count(*)::int as count
          from reservations r
          where r.facility_id = ${facilityId} and r.local_date between ${period.from}::date and ${period.to}::date
            and r.status in ${sql.literal(ACTIVE)} and r.parent_id is null
          group by 1`,
      ),
      (rows) => {
        // width_bucket answers 0 below the first boundary: a booking made under an hour ahead (or after its start).
        const out = new Array<number>(leadHours.length + 1).fill(0)
        for (const r of rows) out[r.bucket]! += r.count
        return out
      },
    ),
  ),
  demand: on.read((facilityId: number, period: Period) =>
    Effect.gen(function* () {
      const between = sql`between ${period.from}::date and ${period.to}::date`
      // A watch counts once in each hour it spans.
      const watched = yield* decodedRows(
        HourCountRow,
        sql`
          select h * 3600 as hour_start, count(*)::int as count
          from slot_watches w cross join generate_series(w.hour_from / 3600, (w.hour_to - 1) / 3600) h
          where w.facility_id = ${facilityId} and w.local_date ${between}
          group by h`,
      )
      const drawEntries = yield* decodedRows(
        HourCountRow,
        sql`
          select h * 3600 as hour_start, count(*)::int as count
          from peak_draw_entries e
          join peak_draws d on d.facility_id = e.facility_id and d.id = e.draw_id
          cross join generate_series(d.hour_start / 3600, (d.hour_end - 1) / 3600) h
          where d.facility_id = ${facilityId} and d.play_date ${between}
          group by h`,
      )
      const waitlisted = yield* decodedRows(
        HourCountRow,
        sql`
          select s.hour_start, count(*)::int as count
          from open_play_players p
          join open_play_sessions s on s.facility_id = p.facility_id and s.id = p.session_id
          where s.facility_id = ${facilityId} and s.play_date ${between} and p.status = 'waitlisted'
          group by s.hour_start`,
      )
      return { watched, draw_entries: drawEntries, waitlisted }
    }),
  ),
}))
