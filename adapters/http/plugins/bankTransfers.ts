import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import { formatMoney } from "../../../engine/money"
import { routingNumberProblem } from "../../../engine/payments"
import { BankTransfers } from "../../../engine/providers"
import { reconcileAch } from "../../providers/bank/reconcile"
import {
  clubBankAccounts,
  insertLinkedBankAccount,
  linkedBankAccounts,
  linkSession,
  recordLinkSession,
  removeClubBankAccount,
  removeLinkedBankAccount,
} from "../../sql/bankTransfers"
import { achToken, insertBankAccount } from "../../sql/providerRecords"
import { pendingItems } from "../../sql/payments"
import { requireSelfOrGuardian } from "../../../engine/access"
import { asCaller, currentUser } from "../actor"
import { Authn } from "../authn"
import { apiGroup, Conflict, notFound, unprocessable } from "../errors"
import { requireActingFor, requireFacility, requireUser, visibleReservation } from "../lookups"
import { providerToUnprocessable } from "../../../engine/services/charges"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"
import { Amount, Id, IdParam } from "../schemas"
import { Paid } from "./payments"
import { Payments } from "../../../engine/services/payments"

/**
 * Bank transfers (ACH, SPEC §3 Bank account / ACH token / ACH transaction): the club's bank
 * accounts that receive transfers; players' linked bank accounts (ACH tokens, linked on the
 * provider's page in a session we open); paying a reservation by transfer, pending until the
 * provider settles it; and reconciliation with the provider, which also runs on a schedule.
 */

const BankAccountView = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  holder_name: Schema.String,
  last4: Schema.String,
  nickname: Schema.NullOr(Schema.String),
  created_at: Schema.String,
})

/** A person's linked bank account. The provider's reference (the ACH token) is never shown back: whoever holds it could name it at another club. */
const AchTokenView = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  user_id: Schema.Number,
  bank_name: Schema.String,
  last4: Schema.String,
  created_at: Schema.String,
})

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

const LINK_RULE = "Only the account holder, or the guardian of a child, links a bank account."

export const BankTransfersLive = HttpApiBuilder.group(apiOf(BankTransfersGroup), "bankTransfers", (handlers) =>
  handlers
    .handle("listBankAccounts", ({ path }) =>
      Effect.gen(function* () {
        yield* requireFacility(path.id)
        return yield* clubBankAccounts(path.id)
      }),
    )
    .handle("addBankAccount", ({ path, payload }) =>
      Effect.gen(function* () {
        yield* requireFacility(path.id)
        const { holder_name, routing_number, account_number, nickname } = payload.bank_account
        const problem = routingNumberProblem(routing_number)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const bank = yield* BankTransfers
        const added = yield* bank
          .addAccount({ holder_name, routing_number, account_number })
          .pipe(providerToUnprocessable)
        const id = yield* insertBankAccount({
          facility_id: path.id,
          provider_ref: added.account_ref,
          holder_name,
          last4: added.last4,
          nickname: nickname ?? null,
        })
        return (yield* clubBankAccounts(path.id)).find((a) => a.id === id)!
      }),
    )
    .handle("removeBankAccount", ({ path }) =>
      Effect.gen(function* () {
        if (!(yield* removeClubBankAccount(path.id, path.bankAccountId)))
          return yield* Effect.fail(notFound("Bank account"))
      }),
    )
    .handle("listAchTokens", ({ urlParams }) =>
      Effect.gen(function* () {
        const me = yield* currentUser.pipe(Effect.orDie)
        return yield* linkedBankAccounts(urlParams.user_id ?? me.id, urlParams.facility_id)
      }),
    )
    .handle("achSession", ({ payload }) =>
      Effect.gen(function* () {
        const me = yield* currentUser.pipe(Effect.orDie)
        const user = yield* requireUser(payload.user_id ?? me.id)
        yield* asCaller(requireSelfOrGuardian(user.id, LINK_RULE))
        if (user.email === null)
          return yield* Effect.fail(unprocessable("Linking a bank account needs an e-mail address on the profile."))
        const bank = yield* BankTransfers
        const session = yield* bank
          .linkSession({ email: user.email, first_name: user.first_name, last_name: user.last_name })
          .pipe(providerToUnprocessable)
        yield* recordLinkSession({
          session_ref: session.session_ref,
          facility_id: payload.facility_id,
          user_id: user.id,
        })
        return { session_id: session.session_ref, url: session.url }
      }),
    )
    .handle("addAchToken", ({ payload }) =>
      Effect.gen(function* () {
        const me = yield* currentUser.pipe(Effect.orDie)
        const userId = payload.user_id ?? me.id
        yield* requireUser(userId)
        // Only the holder (or a child's guardian) links an account, and only one they linked in a session they opened here.
        yield* asCaller(requireSelfOrGuardian(userId, LINK_RULE))
        const bank = yield* BankTransfers
        const linked = yield* bank.linkedAccount(payload.ach_token).pipe(providerToUnprocessable)
        if (linked === undefined)
          return yield* Effect.fail(unprocessable("The bank-transfer provider knows no linked account by that token."))
        const session = linked.session_ref === null ? undefined : yield* linkSession(linked.session_ref)
        if (session === undefined || session.facility_id !== payload.facility_id || session.user_id !== userId)
          return yield* Effect.fail(
            unprocessable("This bank account was not linked in a session opened for this person at this club."),
          )
        const row = yield* insertLinkedBankAccount({
          facility_id: payload.facility_id,
          user_id: userId,
          provider_ref: payload.ach_token,
          bank_name: linked.bank_name,
          last4: linked.last4,
        })
        if (row === undefined)
          return yield* Effect.fail(new Conflict({ message: "This bank account is already linked.", errors: [] }))
        return row
      }),
    )
    .handle("removeAchToken", ({ path }) =>
      Effect.gen(function* () {
        const token = yield* achToken(path.id)
        if (token === undefined) return yield* Effect.fail(notFound("Bank account"))
        yield* requireActingFor(token.user_id, token.facility_id, "Bank account")
        yield* removeLinkedBankAccount(token.id)
      }),
    )
    .handle("adminAchTokens", ({ path, urlParams }) =>
      Effect.gen(function* () {
        yield* requireUser(path.id)
        return yield* linkedBankAccounts(path.id, urlParams.facility_id)
      }),
    )
    .handle("achTransaction", ({ payload }) =>
      Effect.gen(function* () {
        // Who may pay it is asked first: what a reservation owes is not for everyone to learn.
        const { reservation: r } = yield* visibleReservation(payload.payment.reservation_id)
        const facility = yield* requireFacility(r.facility_id)
        const pending = (yield* pendingItems(r.id))
          .filter((i) => payload.payment.ru_id === undefined || i.ru_id === payload.payment.ru_id)
          .reduce((sum, i) => sum + Math.max(0, i.pending), 0)
        if (pending !== payload.amount)
          return yield* Effect.fail(
            unprocessable(
              pending === 0
                ? "Nothing is pending on this reservation: it is paid."
                : `The amount must be what is pending: ${formatMoney(pending, facility.currency, facility.currency_decimals)}.`,
            ),
          )
        const payments = yield* Payments
        return yield* asCaller(
          payments.payPending(r.id, {
            method: "ach",
            ach_token_id: payload.account_id,
            use_credits: false,
            ...(payload.payment.ru_id === undefined ? {} : { ru_id: payload.payment.ru_id }),
          }),
        )
      }),
    )
    .handle("reconcile", ({ path }) =>
      Effect.gen(function* () {
        yield* requireFacility(path.id)
        return yield* asCaller(reconcileAch(path.id)).pipe(providerToUnprocessable)
      }),
    ),
)

export const bankTransfersPlugin: Plugin = {
  name: "bankTransfers",
  description: "Bank transfers (ACH): club bank accounts, players' linked accounts, payments and reconciliation.",
  group: BankTransfersGroup,
  handlers: BankTransfersLive,
}
