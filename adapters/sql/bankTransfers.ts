import { Effect, Schema } from "effect"
import {
  type BankAccountView as BankAccountRecord,
  AchTokenView as LinkedBankAccount,
} from "../../engine/bankAccounts/rules"
import { BankAccountsRepo } from "../../engine/bankAccounts/port"
import { isUniqueViolation, repository, rowsOf, withSql } from "./client"
import * as providerRecords from "./providerRecords"

const facilityIdUserIdRows = rowsOf(Schema.Struct({ facility_id: Schema.Number, user_id: Schema.Number }))

const bankColumns = `id, facility_id, holder_name, last4, nickname, to_json(created_at) #>> '{}' as created_at`
const linkColumns = `id, facility_id, user_id, bank_name, last4, to_json(created_at) #>> '{}' as created_at`

export const clubBankAccounts = (facilityId: number) =>
  withSql(
    (sql) => sql<BankAccountRecord>`
      select ${sql.literal(bankColumns)} from bank_accounts
      where facility_id = ${facilityId} and removed_at is null order by id`,
  )

/** Whether the club had that account to remove. */
export const removeClubBankAccount = (facilityId: number, id: number) =>
  withSql((sql) =>
    Effect.map(
      sql`
        update bank_accounts set removed_at = now()
        where facility_id = ${facilityId} and id = ${id} and removed_at is null returning id`,
      (rows) => rows.length > 0,
    ),
  )

export const linkedBankAccounts = (userId: number, facilityId: number | undefined) =>
  withSql((sql) =>
    rowsOf(LinkedBankAccount)(sql`
      select ${sql.literal(linkColumns)} from ach_tokens
      where user_id = ${userId} and removed_at is null
        ${facilityId === undefined ? sql`` : sql`and facility_id = ${facilityId}`}
      order by id`),
  )

/** Remembers who opened a linking session where, so only what they link there is theirs there. */
export const recordLinkSession = (session: { session_ref: string; facility_id: number; user_id: number }) =>
  withSql((sql) => sql`insert into bank_link_sessions ${sql.insert(session)}`).pipe(Effect.asVoid)

export const linkSession = (sessionRef: string) =>
  withSql((sql) =>
    Effect.map(
      facilityIdUserIdRows(sql`
        select facility_id, user_id from bank_link_sessions where session_ref = ${sessionRef}`),
      (rows) =>
        rows[0] === undefined
          ? undefined
          : { facility_id: Number(rows[0].facility_id), user_id: Number(rows[0].user_id) },
    ),
  )

/** The linked account kept, or none when that provider account is linked already (anywhere). */
export const insertLinkedBankAccount = (link: {
  facility_id: number
  user_id: number
  provider_ref: string
  bank_name: string
  last4: string
}) =>
  withSql((sql) =>
    rowsOf(LinkedBankAccount)(
      sql`insert into ach_tokens ${sql.insert(link)} returning ${sql.literal(linkColumns)}`,
    ).pipe(
      Effect.map((rows) => rows[0]),
      Effect.catchIf(isUniqueViolation, () => Effect.succeed(undefined)),
    ),
  )

export const removeLinkedBankAccount = (id: number) =>
  withSql((sql) => sql`update ach_tokens set removed_at = now() where id = ${id}`)

export const BankAccountsRepoLive = repository(BankAccountsRepo, (on) => ({
  clubAccounts: on(clubBankAccounts),
  insertClubAccount: on(providerRecords.insertBankAccount),
  removeClubAccount: on(removeClubBankAccount),
  linked: on(linkedBankAccounts),
  recordLinkSession: on(recordLinkSession),
  linkSession: on(linkSession),
  insertLinked: on(insertLinkedBankAccount),
  findLinked: on(providerRecords.achToken),
  removeLinked: on((id: number) => Effect.asVoid(removeLinkedBankAccount(id))),
}))
