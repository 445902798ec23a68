import { type Forbidden, forbidden, type Unprocessable, unprocessable } from "../errors"
import { formatMoney, type Minor } from "../money"
import type { Facility } from "../records"

/**
 * Club accounts (the API's accounts receivable): a tab that charges land on and payments settle,
 * oldest debits first. These rules say what an account's entries mean and who may add to it.
 */

export interface Entry {
  /** A debit is a charge; a payment or a credit (a refunded charge) settles debits. */
  readonly kind: "debit" | "payment" | "credit"
  readonly amount: Minor
  readonly business_date: string
}

const signed = (e: Entry) => (e.kind === "debit" ? e.amount : -e.amount)

/** What the entries owe: debits less payments and credits. */
export const owed = (entries: ReadonlyArray<Entry>): Minor => entries.reduce((sum, e) => sum + signed(e), 0)

/** Each debit with what the account's payments settle of it, oldest debits first (entries oldest first). */
export const settledOldestFirst = <E extends Entry>(
  entries: ReadonlyArray<E>,
): ReadonlyArray<E & { settled: Minor }> => {
  let paid = entries.filter((e) => e.kind !== "debit").reduce((sum, e) => sum + e.amount, 0)
  return entries.map((e) => {
    if (e.kind !== "debit") return { ...e, settled: 0 }
    const settled = Math.min(e.amount, paid)
    paid -= settled
    return { ...e, settled }
  })
}

/** A statement of a period (either end open): what was owed before it, its entries, and what was owed after. */
export const statementOf = <E extends Entry>(entries: ReadonlyArray<E>, from?: string, to?: string) => {
  const before = entries.filter((e) => from !== undefined && e.business_date < from)
  const inside = entries.filter(
    (e) => (from === undefined || e.business_date >= from) && (to === undefined || e.business_date <= to),
  )
  const opening = owed(before)
  return {
    from: from ?? null,
    to: to ?? null,
    opening_balance: opening,
    entries: inside,
    closing_balance: opening + owed(inside),
  }
}

/**
 * Why a player may not charge `amount` to their own account owing `owes`, or undefined when they
 * may: the club decides whether players charge accounts at all, and up to what an account may owe.
 */
export const playerChargeProblem = (
  club: Pick<Facility, "players_charge_accounts" | "account_limit" | "currency" | "currency_decimals">,
  owes: Minor,
  amount: Minor,
): Forbidden | Unprocessable | undefined => {
  const money = (n: Minor) => formatMoney(n, club.currency, club.currency_decimals)
  if (!club.players_charge_accounts)
    return forbidden("This club takes charges to a club account at the desk only; choose another way to pay.")
  if (club.account_limit > 0 && owes + amount > club.account_limit)
    return unprocessable(
      `Your club account would owe ${money(owes + amount)}; the club allows up to ${money(club.account_limit)}. Pay the account first or choose another way.`,
    )
  return undefined
}
