import { formatSecondsOfDay, localInstant } from "../dates"
import { bookingWindowProblem, durationProblem } from "./bookingWindow"

/** Week days as files write them, Monday first (the engine's day 0). */
export const WEEKDAY_CODES = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const

/**
 * Whether a court may be booked at a time: the facility's opening hours, its schedule rules and
 * the booking window. Rules are modelled as clubs configure them: a kind, the courts (none: all),
 * a date range (open-ended either side), weekdays (none: every day) and a window of the day.
 *
 * - closure: nobody books in the window (maintenance, tournaments, holidays);
 * - staff_only: only staff book in the window (leagues, lessons they place by hand);
 * - members_only: only players with a reservation pass book in the window (prime time for members);
 * - duration: bookings starting in the window last from min_duration to max_duration seconds.
 */

export interface OpeningHours {
  /** 0 = Monday … 6 = Sunday. */
  readonly day: number
  readonly hour_start: number
  readonly hour_end: number
  /** The season's first day (YYYY-MM-DD): its week holds from then until a later season's start; null from the first. */
  readonly starts_on?: string | null | undefined
}

/** A season of opening hours: from its first day, to its last (then the hours before come back) or on. */
export interface HoursSeason {
  readonly from: string
  readonly to?: string | undefined
}

/**
 * The week of opening hours in force on `date`: the season that started last on or before it (a
 * club's winter hours from January, its summer ones from May); rows of no season hold from the first.
 */
export const hoursOn = <H extends Pick<OpeningHours, "starts_on">>(opening: ReadonlyArray<H>, date: string) => {
  let season = ""
  for (const o of opening) {
    const from = o.starts_on ?? ""
    if (from <= date && from > season) season = from
  }
  return opening.filter((o) => (o.starts_on ?? "") === season)
}

export type ScheduleRuleKind = "closure" | "members_only" | "staff_only" | "duration"

export interface ScheduleRule {
  readonly kind: ScheduleRuleKind
  readonly court_ids: ReadonlyArray<number> | null
  readonly starts_on: string | null
  readonly ends_on: string | null
  readonly days: ReadonlyArray<number>
  readonly hour_start: number
  readonly hour_end: number
  readonly min_duration: number | null
  readonly max_duration: number | null
  readonly note: string | null
}

export interface BookingRequest {
  readonly court_id: number
  /** Facility-local date, YYYY-MM-DD. */
  readonly date: string
  readonly hour_start: number
  readonly hour_end: number
}

export interface BookingContext {
  readonly now: Date
  readonly timeZone: string
  readonly min_hours_range: number
  readonly max_hours_range: number
  readonly interval_rounding: number
  readonly opening: ReadonlyArray<OpeningHours>
  readonly rules: ReadonlyArray<ScheduleRule>
  /** Who books: staff skip the window and access rules; members hold a membership or a reservation pass. */
  readonly staff: boolean
  readonly member: boolean
}

/** 0 = Monday … 6 = Sunday for a YYYY-MM-DD date. */
export const weekdayOf = (date: string) => (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7

export const ruleApplies = (rule: ScheduleRule, courtId: number | null, date: string) =>
  (courtId === null || rule.court_ids === null || rule.court_ids.length === 0 || rule.court_ids.includes(courtId)) &&
  (rule.starts_on === null || date >= rule.starts_on) &&
  (rule.ends_on === null || date <= rule.ends_on) &&
  (rule.days.length === 0 || rule.days.includes(weekdayOf(date)))

const overlaps = (a0: number, a1: number, b0: number, b1: number) => a0 < b1 && b0 < a1

/** One way of writing a time of day, the screens' too. */
const clock = formatSecondsOfDay

/** The first reason the request cannot be booked, as a sentence; undefined when it can. */
export const bookingProblem = (request: BookingRequest, context: BookingContext): string | undefined => {
  const { hour_start: start, hour_end: end, date } = request
  const grid = durationProblem(start, end, context.interval_rounding)
  if (grid !== undefined) return grid
  if (end > 86400) return "A booking ends by midnight."
  if (!context.staff) {
    const window = bookingWindowProblem(localInstant(date, start, context.timeZone), context.now, context)
    if (window !== undefined) return window
  }
  const day = weekdayOf(date)
  const open = hoursOn(context.opening, date).some((o) => o.day === day && o.hour_start <= start && end <= o.hour_end)
  if (!open) return `The facility is not open for the whole of ${clock(start)}–${clock(end)} on that day.`
  for (const rule of context.rules) {
    if (!ruleApplies(rule, request.court_id, date) || !overlaps(start, end, rule.hour_start, rule.hour_end)) continue
    if (rule.kind === "closure") return `The court is closed then${rule.note ? `: ${rule.note}` : ""}.`
    if (rule.kind === "staff_only" && !context.staff)
      return `Only staff book ${clock(rule.hour_start)}–${clock(rule.hour_end)}${rule.note ? ` (${rule.note})` : ""}.`
    if (rule.kind === "members_only" && !context.staff && !context.member) {
      return `${clock(rule.hour_start)}–${clock(rule.hour_end)} is for members.`
    }
    if (rule.kind === "duration" && start >= rule.hour_start && start < rule.hour_end) {
      if (rule.min_duration !== null && end - start < rule.min_duration)
        return `Bookings then last at least ${rule.min_duration / 60} minutes.`
      if (rule.max_duration !== null && end - start > rule.max_duration)
        return `Bookings then last at most ${rule.max_duration / 60} minutes.`
    }
  }
  return undefined
}

/**
 * The API's available_hours: the hour starts (seconds from midnight) of a day on which some part of
 * the hour is open, less the hours a facility-wide closure takes whole.
 */
export const availableHours = (
  date: string,
  opening: ReadonlyArray<OpeningHours>,
  rules: ReadonlyArray<ScheduleRule>,
): ReadonlyArray<number> => {
  const day = weekdayOf(date)
  const closures = rules.filter(
    (r) => r.kind === "closure" && (r.court_ids === null || r.court_ids.length === 0) && ruleApplies(r, null, date),
  )
  const hours: Array<number> = []
  const week = hoursOn(opening, date)
  for (let hour = 0; hour < 86400; hour += 3600) {
    const open = week.some((o) => o.day === day && overlaps(hour, hour + 3600, o.hour_start, o.hour_end))
    const closed = closures.some((c) => c.hour_start <= hour && hour + 3600 <= c.hour_end)
    if (open && !closed) hours.push(hour)
  }
  return hours
}

/**
 * The spans of a court's day no player books whatever their standing: outside opening hours,
 * closed, or kept for staff. Overlapping spans are left as they are.
 */
export const closedSpans = (
  courtId: number,
  date: string,
  opening: ReadonlyArray<Pick<OpeningHours, "day" | "hour_start" | "hour_end" | "starts_on">>,
  rules: ReadonlyArray<ScheduleRule>,
): ReadonlyArray<{ readonly hour_start: number; readonly hour_end: number }> => {
  const day = weekdayOf(date)
  const spans: Array<{ hour_start: number; hour_end: number }> = []
  let open = 0
  for (const o of hoursOn(opening, date)
    .filter((w) => w.day === day)
    .sort((a, b) => a.hour_start - b.hour_start)) {
    if (o.hour_start > open) spans.push({ hour_start: open, hour_end: o.hour_start })
    open = Math.max(open, o.hour_end)
  }
  if (open < 86400) spans.push({ hour_start: open, hour_end: 86400 })
  for (const rule of rules)
    if ((rule.kind === "closure" || rule.kind === "staff_only") && ruleApplies(rule, courtId, date))
      spans.push({ hour_start: rule.hour_start, hour_end: rule.hour_end })
  return spans
}

/** A sentence for opening hours that cannot be meant as written; undefined when they fit. */
export const openingHoursProblem = (h: Pick<OpeningHours, "hour_start" | "hour_end">) =>
  h.hour_end <= h.hour_start ? "Opening hours must end after they start." : undefined

/** Opening hours sit on the quarter hours the calendar's cells are drawn on. */
const QUARTER_HOUR = 900

/**
 * What is wrong with a week of opening-hours windows given together (a schedule file): by the
 * window's index, each window that ends before it starts or off the quarter hour, and each that
 * overlaps an earlier one on the same day (`other`: the earlier one's index).
 */
export const weeklyHoursProblems = (
  windows: ReadonlyArray<Pick<OpeningHours, "day" | "hour_start" | "hour_end">>,
): ReadonlyArray<{
  readonly index: number
  readonly problem: "order" | "quarter" | "overlap"
  readonly other?: number
  readonly day?: number
}> =>
  windows.flatMap((w, index) => [
    ...(openingHoursProblem(w) === undefined ? [] : [{ index, problem: "order" as const }]),
    ...(w.hour_start % QUARTER_HOUR !== 0 || w.hour_end % QUARTER_HOUR !== 0
      ? [{ index, problem: "quarter" as const }]
      : []),
    ...windows
      .slice(0, index)
      .flatMap((earlier, other) =>
        earlier.day === w.day && overlaps(earlier.hour_start, earlier.hour_end, w.hour_start, w.hour_end)
          ? [{ index, problem: "overlap" as const, other, day: w.day }]
          : [],
      ),
  ])

/** A sentence for a schedule rule that cannot be meant as written; undefined when it fits. */
export const scheduleRuleProblem = (r: Omit<ScheduleRule, "court_ids" | "days" | "note">) =>
  r.hour_end <= r.hour_start
    ? "A rule's window must end after it starts."
    : r.starts_on !== null && r.ends_on !== null && r.ends_on < r.starts_on
      ? "A rule must end on or after the day it starts."
      : r.kind === "duration" && r.min_duration === null && r.max_duration === null
        ? "A duration rule needs a minimum or a maximum duration."
        : r.min_duration !== null && r.max_duration !== null && r.max_duration < r.min_duration
          ? "The maximum duration cannot be shorter than the minimum."
          : undefined
