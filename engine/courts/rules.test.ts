import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { ScheduleRule } from "../bookings/rules"
import { closureKey, closureRule, closuresOf } from "./rules"

const closure = fc.record({
  court_ids: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 5 }), { nil: null }),
  starts_on: fc.constantFrom("2026-12-01", "2026-12-24"),
  ends_on: fc.constantFrom("2026-12-31", "2027-01-02"),
  hour_start: fc.integer({ min: 0, max: 20 }).map((h) => h * 3600),
  hour_end: fc.integer({ min: 21, max: 24 }).map((h) => h * 3600),
  note: fc.option(fc.string({ maxLength: 20 }), { nil: null }),
})

describe("closures", () => {
  it("are schedule rules of kind closure: a file's closure comes back from its rule as it was written", () => {
    fc.assert(
      fc.property(closure, (c) => {
        const [back] = closuresOf([closureRule(c)])
        expect(closureKey(back!)).toBe(closureKey(c))
      }),
    )
  })

  it("are the same closure whatever order their courts are named in", () => {
    fc.assert(
      fc.property(closure, (c) => {
        const reversed = { ...c, court_ids: c.court_ids === null ? null : c.court_ids.toReversed() }
        expect(closureKey(reversed)).toBe(closureKey(c))
      }),
    )
  })

  it("leave out weekly and open-ended closure rules, which a file would read as every day", () => {
    const rule = closureRule({
      court_ids: null,
      starts_on: "2026-12-01",
      ends_on: "2026-12-31",
      hour_start: 0,
      hour_end: 86_400,
      note: null,
    })
    const weekly: ScheduleRule = { ...rule, days: [1] }
    const openEnded: ScheduleRule = { ...rule, ends_on: null }
    const membersOnly: ScheduleRule = { ...rule, kind: "members_only" }
    expect(closuresOf([weekly, openEnded, membersOnly])).toEqual([])
    expect(closuresOf([rule])).toHaveLength(1)
  })
})
