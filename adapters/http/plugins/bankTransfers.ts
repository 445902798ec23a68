import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import { AchTokenView, BankAccountView } from "../../../engine/bankAccounts/rules"
import { BankAccounts } from "../../../engine/bankAccounts/service"
import { providerToUnprocessable } from "../../../engine/payments/takeMoney"
import { Settlements } from "../../../engine/settlements/service"
import { asCaller, using } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Amount, Id, IdParam } from "../schemas"
import { Paid } from "./payments"

/**
 * Bank transfers (ACH): the club's bank
 * accounts that receive transfers; players' linked bank accounts (ACH tokens, linked on the
 * provider's page in a session we open); paying a reservation by transfer, pending until the
 * provider settles it; and reconciliation with the provider, which also runs on a schedule.
 */

const Digits = (name: string, min: number, max: number) =>
  Schema.String.pipe(
    Schema.pattern(new RegExp(`^\\d{${min},${max}}$`), { message: () => `${name} is ${min} to ${max} digits.` }),
  )

export const BankTransfersGroup = apiGroup("bankTransfers")
  .add(
    HttpApiEndpoint.get("listBankAccounts", "/api/facilities/:id/bank_accounts")
      .setPath(Schema.Struct({ id: IdParam }))
      .addSuccess(Schema.Array(BankAccountView))
      .annotate(PolicyTag, Policy.manager()),
  )
  .add(
    HttpApiEndpoint.post("addBankAccount", "/api/facilities/:id/bank_accounts")
      .setPath(Schema.Struct({ id: IdParam }))
      .setPayload(
        Schema.Struct({
          bank_account: Schema.Struct({
            holder_name: Schema.Trim.pipe(
              Schema.nonEmptyString({ message: () => "The account holder's name is missing." }),
              Schema.maxLength(120),
            ),
            routing_number: Digits("routing_number", 9, 9),
            account_number: Digits("account_number", 4, 17),
            nickname: Schema.optional(Schema.String.pipe(Schema.maxLength(60))),
          }),
        }),
      )
      .addSuccess(BankAccountView, { status: 201 })
      .annotate(PolicyTag, Policy.admin()),
  )
  .add(
    HttpApiEndpoint.del("removeBankAccount", "/api/facilities/:id/bank_accounts/:bankAccountId")
      .setPath(Schema.Struct({ id: IdParam, bankAccountId: IdParam }))
      .addSuccess(Schema.Void)
      .annotate(PolicyTag, Policy.admin()),
  )
  .add(
    HttpApiEndpoint.get("listAchTokens", "/api/ach_tokens")
      .setUrlParams(Schema.Struct({ user_id: Schema.optional(IdParam), facility_id: Schema.optional(IdParam) }))
      .addSuccess(Schema.Array(AchTokenView))
      .annotate(PolicyTag, Policy.selfOrGuardian(Policy.optionalQuery("user_id"))),
  )
  .add(
    HttpApiEndpoint.post("achSession", "/api/ach_tokens/session")
      .setPayload(Schema.Struct({ facility_id: Id, user_id: Schema.optional(Id) }))
      .addSuccess(Schema.Struct({ session_id: Schema.String, url: Schema.String }), { status: 201 })
      .annotate(PolicyTag, Policy.member(Policy.body("facility_id"))),
  )
  .add(
    HttpApiEndpoint.post("addAchToken", "/api/ach_tokens")
      .setPayload(
        Schema.Struct({
          facility_id: Id,
          ach_token: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(200)),
          user_id: Schema.optional(Id),
        }),
      )
      .addSuccess(AchTokenView, { status: 201 })
      .annotate(PolicyTag, Policy.member(Policy.body("facility_id"))),
  )
  .add(
    HttpApiEndpoint.del("removeAchToken", "/api/ach_tokens/:id")
      .setPath(Schema.Struct({ id: IdParam }))
      .addSuccess(Schema.Void)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.get("adminAchTokens", "/api/users/:id/admin_ach_tokens")
      .setPath(Schema.Struct({ id: IdParam }))
      .setUrlParams(Schema.Struct({ facility_id: IdParam }))
      .addSuccess(Schema.Array(AchTokenView))
      .annotate(PolicyTag, Policy.staff(Policy.query("facility_id"))),
  )
  .add(
    HttpApiEndpoint.post("achTransaction", "/api/ach_transactions")
      .setPayload(
        Schema.Struct({
          /** The ACH token (linked bank account) to pay from. */
          account_id: Id,
          amount: Amount,
          /** What it pays: a reservation, and optionally one player's share of it. */
          payment: Schema.Struct({ reservation_id: Id, ru_id: Schema.optional(Id) }),
        }),
      )
      .addSuccess(Paid, { status: 201 })
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("reconcile", "/api/facilities/:id/ach_reconcile")
      .setPath(Schema.Struct({ id: IdParam }))
      .addSuccess(Schema.Struct({ settled: Schema.Number, failed: Schema.Number }))
      .annotate(PolicyTag, Policy.manager()),
  )
  .middleware(Authn)

export const BankTransfersLive = HttpApiBuilder.group(apiOf(BankTransfersGroup), "bankTransfers", (handlers) =>
  handlers
    .handle("listBankAccounts", ({ path }) => using(BankAccounts, (bank) => bank.clubAccounts(path.id)))
    .handle("addBankAccount", ({ path, payload }) =>
      using(BankAccounts, (bank) => bank.addClubAccount(path.id, payload.bank_account)),
    )
    .handle("removeBankAccount", ({ path }) =>
      using(BankAccounts, (bank) => bank.removeClubAccount(path.id, path.bankAccountId)),
    )
    .handle("listAchTokens", ({ urlParams }) =>
      using(BankAccounts, (bank) => bank.linked(urlParams.user_id, urlParams.facility_id)),
    )
    .handle("achSession", ({ payload }) =>
      using(BankAccounts, (bank) => bank.openLinkSession(payload.facility_id, payload.user_id)),
    )
    .handle("addAchToken", ({ payload }) =>
      using(BankAccounts, (bank) => bank.link(payload.facility_id, payload.ach_token, payload.user_id)),
    )
    .handle("removeAchToken", ({ path }) => using(BankAccounts, (bank) => bank.unlink(path.id)))
    .handle("adminAchTokens", ({ path, urlParams }) =>
      using(BankAccounts, (bank) => bank.linkedAt(path.id, urlParams.facility_id)),
    )
    .handle("achTransaction", ({ payload }) =>
      using(BankAccounts, (bank) => bank.payByTransfer(payload.account_id, payload.amount, payload.payment)),
    )
    .handle("reconcile", ({ path }) =>
      asCaller(Effect.flatMap(Settlements, (settlements) => settlements.reconcileAch(path.id))).pipe(
        providerToUnprocessable,
      ),
    ),
)

export const bankTransfersPlugin: Plugin = {
  name: "bankTransfers",
  description: "Bank transfers (ACH): club bank accounts, players' linked accounts, payments and reconciliation.",
  group: BankTransfersGroup,
  handlers: BankTransfersLive,
}
