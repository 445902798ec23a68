import { stringify } from "csv-stringify/sync"
import { Clock, Effect } from "effect"
import { closeParts } from "../../engine/payments/close"
import { isIsoDate, localDate } from "../../engine/dates"
import { formatMoney } from "../../engine/money"
import { Facilities } from "../../engine/facilities/service"
import { Ledger } from "../../engine/payments/ledger"
import { command, type Output, refused, usage } from "../run"
import { Insights } from "../../engine/insights/service"
import { type Bucket, BUCKETS } from "../../engine/insights/rules"
import { occupancyTables, peopleTables, revenueTables, type Table, toCsv } from "../../engine/insights/tables"

/** `venue report close`: the daily close of a facility, as a table, CSV or JSON. */
export const reportClose = (options: { facility: string; date?: string; csv?: boolean }, output: Output) =>
  command(
    output,
    function* () {
      if (options.date !== undefined && !isIsoDate(options.date))
        return yield* Effect.fail(usage(`--date must be YYYY-MM-DD; it is "${options.date}".`))
      const facility = yield* (yield* Facilities)
        .bySlug(options.facility)
        .pipe(Effect.catchTag("NotFound", () => Effect.fail(refused(`There is no facility "${options.facility}".`))))
      const date = options.date ?? localDate(new Date(yield* Clock.currentTimeMillis), facility.time_zone)
      return { facility: options.facility, ...(yield* (yield* Ledger).closeReport(facility.id, date)) }
    },
    (report) => {
      const cash = (n: number) => formatMoney(n, report.currency, report.currency_decimals, output.language)
      const parts = closeParts(report)
      if (options.csv)
        return stringify(
          parts.flatMap((p) => [
            ...p.lines.map((l) => ({ part: p.label, method: l.label, count: l.count, total: l.signed })),
            { part: p.label, method: "Total", count: p.count, total: p.total },
          ]),
          { header: true, columns: ["part", "method", "count", "total"] },
        ).trimEnd()
      return [
        `Daily close for ${report.facility} on ${report.date}`,
        ...parts.flatMap((p) => [
          `  ${p.label}: ${cash(p.total)} (${p.count} ledger ${p.count === 1 ? "row" : "rows"})`,
          ...p.lines.map((l) => `    ${l.label} × ${l.count}: ${cash(l.signed)}`),
        ]),
        ...(report.by_sale.length === 0
          ? []
          : [
              "  By what was sold (money taken; value moved):",
              ...report.by_sale.map((b) => `    ${b.label}: ${cash(b.money)}; ${cash(b.value)}`),
            ]),
        // As the close screen shows it: what the shop took at each tax rate, returns taken off.
        ...(report.shop_by_tax.length === 0
          ? []
          : [
              "  Shop sales by tax rate (returns taken off):",
              ...report.shop_by_tax.map(
                (t) => `    ${t.tax_rate} %: net ${cash(t.net)}, tax ${cash(t.tax)}, gross ${cash(t.gross)}`,
              ),
            ]),
      ].join("\n")
    },
  )

type Insight = "occupancy" | "revenue" | "retention"

/** Each insight's tables, and the one `--csv` prints unless `--table` names another. */
const INSIGHT_TABLES = {
  occupancy: { main: "weekday_hour", tables: occupancyTables },
  revenue: { main: "money", tables: revenueTables },
  retention: { main: "cohorts", tables: peopleTables },
} as const

/** `venue report occupancy|revenue|retention`: a club's insight over a period, as text, CSV or JSON. */
export const reportInsight = (
  insight: Insight,
  options: { facility: string; from: string; to: string; bucket?: string; csv?: boolean; table?: string },
  output: Output,
) =>
  command(
    output,
    function* () {
      for (const [flag, value] of [
        ["--from", options.from],
        ["--to", options.to],
      ] as const)
        if (!isIsoDate(value)) return yield* Effect.fail(usage(`${flag} must be YYYY-MM-DD; it is "${value}".`))
      const buckets: ReadonlyArray<string> = insight === "revenue" ? BUCKETS : ["week", "month"]
      if (options.bucket !== undefined && !buckets.includes(options.bucket))
        return yield* Effect.fail(usage(`--bucket must be one of ${buckets.join(", ")}; it is "${options.bucket}".`))
      const names = INSIGHT_TABLES[insight].tables
      const facility = yield* (yield* Facilities)
        .bySlug(options.facility)
        .pipe(Effect.catchTag("NotFound", () => Effect.fail(refused(`There is no facility "${options.facility}".`))))
      const insights = yield* Insights
      const period = { from: options.from, to: options.to }
      const report =
        insight === "occupancy"
          ? yield* insights.occupancy(facility.id, period)
          : insight === "revenue"
            ? yield* insights.revenue(facility.id, period, (options.bucket ?? "month") as Bucket)
            : yield* insights.people(facility.id, period, (options.bucket ?? "month") as "week" | "month")
      const tables = (names as (r: typeof report) => ReadonlyArray<Table>)(report)
      const chosen = options.table ?? INSIGHT_TABLES[insight].main
      if (!tables.some((t) => t.key === chosen))
        return yield* Effect.fail(
          usage(`--table must be one of ${tables.map((t) => t.key).join(", ")}; it is "${chosen}".`),
        )
      return { facility: options.facility, insight, ...report, tables: tables.filter((t) => t.key === chosen) }
    },
    (report) => {
      const table = report.tables[0]!
      if (options.csv) return toCsv(table).trimEnd()
      const width = table.columns.map((c, i) => Math.max(c.length, ...table.rows.map((r) => String(r[i] ?? "").length)))
      const line = (cells: ReadonlyArray<unknown>) =>
        cells.map((c, i) => String(c ?? "").padStart(width[i]!)).join("  ")
      return [
        `${insight[0]!.toUpperCase()}${insight.slice(1)} for ${report.facility}, ${report.from} to ${report.to}` +
          ("overall" in report && report.overall.rate !== null
            ? `: ${Math.round(report.overall.rate * 1000) / 10} % of ${report.overall.open_hours} open hours booked`
            : ""),
        line(table.columns),
        ...table.rows.map(line),
      ].join("\n")
    },
  )
