import { Data, FiberRef, Schema } from "effect"
import { formatMoney, type Minor } from "../money"

/**
 * The money rules: payment methods and how they group and read, what a
 * payment's refunds leave of it, and club credits as lots spent oldest first. Storage keeps every
 * movement as an append-only row; these functions say what the rows mean and what may be added.
 */

/** How money moves in: methods. `prepaid` is club credits, `accounts_receivable` the club account. */
export const PAY_METHODS = [
  "cash",
  "card",
  "bolt",
  "card_reader",
  "check",
  "prepaid",
  "adjustment",
  "accounts_receivable",
  "ach",
] as const
export const PayMethod = Schema.Literal(...PAY_METHODS)
export type PayMethod = typeof PayMethod.Type

/** Every method as the ledger writes it: a refund row carries the reversal_ variant of its payment's method. */
export const LEDGER_METHODS = [...PAY_METHODS, ...PAY_METHODS.map((m) => `reversal_${m}` as const)] as const
export type LedgerMethod = (typeof LEDGER_METHODS)[number]

export const reversalOf = (method: PayMethod): LedgerMethod => `reversal_${method}`

/** Payment type groups, in the order a report lists them. */
export const TYPE_GROUPS = ["cash", "card", "check", "prepaid", "accounts_receivable", "ach", "refund"] as const
export type TypeGroup = (typeof TYPE_GROUPS)[number]

/** The group a ledger method belongs to: card, bolt and card-reader are card; prepaid and adjustment are Club Credits. */
export const typeGroupOf = (method: LedgerMethod): TypeGroup => {
  if (method.startsWith("reversal_")) return "refund"
  switch (method) {
    case "card":
    case "bolt":
    case "card_reader":
      return "card"
    case "prepaid":
    case "adjustment":
      return "prepaid"
    default:
      return method as TypeGroup
  }
}

/** How people read a group or method: prepaid is Club Credits, accounts_receivable Club Account. */
export const TYPE_GROUP_LABELS: Record<TypeGroup, string> = {
  cash: "Cash",
  card: "Card",
  check: "Check",
  prepaid: "Club Credits",
  accounts_receivable: "Club Account",
  ach: "ACH",
  refund: "Refund",
}
export const METHOD_LABELS: Record<PayMethod, string> = {
  cash: "Cash",
  card: "Card",
  bolt: "Card (Bolt)",
  card_reader: "Card reader",
  check: "Check",
  prepaid: "Club Credits",
  adjustment: "Adjustment",
  accounts_receivable: "Club Account",
  ach: "ACH",
}
/** Money handed over at the desk, and adjustments: only staff take payment these ways. */
export const STAFF_ONLY_METHODS: ReadonlyArray<PayMethod> = ["cash", "check", "adjustment"]
export const isStaffOnlyMethod = (method: PayMethod) => STAFF_ONLY_METHODS.includes(method)

/**
 * Money that changes hands when it is taken: cash, cards, checks, bank transfers. Club credits,
 * adjustments and club-account charges are not (the money came, or will come, another day), so
 * they cannot buy credits and the daily close does not count them as money taken.
 */
export const MONEY_METHODS: ReadonlyArray<PayMethod> = ["cash", "card", "bolt", "card_reader", "check", "ach"]
export const isMoney = (method: PayMethod) => MONEY_METHODS.includes(method)

/** The method a ledger method reverses, or itself. */
export const baseMethod = (method: LedgerMethod): PayMethod => method.replace(/^reversal_/, "") as PayMethod

/** Methods that need an outside service (cards, readers, bank transfers): the providers issue. */
export const needsProvider = (method: PayMethod) =>
  method === "card" || method === "bolt" || method === "card_reader" || method === "ach"

/** Where a refund's money goes: back the way it came, to club credits, or as an ACH refund request. */
export const RefundWay = Schema.Literal("refund", "credit", "ach")
export type RefundWay = typeof RefundWay.Type

/** Payment statuses. */
export const PaymentStatus = Schema.Literal(
  "pending",
  "paid",
  "partially_refunded",
  "totally_refunded",
  "refunded_to_credit",
  "failed",
  "cancelled",
)
export type PaymentStatus = typeof PaymentStatus.Type

export interface Refund {
  readonly amount: Minor
  /** Given back as club credits rather than by the way it was paid. */
  readonly to_credit: boolean
}

/** What a paid payment's refunds leave of it. */
export const refundableOf = (amount: Minor, refunds: ReadonlyArray<Refund>): Minor =>
  amount - refunds.reduce((sum, r) => sum + r.amount, 0)

/** A paid payment's status from its refunds: partly or wholly given back, and how. */
export const statusAfterRefunds = (amount: Minor, refunds: ReadonlyArray<Refund>): PaymentStatus => {
  if (refunds.length === 0) return "paid"
  if (refundableOf(amount, refunds) > 0) return "partially_refunded"
  return refunds.every((r) => r.to_credit) ? "refunded_to_credit" : "totally_refunded"
}

/** A sentence when `amount` may not be refunded from this payment; undefined when it may. */
export const refundProblem = (
  payment: { readonly amount: Minor; readonly status: PaymentStatus; readonly is_refund: boolean },
  refunds: ReadonlyArray<Refund>,
  amount: Minor,
  money: (amount: Minor) => string,
): string | undefined => {
  if (payment.is_refund) return "A refund cannot be refunded."
  if (payment.status !== "paid" && payment.status !== "partially_refunded")
    return `Only a paid payment can be refunded; this one is ${payment.status.replace(/_/g, " ")}.`
  if (!Number.isInteger(amount) || amount <= 0) return "A refund must be a positive amount."
  const left = refundableOf(payment.amount, refunds)
  if (amount > left) return `At most ${money(left)} is left to refund on this payment; ${money(amount)} is more.`
  return undefined
}

// ---------------------------------------------------------------------------------------------
// Club credits

export interface CreditLot {
  readonly id: number
  /** What the lot held when it was made. */
  readonly amount: Minor
  /** What has been spent from it. */
  readonly spent: Minor
  /** Oldest first: lots are spent in the order they were made. */
  readonly created_at: string | Date
}

export class CreditShortfall extends Error {
  constructor(
    readonly balance: Minor,
    readonly wanted: Minor,
  ) {
    super(`The club credit balance is ${balance}; ${wanted} is more than that.`)
  }
}

/** Why credits cannot pay `wanted`, in the club's money as a player reads it. */
export const creditShortfallSentence = (
  short: { readonly balance: Minor; readonly wanted: Minor },
  club: { readonly currency: string; readonly currency_decimals: number },
) => {
  const money = (amount: Minor) => formatMoney(amount, club.currency, club.currency_decimals)
  return `The club credit balance is ${money(short.balance)}; ${money(short.wanted)} is more than that.`
}

/** The credits left in lots. */
export const creditBalance = (lots: ReadonlyArray<Pick<CreditLot, "amount" | "spent">>): Minor =>
  lots.reduce((sum, lot) => sum + lot.amount - lot.spent, 0)

/**
 * Which lots pay `amount`, oldest first, and how much from each; a CreditShortfall when the
 * lots hold less (nothing is spent then).
 */
export const spendFromLots = (
  lots: ReadonlyArray<CreditLot>,
  amount: Minor,
): ReadonlyArray<{ readonly lot_id: number; readonly amount: Minor }> | CreditShortfall => {
  const balance = creditBalance(lots)
  if (amount > balance) return new CreditShortfall(balance, amount)
  const ordered = [...lots].sort(
    (a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime() || a.id - b.id,
  )
  const spends: Array<{ lot_id: number; amount: Minor }> = []
  let left = amount
  for (const lot of ordered) {
    if (left === 0) break
    const take = Math.min(left, lot.amount - lot.spent)
    if (take > 0) {
      spends.push({ lot_id: lot.id, amount: take })
      left -= take
    }
  }
  return spends
}

// ---------------------------------------------------------------------------------------------
// Cards and bank transfers: an outside service

export class CardDeclined extends Data.TaggedError("CardDeclined")<{ readonly message: string }> {}
export class PaymentsUnavailable extends Data.TaggedError("PaymentsUnavailable")<{ readonly message: string }> {}

export interface CardCharge {
  readonly facility_id: number
  readonly amount: Minor
  readonly currency: string
  readonly method: "card" | "bolt" | "card_reader" | "ach"
  /** A payment the provider already authorised (the API's payment_intent_id), to capture. */
  readonly payment_intent_id?: string | undefined
  /** The card reader to take the card on (the API's device_id). */
  readonly device_id?: string | undefined
  /** A saved card or linked bank account to charge: the provider's customer and its card or account. */
  readonly saved?: { readonly customer_ref: string; readonly source_ref: string } | undefined
  /** Where a bank transfer goes: the club's bank account at the provider. */
  readonly destination_ref?: string | undefined
  readonly description: string
  /** The provider's idempotency key: the same key is the same one charge however often it is asked. */
  readonly idempotency_key?: string | undefined
}

/**
 * The idempotency key of the charge made within, set by a job for its item: a charge asked again
 * after a crash (the provider charged, the ledger never heard) is the provider's first one again.
 */
export const ChargeKey = FiberRef.unsafeMake<string | undefined>(undefined)

/**
 * Whether the money is in: `paid` now, or `pending` until the provider says so (a card waiting at
 * a reader, a bank transfer until it settles).
 */
export interface Taken {
  readonly reference: string
  readonly status: "paid" | "pending"
}

// ---------------------------------------------------------------------------------------------
// Cards and bank accounts: what a form can check before asking a provider

/** A card expiry (MMYY) that is malformed or past at `now`; a card is good through its month. */
export const expiryProblem = (expiry: string, now: Date): string | undefined => {
  const m = /^(0[1-9]|1[0-2])(\d{2})$/.exec(expiry)
  if (m === null) return `The expiry ${expiry} is not MMYY (two digits of month, two of year).`
  const month = Number(m[1])
  const year = 2000 + Number(m[2])
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth()
  if (year * 12 + month - 1 < current) return `This card expired at the end of ${m[1]}/${m[2]}.`
  return undefined
}

/**
 * A US bank routing number (ABA) that is not nine digits or fails its checksum
 * (3·d1 + 7·d2 + d3 + 3·d4 + … ≡ 0 mod 10); undefined when it is well formed.
 */
export const routingNumberProblem = (routing: string): string | undefined => {
  if (!/^\d{9}$/.test(routing)) return "A routing number is nine digits."
  const d = [...routing].map(Number)
  const sum = [0, 3, 6].reduce((s, i) => s + 3 * d[i]! + 7 * d[i + 1]! + d[i + 2]!, 0)
  return sum % 10 === 0 ? undefined : `The routing number ${routing} is not valid (its check digit does not match).`
}
