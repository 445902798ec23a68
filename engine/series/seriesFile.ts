import { Either, Schema } from "effect"
import { ClockTime } from "../bookings/clockTime"
import { fromCsvCell, type RowProblem } from "../members/rules"
import type { ReservationSeries } from "./rules"

/**
 * A season's league nights as a CSV file, one series a row: `venue bookings series import` reads
 * it, `export` writes it back. A row's court is the court's name at the club; times are HH:MM;
 * a series ends on `last_date` or after `count` dates.
 */
export const SERIES_COLUMNS = ["name", "court", "first_date", "every_weeks", "count", "last_date", "from", "to", "team"]

/** A row read: what `Series` books (a staff booking of the court, by the club's rates). */
export interface SeriesRow {
  readonly line: number
  readonly name: string
  readonly court_id: number
  readonly first_date: string
  readonly every_weeks: number
  readonly count?: number | undefined
  readonly last_date?: string | undefined
  readonly hour_start: number
  readonly hour_end: number
  readonly guest_name: string | null
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** The file's rows, with every problem of a cell by line and column (none read when there is one). */
export const seriesFromCsv = (
  records: ReadonlyArray<{ readonly line: number; readonly record: Record<string, string> }>,
  courts: ReadonlyArray<{ readonly id: number; readonly name: string }>,
) => {
  const problems: Array<RowProblem> = []
  const rows = records.flatMap(({ line, record }): Array<SeriesRow> => {
    const value = (column: string) => fromCsvCell((record[column] ?? "").trim())
    const problem = (field: string, message: string) => void problems.push({ line, field, message })
    const before = problems.length
    const name = value("name")
    if (name === "") problem("name", "name the series")
    const court = courts.find((c) => c.name.toLowerCase() === value("court").toLowerCase())
    if (court === undefined)
      problem(
        "court",
        `the club has no court "${value("court")}"; its courts are ${courts.map((c) => c.name).join(", ")}`,
      )
    const date = (column: string) => {
      const v = value(column)
      if (v !== "" && !DATE.test(v)) problem(column, `"${v}" is not a date; write YYYY-MM-DD`)
      return v === "" ? undefined : v
    }
    const first = date("first_date")
    if (first === undefined) problem("first_date", "give the first date")
    const last = date("last_date")
    const whole = (column: string) => {
      const v = value(column)
      if (v !== "" && !/^\d+$/.test(v)) problem(column, `"${v}" is not a whole number`)
      return v === "" ? undefined : Number(v)
    }
    const count = whole("count")
    const every = whole("every_weeks") ?? 1
    const time = (column: string) =>
      Either.match(Schema.decodeUnknownEither(ClockTime)(value(column)), {
        onLeft: () => (problem(column, `"${value(column)}": write times as HH:MM, 00:00 to 24:00`), 0),
        onRight: (seconds) => seconds,
      })
    const from = time("from")
    const to = time("to")
    if (problems.length > before) return []
    return [
      {
        line,
        name,
        court_id: court!.id,
        first_date: first!,
        every_weeks: every,
        count,
        last_date: last,
        hour_start: from,
        hour_end: to,
        guest_name: value("team") === "" ? null : value("team"),
      },
    ]
  })
  return { rows, problems }
}

/** A series as the file's row that `seriesFromCsv` reads back (extra courts are not written). */
export const seriesRecord = (s: ReservationSeries, courtName: (id: number) => string) => ({
  name: s.name,
  court: courtName(s.court_ids[0]!),
  first_date: s.first_date,
  every_weeks: String(s.every_weeks),
  count: "",
  last_date: s.last_date,
  from: Schema.encodeSync(ClockTime)(s.hour_start),
  to: Schema.encodeSync(ClockTime)(s.hour_end),
  team: s.team ?? "",
})
