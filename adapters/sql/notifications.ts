import type { SqlClient } from "@effect/sql/SqlClient"
import { Effect, Schema } from "effect"
import type { Language } from "../../engine/i18n/languages"
import { type BookingNotice, type BookingNoticeKind, NotificationSettings } from "../../engine/notifications/rules"
import { DEFAULT_SETTINGS } from "../../engine/notifications/rules"
import { idRows, repository, rowsOf, userRows, withSql } from "./client"
import { inTurns, type WorkQueue } from "./jobs"
import { ACTIVE } from "./statuses"
import { NotificationsRepo } from "../../engine/notifications/port"

const calendarTokenRows = rowsOf(Schema.Struct({ calendar_token: Schema.NullOr(Schema.String) }))

/** Booking notifications and people's notification settings (migration 0036). */

export const enqueueNotice = (reservationId: number, kind: BookingNoticeKind, note?: string) =>
  withSql((sql) =>
    Effect.asVoid(sql`
      insert into notifications (facility_id, user_id, kind, reservation_id, note)
      select distinct ru.facility_id, ru.user_id, ${kind}, ru.reservation_id, ${note ?? null}::text
      from reservations r join reservation_users ru on ru.facility_id = r.facility_id and ru.reservation_id = r.id
      where r.id = ${reservationId} and ru.user_id is not null
      on conflict (facility_id, user_id, kind, reservation_id) do nothing`),
  )

export const enqueueReminders = (facilityId: number, from: string, to: string) =>
  withSql((sql) =>
    Effect.map(
      idRows(sql`
        insert into notifications (facility_id, user_id, kind, reservation_id)
        select distinct r.facility_id, ru.user_id, 'booking_reminder', r.id
        from reservations r
        join reservation_users ru on ru.facility_id = r.facility_id and ru.reservation_id = r.id
        left join notification_settings s on s.user_id = ru.user_id
        where r.facility_id = ${facilityId} and r.local_date between ${from}::date and ${to}::date
          and r.status in ${sql.literal(ACTIVE)} and r.parent_id is null and ru.user_id is not null
          and lower(r.during) > now()
          and lower(r.during) <= now() + make_interval(hours => coalesce(s.reminder_hours, 24))
          and coalesce(s.reminder_hours, 24) > 0
          and not ('booking_reminder' = any(coalesce(s.muted, '{}')))
          -- Booked after the window opened: the confirmation says it all.
          and r.created_at < lower(r.during) - make_interval(hours => coalesce(s.reminder_hours, 24))
        on conflict (facility_id, user_id, kind, reservation_id) do nothing
        returning id`),
      (rows) => rows.length,
    ),
  )

const NOTICE_COLUMNS = `n.id, n.kind, n.reservation_id, n.facility_id, n.user_id, u.email, trim(u.first_name || ' ' || u.last_name) as person,
  coalesce(s.muted, '{}') as muted, f.name as facility, coalesce(f.address, '') as address, f.time_zone,
  coalesce(c.name, '') as court, lower(r.during) as starts_at, upper(r.during) as ends_at, r.kind as reservation_kind,
  coalesce(r.status not in ${ACTIVE}, true) as cancelled, r.id is null as gone, n.note,
  coalesce(u.language, f.language) as language,
  (select trim(t.first_name || ' ' || t.last_name) from users t where t.id = r.teacher_id) as teacher`

/** How long a sender holds a notice, and how many holds it may run out before it is given up. */
const LEASE = "10 minutes"
const MOST_TRIES = 5

/** The booking-mail job's items: notices. */
export const noticeQueue = (sql: SqlClient): WorkQueue => ({
  job: "booking-mail",
  table: "notifications",
  leased: sql`sent_at is null and attempts < ${MOST_TRIES} and claimed_at >= now() - ${LEASE}::interval`,
  due: sql`sent_at is null and attempts < ${MOST_TRIES} and (claimed_at is null or claimed_at < now() - ${LEASE}::interval)`,
  failed: sql`sent_at is null and attempts >= ${MOST_TRIES}`,
  dueSince: sql`created_at`,
  turnsBy: sql`facility_id`,
})

export const claimNotices = (limit: number) =>
  withSql((sql) =>
    Effect.map(
      sql<
        Omit<BookingNotice, "starts_at" | "ends_at"> & {
          starts_at: Date | string | null
          ends_at: Date | string | null
        }
      >`
        with taken as (
          update notifications set claimed_at = now(), attempts = attempts + 1
          where id in (
            select id from notifications
            where id in (${inTurns(sql, noticeQueue(sql), limit, sql`id`)}) and ${noticeQueue(sql).due}
            for update skip locked)
          returning id, kind, reservation_id, facility_id, user_id, note
        )
        select ${sql.literal(NOTICE_COLUMNS)}
        from taken n
        join users u on u.id = n.user_id
        join facilities f on f.id = n.facility_id
        left join notification_settings s on s.user_id = n.user_id
        left join reservations r on r.facility_id = n.facility_id and r.id = n.reservation_id
        left join courts c on c.id = r.court_id
        order by n.id`,
      // A deleted booking has no times; `gone` says so, and nothing is sent of it.
      (rows) =>
        rows.map((row) => ({ ...row, starts_at: new Date(row.starts_at ?? 0), ends_at: new Date(row.ends_at ?? 0) })),
    ),
  )

export const markNoticeSent = (id: number, outcome: string) =>
  withSql((sql) =>
    Effect.asVoid(
      sql`update notifications set sent_at = now(), outcome = ${outcome}, last_error = null where id = ${id}`,
    ),
  )

export const markNoticeFailed = (id: number, error: string) =>
  withSql((sql) => Effect.asVoid(sql`update notifications set last_error = ${error.slice(0, 500)} where id = ${id}`))

export const notificationSettings = (userId: number) =>
  withSql((sql) =>
    Effect.map(
      rowsOf(NotificationSettings)(
        sql`select muted, reminder_hours from notification_settings where user_id = ${userId}`,
      ),
      (rows) => rows[0] ?? DEFAULT_SETTINGS,
    ),
  )

export const saveNotificationSettings = (userId: number, settings: NotificationSettings) =>
  withSql((sql) =>
    Effect.asVoid(sql`
      insert into notification_settings (user_id, muted, reminder_hours)
      values (${userId}, ${[...settings.muted]}, ${settings.reminder_hours})
      on conflict (user_id) do update set muted = excluded.muted, reminder_hours = excluded.reminder_hours,
        updated_at = now()`),
  )

export const calendarToken = (userId: number) =>
  withSql((sql) =>
    Effect.map(
      calendarTokenRows(sql`select calendar_token from notification_settings where user_id = ${userId}`),
      (rows) => rows[0]?.calendar_token ?? undefined,
    ),
  )

export const setCalendarToken = (userId: number, token: string | null) =>
  withSql((sql) =>
    Effect.asVoid(sql`
      insert into notification_settings (user_id, calendar_token) values (${userId}, ${token})
      on conflict (user_id) do update set calendar_token = excluded.calendar_token, updated_at = now()`),
  )

export const userOfCalendarToken = (token: string) =>
  withSql((sql) =>
    Effect.map(
      userRows(sql`select user_id from notification_settings where calendar_token = ${token}`),
      (rows) => rows[0]?.user_id,
    ),
  )

export const calendarBookings = (userId: number, from: Date, to: Date) =>
  withSql((sql) =>
    Effect.map(
      sql<{
        reservation_id: number
        facility: string
        address: string
        court: string
        starts_at: Date | string
        ends_at: Date | string
        reservation_kind: string
        teacher: string | null
        cancelled: boolean
        language: Language
      }>`
        select r.id as reservation_id, f.name as facility, coalesce(f.address, '') as address,
          coalesce(c.name, '') as court, lower(r.during) as starts_at, upper(r.during) as ends_at,
          r.kind as reservation_kind, false as cancelled,
          (select trim(t.first_name || ' ' || t.last_name) from users t where t.id = r.teacher_id) as teacher,
          coalesce((select u.language from users u where u.id = ${userId}), f.language) as language
        from reservations r
        join facilities f on f.id = r.facility_id
        left join courts c on c.id = r.court_id
        -- By id from the person's own rows by day, never from a club's history.
        where r.id = any(array(
            (select reservation_id from reservation_users
            where user_id = ${userId}
              and local_date between (${from}::timestamptz at time zone 'UTC')::date - 1
                and (${to}::timestamptz at time zone 'UTC')::date + 1
            limit 2000)
            union all
            -- The clinic sessions they hold a place in.
            (select l.reservation_id from user_clinics uc
            cross join lateral (
              select a.clinic_lesson_id from lesson_attendances a
              where a.facility_id = uc.facility_id and a.user_clinic_id = uc.id and not a.waitlist and not a.inquiry
              limit 500) a
            cross join lateral (
              select l.reservation_id from clinic_lessons l
              where l.id = a.clinic_lesson_id
                and l.local_date between (${from}::timestamptz at time zone 'UTC')::date - 1
                  and (${to}::timestamptz at time zone 'UTC')::date + 1
              limit 1) l
            where uc.user_id = ${userId}
            limit 2000)))
          and r.status in ${sql.literal(ACTIVE)} and lower(r.during) >= ${from} and lower(r.during) < ${to}
        order by starts_at
        limit 500`,
      (rows) => rows.map((row) => ({ ...row, starts_at: new Date(row.starts_at), ends_at: new Date(row.ends_at) })),
    ),
  )

export const NotificationsRepoLive = repository(NotificationsRepo, (on) => ({
  enqueue: on(enqueueNotice),
  enqueueReminders: on(enqueueReminders),
  claim: on(claimNotices),
  markSent: on(markNoticeSent),
  markFailed: on(markNoticeFailed),
  settings: on(notificationSettings),
  saveSettings: on(saveNotificationSettings),
  calendarToken: on(calendarToken),
  setCalendarToken: on(setCalendarToken),
  userOfCalendarToken: on(userOfCalendarToken),
  calendarBookings: on(calendarBookings),
}))
