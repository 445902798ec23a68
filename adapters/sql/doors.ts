import { Effect, Option } from "effect"
import { type DoorBooking, DoorLogEntry, type DoorOpening } from "../../engine/doors/rules"
import { repository, rowsOf, withSql } from "./client"
import { ACTIVE } from "./statuses"
import { DoorsRepo } from "../../engine/doors/port"

/** Door access (migration 0038): the bookings the door opens for, and the door log. */

export const bookingAround = (query: {
  readonly facilityId: number
  readonly userId: number
  readonly at: Date
  readonly minutes: number
  readonly reservationId: number | undefined
}) =>
  withSql((sql) =>
    Effect.map(
      sql<DoorBooking>`
        select r.id as reservation_id, c.name as court_name
        from reservations r
        join courts c on c.facility_id = r.facility_id and c.id = r.court_id
        where r.facility_id = ${query.facilityId}
          and r.local_date between ${query.at}::timestamptz::date - 1 and ${query.at}::timestamptz::date + 1
          and r.status in ${sql.literal(ACTIVE)}
          -- Bounds on the range's ends rather than an overlap, so the index of the club's days answers, not the court index.
          and lower(r.during) <= ${query.at}::timestamptz + make_interval(mins => ${query.minutes})
          and upper(r.during) >= ${query.at}::timestamptz - make_interval(mins => ${query.minutes})
          and (r.created_by = ${query.userId} or exists (
            select 1 from reservation_users u
            where u.facility_id = r.facility_id and u.reservation_id = r.id and u.user_id = ${query.userId}))
          ${query.reservationId === undefined ? sql`` : sql`and r.id = ${query.reservationId}`}
        order by lower(r.during)
        limit 1`,
      (rows) => Option.fromNullable(rows[0]),
    ),
  )

export const recordDoorOpening = (opening: DoorOpening) =>
  withSql((sql) => Effect.asVoid(sql`insert into door_openings ${sql.insert({ ...opening })}`))

export const doorLog = (facilityId: number, from: Date, to: Date) =>
  withSql((sql) =>
    rowsOf(DoorLogEntry)(sql`
      select d.id, to_json(d.at) #>> '{}' as at, d.user_id,
        nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as name,
        d.reservation_id, d.lock, d.outcome, d.reason
      from door_openings d
      left join users u on u.id = d.user_id
      where d.facility_id = ${facilityId} and d.at >= ${from} and d.at < ${to}
      order by d.at desc
      limit 500`),
  )

export const DoorsRepoLive = repository(DoorsRepo, (on) => ({
  bookingAround: on(bookingAround),
  record: on(recordDoorOpening),
  log: on(doorLog),
}))
