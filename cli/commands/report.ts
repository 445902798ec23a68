import { stringify } from "csv-stringify/sync"
import { Clock, Effect } from "effect"
import { PART_LABELS, partLines } from "../../engine/close"
import { isIsoDate, localDate } from "../../engine/dates"
import { formatMoney } from "../../engine/money"
import { Facilities } from "../../engine/services/facilities"
import { Payments } from "../../engine/services/payments"
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
        return { facility: options.facility, ...(yield* (yield* Payments).closeReport(facility.id, date)) }
      }),
    (report) => {
      const cash = (n: number) => formatMoney(n, report.currency, report.currency_decimals)
      const parts = [
        { moves: "money" as const, ...report.money_taken },
        { moves: "value" as const, ...report.value_moved },
      ]
      if (options.csv)
        return stringify(
          parts.flatMap((p) => [
            ...partLines(report, p.moves).map((l) => ({
              part: PART_LABELS[p.moves],
              method: l.label,
              count: l.count,
              total: l.signed,
            })),
            { part: PART_LABELS[p.moves], method: "Total", count: p.count, total: p.total },
          ]),
          { header: true, columns: ["part", "method", "count", "total"] },
        ).trimEnd()
      return [
        `Daily close for ${report.facility} on ${report.date}`,
        ...parts.flatMap((p) => [
          `  ${PART_LABELS[p.moves]}: ${cash(p.total)} (${p.count} ledger ${p.count === 1 ? "row" : "rows"})`,
          ...partLines(report, p.moves).map((l) => `    ${l.label} × ${l.count}: ${cash(l.signed)}`),
        ]),
      ].join("\n")
    },
  )
