import { stringify } from "csv-stringify/sync"
import { Clock, Effect, Option } from "effect"
import { isIsoDate, localDate } from "../../engine/dates"
import { formatMoney } from "../../engine/money"
import { findFacilityBySlug } from "../../adapters/sql/facilities"
import { closeReport } from "../../adapters/sql/payments"
import { type Output, refused, runCommand, usage } from "../run"

/** `venue report close`: the daily close of a facility, as a table, CSV or JSON. */
export const reportClose = (options: { facility: string; date?: string; csv?: boolean }, output: Output) =>
  runCommand(
    output,
    () =>
      Effect.gen(function* () {
        if (options.date !== undefined && !isIsoDate(options.date))
          return yield* Effect.fail(usage(`--date must be YYYY-MM-DD; it is "${options.date}".`))
        const facility = yield* findFacilityBySlug(options.facility)
        if (Option.isNone(facility)) return yield* Effect.fail(refused(`There is no facility "${options.facility}".`))
        const { currency, currency_decimals, time_zone } = facility.value
        const date = options.date ?? localDate(new Date(yield* Clock.currentTimeMillis), time_zone)
        return {
          facility: options.facility,
          date,
          currency,
          currency_decimals,
          ...(yield* closeReport(facility.value.id, date)),
        }
      }),
    (report) => {
      const cash = (n: number) => formatMoney(n, report.currency, report.currency_decimals)
      const rows = report.groups.flatMap((g) =>
        g.methods.map((m) => ({ type_group: g.label, method: m.label, count: m.count, total: m.total })),
      )
      if (options.csv)
        return stringify([...rows, { type_group: "Net", method: "", count: report.count, total: report.net }], {
          header: true,
          columns: ["type_group", "method", "count", "total"],
        }).trimEnd()
      return [
        `Daily close for ${report.facility} on ${report.date}`,
        ...report.groups.flatMap((g) => [
          `  ${g.label}: ${cash(g.total)}`,
          ...g.methods.map((m) => `    ${m.label} × ${m.count}: ${cash(m.total)}`),
        ]),
        `  Net: ${cash(report.net)} (${report.count} ledger rows)`,
      ].join("\n")
    },
  )
