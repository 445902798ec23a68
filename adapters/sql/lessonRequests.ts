import { Effect, Option, Schema } from "effect"
import { LessonRequest, type NewLessonRequest } from "../../engine/teachers/rules"
import { idRows, repository, rowsOf, withSql } from "./client"
import { LessonRequestsRepo } from "../../engine/teachers/port"

const COLUMNS = `r.id, r.facility_id, r.teacher_id, t.first_name || ' ' || t.last_name as teacher_name, r.user_id,
  u.first_name || ' ' || u.last_name as user_name, r.local_date::text as date, r.hour_start, r.hour_end, r.note,
  r.status, r.answer, r.reservation_id, to_json(r.created_at) #>> '{}' as created_at`

export const insertLessonRequest = (r: NewLessonRequest) =>
  withSql((sql) =>
    Effect.map(
      idRows(sql`
        insert into lesson_requests (facility_id, teacher_id, user_id, requested_by, local_date, hour_start, hour_end, note)
        values (${r.facility_id}, ${r.teacher_id}, ${r.user_id}, ${r.requested_by}, ${r.date}, ${r.hour_start},
          ${r.hour_end}, ${r.note})
        returning id`),
      (rows) => rows[0]!.id,
    ),
  )

export const findLessonRequest = (id: number) =>
  withSql((sql) =>
    Effect.map(
      rowsOf(LessonRequest)(sql`
        select ${sql.literal(COLUMNS)} from lesson_requests r
        join users t on t.id = r.teacher_id join users u on u.id = r.user_id
        where r.id = ${id}`),
      (rows) => Option.fromNullable(rows[0]),
    ),
  )

export const openLessonRequestsOf = (userIds: ReadonlyArray<number>) =>
  withSql((sql) =>
    rowsOf(LessonRequest)(sql`
      select ${sql.literal(COLUMNS)} from lesson_requests r
      join users t on t.id = r.teacher_id join users u on u.id = r.user_id
      where (r.user_id = any(${userIds}::bigint[]) or r.requested_by = any(${userIds}::bigint[])) and r.status = 'open'
      order by r.local_date, r.hour_start, r.id limit 200`),
  )

export const openLessonRequestsFor = (facilityId: number, teacherId: number) =>
  withSql((sql) =>
    rowsOf(LessonRequest)(sql`
      select ${sql.literal(COLUMNS)} from lesson_requests r
      join users t on t.id = r.teacher_id join users u on u.id = r.user_id
      where r.facility_id = ${facilityId} and r.teacher_id = ${teacherId} and r.status = 'open'
      order by r.local_date, r.hour_start, r.id limit 200`),
  )

export const answerLessonRequest = (
  id: number,
  a: {
    readonly status: "accepted" | "declined" | "withdrawn"
    readonly answer: string | null
    readonly reservation_id: number | null
    readonly answered_by: number | null
  },
) =>
  withSql((sql) =>
    Effect.map(
      sql`
        update lesson_requests set status = ${a.status}, answer = ${a.answer}, reservation_id = ${a.reservation_id},
          answered_by = ${a.answered_by}, answered_at = now()
        where id = ${id} and status = 'open' returning id`,
      (rows) => rows.length > 0,
    ),
  )

export const reopenLessonRequest = (id: number) =>
  withSql((sql) =>
    Effect.asVoid(sql`
      update lesson_requests set status = 'open', answered_by = null, answered_at = null
      where id = ${id} and status = 'accepted' and reservation_id is null`),
  )

export const linkLessonReservation = (id: number, reservationId: number) =>
  withSql((sql) => Effect.asVoid(sql`update lesson_requests set reservation_id = ${reservationId} where id = ${id}`))

export const contactOf = (userId: number) =>
  withSql((sql) =>
    Effect.map(
      rowsOf(
        Schema.Struct({
          email: Schema.NullOr(Schema.String),
          name: Schema.String,
          language: Schema.NullOr(Schema.String),
        }),
      )(sql`
        select email, first_name || ' ' || last_name as name, language
        from users where id = ${userId} and anonymized_at is null`),
      (rows) => rows[0],
    ),
  )

export const LessonRequestsRepoLive = repository(LessonRequestsRepo, (on) => ({
  insert: on(insertLessonRequest),
  find: on(findLessonRequest),
  openOf: on(openLessonRequestsOf),
  openFor: on(openLessonRequestsFor),
  answer: on(answerLessonRequest),
  reopen: on(reopenLessonRequest),
  linkReservation: on(linkLessonReservation),
}))
