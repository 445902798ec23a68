import { Schema } from "effect"
import type { CancellationRefund, RainCheckRefund } from "../facilities/rules"
import { type Minor, proportion } from "../money"
import { PayMethod, RefundWay } from "../payments/rules"

/**
 * What cancelling a booking does with its money, by the club's policy: each payment's refundable
 * part goes back the way it was paid, to club credits, or stays with the club; a cancellation with
 * less notice than the club asks keeps a share of the price as a fee, taken from what was paid.
 * The same plan is told to the person before they confirm and carried out when they do.
 */

export interface CancellationPolicy {
  readonly cancellation_refund: CancellationRefund
  readonly late_cancel_hours: number
  readonly late_cancel_fee_percent: number
}

/** A payment on the booking as the plan reads it: its way, and what is left to refund of it. */
export interface PaidPart {
  readonly id: number
  readonly method: PayMethod
  readonly refundable: Minor
}

export interface PlannedRefund {
  readonly payment_id: number
  readonly method: PayMethod
  readonly amount: Minor
  readonly way: RefundWay
}

export interface CancellationPlan {
  /** Cancelled with less notice than the policy asks. */
  readonly late: boolean
  /** The fee a late cancellation keeps (0 when on time or waived). */
  readonly fee: Minor
  readonly paid: Minor
  /** What of the paid money the club keeps: the fee (up to what was paid), or all of it. */
  readonly kept: Minor
  /** The part of the fee nothing paid covers: charged to the booker's club account. */
  readonly owed: Minor
  readonly refunds: ReadonlyArray<PlannedRefund>
}

/** What cancel_verification answers: may the caller cancel, the sentence to confirm, and the money in it. */
export const CancellationVerification = Schema.Struct({
  allowed: Schema.Boolean,
  message: Schema.String,
  currency: Schema.String,
  currency_decimals: Schema.Number,
  late: Schema.Boolean,
  fee: Schema.Number,
  paid: Schema.Number,
  kept: Schema.Number,
  owed: Schema.Number,
  refunds: Schema.Array(
    Schema.Struct({
      payment_id: Schema.Number,
      method: PayMethod,
      amount: Schema.Number,
      way: RefundWay,
    }),
  ),
})

const HOUR_MS = 3_600_000

/** How a payment made `method` comes back when the club refunds the original way. */
const originalWay = (method: PayMethod, byStaff: boolean): RefundWay => {
  switch (method) {
    case "ach":
      return "ach"
    case "prepaid":
    case "adjustment":
      return "credit"
    case "cash":
    case "check":
      // Only the desk hands money back; online, money paid at the desk returns as club credits.
      return byStaff ? "refund" : "credit"
    default:
      return "refund"
  }
}

export const cancellationPlan = (
  policy: CancellationPolicy,
  booking: { readonly price: Minor; readonly starts_at: Date },
  payments: ReadonlyArray<PaidPart>,
  cancel: { readonly now: Date; readonly byStaff: boolean; readonly waiveFee: boolean },
): CancellationPlan => {
  const late =
    policy.late_cancel_hours > 0 &&
    booking.starts_at.getTime() - cancel.now.getTime() < policy.late_cancel_hours * HOUR_MS
  const fee = late && !cancel.waiveFee ? proportion(Math.max(0, booking.price), policy.late_cancel_fee_percent, 100) : 0
  const paid = payments.reduce((sum, p) => sum + p.refundable, 0)
  const kept = policy.cancellation_refund === "keep" ? paid : Math.min(fee, paid)
  let toKeep = kept
  const refunds: Array<PlannedRefund> = []
  for (const p of payments) {
    const keep = Math.min(toKeep, p.refundable)
    toKeep -= keep
    const amount = p.refundable - keep
    if (amount <= 0) continue
    const way = policy.cancellation_refund === "credits" ? "credit" : originalWay(p.method, cancel.byStaff)
    refunds.push({ payment_id: p.id, method: p.method, amount, way })
  }
  return { late, fee, paid, kept, owed: Math.max(0, fee - paid), refunds }
}

/** Where a refund lands, as the person cancelling reads it: one sentence, so it can be said in their language. */
const refundSentence = (r: PlannedRefund, byStaff: boolean, money: (amount: Minor) => string): string => {
  const amount = money(r.amount)
  if (r.way === "credit") return `${amount} goes back as club credits.`
  if (r.way === "ach") return `${amount} is refunded by bank transfer.`
  switch (r.method) {
    case "cash":
      return byStaff ? `${amount} is handed back in cash.` : `${amount} is refunded in cash.`
    case "check":
      return `${amount} is handed back (paid by check).`
    case "accounts_receivable":
      return `${amount} comes off the club account.`
    default:
      return `${amount} is refunded to the card it was paid with.`
  }
}

/** The plan in sentences, after the question that names the booking. */
export const cancellationSentence = (
  plan: CancellationPlan,
  policy: CancellationPolicy,
  money: (amount: Minor) => string,
  byStaff: boolean,
): string => {
  const parts: Array<string> = []
  if (plan.fee > 0)
    parts.push(
      `It is less than ${policy.late_cancel_hours} hour${policy.late_cancel_hours === 1 ? "" : "s"} before the start, so the club's late-cancellation fee of ${money(plan.fee)} applies.`,
    )
  if (plan.paid === 0) {
    parts.push(
      plan.owed > 0
        ? `Nothing has been paid: the fee is charged to the club account of whoever booked.`
        : "Nothing has been paid, so nothing is refunded.",
    )
    return parts.join(" ")
  }
  if (policy.cancellation_refund === "keep")
    parts.push(`The club keeps the ${money(plan.paid)} paid: its policy gives no refund on cancellation.`)
  else if (plan.kept > 0) parts.push(`The club keeps ${money(plan.kept)} of the ${money(plan.paid)} paid.`)
  for (const r of plan.refunds) parts.push(refundSentence(r, byStaff, money))
  if (plan.owed > 0)
    parts.push(`The rest of the fee, ${money(plan.owed)}, is charged to the club account of whoever booked.`)
  if (plan.fee === 0 && plan.kept === 0 && plan.refunds.length > 0) parts.unshift("No cancellation fee applies.")
  return parts.join(" ")
}

/**
 * A rain check: the club calls the game off, so everything paid goes back and no fee applies,
 * to club credits unless the club refunds the way it was paid.
 */
export const rainCheckPlan = (
  refund: RainCheckRefund,
  booking: { readonly price: Minor; readonly starts_at: Date },
  payments: ReadonlyArray<PaidPart>,
): CancellationPlan =>
  cancellationPlan(
    { cancellation_refund: refund, late_cancel_hours: 0, late_cancel_fee_percent: 0 },
    booking,
    payments,
    { now: booking.starts_at, byStaff: true, waiveFee: true },
  )

/** A rain check's money in sentences, as the desk confirms it and the player is mailed it. */
export const rainCheckSentence = (plan: CancellationPlan, money: (amount: Minor) => string): string =>
  plan.refunds.length === 0
    ? "Nothing has been paid, so nothing is refunded."
    : plan.refunds.map((r) => refundSentence(r, true, money)).join(" ")
