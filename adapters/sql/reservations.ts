import { SqlClient, type SqlError } from "@effect/sql"
import { dieOnSqlError, sqlGen, withSql } from "./client"
import { ACTIVE, NOT_ENDED_SINCE } from "./statuses"
import { Reservation, ReservationFee, ReservationUser } from "../../engine/records"
export { Reservation, ReservationFee, ReservationUser } from "../../engine/records"
import { Data, Effect, Option } from "effect"
import type { OpeningHours, ScheduleRule } from "../../engine/booking"
import { initials } from "../../engine/dates"
import { blockInfoText } from "../../engine/calendarGrid"
import { ReservationKind } from "../../engine/reservations"

/** Two active reservations would overlap on one court: the exclusion constraint said no. */
export class SlotTaken extends Data.TaggedError("SlotTaken")<{ readonly court_id: number }> {}

export interface BookingSettings {
  readonly time_zone: string
  readonly min_hours_range: number
  readonly max_hours_range: number
  readonly interval_rounding: number
  readonly max_active_bookings: number
  readonly require_booking_waiver: boolean
  readonly opening: ReadonlyArray<OpeningHours>
  readonly rules: ReadonlyArray<ScheduleRule>
}

/** What the booking rules need to know about a facility. */
export const bookingSettings = (facilityId: number) =>
  sqlGen(function* (sql) {
    const [facility] = yield* sql<Omit<BookingSettings, "opening" | "rules">>`
      select time_zone, min_hours_range, max_hours_range, interval_rounding, max_active_bookings, require_booking_waiver
      from facilities where id = ${facilityId}`
    if (facility === undefined) return Option.none<BookingSettings>()
    const opening =
      yield* sql<OpeningHours>`select day, hour_start, hour_end from facility_schedules where facility_id = ${facilityId}`
    const rules = yield* sql<ScheduleRule>`
      select kind, court_ids, starts_on::text as starts_on, ends_on::text as ends_on, days, hour_start, hour_end,
        min_duration, max_duration, note
      from schedule_rules where facility_id = ${facilityId}`
    return Option.some({
      ...facility,
      opening,
      rules: rules.map((r) => ({ ...r, court_ids: r.court_ids?.map(Number) ?? null })),
    })
  })

export interface NewReservation {
  readonly facility_id: number
  readonly court_id: number
  readonly date: string
  readonly hour_start: number
  readonly hour_end: number
  readonly starts_at: Date
  readonly ends_at: Date
  readonly kind: ReservationKind
  readonly subkind: string | null
  readonly reservation_type: number
  readonly created_by: number | null
  readonly teacher_id: number | null
  readonly guest_name: string | null
  readonly parent_id?: number | null
  /** What the public calendar says of a clinic session. */
  readonly clinic?: { readonly public_name: string; readonly category: string } | null
  readonly users: ReadonlyArray<{
    readonly user_id: number | null
    readonly name: string
    readonly rating: number | null
    readonly guest: boolean
  }>
}

const isExclusionViolation = (error: SqlError.SqlError) =>
  (error.cause as { code?: string } | undefined)?.code === "23P01"

/**
 * Serialises bookings of these courts until the transaction ends. Without it, concurrent inserts
 * that the exclusion constraint must compare wait on each other and PostgreSQL ends one as a
 * deadlock; with it, the second sees the first's row and fails cleanly as a taken slot. Locks are
 * taken in court order so that two multi-court bookings cannot wait on each other.
 */
export const lockCourts = (courtIds: ReadonlyArray<number>) =>
  sqlGen(function* (sql) {
    for (const id of [...new Set(courtIds)].sort((a, b) => a - b)) {
      yield* sql`select pg_advisory_xact_lock(${COURT_LOCK_SPACE}, ${id}::int)`
    }
  })

/** The first key of the court locks, so they never collide with other advisory locks. */
const COURT_LOCK_SPACE = 7301

/** Inserts a reservation and its players (inside a transaction holding `lockCourts`); `SlotTaken` when the court is held then. */
export const insertReservation = (r: NewReservation) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id: number }>`
      insert into reservations (facility_id, court_id, during, local_date, hour_start, hour_end, kind, subkind,
        reservation_type, created_by, teacher_id, guest_name, parent_id, clinic_public_name, clinic_category)
      values (${r.facility_id}, ${r.court_id}, tstzrange(${r.starts_at}, ${r.ends_at}, '[)'), ${r.date}, ${r.hour_start},
        ${r.hour_end}, ${r.kind}, ${r.subkind}, ${r.reservation_type}, ${r.created_by}, ${r.teacher_id}, ${r.guest_name},
        ${r.parent_id ?? null}, ${r.clinic?.public_name ?? null}, ${r.clinic?.category ?? null})
      returning id`
    for (const user of r.users) {
      yield* sql`
        insert into reservation_users (facility_id, reservation_id, user_id, name, rating, guest)
        values (${r.facility_id}, ${row!.id}, ${user.user_id}, ${user.name}, ${user.rating}, ${user.guest})`
    }
    return row!.id
  }).pipe(
    Effect.catchIf(
      (error): error is SqlError.SqlError => error._tag === "SqlError" && isExclusionViolation(error),
      () => Effect.fail(new SlotTaken({ court_id: r.court_id })),
    ),
    dieOnSqlError,
  )

export const findReservation = (id: number) =>
  Effect.map(findReservations([id]), (found) => Option.fromNullable(found[0]))

/** Reservations by id, in the order given (missing ones left out), in three queries whatever their number. */
export const findReservations = (ids: ReadonlyArray<number>) =>
  sqlGen(function* (sql) {
    if (ids.length === 0) return [] as ReadonlyArray<Reservation>
    const rows = yield* sql<
      Omit<Reservation, "users" | "fees" | "totals" | "info_text"> & { clinic_public_name: string | null }
    >`
      select id, facility_id, court_id, local_date::text as date, hour_start, hour_end,
        to_json(lower(during)) #>> '{}' as starts_at, to_json(upper(during)) #>> '{}' as ends_at,
        kind, subkind, status, reservation_type, created_by, teacher_id, allow_cancel, official_match, guest_name,
        parent_id, clinic_public_name
      from reservations where id in ${sql.in(ids)}`
    if (rows.length === 0) return []
    // Players and fees are kept by facility: naming it reads only these bookings' rows.
    const facilities = [...new Set(rows.map((r) => r.facility_id))]
    const users = yield* sql<typeof ReservationUser.Type & { reservation_id: number }>`
      select id, reservation_id, user_id, name, rating, team, guest from reservation_users
      where facility_id in ${sql.in(facilities)} and reservation_id in ${sql.in(ids)} order by id`
    const fees = yield* sql<typeof ReservationFee.Type & { reservation_id: number }>`
      select id, reservation_id, user_index, reservation_user_id as ru_id, amount, description from reservation_fees
      where facility_id in ${sql.in(facilities)} and reservation_id in ${sql.in(ids)} order by id`
    return ids.flatMap((id): ReadonlyArray<Reservation> => {
      const found = rows.find((r) => Number(r.id) === id)
      if (found === undefined) return []
      const { clinic_public_name, ...row } = found
      const own = fees.filter((f) => f.reservation_id === row.id).map(({ reservation_id: _, ...fee }) => fee)
      const players = users.filter((u) => u.reservation_id === row.id).map(({ reservation_id: _, ...user }) => user)
      return [
        {
          ...row,
          users: players,
          fees: own,
          totals: { total: own.reduce((sum, f) => sum + f.amount, 0) },
          info_text: blockInfoText({ ...row, users: players, clinic: { public_name: clinic_public_name } }),
        },
      ]
    })
  })

/** Active reservations of a person (booked by them or playing in them) that have not ended. */
export const activeBookingsOf = (facilityId: number, userId: number) =>
  sqlGen(function* (sql) {
    const [row] = yield* sql<{ n: number }>`
      select count(*)::int as n from reservations r
      where r.facility_id = ${facilityId} and r.status in ${sql.literal(ACTIVE)} and upper(r.during) > now()
        and r.local_date >= ${sql.literal(NOT_ENDED_SINCE)}
        and (r.created_by = ${userId}
             or exists (select 1 from reservation_users u
                        where u.user_id = ${userId} and u.facility_id = r.facility_id and u.reservation_id = r.id))`
    return row!.n
  })

export interface CalendarBlock {
  readonly id: number
  readonly kind: ReservationKind
  readonly subkind: string | null
  readonly hour_start: number
  readonly hour_end: number
  readonly users: ReadonlyArray<{ readonly name: string }>
  readonly teacher: { readonly name: string } | null
  readonly clinic: { readonly public_name: string | null; readonly category: string | null } | null
}

/**
 * Every active court of a facility with its active reservations on a local date, as the public
 * calendar shows them: a guest, or a player whose profile is not public, appears as initials.
 */
export const calendarDay = (facilityId: number, date: string) =>
  sqlGen(function* (sql) {
    const courts = yield* sql<{ id: number; name: string }>`
      select id, name from courts where facility_id = ${facilityId} and active order by sort_order, id`
    const rows = yield* sql<{
      id: number
      court_id: number
      kind: ReservationKind
      subkind: string | null
      hour_start: number
      hour_end: number
      teacher_name: string | null
      clinic_public_name: string | null
      clinic_category: string | null
      names: ReadonlyArray<{ name: string; public: boolean | null }> | null
    }>`
      select r.id, r.court_id, r.kind, r.subkind, r.hour_start, r.hour_end,
        t.first_name || ' ' || t.last_name as teacher_name, r.clinic_public_name, r.clinic_category,
        (select json_agg(json_build_object('name', ru.name, 'public', u.public_profile) order by ru.id)
           from reservation_users ru left join users u on u.id = ru.user_id
           where ru.facility_id = ${facilityId} and ru.reservation_id = r.id) as names
      from reservations r left join users t on t.id = r.teacher_id
      where r.facility_id = ${facilityId} and r.local_date = ${date} and r.status in ${sql.literal(ACTIVE)}
      order by r.hour_start, r.id`
    return courts.map((court) => ({
      id: court.id,
      name: court.name,
      reservations: rows
        .filter((r) => r.court_id === court.id)
        .map((r): CalendarBlock => ({
          id: r.id,
          kind: r.kind,
          subkind: r.subkind,
          hour_start: r.hour_start,
          hour_end: r.hour_end,
          // Guests (no profile) and people who keep theirs private, children by default, show as initials.
          users: (r.names ?? []).map((n) => ({ name: n.public === true ? n.name : initials(n.name) })),
          teacher: r.teacher_name === null ? null : { name: r.teacher_name },
          clinic: r.kind === "clinic" ? { public_name: r.clinic_public_name, category: r.clinic_category } : null,
        })),
    }))
  })

/** Of `userIds`, the members of the facility, with the name and rating a reservation lists. */
export const membersByIds = (facilityId: number, userIds: ReadonlyArray<number>) =>
  userIds.length === 0
    ? Effect.succeed([])
    : withSql(
        (sql) => sql<{ id: number; name: string; rating: number | null }>`
          select u.id, u.first_name || ' ' || u.last_name as name, u.rating from users u
          join facility_users fu on fu.user_id = u.id and fu.facility_id = ${facilityId}
          where u.id in ${sql.in(userIds)}`,
      )

/** Of `courtIds`, the facility's courts open for booking. */
export const openCourtsOf = (facilityId: number, courtIds: ReadonlyArray<number>) =>
  withSql((sql) =>
    Effect.map(
      sql<{
        id: number
      }>`select id from courts where facility_id = ${facilityId} and active and id in ${sql.in(courtIds)}`,
      (rows) => rows.map((r) => Number(r.id)),
    ),
  )

/** The facility of an open court; none for a closed or unknown one. */
export const facilityOfOpenCourt = (courtId: number) =>
  withSql((sql) =>
    Effect.map(sql<{ facility_id: number }>`select facility_id from courts where id = ${courtId} and active`, (rows) =>
      rows[0] === undefined ? undefined : Number(rows[0].facility_id),
    ),
  )

export const hasReservationPass = (facilityId: number, userId: number) =>
  withSql((sql) =>
    Effect.map(
      sql`select 1 from booking_passes where facility_id = ${facilityId} and user_id = ${userId} and reservation_pass`,
      (rows) => rows.length > 0,
    ),
  )

export const isTeacherAt = (facilityId: number, userId: number) =>
  withSql((sql) =>
    Effect.map(
      sql`select 1 from facility_users where facility_id = ${facilityId} and user_id = ${userId} and role = 'teacher'`,
      (rows) => rows.length > 0,
    ),
  )
