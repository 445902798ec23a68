import { SqlClient, type SqlError } from "@effect/sql"
import { Effect, Option, Schema } from "effect"
import { Relations } from "../../engine/access"
import type { FamilyLink, ProfileFields } from "../../engine/people/rules"
import type { Role } from "../../engine/roles"
import * as activity from "./activity"
import * as agenda from "./agenda"
import { countRows, facilityRows, idRows, repository, rowsOf, sqlGen, withSql } from "./client"
import { facilitiesOfUser } from "./facilities"
import * as notes from "./notes"
import { erasePerson } from "./personalData"
import {
  emailTakenByOther,
  findUser,
  findUserByEmail,
  grantRole,
  insertUser,
  searchUsers,
  searchUsersAfter,
  setPasswordHash,
  toggleFavourite,
  updateUserFields,
} from "./users"
import { PeopleRepo } from "../../engine/people/port"

const erasableRows = rowsOf(Schema.Struct({ erasable: Schema.Boolean }))
const codeHashAttemptsExpiredRows = rowsOf(
  Schema.Struct({ code_hash: Schema.String, attempts: Schema.Number, expired: Schema.Boolean }),
)
const keptRows = rowsOf(Schema.Struct({ kept: Schema.Boolean }))

export const familyLinks = (userId: number) =>
  withSql(
    (sql) => sql<FamilyLink>`
      select related_user_id as other, handled, name, 'related' as direction, not accepted as awaiting_acceptance,
        handling_requested as acting_asked
      from family_links where user_id = ${userId}
      union all
      select user_id as other, handled, name, 'guardian' as direction, not accepted as awaiting_acceptance,
        handling_requested as acting_asked
      from family_links where related_user_id = ${userId}
      order by direction desc, other`,
  )

/** Whether the link was new. */
export const insertFamilyLink = (link: {
  userId: number
  relatedId: number
  handled: boolean
  name: string
  /** Asks to act for them once they accept. */
  requested: boolean
  /** A child the guardian just created; anyone else accepts the link themself. */
  accepted: boolean
}) =>
  withSql((sql) =>
    Effect.map(
      sql`
        insert into family_links (user_id, related_user_id, handled, name, handling_requested, accepted)
        values (${link.userId}, ${link.relatedId}, ${link.handled}, ${link.name}, ${link.requested}, ${link.accepted})
        on conflict do nothing returning user_id`,
      (rows) => rows.length > 0,
    ),
  )

/** Whether there was a link to remove. */
export const deleteFamilyLink = (userId: number, relatedId: number) =>
  withSql((sql) =>
    Effect.map(
      sql`delete from family_links where user_id = ${userId} and related_user_id = ${relatedId} returning user_id`,
      (rows) => rows.length > 0,
    ),
  )

/** A new family member joins the clubs the guardian plays at, so they can be booked for. */
export const joinGuardiansClubs = (userId: number, guardianId: number) =>
  withSql(
    (sql) => sql`
      insert into facility_users (facility_id, user_id, role)
      select facility_id, ${userId}, 'player' from facility_users where user_id = ${guardianId}
      on conflict do nothing`,
  )

export const facilitiesOfPerson = (userId: number) =>
  withSql((sql) =>
    Effect.map(facilityRows(sql`select facility_id from facility_users where user_id = ${userId}`), (rows) =>
      rows.map((r) => r.facility_id),
    ),
  )

export const roleOfMember = (facilityId: number, userId: number) =>
  withSql((sql) =>
    Effect.map(
      sql<{ role: Role }>`select role from facility_users where facility_id = ${facilityId} and user_id = ${userId}`,
      (rows) => rows[0]?.role,
    ),
  )

/** A child's profile starts private: the public calendar shows their initials until a guardian says otherwise. */
export const makeProfilePrivate = (userId: number) =>
  withSql((sql) => sql`update users set public_profile = false where id = ${userId}`)

export const setBirthDateAndClub = (userId: number, birthDate: string | null, facilityId: number | null) =>
  withSql(
    (sql) => sql`update users set birth_date = ${birthDate}, current_facility_id = ${facilityId} where id = ${userId}`,
  )

export const setZipCode = (userId: number, zip: string | null, approved: boolean) =>
  withSql(
    (sql) =>
      sql`update users set zip_code = ${zip}, zip_code_approval = ${approved}, updated_at = now() where id = ${userId}`,
  )

/**
 * Removes a person from a facility. Only a contact the club made, that nobody claimed, belongs to
 * nobody's family and to no other club is then erased (as each area registered, their row kept);
 * an account someone signed up for is theirs and stays.
 */
export const removeMember = (facilityId: number, userId: number) =>
  sqlGen(function* (sql) {
    yield* sql`delete from facility_users where facility_id = ${facilityId} and user_id = ${userId}`
    yield* sql`delete from booking_passes where facility_id = ${facilityId} and user_id = ${userId}`
    const [person] = yield* erasableRows(sql`
      select password_hash is null and not is_platform_admin
        and not exists (select 1 from facility_users where user_id = u.id)
        and not exists (select 1 from family_links where related_user_id = u.id) as erasable
      from users u where id = ${userId}`)
    if (person?.erasable !== true) return false
    yield* erasePerson(userId)
    return true
  })

/** The one live code a staff-created contact claims their account with; a new one replaces it. */
export const saveAccountCode = (userId: number, codeHash: string) =>
  withSql(
    (sql) => sql`
      insert into account_verifications (user_id, code_hash, attempts, expires_at)
      values (${userId}, ${codeHash}, 0, now() + interval '24 hours')
      on conflict (user_id) do update set code_hash = excluded.code_hash, attempts = 0, expires_at = excluded.expires_at`,
  )

export const accountCode = (userId: number) =>
  withSql((sql) =>
    Effect.map(
      codeHashAttemptsExpiredRows(sql`
        select code_hash, attempts, expires_at < now() as expired from account_verifications where user_id = ${userId}`),
      (rows) => rows[0],
    ),
  )

export const countWrongCode = (userId: number) =>
  withSql((sql) => sql`update account_verifications set attempts = attempts + 1 where user_id = ${userId}`)

export const markAccountClaimed = (userId: number) =>
  withSql((sql) =>
    Effect.zipRight(
      sql`update users set verified_at = now() where id = ${userId}`,
      sql`delete from account_verifications where user_id = ${userId}`,
    ),
  )

/** The people `guardianId` acts for, by id. */
export const handledPeople = (guardianId: number) =>
  withSql((sql) =>
    Effect.map(
      idRows(sql`
        select related_user_id as id from family_links where user_id = ${guardianId} and handled order by related_user_id`),
      (rows) => rows.map((r) => r.id),
    ),
  )

/** The person says yes to `guardianId`'s link (and to their acting for them, if asked); whether there was one. */
export const acceptFamilyLink = (guardianId: number, userId: number) =>
  withSql((sql) =>
    Effect.map(
      sql`
        update family_links set accepted = true, handled = handling_requested, handling_requested = false
        where user_id = ${guardianId} and related_user_id = ${userId} and not accepted
        returning user_id`,
      (rows) => rows.length > 0,
    ),
  )

/**
 * Whether a person's shared profile is the club's to keep: a contact staff created that nobody
 * has claimed (no password) and that is nobody's child.
 */
export const keptByClubs = (userId: number) =>
  sqlGen(function* (sql) {
    const [row] = yield* keptRows(sql`
      select password_hash is null and not is_platform_admin
        and not exists (select 1 from family_links where related_user_id = u.id) as kept
      from users u where id = ${userId}`)
    return row?.kept === true
  })

/**
 * Who mail for a person goes to: the person when they have an address; else the guardians who
 * handle them (a child without an address), each by their own.
 */
export const mailRecipients = (userId: number) =>
  withSql((sql) =>
    Effect.map(
      rowsOf(
        Schema.Struct({
          user_id: Schema.Number,
          email: Schema.String,
          name: Schema.String,
          language: Schema.NullOr(Schema.String),
        }),
      )(sql`
        select id as user_id, email, trim(first_name || ' ' || last_name) as name, language
        from users where id = ${userId} and email is not null and anonymized_at is null
        union all
        select g.id, g.email, trim(g.first_name || ' ' || g.last_name), g.language
        from family_links l join users g on g.id = l.user_id
        where l.related_user_id = ${userId} and l.handled and g.email is not null and g.anonymized_at is null
          and not exists (select 1 from users p where p.id = ${userId} and p.email is not null)
        order by user_id`),
      (rows) => rows.map((r) => ({ ...r, user_id: Number(r.user_id) })),
    ),
  )

/** How many children (people without an address of their own) a guardian made in the last day. */
export const childrenMadeToday = (guardianId: number) =>
  withSql((sql) =>
    Effect.map(
      countRows(sql`
        select count(*)::int as n from family_links l join users u on u.id = l.related_user_id
        where l.user_id = ${guardianId} and l.handled and u.email is null
          and u.created_at > now() - interval '1 day'`),
      (rows) => rows[0]?.n ?? 0,
    ),
  )

export const PeopleRepoLive = repository(PeopleRepo, (on) => ({
  exists: on((id: number) => Effect.map(findUser(id), (user) => user._tag === "Some")),
  nameOf: on((id: number) =>
    Effect.map(findUser(id), (user) =>
      user._tag === "Some" ? `${user.value.first_name} ${user.value.last_name}`.trim() : undefined,
    ),
  ),
  idByEmail: on((email: string) =>
    Effect.map(findUserByEmail(email), (found) => (found._tag === "Some" ? found.value.user.id : undefined)),
  ),
  grantRole: on((facilityId: number, userId: number, role: Role) => Effect.asVoid(grantRole(facilityId, userId, role))),
  roleAt: on(roleOfMember),
  mailRecipients: on(mailRecipients),
  createContact: on((person: { email: string; first_name: string; last_name: string }) =>
    Effect.map(insertUser({ ...person, password_hash: null }), (created) => Option.getOrThrow(created).id),
  ),
  find: on(findUser),
  findByEmail: on(findUserByEmail),
  insert: on(insertUser),
  setBirthDateAndClub: on(setBirthDateAndClub),
  setPasswordHash: on(setPasswordHash),
  setZipCode: on(setZipCode),
  recordActivity: on(activity.recordActivity),
  activityOf: on(activity.activityOf),
  activityAt: on(activity.activityAt),
  familyLinks: on(familyLinks),
  insertFamilyLink: on(insertFamilyLink),
  acceptFamilyLink: on(acceptFamilyLink),
  deleteFamilyLink: on(deleteFamilyLink),
  joinGuardiansClubs: on(joinGuardiansClubs),
  makeProfilePrivate: on(makeProfilePrivate),
  childrenMadeToday: on(childrenMadeToday),
  removeMember: on(removeMember),
  saveAccountCode: on(saveAccountCode),
  accountCode: on(accountCode),
  countWrongCode: on(countWrongCode),
  markAccountClaimed: on(markAccountClaimed),
  updateFields: on((userId: number, change: ProfileFields) => Effect.asVoid(updateUserFields(userId, change))),
  emailTakenByOther: on(emailTakenByOther),
  keptByClubs: on(keptByClubs),
  clubsOf: on(facilitiesOfPerson),
  facilitiesOf: on(facilitiesOfUser),
  search: on(searchUsers),
  searchAfter: on(searchUsersAfter),
  toggleFavourite: on(toggleFavourite),
  directory: on(agenda.playerDirectory),
}))

/** The ids a query of `id`s answers, or none without asking when there is nothing to look for. */
const idsAmong = (
  among: ReadonlyArray<number>,
  query: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<{ id: number }>, SqlError.SqlError>,
) =>
  among.length === 0
    ? Effect.succeed([])
    : Effect.flatMap(SqlClient.SqlClient, (sql) => Effect.map(query(sql), (rows) => rows.map((r) => Number(r.id))))

export const RelationsLive = repository(Relations, (on) => ({
  handledBy: on((guardianId: number, childIds: ReadonlyArray<number>) =>
    idsAmong(childIds, (sql) =>
      idRows(sql`
        select related_user_id as id from family_links
        where user_id = ${guardianId} and related_user_id in ${sql.in(childIds)} and handled`),
    ),
  ),
  childrenOf: on(handledPeople),
  belongsTo: on(notes.belongsTo),
  familyOf: on((userId: number, others: ReadonlyArray<number>) =>
    idsAmong(others, (sql) =>
      idRows(sql`
        select related_user_id as id from family_links
        where user_id = ${userId} and related_user_id in ${sql.in(others)} and accepted
        union
        select user_id from family_links
        where related_user_id = ${userId} and user_id in ${sql.in(others)} and accepted`),
    ),
  ),
}))
