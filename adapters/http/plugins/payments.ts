import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Clock, Effect, Option, Schema } from "effect"
import * as crypto from "node:crypto"
import { localDate } from "../../../engine/dates"
import { splitByWeights } from "../../../engine/money"
import { applyCoupon, couponProblem } from "../../../engine/pricing"
import {
  baseMethod,
  CardPayments,
  type LedgerMethod,
  isMoney,
  isStaffOnlyMethod,
  METHOD_LABELS,
  needsProvider,
  PayMethod,
  refundProblem,
  type Taken,
  reversalOf,
} from "../../../engine/payments"
import { addAccountEntry, openAccount } from "../../sql/accounts"
import { addCredits, creditLots, spendCredits } from "../../sql/credits"
import { isGuardianOf } from "../../sql/family"
import { findCoupon, usesBy } from "../../sql/coupons"
import {
  closeReport,
  findPayment,
  insertPayment,
  type NewPayment,
  Payment,
  paymentsWhere,
  pendingItems,
} from "../../sql/payments"
import { settleFromEarlierEvents } from "../../sql/providerRecords"
import { Reservation } from "../../sql/reservations"
import { Actor, currentUser, isStaffAt } from "../actor"
import { Authn } from "../authn"
import { apiGroup, Conflict, Forbidden, notFound, sqlDefects, Unprocessable, unprocessable } from "../errors"
import { idempotent } from "../idempotency"
import {
  type ChargesMade,
  givenBackUnlessRecorded,
  providerSource,
  providerToUnprocessable,
  savedCardSource,
  shortToUnprocessable,
  takeMoney,
  takeMoneyNow,
} from "../../../engine/services/charges"
import { requireFacility, requireReservation, requireUser } from "../lookups"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Amount, Id, IdParam } from "../schemas"

/**
 * Money through the ledger: paying what a reservation has pending (by share, part by club
 * credits), club credit balances and manager adjustments, the four kinds of refund, a person's
 * payments and pending items, and the daily close. Cards, readers and bank transfers go through
 * the CardPayments service; everything else needs no outside service.
 */

const SignedMoney = Schema.Int.pipe(
  Schema.between(-100_000_000, 100_000_000),
  Schema.filter((n) => n !== 0 || "An adjustment cannot be zero."),
)
const Reason = Schema.Trim.pipe(
  Schema.nonEmptyString({ message: () => "Say why: an adjustment needs a reason." }),
  Schema.maxLength(200),
)

/** SPEC §3's payment object. */
export const PaymentObject = Schema.Struct({
  method: PayMethod,
  /** Pay one player's share (their reservation_user id); without it, everything pending. */
  ru_id: Schema.optional(Id),
  /** Spend the payer's club credits first and pay the rest by `method`. */
  use_credits: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  /** Staff only: the amount to charge instead of what is pending. */
  custom_price: Schema.optional(Schema.Int.pipe(Schema.between(0, 100_000_000))),
  coupon_code: Schema.optional(Schema.String.pipe(Schema.maxLength(60))),
  payment_intent_id: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
  device_id: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
  /** A saved card (its user_token_id) to pay by card. */
  card_id: Schema.optional(Id),
  /** A linked bank account (its ACH token id) to pay by ACH. */
  ach_token_id: Schema.optional(Id),
  /** Staff only: whose credits pay (default: each share's player, the booker for the group's fees). */
  user_id: Schema.optional(Id),
})

const PendingItem = Schema.Struct({
  ru_id: Schema.NullOr(Schema.Number),
  due: Schema.Number,
  paid: Schema.Number,
  pending: Schema.Number,
})

export const Paid = Schema.Struct({
  reservation: Reservation,
  payments: Schema.Array(Payment),
  pending: Schema.Array(PendingItem),
})

const Balance = Schema.Struct({
  user_id: Schema.Number,
  facility_id: Schema.Number,
  balance: Schema.Number,
  currency: Schema.String,
  currency_decimals: Schema.Number,
  lots: Schema.Array(
    Schema.Struct({
      id: Schema.Number,
      source: Schema.String,
      amount: Schema.Number,
      left: Schema.Number,
      reason: Schema.NullOr(Schema.String),
      created_at: Schema.String,
    }),
  ),
})

const Refunded = Schema.Struct({ payment: Payment, refund: Payment })
const RefundAmount = Schema.Struct({ amount: Schema.optional(Amount) })

const CloseReport = Schema.Struct({
  facility_id: Schema.Number,
  date: Schema.String,
  currency: Schema.String,
  currency_decimals: Schema.Number,
  groups: Schema.Array(
    Schema.Struct({
      type_group: Schema.String,
      label: Schema.String,
      total: Schema.Number,
      methods: Schema.Array(
        Schema.Struct({ method: Schema.String, label: Schema.String, count: Schema.Number, total: Schema.Number }),
      ),
    }),
  ),
  /** Money in less money out (refunds other than to credit). */
  net: Schema.Number,
  count: Schema.Number,
})

const UserFacility = Schema.Struct({ id: IdParam, facilityId: IdParam })
const PaymentPath = Schema.Struct({ id: IdParam })

const refundCall = <const N extends string>(name: N, suffix: string, payload: Schema.Schema.Any = RefundAmount) =>
  HttpApiEndpoint.put(name, `/api/payments/:id/${suffix}` as `/${string}`)
    .setPath(PaymentPath)
    .setPayload(payload as typeof RefundAmount)
    .addSuccess(Refunded)
    .annotate(PolicyTag, Policy.staff(Policy.payment()))

export const PaymentsGroup = apiGroup("payments")
  .add(
    HttpApiEndpoint.put("payPending", "/api/reservations/:id/pay_pending")
      .setPath(Schema.Struct({ id: IdParam }))
      .setPayload(PaymentObject)
      .addSuccess(Paid)
      .annotate(PolicyTag, Policy.member(Policy.reservation())),
  )
  .add(
    HttpApiEndpoint.get("reservationPayments", "/api/reservations/:id/payments")
      .setPath(Schema.Struct({ id: IdParam }))
      .addSuccess(Schema.Struct({ payments: Schema.Array(Payment), pending: Schema.Array(PendingItem) }))
      .annotate(PolicyTag, Policy.member(Policy.reservation())),
  )
  .add(
    HttpApiEndpoint.get("balance", "/api/users/:id/balance/:facilityId")
      .setPath(UserFacility)
      .addSuccess(Balance)
      .annotate(PolicyTag, Policy.userAccess()),
  )
  .add(
    HttpApiEndpoint.post("addDebit", "/api/users/:id/balance/:facilityId/add_debit")
      .setPath(UserFacility)
      .setPayload(Schema.Struct({ amount: SignedMoney, reason: Reason }))
      .addSuccess(Balance)
      .annotate(PolicyTag, Policy.manager(Policy.path("facilityId"))),
  )
  .add(
    HttpApiEndpoint.post("buyCredits", "/api/users/:id/balance/:facilityId/buy")
      .setPath(UserFacility)
      .setPayload(
        Schema.Struct({
          amount: Amount,
          method: PayMethod,
          payment_intent_id: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
          device_id: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
          /** A saved card of the person buying, to pay by card. */
          card_id: Schema.optional(Id),
        }),
      )
      .addSuccess(Balance)
      .annotate(PolicyTag, Policy.member(Policy.path("facilityId"))),
  )
  .add(
    HttpApiEndpoint.post("addDebitForPlayers", "/api/users/:id/balance/:facilityId/add_debit_for_players")
      .setPath(UserFacility)
      .setPayload(
        Schema.Struct({
          user_ids: Schema.Array(Id).pipe(Schema.minItems(1), Schema.maxItems(200)),
          amount: SignedMoney,
          reason: Reason,
        }),
      )
      .addSuccess(Schema.Array(Balance))
      .annotate(PolicyTag, Policy.manager(Policy.path("facilityId"))),
  )
  .add(refundCall("refund", "refund"))
  .add(refundCall("refundToCredit", "refund_to_credit"))
  .add(refundCall("partialRefund", "partial_refund", Schema.Struct({ amount: Amount })))
  .add(refundCall("requestAchRefund", "request_ach_refund"))
  .add(
    HttpApiEndpoint.get("userPayments", "/api/users/payments")
      .setUrlParams(Schema.Struct({ user_id: Schema.optional(IdParam), facility_id: Schema.optional(IdParam) }))
      .addSuccess(Schema.Array(Payment))
      .annotate(PolicyTag, Policy.userAccess(Policy.optionalQuery("user_id"))),
  )
  .add(
    HttpApiEndpoint.get("pendingPayments", "/api/users/pending_payments")
      .setUrlParams(Schema.Struct({ user_id: Schema.optional(IdParam) }))
      .addSuccess(
        Schema.Array(
          Schema.Struct({ reservation: Reservation, items: Schema.Array(PendingItem), pending: Schema.Number }),
        ),
      )
      .annotate(PolicyTag, Policy.userAccess(Policy.optionalQuery("user_id"))),
  )
  .add(
    HttpApiEndpoint.get("closeReport", "/api/facilities/:id/close_report")
      .setPath(Schema.Struct({ id: IdParam }))
      .setUrlParams(Schema.Struct({ date: Schema.String.pipe(Schema.pattern(/^\d{4}-\d{2}-\d{2}$/)) }))
      .addSuccess(CloseReport)
      .annotate(PolicyTag, Policy.staff()),
  )
  .middleware(Authn)

const today = (zone: string) => Effect.map(Clock.currentTimeMillis, (ms) => localDate(new Date(ms), zone))

const balanceOf = (userId: number, facilityId: number) =>
  Effect.gen(function* () {
    const facility = yield* requireFacility(facilityId)
    const lots = yield* creditLots(facilityId, userId)
    return {
      user_id: userId,
      facility_id: facilityId,
      balance: lots.reduce((sum, l) => sum + l.amount - l.spent, 0),
      currency: facility.currency,
      currency_decimals: facility.currency_decimals,
      lots: lots.map((l) => ({
        id: Number(l.id),
        source: l.source,
        amount: l.amount,
        left: l.amount - l.spent,
        reason: l.reason,
        created_at: new Date(l.created_at).toISOString(),
      })),
    }
  })

/** A manager's adjustment: credits granted (positive) or taken back (negative, never below zero). */
const adjust = (userId: number, facilityId: number, amount: number, reason: string, staffId: number) =>
  amount > 0
    ? addCredits({ facility_id: facilityId, user_id: userId, amount, source: "granted", reason, staff_id: staffId })
    : Effect.asVoid(
        spendCredits({ facility_id: facilityId, user_id: userId, amount: -amount, reason, staff_id: staffId }),
      )

/**
 * Uses a coupon on a reservation's pending items (its row locked, so its limits hold under
 * parallel use): the discount, split over the items by what each has pending, settles that
 * part of them.
 */
const redeemCoupon = (
  r: Reservation,
  items: ReadonlyArray<{ readonly ru_id: number | null; readonly pending: number }>,
  code: string,
  userId: number,
  today: string,
) =>
  Effect.gen(function* () {
    const found = yield* findCoupon(r.facility_id, { code }, true)
    if (Option.isNone(found)) return yield* Effect.fail(unprocessable(`There is no coupon ${code.toUpperCase()} here.`))
    const coupon = found.value
    const problem = couponProblem(coupon, {
      today,
      item: "reservation",
      uses: coupon.uses,
      uses_by_player: yield* usesBy(coupon.id, userId),
    })
    if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
    const pending = items.map((i) => i.pending)
    const { discount } = applyCoupon(
      pending.reduce((a, b) => a + b, 0),
      coupon.kind === "percent"
        ? { kind: "percent", percent: coupon.percent! }
        : { kind: "amount", amount: coupon.amount! },
    )
    const shares = splitByWeights(discount, pending)
    const sql = yield* SqlClient.SqlClient
    const use = crypto.randomUUID()
    for (const [k, item] of items.entries()) {
      yield* sql`
        insert into coupon_redemptions (facility_id, coupon_id, use_key, user_id, reservation_id, payable_type, payable_id, discount)
        values (${r.facility_id}, ${coupon.id}, ${use}, ${userId}, ${r.id},
          ${item.ru_id === null ? "reservation" : "reservation_user"}, ${item.ru_id ?? r.id}, ${shares[k]!})`
    }
    return shares
  })

/** Staff of the facility, or someone in the reservation (or their guardian); whether staff. */
const mayPay = (r: Reservation) =>
  Effect.gen(function* () {
    const actor = yield* Actor
    if (isStaffAt(actor, r.facility_id)) return true
    const me = actor.user!.id
    const mine = r.created_by === me || r.users.some((u) => u.user_id === me)
    const guardian = yield* Effect.reduce(r.users, false, (found, u) =>
      found || u.user_id === null ? Effect.succeed(found) : isGuardianOf(me, u.user_id),
    )
    if (!mine && !guardian) return yield* Effect.fail(notFound("Reservation"))
    return false
  })

/**
 * Pays what a reservation has pending (SPEC's payment object): by share or everything, club
 * credits first if asked, a coupon or a staff custom price, then one charge for the rest by the
 * method chosen. `take` replaces the configured providers for that charge (the regional
 * provider's token orders).
 */
export const payReservation = (
  reservationId: number,
  payload: typeof PaymentObject.Type,
  take?: (
    total: number,
    description: string,
  ) => Effect.Effect<Taken, Unprocessable | Conflict, SqlClient.SqlClient | ChargesMade>,
) =>
  Effect.gen(function* () {
    const me = yield* currentUser.pipe(Effect.orDie)
    const r = yield* requireReservation(reservationId)
    const staff = yield* mayPay(r)
    if (!staff) {
      if (isStaffOnlyMethod(payload.method))
        return yield* Effect.fail(
          new Forbidden({ message: `Only staff take payment by ${METHOD_LABELS[payload.method]}.`, errors: [] }),
        )
      if (payload.custom_price !== undefined || payload.user_id !== undefined)
        return yield* Effect.fail(
          new Forbidden({
            message: "Only staff may set a custom price or pay from someone else's credits.",
            errors: [],
          }),
        )
    }
    if (payload.coupon_code !== undefined && payload.custom_price !== undefined)
      return yield* Effect.fail(unprocessable("A custom price takes no coupon."))
    if (payload.ru_id !== undefined && !r.users.some((u) => u.id === payload.ru_id))
      return yield* Effect.fail(unprocessable(`Player ${payload.ru_id} is not in this reservation.`))

    const facility = yield* requireFacility(r.facility_id)
    const sql = yield* SqlClient.SqlClient
    const businessDate = yield* today(facility.time_zone)
    const written = yield* givenBackUnlessRecorded(
      sql.withTransaction(
        Effect.gen(function* () {
          // One payer at a time per reservation: the pending amounts read below stay true until commit.
          yield* sql`select id from reservations where id = ${r.id} for update`
          const items = (yield* pendingItems(r.id)).filter(
            (i) => i.pending > 0 && (payload.ru_id === undefined || i.ru_id === payload.ru_id),
          )
          if (items.length === 0)
            return yield* Effect.fail(unprocessable("Nothing is pending on this reservation: it is paid."))
          const discounts =
            payload.coupon_code === undefined
              ? items.map(() => 0)
              : yield* redeemCoupon(r, items, payload.coupon_code, payload.user_id ?? me.id, businessDate)
          const charges =
            payload.custom_price === undefined
              ? items.map((i, k) => i.pending - discounts[k]!)
              : splitByWeights(
                  payload.custom_price,
                  items.map((i) => i.pending),
                )
          const ids: Array<number> = []
          const rest: Array<{ row: NewPayment; amount: number }> = []
          for (const [index, item] of items.entries()) {
            let amount = charges[index]!
            if (amount === 0) continue
            const player = item.ru_id === null ? null : r.users.find((u) => u.id === item.ru_id)
            const payer = payload.user_id ?? (staff ? (player?.user_id ?? r.created_by) : me.id)
            const row = {
              facility_id: r.facility_id,
              payable_type: item.ru_id === null ? ("reservation" as const) : ("reservation_user" as const),
              payable_id: item.ru_id ?? r.id,
              reservation_id: r.id,
              payer_id: payer,
              staff_id: staff ? me.id : null,
              status: "paid" as const,
              custom_price: payload.custom_price !== undefined,
              business_date: businessDate,
              method: payload.method,
              amount,
              description: `${item.ru_id === null ? "Court" : (player?.name ?? "Player")} · reservation ${r.id}`,
            }
            if ((payload.use_credits || payload.method === "prepaid") && payer !== null) {
              const balance = (yield* creditLots(r.facility_id, payer, true)).reduce(
                (sum, l) => sum + l.amount - l.spent,
                0,
              )
              const part = payload.method === "prepaid" ? amount : Math.min(balance, amount)
              if (part > 0) {
                const id = yield* insertPayment({ ...row, method: "prepaid", amount: part })
                yield* spendCredits({ facility_id: r.facility_id, user_id: payer, amount: part, payment_id: id })
                ids.push(id)
                amount -= part
              }
            }
            if (amount === 0) continue
            if (payload.method === "prepaid")
              return yield* Effect.fail(unprocessable("Club credits cannot pay this; choose another way."))
            rest.push({ row: { ...row, amount }, amount })
          }
          if (rest.length === 0) return ids
          // What credits left is taken at once: one card charge or transfer for all of it.
          const total = rest.reduce((sum, x) => sum + x.amount, 0)
          const description = rest.length === 1 ? rest[0]!.row.description! : `Reservation ${r.id}`
          const taken =
            take !== undefined
              ? yield* take(total, description)
              : yield* takeMoney({
                  facility_id: r.facility_id,
                  amount: total,
                  currency: facility.currency,
                  method: payload.method,
                  payment_intent_id: payload.payment_intent_id,
                  device_id: payload.device_id,
                  description,
                  ...(yield* providerSource(r, payload, staff ? null : me.id)),
                })
          for (const { row, amount } of rest) {
            const paymentId = yield* insertPayment({
              ...row,
              status: taken.status,
              payment_intent_id: taken.reference,
              device_id: payload.device_id ?? null,
            })
            ids.push(paymentId)
            // Charged to the club account: the item is settled here, the account owes it.
            if (payload.method === "accounts_receivable") {
              if (row.payer_id === null)
                return yield* Effect.fail(unprocessable("Say whose club account to charge (user_id)."))
              const account = yield* openAccount(r.facility_id, row.payer_id)
              yield* addAccountEntry({
                facility_id: r.facility_id,
                account_id: account.id,
                kind: "debit",
                amount,
                payment_id: paymentId,
                user_id: row.payer_id,
                description: row.description!,
                business_date: businessDate,
              })
            }
          }
          if (taken.status === "pending" && taken.reference !== null) yield* settleFromEarlierEvents(taken.reference)
          return ids
        }),
      ),
    )
    const payments =
      written.length === 0
        ? []
        : yield* paymentsWhere((q) => q.and([q`facility_id = ${r.facility_id}`, q`id in ${q.in(written)}`]))
    return {
      reservation: yield* requireReservation(r.id),
      payments,
      pending: (yield* pendingItems(r.id)).filter((i) => i.pending > 0),
    }
  }).pipe(shortToUnprocessable)

export const PaymentsLive = HttpApiBuilder.group(apiOf(PaymentsGroup), "payments", (handlers) =>
  handlers
    .handle("payPending", ({ path, payload }) =>
      idempotent({ path, payload }, payReservation(path.id, payload)).pipe(sqlDefects),
    )
    .handle("reservationPayments", ({ path }) =>
      Effect.gen(function* () {
        const r = yield* requireReservation(path.id)
        yield* mayPay(r)
        const payments = yield* paymentsWhere((q) =>
          q.and([q`facility_id = ${r.facility_id}`, q`reservation_id = ${r.id}`]),
        )
        return { payments, pending: (yield* pendingItems(r.id)).filter((i) => i.pending > 0) }
      }).pipe(sqlDefects),
    )
    .handle("balance", ({ path }) =>
      Effect.gen(function* () {
        yield* requireUser(path.id)
        return yield* balanceOf(path.id, path.facilityId)
      }).pipe(sqlDefects),
    )
    .handle("addDebit", ({ path, payload }) =>
      idempotent(
        { path, payload },
        Effect.gen(function* () {
          const me = yield* currentUser.pipe(Effect.orDie)
          yield* requireUser(path.id)
          yield* requireFacility(path.facilityId)
          const sql = yield* SqlClient.SqlClient
          yield* sql.withTransaction(adjust(path.id, path.facilityId, payload.amount, payload.reason, me.id))
          return yield* balanceOf(path.id, path.facilityId)
        }).pipe(shortToUnprocessable),
      ).pipe(sqlDefects),
    )
    .handle("buyCredits", ({ path, payload }) =>
      idempotent(
        { path, payload },
        Effect.gen(function* () {
          const actor = yield* Actor
          const me = yield* currentUser.pipe(Effect.orDie)
          const staff = isStaffAt(actor, path.facilityId)
          if (!staff && path.id !== me.id && !(yield* isGuardianOf(me.id, path.id)))
            return yield* Effect.fail(notFound("User"))
          if (!isMoney(payload.method))
            return yield* Effect.fail(
              unprocessable("Club credits are bought with money: cash, check, card or bank transfer."),
            )
          if (!staff && isStaffOnlyMethod(payload.method))
            return yield* Effect.fail(
              new Forbidden({ message: `Only staff take payment by ${METHOD_LABELS[payload.method]}.`, errors: [] }),
            )
          yield* requireUser(path.id)
          const facility = yield* requireFacility(path.facilityId)
          const source =
            payload.card_id === undefined || (payload.method !== "card" && payload.method !== "bolt")
              ? {}
              : { saved: yield* savedCardSource(payload.card_id, facility.id, (userId) => userId === path.id) }
          const sql = yield* SqlClient.SqlClient
          const businessDate = yield* today(facility.time_zone)
          yield* givenBackUnlessRecorded(
            Effect.gen(function* () {
              const reference = yield* takeMoneyNow({
                facility_id: facility.id,
                amount: payload.amount,
                currency: facility.currency,
                method: payload.method,
                payment_intent_id: payload.payment_intent_id,
                device_id: payload.device_id,
                description: "Club credits",
                ...source,
              })
              const paymentId = yield* insertPayment({
                facility_id: facility.id,
                payable_type: "credits",
                payable_id: path.id,
                reservation_id: null,
                payer_id: path.id,
                staff_id: staff ? me.id : null,
                method: payload.method,
                amount: payload.amount,
                status: "paid",
                payment_intent_id: reference,
                device_id: payload.device_id ?? null,
                description: "Club credits",
                business_date: businessDate,
              })
              yield* addCredits({
                facility_id: facility.id,
                user_id: path.id,
                amount: payload.amount,
                source: "bought",
                staff_id: staff ? me.id : null,
                payment_id: paymentId,
              })
            }).pipe(sql.withTransaction),
          )
          return yield* balanceOf(path.id, facility.id)
        }),
      ).pipe(sqlDefects),
    )
    .handle("addDebitForPlayers", ({ path, payload }) =>
      idempotent(
        { path, payload },
        Effect.gen(function* () {
          const me = yield* currentUser.pipe(Effect.orDie)
          yield* requireFacility(path.facilityId)
          const players = [...new Set(payload.user_ids)]
          for (const id of players) yield* requireUser(id)
          const sql = yield* SqlClient.SqlClient
          yield* sql.withTransaction(
            Effect.forEach(players, (id) =>
              adjust(id, path.facilityId, payload.amount, payload.reason, me.id).pipe(
                Effect.catchTag("CreditsShort", (short) =>
                  Effect.fail(unprocessable(`Player ${id}: ${short.message}`)),
                ),
              ),
            ),
          )
          return yield* Effect.forEach(players, (id) => balanceOf(id, path.facilityId))
        }),
      ).pipe(sqlDefects),
    )
    .handle("refund", ({ path, payload }) => refund(path.id, payload.amount, "refund").pipe(sqlDefects))
    .handle("refundToCredit", ({ path, payload }) => refund(path.id, payload.amount, "credit").pipe(sqlDefects))
    .handle("partialRefund", ({ path, payload }) => refund(path.id, payload.amount, "refund").pipe(sqlDefects))
    .handle("requestAchRefund", ({ path, payload }) => refund(path.id, payload.amount, "ach").pipe(sqlDefects))
    .handle("userPayments", ({ urlParams }) =>
      Effect.gen(function* () {
        const me = yield* currentUser.pipe(Effect.orDie)
        const userId = urlParams.user_id ?? me.id
        return yield* paymentsWhere((q) =>
          q.and([
            q`payer_id = ${userId}`,
            urlParams.facility_id === undefined ? q`true` : q`facility_id = ${urlParams.facility_id}`,
          ]),
        )
      }).pipe(sqlDefects),
    )
    .handle("pendingPayments", ({ urlParams }) =>
      Effect.gen(function* () {
        const me = yield* currentUser.pipe(Effect.orDie)
        const userId = urlParams.user_id ?? me.id
        const sql = yield* SqlClient.SqlClient
        const candidates = yield* sql<{ id: number }>`
          select distinct r.id from reservations r join reservation_fees f on f.reservation_id = r.id
          where r.status in ('booked', 'checked', 'closed')
            and (r.created_by = ${userId}
                 or exists (select 1 from reservation_users u where u.reservation_id = r.id and u.user_id = ${userId}))
          order by r.id limit 200`
        const out = []
        for (const { id } of candidates) {
          const items = (yield* pendingItems(id)).filter((i) => i.pending > 0)
          if (items.length === 0) continue
          out.push({
            reservation: yield* requireReservation(id),
            items,
            pending: items.reduce((sum, i) => sum + i.pending, 0),
          })
        }
        return out
      }).pipe(sqlDefects),
    )
    .handle("closeReport", ({ path, urlParams }) =>
      Effect.gen(function* () {
        const facility = yield* requireFacility(path.id)
        return {
          facility_id: path.id,
          date: urlParams.date,
          currency: facility.currency,
          currency_decimals: facility.currency_decimals,
          ...(yield* closeReport(path.id, urlParams.date)),
        }
      }).pipe(sqlDefects),
    ),
)

/**
 * One refund of a payment, as a new ledger row pointing at it: by the way it was paid (cash and
 * checks by hand, credits back as credits, cards through the provider), to club credits, or as
 * an ACH refund request. The payment's row is locked so parallel refunds cannot give back more
 * than it took.
 */
const refund = (paymentId: number, wanted: number | undefined, how: "refund" | "credit" | "ach") =>
  idempotent(
    { paymentId, wanted, how },
    Effect.gen(function* () {
      const me = yield* currentUser.pipe(Effect.orDie)
      const sql = yield* SqlClient.SqlClient
      const cards = yield* CardPayments
      const refundId = yield* sql.withTransaction(
        Effect.gen(function* () {
          yield* sql`select id from payments where id = ${paymentId} for update`
          const payment = yield* findPayment(paymentId)
          if (payment === undefined) return yield* Effect.fail(notFound("Payment"))
          const method = baseMethod(payment.method as LedgerMethod)
          if (how === "ach" && method !== "ach")
            return yield* Effect.fail(unprocessable("Only a payment made by ACH can have an ACH refund requested."))
          const amount = wanted ?? payment.refundable
          const problem = refundProblem(
            {
              amount: payment.amount,
              status: payment.status,
              is_refund: payment.refund_of !== null,
            },
            payment.refunded > 0 ? [{ amount: payment.refunded, to_credit: false }] : [],
            amount,
          )
          if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
          const toCredit = how === "credit" || method === "prepaid" || method === "adjustment"
          if (payment.payable_type === "credits" && how === "credit")
            return yield* Effect.fail(
              unprocessable("This bought club credits; refunding it to credits changes nothing."),
            )
          if (toCredit && payment.payer_id === null)
            return yield* Effect.fail(unprocessable("This payment has no payer whose credits could take it back."))
          const facility = yield* requireFacility(payment.facility_id)
          const id = yield* insertPayment({
            facility_id: payment.facility_id,
            payable_type: payment.payable_type as "reservation",
            payable_id: payment.payable_id,
            reservation_id: payment.reservation_id,
            payer_id: payment.payer_id,
            staff_id: me.id,
            method: reversalOf(method),
            amount,
            status: how === "ach" ? "pending" : "paid",
            refund_of: payment.id,
            to_credit: toCredit,
            business_date: yield* today(facility.time_zone),
            description: `Refund of payment ${payment.id}`,
          })
          // Money back for credits bought takes those credits back, if they are still there.
          if (payment.payable_type === "credits" && !toCredit)
            yield* spendCredits({
              facility_id: payment.facility_id,
              user_id: payment.payer_id!,
              amount,
              payment_id: id,
              reason: `Refund of payment ${payment.id}`,
              staff_id: me.id,
            }).pipe(
              Effect.catchTag("CreditsShort", () =>
                Effect.fail(unprocessable("The credits this bought have been spent; they cannot be refunded.")),
              ),
            )
          if (toCredit)
            yield* addCredits({
              facility_id: payment.facility_id,
              user_id: payment.payer_id!,
              amount,
              source: "refund",
              reason: `Refund of payment ${payment.id}`,
              staff_id: me.id,
              payment_id: id,
            })
          // The provider last, once every rule of the ledger has passed: money given back at the
          // provider must not be followed by a refusal here.
          if (!toCredit && how !== "ach" && needsProvider(method)) {
            const { reference } = yield* cards
              .refund({
                facility_id: payment.facility_id,
                method: method as "card",
                reference: payment.payment_intent_id ?? "",
                amount,
              })
              .pipe(providerToUnprocessable)
            yield* sql`update payments set payment_intent_id = ${reference} where id = ${id}`
          }
          return id
        }),
      )
      return { payment: (yield* findPayment(paymentId))!, refund: (yield* findPayment(refundId))! }
    }),
  )

export const paymentsPlugin: Plugin = {
  name: "payments",
  description: "The money ledger: paying pending items, club credits, refunds, payments and the daily close.",
  group: PaymentsGroup,
  handlers: PaymentsLive,
}
