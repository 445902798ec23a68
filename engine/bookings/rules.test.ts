import { describe, expect, it } from "vitest"
import {
  availableHours,
  type BookingContext,
  bookingProblem,
  closedSpans,
  hoursOn,
  openingHoursProblem,
  type ScheduleRule,
  scheduleRuleProblem,
  weekdayOf,
  weeklyHoursProblems,
} from "./rules"

const H = 3600
const rule = (overrides: Partial<ScheduleRule>): ScheduleRule => ({
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
  ...overrides,
})
const context = (overrides: Partial<BookingContext> = {}): BookingContext => ({
  now: new Date("2026-07-01T12:00:00Z"), // 08:00 in New York, a Wednesday
  timeZone: "America/New_York",
  min_hours_range: 0,
  max_hours_range: 48,
  interval_rounding: 1800,
  opening: Array.from({ length: 7 }, (_, day) => ({ day, hour_start: 6 * H, hour_end: 22 * H })),
  rules: [],
  staff: false,
  member: false,
  ...overrides,
})
const book = (hour_start: number, hour_end: number, date = "2026-07-01", court_id = 1) => ({
  court_id,
  date,
  hour_start,
  hour_end,
})

describe("booking rules at their boundaries", () => {
  it("knows weekdays from Monday", () => {
    expect(weekdayOf("2026-07-06")).toBe(0)
    expect(weekdayOf("2026-07-05")).toBe(6)
  })

  it("keeps to the interval grid and opening hours", () => {
    expect(bookingProblem(book(9 * H, 10 * H), context())).toBeUndefined()
    expect(bookingProblem(book(9 * H, 9.75 * H), context())).toBe("Bookings start and end on 30-minute steps.")
    expect(bookingProblem(book(21 * H, 22 * H), context())).toBeUndefined()
    expect(bookingProblem(book(21.5 * H, 22.5 * H), context())).toMatch(/not open for the whole of 9:30 PM–10:30 PM/)
    expect(bookingProblem(book(6 * H, 7 * H, "2026-07-02"), context())).toBeUndefined()
  })

  it("keeps players inside the booking window, not staff", () => {
    // now is 08:00 local; 48 hours on is Friday 08:00.
    expect(bookingProblem(book(7.5 * H, 8.5 * H), context())).toBe("That time has passed.")
    expect(bookingProblem(book(8 * H, 9 * H), context())).toBeUndefined()
    expect(bookingProblem(book(8 * H, 9 * H, "2026-07-03"), context())).toBeUndefined()
    expect(bookingProblem(book(8.5 * H, 9.5 * H, "2026-07-03"), context())).toBe(
      "Bookings open 48 hours ahead; that time is not open yet.",
    )
    expect(bookingProblem(book(8.5 * H, 9.5 * H, "2026-07-03"), context({ staff: true }))).toBeUndefined()
  })

  it("applies closures, staff-only and members-only windows, and durations", () => {
    const rules = [
      rule({
        kind: "closure",
        court_ids: [2],
        starts_on: "2026-07-01",
        ends_on: "2026-07-01",
        hour_start: 12 * H,
        hour_end: 14 * H,
        note: "resurfacing",
      }),
      rule({ kind: "staff_only", days: [2], hour_start: 18 * H, hour_end: 20 * H, note: "league night" }),
      rule({ kind: "members_only", hour_start: 7 * H, hour_end: 9 * H }),
      rule({ kind: "duration", hour_start: 17 * H, hour_end: 21 * H, min_duration: 3600, max_duration: 5400 }),
    ]
    expect(bookingProblem(book(13.5 * H, 14 * H, "2026-07-01", 2), context({ rules }))).toBe(
      "The court is closed then: resurfacing.",
    )
    expect(bookingProblem(book(14 * H, 15 * H, "2026-07-01", 2), context({ rules }))).toBeUndefined()
    expect(bookingProblem(book(13 * H, 14 * H, "2026-07-01", 1), context({ rules }))).toBeUndefined()
    expect(bookingProblem(book(19 * H, 20 * H), context({ rules }))).toBe(
      "Only staff book 6:00 PM–8:00 PM (league night).",
    )
    expect(bookingProblem(book(19 * H, 20 * H), context({ rules, staff: true }))).toBeUndefined()
    expect(bookingProblem(book(19 * H, 20 * H, "2026-07-02"), context({ rules }))).toBeUndefined()
    expect(bookingProblem(book(8.5 * H, 9.5 * H, "2026-07-02"), context({ rules }))).toBe(
      "7:00 AM–9:00 AM is for members.",
    )
    expect(bookingProblem(book(9 * H, 10 * H, "2026-07-02"), context({ rules }))).toBeUndefined()
    expect(bookingProblem(book(8.5 * H, 9.5 * H, "2026-07-02"), context({ rules, member: true }))).toBeUndefined()
    expect(bookingProblem(book(17 * H, 17.5 * H, "2026-07-02"), context({ rules }))).toBe(
      "Bookings then last at least 60 minutes.",
    )
    expect(bookingProblem(book(17 * H, 19 * H, "2026-07-02"), context({ rules }))).toBe(
      "Bookings then last at most 90 minutes.",
    )
    expect(bookingProblem(book(17 * H, 18.5 * H, "2026-07-02"), context({ rules }))).toBeUndefined()
  })

  it("books a DST day by the wall clock", () => {
    // 8 March 2026 in New York has 23 hours; 10:00-11:00 local is 14:00-15:00 UTC.
    const now = new Date("2026-03-07T17:00:00Z") // Saturday 12:00 EST
    expect(bookingProblem(book(10 * H, 11 * H, "2026-03-08"), context({ now }))).toBeUndefined()
    // 24 hours on is 13:00 EDT on Sunday, not 12:00: the clocks went forward.
    const day = context({ now, max_hours_range: 24 })
    expect(bookingProblem(book(13 * H, 14 * H, "2026-03-08"), day)).toBeUndefined()
    expect(bookingProblem(book(13.5 * H, 14.5 * H, "2026-03-08"), day)).toBe(
      "Bookings open 24 hours ahead; that time is not open yet.",
    )
  })

  it("lists available hours from opening hours, less whole-facility closures", () => {
    const opening = [{ day: 2, hour_start: 6.5 * H, hour_end: 9 * H }]
    expect(availableHours("2026-07-01", opening, [])).toEqual([6 * H, 7 * H, 8 * H])
    expect(availableHours("2026-07-01", opening, [rule({ hour_start: 7 * H, hour_end: 8 * H })])).toEqual([
      6 * H,
      8 * H,
    ])
    expect(availableHours("2026-07-01", opening, [rule({ court_ids: [3] })])).toEqual([6 * H, 7 * H, 8 * H])
    expect(availableHours("2026-07-02", opening, [])).toEqual([])
  })
})

describe("rules as clubs write them", () => {
  it("find a week's windows that end first, leave the quarter hour or overlap on a day", () => {
    expect(
      weeklyHoursProblems([
        { day: 0, hour_start: 6 * H + 420, hour_end: 12 * H },
        { day: 0, hour_start: 11 * H, hour_end: 13 * H },
        { day: 1, hour_start: 23 * H, hour_end: 7 * H },
        { day: 1, hour_start: 11 * H, hour_end: 13 * H },
        { day: 2, hour_start: 6 * H, hour_end: 12 * H },
        { day: 2, hour_start: 12 * H, hour_end: 22 * H },
      ]),
    ).toEqual([
      { index: 0, problem: "quarter" },
      { index: 1, problem: "overlap", other: 0, day: 0 },
      { index: 2, problem: "order" },
    ])
  })

  it("refuse windows, ranges and durations that cannot be meant", () => {
    expect(openingHoursProblem({ hour_start: 10 * H, hour_end: 9 * H })).toBe(
      "Opening hours must end after they start.",
    )
    expect(openingHoursProblem({ hour_start: 6 * H, hour_end: 22 * H })).toBeUndefined()
    expect(scheduleRuleProblem(rule({ hour_start: 5 * H, hour_end: 5 * H }))).toBe(
      "A rule's window must end after it starts.",
    )
    expect(scheduleRuleProblem(rule({ starts_on: "2026-07-02", ends_on: "2026-07-01" }))).toBe(
      "A rule must end on or after the day it starts.",
    )
    expect(scheduleRuleProblem(rule({ kind: "duration" }))).toBe(
      "A duration rule needs a minimum or a maximum duration.",
    )
    expect(scheduleRuleProblem(rule({ kind: "duration", min_duration: 3600, max_duration: 1800 }))).toBe(
      "The maximum duration cannot be shorter than the minimum.",
    )
    expect(scheduleRuleProblem(rule({ kind: "duration", max_duration: 5400 }))).toBeUndefined()
  })
})

describe("opening hours by season", () => {
  const week = (open: number, close: number, starts_on: string | null) =>
    Array.from({ length: 7 }, (_, day) => ({ day, hour_start: open * H, hour_end: close * H, starts_on }))
  const opening = [...week(6, 22, null), ...week(8, 20, "2026-07-02"), ...week(7, 21, "2026-07-10")]

  it("checks a booking, a day's hours and a court's closed spans against the season in force on its day", () => {
    expect(hoursOn(opening, "2026-07-01").every((o) => o.starts_on === null)).toBe(true)
    expect(hoursOn(opening, "2026-07-02").every((o) => o.starts_on === "2026-07-02")).toBe(true)
    expect(hoursOn(opening, "2026-07-31").every((o) => o.starts_on === "2026-07-10")).toBe(true)
    const staff = context({ opening, staff: true })
    expect(bookingProblem(book(21 * H, 22 * H, "2026-07-01"), staff)).toBeUndefined()
    expect(bookingProblem(book(21 * H, 22 * H, "2026-07-02"), staff)).toMatch(/not open for the whole/)
    expect(bookingProblem(book(20 * H, 21 * H, "2026-07-10"), staff)).toBeUndefined()
    expect(availableHours("2026-07-02", opening, [])).toEqual(Array.from({ length: 12 }, (_, i) => (8 + i) * H))
    expect(closedSpans(1, "2026-07-02", opening, [])).toEqual([
      { hour_start: 0, hour_end: 8 * H },
      { hour_start: 20 * H, hour_end: 86400 },
    ])
  })
})
