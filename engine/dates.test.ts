import { tz } from "@date-fns/tz"
import { format } from "date-fns"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { zonedDate } from "./bookings/bookingWindow"
import {
  formatCommentDate,
  formatLongDate,
  formatSecondsOfDay,
  formatShortDate,
  formatTime,
  initials,
  isIsoDate,
  localDate,
  localInstant,
  localSeconds,
  weekNumber,
} from "./dates"

const NY = "America/New_York"

describe("dates and formats", () => {
  const instant = new Date("2026-03-14T17:05:00Z") // a Saturday, 1:05 PM in New York

  it("formats in the facility's time zone", () => {
    expect(formatShortDate(instant, NY)).toBe("Sat Mar 14")
    expect(formatLongDate(instant, NY)).toBe("Sat, Mar 14, 2026")
    expect(formatTime(instant, NY)).toBe("1:05 PM")
    expect(formatCommentDate(instant, NY)).toBe("03/14/2026 at 1:05 PM")
    expect(formatTime(instant, "Europe/Madrid")).toBe("6:05 PM")
    expect(localDate(new Date("2026-03-15T03:00:00Z"), NY)).toBe("2026-03-14")
  })

  it("counts weeks from Monday, the first week holding 1 January", () => {
    // 1 January 2027 is a Friday: that week is week 1, and the Monday after starts week 2.
    expect(weekNumber(new Date("2027-01-01T17:00:00Z"), NY)).toBe(1)
    expect(weekNumber(new Date("2026-12-28T17:00:00Z"), NY)).toBe(1)
    expect(weekNumber(new Date("2027-01-04T17:00:00Z"), NY)).toBe(2)
    // Sunday still belongs to the week that began on Monday.
    expect(weekNumber(new Date("2027-01-10T17:00:00Z"), NY)).toBe(2)
  })

  it("reads wall-clock seconds on a DST day the way the clock on the wall does", () => {
    // 8 March 2026: New York springs forward at 2:00; the day has 23 hours.
    expect(localInstant("2026-03-08", 10 * 3600, NY).toISOString()).toBe("2026-03-08T14:00:00.000Z")
    expect(localInstant("2026-03-08", 1 * 3600, NY).toISOString()).toBe("2026-03-08T06:00:00.000Z")
    expect(localInstant("2026-03-08", 86400, NY).toISOString()).toBe("2026-03-09T04:00:00.000Z")
    // 1 November 2026: back to standard time; the day has 25 hours.
    expect(localInstant("2026-11-01", 12 * 3600, NY).toISOString()).toBe("2026-11-01T17:00:00.000Z")
    expect(localSeconds(new Date("2026-11-01T17:00:00Z"), NY)).toBe(12 * 3600)
  })

  it("round-trips every quarter hour of ordinary days", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 95 }),
        fc.integer({ min: 1, max: 28 }),
        fc.constantFrom(1, 2, 5, 6, 7, 9, 12),
        (quarter, day, month) => {
          const date = `2026-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`
          const seconds = quarter * 900
          const instant = localInstant(date, seconds, NY)
          expect(localDate(instant, NY)).toBe(date)
          expect(localSeconds(instant, NY)).toBe(seconds)
        },
      ),
    )
  })

  it("checks dates and formats times of day", () => {
    expect(isIsoDate("2026-02-29")).toBe(false)
    expect(isIsoDate("2028-02-29")).toBe(true)
    expect(isIsoDate("2026-2-1")).toBe(false)
    expect(() => localInstant("2026-13-01", 0, NY)).toThrow(/not a date/)
    expect(formatSecondsOfDay(0)).toBe("12:00 AM")
    expect(formatSecondsOfDay(9.5 * 3600)).toBe("9:30 AM")
    expect(formatSecondsOfDay(12 * 3600)).toBe("12:00 PM")
    expect(formatSecondsOfDay(22 * 3600 + 45 * 60)).toBe("10:45 PM")
  })

  it("takes initials of at most two words", () => {
    expect(initials("Mary Jane Watson")).toBe("MJ")
    expect(initials("  cher ")).toBe("C")
    expect(initials("")).toBe("")
  })
})

describe("the facility-local date (Intl, as the widget carries it)", () => {
  it("agrees with date-fns in every zone, DST edges included", () => {
    const zones = ["America/New_York", "Europe/Madrid", "Australia/Sydney", "Pacific/Chatham", "Asia/Kolkata", "UTC"]
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2035-12-31T23:59:59Z"), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (instant, zone) => {
          expect(zonedDate(instant, zone)).toBe(format(instant, "yyyy-MM-dd", { in: tz(zone) }))
        },
      ),
    )
  })
})
