import { Effect } from "effect"
import { SERIES_COLUMNS, seriesFromCsv, seriesRecord } from "../../engine/series/seriesFile"
import { Courts } from "../../engine/courts/service"
import { Series } from "../../engine/series/service"
import { type Output, usage } from "../run"
import { clubCommand, importCommand, importRefused, readRecords, writeCsv } from "./files"

/**
 * A season's league nights from CSV (one series a row; see fixtures/series.sample.csv): each row
 * booked as the desk books a series, all in one transaction or none. A dry run makes the same
 * writes and rolls them back, listing every date that cannot be booked.
 */
export const seriesImport = (
  file: string,
  options: { facility: string; dryRun?: boolean; skipConflicts?: boolean },
  output: Output,
) =>
  importCommand(
    output,
    options.facility,
    "series",
    function* (id) {
      const courts = yield* Effect.flatMap(Courts, (c) => c.list(id))
      const { rows, problems } = seriesFromCsv(yield* readRecords(file, SERIES_COLUMNS, output.encoding), courts)
      if (problems.length > 0) return yield* importRefused(problems)
      const dryRun = options.dryRun === true
      const series = yield* Effect.flatMap(Series, (s) =>
        s.importSeason(id, rows, { dryRun, conflicts: options.skipConflicts === true ? "skip" : "cancel" }),
      ).pipe(
        Effect.catchTag("Unprocessable", (e) =>
          Effect.fail(
            usage([`Nothing was imported; ${e.message}`, ...e.errors.filter((x) => x !== e.message)].join("\n  ")),
          ),
        ),
      )
      return { dry_run: dryRun, series }
    },
    (r) =>
      [
        ...r.series.flatMap(({ line, series, occurrences }) => {
          const left = occurrences.filter((o) => o.problem !== null)
          return [
            `  line ${line}: ${series.name}, ${occurrences.length - left.length} date${occurrences.length - left.length === 1 ? "" : "s"}${left.length > 0 ? `, ${left.length} left out:` : ""}`,
            ...left.map((o) => `    ${o.date}: ${o.problem}`),
          ]
        }),
        `${r.dry_run ? "Dry run" : "Imported"}: ${r.series.length} series, ${r.series.flatMap((s) => s.occurrences).filter((o) => o.problem === null).length} bookings${r.dry_run ? "; nothing was written" : ""}.`,
      ].join("\n"),
  )

/** The club's series still playing, as the CSV `series import` takes (to a file, or printed). */
export const seriesExport = (options: { facility: string; output?: string }, output: Output) =>
  clubCommand(
    output,
    options.facility,
    function* (id) {
      const courts = yield* Effect.flatMap(Courts, (c) => c.list(id))
      const series = yield* Effect.flatMap(Series, (s) => s.list(id))
      const name = (courtId: number) => courts.find((c) => c.id === courtId)?.name ?? String(courtId)
      return yield* writeCsv(
        series.map((s) => seriesRecord(s, name)),
        SERIES_COLUMNS,
        options.output,
      )
    },
    (r) => r.csv ?? `Exported ${r.rows} series to ${r.file}.`,
  )
