import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { cancellationPlan } from "./cancellation"
import { PAY_METHODS } from "../payments/rules"

const start = new Date("2030-01-07T18:00:00Z")
const hoursBefore = (h: number) => new Date(start.getTime() - h * 3_600_000)

describe("a cancellation's money", () => {
  it("keeps a fee only within the notice period, and only from what was paid", () => {
    const policy = { cancellation_refund: "original" as const, late_cancel_hours: 24, late_cancel_fee_percent: 50 }
    const paid = [{ id: 1, method: "card" as const, refundable: 3000 }]
    const onTime = cancellationPlan(policy, { price: 3000, starts_at: start }, paid, {
      now: hoursBefore(25),
      byStaff: false,
      waiveFee: false,
    })
    expect(onTime).toMatchObject({ late: false, fee: 0, kept: 0, refunds: [{ amount: 3000, way: "refund" }] })
    const late = cancellationPlan(policy, { price: 3000, starts_at: start }, paid, {
      now: hoursBefore(2),
      byStaff: false,
      waiveFee: false,
    })
    expect(late).toMatchObject({ late: true, fee: 1500, kept: 1500, refunds: [{ amount: 1500 }] })
    const unpaid = cancellationPlan(policy, { price: 3000, starts_at: start }, [], {
      now: hoursBefore(2),
      byStaff: false,
      waiveFee: false,
    })
    expect(unpaid).toMatchObject({ fee: 1500, kept: 0, refunds: [] })
  })

  it("never refunds more than was paid, and keeps plus refunds add up to it", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ method: fc.constantFrom(...PAY_METHODS), refundable: fc.integer({ min: 1, max: 100_000 }) }),
          { maxLength: 5 },
        ),
        fc.constantFrom("original" as const, "credits" as const, "keep" as const),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 48 }),
        fc.boolean(),
        (payments, refund, percent, hours, byStaff) => {
          const paid = payments.map((p, id) => ({ ...p, id }))
          const total = paid.reduce((s, p) => s + p.refundable, 0)
          const plan = cancellationPlan(
            { cancellation_refund: refund, late_cancel_hours: 24, late_cancel_fee_percent: percent },
            { price: total, starts_at: start },
            paid,
            { now: hoursBefore(hours), byStaff, waiveFee: false },
          )
          const refunded = plan.refunds.reduce((s, r) => s + r.amount, 0)
          expect(plan.kept + refunded).toBe(total)
          for (const r of plan.refunds) expect(r.amount).toBeLessThanOrEqual(paid[r.payment_id]!.refundable)
          if (refund === "credits") expect(plan.refunds.every((r) => r.way === "credit")).toBe(true)
          if (!byStaff) expect(plan.refunds.some((r) => r.way === "refund" && r.method === "cash")).toBe(false)
        },
      ),
    )
  })
})
