import { BarChart, DonutChart, LineChart } from "@mantine/charts"
import { SimpleGrid, Stack, Table, Text } from "@mantine/core"
import { peopleTables } from "../../../../engine/insights/tables"
import type { PeopleReport } from "../../api/insights"
import { useT } from "../../i18n/I18n"
import { shortDate } from "../format"
import { ChartPanel } from "./ChartPanel"
import { count, percent } from "./numbers"
import { SERIES_COLOURS, viridis } from "./palette"

/** Members over time, who joined and lapsed, cohorts by join month, who plays, and the top bookers. */
export const PeopleInsights = ({ report, zone, csvName }: { report: PeopleReport; zone: string; csvName: string }) => {
  const t = useT()
  const [members, cohorts, mix, top] = peopleTables(report)
  const format = (column: string, value: string | number | null) =>
    value === null
      ? ""
      : column === "start"
        ? shortDate(String(value), zone)
        : typeof value === "number"
          ? count(value)
          : value
  const last = report.members.at(-1)
  const sum = (k: "joined" | "returned" | "lapsed") => report.members.reduce((s, m) => s + m[k], 0)
  const players = report.player_mix.members + report.player_mix.non_members + report.player_mix.guests
  const longest = Math.max(0, ...report.cohorts.map((c) => c.retained.length))
  return (
    <Stack gap="md">
      <ChartPanel
        title={t("insights.people.members")}
        summary={t("insights.people.summary", {
          active: count(last?.active ?? 0),
          joined: count(sum("joined")),
          returned: count(sum("returned")),
          lapsed: count(sum("lapsed")),
        })}
        table={members!}
        csvName={`${csvName}-members`}
        format={format}
      >
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <LineChart
            h={240}
            data={report.members.map((m) => ({ start: shortDate(m.start, zone), active: m.active }))}
            dataKey="start"
            series={[{ name: "active", label: t("insights.col.active"), color: SERIES_COLOURS[0] }]}
          />
          <BarChart
            h={240}
            withLegend
            data={report.members.map((m) => ({ ...m, start: shortDate(m.start, zone), lapsed: -m.lapsed }))}
            dataKey="start"
            series={[
              { name: "joined", label: t("insights.col.joined"), color: SERIES_COLOURS[2] },
              { name: "returned", label: t("insights.col.returned"), color: SERIES_COLOURS[4] },
              { name: "lapsed", label: t("insights.col.lapsed"), color: SERIES_COLOURS[5] },
            ]}
          />
        </SimpleGrid>
      </ChartPanel>
      <ChartPanel
        title={t("insights.people.cohorts")}
        summary={t("insights.people.cohortsSummary")}
        table={cohorts!}
        csvName={`${csvName}-cohorts`}
        format={format}
      >
        <Table.ScrollContainer minWidth={480}>
          <Table aria-label={t("insights.people.cohorts")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("insights.col.month")}</Table.Th>
                <Table.Th>{t("insights.col.size")}</Table.Th>
                {Array.from({ length: longest }, (_, k) => (
                  <Table.Th key={k}>{t("insights.col.monthN", { n: k })}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.cohorts.map((c) => (
                <Table.Tr key={c.month}>
                  <Table.Th>{c.month}</Table.Th>
                  <Table.Td>{count(c.size)}</Table.Td>
                  {c.retained.map((n, k) => {
                    const colour = viridis(c.size === 0 ? 0 : n / c.size)
                    return (
                      <Table.Td
                        key={k}
                        style={{ background: colour.background, color: colour.darkText ? "#000" : "#fff" }}
                      >
                        {percent(c.size === 0 ? 0 : n / c.size)}
                      </Table.Td>
                    )
                  })}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ChartPanel>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartPanel
          title={t("insights.people.mix")}
          summary={
            players === 0
              ? t("insights.people.noPlayers")
              : t("insights.people.mixSummary", {
                  members: percent(report.player_mix.members / players),
                  guests: percent(report.player_mix.guests / players),
                })
          }
          table={mix!}
          csvName={`${csvName}-mix`}
          format={format}
        >
          <DonutChart
            withLabels
            withLabelsLine
            data={(["members", "non_members", "guests"] as const).map((k, i) => ({
              name: t(`insights.col.${k}`),
              value: report.player_mix[k],
              color: SERIES_COLOURS[i]!,
            }))}
          />
        </ChartPanel>
        <ChartPanel
          title={t("insights.people.top")}
          summary={t("insights.people.topSummary", { n: report.top_bookers.length })}
          table={top!}
          csvName={`${csvName}-top`}
          format={format}
        >
          <Stack gap={4}>
            {report.top_bookers.map((p) => (
              <Text key={p.user_id} size="sm">
                {p.name}: {count(p.count)}
              </Text>
            ))}
          </Stack>
        </ChartPanel>
      </SimpleGrid>
    </Stack>
  )
}
