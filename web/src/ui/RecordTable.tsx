import { Table, Text } from "@mantine/core"
import type { ReactNode } from "react"

export interface Column<T> {
  /** The heading; empty for a column of buttons. */
  readonly title: string
  readonly cell: (row: T) => ReactNode
  readonly minWidth?: number
  /** Money and counts line up on the right. */
  readonly align?: "right"
}

/**
 * A manage screen's list of what the club set up: one row per record, a heading per column, a
 * sentence when there is none, scrolling sideways inside itself on a phone.
 */
export const RecordTable = <T extends { readonly id: number }>({
  label,
  rows,
  columns,
  empty,
  minWidth = 640,
}: {
  /** The table's accessible name. */
  label: string
  rows: ReadonlyArray<T>
  columns: ReadonlyArray<Column<T>>
  empty: string
  minWidth?: number
}) =>
  rows.length === 0 ? (
    <Text c="dimmed">{empty}</Text>
  ) : (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c, i) => (
              <Table.Th key={i} ta={c.align}>
                {c.title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {columns.map((c, i) => (
                <Table.Td key={i} miw={c.minWidth} ta={c.align}>
                  {c.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
