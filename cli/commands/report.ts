import { stringify } from "csv-stringify/sync"
import { Clock, Effect } from "effect"
import { closeParts } from "../../engine/payments/close"
import { isIsoDate, localDate } from "../../engine/dates"
import { formatMoney } from "../../engine/money"
import { Facilities } from "../../engine/facilities/service"
import { Ledger } from "../../engine/payments/ledger"
import { type Output, refused, runCommand, usage } from "../run"

/** `venue report close`: the daily close of a facility, as a table, CSV or JSON. */
export const reportClose = (options: { facility: string; date?: string; csv?: boolean }, output: Output) =>
  runCommand(
    output,
    () =>
      Effect.gen(function* () {
        if (options.date !== undefined && !isIsoDate(options.date))
          return yield* Effect.fail(usage(`--date must be YYYY-MM-DD; it is "${options.date}".`))
        const facility = yield* (yield* Facilities)
          .bySlug(options.facility)
          .pipe(Effect.catchTag("NotFound", () => Effect.fail(refused(`There is no facility "${options.facility}".`))))
        const date = options.date ?? localDate(new Date(yield* Clock.currentTimeMillis), facility.time_zone)
        return { facility: options.facility, ...(yield* (yield* Ledger).closeReport(facility.id, date)) }
      }),
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
