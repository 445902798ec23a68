import { Box, render, Text } from "ink"
import type { Output } from "../run"

export interface TableProgress {
  readonly name: string
  readonly rows: number
}

const ProgressView = ({
  title,
  done,
  total,
}: {
  title: string
  done: ReadonlyArray<TableProgress>
  total?: number
}) => (
  <Box flexDirection="column">
    <Text bold>
      {title} {total !== undefined ? `(${done.length}/${total} tables)` : `(${done.length} tables)`}
    </Text>
    {done.slice(-8).map((t) => (
      <Text key={t.name} color="green">
        {"  "}✓ {t.name} <Text dimColor>{t.rows} rows</Text>
      </Text>
    ))}
  </Box>
)

/** A live list of finished tables for a person watching a backup or restore; silent for scripts. */
export const tableProgress = (title: string, enabled: boolean, total?: number) => {
  if (!enabled) return { onTable: () => {}, finish: () => {} }
  const done: Array<TableProgress> = []
  const view = render(<ProgressView title={title} done={done} total={total} />)
  return {
    onTable: (name: string, rows: number) => {
      done.push({ name, rows })
      view.rerender(<ProgressView title={title} done={[...done]} total={total} />)
    },
    finish: () => view.unmount(),
  }
}

const Bar = ({ title, done, total }: { title: string; done: number; total: number }) => {
  const width = 30
  const filled = total === 0 ? width : Math.round((done / total) * width)
  return (
    <Text>
      {title} <Text color="green">{"█".repeat(filled)}</Text>
      <Text dimColor>{"░".repeat(width - filled)}</Text> {done}/{total}
    </Text>
  )
}

/**
 * An import's progress over `total` rows: a bar for a person at a terminal; without one (a log, a
 * pipe), a line on standard error every few seconds; nothing for `--json`, whose output is data.
 */
export const rowProgress = (title: string, output: Output, total: number, everyMs = 5000) => {
  if (output.json) return { onRow: () => {}, finish: () => {} }
  if (!output.terminal.live) {
    let last = Date.now()
    return {
      onRow: (done: number) => {
        if (Date.now() - last < everyMs) return
        last = Date.now()
        output.terminal.err(`${title}: ${done} of ${total} rows\n`)
      },
      finish: () => {},
    }
  }
  const view = render(<Bar title={title} done={0} total={total} />)
  return {
    onRow: (done: number) => view.rerender(<Bar title={title} done={done} total={total} />),
    finish: () => view.unmount(),
  }
}
