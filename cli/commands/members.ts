import { Effect } from "effect"
import { MEMBER_ALIASES, MEMBER_COLUMNS, otherDateOrder } from "../../engine/members/rules"
import { MemberFiles } from "../../engine/members/service"
import { rowProgress } from "../ui/Progress"
import { type Output, usage } from "../run"
import { clubCommand, importCommand, importRefused, readMappedRecords, writeCsv } from "./files"

/**
 * Imports members from CSV: every row is checked first, and one bad row means nothing is written
 * (exit 2, each problem named by line and field). `--dry-run` says what would happen.
 */
export const membersImport = (
  file: string,
  options: {
    facility: string
    dryRun?: boolean
    map?: string
    dateOrder?: string
    verbose?: boolean
    /** Import the good rows and write the bad ones, with their problems, to this file. */
    skipBad?: string
  },
  output: Output,
) =>
  importCommand(
    output,
    options.facility,
    "members",
    function* (id) {
      const order = options.dateOrder ?? "ymd"
      if (order !== "ymd" && order !== "mdy" && order !== "dmy")
        return yield* usage(`--date-order is ymd, mdy or dmy, not "${order}".`)
      const { records, ignored } = yield* readMappedRecords(
        file,
        MEMBER_COLUMNS,
        MEMBER_ALIASES,
        options.map,
        output.encoding,
      )
      const files = yield* MemberFiles
      const { plan, problems: all, rejected } = yield* files.plan(id, records, order, options.skipBad !== undefined)
      const likely = otherDateOrder(
        records.flatMap(({ record }) => (record.birth_date?.trim() ? [record.birth_date.trim()] : [])),
        order,
      )
      if (likely !== undefined)
        return yield* importRefused(
          all.filter((p) => p.field !== "birth_date"),
          `The birth dates are written ${likely} (${records.find((r) => r.record.birth_date?.trim())!.record.birth_date!.trim()}): run it again with --date-order ${likely}.`,
        )
      if (all.length > 0) return yield* importRefused(all)
      if (options.skipBad !== undefined && rejected.length > 0) {
        const why = new Map<number, Array<string>>()
        for (const p of rejected) why.set(p.line, [...(why.get(p.line) ?? []), `${p.field}: ${p.message}`])
        yield* writeCsv(
          records
            .filter((r) => why.has(r.line))
            .map((r) => ({ line: r.line, ...r.record, problems: why.get(r.line)!.join("; ") })),
          ["line", ...MEMBER_COLUMNS, "problems"],
          options.skipBad,
        )
      }
      const skipped = [...new Set(rejected.map((p) => p.line))].length
      const changes = plan
        .filter((p) => p.action !== "unchanged")
        .map((p) => ({
          line: p.row.line,
          action: p.action,
          name: `${p.row.first_name} ${p.row.last_name}`,
          email: p.row.email,
        }))
      if (options.dryRun)
        return {
          dry_run: true,
          ignored_columns: ignored,
          created: plan.filter((p) => p.action === "create").length,
          updated: plan.filter((p) => p.action === "update").length,
          unchanged: plan.filter((p) => p.action === "unchanged").length,
          skipped,
          changes,
        }
      const progress = rowProgress(`Importing ${file}`, output, plan.length)
      const result = yield* files.apply(id, plan, progress.onRow).pipe(Effect.ensuring(Effect.sync(progress.finish)))
      return { dry_run: false, ignored_columns: ignored, ...result, skipped, changes }
    },
    (r) =>
      [
        ...(r.ignored_columns.length === 0 ? [] : [`Columns left out: ${r.ignored_columns.join(", ")}.`]),
        // A row's line for each change only when asked: a club's 5,000 members are a summary.
        ...(options.verbose === true ? r.changes : []).map(
          (c) => `  line ${c.line}: ${r.dry_run ? "would " : ""}${c.action} ${c.name}${c.email ? ` <${c.email}>` : ""}`,
        ),
        ...(r.skipped === 0
          ? []
          : [`${r.skipped} bad row${r.skipped === 1 ? "" : "s"} left out, written to ${options.skipBad}.`]),
        r.dry_run
          ? `Dry run: ${r.created} would be created, ${r.updated} updated and ${r.unchanged} left as they are; nothing was written.`
          : `Imported: ${r.created} created, ${r.updated} updated, ${r.unchanged} unchanged.`,
      ].join("\n"),
  )

/** Writes a facility's members as CSV in the import's columns, to a file or standard output. */
export const membersExport = (options: { facility: string; output?: string }, output: Output) =>
  clubCommand(
    output,
    options.facility,
    function* (id) {
      const rows = yield* (yield* MemberFiles).export(id)
      return yield* writeCsv(
        rows,
        MEMBER_COLUMNS.filter((c) => c !== "name"),
        options.output,
      )
    },
    (r) => (r.csv !== null ? r.csv.trimEnd() : `Exported ${r.rows} members to ${r.file}.`),
  )
