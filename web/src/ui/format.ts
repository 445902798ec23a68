import {
  formatCommentDate,
  formatLongDate,
  formatSecondsOfDay,
  formatShortDate,
  formatTime,
  formatTimeRange,
  localDate,
  localInstant,
} from "../../../engine/dates"
import { secondsOfDayIn } from "../../../engine/calendarGrid"
import { formatMoney } from "../../../engine/money"
import { currentLanguage } from "../i18n/language"

/** Noon of a facility-local date: a safe instant to format that date by (no DST edge near it). */
const noonOf = (date: string, zone: string) => localInstant(date, 12 * 3600, zone)

/**
 * English keeps the platform's own formats (SPEC's 'ddd, MMM D, YYYY', 'h:mm A'); other languages
 * write dates, times and amounts as their readers do, through Intl, in the club's time zone.
 */
const english = () => currentLanguage() === "en"
const intlDate = (instant: Date, zone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(currentLanguage(), { ...options, timeZone: zone }).format(instant)
const SHORT: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short" }
const LONG: Intl.DateTimeFormatOptions = { ...SHORT, year: "numeric" }
const TIME: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" }

export const longDate = (date: string, zone: string) =>
  english() ? formatLongDate(noonOf(date, zone), zone) : intlDate(noonOf(date, zone), zone, LONG)
export const shortDate = (date: string, zone: string) =>
  english() ? formatShortDate(noonOf(date, zone), zone) : intlDate(noonOf(date, zone), zone, SHORT)
/** Seconds after the club's midnight as a time of day in the screens' language. */
export const timeOfDay = (seconds: number) => secondsOfDayIn(currentLanguage(), seconds)
export const timeRange = (start: number, end: number) =>
  english() ? formatTimeRange(start, end) : `${timeOfDay(start)}–${timeOfDay(end)}`
export const money = (amount: number, currency: string, decimals: number) =>
  formatMoney(amount, currency, decimals, currentLanguage())
/** An instant as the API writes dates with times: MM/DD/YYYY at h:mm A, in the facility's zone. */
export const dateTime = (instant: string, zone: string) =>
  english()
    ? formatCommentDate(new Date(instant), zone)
    : intlDate(new Date(instant), zone, { dateStyle: "short", timeStyle: "short" })
/** An instant's time of day at the facility (h:mm A). */
export const timeOf = (instant: string, zone: string) =>
  english() ? formatTime(new Date(instant), zone) : intlDate(new Date(instant), zone, TIME)

/** Today's date at the facility, and the date `days` away from a date. */
export const todayAt = (zone: string) => localDate(new Date(), zone)
export { addDays } from "../../../engine/dates"

/** Week days as the engine numbers them: 0 is Monday. */
export const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
/** Half-hour steps for hours and times of day; midnight at the end as 24:00. */
export const TIMES = Array.from({ length: 49 }, (_, i) => i * 1800).map((s) => ({
  value: String(s),
  label: s === 86400 ? "Midnight" : formatSecondsOfDay(s),
}))
