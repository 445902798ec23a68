import { SqlClient, type Statement } from "@effect/sql"
import { Effect, Option, Schema } from "effect"
import { blockInfoText } from "../../engine/bookings/calendarGrid"
import { jsonText } from "../../engine/json"
import {
  type CalendarCourt,
  type CalendarDayFacts,
  Reservation,
  ReservationFee,
  ReservationUser,
} from "../../engine/records"
import type { ReservationStatus } from "../../engine/reservations/rules"
import { agendaJson, agendaListJson } from "./agenda"
import { idRows, repository, rowsOf, sqlGen, withSql } from "./client"
import { HOURS_AND_RULES } from "./openingHours"
import { ACTIVE } from "./statuses"
import { rowLock } from "./transaction"
import { ReservationsRepo } from "../../engine/reservations/port"

const jsonRows = rowsOf(Schema.Struct({ json: Schema.String }))

export { Reservation, ReservationFee, ReservationUser } from "../../engine/records"

/** A reservation's own row as `toReservation` takes it. */
export type ReservationRow = Omit<Reservation, "users" | "fees" | "totals" | "info_text"> & {
  readonly clinic_public_name: string | null
}

/** The columns of a `ReservationRow`, in a select or a returning clause. */
export const RESERVATION_COLUMNS = `id, facility_id, court_id, local_date::text as date, hour_start, hour_end,
  to_json(lower(during)) #>> '{}' as starts_at, to_json(upper(during)) #>> '{}' as ends_at,
  kind, subkind, status, reservation_type, created_by, teacher_id, allow_cancel, official_match, guest_name,
  parent_id, clinic_public_name`

/**
 * The reservations `where` picks (on `reservations r`), each as `toReservation` makes it, as one
 * JSON array in `orderBy`'s order (over the output's columns, `x`) built by PostgreSQL: the day
 * board and a person's reservations pass it through as text (`engine/json.ts`). Players and fees
 * are grouped once for all of them (a lookup per booking costs PostgreSQL twice the time). Objects
 * are rows turned to JSON, not `json_build_object` calls: PostgreSQL works out the type of each of a
 * call's values on every row, and of a row's columns once (a third less CPU for a day of 400). `extra`
 * adds columns from `r` and what `from` joins. `reservationJson.test.ts` holds it to the JavaScript
 * path and the schema on generated bookings.
 */
export const reservationsJson = (
  sql: SqlClient.SqlClient,
  where: Statement.Fragment,
  orderBy: Statement.Fragment,
  extra: { readonly columns: string; readonly from: string } = { columns: "", from: "" },
) =>
  jsonRows(sql`
  with picked as (select * from reservations r where ${where}),
  players as (
    select u.reservation_id,
      json_agg((select p from (select u.id, u.user_id, u.name, u.rating::float8 as rating, u.team, u.guest) p)
        order by u.id) as users,
      string_agg(u.name, ', ' order by u.id) as names
    from picked r join reservation_users u on u.facility_id = r.facility_id and u.reservation_id = r.id
    group by u.reservation_id
  ),
  fees as (
    select f.reservation_id,
      json_agg((select o from (select f.id, f.user_index, f.reservation_user_id as ru_id, f.amount, f.description) o)
        order by f.id) as fees,
      sum(f.amount) as total
    from picked r join reservation_fees f on f.facility_id = r.facility_id and f.reservation_id = r.id
    group by f.reservation_id
  )
  select coalesce(json_agg(x order by ${orderBy}), '[]')::text as json
  from (
    select r.id, r.facility_id, r.court_id, r.local_date as date, r.hour_start, r.hour_end,
      lower(r.during) as starts_at, upper(r.during) as ends_at, r.kind, r.subkind, r.status, r.reservation_type,
      r.created_by, r.teacher_id, r.allow_cancel, r.official_match, r.guest_name, r.parent_id,
      coalesce(ru.users, '[]') as users, coalesce(rf.fees, '[]') as fees,
      json_build_object('total', coalesce(rf.total, 0)) as totals,
      -- blockInfoText (engine/bookings/calendarGrid.ts)
      case
        when r.kind = 'clinic' then coalesce(r.clinic_public_name, r.subkind, '')
        when r.kind in ('reservation', 'rental', 'lesson') then coalesce(ru.names, '')
        else coalesce(r.subkind, '') end as info_text${sql.literal(extra.columns)}
    from picked r left join players ru on ru.reservation_id = r.id left join fees rf on rf.reservation_id = r.id
    ${sql.literal(extra.from)}
  ) x`)

/** Every reservation of a facility's day, by start, court and id, as the day board's JSON. */
export const dayBoardJson = (facilityId: number, date: string) =>
  withSql((sql) =>
    Effect.map(
      reservationsJson(
        sql,
        sql`r.facility_id = ${facilityId} and r.local_date = ${date}::date`,
        sql`x.hour_start, x.court_id, x.id`,
      ),
      (rows) => jsonText<ReadonlyArray<Reservation>>(rows[0]!.json),
    ),
  )

export const findReservation = (id: number) =>
  Effect.map(findReservations([id]), (found) => Option.fromNullable(found[0]))

/** The active lessons of a facility-local day, by start; of one teacher when given. */
export const lessonsOn = (facilityId: number, date: string, teacherId?: number) =>
  sqlGen(function* (sql) {
    // A lesson is its teacher's; a clinic session is each of its clinic's coaches'.
    const rows = yield* sql<{ id: number; teacher_ids: ReadonlyArray<number | string> }>`
      select id, teacher_ids from (
        select r.id, r.hour_start,
          case when r.kind = 'clinic' then coalesce((
            select c.coach_ids from clinic_lessons l join clinics c on c.id = l.clinic_id
            where l.facility_id = r.facility_id and l.reservation_id = r.id limit 1), '{}')
          else array[r.teacher_id] end as teacher_ids
        from reservations r
        where r.facility_id = ${facilityId} and r.local_date = ${date}::date and r.parent_id is null
          and (r.teacher_id is not null or r.kind = 'clinic') and r.status in ${sql.literal(ACTIVE)}
      ) day
      where ${teacherId === undefined ? sql`cardinality(teacher_ids) > 0` : sql`${teacherId} = any(teacher_ids)`}
      order by hour_start, id`
    const found = new Map((yield* findReservations(rows.map((r) => Number(r.id)))).map((r) => [r.id, r]))
    return rows.flatMap((row) => {
      const reservation = found.get(Number(row.id))
      return reservation === undefined ? [] : [{ reservation, teacher_ids: row.teacher_ids.map(Number) }]
    })
  })

/** Reservations by id, in the order given (missing ones left out), in three queries whatever their number. */
export const findReservations = (ids: ReadonlyArray<number>) =>
  sqlGen(function* (sql) {
    if (ids.length === 0) return [] as ReadonlyArray<Reservation>
    const rows = yield* sql<ReservationRow>`
      select ${sql.literal(RESERVATION_COLUMNS)} from reservations where id = any(${ids}::bigint[])`
    if (rows.length === 0) return []
    // Players and fees are kept by facility: naming it reads only these bookings' rows.
    const facilities = [...new Set(rows.map((r) => r.facility_id))]
    const users = yield* sql<typeof ReservationUser.Type & { reservation_id: number }>`
      select id, reservation_id, user_id, name, rating, team, guest from reservation_users
      where facility_id in ${sql.in(facilities)} and reservation_id = any(${ids}::bigint[]) order by id`
    const fees = yield* sql<typeof ReservationFee.Type & { reservation_id: number }>`
      select id, reservation_id, user_index, reservation_user_id as ru_id, amount, description from reservation_fees
      where facility_id in ${sql.in(facilities)} and reservation_id = any(${ids}::bigint[]) order by id`
    // Grouped once: a day board is hundreds of bookings, each looked up by id.
    const byId = new Map(rows.map((r) => [Number(r.id), r]))
    const usersOf = groupBy(users)
    const feesOf = groupBy(fees)
    return ids.flatMap((id): ReadonlyArray<Reservation> => {
      const found = byId.get(id)
      return found === undefined ? [] : [toReservation(found, usersOf.get(id) ?? [], feesOf.get(id) ?? [])]
    })
  })

const groupBy = <T extends { readonly reservation_id: number }>(list: ReadonlyArray<T>) => {
  const groups = new Map<number, Array<T>>()
  for (const item of list) {
    const group = groups.get(item.reservation_id)
    if (group === undefined) groups.set(item.reservation_id, [item])
    else group.push(item)
  }
  return groups
}

/** A reservation as the API shows it, from its row, its players and its fees in their order. */
export const toReservation = (
  row: ReservationRow,
  users: ReadonlyArray<typeof ReservationUser.Type>,
  fees: ReadonlyArray<typeof ReservationFee.Type>,
): Reservation => {
  const { clinic_public_name, ...rest } = row
  const players = users.map(({ id, user_id, name, rating, team, guest }) => ({
    id,
    user_id,
    name,
    rating,
    team,
    guest,
  }))
  const own = fees.map(({ id, user_index, ru_id, amount, description }) => ({
    id,
    user_index,
    ru_id,
    amount,
    description,
  }))
  return {
    ...rest,
    users: players,
    fees: own,
    totals: { total: own.reduce((sum, f) => sum + f.amount, 0) },
    info_text: blockInfoText({ ...rest, users: players, clinic: { public_name: clinic_public_name } }),
  }
}

/**
 * A facility's public calendar of a local date in one statement: what the day's meta needs of the
 * club (its zone, booking limits, opening hours and schedule rules) and every active court with its
 * active reservations (and slots held for watchers) as the public calendar shows them, encoded by
 * PostgreSQL: a guest, or a player whose profile is not public, appears as initials
 * (`venue_initials`). None when there is no such facility.
 */
export const calendarDay = (facilityId: number, date: string) =>
  withSql((sql) =>
    Effect.map(
      sql<Omit<CalendarDayFacts, "courts"> & { readonly json: string }>`
        with f as (
          select id, time_zone, min_hours_range, max_hours_range, interval_rounding from facilities where id = ${facilityId}
        ),
        day as (
          select id, court_id, kind, subkind, hour_start, hour_end, teacher_id, clinic_public_name, clinic_category
          from reservations
          where facility_id = ${facilityId} and local_date = ${date}::date and status in ${sql.literal(ACTIVE)}
          -- A slot held for a watcher is taken too; it is no booking, so its id is its offer's, negated.
          union all
          select -id, court_id, 'other', 'Held', hour_start, hour_end, null, null, null
          from slot_offers
          where facility_id = ${facilityId} and local_date = ${date}::date and status = 'open' and expires_at > now()
        ),
        -- Objects as rows turned to JSON (see reservationsJson). Grouped once for the day: a lookup per
        -- booking costs PostgreSQL twice the time. Materialized,
        -- here and below, so that no plan builds them again per booking or per court, whatever the
        -- statistics say (a table never analysed looks nearly empty and invites exactly that).
        players as materialized (
          select ru.reservation_id, json_agg((select p from (select
              case when u.public_profile then ru.name else venue_initials(ru.name) end as name) p) order by ru.id) as users
          from reservation_users ru left join users u on u.id = ru.user_id
          where ru.facility_id = ${facilityId} and ru.reservation_id in (select id from day)
          group by ru.reservation_id
        ),
        blocks as materialized (
          select r.court_id, json_agg((select b from (select
              r.id, r.kind, r.subkind, r.hour_start, r.hour_end, coalesce(p.users, '[]') as users,
              case when t.id is not null then json_build_object('name', t.first_name || ' ' || t.last_name) end as teacher,
              case when r.kind = 'clinic'
                then json_build_object('public_name', r.clinic_public_name, 'category', r.clinic_category) end as clinic
            ) b) order by r.hour_start, r.id) as blocks
          from day r left join players p on p.reservation_id = r.id left join users t on t.id = r.teacher_id
          group by r.court_id
        )
        select f.time_zone, f.min_hours_range, f.max_hours_range, f.interval_rounding,
          ${sql.literal(HOURS_AND_RULES)},
          (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'reservations', coalesce(b.blocks, '[]'))
              order by c.sort_order, c.id), '[]')::text
             from courts c left join blocks b on b.court_id = c.id
             where c.facility_id = f.id and c.active) as json
        from f`,
      (rows) =>
        Option.map(Option.fromNullable(rows[0]), ({ json, ...facts }) => ({
          ...facts,
          courts: jsonText<ReadonlyArray<CalendarCourt>>(json),
        })),
    ),
  )

export const ReservationsRepoLive = repository(ReservationsRepo, (on) => ({
  find: on(findReservation),
  findMany: on(findReservations),
  calendarDay: on.read(calendarDay),
  lock: on(rowLock("reservations")),
  lessonsOn: on(lessonsOn),
  dayJson: on(dayBoardJson),
  agendaJson: on(agendaJson),
  agendaListJson: on(agendaListJson),
  setStatus: on((id: number, status: ReservationStatus, by?: number | null) =>
    Effect.flatMap(
      SqlClient.SqlClient,
      // Child court reservations go with their parent, freeing every court.
      (sql) => sql`
        update reservations set status = ${status}, updated_at = now(),
          cancelled_by = ${by === undefined ? sql.literal("cancelled_by") : by},
          cancelled_at = ${by === undefined ? sql.literal("cancelled_at") : sql.literal("now()")}
        where id = ${id} or (parent_id = ${id} and status in ${sql.literal(ACTIVE)})`,
    ).pipe(Effect.asVoid),
  ),
  withFeesOf: on((userId: number) =>
    Effect.flatMap(SqlClient.SqlClient, (sql) =>
      Effect.map(
        // From the person's own rows, and only bookings with a share their payments and coupons do
        // not yet cover (as pendingItems counts), so a long paid history is not read on every visit.
        idRows(sql`
          with theirs as (
            select facility_id, reservation_id as id from reservation_users where user_id = ${userId}
            union
            select facility_id, id from reservations where created_by = ${userId}
          )
          select r.id from theirs join reservations r on r.id = theirs.id
          where (r.status in ${sql.literal(ACTIVE)} or r.no_show)
            and exists (
              select 1 from (
                select reservation_user_id as ru, sum(amount) as due from reservation_fees
                where facility_id = theirs.facility_id and reservation_id = r.id group by reservation_user_id
              ) d
              where d.due >
                (select coalesce(sum(p.amount), 0) from payments p
                 where p.facility_id = theirs.facility_id and p.reservation_id = r.id and p.refund_of is null
                   and p.status in ('paid', 'pending')
                   and p.payable_type = case when d.ru is null then 'reservation' else 'reservation_user' end
                   and (d.ru is null or p.payable_id = d.ru))
                + (select coalesce(sum(c.discount), 0) from coupon_redemptions c
                   where c.facility_id = theirs.facility_id and c.reservation_id = r.id
                     and c.payable_type = case when d.ru is null then 'reservation' else 'reservation_user' end
                     and (d.ru is null or c.payable_id = d.ru)))
          order by r.id limit 200`),
        (rows) => rows.map((r) => Number(r.id)),
      ),
    ),
  ),
}))
