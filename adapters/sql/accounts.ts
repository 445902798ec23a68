import { Effect, Option, Schema } from "effect"
import { owed, settledOldestFirst } from "../../engine/clubAccounts/rules"
import { Account } from "../../engine/records"
import { idRows, repository, rowsOf, sqlGen, withSql } from "./client"
import type { NewAccountEntry } from "../../engine/clubAccounts/port"
import { ClubAccountsRepo } from "../../engine/clubAccounts/port"

const idNameRows = rowsOf(Schema.Struct({ id: Schema.Number, name: Schema.String }))
const accountIdRows = rowsOf(Schema.Struct({ account_id: Schema.Number }))

export { Account, AccountEntry } from "../../engine/records"

interface EntryRow {
  readonly id: number
  readonly kind: "debit" | "payment" | "credit"
  readonly amount: number
  readonly payment_id: number
  readonly user_id: number | null
  readonly description: string | null
  readonly business_date: string
  readonly created_at: string
}

/** Every entry of an account, oldest first, each debit with what payments settle of it (oldest first). */
export const accountEntries = (accountId: number) =>
  sqlGen(function* (sql) {
    const rows = yield* sql<EntryRow>`
      select id, kind, amount, payment_id, user_id, description, business_date::text as business_date,
        to_json(created_at) #>> '{}' as created_at
      from account_entries where account_id = ${accountId} order by created_at, id`
    return settledOldestFirst(
      rows.map((r) => ({ ...r, id: Number(r.id), amount: Number(r.amount), payment_id: Number(r.payment_id) })),
    )
  })

export const findAccount = (accountId: number) =>
  sqlGen(function* (sql) {
    const [row] = yield* rowsOf(
      Schema.Struct({
        id: Schema.Number,
        facility_id: Schema.Number,
        name: Schema.String,
        invoice_receiver_id: Schema.Number,
      }),
    )(sql`
      select id, facility_id, name, invoice_receiver_id from accounts where id = ${accountId}`)
    if (row === undefined) return Option.none<Account>()
    const members = yield* idNameRows(sql`
      select u.id, u.first_name || ' ' || u.last_name as name from account_members m join users u on u.id = m.user_id
      where m.facility_id = ${row.facility_id} and m.account_id = ${row.id} order by u.last_name, u.first_name`)
    const entries = yield* accountEntries(row.id)
    const balance = owed(entries)
    return Option.some({
      ...row,
      id: Number(row.id),
      invoice_receiver_id: Number(row.invoice_receiver_id),
      members: members.map((m) => ({ ...m, id: Number(m.id) })),
      balance,
    })
  })

/** The account a person belongs to at a facility, if any. */
export const accountOf = (facilityId: number, userId: number) =>
  sqlGen(function* (sql) {
    const [row] = yield* accountIdRows(sql`
      select account_id from account_members where facility_id = ${facilityId} and user_id = ${userId}`)
    return row === undefined ? Option.none<Account>() : yield* findAccount(Number(row.account_id))
  })

/**
 * A person's account at a facility, opened on first use: named after them, invoices to them, and
 * holding the children they handle who have no account there yet.
 */
export const openAccount = (facilityId: number, userId: number) =>
  sqlGen(function* (sql) {
    const existing = yield* accountOf(facilityId, userId)
    if (Option.isSome(existing)) return existing.value
    const [opened] = yield* idRows(sql`
      insert into accounts (facility_id, name, invoice_receiver_id)
      select ${facilityId}::bigint, first_name || ' ' || last_name, id from users where id = ${userId}
      returning id`)
    yield* sql`
      insert into account_members (facility_id, account_id, user_id)
      select ${facilityId}::bigint, ${opened!.id}::bigint, ${userId}::bigint
      union select ${facilityId}::bigint, ${opened!.id}::bigint, related_user_id from family_links where user_id = ${userId} and handled
      on conflict (facility_id, user_id) do nothing`
    return Option.getOrThrow(yield* findAccount(Number(opened!.id)))
  })

export const addAccountEntry = (entry: NewAccountEntry) =>
  withSql(
    (sql) => sql`
      insert into account_entries (facility_id, account_id, kind, amount, payment_id, user_id, description, business_date)
      values (${entry.facility_id}, ${entry.account_id}, ${entry.kind}, ${entry.amount}, ${entry.payment_id},
        ${entry.user_id}, ${entry.description}, ${entry.business_date})`,
  )

/** Holds the account to the end of the transaction, so its balance stays as read until commit. */
export const lockAccount = (accountId: number) =>
  Effect.asVoid(withSql((sql) => sql`select id from accounts where id = ${accountId} for update`))

/** The facility's accounts that owed something at the end of `date`, by name. */
export const accountsOwing = (facilityId: number, date: string) =>
  withSql((sql) =>
    Effect.map(
      rowsOf(
        Schema.Struct({
          id: Schema.Number,
          name: Schema.String,
          invoice_receiver_id: Schema.Number,
          balance: Schema.Number,
        }),
      )(sql`
        select a.id, a.name, a.invoice_receiver_id,
          coalesce(sum(case when e.kind = 'debit' then e.amount else -e.amount end), 0)::bigint as balance
        from accounts a join account_entries e on e.account_id = a.id and e.facility_id = a.facility_id and e.business_date <= ${date}::date
        where a.facility_id = ${facilityId}
        group by a.id, a.name, a.invoice_receiver_id
        having coalesce(sum(case when e.kind = 'debit' then e.amount else -e.amount end), 0) > 0
        order by a.name`),
      (rows) =>
        rows.map((r) => ({
          id: Number(r.id),
          name: r.name,
          invoice_receiver_id: Number(r.invoice_receiver_id),
          balance: Number(r.balance),
        })),
    ),
  )

export const setInvoiceReceiver = (accountId: number, userId: number) =>
  withSql((sql) => sql`update accounts set invoice_receiver_id = ${userId} where id = ${accountId}`)

export const ClubAccountsRepoLive = repository(ClubAccountsRepo, (on) => ({
  find: on(findAccount),
  ofPerson: on(accountOf),
  open: on(openAccount),
  entries: on(accountEntries),
  lock: on(lockAccount),
  addEntry: on((entry: Parameters<typeof addAccountEntry>[0]) => Effect.asVoid(addAccountEntry(entry))),
  owing: on(accountsOwing),
  setInvoiceReceiver: on((accountId: number, userId: number) => Effect.asVoid(setInvoiceReceiver(accountId, userId))),
}))
