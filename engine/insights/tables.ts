import { SOLD } from "../payments/close"
import { LEAD_HOURS } from "./rules"

/**
 * Each insight report as tables of plain figures: what the screen shows as a chart's table view,
 * what its CSV holds, and what `venue report` prints. Column keys are stable names (the CSV's
 * header); screens put them in words.
 */
export interface Table {
  readonly key: string
  readonly columns: ReadonlyArray<string>
  readonly rows: ReadonlyArray<ReadonlyArray<string | number | null>>
}

interface RateRow {
  readonly open_hours: number
  readonly booked_hours: number
  readonly rate: number | null
}

interface OccupancyReport {
  readonly by_court: ReadonlyArray<RateRow & { readonly name: string }>
  readonly by_sport: ReadonlyArray<RateRow & { readonly sport: string }>
  readonly by_weekday_hour: ReadonlyArray<
    RateRow & { readonly weekday: number; readonly hour: number; readonly prime: boolean }
  >
}

const rate = (r: RateRow) => [r.open_hours, r.booked_hours, r.rate]
const RATE = ["open_hours", "booked_hours", "rate"]

export const occupancyTables = (report: OccupancyReport): ReadonlyArray<Table> => [
  {
    key: "weekday_hour",
    columns: ["weekday", "hour", "prime", ...RATE],
    rows: report.by_weekday_hour.map((c) => [c.weekday, c.hour, c.prime ? 1 : 0, ...rate(c)]),
  },
  { key: "by_court", columns: ["court", ...RATE], rows: report.by_court.map((c) => [c.name, ...rate(c)]) },
  { key: "by_sport", columns: ["sport", ...RATE], rows: report.by_sport.map((c) => [c.sport, ...rate(c)]) },
]

interface RevenueReport {
  readonly buckets: ReadonlyArray<{
    readonly start: string
    readonly money: Readonly<Record<(typeof SOLD)[number], number>>
    readonly value: Readonly<Record<(typeof SOLD)[number], number>>
    readonly money_total: number
    readonly value_total: number
  }>
}

/** Amounts in minor units, as the ledger keeps them. */
export const revenueTables = (report: RevenueReport): ReadonlyArray<Table> =>
  (["money", "value"] as const).map((part) => ({
    key: part,
    columns: ["start", ...SOLD, "total"],
    rows: report.buckets.map((b) => [b.start, ...SOLD.map((s) => b[part][s]), b[`${part}_total`]]),
  }))

interface PeopleReport {
  readonly members: ReadonlyArray<{ start: string; active: number; joined: number; returned: number; lapsed: number }>
  readonly cohorts: ReadonlyArray<{ month: string; size: number; retained: ReadonlyArray<number> }>
  readonly player_mix: { members: number; non_members: number; guests: number }
  readonly top_bookers: ReadonlyArray<{ name: string; count: number }>
}

export const peopleTables = (report: PeopleReport): ReadonlyArray<Table> => {
  const longest = Math.max(0, ...report.cohorts.map((c) => c.retained.length))
  return [
    {
      key: "members",
      columns: ["start", "active", "joined", "returned", "lapsed"],
      rows: report.members.map((m) => [m.start, m.active, m.joined, m.returned, m.lapsed]),
    },
    {
      key: "cohorts",
      columns: ["month", "size", ...Array.from({ length: longest }, (_, k) => `month_${k}`)],
      rows: report.cohorts.map((c) => [
        c.month,
        c.size,
        ...Array.from({ length: longest }, (_, k) => c.retained[k] ?? null),
      ]),
    },
    {
      key: "player_mix",
      columns: ["members", "non_members", "guests"],
      rows: [[report.player_mix.members, report.player_mix.non_members, report.player_mix.guests]],
    },
    { key: "top_bookers", columns: ["name", "bookings"], rows: report.top_bookers.map((p) => [p.name, p.count]) },
  ]
}

interface BehaviourReport {
  readonly no_shows: { by_hour: ReadonlyArray<number>; people: ReadonlyArray<{ name: string; count: number }> }
  readonly late_cancellations: {
    by_hour: ReadonlyArray<number>
    people: ReadonlyArray<{ name: string; count: number }>
  }
  readonly lead_times: ReadonlyArray<{ under_hours: number | null; count: number }>
  readonly demand: {
    free_hours: ReadonlyArray<number>
    watched_hours: ReadonlyArray<number>
    draw_entries: ReadonlyArray<number>
    waitlisted: ReadonlyArray<number>
  }
}

export const behaviourTables = (report: BehaviourReport): ReadonlyArray<Table> => [
  {
    key: "by_hour",
    columns: ["hour", "no_shows", "late_cancellations", "free_hours", "watched_hours", "draw_entries", "waitlisted"],
    rows: report.demand.free_hours.map((free, hour) => [
      hour,
      report.no_shows.by_hour[hour] ?? 0,
      report.late_cancellations.by_hour[hour] ?? 0,
      free,
      report.demand.watched_hours[hour] ?? 0,
      report.demand.draw_entries[hour] ?? 0,
      report.demand.waitlisted[hour] ?? 0,
    ]),
  },
  {
    key: "lead_times",
    columns: ["from_hours", "under_hours", "bookings"],
    rows: report.lead_times.map((l, i) => [i === 0 ? 0 : LEAD_HOURS[i - 1]!, l.under_hours, l.count]),
  },
  { key: "no_show_people", columns: ["name", "no_shows"], rows: report.no_shows.people.map((p) => [p.name, p.count]) },
  {
    key: "late_cancellation_people",
    columns: ["name", "late_cancellations"],
    rows: report.late_cancellations.people.map((p) => [p.name, p.count]),
  },
]

/**
 * A cell as CSV writes it: quoted when it holds a comma, a quote or a line break. A name that
 * starts as a formula would (`=`, `+`, `-`, `@`) is kept as text, so a spreadsheet never runs it.
 */
const csvCell = (value: string | number | null) => {
  const text =
    value === null ? "" : typeof value === "string" && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value)
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** A table as CSV (RFC 4180), its header first. */
export const toCsv = (table: Pick<Table, "columns" | "rows">) =>
  [table.columns, ...table.rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n"
