import { Button, Group, Paper, SegmentedControl, Stack, Table as Grid, Text, Title } from "@mantine/core"
import { type ReactNode, useState } from "react"
import type { Table } from "../../../../engine/insights/tables"
import { useT } from "../../i18n/I18n"
import { downloadCsv } from "./csvDownload"

export type CellFormat = (column: string, value: string | number | null) => string

/**
 * One insight: its title, a sentence saying what the picture shows, the picture or the same
 * figures as a table (for a screen reader, or to read exact numbers), and the table as CSV.
 */
export const ChartPanel = ({
  title,
  summary,
  table,
  csvName,
  format,
  children,
}: {
  title: string
  summary: string
  table: Table
  csvName: string
  format: CellFormat
  children: ReactNode
}) => {
  const t = useT()
  const [view, setView] = useState<"chart" | "table">("chart")
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h5">
            {title}
          </Title>
          <Group gap="xs">
            <SegmentedControl
              size="xs"
              aria-label={t("insights.view", { title })}
              value={view}
              onChange={(v) => setView(v as "chart" | "table")}
              data={[
                { value: "chart", label: t("insights.chart") },
                { value: "table", label: t("insights.table") },
              ]}
            />
            <Button size="xs" variant="default" onClick={() => downloadCsv(table, csvName)}>
              {t("insights.csv")}
            </Button>
          </Group>
        </Group>
        {view === "chart" ? (
          <figure style={{ margin: 0 }}>
            <Text component="figcaption" size="sm" mb="xs">
              {summary}
            </Text>
            {children}
          </figure>
        ) : (
          <Grid.ScrollContainer minWidth={320}>
            <Text size="sm" mb="xs">
              {summary}
            </Text>
            <Grid aria-label={title} striped>
              <Grid.Thead>
                <Grid.Tr>
                  {table.columns.map((c) => (
                    <Grid.Th key={c}>{columnName(t, c)}</Grid.Th>
                  ))}
                </Grid.Tr>
              </Grid.Thead>
              <Grid.Tbody>
                {table.rows.map((row, i) => (
                  <Grid.Tr key={i}>
                    {row.map((cell, j) => (
                      <Grid.Td key={j}>{format(table.columns[j]!, cell)}</Grid.Td>
                    ))}
                  </Grid.Tr>
                ))}
              </Grid.Tbody>
            </Grid>
          </Grid.ScrollContainer>
        )}
      </Stack>
    </Paper>
  )
}

/** A table's column in words: cohorts' month columns are counted ("Month 3"). */
export const columnName = (t: ReturnType<typeof useT>, column: string) => {
  const month = /^month_(\d+)$/.exec(column)
  return month ? t("insights.col.monthN", { n: Number(month[1]) }) : t(`insights.col.${column}` as never)
}
