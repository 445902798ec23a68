import { TZDate, tz } from "@date-fns/tz"
import { format, getWeek, isSameMonth, isSameWeek } from "date-fns"
import { enUS } from "date-fns/locale"
import { zonedDate } from "./bookings/bookingWindow"

/**
 * Dates as the platform shows them: English, weeks start on Monday, and the first week of a
 * year is the one that contains 1 January. Every instant is shown in the facility's time zone.
 */
export const WEEK_OPTIONS = { locale: enUS, weekStartsOn: 1, firstWeekContainsDate: 1 } as const

/** Formats ('ddd MMM D', 'ddd, MMM D, YYYY', 'h:mm A') in date-fns' notation. */
export const FORMATS = {
  shortDate: "EEE MMM d",
  longDate: "EEE, MMM d, yyyy",
  time: "h:mm a",
  commentDate: "MM/dd/yyyy 'at' h:mm a",
  isoDate: "yyyy-MM-dd",
} as const

const inZone = (zone: string) => ({ ...WEEK_OPTIONS, in: tz(zone) })

export const formatShortDate = (instant: Date, zone: string) => format(instant, FORMATS.shortDate, inZone(zone))
export const formatLongDate = (instant: Date, zone: string) => format(instant, FORMATS.longDate, inZone(zone))
export const formatTime = (instant: Date, zone: string) => format(instant, FORMATS.time, inZone(zone))
/** Comment dates: MM/DD/YYYY at h:mm A in the facility time zone. */
export const formatCommentDate = (instant: Date, zone: string) => format(instant, FORMATS.commentDate, inZone(zone))
/** The facility-local calendar date of an instant, YYYY-MM-DD. */
export const localDate = zonedDate

/** The week number of an instant's local date under the API's week rules. */
export const weekNumber = (instant: Date, zone: string) => getWeek(new TZDate(instant, zone), WEEK_OPTIONS)

export const sameLocalWeek = (a: Date, b: Date, zone: string) =>
  isSameWeek(new TZDate(a, zone), new TZDate(b, zone), WEEK_OPTIONS)
export const sameLocalMonth = (a: Date, b: Date, zone: string) => isSameMonth(new TZDate(a, zone), new TZDate(b, zone))

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** The years a date the platform takes may fall in: far enough for birth dates and long plans, and no further, so date arithmetic never leaves what PostgreSQL and `Date` hold. */
export const FIRST_YEAR = 1900
export const LAST_YEAR = 2199

/** Whether `value` is a real calendar date written YYYY-MM-DD, from 1900 to 2199. */
export const isIsoDate = (value: string) => {
  const match = DATE.exec(value)
  if (match === null) return false
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (y < FIRST_YEAR || y > LAST_YEAR) return false
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/**
 * The instant of a wall-clock time on a facility-local date: `seconds` since local midnight as
 * the clock on the wall reads them (the API's hour_start/hour_end), so 10:00 is 10:00 on a DST day
 * too. 86400 is the next midnight. A time the clock skips (spring forward) moves forward by the gap.
 */
export const localInstant = (date: string, seconds: number, zone: string): Date => {
  const match = DATE.exec(date)
  if (match === null || !isIsoDate(date)) throw new RangeError(`"${date}" is not a date written YYYY-MM-DD.`)
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 86400)
    throw new RangeError("Seconds since midnight run from 0 to 86400.")
  const [y, m, d] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  const day = Math.floor(seconds / 86400)
  const rest = seconds % 86400
  return new Date(
    new TZDate(y, m, d + day, Math.floor(rest / 3600), Math.floor((rest % 3600) / 60), rest % 60, zone).getTime(),
  )
}

/** Seconds since local midnight of an instant, as the wall clock reads them. */
export const localSeconds = (instant: Date, zone: string) => {
  const local = new TZDate(instant, zone)
  return local.getHours() * 3600 + local.getMinutes() * 60 + local.getSeconds()
}

export { formatSecondsOfDay, formatTimeRange } from "./bookings/calendarGrid"

/**
 * initials use at most 2 words. "Mary Jane Watson" is "MJ". Words part at ASCII white
 * space and a letter is a code point, as the database's `venue_initials` reads them.
 */
export const initials = (name: string) =>
  name
    .split(/[ \t\n\r\f\v]+/)
    .filter((word) => word !== "")
    .slice(0, 2)
    .map((word) => String.fromCodePoint(word.codePointAt(0)!).toUpperCase())
    .join("")

/** The date `days` away from a YYYY-MM-DD date (negative: before it). */
export const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}
