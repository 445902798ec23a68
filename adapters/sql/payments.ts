import { SqlClient } from "@effect/sql"
import { Effect, Schema } from "effect"
import type { LedgerDayLine, LedgerSaleLine, PaidEarlierLine } from "../../engine/payments/close"
import {
  baseMethod,
  METHOD_LABELS,
  refundableOf,
  statusAfterRefunds,
  TYPE_GROUP_LABELS,
  typeGroupOf,
} from "../../engine/payments/rules"
import { Payment } from "../../engine/records"
import { facilityRows, idRows, repository, rowsOf, sqlGen, withSql } from "./client"
import type { Cursor } from "../../engine/lists"
import { keysetPage, pastAnchor } from "./keyset"
import { settle, settleFromEarlierEvents } from "./providerRecords"
import { ACTIVE } from "./statuses"
import { rowLock } from "./transaction"
import type { NewPayment } from "../../engine/payments/port"
import { LedgerRepo } from "../../engine/payments/port"

const ruIdAmountRows = rowsOf(Schema.Struct({ ru_id: Schema.NullOr(Schema.Number), amount: Schema.Number }))
const referenceRows = rowsOf(Schema.Struct({ reference: Schema.String }))

export { Payment } from "../../engine/records"

/** A ledger row as stored: what was written, every optional column read back, and its id and time. */
interface Row extends Required<Omit<NewPayment, "payable_type" | "status">> {
  readonly id: number
  readonly payable_type: string
  readonly status: NewPayment["status"] | "cancelled"
  readonly created_at: string
}

const columns = `id, facility_id, payable_type, payable_id, reservation_id, payer_id, staff_id, method, amount, status,
  refund_of, to_credit, custom_price, coupon_code, payment_intent_id, device_id, description,
  business_date::text as business_date, to_json(created_at) #>> '{}' as created_at`

/** The API's view of rows: a payment's status and refundable amount from the refunds that point at it. */
const present = (rows: ReadonlyArray<Row>, refunds: ReadonlyArray<Row>): ReadonlyArray<Payment> =>
  rows.map((row) => {
    const own = refunds
      .filter((r) => r.refund_of === row.id && r.status !== "failed" && r.status !== "cancelled")
      .map((r) => ({ amount: Number(r.amount), to_credit: r.to_credit }))
    const amount = Number(row.amount)
    const isRefund = row.refund_of !== null
    const group = typeGroupOf(row.method)
    const base = baseMethod(row.method)
    return {
      ...row,
      amount,
      method_label: isRefund ? `Refund (${METHOD_LABELS[base]})` : METHOD_LABELS[base],
      type_group: group,
      type_group_label: TYPE_GROUP_LABELS[group],
      status: isRefund || row.status !== "paid" ? row.status : statusAfterRefunds(amount, own),
      refunded: isRefund ? 0 : amount - refundableOf(amount, own),
      refundable: isRefund || row.status !== "paid" ? 0 : refundableOf(amount, own),
    }
  })

/** A payer's rows at `clubs` (every club when null) after the cursor's row, newest first. */
const paymentsOfPayerAfter = (payerId: number, clubs: ReadonlyArray<number> | null, cursor: Cursor) =>
  withSql((sql) => {
    const theirs = (alias: string) => {
      const t = sql.literal(alias)
      return sql.and([
        sql`${t}.payer_id = ${payerId}`,
        clubs === null ? sql`true` : clubs.length === 0 ? sql`false` : sql`${t}.facility_id in ${sql.in(clubs)}`,
      ])
    }
    const anchor =
      cursor.startingAfter === undefined
        ? undefined
        : sql`select x.id from payments x where x.id = ${cursor.startingAfter} and ${theirs("x")}`
    const past = pastAnchor(sql, { keys: "payments.id", order: "desc", anchor })
    return keysetPage(
      sql,
      cursor,
      anchor,
      paymentsWhere((q) => q.and([theirs("payments"), past]), cursor.limit + 1),
    )
  })

/** Ledger rows matching a condition, with their refunds' effect; newest first, `limit` at most. */
export const paymentsWhere = (
  where: (sql: SqlClient.SqlClient) => ReturnType<SqlClient.SqlClient["and"]>,
  limit = 500,
) =>
  sqlGen(function* (sql) {
    const rows =
      yield* sql<Row>`select ${sql.literal(columns)} from payments where ${where(sql)} order by id desc limit ${limit}`
    const ids = rows.filter((r) => r.refund_of === null).map((r) => r.id)
    const facilities = [...new Set(rows.map((r) => r.facility_id))]
    const refunds =
      ids.length === 0
        ? []
        : yield* sql<Row>`
            select ${sql.literal(columns)} from payments
            where facility_id in ${sql.in(facilities)} and refund_of in ${sql.in(ids)}`
    return present(rows, refunds)
  })

export const findPayment = (id: number) =>
  Effect.map(
    paymentsWhere((sql) => sql.and([sql`id = ${id}`])),
    (rows) => rows[0],
  )

export const insertPayment = (p: NewPayment) =>
  sqlGen(function* (sql) {
    const [row] = yield* idRows(sql`
      insert into payments (facility_id, payable_type, payable_id, reservation_id, payer_id, staff_id, method, amount,
        status, refund_of, to_credit, custom_price, coupon_code, payment_intent_id, device_id, description, business_date)
      values (${p.facility_id}, ${p.payable_type}, ${p.payable_id}, ${p.reservation_id}, ${p.payer_id}, ${p.staff_id},
        ${p.method}, ${p.amount}, ${p.status}, ${p.refund_of ?? null}, ${p.to_credit ?? false}, ${p.custom_price ?? false},
        ${p.coupon_code ?? null}, ${p.payment_intent_id ?? null}, ${p.device_id ?? null}, ${p.description ?? null},
        ${p.business_date})
      returning id`)
    return Number(row!.id)
  })

/**
 * What is still to pay on a reservation, item by item: each player's share (by their
 * reservation_user id) and the group's fees, less what paid rows already cover. A payment still
 * pending at a provider (a card at the reader, a bank transfer) holds its part until it fails.
 */
export const pendingItems = (reservationId: number) =>
  sqlGen(function* (sql) {
    // Every row here is kept by facility: naming it reads only this booking's rows.
    const [booking] = yield* facilityRows(sql`select facility_id from reservations where id = ${reservationId}`)
    if (booking === undefined) return []
    const facilityId = booking.facility_id
    const fees = yield* ruIdAmountRows(sql`
      select reservation_user_id as ru_id, sum(amount)::bigint as amount from reservation_fees
      where facility_id = ${facilityId} and reservation_id = ${reservationId} group by reservation_user_id`)
    const paid = yield* rowsOf(
      Schema.Struct({ payable_type: Schema.String, payable_id: Schema.NullOr(Schema.Number), amount: Schema.Number }),
    )(sql`
      select payable_type, payable_id, sum(amount)::bigint as amount from payments
      where facility_id = ${facilityId} and reservation_id = ${reservationId} and refund_of is null
        and status in ('paid', 'pending')
      group by payable_type, payable_id`)
    // A coupon's discount settles its part as a payment does (it is not money, so not a payment row).
    const discounts = yield* rowsOf(
      Schema.Struct({ payable_type: Schema.String, payable_id: Schema.NullOr(Schema.Number), amount: Schema.Number }),
    )(sql`
      select payable_type, payable_id, sum(discount)::bigint as amount from coupon_redemptions
      where facility_id = ${facilityId} and reservation_id = ${reservationId} group by payable_type, payable_id`)
    const covered = (
      rows: ReadonlyArray<{ payable_type: string; payable_id: number | null; amount: number }>,
      ru: number | null,
    ) =>
      Number(
        rows.find((p) =>
          ru === null
            ? p.payable_type === "reservation"
            : p.payable_type === "reservation_user" && Number(p.payable_id) === ru,
        )?.amount ?? 0,
      )
    const paidFor = (ru: number | null) => covered(paid, ru) + covered(discounts, ru)
    return fees
      .map((f) => {
        const ru = f.ru_id === null ? null : Number(f.ru_id)
        return { ru_id: ru, due: Number(f.amount), paid: paidFor(ru), pending: Number(f.amount) - paidFor(ru) }
      })
      .filter((item) => item.due > 0)
  })

/** A day's paid ledger rows by what they paid for (the payable, a booking's kind) and method. */
export const ledgerDaySold = (facilityId: number, date: string) =>
  sqlGen(function* (sql) {
    const rows = yield* sql<LedgerSaleLine>`
      select p.payable_type, r.kind as reservation_kind, p.method, p.to_credit,
        count(*)::int as count, sum(p.amount)::bigint as total
      from payments p
      left join reservations r on r.facility_id = p.facility_id and r.id = p.reservation_id
      where p.facility_id = ${facilityId} and p.business_date = ${date}::date and p.status = 'paid'
      group by p.payable_type, r.kind, p.method, p.to_credit`
    return rows.map((r) => ({ ...r, total: Number(r.total) }))
  })

/** Bookings playing on the day that were paid on an earlier one (a series paid up front), by start. */
export const ledgerPaidEarlier = (facilityId: number, date: string) =>
  sqlGen(function* (sql) {
    const rows = yield* sql<PaidEarlierLine>`
      select r.id as reservation_id, r.series_id, r.court_id, c.name as court_name, r.hour_start,
        min(p.business_date)::text as paid_on, sum(p.amount)::bigint as amount
      from reservations r
      join courts c on c.facility_id = r.facility_id and c.id = r.court_id
      join payments p on p.facility_id = r.facility_id and p.reservation_id = r.id
      where r.facility_id = ${facilityId} and r.local_date = ${date}::date and r.parent_id is null
        and r.status in ${sql.literal(ACTIVE)}
        and p.business_date < ${date}::date and p.status = 'paid' and p.refund_of is null
      group by r.facility_id, r.id, c.name order by r.hour_start, r.id`
    return rows.map((r) => ({ ...r, amount: Number(r.amount) }))
  })

/**
 * The daily close: a facility's paid ledger rows of one facility-local day, one line per method
 * and whether it was a refund to credits. Money taken (cash, cards, checks, bank transfers) less
 * money handed back is the day's net; club credits, adjustments and charges to club accounts are
 * listed but are not money taken that day.
 */
export const ledgerDay = (facilityId: number, date: string) =>
  sqlGen(function* (sql) {
    const rows = yield* sql<LedgerDayLine>`
      select method, to_credit, count(*)::int as count, sum(amount)::bigint as total from payments
      where facility_id = ${facilityId} and business_date = ${date}::date and status = 'paid'
      group by method, to_credit order by method, to_credit`
    return rows.map((r) => ({ ...r, total: Number(r.total) }))
  })

export const LedgerRepoLive = repository(LedgerRepo, (on) => ({
  byReference: on((facilityId: number, reference: string) =>
    paymentsWhere((q) => q.and([q`facility_id = ${facilityId}`, q`payment_intent_id = ${reference}`])),
  ),
  insert: on(insertPayment),
  find: on(findPayment),
  lock: on(rowLock("payments")),
  setReference: on((id: number, reference: string) =>
    Effect.asVoid(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql`update payments set payment_intent_id = ${reference} where id = ${id}`,
      ),
    ),
  ),
  ofFacility: on((facilityId: number, ids: ReadonlyArray<number>) =>
    ids.length === 0
      ? Effect.succeed([])
      : paymentsWhere((q) => q.and([q`facility_id = ${facilityId}`, q`id in ${q.in(ids)}`])),
  ),
  ofReservation: on((facilityId: number, reservationId: number) =>
    paymentsWhere((q) => q.and([q`facility_id = ${facilityId}`, q`reservation_id = ${reservationId}`])),
  ),
  ofPayer: on((payerId: number, facilityId: number | undefined) =>
    paymentsWhere((q) =>
      q.and([q`payer_id = ${payerId}`, facilityId === undefined ? q`true` : q`facility_id = ${facilityId}`]),
    ),
  ),
  ofPayerAfter: on(paymentsOfPayerAfter),
  pendingItems: on(pendingItems),
  day: on(ledgerDay),
  daySold: on(ledgerDaySold),
  paidEarlier: on(ledgerPaidEarlier),
  claimReference: on((reference: string) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      // Held to the end of the caller's transaction: one recording per provider payment.
      yield* sql`select pg_advisory_xact_lock(hashtext(${reference}))`
      const used = yield* sql`
        select 1 from payments where payment_intent_id = ${reference} and refund_of is null
          and status <> 'failed'
        union all
        select 1 from provider_returns where reference = ${reference}
        limit 1`
      return { recorded: used.length > 0 }
    }),
  ),
  unrecorded: on((references: ReadonlyArray<string>) =>
    references.length === 0
      ? Effect.succeed([])
      : Effect.flatMap(SqlClient.SqlClient, (sql) =>
          Effect.map(
            referenceRows(sql`
              select r as reference from unnest(${references}::text[]) r
              where not exists (select 1 from payments where payment_intent_id = r)
                and not exists (select 1 from provider_returns where reference = r)`),
            (rows) => rows.map((row) => row.reference),
          ),
        ),
  ),
  noteReturn: on((r: { facility_id: number; reference: string; amount: number; currency: string; action: string }) =>
    Effect.flatMap(SqlClient.SqlClient, (sql) =>
      Effect.map(
        sql`
          insert into provider_returns (facility_id, reference, amount, currency, action)
          values (${r.facility_id}, ${r.reference}, ${r.amount}, ${r.currency}, ${r.action})
          on conflict (reference) do nothing returning id`,
        (rows) => rows.length > 0,
      ),
    ),
  ),
  failPending: on((reference: string, facilityId: number) => Effect.asVoid(settle(reference, "failed", facilityId))),
  settleFromEarlierEvents: on((reference: string, facilityId: number) =>
    Effect.asVoid(settleFromEarlierEvents(reference, facilityId)),
  ),
}))
