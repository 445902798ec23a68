import { BarChart, LineChart } from "@mantine/charts"
import { SimpleGrid, Stack } from "@mantine/core"
import { behaviourTables } from "../../../../engine/insights/tables"
import type { BehaviourReport } from "../../api/insights"
import { useT } from "../../i18n/I18n"
import { timeOfDay } from "../format"
import { ChartPanel } from "./ChartPanel"
import { count } from "./numbers"
import { SERIES_COLOURS } from "./palette"

/** No-shows and late cancellations by hour (the club's policy beside), lead times, and demand against free hours. */
export const BehaviourInsights = ({ report, csvName }: { report: BehaviourReport; csvName: string }) => {
  const t = useT()
  const [byHour, leads, noShowPeople, latePeople] = behaviourTables(report)
  const format = (column: string, value: string | number | null) =>
    value === null
      ? "–"
      : column === "hour"
        ? timeOfDay(Number(value) * 3600)
        : typeof value === "number"
          ? count(value)
          : value
  const hours = report.demand.free_hours
    .map((free, hour) => ({
      hour: timeOfDay(hour * 3600),
      free,
      watched: report.demand.watched_hours[hour]!,
      draws: report.demand.draw_entries[hour]!,
      waitlisted: report.demand.waitlisted[hour]!,
      no_shows: report.no_shows.by_hour[hour]!,
      late: report.late_cancellations.by_hour[hour]!,
      index: hour,
    }))
    .filter((h) => h.free > 0 || h.watched + h.draws + h.waitlisted + h.no_shows + h.late > 0)
  const total = (xs: ReadonlyArray<number>) => xs.reduce((s, x) => s + x, 0)
  const unmet = [...hours].sort((a, b) => b.watched + b.draws + b.waitlisted - (a.watched + a.draws + a.waitlisted))[0]
  const policy =
    report.policy.late_cancel_hours === 0
      ? t("insights.behaviour.noPolicy", { hours: report.policy.late_hours_counted })
      : t("insights.behaviour.policy", {
          hours: report.policy.late_cancel_hours,
          percent: report.policy.late_cancel_fee_percent,
        })
  return (
    <Stack gap="md">
      <ChartPanel
        title={t("insights.behaviour.missed")}
        summary={`${t("insights.behaviour.missedSummary", {
          noShows: total(report.no_shows.by_hour),
          late: total(report.late_cancellations.by_hour),
        })} ${policy}`}
        table={byHour!}
        csvName={`${csvName}-hours`}
        format={format}
      >
        <BarChart
          h={260}
          withLegend
          data={hours}
          dataKey="hour"
          series={[
            { name: "no_shows", label: t("insights.col.no_shows"), color: SERIES_COLOURS[5] },
            { name: "late", label: t("insights.col.late_cancellations"), color: SERIES_COLOURS[1] },
          ]}
        />
      </ChartPanel>
      <ChartPanel
        title={t("insights.behaviour.demand")}
        summary={
          unmet === undefined || unmet.watched + unmet.draws + unmet.waitlisted === 0
            ? t("insights.behaviour.noDemand")
            : t("insights.behaviour.demandSummary", { time: unmet.hour, free: count(unmet.free) })
        }
        table={byHour!}
        csvName={`${csvName}-demand`}
        format={format}
      >
        <LineChart
          h={260}
          withLegend
          data={hours}
          dataKey="hour"
          series={[
            { name: "free", label: t("insights.col.free_hours"), color: SERIES_COLOURS[0] },
            { name: "watched", label: t("insights.col.watched_hours"), color: SERIES_COLOURS[1] },
            { name: "draws", label: t("insights.col.draw_entries"), color: SERIES_COLOURS[2] },
            { name: "waitlisted", label: t("insights.col.waitlisted"), color: SERIES_COLOURS[3] },
          ]}
        />
      </ChartPanel>
      <ChartPanel
        title={t("insights.behaviour.lead")}
        summary={t("insights.behaviour.leadSummary", {
          sameDay: count(total(report.lead_times.slice(0, 3).map((l) => l.count))),
          all: count(total(report.lead_times.map((l) => l.count))),
        })}
        table={leads!}
        csvName={`${csvName}-lead`}
        format={format}
      >
        <BarChart
          h={220}
          data={report.lead_times.map((l, i) => ({
            lead:
              l.under_hours === null
                ? t("insights.behaviour.longer", { hours: report.lead_times[i - 1]?.under_hours ?? 0 })
                : t("insights.behaviour.under", { hours: l.under_hours }),
            bookings: l.count,
          }))}
          dataKey="lead"
          series={[{ name: "bookings", label: t("insights.col.bookings"), color: SERIES_COLOURS[0] }]}
        />
      </ChartPanel>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {(
          [
            [noShowPeople!, "insights.behaviour.noShowPeople"],
            [latePeople!, "insights.behaviour.latePeople"],
          ] as const
        ).map(([table, title]) => (
          <ChartPanel
            key={table.key}
            title={t(title)}
            summary={t("insights.people.topSummary", { n: table.rows.length })}
            table={table}
            csvName={`${csvName}-${table.key}`}
            format={format}
          >
            <Stack gap={4}>
              {table.rows.map(([name, n], i) => (
                <span key={i}>
                  {name}: {n}
                </span>
              ))}
            </Stack>
          </ChartPanel>
        ))}
      </SimpleGrid>
    </Stack>
  )
}
