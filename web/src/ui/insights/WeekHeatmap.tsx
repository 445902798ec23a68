import { Table } from "@mantine/core"
import { useT } from "../../i18n/I18n"
import { dayNames, timeOfDay } from "../format"
import { viridis } from "./palette"

interface Cell {
  readonly weekday: number
  readonly hour: number
  readonly rate: number | null
  readonly prime: boolean
}

/** How full each hour of the week was, as a grid of weekdays by hours coloured by share; prime hours marked. */
export const WeekHeatmap = ({ cells, percent }: { cells: ReadonlyArray<Cell>; percent: (rate: number) => string }) => {
  const t = useT()
  const hours = [...new Set(cells.map((c) => c.hour))].sort((a, b) => a - b)
  const days = dayNames("short")
  const at = new Map(cells.map((c) => [c.weekday * 24 + c.hour, c]))
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={t("insights.heatmap")} withColumnBorders={false} style={{ tableLayout: "fixed" }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56} />
            {hours.map((h) => (
              <Table.Th key={h} ta="center" fz="xs" px={2}>
                {timeOfDay(h * 3600)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days.map((day, weekday) => (
            <Table.Tr key={day}>
              <Table.Th fz="xs">{day}</Table.Th>
              {hours.map((h) => {
                const cell = at.get(weekday * 24 + h)
                if (cell === undefined || cell.rate === null)
                  return <Table.Td key={h} aria-label={t("insights.closed")} bg="gray.1" />
                const colour = viridis(cell.rate)
                return (
                  <Table.Td
                    key={h}
                    ta="center"
                    fz="xs"
                    px={2}
                    style={{
                      background: colour.background,
                      color: colour.darkText ? "#000" : "#fff",
                      outline: cell.prime ? "2px solid #000" : undefined,
                      outlineOffset: -2,
                    }}
                    title={`${day} ${timeOfDay(h * 3600)}: ${percent(cell.rate)}${cell.prime ? ` (${t("insights.prime")})` : ""}`}
                  >
                    {Math.round(cell.rate * 100)}
                  </Table.Td>
                )
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
