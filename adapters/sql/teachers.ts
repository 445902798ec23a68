import { Effect, Option, Schema } from "effect"
import { TeacherPrice } from "../../engine/pricing/rules"
import { Teacher } from "../../engine/teachers/rules"
import { repository, rowsOf, sqlGen, withSql } from "./client"
import type { TeacherChange } from "../../engine/teachers/port"
import { TeachersRepo } from "../../engine/teachers/port"

const idBirthDateRows = rowsOf(Schema.Struct({ id: Schema.Number, birth_date: Schema.NullOr(Schema.String) }))

/**
 * Teachers with their profile, hours and time off, each in one statement: a teacher is a person
 * with the teacher role at the facility; the profile row is optional (blank until edited).
 */
const teachersWhere = (facilityId: number | undefined, filter: { readonly id?: number; readonly search?: string }) =>
  withSql((sql) => {
    const pattern = `%${(filter.search ?? "").replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    return rowsOf(Teacher)(sql`
      select u.id, fu.facility_id, u.first_name || ' ' || u.last_name as name,
        coalesce(p.bio, '') as bio, p.photo_url, coalesce(p.sports, '{}') as sports, coalesce(p.levels, '') as levels,
        coalesce(p.surfaces, '{}') as surfaces, p.court_ids,
        (select coalesce(json_agg(json_build_object('day', h.day, 'hour_start', h.hour_start, 'hour_end', h.hour_end)
                                  order by h.day, h.hour_start), '[]')
           from teacher_hours h where h.facility_id = fu.facility_id and h.user_id = u.id) as hours,
        (select coalesce(json_agg(json_build_object('starts_on', t.starts_on, 'ends_on', t.ends_on, 'note', t.note)
                                  order by t.starts_on), '[]')
           from teacher_time_off t
           where t.facility_id = fu.facility_id and t.user_id = u.id and t.ends_on >= current_date) as time_off
      from facility_users fu join users u on u.id = fu.user_id
        left join teacher_profiles p on p.facility_id = fu.facility_id and p.user_id = u.id
      where fu.role = 'teacher' and u.anonymized_at is null
        and ${facilityId === undefined ? sql`true` : sql`fu.facility_id = ${facilityId}`}
        and ${filter.id === undefined ? sql`true` : sql`u.id = ${filter.id}`}
        and (u.first_name || ' ' || u.last_name) ilike ${pattern}
      order by u.last_name, u.first_name, u.id, fu.facility_id
      limit 200`)
  }).pipe(
    Effect.map((rows) =>
      rows.map((t) => ({
        ...t,
        court_ids: t.court_ids?.map(Number) ?? null,
        sports: [...t.sports],
        surfaces: [...t.surfaces],
      })),
    ),
  )

export const listTeachers = (facilityId: number, search: string) => teachersWhere(facilityId, { search })

export const findTeacher = (id: number, facilityId: number | undefined) =>
  Effect.map(teachersWhere(facilityId, { id }), (rows) => Option.fromNullable(rows[0]))

/** The club's teachers as their files name them: e-mail and names, by name. */
export const teacherRoster = (facilityId: number) =>
  withSql((sql) =>
    rowsOf(
      Schema.Struct({
        id: Schema.Number,
        email: Schema.NullOr(Schema.String),
        first_name: Schema.String,
        last_name: Schema.String,
      }),
    )(sql`
      select u.id, u.email, u.first_name, u.last_name
      from facility_users fu join users u on u.id = fu.user_id
      where fu.facility_id = ${facilityId} and fu.role = 'teacher' and u.anonymized_at is null
      order by u.last_name, u.first_name, u.id`),
  )

export const teacherPrices = (facilityId: number, teacherId: number) =>
  withSql((sql) =>
    rowsOf(TeacherPrice)(sql`
      select duration, shift, surface, user_type, quantity, price, player_category_description,
        clinic_category_description
      from teacher_prices where facility_id = ${facilityId} and user_id = ${teacherId}
      order by user_type, duration, quantity`),
  )

export const membersWithBirthDates = (facilityId: number, ids: ReadonlyArray<number>) =>
  sqlGen(function* (sql) {
    if (ids.length === 0) return []
    return yield* idBirthDateRows(sql`
      select u.id, u.birth_date from users u
      join facility_users fu on fu.user_id = u.id and fu.facility_id = ${facilityId}
      where u.id = any(${ids}::bigint[])`)
  })

/** Writes a teacher's profile fields given, and replaces each list given (call inside a transaction). */
export const saveTeacher = (facilityId: number, teacherId: number, change: TeacherChange) =>
  sqlGen(function* (sql) {
    const key = { facility_id: facilityId, user_id: teacherId }
    yield* sql`insert into teacher_profiles ${sql.insert(key)} on conflict (facility_id, user_id) do nothing`
    const profile = Object.fromEntries(
      (["bio", "photo_url", "sports", "levels", "surfaces", "court_ids"] as const).flatMap((field) =>
        change[field] === undefined ? [] : [[field, change[field]]],
      ),
    )
    if (Object.keys(profile).length > 0)
      yield* sql`
        update teacher_profiles set ${sql.update(profile)}
        where facility_id = ${facilityId} and user_id = ${teacherId}`
    if (change.hours !== undefined) {
      yield* sql`delete from teacher_hours where facility_id = ${facilityId} and user_id = ${teacherId}`
      if (change.hours.length > 0)
        yield* sql`insert into teacher_hours ${sql.insert(change.hours.map((h) => ({ ...key, ...h })))}`
    }
    if (change.time_off !== undefined) {
      yield* sql`delete from teacher_time_off where facility_id = ${facilityId} and user_id = ${teacherId}`
      if (change.time_off.length > 0)
        yield* sql`insert into teacher_time_off ${sql.insert(change.time_off.map((t) => ({ ...key, ...t })))}`
    }
    if (change.prices !== undefined) {
      yield* sql`delete from teacher_prices where facility_id = ${facilityId} and user_id = ${teacherId}`
      if (change.prices.length > 0)
        yield* sql`insert into teacher_prices ${sql.insert(change.prices.map((p) => ({ ...key, ...p })))}`
    }
  })

export const TeachersRepoLive = repository(TeachersRepo, (on) => ({
  list: on.read(listTeachers),
  find: on.read(findTeacher),
  prices: on(teacherPrices),
  roster: on(teacherRoster),
  members: on(membersWithBirthDates),
  save: on(saveTeacher),
}))
