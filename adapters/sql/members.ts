import { Effect, Schema } from "effect"
import {
  rowChangesMember,
  type MemberRow,
  type PlannedMember,
  type RowProblem,
  type StoredMember,
} from "../../engine/members/rules"
import { MemberFilesRepo } from "../../engine/members/port"
import { idRows, repository, rowsOf, sqlGen, withSql } from "./client"

const memberCodeRows = rowsOf(Schema.Struct({ member_code: Schema.NullOr(Schema.String) }))
const providerRatingRows = rowsOf(Schema.Struct({ provider: Schema.String, rating: Schema.Number }))
const emailRows = rowsOf(Schema.Struct({ email: Schema.String }))

const findByEmail = (email: string) =>
  withSql((sql) => idRows(sql`select id from users where lower(email) = lower(${email})`)).pipe(
    Effect.map((rows) => rows[0]?.id ?? null),
  )

/** What the club holds of a person, in the import's terms. */
const storedMember = (facilityId: number, userId: number) =>
  sqlGen(function* (sql) {
    const [person] = yield* sql<{
      first_name: string
      last_name: string
      phone: string | null
      birth_date: string | null
    }>`
      select first_name, last_name, phone, birth_date::text as birth_date from users where id = ${userId}`
    const membership = yield* memberCodeRows(sql`
      select member_code from facility_users where facility_id = ${facilityId} and user_id = ${userId}`)
    const ratings = yield* providerRatingRows(sql`
      select distinct on (provider) provider, rating::float8 as rating from user_ratings
      where user_id = ${userId} and (facility_id is null or facility_id = ${facilityId})
      order by provider, facility_id nulls last`)
    const guardians = yield* emailRows(sql`
      select g.email from family_links f join users g on g.id = f.user_id
      where f.related_user_id = ${userId} and f.handled and g.email is not null`)
    return {
      ...person!,
      member_code: membership.length === 0 ? undefined : membership[0]!.member_code,
      ratings: ratings.map((r) => ({ provider: r.provider, rating: Number(r.rating) })),
      guardian_emails: guardians.map((g) => g.email),
    } satisfies StoredMember
  })

/** What an import would do, and the problems only the database can see (guardians that do not exist). */
export const planImport = (facilityId: number, rows: ReadonlyArray<MemberRow>) =>
  sqlGen(function* (sql) {
    const inFile = new Set(rows.flatMap((r) => (r.email === null ? [] : [r.email.toLowerCase()])))
    const plan: Array<PlannedMember> = []
    const problems: Array<RowProblem> = []
    for (const row of rows) {
      if (
        row.guardian_email !== null &&
        !inFile.has(row.guardian_email.toLowerCase()) &&
        (yield* findByEmail(row.guardian_email)) === null
      ) {
        problems.push({
          line: row.line,
          field: "guardian_email",
          message: `${row.guardian_email} is neither in the file nor a person of the club.`,
        })
        continue
      }
      let userId: number | null = null
      if (row.email !== null) userId = yield* findByEmail(row.email)
      else if (row.guardian_email !== null) {
        const existing = yield* idRows(sql`
          select u.id from users u
          join family_links f on f.related_user_id = u.id
          join users g on g.id = f.user_id and lower(g.email) = lower(${row.guardian_email})
          where u.first_name = ${row.first_name} and u.last_name = ${row.last_name}`)
        userId = existing[0]?.id ?? null
      }
      const action =
        userId === null
          ? "create"
          : rowChangesMember(row, yield* storedMember(facilityId, userId))
            ? "update"
            : "unchanged"
      plan.push({ row, action, userId })
    }
    return { plan, problems }
  })

/** Carries out a plan in one transaction: all rows or none. */
export const applyImport = (
  facilityId: number,
  plan: ReadonlyArray<PlannedMember>,
  onRow: (done: number) => void = () => {},
) =>
  sqlGen(function* (sql) {
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        // Adults first, so that children find their guardians from the same file.
        const ordered = [...plan].sort(
          (a, b) => Number(a.row.guardian_email !== null) - Number(b.row.guardian_email !== null),
        )
        let done = 0
        for (const item of ordered.filter((p) => p.action !== "unchanged")) {
          const { row } = item
          let id = item.userId
          if (id === null) {
            const created = yield* idRows(sql`
              insert into users (email, first_name, last_name, phone, birth_date, current_facility_id)
              values (${row.email}, ${row.first_name}, ${row.last_name}, ${row.phone}, ${row.birth_date}, ${facilityId})
              returning id`)
            id = created[0]!.id
          } else {
            yield* sql`
              update users set first_name = ${row.first_name}, last_name = ${row.last_name},
                phone = coalesce(${row.phone}, phone), birth_date = coalesce(${row.birth_date}::date, birth_date), updated_at = now()
              where id = ${id}`
          }
          yield* sql`
            insert into facility_users (facility_id, user_id, role, member_code) values (${facilityId}, ${id}, 'player', ${row.membership_code})
            on conflict (facility_id, user_id) do update set member_code = coalesce(excluded.member_code, facility_users.member_code)`
          for (const rating of row.ratings) {
            yield* sql`
              insert into user_ratings (user_id, provider, rating, facility_id)
              values (${id}, ${rating.provider}, ${rating.rating}, ${facilityId})
              on conflict (user_id, provider, facility_id) do update set rating = excluded.rating, updated_at = now()`
          }
          if (row.guardian_email !== null) {
            const guardian = (yield* findByEmail(row.guardian_email))!
            // The guardian plays at the club too, so they can book for the child.
            yield* sql`
              insert into facility_users (facility_id, user_id, role) values (${facilityId}, ${guardian}, 'player')
              on conflict do nothing`
            yield* sql`
              insert into family_links (user_id, related_user_id, handled, name) values (${guardian}, ${id}, true, 'child')
              on conflict do nothing`
          }
          onRow(++done)
        }
        return {
          created: plan.filter((p) => p.action === "create").length,
          updated: plan.filter((p) => p.action === "update").length,
          unchanged: plan.filter((p) => p.action === "unchanged").length,
        }
      }),
    )
  })

/** A facility's people as import rows (the same columns), for `venue members export`. */
export const exportMembers = (facilityId: number) =>
  sqlGen(function* (sql) {
    return yield* sql<Record<string, string | null>>`
      select u.first_name, u.last_name, u.email, u.phone, u.birth_date::text as birth_date,
        (select g.email from family_links f join users g on g.id = f.user_id
          where f.related_user_id = u.id and f.handled and g.email is not null order by f.created_at limit 1) as guardian_email,
        (select string_agg(r.provider || ':' || r.rating::float8::text, '; ' order by r.provider)
          from (select distinct on (provider) provider, rating from user_ratings
                where user_id = u.id and (facility_id is null or facility_id = ${facilityId})
                order by provider, facility_id nulls last) r) as ratings,
        fu.member_code as membership_code
      from facility_users fu join users u on u.id = fu.user_id
      where fu.facility_id = ${facilityId} and u.anonymized_at is null
      order by u.last_name, u.first_name, u.id`
  })

export const MemberFilesRepoLive = repository(MemberFilesRepo, (on) => ({
  plan: on(planImport),
  apply: on(applyImport),
  export: on(exportMembers),
}))
