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
import { formatMoney } from "../../../engine/money"

/** Noon of a facility-local date: a safe instant to format that date by (no DST edge near it). */
const noonOf = (date: string, zone: string) => localInstant(date, 12 * 3600, zone)

export const longDate = (date: string, zone: string) => formatLongDate(noonOf(date, zone), zone)
export const shortDate = (date: string, zone: string) => formatShortDate(noonOf(date, zone), zone)
export const timeRange = formatTimeRange
export const money = (amount: number, currency: string, decimals: number) => formatMoney(amount, currency, decimals)
/** An instant as the API writes dates with times: MM/DD/YYYY at h:mm A, in the facility's zone. */
export const dateTime = (instant: string, zone: string) => formatCommentDate(new Date(instant), zone)
/** An instant's time of day at the facility (h:mm A). */
export const timeOf = (instant: string, zone: string) => formatTime(new Date(instant), zone)

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
