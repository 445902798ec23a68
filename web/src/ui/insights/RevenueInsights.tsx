import { BarChart } from "@mantine/charts"
import { SegmentedControl, Stack } from "@mantine/core"
import { useState } from "react"
import { SOLD } from "../../../../engine/payments/close"
import { toMajor, toMinor } from "../../../../engine/money"
import { revenueTables } from "../../../../engine/insights/tables"
import type { RevenueReport } from "../../api/insights"
import { useT } from "../../i18n/I18n"
import { SOLD_WORDS } from "../soldWords"
import { shortDate } from "../format"
import { ChartPanel } from "./ChartPanel"
import { moneyOf, percent } from "./numbers"
import { SERIES_COLOURS } from "./palette"

/** Money taken (or value moved) by what was sold per day, week or month, stacked; the close's own figures. */
export const RevenueInsights = ({
  report,
  zone,
  csvName,
}: {
  report: RevenueReport
  zone: string
  csvName: string
}) => {
  const t = useT()
  const [part, setPart] = useState<"money" | "value">("money")
  const amount = moneyOf(report.currency, report.currency_decimals)
  const total = report.totals[`${part}_total`]
  const top = [...SOLD].sort((a, b) => report.totals[part][b] - report.totals[part][a])[0]!
  const shown = SOLD.filter((s) => report.buckets.some((b) => b[part][s] !== 0))
  const table = revenueTables(report)[part === "money" ? 0 : 1]!
  const summary =
    total === 0 && report.totals[part][top] === 0
      ? t("insights.revenue.none")
      : t(part === "money" ? "insights.revenue.summary" : "insights.revenue.valueSummary", {
          total: amount(total),
          source: t(SOLD_WORDS[top]),
          amount: amount(report.totals[part][top]),
          share: total === 0 ? "–" : percent(report.totals[part][top] / total),
        })
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t("insights.revenue.part")}
        value={part}
        onChange={(v) => setPart(v as "money" | "value")}
        data={[
          { value: "money", label: t("close.moneyTaken") },
          { value: "value", label: t("close.valueMovedColumn") },
        ]}
        maw={420}
      />
      <ChartPanel
        title={t(part === "money" ? "insights.revenue.title" : "insights.revenue.valueTitle")}
        summary={summary}
        table={table}
        csvName={`${csvName}-${part}`}
        format={(column, value) =>
          column === "start"
            ? shortDate(String(value), zone)
            : typeof value === "number"
              ? amount(value)
              : String(value ?? "")
        }
      >
        <BarChart
          h={320}
          type="stacked"
          withLegend
          data={report.buckets.map((b) => ({
            start: shortDate(b.start, zone),
            ...Object.fromEntries(shown.map((s) => [s, toMajor(b[part][s], report.currency_decimals)])),
          }))}
          dataKey="start"
          valueFormatter={(v) => amount(toMinor(v, report.currency_decimals))}
          series={shown.map((s) => ({
            name: s,
            label: t(SOLD_WORDS[s]),
            color: SERIES_COLOURS[SOLD.indexOf(s)]!,
          }))}
        />
      </ChartPanel>
    </Stack>
  )
}
