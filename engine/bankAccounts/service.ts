import { withSpans } from "../spans"
import { Effect } from "effect"
import {
  ownedBy,
  personAccess,
  requireAdminAt,
  requireManagerAt,
  requireSelfOrGuardian,
  reservationAccess,
  speaksFor,
  signedInId,
} from "../access"
import { BankAccountsRepo } from "./port"
import { conflict, notFound, orNotFound, unprocessable } from "../errors"
import { formatMoney } from "../money"
import { routingNumberProblem } from "../payments/rules"
import { BankTransfers } from "../providers"
import { providerToUnprocessable } from "../payments/takeMoney"
import { PendingPayments } from "../payments/pendingPayments"
import { FacilitiesRepo } from "../facilities/port"
import { LedgerRepo } from "../payments/port"
import { PeopleRepo } from "../people/port"
import { ReservationsRepo } from "../reservations/port"

const LINK_RULE = "Only the account holder, or the guardian of a child, links a bank account."

/** A club's bank account as its admin types it; only the provider keeps the numbers. */
export interface NewClubBankAccount {
  readonly holder_name: string
  readonly routing_number: string
  readonly account_number: string
  readonly nickname?: string | undefined
}

/**
 * Bank transfers (ACH): the club's bank accounts that receive them; people's linked accounts,
 * linked on the provider's page in a session opened here for that person at that club; and paying
 * a reservation by transfer, pending until the provider settles it.
 */
export class BankAccounts extends Effect.Service<BankAccounts>()("venue/BankAccounts", {
  dependencies: [PendingPayments.Default],
  effect: Effect.gen(function* () {
    const repo = yield* BankAccountsRepo
    const facilities = yield* FacilitiesRepo
    const people = yield* PeopleRepo
    const ledger = yield* LedgerRepo
    const reservations = yield* ReservationsRepo
    const bank = yield* BankTransfers
    const pendingPayments = yield* PendingPayments

    const facility = (id: number) => orNotFound("Facility")(facilities.find(id))

    const clubAccounts = (facilityId: number) =>
      Effect.gen(function* () {
        yield* requireManagerAt(facilityId, "Only the club's managers see its bank accounts.")
        yield* facility(facilityId)
        return yield* repo.clubAccounts(facilityId)
      })

    const addClubAccount = (facilityId: number, account: NewClubBankAccount) =>
      Effect.gen(function* () {
        yield* requireAdminAt(facilityId, "Only the club's owners and admins add its bank accounts.")
        yield* facility(facilityId)
        const problem = routingNumberProblem(account.routing_number)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const added = yield* bank
          .addAccount({
            holder_name: account.holder_name,
            routing_number: account.routing_number,
            account_number: account.account_number,
          })
          .pipe(providerToUnprocessable)
        const id = yield* repo.insertClubAccount({
          facility_id: facilityId,
          provider_ref: added.account_ref,
          holder_name: account.holder_name,
          last4: added.last4,
          nickname: account.nickname ?? null,
        })
        return (yield* repo.clubAccounts(facilityId)).find((a) => a.id === id)!
      })

    const removeClubAccount = (facilityId: number, id: number) =>
      Effect.gen(function* () {
        yield* requireAdminAt(facilityId, "Only the club's owners and admins remove its bank accounts.")
        if (!(yield* repo.removeClubAccount(facilityId, id))) return yield* Effect.fail(notFound("Bank account"))
      })

    /** A person's linked accounts (the caller's by default), for them or their guardian. */
    const linked = (userId: number | undefined, facilityId: number | undefined) =>
      Effect.gen(function* () {
        const whose = userId ?? (yield* signedInId)
        if (!(yield* speaksFor([whose]))) return yield* Effect.fail(notFound("User"))
        return yield* repo.linked(whose, facilityId)
      })

    /** A person's linked accounts at a club, for its staff. */
    const linkedAt = (userId: number, facilityId: number) =>
      Effect.zipRight(personAccess(userId, facilityId), repo.linked(userId, facilityId))

    /** Opens the provider's page to link a bank account, for the caller or a child they handle, at a club. */
    const openLinkSession = (facilityId: number, userId: number | undefined) =>
      Effect.gen(function* () {
        const user = yield* orNotFound("User")(people.find(userId ?? (yield* signedInId)))
        yield* requireSelfOrGuardian(user.id, LINK_RULE)
        if (user.email === null)
          return yield* Effect.fail(unprocessable("Linking a bank account needs an e-mail address on the profile."))
        const session = yield* bank
          .linkSession({ email: user.email, first_name: user.first_name, last_name: user.last_name })
          .pipe(providerToUnprocessable)
        yield* repo.recordLinkSession({ session_ref: session.session_ref, facility_id: facilityId, user_id: user.id })
        return { session_id: session.session_ref, url: session.url }
      })

    /** Keeps a linked account: only the holder (or a child's guardian), only one linked in a session opened here. */
    const link = (facilityId: number, achToken: string, userId: number | undefined) =>
      Effect.gen(function* () {
        const whose = userId ?? (yield* signedInId)
        yield* orNotFound("User")(people.find(whose))
        yield* requireSelfOrGuardian(whose, LINK_RULE)
        const found = yield* bank.linkedAccount(achToken).pipe(providerToUnprocessable)
        if (found === undefined)
          return yield* Effect.fail(unprocessable("The bank-transfer provider knows no linked account by that token."))
        const session = found.session_ref === null ? undefined : yield* repo.linkSession(found.session_ref)
        if (!ownedBy(facilityId, session) || session.user_id !== whose)
          return yield* Effect.fail(
            unprocessable("This bank account was not linked in a session opened for this person at this club."),
          )
        const row = yield* repo.insertLinked({
          facility_id: facilityId,
          user_id: whose,
          provider_ref: achToken,
          bank_name: found.bank_name,
          last4: found.last4,
        })
        if (row === undefined) return yield* Effect.fail(conflict("This bank account is already linked."))
        return row
      })

    const unlink = (id: number) =>
      Effect.gen(function* () {
        const token = yield* repo.findLinked(id)
        if (token === undefined) return yield* Effect.fail(notFound("Bank account"))
        yield* personAccess(token.user_id, token.facility_id, "Bank account")
        yield* repo.removeLinked(token.id)
      })

    /**
     * Pays what a reservation (or one player's share) has pending by transfer from a linked
     * account; the amount must be what is pending. Who may pay is asked first: what a reservation
     * owes is not for everyone to learn.
     */
    const payByTransfer = (
      accountId: number,
      amount: number,
      payment: { readonly reservation_id: number; readonly ru_id?: number | undefined },
    ) =>
      Effect.gen(function* () {
        const r = yield* orNotFound("Reservation")(reservations.find(payment.reservation_id))
        yield* reservationAccess(r)
        const pending = (yield* ledger.pendingItems(r.id))
          .filter((i) => payment.ru_id === undefined || i.ru_id === payment.ru_id)
          .reduce((sum, i) => sum + Math.max(0, i.pending), 0)
        if (pending !== amount) {
          const f = yield* facility(r.facility_id)
          return yield* Effect.fail(
            unprocessable(
              pending === 0
                ? "Nothing is pending on this reservation: it is paid."
                : `The amount must be what is pending: ${formatMoney(pending, f.currency, f.currency_decimals)}.`,
            ),
          )
        }
        return yield* pendingPayments.payPending(payment.reservation_id, {
          method: "ach",
          ach_token_id: accountId,
          use_credits: false,
          ...(payment.ru_id === undefined ? {} : { ru_id: payment.ru_id }),
        })
      })

    return withSpans("BankAccounts", {
      clubAccounts,
      addClubAccount,
      removeClubAccount,
      linked,
      linkedAt,
      openLinkSession,
      link,
      unlink,
      payByTransfer,
    })
  }),
}) {}
