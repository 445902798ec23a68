import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import { IsoDate } from "../../../engine/people/rules"
import { Account, AccountEntry } from "../../../engine/records"
import { ClubAccounts } from "../../../engine/clubAccounts/service"
import { AccountPayment, Charges } from "../../../engine/payments/charges"
import { asCaller } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Id, IdParam } from "../schemas"

/**
 * Club accounts (the API's accounts receivable): a player's or family's tab. Charges land on it
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
const Paid = Schema.Struct({ account: Account, entries: Schema.Array(AccountEntry) })

const payCall = <const N extends string>(name: N, suffix: string) =>
  HttpApiEndpoint.post(name, `/api/accounts/:id/${suffix}` as `/${string}`)
    .setPath(AccountPath)
    .setPayload(AccountPayment)
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

export const ClubAccountsLive = HttpApiBuilder.group(apiOf(ClubAccountsGroup), "clubAccounts", (handlers) =>
  Effect.gen(function* () {
    const accounts = yield* ClubAccounts
    const charges = yield* Charges
    const pay = (id: number, payload: AccountPayment, asStaff: boolean) =>
      asCaller(charges.payAccount(id, payload, asStaff))
    return handlers
      .handle("find", ({ urlParams }) => asCaller(accounts.ofPerson(urlParams.facility_id, urlParams.user_id)))
      .handle("current", ({ urlParams }) => asCaller(accounts.mine(urlParams.facility_id)))
      .handle("metrics", ({ urlParams }) => asCaller(accounts.owing(urlParams.facility_id, urlParams.balance_date)))
      .handle("show", ({ path, urlParams }) => asCaller(accounts.statement(path.id, urlParams.from, urlParams.to)))
      .handle("setInvoiceReceiver", ({ path, payload }) =>
        asCaller(accounts.setInvoiceReceiver(path.id, payload.user_id)),
      )
      .handle("managerPayPending", ({ path, payload }) => pay(path.id, payload, true))
      .handle("userPayPending", ({ path, payload }) => pay(path.id, payload, false))
  }),
)

export const clubAccountsPlugin: Plugin = {
  name: "club_accounts",
  description: "Club accounts: a player's or family's tab, its debits and payments, statements and who owes.",
  group: ClubAccountsGroup,
  handlers: ClubAccountsLive,
}
