import type { SqlClient } from "@effect/sql"
import { Effect, Schema } from "effect"
import { type NewSavedCard, SavedCard } from "../../engine/cards/rules"
import { CardsRepo } from "../../engine/cards/port"
import type { SettleScope } from "../../engine/settlements/rules"
import { SettlementsRepo } from "../../engine/settlements/port"
import { idRows, repository, rowsOf, sqlGen, withSql } from "./client"
import type { WorkQueue } from "./jobs"
import { ProviderRecordsRepo } from "../../engine/payments/port"

const customerRefRows = rowsOf(Schema.Struct({ customer_ref: Schema.String }))
const outcomeRows = rowsOf(Schema.Struct({ outcome: Schema.Literal("paid", "failed") }))
const providerRefRows = rowsOf(Schema.Struct({ provider_ref: Schema.String }))
const sinceRows = rowsOf(Schema.Struct({ since: Schema.NullOr(Schema.DateFromSelf) }))
const tokenSealedRows = rowsOf(Schema.Struct({ token_sealed: Schema.NullOr(Schema.String) }))
const providerFacilityIdUserIdRows = rowsOf(
  Schema.Struct({ provider: Schema.String, facility_id: Schema.Number, user_id: Schema.Number }),
)

/** Our side of the payment providers: what we keep by reference, and provider events handled once. */

const cardColumns = `id, facility_id, user_id, provider, customer_ref, card_ref, brand, last4, expiry, name_on_card,
  is_default, to_json(created_at) #>> '{}' as created_at`

export const savedCards = (userId: number, facilityId?: number) =>
  withSql((sql) =>
    rowsOf(SavedCard)(sql`
      select ${sql.literal(cardColumns)} from saved_cards
      where user_id = ${userId} and removed_at is null
        ${facilityId === undefined ? sql`` : sql`and facility_id = ${facilityId}`}
      order by is_default desc, id`),
  ).pipe(Effect.map((rows) => rows.map((r) => ({ ...r, id: Number(r.id), facility_id: Number(r.facility_id) }))))

export const savedCard = (id: number) =>
  withSql((sql) =>
    rowsOf(SavedCard)(sql`select ${sql.literal(cardColumns)} from saved_cards where id = ${id} and removed_at is null`),
  ).pipe(Effect.map((rows) => rows[0]))

/** The provider's customer for a person at a facility, when made. */
export const customerRef = (facilityId: number, userId: number, provider: string) =>
  withSql((sql) =>
    Effect.map(
      customerRefRows(sql`
        select customer_ref from provider_customers
        where facility_id = ${facilityId} and user_id = ${userId} and provider = ${provider}`),
      (rows) => rows[0]?.customer_ref,
    ),
  )

/** Keeps a customer made; two first cards at once: the first kept wins, the other stays unused at the provider. */
export const keepCustomerRef = (facilityId: number, userId: number, provider: string, ref: string) =>
  withSql((sql) =>
    Effect.map(
      customerRefRows(sql`
        insert into provider_customers (facility_id, user_id, provider, customer_ref)
        values (${facilityId}, ${userId}, ${provider}, ${ref})
        on conflict (facility_id, user_id, provider) do update set customer_ref = provider_customers.customer_ref
        returning customer_ref`),
      (rows) => rows[0]!.customer_ref,
    ),
  )

/**
 * Records a provider event; false when it was handled before (a replay). An event that says how a
 * payment ended settles that payment's pending ledger rows; a later event cannot undo that, so
 * events arriving out of order change nothing once a row is paid or failed.
 */
export const recordEvent = (event: {
  readonly provider: string
  readonly id: string
  readonly type: string
  readonly object_ref: string | null
  readonly outcome: "paid" | "failed" | null
  readonly account: number | null
}) =>
  sqlGen(function* (sql) {
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        const inserted = yield* sql`
          insert into provider_events (provider, event_id, type, object_ref, outcome, account_facility_id)
          values (${event.provider}, ${event.id}, ${event.type}, ${event.object_ref}, ${event.outcome}, ${event.account})
          on conflict (provider, (coalesce(account_facility_id, 0)), event_id) do nothing returning id`
        if (inserted.length === 0) return { fresh: false, settled: 0 }
        const settled =
          event.object_ref === null || event.outcome === null
            ? 0
            : yield* settle(event.object_ref, event.outcome, event.account ?? "platform")
        return { fresh: true, settled }
      }),
    )
  })

/** Facilities with their own card account: the platform's events never touch their payments. */
const ownAccounts = (sql: SqlClient.SqlClient) =>
  sql`select facility_id from facility_credentials where category = 'stripe' and token_sealed is not null`

/** Moves the pending ledger rows of a provider payment, within `scope`, to paid or failed; how many moved. */
export const settle = (reference: string, outcome: "paid" | "failed", scope: SettleScope) =>
  Effect.map(settledIds(reference, outcome, scope), (ids) => ids.length)

/** `settle`, answering the ledger rows it settled. */
export const settledIds = (reference: string, outcome: "paid" | "failed", scope: SettleScope) =>
  withSql((sql) =>
    idRows(sql`
      update payments set status = ${outcome}
      where payment_intent_id = ${reference} and status = 'pending' and refund_of is null
        and ${
          scope === "anywhere"
            ? sql`true`
            : scope === "platform"
              ? sql`facility_id not in (${ownAccounts(sql)})`
              : sql`facility_id = ${scope}`
        }
      returning id`).pipe(Effect.map((rows) => rows.map((r) => Number(r.id)))),
  )

/**
 * For a facility's rows just written as pending: an event that already said how the payment ended
 * (it can arrive before our write commits), signed by the account the facility's payments go
 * through, settles them now.
 */
export const settleFromEarlierEvents = (reference: string, facilityId: number) =>
  sqlGen(function* (sql) {
    const [known] = yield* outcomeRows(sql`
      select outcome from provider_events
      where object_ref = ${reference} and outcome is not null
        and (account_facility_id = ${facilityId}
             or (account_facility_id is null and ${facilityId} not in (${ownAccounts(sql)})))
      order by id limit 1`)
    return known === undefined ? 0 : yield* settle(reference, known.outcome, facilityId)
  })

export const achToken = (id: number) =>
  withSql(
    (sql) =>
      sql<{
        id: number
        facility_id: number
        user_id: number
        provider_ref: string
        bank_name: string
        last4: string
        created_at: string
      }>`
      select id, facility_id, user_id, provider_ref, bank_name, last4, created_at from ach_tokens
      where id = ${id} and removed_at is null`,
  ).pipe(
    Effect.map((rows) =>
      rows[0] === undefined
        ? undefined
        : {
            ...rows[0],
            id: Number(rows[0].id),
            facility_id: Number(rows[0].facility_id),
            user_id: Number(rows[0].user_id),
          },
    ),
  )

/** The club's bank account that receives transfers: the newest one it added. */
export const clubBankAccount = (facilityId: number) =>
  withSql((sql) =>
    providerRefRows(sql`
      select provider_ref from bank_accounts where facility_id = ${facilityId} and removed_at is null
      order by id desc limit 1`),
  ).pipe(Effect.map((rows) => rows[0]?.provider_ref))

export const isClubReader = (facilityId: number, readerRef: string) =>
  withSql((sql) =>
    Effect.map(
      sql`select 1 from card_readers where facility_id = ${facilityId} and reader_ref = ${readerRef} limit 1`,
      (rows) => rows.length > 0,
    ),
  )

/** When the oldest ACH payment still pending was made (at one facility, or any); null when none is. */
/** The bank-reconciliation job's items: bank transfers not yet settled. */
export const achQueue = (sql: SqlClient.SqlClient): WorkQueue => ({
  job: "bank-reconciliation",
  table: "payments",
  leased: sql`false`,
  due: sql`method = 'ach' and status = 'pending' and refund_of is null`,
  failed: sql`false`,
  dueSince: sql`created_at`,
  turnsBy: sql`facility_id`,
})

export const oldestPendingAch = (facilityId?: number) =>
  withSql((sql) =>
    Effect.map(
      sinceRows(sql`
        select min(created_at) as since from payments
        where ${achQueue(sql).due}
          ${facilityId === undefined ? sql`` : sql`and facility_id = ${facilityId}`}`),
      (rows) => rows[0]?.since?.toISOString() ?? null,
    ),
  )

/** A facility's newest credential for an outside service, its secrets still sealed; none when its token is not set. */
export const sealedCredential = (facilityId: number, category: string) =>
  withSql((sql) =>
    Effect.map(
      sql<{
        token_sealed: string | null
        password_sealed: string | null
        company_id: string | null
        device_id: string | null
        type: string | null
      }>`
        select token_sealed, password_sealed, company_id, device_id, type from facility_credentials
        where facility_id = ${facilityId} and category = ${category} and token_sealed is not null
        order by id desc limit 1`,
      (rows) => rows[0],
    ),
  )

/** A facility's credential by its id, its token still sealed; none when the facility has no such credential. */
export const sealedCredentialById = (facilityId: number, id: number) =>
  withSql((sql) =>
    Effect.map(
      tokenSealedRows(sql`
        select token_sealed from facility_credentials where facility_id = ${facilityId} and id = ${id}`),
      (rows) => rows[0],
    ),
  )

/** A facility's own card-provider credential: its key (token) and webhook secret (password). */
export const sealedStripeCredential = (facilityId: number) => sealedCredential(facilityId, "stripe")

/**
 * Demo mode's fake card provider starts empty on every run: cards, customers and readers of the
 * facilities that have no card account of their own are let go.
 */
export const forgetFakeCardRecords = sqlGen(function* (sql) {
  const faked = sql`facility_id not in (select facility_id from facility_credentials where category = 'stripe')`
  yield* sql`update saved_cards set removed_at = now() where provider = 'stripe' and removed_at is null and ${faked}`
  yield* sql`delete from provider_customers where provider = 'stripe' and ${faked}`
  yield* sql`delete from card_readers where ${faked}`
})

/** Demo mode's fake bank starts empty on every run: its accounts and linked tokens are let go. */
export const forgetFakeBankRecords = sqlGen(function* (sql) {
  yield* sql`update bank_accounts set removed_at = now() where removed_at is null`
  yield* sql`update ach_tokens set removed_at = now() where removed_at is null`
})

/** Whether the facility has a card reader registered. */
export const hasReader = (facilityId: number) =>
  withSql((sql) =>
    Effect.map(sql`select 1 from card_readers where facility_id = ${facilityId} limit 1`, (rows) => rows.length > 0),
  )

export const insertReader = (reader: {
  readonly facility_id: number
  readonly reader_ref: string
  readonly label: string
  readonly location_ref: string | null
  readonly is_default: boolean
}) => withSql((sql) => sql`insert into card_readers ${sql.insert(reader)}`).pipe(Effect.asVoid)

export const insertBankAccount = (account: {
  readonly facility_id: number
  readonly provider_ref: string
  readonly holder_name: string
  readonly last4: string
  readonly nickname: string | null
}) =>
  withSql((sql) =>
    Effect.map(idRows(sql`insert into bank_accounts ${sql.insert(account)} returning id`), (rows) =>
      Number(rows[0]!.id),
    ),
  )

/** Keeps a card the provider saved; with `default_if_first`, the person's first card at the club is their default. */
export const insertSavedCard = (card: NewSavedCard) =>
  withSql((sql) =>
    Effect.map(
      idRows(sql`
        insert into saved_cards (facility_id, user_id, provider, customer_ref, card_ref, brand, last4, expiry,
          name_on_card, is_default)
        values (${card.facility_id}, ${card.user_id}, ${card.provider}, ${card.customer_ref}, ${card.card_ref},
          ${card.brand}, ${card.last4}, ${card.expiry}, ${card.name_on_card},
          ${card.default_if_first} and not exists (select 1 from saved_cards
            where facility_id = ${card.facility_id} and user_id = ${card.user_id} and removed_at is null))
        returning id`),
      (rows) => Number(rows[0]!.id),
    ),
  )

/** A card sign-up under way at the regional provider, by the token it gave. */
export const insertCardInscription = (inscription: {
  token: string
  provider: string
  facility_id: number
  user_id: number
}) => withSql((sql) => sql`insert into card_inscriptions ${sql.insert(inscription)}`).pipe(Effect.asVoid)

/** Finishes a card sign-up once; whose it was, or none for an unknown or finished one. */
export const finishCardInscription = (token: string) =>
  withSql((sql) =>
    Effect.map(
      providerFacilityIdUserIdRows(sql`
        update card_inscriptions set finished_at = now()
        where token = ${token} and finished_at is null
        returning provider, facility_id, user_id`),
      (rows) =>
        rows[0] === undefined
          ? undefined
          : { ...rows[0], facility_id: Number(rows[0].facility_id), user_id: Number(rows[0].user_id) },
    ),
  )

/** Removes a saved card; the newest card left becomes the default. */
export const removeSavedCard = (card: { id: number; facility_id: number; user_id: number; is_default: boolean }) =>
  withSql((sql) =>
    sql.withTransaction(
      Effect.gen(function* () {
        yield* sql`update saved_cards set removed_at = now(), is_default = false where id = ${card.id}`
        if (card.is_default)
          yield* sql`
            update saved_cards set is_default = true where id = (
              select id from saved_cards where facility_id = ${card.facility_id} and user_id = ${card.user_id}
                and removed_at is null order by id desc limit 1)`
      }),
    ),
  )

export const makeDefaultCard = (card: { id: number; facility_id: number; user_id: number }) =>
  withSql(
    (sql) => sql`
      update saved_cards set is_default = (id = ${card.id})
      where facility_id = ${card.facility_id} and user_id = ${card.user_id} and removed_at is null`,
  )

export const takesBankTransfers = (facilityId: number) =>
  withSql((sql) =>
    Effect.map(
      sql`select 1 from bank_accounts where facility_id = ${facilityId} and removed_at is null limit 1`,
      (rows) => rows.length > 0,
    ),
  )

export const CardsRepoLive = repository(CardsRepo, (on) => ({
  list: on(savedCards),
  find: on(savedCard),
  customerRef: on(customerRef),
  keepCustomerRef: on(keepCustomerRef),
  insert: on(insertSavedCard),
  remove: on((card: SavedCard) => Effect.asVoid(removeSavedCard(card))),
  makeDefault: on((card: SavedCard) => Effect.asVoid(makeDefaultCard(card))),
  takesBankTransfers: on(takesBankTransfers),
  startInscription: on(insertCardInscription),
  finishInscription: on(finishCardInscription),
}))

export const SettlementsRepoLive = repository(SettlementsRepo, (on) => ({
  recordEvent: on(recordEvent),
  settle: on(settledIds),
  oldestPendingAch: on(oldestPendingAch),
}))

export const ProviderRecordsRepoLive = repository(ProviderRecordsRepo, (on) => ({
  savedCard: on(savedCard),
  achToken: on(achToken),
  clubBankAccount: on(clubBankAccount),
  isClubReader: on(isClubReader),
}))
