import { localDate, localInstant } from "../../../engine/dates"
import {
  dateTimeIn,
  dayIn,
  secondsOfDayIn,
  shortDateIn,
  timeIn,
  timeRangeIn,
} from "../../../engine/i18n/languageFormats"
import { formatMoney } from "../../../engine/money"
import { currentLanguage } from "../i18n/language"

/** Dates, times and amounts in the screens' language, in the club's time zone (`engine/languageFormats`). */
export const longDate = (date: string, zone: string) => dayIn(currentLanguage(), date, zone)
export const shortDate = (date: string, zone: string) =>
  shortDateIn(currentLanguage(), localInstant(date, 12 * 3600, zone), zone)
/** Seconds after the club's midnight as a time of day. */
export const timeOfDay = (seconds: number) => secondsOfDayIn(currentLanguage(), seconds)
export const timeRange = (start: number, end: number) => timeRangeIn(currentLanguage(), start, end)
export const money = (amount: number, currency: string, decimals: number) =>
  formatMoney(amount, currency, decimals, currentLanguage())
/** An instant as the API writes dates with times (MM/DD/YYYY at h:mm A in English), in the facility's zone. */
export const dateTime = (instant: string, zone: string) => dateTimeIn(currentLanguage(), new Date(instant), zone)
/** An instant's time of day at the facility. */
export const timeOf = (instant: string, zone: string) => timeIn(currentLanguage(), new Date(instant), zone)
/** Today's date at the facility, and the date `days` away from a date. */
export const todayAt = (zone: string) => localDate(new Date(), zone)
export { addDays } from "../../../engine/dates"

/** The week's days in the screens' language, as the engine numbers them (0 is Monday): "lunes", "lun". */
export const dayNames = (width: "long" | "short") =>
  // 2024-01-01 was a Monday.
  Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(currentLanguage(), { weekday: width, timeZone: "UTC" }).format(
      new Date(Date.UTC(2024, 0, 1 + i)),
    ),
  )
/** The day's half hours as seconds of the day, midnight at its end (86,400) included. */
export const HALF_HOURS = Array.from({ length: 49 }, (_, i) => i * 1800)
/** Half-hour steps of the day in the screens' language, midnight at the end named as `midnight` says. */
export const timeOptions = (midnight: string) =>
  HALF_HOURS.map((s) => ({
    value: String(s),
    label: s === 86400 ? midnight : timeOfDay(s),
  }))

/** "Ana, Bea and Carla", "Ana, Bea y Carla": a list of names in the screens' language. */
export const andList = (items: ReadonlyArray<string>) =>
  new Intl.ListFormat(currentLanguage(), { type: "conjunction" }).format(items)

/**
 * Choices of people named by name alone (teachers, coaches): where two share a name, each is
 * told apart by `hint` (e.g. what they teach), or by their number when that is the same too.
 */
export const namedApart = <P extends { readonly id: number; readonly name: string }>(
  rows: ReadonlyArray<P>,
  hint: (p: P) => string = () => "",
) => {
  const count = (name: string) => rows.filter((r) => r.name.toLowerCase() === name.toLowerCase()).length
  const hinted = (p: P) => {
    const h = hint(p)
    return h !== "" && rows.filter((r) => r.name.toLowerCase() === p.name.toLowerCase() && hint(r) === h).length === 1
      ? h
      : `#${p.id}`
  }
  return rows.map((p) => ({ value: String(p.id), label: count(p.name) > 1 ? `${p.name} (${hinted(p)})` : p.name }))
}

/** A fellow player as the club's directory gives them: a hint beside the name where two share it. */
export const directoryLabel = (p: { readonly name: string; readonly hint: string | null }) =>
  p.hint === null ? p.name : `${p.name} (${p.hint})`

/** A person among choices: their name, and their e-mail where they have one (two people may share a name). */
export const personLabel = (p: {
  readonly first_name: string
  readonly last_name: string
  readonly email?: string | null
}) => `${`${p.first_name} ${p.last_name}`.trim()}${p.email ? ` (${p.email})` : ""}`
