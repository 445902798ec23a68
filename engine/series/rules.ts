import { Schema } from "effect"
import { addDays } from "../dates"

import { ReservationStatus } from "../reservations/rules"

/** The most occurrences one series writes: two years of weekly play. */
export const MOST_OCCURRENCES = 104

/** When a series plays: the first date's weekday, every `every_weeks` weeks, until `last_date` or `count` times. */
export interface SeriesPattern {
  readonly first_date: string
  readonly every_weeks: number
  readonly last_date?: string | undefined
  readonly count?: number | undefined
}

/** Why a pattern cannot be booked, as a sentence; undefined when it can. */
export const patternProblem = (pattern: SeriesPattern): string | undefined => {
  if (!Number.isInteger(pattern.every_weeks) || pattern.every_weeks < 1 || pattern.every_weeks > 8)
    return "A series repeats every 1 to 8 weeks."
  if ((pattern.last_date === undefined) === (pattern.count === undefined))
    return "Give the series a last date or a number of times, one of the two."
  if (pattern.last_date !== undefined && pattern.last_date < pattern.first_date)
    return "The series' last date comes before its first."
  if (pattern.count !== undefined && (!Number.isInteger(pattern.count) || pattern.count < 1))
    return "A series plays at least once."
  if (occurrenceDates(pattern).length > MOST_OCCURRENCES || (pattern.count ?? 0) > MOST_OCCURRENCES)
    return `A series has at most ${MOST_OCCURRENCES} dates; split a longer one.`
  return undefined
}

/** The series' dates, first to last (one more than the most allowed at most, so a long one is told apart). */
export const occurrenceDates = (pattern: SeriesPattern): ReadonlyArray<string> => {
  const dates: Array<string> = []
  const step = 7 * Math.max(1, Math.trunc(pattern.every_weeks))
  const times = pattern.count === undefined ? MOST_OCCURRENCES + 1 : Math.min(pattern.count, MOST_OCCURRENCES + 1)
  for (let date = pattern.first_date; dates.length < times; date = addDays(date, step)) {
    if (pattern.last_date !== undefined && date > pattern.last_date) break
    dates.push(date)
  }
  return dates
}

/** Which of a series' occurrences a change of one reaches: it alone, it and the later ones, or all. */
export const SeriesScope = Schema.Literal("this", "following", "all")
export type SeriesScope = typeof SeriesScope.Type

/** The occurrences a change of the one on `date` reaches in `scope`. */
export const inScope = <O extends { readonly date: string }>(
  occurrences: ReadonlyArray<O>,
  date: string,
  scope: SeriesScope,
): ReadonlyArray<O> =>
  scope === "all" ? occurrences : occurrences.filter((o) => (scope === "this" ? o.date === date : o.date >= date))

export const ReservationSeries = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  name: Schema.String,
  every_weeks: Schema.Number,
  first_date: Schema.String,
  last_date: Schema.String,
  hour_start: Schema.Number,
  hour_end: Schema.Number,
  court_ids: Schema.Array(Schema.Number),
  /** The team or league its bookings name on the calendar. */
  team: Schema.NullOr(Schema.String),
  created_by: Schema.NullOr(Schema.Number),
  created_at: Schema.String,
})
export type ReservationSeries = typeof ReservationSeries.Type

/** One occurrence of a series as stored: its reservation. */
export const SeriesOccurrence = Schema.Struct({
  reservation_id: Schema.Number,
  date: Schema.String,
  /** Its own hour: a moved occurrence's differs from where it was set aside. */
  hour_start: Schema.Number,
  hour_end: Schema.Number,
  status: ReservationStatus,
})
export type SeriesOccurrence = typeof SeriesOccurrence.Type

export type NewSeries = Omit<ReservationSeries, "id" | "created_at">

/**
 * Whether the club's players book series themselves: nobody (the desk books them), members
 * (a membership or a reservation pass), or every player; how far ahead a series may reach, and
 * how many a person keeps at once. Each date is still a player's booking: their booking window
 * and limits apply to it.
 */
export const MemberSeriesSettings = Schema.Struct({
  who: Schema.Literal("nobody", "members", "players"),
  weeks_ahead: Schema.Int.pipe(Schema.between(1, 52)),
  most_series: Schema.Int.pipe(Schema.between(1, 10)),
})
export type MemberSeriesSettings = typeof MemberSeriesSettings.Type

export const DEFAULT_MEMBER_SERIES: MemberSeriesSettings = { who: "nobody", weeks_ahead: 8, most_series: 1 }
