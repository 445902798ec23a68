import type { SqlClient, Statement } from "@effect/sql"
import { rowsOf, sqlGen, withSql } from "./client"
import type { Cursor } from "../../engine/lists"
import { keysetPage, pastAnchor } from "./keyset"
import { Effect, Option, Schema } from "effect"
import type { Role } from "../../engine/roles"
import { User } from "../../engine/people/rules"
import type { NewPerson } from "../../engine/people/port"

const passwordHashRows = rowsOf(Schema.Struct({ password_hash: Schema.NullOr(Schema.String) }))

/** The columns of `User`, for `select ${sql.literal(userColumns)} from users`. */
export const userColumns = `id, email, first_name, last_name, phone, is_platform_admin, current_facility_id,
  birth_date, rating, ntrp_verified, public_profile, zip_code, zip_code_approval, pin_1, pin_2, pin_3, pin_4,
  dupr_id, redpadel_id, club_locker_code, password_hash is not null as has_password,
  anonymized_at is not null as anonymized, language`
const columns = userColumns

const decodeUser = Schema.decodeUnknownSync(User)

export const decodeUserRow = decodeUser

export const findUser = (id: number) =>
  sqlGen(function* (sql) {
    const rows = yield* sql`select ${sql.literal(columns)} from users where id = ${id}`
    return Option.map(Option.fromNullable(rows[0]), decodeUser)
  })

export const findUserByEmail = (email: string) =>
  sqlGen(function* (sql) {
    const rows = yield* passwordHashRows(sql`
      select ${sql.literal(columns)}, password_hash from users where lower(email) = lower(${email})`)
    const row = rows[0]
    return row === undefined ? Option.none() : Option.some({ user: decodeUser(row), passwordHash: row.password_hash })
  })

/** Inserts a user; `None` when the e-mail address is taken. */
export const insertUser = (user: NewPerson) =>
  sqlGen(function* (sql) {
    const rows = yield* sql`
      insert into users (email, first_name, last_name, phone, password_hash, is_platform_admin)
      values (${user.email}, ${user.first_name}, ${user.last_name}, ${user.phone ?? null},
              ${user.password_hash}, ${user.is_platform_admin ?? false})
      on conflict do nothing
      returning ${sql.literal(columns)}`
    return Option.map(Option.fromNullable(rows[0]), decodeUser)
  })

export const setPasswordHash = (userId: number, hash: string) =>
  withSql((sql) => sql`update users set password_hash = ${hash}, updated_at = now() where id = ${userId}`)

/** Grants `role` at a facility, replacing the role the user had there. */
export const grantRole = (facilityId: number, userId: number, role: Role) =>
  withSql(
    (sql) => sql`
      insert into facility_users (facility_id, user_id, role) values (${facilityId}, ${userId}, ${role})
      on conflict (facility_id, user_id) do update set role = excluded.role`,
  )

/** The people `facilityIds` hold (everyone when null) whose name or e-mail holds `query`, tagged `tagId` when named. */
const peopleFound = (
  sql: SqlClient.SqlClient,
  alias: string,
  facilityIds: ReadonlyArray<number> | null,
  query: string,
  tagId: number | undefined,
) => {
  const u = sql.literal(alias)
  const pattern = `%${query.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const inScope =
    facilityIds === null
      ? sql`true`
      : sql`exists (select 1 from facility_users fu where fu.user_id = ${u}.id and fu.facility_id in ${sql.in(facilityIds)})`
  // A tag is a club's: it filters only within the clubs searched.
  const tagged =
    tagId === undefined
      ? sql`true`
      : sql`exists (select 1 from taggings g where g.tag_id = ${tagId} and g.model = 'User' and g.user_id = ${u}.id
          and ${facilityIds === null ? sql`true` : sql`g.facility_id in ${sql.in(facilityIds)}`})`
  return sql`${inScope} and ${tagged}
    and (${u}.first_name || ' ' || ${u}.last_name ilike ${pattern} or coalesce(${u}.email, '') ilike ${pattern})`
}

const peopleWhere = (sql: SqlClient.SqlClient, where: Statement.Fragment, limit: number, offset: number) =>
  Effect.map(
    sql`select ${sql.literal(columns)} from users u where ${where}
      order by u.last_name, u.first_name, u.id
      limit ${limit} offset ${offset}`,
    (rows) => rows.map((row) => decodeUser(row)),
  )

/** People whose name or e-mail holds `query`, among the members of `facilityIds` (everyone when null), 50 a page. */
export const searchUsers = (facilityIds: ReadonlyArray<number> | null, query: string, page: number, tagId?: number) =>
  withSql((sql) => peopleWhere(sql, peopleFound(sql, "u", facilityIds, query, tagId), 50, (page - 1) * 50))

/** The same people from the one after the cursor's, by name. */
export const searchUsersAfter = (
  facilityIds: ReadonlyArray<number> | null,
  query: string,
  tagId: number | undefined,
  cursor: Cursor,
) =>
  withSql((sql) => {
    const anchor =
      cursor.startingAfter === undefined
        ? undefined
        : sql`select x.last_name, x.first_name, x.id from users x
            where x.id = ${cursor.startingAfter} and ${peopleFound(sql, "x", facilityIds, query, tagId)}`
    const past = pastAnchor(sql, { keys: "u.last_name, u.first_name, u.id", order: "asc", anchor })
    return keysetPage(
      sql,
      cursor,
      anchor,
      peopleWhere(sql, sql`${peopleFound(sql, "u", facilityIds, query, tagId)} and ${past}`, cursor.limit + 1, 0),
    )
  })

export const emailTakenByOther = (email: string, userId: number) =>
  withSql((sql) =>
    Effect.map(
      sql`select 1 from users where lower(email) = lower(${email}) and id <> ${userId}`,
      (rows) => rows.length > 0,
    ),
  )

export const updateUserFields = (userId: number, change: Record<string, unknown>) =>
  Object.keys(change).length === 0
    ? Effect.void
    : withSql((sql) => sql`update users set ${sql.update(change)}, updated_at = now() where id = ${userId}`)

/** Marks or unmarks a favourite facility; whether it is one now. */
export const toggleFavourite = (userId: number, facilityId: number) =>
  sqlGen(function* (sql) {
    const removed = yield* sql`
      delete from user_facility_faves where user_id = ${userId} and facility_id = ${facilityId} returning facility_id`
    if (removed.length > 0) return false
    yield* sql`insert into user_facility_faves (user_id, facility_id) values (${userId}, ${facilityId})`
    return true
  })
