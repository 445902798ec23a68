import type { SqlClient, Statement } from "@effect/sql"
import { Effect, Option, Schema } from "effect"
import type { WaiverCategory } from "../../engine/people/rules"
import { Acceptance, type Waiver, type WaiverAcceptance } from "../../engine/waivers/rules"
import { WaiversRepo } from "../../engine/waivers/port"
import { recordActivity } from "./activity"
import { idRows, nameRows, repository, rowsOf, sqlGen, withSql } from "./client"

const acceptedRows = rowsOf(Schema.Struct({ accepted: Schema.Boolean }))
const idNameRows = rowsOf(Schema.Struct({ id: Schema.Number, name: Schema.String }))

interface WaiverRow {
  readonly id: number
  readonly facility_id: number
  readonly name: string
  readonly category: WaiverCategory
  readonly version_id: number
  readonly version: number
  readonly content: string
  readonly version_created_at: string
}

const toWaiver = (r: WaiverRow): Waiver => ({
  id: r.id,
  facility_id: r.facility_id,
  name: r.name,
  category: r.category,
  current_version: { id: r.version_id, version: r.version, content: r.content, created_at: r.version_created_at },
})

/** Live (not archived) waivers with their newest version; narrowed by facility, id or category. */
export const findWaivers = (filter: {
  readonly facilityId?: number
  readonly id?: number
  readonly category?: WaiverCategory
}) =>
  sqlGen(function* (sql) {
    const rows = yield* sql<WaiverRow>`
      select w.id, w.facility_id, w.name, w.category, v.id as version_id, v.version, v.content,
        to_json(v.created_at) #>> '{}' as version_created_at
      from facility_waivers w
      join lateral (
        select * from waiver_versions where waiver_id = w.id order by version desc limit 1
      ) v on true
      where w.archived_at is null
        and ${filter.facilityId === undefined ? sql`true` : sql`w.facility_id = ${filter.facilityId}`}
        and ${filter.id === undefined ? sql`true` : sql`w.id = ${filter.id}`}
        and ${filter.category === undefined ? sql`true` : sql`w.category = ${filter.category}`}
      order by w.category, w.name, w.id`
    return rows.map(toWaiver)
  })

export const findWaiver = (id: number, facilityId?: number) =>
  Effect.map(findWaivers({ id, ...(facilityId !== undefined ? { facilityId } : {}) }), (list) =>
    Option.fromNullable(list[0]),
  )

/** The waiver versions a person has accepted (for themself or signed by a guardian), newest first. */
export const acceptedVersions = (userId: number, waiverIds: ReadonlyArray<number>) =>
  sqlGen(function* (sql) {
    if (waiverIds.length === 0) return []
    return yield* rowsOf(
      Schema.Struct({
        waiver_id: Schema.Number,
        version_id: Schema.Number,
        version: Schema.Number,
        accepted_at: Schema.String,
      }),
    )(sql`
      select v.waiver_id, v.id as version_id, v.version, to_json(max(a.accepted_at)) #>> '{}' as accepted_at
      from waiver_acceptances a join waiver_versions v on v.id = a.waiver_version_id
      where a.signed_for = ${userId} and v.waiver_id in ${sql.in(waiverIds)}
      group by v.waiver_id, v.id, v.version
      order by v.version desc`)
  })

/**
 * Whether a person has accepted the current version of every live booking waiver of a facility:
 * the condition for booking when the facility requires it.
 */
export const hasAcceptedBookingWaivers = (facilityId: number, userId: number) =>
  sqlGen(function* (sql) {
    const [row] = yield* acceptedRows(sql`
      select ${bookingWaiversAccepted(sql, sql`${facilityId}`, userId)} as accepted`)
    return row!.accepted
  })

/** The condition of `hasAcceptedBookingWaivers` as SQL, for a facility given as an expression. */
export const bookingWaiversAccepted = (sql: SqlClient.SqlClient, facility: Statement.Fragment, userId: number) => sql`
  not exists (
    select 1 from facility_waivers w
    where w.facility_id = ${facility} and w.category = 'facility_booking' and w.archived_at is null
      and not exists (
        select 1 from waiver_acceptances a
        where a.facility_id = w.facility_id and a.signed_for = ${userId}
          and a.waiver_version_id = (select v.id from waiver_versions v where v.waiver_id = w.id
                                     order by v.version desc limit 1)))`

/**
 * The one way a waiver is accepted (a legal record): the current version of `waiver`, signed by
 * `signer` for `signedFor` (themself or a child they handle), with the request's address and
 * browser, and a line in the person's history.
 */
export const acceptWaiver = (acceptance: WaiverAcceptance) =>
  sqlGen(function* (sql) {
    const { waiver, signer, signedFor, acceptable } = acceptance
    const rows = yield* rowsOf(Acceptance)(sql`
      insert into waiver_acceptances (facility_id, waiver_version_id, signed_by, signed_for, acceptable_type, acceptable_id, ip, user_agent)
      values (${waiver.facility_id}, ${waiver.current_version.id}, ${signer.id}, ${signedFor}, ${acceptable.type}, ${acceptable.id},
              ${acceptance.ip}, ${acceptance.userAgent?.slice(0, 300) ?? null})
      returning id, ${waiver.id}::bigint as waiver_id, ${waiver.current_version.version}::int as version, signed_by, signed_for,
        acceptable_type, acceptable_id, to_json(accepted_at) #>> '{}' as accepted_at`)
    yield* recordActivity({
      facility_id: waiver.facility_id,
      user_id: signedFor,
      actor_id: signer.id,
      kind: "waiver_accepted",
      description: `Accepted "${waiver.name}" version ${waiver.current_version.version}${signer.id !== signedFor ? ` (signed by ${signer.name})` : ""}.`,
    })
    return rows[0]!
  })

/** A new waiver with its first version; its id. */
export const insertWaiver = (facilityId: number, waiver: { name: string; category: string; content: string }) =>
  withSql((sql) =>
    sql.withTransaction(
      Effect.gen(function* () {
        const rows = yield* idRows(sql`
          insert into facility_waivers (facility_id, name, category)
          values (${facilityId}, ${waiver.name}, ${waiver.category}) returning id`)
        yield* insertWaiverVersion(facilityId, rows[0]!.id, 1, waiver.content)
        return rows[0]!.id
      }),
    ),
  )

export const insertWaiverVersion = (facilityId: number, waiverId: number, version: number, content: string) =>
  withSql(
    (sql) => sql`
      insert into waiver_versions (facility_id, waiver_id, version, content)
      values (${facilityId}, ${waiverId}, ${version}, ${content})`,
  )

export const renameWaiver = (facilityId: number, waiverId: number, change: { name: string; category: string }) =>
  withSql(
    (sql) => sql`
      update facility_waivers set name = ${change.name}, category = ${change.category}
      where facility_id = ${facilityId} and id = ${waiverId}`,
  )

/** Archived, not deleted: the signatures stay on record. */
export const archiveWaiver = (facilityId: number, waiverId: number) =>
  withSql(
    (sql) =>
      sql`update facility_waivers set archived_at = now() where facility_id = ${facilityId} and id = ${waiverId}`,
  )

/** The facility's waivers of a category (not archived), by id and name. */
export const waiversOfCategory = (facilityId: number, category: string) =>
  withSql((sql) =>
    Effect.map(
      idNameRows(sql`
        select id, name from facility_waivers
        where facility_id = ${facilityId} and category = ${category} and archived_at is null order by id`),
      (rows) => rows.map((r) => ({ id: Number(r.id), name: r.name })),
    ),
  )

/**
 * Of `waiverIds`, the names of those whose current version `personId` has not accepted (for
 * `acceptable` when named: a program's waiver is accepted for that program).
 */
export const unacceptedWaivers = (
  facilityId: number,
  personId: number,
  waiverIds: ReadonlyArray<number>,
  acceptable?: { readonly type: string; readonly id: number },
) =>
  waiverIds.length === 0
    ? Effect.succeed([] as ReadonlyArray<string>)
    : withSql((sql) =>
        Effect.map(
          nameRows(sql`
            select w.name from facility_waivers w
              join lateral (select id from waiver_versions where waiver_id = w.id order by version desc limit 1) v on true
            where w.facility_id = ${facilityId} and w.id = any(${waiverIds}::bigint[]) and w.archived_at is null
              and not exists (
                select 1 from waiver_acceptances a
                where a.facility_id = ${facilityId} and a.signed_for = ${personId} and a.waiver_version_id = v.id
                  and ${
                    acceptable === undefined
                      ? sql`true`
                      : sql`a.acceptable_type = ${acceptable.type} and a.acceptable_id = ${acceptable.id}`
                  })
            order by w.name`),
          (rows) => rows.map((r) => r.name),
        ),
      )

/** Of the club's children's waivers, the names of those whose current version no one has accepted for `childId`. */
export const unacceptedChildWaivers = (facilityId: number, childId: number) =>
  Effect.flatMap(waiversOfCategory(facilityId, "childs"), (waivers) =>
    unacceptedWaivers(
      facilityId,
      childId,
      waivers.map((w) => w.id),
    ),
  )

export const WaiversRepoLive = repository(WaiversRepo, (on) => ({
  find: on(findWaivers),
  findOne: on(findWaiver),
  acceptedVersions: on(acceptedVersions),
  accept: on(acceptWaiver),
  insert: on(insertWaiver),
  insertVersion: on((facilityId: number, waiverId: number, version: number, content: string) =>
    Effect.asVoid(insertWaiverVersion(facilityId, waiverId, version, content)),
  ),
  rename: on((facilityId: number, waiverId: number, change: { name: string; category: string }) =>
    Effect.asVoid(renameWaiver(facilityId, waiverId, change)),
  ),
  archive: on((facilityId: number, waiverId: number) => Effect.asVoid(archiveWaiver(facilityId, waiverId))),
}))
