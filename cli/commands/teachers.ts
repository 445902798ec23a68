import { Effect } from "effect"
import * as fs from "node:fs"
import { TeacherFiles } from "../../engine/teachers/teacherFiles"
import { checkTeacherSchedule, TEACHER_COLUMNS } from "../../engine/teachers/teacherFile"
import { formatTimeRange } from "../../engine/dates"
import { rowProgress } from "../ui/Progress"
import { type Output, usage } from "../run"
import {
  applyDiff,
  type ApplyOptions,
  clubCommand,
  describeApplied,
  importCommand,
  importRefused,
  readRecords,
  writeCsv,
} from "./files"

const DAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

/**
 * Imports teachers from CSV: every row is checked first, and one bad row means nothing is written
 * (exit 2, each problem named by line and field). New people are created as contacts and made
 * teachers; the club's players become its teachers; `--dry-run` says what would happen.
 */
export const teachersImport = (file: string, options: { facility: string; dryRun?: boolean }, output: Output) =>
  importCommand(
    output,
    options.facility,
    "teachers",
    function* (id) {
      const records = yield* readRecords(file, TEACHER_COLUMNS, output.encoding)
      const files = yield* TeacherFiles
      const { plan, problems } = yield* files.planImport(id, records)
      if (problems.length > 0) return yield* importRefused(problems)
      const changes = plan.map((p) => ({
        line: p.row.line,
        action: p.action,
        name: `${p.row.first_name} ${p.row.last_name}`,
        email: p.row.email,
      }))
      const count = (action: string) => plan.filter((p) => p.action === action).length
      const summary = { created: count("create"), added: count("add"), updated: count("update"), changes }
      if (options.dryRun) return { dry_run: true, ...summary }
      const progress = rowProgress(`Importing ${file}`, output, plan.length)
      yield* files.applyImport(id, plan, progress.onRow).pipe(Effect.ensuring(Effect.sync(progress.finish)))
      return { dry_run: false, ...summary }
    },
    (r) =>
      [
        ...r.changes.map(
          (c) =>
            `  line ${c.line}: ${r.dry_run ? "would " : ""}${c.action === "add" ? "make a teacher of" : c.action} ${c.name} <${c.email}>`,
        ),
        `${r.dry_run ? "Dry run" : "Imported"}: ${r.created} new, ${r.added} made teachers, ${r.updated} updated${r.dry_run ? "; nothing was written" : ""}.`,
      ].join("\n"),
  )

/** Writes the facility's teachers as CSV in the import's columns, to a file or standard output. */
export const teachersExport = (options: { facility: string; output?: string }, output: Output) =>
  clubCommand(
    output,
    options.facility,
    function* (id) {
      const rows = yield* Effect.flatMap(TeacherFiles, (f) => f.exportRows(id))
      return yield* writeCsv(rows, TEACHER_COLUMNS, options.output)
    },
    (r) => (r.csv !== null ? r.csv.trimEnd() : `Exported ${r.rows} teachers to ${r.file}.`),
  )

/**
 * Replaces the weekly hours (and time off, when given) of the teachers a JSON schedule names
 * (see fixtures/teachers-schedule.sample.json): checked whole, shown, approved, written at once.
 */
const weekChange = (w: {
  readonly teacher: string
  readonly hours: ReadonlyArray<{ readonly day: string; readonly hours: string }>
  readonly time_off: number | null
}) =>
  `${w.teacher}: ${w.hours.length === 0 ? "no weekly hours" : w.hours.map((h) => `${h.day} ${h.hours}`).join(", ")}${
    w.time_off === null ? "" : `; ${w.time_off} time off`
  }`

export const teachersScheduleApply = (file: string, options: ApplyOptions, output: Output) =>
  clubCommand(
    output,
    options.facility,
    function* (id) {
      const json = yield* Effect.try({
        try: () => JSON.parse(fs.readFileSync(file, "utf8")) as unknown,
        catch: (e) => usage(`Cannot read ${file} as JSON: ${(e as Error).message}`),
      })
      const checked = checkTeacherSchedule(json)
      const files = yield* TeacherFiles
      const { plan, problems } = yield* files.planSchedule(id, checked.weeks)
      const all = [...checked.problems, ...problems]
      if (all.length > 0) return yield* usage(`Nothing was changed; the file has problems:\n  ${all.join("\n  ")}`)
      const changes = plan.map((week) => ({
        teacher: week.name,
        hours: week.hours.map((h) => ({ day: DAYS[h.day]!, hours: formatTimeRange(h.hour_start, h.hour_end) })),
        time_off: week.time_off?.length ?? null,
      }))
      return yield* applyDiff(changes, weekChange, options, output, "teacher schedule", files.applySchedule(id, plan))
    },
    (r) => describeApplied(r, weekChange, "The file names no teacher."),
  )
