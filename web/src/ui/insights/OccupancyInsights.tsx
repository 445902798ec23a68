import { BarChart } from "@mantine/charts"
import { Group, Select, SimpleGrid, Stack, Text } from "@mantine/core"
import { useState } from "react"
import { occupancyTables } from "../../../../engine/insights/tables"
import type { OccupancyReport } from "../../api/insights"
import { useT } from "../../i18n/I18n"
import { dayNames, timeOfDay } from "../format"
import { ChartPanel } from "./ChartPanel"
import { count, percent } from "./numbers"
import { SERIES_COLOURS } from "./palette"
import { WeekHeatmap } from "./WeekHeatmap"

type Rate = OccupancyReport["overall"]

/** Cells of the courts `keep` chooses, summed by weekday and hour. */
const weekOf = (report: OccupancyReport, keep: (courtId: number) => boolean) => {
  const prime = new Map(report.by_weekday_hour.map((c) => [c.weekday * 24 + c.hour, c.prime]))
  const sums = new Map<number, { open: number; booked: number }>()
  for (const c of report.cells) {
    if (!keep(c.court_id)) continue
    const key = c.weekday * 24 + c.hour
    const sum = sums.get(key) ?? { open: 0, booked: 0 }
    sums.set(key, { open: sum.open + c.open, booked: sum.booked + c.booked })
  }
  return [...sums].map(([key, s]) => ({
    weekday: Math.floor(key / 24),
    hour: key % 24,
    prime: prime.get(key) ?? false,
    rate: s.open === 0 ? null : s.booked / s.open,
  }))
}

export const OccupancyInsights = ({ report, csvName }: { report: OccupancyReport; csvName: string }) => {
  const t = useT()
  const [courts, setCourts] = useState("all")
  const keep = (id: number) => {
    if (courts === "all") return true
    const court = report.courts.find((c) => c.id === id)
    return courts.startsWith("sport:") ? court?.sport === courts.slice(6) : String(id) === courts
  }
  const week = weekOf(report, keep)
  const busiest = [...week].sort((a, b) => (b.rate ?? 0) - (a.rate ?? 0))[0]
  const days = dayNames("long")
  const share = (r: Rate | null) => (r?.rate == null ? t("insights.none") : percent(r.rate))
  const tables = occupancyTables(report)
  const summary = [
    t("insights.occupancy.summary", {
      rate: share(report.overall),
      booked: count(report.overall.booked_hours),
      open: count(report.overall.open_hours),
    }),
    report.prime === null
      ? t("insights.occupancy.noPrime")
      : t("insights.occupancy.prime", { prime: share(report.prime), offPeak: share(report.off_peak) }),
    busiest?.rate == null
      ? ""
      : t("insights.occupancy.busiest", {
          day: days[busiest.weekday]!,
          time: timeOfDay(busiest.hour * 3600),
          rate: percent(busiest.rate),
        }),
    report.previous === null || report.previous.overall.rate === null || report.overall.rate === null
      ? ""
      : t("insights.occupancy.before", {
          rate: share(report.previous.overall),
          points: count(Math.round((report.overall.rate - report.previous.overall.rate) * 1000) / 10),
        }),
  ]
    .filter((s) => s !== "")
    .join(" ")
  const format = (column: string, value: string | number | null) =>
    value === null
      ? "–"
      : column === "rate"
        ? percent(Number(value))
        : column === "weekday"
          ? days[Number(value)]!
          : column === "hour"
            ? timeOfDay(Number(value) * 3600)
            : column === "prime"
              ? value === 1
                ? t("insights.prime")
                : ""
              : typeof value === "number"
                ? count(value)
                : value
  const sports = [...new Set(report.courts.map((c) => c.sport))]
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {(
          [
            ["insights.overall", report.overall, report.previous?.overall],
            ["insights.prime", report.prime, report.previous?.prime],
            ["insights.offPeak", report.off_peak, report.previous?.off_peak],
          ] as const
        ).map(([label, now, before]) => (
          <Stack key={label} gap={0}>
            <Text size="sm" c="dimmed">
              {t(label)}
            </Text>
            <Text size="xl" fw={700}>
              {share(now)}
            </Text>
            {before === undefined ? null : (
              <Text size="xs" c="dimmed">
                {t("insights.previously", { rate: share(before) })}
              </Text>
            )}
          </Stack>
        ))}
      </SimpleGrid>
      <ChartPanel
        title={t("insights.occupancy.week")}
        summary={summary}
        table={tables[0]!}
        csvName={`${csvName}-week`}
        format={format}
      >
        <Stack gap="xs">
          <Group>
            <Select
              label={t("insights.courts")}
              value={courts}
              onChange={(v) => setCourts(v ?? "all")}
              allowDeselect={false}
              data={[
                { value: "all", label: t("insights.allCourts") },
                ...sports.map((s) => ({ value: `sport:${s}`, label: t(`sport.${s}` as never) })),
                ...report.courts.map((c) => ({ value: String(c.id), label: c.name })),
              ]}
              maw={260}
            />
          </Group>
          <WeekHeatmap cells={week} percent={percent} />
          <Text size="xs" c="dimmed">
            {t("insights.heatmapKey")}
          </Text>
        </Stack>
      </ChartPanel>
      <ChartPanel
        title={t("insights.occupancy.byCourt")}
        summary={t("insights.occupancy.byCourtSummary", {
          court: [...report.by_court].sort((a, b) => (b.rate ?? 0) - (a.rate ?? 0))[0]?.name ?? "–",
        })}
        table={tables[1]!}
        csvName={`${csvName}-courts`}
        format={format}
      >
        <BarChart
          h={Math.max(160, report.by_court.length * 32)}
          data={report.by_court.map((c) => ({ court: c.name, rate: Math.round((c.rate ?? 0) * 1000) / 10 }))}
          dataKey="court"
          orientation="vertical"
          yAxisProps={{ width: 120 }}
          xAxisProps={{ domain: [0, 100] }}
          valueFormatter={(v) => percent(v / 100)}
          series={[{ name: "rate", label: t("insights.col.rate"), color: SERIES_COLOURS[0] }]}
        />
      </ChartPanel>
    </Stack>
  )
}
