import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formatMoney } from "../money"
import {
  type CreditLot,
  CreditShortfall,
  creditBalance,
  expiryProblem,
  LEDGER_METHODS,
  refundProblem,
  reversalOf,
  routingNumberProblem,
  spendFromLots,
  statusAfterRefunds,
  TYPE_GROUP_LABELS,
  typeGroupOf,
} from "./rules"

describe("payment methods", () => {
  it("group and read as the API says", () => {
    expect(["card", "bolt", "card_reader"].map((m) => typeGroupOf(m as never))).toEqual(["card", "card", "card"])
    expect(typeGroupOf("prepaid")).toBe("prepaid")
    expect(typeGroupOf("adjustment")).toBe("prepaid")
    expect(TYPE_GROUP_LABELS[typeGroupOf("prepaid")]).toBe("Club Credits")
    expect(TYPE_GROUP_LABELS[typeGroupOf("accounts_receivable")]).toBe("Club Account")
    expect(typeGroupOf(reversalOf("cash"))).toBe("refund")
    expect(LEDGER_METHODS.every((m) => TYPE_GROUP_LABELS[typeGroupOf(m)] !== undefined)).toBe(true)
  })
})

describe("refunds", () => {
  const paid = { amount: 5000, status: "paid" as const, is_refund: false }
  const usd = (amount: number) => formatMoney(amount, "USD", 2)

  it("never give back more than is left, and never refund a refund", () => {
    expect(refundProblem(paid, [], 5000, usd)).toBeUndefined()
    expect(refundProblem(paid, [{ amount: 3000, to_credit: false }], 2001, usd)).toBe(
      "At most $20.00 is left to refund on this payment; $20.01 is more.",
    )
    expect(refundProblem({ ...paid, is_refund: true }, [], 1, usd)).toBe("A refund cannot be refunded.")
    expect(refundProblem({ ...paid, status: "totally_refunded" }, [], 1, usd)).toMatch(/^Only a paid payment/)
    expect(refundProblem(paid, [], 0, usd)).toBe("A refund must be a positive amount.")
  })

  it("set the payment's status by what is left and how it went back", () => {
    expect(statusAfterRefunds(5000, [])).toBe("paid")
    expect(statusAfterRefunds(5000, [{ amount: 1000, to_credit: false }])).toBe("partially_refunded")
    expect(statusAfterRefunds(5000, [{ amount: 5000, to_credit: false }])).toBe("totally_refunded")
    expect(statusAfterRefunds(5000, [{ amount: 5000, to_credit: true }])).toBe("refunded_to_credit")
  })
})

describe("club credits", () => {
  const lot = (id: number, amount: number, spent: number, day: number): CreditLot => ({
    id,
    amount,
    spent,
    created_at: new Date(Date.UTC(2026, 0, day)),
  })

  it("are spent oldest lot first, and refused whole when short", () => {
    const lots = [lot(2, 1000, 0, 5), lot(1, 500, 200, 1)]
    expect(spendFromLots(lots, 600)).toEqual([
      { lot_id: 1, amount: 300 },
      { lot_id: 2, amount: 300 },
    ])
    const short = spendFromLots(lots, 1301)
    expect(short).toBeInstanceOf(CreditShortfall)
    expect((short as CreditShortfall).message).toBe("The club credit balance is 1300; 1301 is more than that.")
  })

  it("keep every balance equal to its rows and never below zero, whatever the sequence", () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant("grant" as const), amount: fc.integer({ min: 1, max: 10_000 }) }),
      fc.record({ kind: fc.constant("spend" as const), amount: fc.integer({ min: 1, max: 10_000 }) }),
      fc.record({ kind: fc.constant("refund" as const), index: fc.nat(), part: fc.double({ min: 0, max: 1 }) }),
    )
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const lots: Array<{ id: number; amount: number; created_at: Date }> = []
        const spends: Array<{ lot_id: number; amount: number; payment: number }> = []
        const payments: Array<{ id: number; amount: number; refunded: number }> = []
        const current = () =>
          lots.map((l) => ({
            ...l,
            spent: spends.filter((s) => s.lot_id === l.id).reduce((a, s) => a + s.amount, 0),
          }))
        for (const [step, o] of ops.entries()) {
          if (o.kind === "grant") lots.push({ id: lots.length + 1, amount: o.amount, created_at: new Date(step) })
          if (o.kind === "spend") {
            const plan = spendFromLots(current(), o.amount)
            if (plan instanceof CreditShortfall) expect(o.amount).toBeGreaterThan(creditBalance(current()))
            else {
              const id = payments.length + 1
              payments.push({ id, amount: o.amount, refunded: 0 })
              for (const s of plan) spends.push({ ...s, payment: id })
            }
          }
          if (o.kind === "refund" && payments.length > 0) {
            const payment = payments[o.index % payments.length]!
            const amount = Math.floor((payment.amount - payment.refunded) * o.part)
            const problem = refundProblem(
              {
                amount: payment.amount,
                status: payment.refunded > 0 ? "partially_refunded" : "paid",
                is_refund: false,
              },
              payment.refunded > 0 ? [{ amount: payment.refunded, to_credit: true }] : [],
              amount,
              String,
            )
            if (problem === undefined) {
              payment.refunded += amount
              lots.push({ id: lots.length + 1, amount, created_at: new Date(step) })
            }
          }
          const rows = current()
          const inRows = lots.reduce((a, l) => a + l.amount, 0) - spends.reduce((a, s) => a + s.amount, 0)
          expect(creditBalance(rows)).toBe(inRows)
          expect(rows.every((l) => l.spent <= l.amount)).toBe(true)
          expect(creditBalance(rows)).toBeGreaterThanOrEqual(0)
          expect(payments.every((p) => p.refunded <= p.amount)).toBe(true)
        }
      }),
    )
  })
})

describe("card expiry and routing numbers", () => {
  const now = new Date("2026-11-22T10:00:00Z")
  it("takes a card through the end of its month and refuses one past it or malformed", () => {
    expect(expiryProblem("1126", now)).toBeUndefined()
    expect(expiryProblem("0130", now)).toBeUndefined()
    expect(expiryProblem("1026", now)).toBe("This card expired at the end of 10/26.")
    expect(expiryProblem("1326", now)).toMatch(/is not MMYY/)
    expect(expiryProblem("126", now)).toMatch(/is not MMYY/)
  })
  it("checks the ABA check digit of a routing number", () => {
    expect(routingNumberProblem("110000000")).toBeUndefined()
    expect(routingNumberProblem("021000021")).toBeUndefined()
    expect(routingNumberProblem("021000022")).toMatch(/check digit/)
    expect(routingNumberProblem("12345")).toBe("A routing number is nine digits.")
  })
})
