/**
 * booking window and calendar navigation, and the interval grid of booking times.
 * Free of libraries (Intl only), so the embeddable widget carries these rules at little weight.
 */

/** One formatter per zone: making one costs more than the booking rules that ask for it. */
const dateFormats = new Map<string, Intl.DateTimeFormat>()
const dateFormatIn = (zone: string) => {
  let format = dateFormats.get(zone)
  if (format === undefined) {
    format = new Intl.DateTimeFormat("en-US", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" })
    // Zones are few; a bound keeps made-up ones from growing it.
    if (dateFormats.size < 1000) dateFormats.set(zone, format)
  }
  return format
}

/** The calendar date (YYYY-MM-DD) an instant falls on in a time zone. */
export const zonedDate = (instant: Date, zone: string): string => {
  const parts = dateFormatIn(zone).formatToParts(instant)
  const part = (type: string) => parts.find((p) => p.type === type)!.value
  return `${part("year")}-${part("month")}-${part("day")}`
}

export interface BookingRange {
  /** Bookings open `min_hours_range` hours from now … */
  readonly min_hours_range: number
  /** … and close `max_hours_range` hours from now. */
  readonly max_hours_range: number
}

const HOUR = 3600 * 1000

/** The instants between which a booking may start. */
export const bookingWindow = (now: Date, range: BookingRange) => ({
  earliest: new Date(now.getTime() + range.min_hours_range * HOUR),
  latest: new Date(now.getTime() + range.max_hours_range * HOUR),
})

/** Why a start is outside the booking window: a program acts on the kind, a person reads `windowSentence`. */
export type OutsideWindow =
  | { readonly _tag: "Passed" }
  | { readonly _tag: "TooSoon"; readonly minHours: number }
  | { readonly _tag: "NotOpenYet"; readonly maxHours: number }

/** Where a booking starting at `start` falls outside the booking window; undefined inside it. */
export const outsideBookingWindow = (start: Date, now: Date, range: BookingRange): OutsideWindow | undefined => {
  const { earliest, latest } = bookingWindow(now, range)
  if (start.getTime() < earliest.getTime())
    return range.min_hours_range === 0 ? { _tag: "Passed" } : { _tag: "TooSoon", minHours: range.min_hours_range }
  if (start.getTime() > latest.getTime()) return { _tag: "NotOpenYet", maxHours: range.max_hours_range }
  return undefined
}

/** The sentence the API answers for a start outside the window. */
export const windowSentence = (outside: OutsideWindow): string => {
  switch (outside._tag) {
    case "Passed":
      return "That time has passed."
    case "TooSoon":
      return `Bookings must be made at least ${outside.minHours} hours ahead.`
    case "NotOpenYet":
      return `Bookings open ${outside.maxHours} hours ahead; that time is not open yet.`
  }
}

/** The sentence when a booking starting at `start` is outside the booking window; undefined inside. */
export const bookingWindowProblem = (start: Date, now: Date, range: BookingRange): string | undefined => {
  const outside = outsideBookingWindow(start, now, range)
  return outside === undefined ? undefined : windowSentence(outside)
}

/**
 * calendar navigation: the first and last days (facility-local YYYY-MM-DD) a player may
 * look at; back is disabled on the first, forward on the last.
 */
export const navigationBounds = (now: Date, range: BookingRange, zone: string) => {
  const { earliest, latest } = bookingWindow(now, range)
  const first = zonedDate(earliest, zone)
  const last = zonedDate(latest, zone)
  return {
    first,
    last,
    canGoBack: (shown: string) => shown > first,
    canGoForward: (shown: string) => shown < last,
  }
}

/**
 * A sentence when a booking's times break the facility's interval rounding (both ends on the
 * grid, at least one interval long); undefined when they fit.
 */
export const durationProblem = (hour_start: number, hour_end: number, rounding: number): string | undefined => {
  if (hour_end <= hour_start) return "A booking must end after it starts."
  if (hour_start % rounding !== 0 || hour_end % rounding !== 0) {
    return `Bookings start and end on ${rounding / 60}-minute steps.`
  }
  return undefined
}
