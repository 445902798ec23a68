import { parse } from "csv-parse/sync"
import { stringify } from "csv-stringify/sync"
import { Effect } from "effect"
import * as fs from "node:fs"
import { Facilities } from "../../engine/facilities/service"
import { formatProblem, headerKey, type RowProblem, toCsvCell } from "../../engine/members/rules"
import { confirm } from "../ui/Confirm"
import type { AppConfig } from "../../adapters/config"
import { type ImportKind, statisticsAfterImport } from "../../adapters/storage"
import { type CommandSteps, type Output, refused, runCommand, usage } from "../run"

// What the bulk commands share: the facility a slug names, CSV files in and out, and the
// approve-then-write end of a change.

export const facilityId = (slug: string) =>
  Effect.flatMap(Facilities, (facilities) => facilities.bySlug(slug)).pipe(
    Effect.map((f) => f.id),
    Effect.catchTag("NotFound", () => Effect.fail(usage(`There is no facility with the slug ${slug}.`))),
  )

/** A command about one club, named by `--facility`: its steps get the club's id. */
export const clubCommand = <A>(
  output: Output,
  slug: string,
  steps: CommandSteps<[number, AppConfig], A>,
  describe: (result: A) => string,
) =>
  runCommand(
    output,
    (config) => Effect.flatMap(facilityId(slug), (id) => Effect.gen(() => steps(id, config))),
    describe,
  )

/**
 * An import into one club: `clubCommand`, with the planner's statistics brought up to date after a
 * write (a dry run writes nothing lasting).
 */
export const importCommand = <A extends { readonly dry_run: boolean }>(
  output: Output,
  slug: string,
  kind: ImportKind,
  steps: CommandSteps<[number], A>,
  describe: (result: A) => string,
) =>
  runCommand(
    output,
    () => Effect.flatMap(facilityId(slug), (id) => Effect.gen(() => steps(id))).pipe(statisticsAfterImport(kind)),
    describe,
  )

/** A file refused whole, each of its problems on a line of its own: nothing was imported (or `what`). */
export const fileRefused = (problems: ReadonlyArray<string>, what = "imported") =>
  usage(
    `Nothing was ${what}; ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n  ${problems.join("\n  ")}`,
  )

/**
 * A file's text, UTF-8 unless `--encoding` names another: a spreadsheet's "CSV" in Windows-1252 or
 * Latin-1 read as UTF-8 would have its accents turned into question marks without a word, so it is
 * refused, saying where and how to read or convert it.
 */
export const readText = (file: string, encoding = "utf-8") =>
  Effect.gen(function* () {
    const decoder = yield* Effect.try({
      try: () => new TextDecoder(encoding, { fatal: true }),
      catch: () =>
        usage(`--encoding names a text encoding such as utf-8, windows-1252, latin1 or utf-16le, not "${encoding}".`),
    })
    const bytes = yield* Effect.try({
      try: () => fs.readFileSync(file),
      catch: (e) => usage(`Cannot read ${file}: ${(e as Error).message}`),
    })
    return yield* Effect.try({
      try: () => decoder.decode(bytes),
      catch: () =>
        decoder.encoding !== "utf-8"
          ? usage(`${file} is not ${decoder.encoding} text.`)
          : usage(
              `${file} is not UTF-8 text (line ${firstInvalidLine(bytes)} holds a byte that is not a UTF-8 character, as a Windows or Latin-1 accent is): read it with --encoding windows-1252 (or the encoding it was saved in), or save it as "CSV UTF-8" in the spreadsheet.`,
            ),
    })
  })

/** A JSON file's value, its text read as `readText` reads it. */
export const readJson = (file: string, encoding: string | undefined) =>
  Effect.flatMap(readText(file, encoding), (text) =>
    Effect.try({
      try: () => JSON.parse(text) as unknown,
      catch: (e) => usage(`Cannot read ${file} as JSON: ${(e as Error).message}`),
    }),
  )

/** The line of the first byte that does not decode as UTF-8. */
const firstInvalidLine = (bytes: Uint8Array) => {
  const decoder = new TextDecoder("utf-8", { fatal: true })
  let line = 1
  let start = 0
  for (let i = 0; i <= bytes.length; i++) {
    if (i === bytes.length || bytes[i] === 0x0a) {
      try {
        decoder.decode(bytes.subarray(start, i))
      } catch {
        return line
      }
      line++
      start = i + 1
    }
  }
  return line
}

/**
 * A CSV file's records read into the import's `columns` from another system's headers: a header is
 * the column `--map` names for it (`"Member #=membership_code,Cell=phone"`), else the column it
 * names in any case and spacing, else the column `aliases` know it as; any other header is left
 * out and named in `ignored`.
 */
export const readMappedRecords = (
  file: string,
  columns: ReadonlyArray<string>,
  aliases: Readonly<Record<string, string>>,
  map: string | undefined,
  encoding: string | undefined,
) =>
  Effect.gen(function* () {
    const told = new Map<string, string>()
    for (const pair of (map ?? "").split(",").filter((p) => p.trim() !== "")) {
      const at = pair.lastIndexOf("=")
      const [from, to] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()]
      if (at <= 0 || !columns.includes(to))
        return yield* usage(
          `--map takes "Header=column" pairs; the columns are ${columns.join(", ")} ("${pair.trim()}").`,
        )
      told.set(headerKey(from), to)
    }
    const records = yield* parseRecords(file, encoding)
    const headers = Object.keys(records[0]?.record ?? {})
    const columnOf = (header: string) => {
      const key = headerKey(header)
      return told.get(key) ?? (columns.includes(key) ? key : aliases[key])
    }
    const taken = new Map<string, string>()
    for (const header of headers) {
      const column = columnOf(header)
      if (column === undefined) continue
      if (taken.has(column))
        return yield* usage(
          `"${taken.get(column)}" and "${header}" both read as ${column}; say which with --map "${header}=<column>".`,
        )
      taken.set(column, header)
    }
    return {
      records: records.map(({ line, record }) => ({
        line,
        record: Object.fromEntries([...taken].map(([column, header]) => [column, record[header]])),
      })),
      ignored: headers.filter((h) => columnOf(h) === undefined),
    }
  })

const parseRecords = (file: string, encoding: string | undefined) =>
  Effect.gen(function* () {
    const text = yield* readText(file, encoding)
    const records = yield* Effect.try({
      try: () => {
        const parsed = parse(text, {
          columns: true,
          bom: true,
          skip_empty_lines: true,
          trim: true,
          info: true,
        }) as Array<{
          record: Record<string, string>
          info: { lines: number }
        }>
        return parsed.map(({ record, info }) => ({ line: info.lines, record }))
      },
      catch: (error) => usage(`Cannot read ${file} as CSV: ${(error as Error).message}`),
    })
    // An empty file is a wrong file (an export cut short, the header alone), never a success.
    if (records.length === 0) return yield* usage(`Nothing was imported; ${file} has no rows under its header.`)
    return records
  })

/** A CSV file's records (a header line), each with the line it ends on; a column not in `columns` is refused. */
export const readRecords = (file: string, columns: ReadonlyArray<string>, encoding: string | undefined) =>
  Effect.gen(function* () {
    const records = yield* parseRecords(file, encoding)
    const unknown = Object.keys(records[0]?.record ?? {}).filter((c) => !columns.includes(c))
    if (unknown.length > 0)
      return yield* usage(`Unknown columns ${unknown.join(", ")}; the columns are ${columns.join(", ")}.`)
    return records
  })

/** An import refused whole: every problem, by line and field (and each as an object for scripts). */
export const importRefused = (problems: ReadonlyArray<RowProblem>, first?: string) => {
  const listed = `${problems.length} problem${problems.length === 1 ? "" : "s"}:\n  ${problems.map(formatProblem).join("\n  ")}`
  return usage(
    first === undefined
      ? `Nothing was imported; ${listed}`
      : `Nothing was imported. ${first}${problems.length === 0 ? "" : `\nAnd ${listed}`}`,
    problems,
  )
}

/** A file `apply`/`import` takes back, as JSON: written to `file`, or (none) left to print. */
export const writeJson = (value: unknown, file: string | undefined) =>
  file === undefined
    ? Effect.succeed(null)
    : Effect.as(
        Effect.try({
          try: () => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`),
          catch: (e) => usage(`Cannot write ${file}: ${(e as Error).message}`),
        }),
        file,
      )

/** Rows as CSV in `columns` (cells safe to open in a spreadsheet): to `file`, or returned to print. */
export const writeCsv = (rows: ReadonlyArray<object>, columns: ReadonlyArray<string>, file: string | undefined) =>
  Effect.gen(function* () {
    const csv = stringify([...rows], { header: true, columns: [...columns], cast: { string: toCsvCell } })
    if (file === undefined) return { csv, rows: rows.length, file: null }
    yield* Effect.try({
      try: () => fs.writeFileSync(file, csv),
      catch: (error) => usage(`Cannot write ${file}: ${(error as Error).message}`),
    })
    return { csv: null, rows: rows.length, file }
  })

const interactive = (output: Output) => !output.json && output.terminal.canAsk

/** Asks the person at the terminal, or requires --yes from a script. */
const approve = (output: Output, yes: boolean, question: string) =>
  Effect.gen(function* () {
    if (yes) return
    if (!interactive(output))
      return yield* refused("Nothing was changed; pass --yes to apply the changes from a script.")
    if (!(yield* Effect.promise(() => confirm(question)))) return yield* refused("Nothing was changed.")
  })

export interface ApplyOptions {
  readonly facility: string
  readonly dryRun?: boolean
  readonly yes?: boolean
}

/**
 * The end every bulk change shares: a dry run or nothing to do stops at the diff; otherwise the
 * diff is shown, approved (by --yes or a person), and written by the engine's service (in one
 * transaction, announced to the running servers' calendars).
 */
export const applyDiff = <C, E, R>(
  changes: ReadonlyArray<C>,
  text: (change: C) => string,
  options: ApplyOptions,
  output: Output,
  what: string,
  write: Effect.Effect<unknown, E, R>,
) =>
  Effect.gen(function* () {
    if (options.dryRun || changes.length === 0) return { applied: false, changes }
    if (!output.json && output.terminal.live) output.terminal.out(`${changes.map(text).join("\n")}\n`)
    yield* approve(
      output,
      options.yes === true,
      `Apply ${changes.length} ${what} change${changes.length === 1 ? "" : "s"}?`,
    )
    yield* write
    return { applied: true, changes }
  })

const changeCount = (n: number) => `${n} change${n === 1 ? "" : "s"}`

/** An applied (or dry-run) change as text, each change by `text`; `--json` prints the changes as data. */
export const describeApplied = <C>(
  r: { readonly applied: boolean; readonly changes: ReadonlyArray<C> },
  text: (change: C) => string,
  unchanged: string,
) =>
  [
    ...r.changes.map(text),
    r.changes.length === 0
      ? unchanged
      : r.applied
        ? `Applied ${changeCount(r.changes.length)}.`
        : `Dry run: ${changeCount(r.changes.length)}; nothing was written.`,
  ].join("\n")
