import { withSpans } from "../spans"
import { Clock, Effect, Option } from "effect"
import { accountAccess, CurrentCaller, requireStaffAt } from "../access"
import { statementOf } from "./rules"
import { localDate } from "../dates"
import { forbidden, orNotFound, unprocessable } from "../errors"
import { ClubAccountsRepo } from "./port"
import { FacilitiesRepo } from "../facilities/port"

/**
 * Club accounts as people see them: a person's account, a statement of any period, who owes at a
 * club on a day, and who gets the invoices. Charging and paying an account move money, so they
 * are the money services' (`Charges`, `Refunds`).
 */
export class ClubAccounts extends Effect.Service<ClubAccounts>()("venue/ClubAccounts", {
  effect: Effect.gen(function* () {
    const accounts = yield* ClubAccountsRepo
    const facilities = yield* FacilitiesRepo

    /** The account, if the caller is staff of its club, one of its members or a member's guardian. */
    const visible = (id: number) =>
      Effect.gen(function* () {
        const account = yield* orNotFound("Account")(accounts.find(id))
        const { staff } = yield* accountAccess(account)
        return { account, staff }
      })

    const accountOf = (facilityId: number, userId: number) =>
      Effect.map(accounts.ofPerson(facilityId, userId), Option.getOrNull)

    /** A person's account at a club, as its staff look it up; null when they have none. */
    const ofPerson = (facilityId: number, userId: number) =>
      Effect.zipRight(requireStaffAt(facilityId), accountOf(facilityId, userId))

    /** The caller's own account at a club, or null. */
    const mine = (facilityId: number) =>
      Effect.flatMap(CurrentCaller, (caller) =>
        caller.userId === undefined ? Effect.succeed(null) : accountOf(facilityId, caller.userId),
      )

    /** The club's accounts that owed something at the end of a day (today where the club is by default). */
    const owing = (facilityId: number, balanceDate?: string) =>
      Effect.gen(function* () {
        yield* requireStaffAt(facilityId)
        const facility = yield* orNotFound("Facility")(facilities.find(facilityId))
        const date = balanceDate ?? localDate(new Date(yield* Clock.currentTimeMillis), facility.time_zone)
        const owingAccounts = yield* accounts.owing(facilityId, date)
        return {
          balance_date: date,
          accounts_owing: owingAccounts.length,
          total_owed: owingAccounts.reduce((sum, a) => sum + a.balance, 0),
          accounts: owingAccounts,
        }
      })

    /** The account's statement of a period, either end open. */
    const statement = (id: number, from?: string, to?: string) =>
      Effect.gen(function* () {
        const { account } = yield* visible(id)
        return { account, ...statementOf(yield* accounts.entries(id), from, to) }
      })

    /** Staff, or the current invoice receiver, hand the invoices to another member of the account. */
    const setInvoiceReceiver = (id: number, userId: number) =>
      Effect.gen(function* () {
        const me = (yield* CurrentCaller).userId
        const { account, staff } = yield* visible(id)
        if (!staff && account.invoice_receiver_id !== me)
          return yield* Effect.fail(forbidden("Only staff or the current invoice receiver may change it."))
        if (!account.members.some((m) => m.id === userId))
          return yield* Effect.fail(unprocessable("The invoice receiver must be a member of the account."))
        yield* accounts.setInvoiceReceiver(id, userId)
        return Option.getOrThrow(yield* accounts.find(id))
      })

    return withSpans("ClubAccounts", { ofPerson, mine, owing, statement, setInvoiceReceiver })
  }),
}) {}
