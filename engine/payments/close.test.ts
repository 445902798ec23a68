import { describe, expect, it } from "vitest"
import { closeLineParts, closeParts, closeTotals, soldTotals } from "./close"

describe("the daily close", () => {
  const day = closeTotals([
    { method: "cash", to_credit: false, count: 2, total: 4500 },
    { method: "card_reader", to_credit: false, count: 1, total: 3000 },
    { method: "prepaid", to_credit: false, count: 1, total: 3000 },
    { method: "accounts_receivable", to_credit: false, count: 1, total: 3000 },
    { method: "reversal_cash", to_credit: false, count: 1, total: 500 },
    { method: "reversal_card_reader", to_credit: true, count: 1, total: 3000 },
  ])

  it("counts money taken apart from value moved, each with its own total", () => {
    // Cash 45 + reader 30 − 5 handed back; the reader refund went to credits, so its money stayed.
    expect(day.money_taken).toEqual({ total: 7000, count: 4 })
    // Credits 30 + account 30 − 30 given back as credits.
    expect(day.value_moved).toEqual({ total: 3000, count: 3 })
    expect(day.net).toBe(day.money_taken.total)
    expect(day.count).toBe(7)
  })

  it("lists each part's lines with refunds as negative amounts, adding up to the part's total", () => {
    const [money, value] = closeParts(day)
    expect([money!.label, money!.total, value!.label, value!.total]).toEqual([
      "Money taken",
      day.money_taken.total,
      "Value moved (no money changed hands)",
      day.value_moved.total,
    ])
    for (const part of [money!, value!]) expect(part.lines.reduce((sum, l) => sum + l.signed, 0)).toBe(part.total)
    expect(value!.lines.map((l) => l.label)).toEqual([
      "Club Credits",
      "Club Account",
      "Refund: Card reader to Club Credits",
    ])
  })

  it("reads each line's key back into the method, the refund and the credits it was written from", () => {
    const keys = day.groups.flatMap((g) => g.methods.map((m) => m.method))
    expect(keys.map(closeLineParts)).toEqual(
      expect.arrayContaining([
        { method: "cash", refund: false, to_credit: false },
        { method: "cash", refund: true, to_credit: false },
        { method: "card_reader", refund: true, to_credit: true },
      ]),
    )
  })
})

describe("the day by what was sold", () => {
  it("reads a competition's entry fees, and their refunds, as competition entries", () => {
    const sold = soldTotals([
      {
        method: "card",
        to_credit: false,
        count: 3,
        total: 4500,
        payable_type: "competition_entry",
        reservation_kind: null,
      },
      {
        method: "reversal_card",
        to_credit: false,
        count: 1,
        total: 1500,
        payable_type: "competition_entry",
        reservation_kind: null,
      },
      { method: "cash", to_credit: false, count: 1, total: 2000, payable_type: "user_clinic", reservation_kind: null },
    ])
    expect(sold.map((s) => [s.sold, s.label, s.money])).toEqual([
      ["clinics", "Clinics", 2000],
      ["competitions", "Competition entries", 3000],
    ])
  })
})
