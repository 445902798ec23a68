import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { OpeningHours, ScheduleRule } from "../bookings/rules"
import { soldTotals } from "../payments/close"
import {
  addMonths,
  bucketStart,
  cohorts,
  type LedgerDaySale,
  leadBucket,
  membersOverTime,
  occupancyCells,
  occupancySummary,
  openSeconds,
  periodBefore,
  periodProblem,
  revenue,
} from "./rules"

const H = 3600
const rule = (r: Partial<ScheduleRule>): ScheduleRule => ({
  kind: "closure",
  court_ids: null,
  starts_on: null,
  ends_on: null,
  days: [],
  hour_start: 0,
  hour_end: 86400,
  min_duration: null,
  max_duration: null,
  note: null,
  ...r,
})
// Open 8:00–12:00 every day.
const mornings: ReadonlyArray<OpeningHours> = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  hour_start: 8 * H,
  hour_end: 12 * H,
}))
/** The seconds bookings of `hour_start`–`hour_end` hold in each hour of a day, as the roll-up's SQL counts them. */
const bookedByHour = (bookings: ReadonlyArray<{ readonly hour_start: number; readonly hour_end: number }>) => {
  const out = new Array<number>(24).fill(0)
  for (const b of bookings)
    for (let hour = Math.floor(b.hour_start / H); hour * H < b.hour_end && hour < 24; hour++)
      out[hour]! += Math.max(0, Math.min(b.hour_end, (hour + 1) * H) - Math.max(b.hour_start, hour * H))
  return out
}

/** Courts' days as the repository answers them: a row per day, each court's hours in turn. */
const byDay = (rows: ReadonlyArray<{ court_id: number; local_date: string; booked: ReadonlyArray<number> }>) =>
  [...new Set(rows.map((r) => r.local_date))].map((local_date) => {
    const mine = rows.filter((r) => r.local_date === local_date)
    return { local_date, court_ids: mine.map((r) => r.court_id), booked: mine.flatMap((r) => r.booked) }
  })

const courts = [
  { id: 1, name: "One", sport: "tennis", indoor: false },
  { id: 2, name: "Two", sport: "padel", indoor: true },
]

describe("periods", () => {
  it("refuses a period that ends before it starts or is longer than two years", () => {
    expect(periodProblem({ from: "2026-03-02", to: "2026-03-01" })).toMatch(/end on or after/)
    expect(periodProblem({ from: "2024-01-01", to: "2026-01-02" })).toMatch(/at most 731 days/)
    expect(periodProblem({ from: "2026-01-01", to: "2026-01-01" })).toBeUndefined()
  })

  it("compares with the same days a month or a year before, kept within short months", () => {
    expect(periodBefore({ from: "2026-03-31", to: "2026-04-30" }, "month")).toEqual({
      from: "2026-02-28",
      to: "2026-03-30",
    })
    expect(periodBefore({ from: "2028-02-29", to: "2028-03-01" }, "year")).toEqual({
      from: "2027-02-28",
      to: "2027-03-01",
    })
    expect(addMonths("2026-12-15", 1)).toBe("2027-01-15")
  })

  it("starts weeks on Monday and months on the first", () => {
    expect(bucketStart("2026-12-06", "week")).toBe("2026-11-30")
    expect(bucketStart("2026-12-06", "month")).toBe("2026-12-01")
    expect(bucketStart("2026-12-06", "day")).toBe("2026-12-06")
  })
})

describe("occupancy, counted by hand", () => {
  // Monday 7 and Tuesday 8 December 2026.
  const period = { from: "2026-12-07", to: "2026-12-08" }

  it("counts open time by quarter hours, less closures of the court or the club", () => {
    expect(openSeconds(1, "2026-12-07", mornings, []).slice(7, 13)).toEqual([0, H, H, H, H, 0])
    const closed = [rule({ court_ids: [1], hour_start: 9.5 * H, hour_end: 10 * H })]
    expect(openSeconds(1, "2026-12-07", mornings, closed).slice(8, 12)).toEqual([H, H / 2, H, H])
    expect(openSeconds(2, "2026-12-07", mornings, closed).slice(8, 12)).toEqual([H, H, H, H])
  })

  it("spreads a booking over the hours it holds", () => {
    const hours = bookedByHour([{ hour_start: 8.5 * H, hour_end: 10 * H }])
    expect(hours.slice(8, 11)).toEqual([H / 2, H, 0])
  })

  it("is booked ÷ open by court, weekday and hour, with prime time apart", () => {
    const booked = [
      // Court 1 on Monday: 8:30–10:00; on Tuesday 8:00–12:00. Court 2 on Monday 11:00–12:00.
      { court_id: 1, local_date: "2026-12-07", booked: bookedByHour([{ hour_start: 8.5 * H, hour_end: 10 * H }]) },
      { court_id: 1, local_date: "2026-12-08", booked: bookedByHour([{ hour_start: 8 * H, hour_end: 12 * H }]) },
      { court_id: 2, local_date: "2026-12-07", booked: bookedByHour([{ hour_start: 11 * H, hour_end: 12 * H }]) },
    ]
    const cells = occupancyCells(period, courts, mornings, [], byDay(booked))
    // Two courts × two days × four hours.
    expect(cells).toHaveLength(16)
    expect(cells.find((c) => c.court_id === 1 && c.weekday === 0 && c.hour === 8)).toMatchObject({
      open: H,
      booked: H / 2,
    })
    const prime = [{ court_ids: null, days: [0], hour_start: 10 * H, hour_end: 12 * H }]
    const summary = occupancySummary(cells, courts, prime)
    // 1.5 + 4 + 1 = 6.5 booked of 16 open.
    expect(summary.overall).toEqual({ open_hours: 16, booked_hours: 6.5, rate: 0.4063 })
    // Monday 10–12 on both courts: only court 2's 11:00 hour was booked.
    expect(summary.prime).toEqual({ open_hours: 4, booked_hours: 1, rate: 0.25 })
    expect(summary.off_peak).toEqual({ open_hours: 12, booked_hours: 5.5, rate: 0.4583 })
    expect(summary.by_court.map((c) => [c.name, c.booked_hours, c.open_hours])).toEqual([
      ["One", 5.5, 8],
      ["Two", 1, 8],
    ])
    expect(summary.by_sport.map((s) => [s.sport, s.rate])).toEqual([
      ["tennis", 0.6875],
      ["padel", 0.125],
    ])
    expect(summary.by_setting.map((s) => s.setting)).toEqual(["outdoor", "indoor"])
    expect(summary.by_weekday_hour.find((c) => c.weekday === 1 && c.hour === 9)).toMatchObject({
      rate: 0.5,
      prime: false,
    })
  })

  it("never counts a booking on a closed court", () => {
    const closedMonday = [rule({ starts_on: "2026-12-07", ends_on: "2026-12-07" })]
    const booked = [
      { court_id: 1, local_date: "2026-12-07", booked: bookedByHour([{ hour_start: 8 * H, hour_end: 12 * H }]) },
    ]
    const cells = occupancyCells(period, courts, mornings, closedMonday, byDay(booked))
    expect(cells.every((c) => c.weekday === 1 && c.booked === 0)).toBe(true)
  })

  it("is never above 1, whatever is booked (property)", () => {
    const day = fc.integer({ min: 0, max: 95 })
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            court: fc.constantFrom(1, 2),
            date: fc.constantFrom("2026-12-07", "2026-12-08"),
            a: day,
            b: day,
          }),
        ),
        fc.array(fc.record({ court: fc.constantFrom(1, 2), a: day, b: day }), { maxLength: 3 }),
        (bookings, closures) => {
          const rules = closures
            .filter((c) => c.a !== c.b)
            .map((c) =>
              rule({ court_ids: [c.court], hour_start: Math.min(c.a, c.b) * 900, hour_end: Math.max(c.a, c.b) * 900 }),
            )
          // Bookings may overlap here (the database refuses that): the rate still stays within open time.
          const booked = bookings
            .filter((b) => b.a !== b.b)
            .map((b) => ({
              court_id: b.court,
              local_date: b.date,
              booked: bookedByHour([{ hour_start: Math.min(b.a, b.b) * 900, hour_end: Math.max(b.a, b.b) * 900 }]),
            }))
          const cells = occupancyCells(period, courts, mornings, rules, byDay(booked))
          for (const c of cells) expect(c.booked).toBeLessThanOrEqual(c.open)
          const { overall } = occupancySummary(cells, courts, [])
          expect(overall.rate ?? 0).toBeLessThanOrEqual(1)
        },
      ),
    )
  })
})

describe("revenue", () => {
  const line = (l: Partial<LedgerDaySale>): LedgerDaySale => ({
    business_date: "2026-12-07",
    payable_type: "reservation",
    reservation_kind: "reservation",
    method: "cash",
    to_credit: false,
    count: 1,
    total: 1000,
    ...l,
  })
  const lines = [
    line({ total: 3000 }),
    line({ method: "reversal_cash", total: 1000 }),
    line({ payable_type: "order", reservation_kind: null, method: "card", total: 2500 }),
    line({ business_date: "2026-12-08", payable_type: "reservation", reservation_kind: "lesson", total: 4000 }),
    line({
      business_date: "2026-12-14",
      payable_type: "membership",
      reservation_kind: null,
      method: "prepaid",
      total: 9000,
    }),
  ]

  it("is money taken by what was sold, refunds taken off, per day, week or month", () => {
    const days = revenue(lines, "day")
    expect(days.buckets.map((b) => [b.start, b.money.courts, b.money.shop, b.money.lessons, b.money_total])).toEqual([
      ["2026-12-07", 2000, 2500, 0, 4500],
      ["2026-12-08", 0, 0, 4000, 4000],
      ["2026-12-14", 0, 0, 0, 0],
    ])
    // Club credits are value moved, not money.
    expect(days.buckets[2]!.value.memberships).toBe(9000)
    const weeks = revenue(lines, "week")
    expect(weeks.buckets.map((b) => [b.start, b.money_total, b.value_total])).toEqual([
      ["2026-12-07", 8500, 0],
      ["2026-12-14", 0, 9000],
    ])
    expect(revenue(lines, "month").totals.money_total).toBe(8500)
  })

  it("sums by source to the ledger's money and value, as the close counts them (property)", () => {
    const methods = ["cash", "card", "prepaid", "accounts_receivable", "reversal_cash", "reversal_card"] as const
    const payables = ["reservation", "user_package", "user_clinic", "membership", "order", "credits", "account", "fee"]
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            business_date: fc.constantFrom("2026-11-30", "2026-12-01", "2026-12-07", "2027-01-02"),
            payable_type: fc.constantFrom(...payables),
            reservation_kind: fc.constantFrom(null, "reservation", "lesson", "clinic"),
            method: fc.constantFrom(...methods),
            to_credit: fc.boolean(),
            count: fc.integer({ min: 1, max: 5 }),
            total: fc.integer({ min: 0, max: 100_000 }),
          }),
        ),
        fc.constantFrom("day" as const, "week" as const, "month" as const),
        (rows, bucket) => {
          const report = revenue(rows, bucket)
          const ledger = soldTotals(rows)
          const money = ledger.reduce((s, t) => s + t.money, 0)
          const value = ledger.reduce((s, t) => s + t.value, 0)
          expect(report.totals.money_total).toBe(money)
          expect(report.totals.value_total).toBe(value)
          expect(report.buckets.reduce((s, b) => s + b.money_total, 0)).toBe(money)
          for (const b of report.buckets) expect(Object.values(b.money).reduce((s, m) => s + m, 0)).toBe(b.money_total)
        },
      ),
    )
  })
})

describe("members", () => {
  const spans = [
    // Ann: January to March, then again from May (a return).
    { owner_id: 1, from: "2026-01-10", to: "2026-03-31" },
    { owner_id: 1, from: "2026-05-01", to: null },
    // Ben: February on, renewed without a gap.
    { owner_id: 2, from: "2026-02-01", to: "2026-02-28" },
    { owner_id: 2, from: "2026-03-01", to: "2026-06-30" },
    // Cy: joined in January, left in January.
    { owner_id: 3, from: "2026-01-05", to: "2026-01-20" },
  ]

  it("counts active, joined, returned and lapsed members by month", () => {
    const months = membersOverTime(spans, { from: "2026-01-01", to: "2026-06-30" }, "month")
    expect(months.map((m) => [m.start, m.active, m.joined, m.returned, m.lapsed])).toEqual([
      ["2026-01-01", 1, 2, 0, 1],
      ["2026-02-01", 2, 1, 0, 0],
      ["2026-03-01", 2, 0, 0, 0],
      // Ann's membership ended on 31 March: April is her first day without one.
      ["2026-04-01", 1, 0, 0, 1],
      ["2026-05-01", 2, 0, 1, 0],
      // Ben's last day is the period's last: he is a member on it.
      ["2026-06-01", 2, 0, 0, 0],
    ])
  })

  it("keeps each join month's cohort and who of it is still a member at each month's end", () => {
    expect(cohorts(spans, { from: "2026-01-01", to: "2026-06-30" }, "2026-04-15")).toEqual([
      // Ann and Cy joined in January: Ann stayed to March, was out in April.
      { month: "2026-01", size: 2, retained: [1, 1, 1, 0] },
      { month: "2026-02", size: 1, retained: [1, 1, 1] },
    ])
  })
})

describe("lead time", () => {
  it("puts a booking in the first bucket its hours ahead are under", () => {
    expect([0.5, 1, 5, 30, 200, 400].map(leadBucket)).toEqual([0, 1, 1, 3, 5, 6])
  })
})

describe("tables and CSV", () => {
  it("writes a table as CSV, quoting what needs it and never a formula", async () => {
    const { toCsv, peopleTables } = await import("./tables")
    const tables = peopleTables({
      members: [{ start: "2026-12-01", active: 3, joined: 1, returned: 0, lapsed: 0 }],
      cohorts: [
        { month: "2026-11", size: 2, retained: [2, 1] },
        { month: "2026-12", size: 1, retained: [1] },
      ],
      player_mix: { members: 4, non_members: 2, guests: 1 },
      top_bookers: [
        { name: 'Ann "Ace", Smith', count: 5 },
        { name: "=HYPERLINK(1)", count: 2 },
      ],
    })
    expect(toCsv(tables.find((t) => t.key === "cohorts")!)).toBe(
      "month,size,month_0,month_1\r\n2026-11,2,2,1\r\n2026-12,1,1,\r\n",
    )
    expect(toCsv(tables.find((t) => t.key === "top_bookers")!)).toBe(
      `name,bookings\r\n"Ann ""Ace"", Smith",5\r\n'=HYPERLINK(1),2\r\n`,
    )
  })
})
