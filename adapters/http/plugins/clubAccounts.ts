import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { inTransaction } from "../../sql/transaction"
import { Clock, Effect, Option, Schema } from "effect"
import { formatMoney } from "../../../engine/money"
import { IsoDate } from "../../../engine/people"
import { localDate } from "../../../engine/dates"
import { isStaffOnlyMethod, PayMethod } from "../../../engine/payments"
import {
  Account,
  AccountEntry,
  accountEntries,
  accountOf,
  accountsOwing,
  addAccountEntry,
  findAccount,
  lockAccount,
  setInvoiceReceiver,
} from "../../sql/accounts"
import { spendCredits } from "../../sql/credits"
import { accountAccess } from "../../../engine/access"
import { insertPayment } from "../../sql/payments"
import { asCaller, currentUser } from "../actor"
import { Authn } from "../authn"
import { apiGroup, Forbidden, notFound, unprocessable } from "../errors"
import { idempotent } from "../idempotency"
import { givenBackUnlessRecorded, shortToUnprocessable, takeMoneyNow } from "../../../engine/services/charges"
import { requireFacility } from "../lookups"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Amount, Id, IdParam } from "../schemas"

/**
 * Club accounts (SPEC's accounts receivable): a player's or family's tab. Charges land on it
 * from pay_pending with the accounts_receivable method; payments settle its debits oldest first;
 * its statement covers any period; staff see which accounts owe as of a day.
 */

const AccountPath = Schema.Struct({ id: IdParam })
const Statement = Schema.Struct({
  account: Account,
  from: Schema.NullOr(Schema.String),
  to: Schema.NullOr(Schema.String),
  opening_balance: Schema.Number,
  entries: Schema.Array(AccountEntry),
  closing_balance: Schema.Number,
})
const PayAccount = Schema.Struct({
  method: PayMethod,
  /** Default: the whole balance. */
  amount: Schema.optional(Amount),
  payment_intent_id: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
  device_id: Schema.optional(Schema.String.pipe(Schema.maxLength(200))),
})
const Paid = Schema.Struct({ account: Account, entries: Schema.Array(AccountEntry) })

const payCall = <const N extends string>(name: N, suffix: string) =>
  HttpApiEndpoint.post(name, `/api/accounts/:id/${suffix}` as `/${string}`)
    .setPath(AccountPath)
    .setPayload(PayAccount)
    .addSuccess(Paid)

export const ClubAccountsGroup = apiGroup("clubAccounts")
  .add(
    HttpApiEndpoint.get("find", "/api/accounts/find")
      .setUrlParams(Schema.Struct({ facility_id: IdParam, user_id: IdParam }))
      .addSuccess(Schema.NullOr(Account))
      .annotate(PolicyTag, Policy.staff(Policy.query("facility_id"))),
  )
  .add(
    HttpApiEndpoint.get("current", "/api/accounts/current_account")
      .setUrlParams(Schema.Struct({ facility_id: IdParam }))
      .addSuccess(Schema.NullOr(Account))
      .annotate(PolicyTag, Policy.member(Policy.query("facility_id"))),
  )
  .add(
    HttpApiEndpoint.get("metrics", "/api/accounts/notification_metrics")
      .setUrlParams(Schema.Struct({ facility_id: IdParam, balance_date: Schema.optional(IsoDate) }))
      .addSuccess(
        Schema.Struct({
          balance_date: Schema.String,
          accounts_owing: Schema.Number,
          total_owed: Schema.Number,
          accounts: Schema.Array(
            Schema.Struct({
              id: Schema.Number,
              name: Schema.String,
              invoice_receiver_id: Schema.Number,
              balance: Schema.Number,
            }),
          ),
        }),
      )
      .annotate(PolicyTag, Policy.staff(Policy.query("facility_id"))),
  )
  .add(
    HttpApiEndpoint.get("show", "/api/accounts/:id")
      .setPath(AccountPath)
      .setUrlParams(Schema.Struct({ from: Schema.optional(IsoDate), to: Schema.optional(IsoDate) }))
      .addSuccess(Statement)
      .annotate(PolicyTag, Policy.member(Policy.account())),
  )
  .add(
    HttpApiEndpoint.post("setInvoiceReceiver", "/api/accounts/:id/set_as_invoice_receiver")
      .setPath(AccountPath)
      .setPayload(Schema.Struct({ user_id: Id }))
      .addSuccess(Account)
      .annotate(PolicyTag, Policy.member(Policy.account())),
  )
  .add(payCall("managerPayPending", "manager_pay_pending").annotate(PolicyTag, Policy.staff(Policy.account())))
  .add(payCall("userPayPending", "user_pay_pending").annotate(PolicyTag, Policy.member(Policy.account())))
  .middleware(Authn)

/** The account, if the caller is staff of its facility, one of its members or a member's guardian. */
const visibleAccount = (id: number) =>
  Effect.gen(function* () {
    const found = yield* findAccount(id)
    if (Option.isNone(found)) return yield* Effect.fail(notFound("Account"))
    const { staff } = yield* asCaller(accountAccess(found.value))
    return { account: found.value, staff }
  })

/** Pays an account: a ledger row by the method, and a payment entry that settles its oldest debits. */
const payAccount = (accountId: number, payload: typeof PayAccount.Type, asStaff: boolean) =>
  idempotent(
    { accountId, payload },
    Effect.gen(function* () {
      const me = yield* currentUser.pipe(Effect.orDie)
      const { account, staff } = yield* visibleAccount(accountId)
      if (asStaff && !staff) return yield* Effect.fail(new Forbidden({ message: "Staff only.", errors: [] }))
      if (!staff && isStaffOnlyMethod(payload.method))
        return yield* Effect.fail(
          new Forbidden({ message: "Only staff take cash, checks or adjustments.", errors: [] }),
        )
      if (payload.method === "accounts_receivable")
        return yield* Effect.fail(unprocessable("An account cannot be paid by charging it to an account."))
      const facility = yield* requireFacility(account.facility_id)
      const money = (amount: number) => formatMoney(amount, facility.currency, facility.currency_decimals)
      const businessDate = localDate(new Date(yield* Clock.currentTimeMillis), facility.time_zone)
      yield* givenBackUnlessRecorded(
        Effect.gen(function* () {
          yield* lockAccount(account.id)
          const current = Option.getOrThrow(yield* findAccount(account.id))
          if (current.balance <= 0) return yield* Effect.fail(unprocessable("This account owes nothing."))
          const amount = payload.amount ?? current.balance
          if (amount > current.balance)
            return yield* Effect.fail(
              unprocessable(`The account owes ${money(current.balance)}; ${money(amount)} is more than that.`),
            )
          const payer = staff ? current.invoice_receiver_id : me.id
          const reference = yield* takeMoneyNow({
            facility_id: facility.id,
            amount,
            currency: facility.currency,
            method: payload.method,
            payment_intent_id: payload.payment_intent_id,
            device_id: payload.device_id,
            description: `Club account ${current.name}`,
          })
          const paymentId = yield* insertPayment({
            facility_id: facility.id,
            payable_type: "account",
            payable_id: current.id,
            reservation_id: null,
            payer_id: payer,
            staff_id: staff ? me.id : null,
            method: payload.method,
            amount,
            status: "paid",
            payment_intent_id: reference,
            device_id: payload.device_id ?? null,
            description: `Club account ${current.name}`,
            business_date: businessDate,
          })
          if (payload.method === "prepaid")
            yield* spendCredits({ facility_id: facility.id, user_id: payer, amount, payment_id: paymentId }).pipe(
              shortToUnprocessable,
            )
          yield* addAccountEntry({
            facility_id: facility.id,
            account_id: current.id,
            kind: "payment",
            amount,
            payment_id: paymentId,
            user_id: payer,
            description: `Paid by ${payload.method.replace(/_/g, " ")}`,
            business_date: businessDate,
          })
        }).pipe(inTransaction),
      )
      return {
        account: Option.getOrThrow(yield* findAccount(account.id)),
        entries: yield* accountEntries(account.id),
      }
    }),
  )

export const ClubAccountsLive = HttpApiBuilder.group(apiOf(ClubAccountsGroup), "clubAccounts", (handlers) =>
  handlers
    .handle("find", ({ urlParams }) =>
      Effect.map(accountOf(urlParams.facility_id, urlParams.user_id), Option.getOrNull),
    )
    .handle("current", ({ urlParams }) =>
      Effect.gen(function* () {
        const me = yield* currentUser.pipe(Effect.orDie)
        return Option.getOrNull(yield* accountOf(urlParams.facility_id, me.id))
      }),
    )
    .handle("metrics", ({ urlParams }) =>
      Effect.gen(function* () {
        const facility = yield* requireFacility(urlParams.facility_id)
        const date = urlParams.balance_date ?? localDate(new Date(yield* Clock.currentTimeMillis), facility.time_zone)
        const accounts = yield* accountsOwing(facility.id, date)
        return {
          balance_date: date,
          accounts_owing: accounts.length,
          total_owed: accounts.reduce((sum, a) => sum + a.balance, 0),
          accounts,
        }
      }),
    )
    .handle("show", ({ path, urlParams }) =>
      Effect.gen(function* () {
        const { account } = yield* visibleAccount(path.id)
        const all = yield* accountEntries(account.id)
        const signed = (e: (typeof all)[number]) => (e.kind === "debit" ? e.amount : -e.amount)
        const before = all.filter((e) => urlParams.from !== undefined && e.business_date < urlParams.from)
        const inside = all.filter(
          (e) =>
            (urlParams.from === undefined || e.business_date >= urlParams.from) &&
            (urlParams.to === undefined || e.business_date <= urlParams.to),
        )
        const opening = before.reduce((sum, e) => sum + signed(e), 0)
        return {
          account,
          from: urlParams.from ?? null,
          to: urlParams.to ?? null,
          opening_balance: opening,
          entries: inside,
          closing_balance: opening + inside.reduce((sum, e) => sum + signed(e), 0),
        }
      }),
    )
    .handle("setInvoiceReceiver", ({ path, payload }) =>
      Effect.gen(function* () {
        const me = yield* currentUser.pipe(Effect.orDie)
        const { account, staff } = yield* visibleAccount(path.id)
        if (!staff && account.invoice_receiver_id !== me.id)
          return yield* Effect.fail(
            new Forbidden({ message: "Only staff or the current invoice receiver may change it.", errors: [] }),
          )
        if (!account.members.some((m) => m.id === payload.user_id))
          return yield* Effect.fail(unprocessable("The invoice receiver must be a member of the account."))
        yield* setInvoiceReceiver(account.id, payload.user_id)
        return Option.getOrThrow(yield* findAccount(account.id))
      }),
    )
    .handle("managerPayPending", ({ path, payload }) => payAccount(path.id, payload, true))
    .handle("userPayPending", ({ path, payload }) => payAccount(path.id, payload, false)),
)

export const clubAccountsPlugin: Plugin = {
  name: "club_accounts",
  description: "Club accounts: a player's or family's tab, its debits and payments, statements and who owes.",
  group: ClubAccountsGroup,
  handlers: ClubAccountsLive,
}
