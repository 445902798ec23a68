import { Effect } from "effect"
import { stringify } from "csv-stringify/sync"
import * as fs from "node:fs"
import { checkMemberFile, formatProblem, MEMBER_COLUMNS, toCsvCell } from "../../engine/members"
import { applyImport, exportMembers, planImport } from "../../adapters/sql/members"
import { rowProgress } from "../ui/Progress"
import { type Output, runCommand, usage } from "../run"
import { facilityId, readRecords } from "./files"

/**
 * Imports members from CSV: every row is checked first, and one bad row means nothing is written
 * (exit 2, each problem named by line and field). `--dry-run` says what would happen.
 */
export const membersImport = (file: string, options: { facility: string; dryRun?: boolean }, output: Output) =>
  runCommand(
    output,
    () =>
      Effect.gen(function* () {
        const id = yield* facilityId(options.facility)
        const records = yield* readRecords(file)
        const unknown = Object.keys(records[0]?.record ?? {}).filter(
          (c) => !(MEMBER_COLUMNS as ReadonlyArray<string>).includes(c),
        )
        if (unknown.length > 0)
          return yield* usage(`Unknown columns ${unknown.join(", ")}; the columns are ${MEMBER_COLUMNS.join(", ")}.`)
        const checked = checkMemberFile(records)
        const { plan, problems } = yield* planImport(id, checked.rows)
        const all = [...checked.problems, ...problems].sort((a, b) => a.line - b.line)
        if (all.length > 0) {
          return yield* usage(
            `Nothing was imported; ${all.length} problem${all.length === 1 ? "" : "s"}:\n  ${all.map(formatProblem).join("\n  ")}`,
            all,
          )
        }
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
            created: plan.filter((p) => p.action === "create").length,
            updated: plan.filter((p) => p.action === "update").length,
            unchanged: plan.filter((p) => p.action === "unchanged").length,
            changes,
          }
        const progress = rowProgress(`Importing ${file}`, !output.json && process.stdout.isTTY === true, plan.length)
        const result = yield* applyImport(id, plan, progress.onRow).pipe(Effect.ensuring(Effect.sync(progress.finish)))
        return { dry_run: false, ...result, changes }
      }),
    (r) =>
      [
        ...r.changes.map(
          (c) => `  line ${c.line}: ${r.dry_run ? "would " : ""}${c.action} ${c.name}${c.email ? ` <${c.email}>` : ""}`,
        ),
        r.dry_run
          ? `Dry run: ${r.created} would be created, ${r.updated} updated and ${r.unchanged} left as they are; nothing was written.`
          : `Imported: ${r.created} created, ${r.updated} updated, ${r.unchanged} unchanged.`,
      ].join("\n"),
  )

/** Writes a facility's members as CSV in the import's columns, to a file or standard output. */
export const membersExport = (options: { facility: string; output?: string }, output: Output) =>
  runCommand(
    output,
    () =>
      Effect.gen(function* () {
        const id = yield* facilityId(options.facility)
        const rows = yield* exportMembers(id)
        const columns = MEMBER_COLUMNS.filter((c) => c !== "name")
        const csv = stringify([...rows], { header: true, columns: [...columns], cast: { string: toCsvCell } })
        if (options.output === undefined) return { csv, rows: rows.length, file: null }
        yield* Effect.try({
          try: () => fs.writeFileSync(options.output!, csv),
          catch: (error) => usage(`Cannot write ${options.output}: ${(error as Error).message}`),
        })
        return { csv: null, rows: rows.length, file: options.output }
      }),
    (r) => (r.csv !== null ? r.csv.trimEnd() : `Exported ${r.rows} members to ${r.file}.`),
  )
