import { secondsOfDayIn } from "../bookings/calendarGrid"
import { formatLongDate, formatShortDate, formatTime, formatTimeRange, localInstant } from "../dates"
import type { Language } from "./languages"

/**
 * Dates and times as a reader of `language` writes them, in the club's time zone: English keeps
 * the platform's own formats (the API's "Sat, Nov 28, 2026", "6:00 PM"), other languages write them
 * through Intl ("sáb, 28 nov 2026", "18:00"). The web client, the mail and the command line's
 * human output all say dates through these. Amounts: `formatMoney(…, language)`.
 */
const intl = (language: Language, instant: Date, zone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(language, { ...options, timeZone: zone }).format(instant)
const SHORT: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short" }
const LONG: Intl.DateTimeFormatOptions = { ...SHORT, year: "numeric" }
const TIME: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" }

/** An instant's date at the club, with its weekday and year. */
export const dateIn = (language: Language, instant: Date, zone: string) =>
  language === "en" ? formatLongDate(instant, zone) : intl(language, instant, zone, LONG)
/** An instant's date at the club, with its weekday, without the year. */
export const shortDateIn = (language: Language, instant: Date, zone: string) =>
  language === "en" ? formatShortDate(instant, zone) : intl(language, instant, zone, SHORT)
/** An instant's time of day at the club. */
export const timeIn = (language: Language, instant: Date, zone: string) =>
  language === "en" ? formatTime(instant, zone) : intl(language, instant, zone, TIME)
/**
 * An instant's date and time at the club, in the one style dates are said in ("Wed, Dec 2, 2026
 * at 6:00 PM", "mié, 2 dic 2026, 18:00"): never a numeric date or a two-digit year beside them.
 */
export const dateTimeIn = (language: Language, instant: Date, zone: string) =>
  language === "en"
    ? `${formatLongDate(instant, zone)} at ${formatTime(instant, zone)}`
    : intl(language, instant, zone, { ...LONG, ...TIME })
/** A club-local date (YYYY-MM-DD) by its noon: an instant safely inside it, whatever the time zone's changes. */
export const dayIn = (language: Language, date: string, zone: string) =>
  dateIn(language, localInstant(date, 12 * 3600, zone), zone)
/** A span of a day in seconds after the club's midnight. */
export const timeRangeIn = (language: Language, start: number, end: number) =>
  language === "en"
    ? formatTimeRange(start, end)
    : `${secondsOfDayIn(language, start)}–${secondsOfDayIn(language, end)}`
export { secondsOfDayIn }
