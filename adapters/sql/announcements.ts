import type { SqlClient } from "@effect/sql/SqlClient"
import type { Fragment } from "@effect/sql/Statement"
import { Effect, Option, Schema } from "effect"
import {
  Announcement,
  type AnnouncementAudience,
  type AnnouncementFields,
  AnnouncementMetrics,
  Attachment,
  AudienceMetrics,
  type ClaimedDelivery,
  Delivery,
} from "../../engine/announcements/rules"
import { countRows, idRows, imageRows, nameRows, repository, rowsOf, sqlGen, withSql } from "./client"
import { inTurns, type WorkQueue } from "./jobs"
import { MEMBERSHIP_CURRENT } from "./statuses"
import { type AnnouncementQuery, AnnouncementsRepo } from "../../engine/announcements/port"

const facilityIdRows = rowsOf(Schema.Struct({ facility_id: Schema.NullOr(Schema.Number) }))

/**
 * Announcements of a club (or of the platform: facility_id null), their files and deliveries.
 * Lists name the club and status first, as the index does.
 */

const announcementRows = rowsOf(Announcement.pipe(Schema.omit("attachments", "delivery")))
const attachmentRows = rowsOf(Schema.Struct({ ...Attachment.fields, announcement_id: Schema.Number }))
const deliveryRows = rowsOf(Schema.Struct({ ...Delivery.fields, announcement_id: Schema.Number }))
const fileRows = rowsOf(
  Schema.Struct({
    announcement_id: Schema.Number,
    filename: Schema.String,
    content_type: Schema.String,
    bytes: Schema.Uint8ArrayFromSelf,
  }),
)
const totalsRows = rowsOf(AnnouncementMetrics.pipe(Schema.omit("by_audience")))
const audienceRows = rowsOf(AudienceMetrics)

const ofClub = (sql: SqlClient, facilityId: number | null, column = "a.facility_id") =>
  facilityId === null ? sql`${sql(column)} is null` : sql`${sql(column)} = ${facilityId}`

/** The audience's name, for the club: its plan's, group's or clinic's. */
const audienceName = (sql: SqlClient): Fragment => sql`
  case a.audience
    when 'everyone' then 'Everyone'
    when 'plan' then (select p.name from membership_plans p where p.id = a.audience_id)
    when 'group' then (select g.title from groups g where g.id = a.audience_id)
    when 'clinic' then (select c.name from clinics c where c.id = a.audience_id)
  end`

export const announcements = (q: AnnouncementQuery) =>
  sqlGen(function* (sql) {
    const pattern = q.search === undefined || q.search.trim() === "" ? undefined : `%${q.search.trim()}%`
    const rows = yield* announcementRows(sql`
      select a.id, a.facility_id, a.title, a.content, a.audience, a.audience_id,
        coalesce(${audienceName(sql)}, '') as audience_name, a.status,
        a.thumbnail is not null as has_thumbnail,
        to_json(a.published_at) #>> '{}' as published_at, to_json(a.created_at) #>> '{}' as created_at,
        to_json(a.updated_at) #>> '{}' as updated_at
      from announcements a
      where ${ofClub(sql, q.facility_id)} and a.status in ${sql.in(q.statuses)}
        and ${q.id === undefined ? sql`true` : sql`a.id = ${q.id}`}
        and ${pattern === undefined ? sql`true` : sql`(a.title ilike ${pattern} or a.content ilike ${pattern})`}
        and ${
          q.reader === undefined
            ? sql`true`
            : sql`(a.audience = 'everyone' or exists (
                select 1 from announcement_deliveries d where d.announcement_id = a.id and d.user_id = ${q.reader}))`
        }
      order by a.published_at desc nulls first, a.id desc
      limit ${q.limit} offset ${q.offset}`)
    if (rows.length === 0) return []
    const files = yield* attachmentRows(sql`
      select id, announcement_id, filename, content_type, size from announcement_attachments
      where announcement_id in ${sql.in(rows.map((r) => r.id))} order by id`)
    return rows.map((row) => ({
      ...row,
      attachments: files.filter((f) => f.announcement_id === row.id).map(({ announcement_id: _, ...file }) => file),
    }))
  })

/** Whose an announcement is: a club's, or the platform's (null). */
export const announcementOwner = (id: number) =>
  withSql((sql) =>
    Effect.map(facilityIdRows(sql`select facility_id from announcements where id = ${id}`), (rows) =>
      Option.fromNullable(rows[0]),
    ),
  )

export const insertAnnouncement = (facilityId: number | null, fields: AnnouncementFields, authorId: number | null) =>
  withSql((sql) =>
    Effect.map(
      idRows(sql`
        insert into announcements (facility_id, title, content, audience, audience_id, status, author_id)
        values (${facilityId}, ${fields.title}, ${fields.content}, ${fields.audience}, ${fields.audience_id},
          'draft', ${authorId})
        returning id`),
      (rows) => rows[0]!.id,
    ),
  )

export const updateAnnouncement = (id: number, fields: AnnouncementFields) =>
  withSql((sql) =>
    Effect.asVoid(sql`update announcements set ${sql.update({ ...fields })}, updated_at = now() where id = ${id}`),
  )

export const deleteAnnouncement = (id: number) =>
  withSql((sql) => Effect.asVoid(sql`delete from announcements where id = ${id}`))

/**
 * Publishes a draft and writes one delivery per person of its audience who has an address: the
 * primary key keeps a second publish from adding anyone twice. The number of recipients.
 */
export const publishAnnouncement = (id: number) =>
  sqlGen(function* (sql) {
    const [a] = yield* sql<{ facility_id: number | null; audience: AnnouncementAudience; audience_id: number | null }>`
      update announcements set status = 'published', published_at = coalesce(published_at, now()), updated_at = now()
      where id = ${id}
      returning facility_id, audience, audience_id`
    if (a === undefined) return 0
    const people =
      a.audience === "everyone"
        ? a.facility_id === null
          ? sql`select id as user_id from users`
          : sql`select user_id from facility_users where facility_id = ${a.facility_id}`
        : a.audience === "plan"
          ? sql`
            select mm.user_id from memberships m
            join membership_members mm on mm.facility_id = m.facility_id and mm.membership_id = m.id
            where m.facility_id = ${a.facility_id} and m.plan_id = ${a.audience_id}
              and m.status in ${sql.literal(MEMBERSHIP_CURRENT)}`
          : a.audience === "group"
            ? sql`select user_id from group_members where facility_id = ${a.facility_id} and group_id = ${a.audience_id}`
            : sql`select user_id from user_clinics where facility_id = ${a.facility_id} and clinic_id = ${a.audience_id}`
    yield* sql`
      insert into announcement_deliveries (announcement_id, user_id, email)
      select distinct ${id}::bigint, u.id, u.email from (${people}) p join users u on u.id = p.user_id
      where u.email is not null and u.email <> ''
      on conflict do nothing`
    const [count] = yield* countRows(sql`
      select count(*)::int as n from announcement_deliveries where announcement_id = ${id}`)
    return count!.n
  })

export const saveThumbnail = (id: number, contentType: string, bytes: Uint8Array) =>
  withSql((sql) =>
    Effect.asVoid(sql`update announcements set thumbnail = ${bytes}, thumbnail_type = ${contentType} where id = ${id}`),
  )

export const thumbnail = (id: number) =>
  withSql((sql) =>
    Effect.map(
      imageRows(sql`
        select thumbnail_type as content_type, thumbnail as bytes from announcements
        where id = ${id} and thumbnail is not null`),
      (rows) => Option.fromNullable(rows[0]),
    ),
  )

export const attachmentCount = (announcementId: number) =>
  withSql((sql) =>
    Effect.map(
      countRows(sql`select count(*)::int as n from announcement_attachments where announcement_id = ${announcementId}`),
      (rows) => rows[0]!.n,
    ),
  )

export const addAttachment = (
  announcementId: number,
  file: { readonly filename: string; readonly content_type: string; readonly bytes: Uint8Array },
) =>
  withSql((sql) =>
    Effect.asVoid(sql`
      insert into announcement_attachments (announcement_id, filename, content_type, size, bytes)
      values (${announcementId}, ${file.filename}, ${file.content_type}, ${file.bytes.length}, ${file.bytes})`),
  )

/** An attachment and the announcement it belongs to. */
export const attachment = (id: number) =>
  withSql((sql) =>
    Effect.map(
      fileRows(sql`
        select announcement_id, filename, content_type, bytes from announcement_attachments where id = ${id}`),
      (rows) => Option.fromNullable(rows[0]),
    ),
  )

export const deleteAttachment = (id: number) =>
  withSql((sql) => Effect.asVoid(sql`delete from announcement_attachments where id = ${id}`))

export const deliveries = (ids: ReadonlyArray<number>) =>
  withSql((sql) =>
    ids.length === 0
      ? Effect.succeed(new Map<number, Delivery>())
      : Effect.map(
          deliveryRows(sql`
            select announcement_id, count(*)::int as recipients,
              (count(*) filter (where status = 'sent'))::int as sent,
              (count(*) filter (where status = 'sending'))::int as sending,
              (count(*) filter (where status = 'failed'))::int as failed,
              (count(*) filter (where status = 'pending'))::int as pending,
              (count(opened_at))::int as opened
            from announcement_deliveries where announcement_id in ${sql.in(ids)}
            group by announcement_id`),
          (rows) => new Map(rows.map(({ announcement_id, ...d }) => [announcement_id, d])),
        ),
  )

/** The person read it: counted once, at the first reading. */
export const markOpened = (announcementId: number, userId: number) =>
  withSql((sql) =>
    Effect.asVoid(sql`
      update announcement_deliveries set opened_at = now()
      where announcement_id = ${announcementId} and user_id = ${userId} and opened_at is null`),
  )

/** How long a sender holds a delivery: one whose sender died is taken again after it. */
const LEASE = "5 minutes"
/** Leases a delivery may run out before it is given up. */
const MOST_TRIES = 5

const leaseEnded = (sql: SqlClient) => sql`claimed_at < now() - ${LEASE}::interval`

/** The announcement-mail job's items: deliveries. */
export const deliveryQueue = (sql: SqlClient): WorkQueue => ({
  job: "announcement-mail",
  table: "announcement_deliveries",
  leased: sql`status = 'sending' and not (${leaseEnded(sql)})`,
  due: sql`(status = 'pending' or (status = 'sending' and ${leaseEnded(sql)}))`,
  failed: sql`status = 'failed'`,
  dueSince: sql`coalesce(claimed_at, (select a.published_at from announcements a where a.id = announcement_id))`,
  // An announcement is one club's: turns by announcement keep a club's long list from holding up another's.
  turnsBy: sql`announcement_id`,
})

/**
 * Takes up to `limit` deliveries for this sender, each on a lease: pending ones, and those whose
 * sender died mid-batch (its lease ended). No other sender takes them while the lease lasts.
 */
export const claimDeliveries = (limit: number) =>
  sqlGen(function* (sql) {
    yield* sql`
      update announcement_deliveries set status = 'failed', error = 'Not sent: every sender taking it stopped.'
      where status = 'sending' and attempts >= ${MOST_TRIES} and ${leaseEnded(sql)}`
    return yield* sql<ClaimedDelivery>`
      with taken as (
        update announcement_deliveries d set status = 'sending', claimed_at = now(), attempts = d.attempts + 1
        from (
          select announcement_id, user_id from announcement_deliveries
          where (announcement_id, user_id) in (${inTurns(sql, deliveryQueue(sql), limit, sql`announcement_id, user_id`)})
            and ${deliveryQueue(sql).due}
          for update skip locked
        ) next
        where d.announcement_id = next.announcement_id and d.user_id = next.user_id
        returning d.announcement_id, d.user_id, d.email
      )
      select t.announcement_id, a.facility_id, t.user_id, t.email, a.title, a.content, coalesce(f.name, 'Venue') as club,
        coalesce((select array_agg(x.filename order by x.id) from announcement_attachments x
          where x.announcement_id = a.id), '{}') as attachments,
        coalesce(u.language, f.language, 'en') as language
      from taken t join announcements a on a.id = t.announcement_id left join facilities f on f.id = a.facility_id
        left join users u on u.id = t.user_id`
  })

export const deliveryDone = (announcementId: number, userId: number, error: string | undefined) =>
  withSql((sql) =>
    Effect.asVoid(sql`
      update announcement_deliveries
      set status = ${error === undefined ? "sent" : "failed"}, error = ${error ?? null},
        sent_at = ${error === undefined ? sql`now()` : null}
      where announcement_id = ${announcementId} and user_id = ${userId}`),
  )

const published = (sql: SqlClient, facilityId: number | null, from: Date, to: Date) =>
  sql`${ofClub(sql, facilityId)} and a.status = 'published' and a.published_at >= ${from} and a.published_at < ${to}`

/** The club's (or the platform's) announcements published in a period, their mail and readers, by audience. */
export const metrics = (facilityId: number | null, from: Date, to: Date) =>
  sqlGen(function* (sql) {
    const [all] = yield* totalsRows(sql`
      select count(*)::int as announcements,
        coalesce(sum(d.recipients), 0)::int as recipients, coalesce(sum(d.sent), 0)::int as sent,
        coalesce(sum(d.failed), 0)::int as failed, coalesce(sum(d.pending), 0)::int as pending,
        coalesce(sum(d.opened), 0)::int as opened
      from announcements a
      left join lateral (
        select count(*) as recipients, count(*) filter (where status = 'sent') as sent,
          count(*) filter (where status = 'failed') as failed, count(*) filter (where status = 'pending') as pending,
          count(opened_at) as opened
        from announcement_deliveries where announcement_id = a.id
      ) d on true
      where ${published(sql, facilityId, from, to)}`)
    const byAudience = yield* audienceRows(sql`
      select a.audience, count(distinct a.id)::int as announcements, count(d.user_id)::int as recipients,
        (count(*) filter (where d.status = 'sent'))::int as sent, count(d.opened_at)::int as opened
      from announcements a left join announcement_deliveries d on d.announcement_id = a.id
      where ${published(sql, facilityId, from, to)}
      group by a.audience order by a.audience`)
    return { ...all!, by_audience: byAudience }
  })

/** The name of a plan, group or clinic of the club; none when it is not the club's. */
export const audienceOf = (facilityId: number, audience: Exclude<AnnouncementAudience, "everyone">, id: number) =>
  withSql((sql) => {
    const query =
      audience === "plan"
        ? nameRows(sql`select name from membership_plans where facility_id = ${facilityId} and id = ${id}`)
        : audience === "group"
          ? nameRows(sql`select title as name from groups where facility_id = ${facilityId} and id = ${id}`)
          : nameRows(sql`select name from clinics where facility_id = ${facilityId} and id = ${id}`)
    return Effect.map(query, (rows) => Option.fromNullable(rows[0]?.name))
  })

export const AnnouncementsRepoLive = repository(AnnouncementsRepo, (on) => ({
  announcements: on(announcements),
  announcementOwner: on(announcementOwner),
  insertAnnouncement: on(insertAnnouncement),
  updateAnnouncement: on(updateAnnouncement),
  deleteAnnouncement: on(deleteAnnouncement),
  publishAnnouncement: on(publishAnnouncement),
  saveThumbnail: on(saveThumbnail),
  thumbnail: on(thumbnail),
  attachmentCount: on(attachmentCount),
  addAttachment: on(addAttachment),
  attachment: on(attachment),
  deleteAttachment: on(deleteAttachment),
  deliveries: on(deliveries),
  markOpened: on(markOpened),
  claimDeliveries: on(claimDeliveries),
  deliveryDone: on(deliveryDone),
  metrics: on(metrics),
  audienceOf: on(audienceOf),
}))
