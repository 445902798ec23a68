import { SqlClient, type SqlError, type Statement } from "@effect/sql"
import { Effect, Option } from "effect"
import { dieOnSqlError, repository } from "./client"
import { recordCourtFees } from "./courtFees"
import { currentPlanOf } from "./memberships"
import { HOURS_AND_RULES } from "./openingHours"
import { RESERVATION_COLUMNS, type ReservationRow, toReservation } from "./reservations"
import { ACTIVE, NOT_ENDED_SINCE } from "./statuses"
import { bookingWaiversAccepted } from "./waivers"
import type { BookingFacts, BookingFactsQuery, NewBooking } from "../../engine/bookings/port"
import { BookingsRepo, SlotTaken } from "../../engine/bookings/port"

/**
 * A booking's storage in two round trips: one statement reads everything its rules and prices
 * need, one writes it whole. A busy club's desk and players book at once; each statement saved
 * is a round trip every booking waits for.
 */

/** The person's upcoming active bookings at the facility (`f.id`), booked by them or playing in them. */
const activeBookings = (sql: SqlClient.SqlClient, userId: number) => sql`
  select count(*)::int from reservations r
  where r.facility_id = f.id and r.status in ${sql.literal(ACTIVE)} and upper(r.during) > now()
    and r.local_date >= ${sql.literal(NOT_ENDED_SINCE)}
    and (r.created_by = ${userId}
         or exists (select 1 from reservation_users u
                    where u.user_id = ${userId} and u.facility_id = r.facility_id and u.reservation_id = r.id))`

export const bookingFacts = (q: BookingFactsQuery) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const forId = q.booked_for
    const [row] = yield* sql<Omit<BookingFacts, "facility_id"> & { facility_id: number }>`
      with f as (
        select id, time_zone, currency, currency_decimals, min_hours_range, max_hours_range, interval_rounding,
          max_active_bookings, require_booking_waiver, court_fee_split
        from facilities
        where id = ${q.facility_id === undefined ? sql`(select facility_id from courts where id = ${q.court_ids[0] ?? 0})` : q.facility_id}
      )
      select f.id as facility_id, f.time_zone, f.currency, f.currency_decimals, f.min_hours_range, f.max_hours_range,
        f.interval_rounding, f.max_active_bookings, f.require_booking_waiver, f.court_fee_split,
        ${sql.literal(HOURS_AND_RULES)},
        (select coalesce(json_agg(json_build_object('court_ids', court_ids, 'days', days, 'hour_start', hour_start,
             'hour_end', hour_end, 'user_type', user_type, 'price_per_hour', price_per_hour, 'prime_time', prime_time)), '[]')
           from court_rates where facility_id = f.id) as rates,
        (select coalesce(json_agg(id), '[]') from courts
           where facility_id = f.id and active and id = any(${q.court_ids}::bigint[])) as open_court_ids,
        (select coalesce(json_agg(json_build_object('id', u.id, 'name', u.first_name || ' ' || u.last_name,
             'rating', u.rating, 'birth_date', u.birth_date, 'member', fu.user_id is not null,
             'pass', (select json_build_object('affiliation', p.affiliation, 'reservation_pass', p.reservation_pass)
                      from booking_passes p where p.facility_id = f.id and p.user_id = u.id),
             'membership', (select json_build_object('booking_window_days', mp.booking_window_days,
                              'max_active_bookings', mp.max_active_bookings,
                              'lesson_discount_percent', mp.lesson_discount_percent)
                      from (${currentPlanOf(sql, sql`f.id`, sql`u.id`)}) mp))), '[]')
           from users u left join facility_users fu on fu.user_id = u.id and fu.facility_id = f.id
           where u.id = any(${q.people}::bigint[])) as people,
        case when f.max_active_bookings > 0 and ${forId !== null}
          then (${activeBookings(sql, forId ?? 0)}) else 0 end as active_bookings,
        not f.require_booking_waiver or ${forId === null}
          or ${bookingWaiversAccepted(sql, sql.literal("f.id"), forId ?? 0)} as waivers_accepted,
        exists (select 1 from facility_users
                where facility_id = f.id and user_id = ${q.teacher_id ?? 0} and role = 'teacher') as teacher_here,
        ${
          // A court booking names no teacher: its read skips the prices.
          q.teacher_id === null
            ? sql`'[]'::json`
            : sql`(select coalesce(json_agg(json_build_object('duration', duration, 'shift', shift, 'surface', surface,
                 'user_type', user_type, 'quantity', quantity, 'price', price,
                 'player_category_description', player_category_description,
                 'clinic_category_description', clinic_category_description)), '[]')
               from teacher_prices where facility_id = f.id and user_id = ${q.teacher_id})`
        } as teacher_prices,
        ${
          q.teacher_id === null || q.during === undefined
            ? sql`'[]'::json`
            : sql`(select coalesce(json_agg(json_build_object('hour_start', hour_start, 'hour_end', hour_end)
                   order by hour_start), '[]')
               from reservations where facility_id = f.id and local_date = ${q.during.date}::date
                 and teacher_id = ${q.teacher_id} and parent_id is null and status in ${sql.literal(ACTIVE)}
                 and hour_start < ${q.during.hour_end} and hour_end > ${q.during.hour_start})`
        } as teacher_busy
      from f`
    return Option.fromNullable(row)
  }).pipe(dieOnSqlError)

const isExclusionViolation = (error: SqlError.SqlError) =>
  (error.cause as { code?: string } | undefined)?.code === "23P01"

/** The first key of the court locks, so they never collide with other advisory locks. */
const COURT_LOCK_SPACE = 7301

/**
 * Writes a booking whole (its reservation, child court reservations, players and fees) in one
 * statement. The courts are locked first, in court order: without it, concurrent inserts the
 * exclusion constraint must compare wait on each other and PostgreSQL ends one as a deadlock;
 * with it, the second sees the first's row and fails cleanly as a taken slot. Player rows take
 * ids drawn ahead, so each fee is tied to its player by place, not by insertion order.
 */
export const writeBooking = (b: NewBooking) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const courts = [...new Set(b.court_ids)].sort((x, y) => x - y)
    const values = (parent: Statement.Fragment) => sql`
      select ${b.facility_id}, c.court_id, tstzrange(${b.starts_at}, ${b.ends_at}, '[)'), ${b.date}::date,
        ${b.hour_start}, ${b.hour_end}, ${b.kind}, ${b.subkind}, ${b.reservation_type}, ${b.created_by},
        ${b.teacher_id}, ${b.guest_name}, ${parent}, ${b.clinic?.public_name ?? null}, ${b.clinic?.category ?? null},
        ${b.series_id ?? null}::bigint`
    const [row] = yield* sql<ReservationRow & { users: ReadonlyArray<never>; fees: ReadonlyArray<never> }>`
      with locked as materialized (
        select count(pg_advisory_xact_lock(${COURT_LOCK_SPACE}, c::int)) as n
        from (select c from unnest(${courts}::bigint[]) c order by c) held
      ),
      parent as (
        insert into reservations (facility_id, court_id, during, local_date, hour_start, hour_end, kind, subkind,
          reservation_type, created_by, teacher_id, guest_name, parent_id, clinic_public_name, clinic_category, series_id)
        ${values(sql`null::bigint`)} from locked, (select ${b.court_ids[0]}::bigint as court_id) c
        returning ${sql.literal(RESERVATION_COLUMNS)}
      ),
      children as (
        insert into reservations (facility_id, court_id, during, local_date, hour_start, hour_end, kind, subkind,
          reservation_type, created_by, teacher_id, guest_name, parent_id, clinic_public_name, clinic_category, series_id)
        ${values(sql`parent.id`)} from locked, parent, unnest(${b.court_ids.slice(1)}::bigint[]) c (court_id)
        returning id
      ),
      given as materialized (
        select nextval(pg_get_serial_sequence('reservation_users', 'id')) as id, u.place, u.user_id, u.name, u.rating,
          u.guest
        from json_to_recordset(${JSON.stringify(b.users.map((u, place) => ({ ...u, place })))}::json)
          as u (place int, user_id bigint, name text, rating numeric, guest boolean)
      ),
      players as (
        insert into reservation_users (id, facility_id, reservation_id, local_date, user_id, name, rating, guest)
        overriding system value
        select given.id, ${b.facility_id}, parent.id, ${b.date}::date, given.user_id, given.name, given.rating, given.guest
        from parent, given
        returning id, user_id, name, rating, team, guest
      ),
      fees as (
        insert into reservation_fees (facility_id, reservation_id, reservation_user_id, user_index, amount, description)
        select ${b.facility_id}, parent.id, given.id, fee.user_index, fee.amount, fee.description
        from parent cross join json_to_recordset(${JSON.stringify(b.fees)}::json)
          as fee (user_index int, amount bigint, description text)
          left join given on given.place = fee.user_index
        returning id, user_index, reservation_user_id as ru_id, amount, description
      ),
      notices as (
        insert into notifications (facility_id, user_id, kind, reservation_id)
        select distinct ${b.facility_id}::bigint, players.user_id, 'booking_confirmation', parent.id
        from parent, players
        where players.user_id is not null and ${b.notify === true}
        on conflict (facility_id, user_id, kind, reservation_id) do nothing
      )
      select parent.*,
        (select coalesce(json_agg(players order by players.id), '[]') from players) as users,
        (select coalesce(json_agg(fees order by fees.id), '[]') from fees) as fees
      from parent`
    const { users, fees, ...reservation } = row!
    return toReservation(reservation, users, fees)
  }).pipe(
    Effect.catchIf(
      (error): error is SqlError.SqlError => error._tag === "SqlError" && isExclusionViolation(error),
      () => Effect.fail(new SlotTaken({ court_id: b.court_ids[0] })),
    ),
    dieOnSqlError,
  )

/** A reservation written as a booking is, without its rules or prices: the demo club's and tests' history. */
export const insertReservation = (r: Omit<NewBooking, "court_ids" | "fees"> & { readonly court_id: number }) =>
  Effect.map(writeBooking({ ...r, court_ids: [r.court_id], fees: [] }), (written) => written.id)

export const BookingsRepoLive = repository(BookingsRepo, (on) => ({
  facts: on.read(bookingFacts),
  write: on(writeBooking),
  replaceCourtFees: on(recordCourtFees),
}))
