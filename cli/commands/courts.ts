import { parse } from "csv-parse/sync"
import { schemaIssues } from "../../engine/errors"
import { Effect, Either, ParseResult, Schema } from "effect"
import * as path from "node:path"
import { ClockTime } from "../../engine/bookings/clockTime"
import { hoursOn, WEEKDAY_CODES, weeklyHoursProblems } from "../../engine/bookings/rules"
import { isIsoDate } from "../../engine/dates"
import { IsoDate } from "../../engine/people/rules"
import { type Court, type HeldReservation, Sport } from "../../engine/records"
import { Courts, describeHeld, HELD_ADVICE } from "../../engine/courts/service"
import { command, type Output, problemOf, refused, runCommand, usage } from "../run"
import {
  applyDiff,
  type ApplyOptions,
  clubCommand,
  describeApplied,
  facilityId,
  readJson,
  readText,
  writeJson,
} from "./files"
import { closureKey } from "../../engine/courts/rules"

const Bool = Schema.Union(
  Schema.Boolean,
  Schema.transform(Schema.Literal("true", "false", "yes", "no", "1", "0", ""), Schema.Boolean, {
    strict: true,
    decode: (s) => s === "true" || s === "yes" || s === "1",
    encode: (b) => (b ? "true" : "false"),
  }),
)
const Int = Schema.Union(Schema.Int, Schema.NumberFromString.pipe(Schema.int()))

const CourtRow = Schema.Struct({
  id: Schema.optional(
    Schema.Union(Int, Schema.Literal("")).pipe(
      Schema.transform(Schema.NullOr(Schema.Number), {
        strict: false,
        decode: (v) => (v === "" ? null : v),
        encode: (v) => v,
      }),
    ),
  ),
  name: Schema.Trim.pipe(Schema.nonEmptyString({ message: () => "a court needs a name" }), Schema.maxLength(120)),
  /** Needed for a new court; a rename or a deactivation keeps the court's sport. */
  sport: Schema.optional(Sport),
  surface: Schema.optional(Schema.String),
  indoor: Schema.optional(Bool),
  sort_order: Schema.optional(Int),
  active: Schema.optional(Bool),
})
type CourtRow = typeof CourtRow.Type

const DAYS = WEEKDAY_CODES
const Day = Schema.Literal(...DAYS)
const SchedulesFile = Schema.Struct({
  opening_hours: Schema.optional(
    Schema.Array(Schema.Struct({ days: Schema.Array(Day), open: ClockTime, close: ClockTime })),
  ),
  closures: Schema.optionalWith(
    Schema.Array(
      Schema.Struct({
        courts: Schema.optionalWith(Schema.NullOr(Schema.Array(Schema.String)), { default: () => null }),
        from: IsoDate,
        to: IsoDate,
        start: Schema.optionalWith(ClockTime, { default: () => 0 }),
        end: Schema.optionalWith(ClockTime, { default: () => 86400 }),
        note: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null }),
      }),
    ),
    { default: () => [] },
  ),
})

/** What a field takes, said once: a value outside a list (or of the wrong kind) fails each of a union's members. */
const FIELD_RULES: Record<string, string> = {
  sport: `sport must be one of ${Sport.literals.join(", ")}`,
  days: `a day must be one of ${DAYS.join(", ")}`,
  sort_order: "write a whole number",
  id: "write a court's id, a whole number",
  indoor: "write true or false",
  active: "write true or false",
  file: "a schedules file is a JSON object with opening_hours and closures",
  opening_hours: "write a list of { days, open, close }",
  closures: "write a list of { from, to, courts, start, end, note }",
  courts: "write a list of court names, or null for all courts",
}

/** One line per field with a problem, named by where it is. */
const problems = (error: ParseResult.ParseError, where: string) => {
  const lines = schemaIssues(error).map((i) => {
    const field = [...i.path].reverse().find((k) => typeof k === "string" && k in FIELD_RULES) as string | undefined
    const message = field === undefined ? i.message : FIELD_RULES[field]
    // A place in a file ("closures.0") takes the field's path after a dot; a line ("line 4") after a comma.
    const sep = /^(line|entry) \d+$/.test(where) ? ", " : "."
    return `${where}${i.path.length > 0 ? `${sep}${i.path.join(".")}` : ""}: ${message}`
  })
  return [...new Set(lines)]
}

/** Court rows from CSV (a header line) or JSON (an array, or { courts: [...] }), each checked. */
const readCourts = (file: string, encoding: string | undefined) =>
  Effect.gen(function* () {
    const text = yield* readText(file, encoding)
    const records = yield* Effect.try({
      try: () => {
        if (path.extname(file).toLowerCase() === ".json") {
          const json = JSON.parse(text)
          return (Array.isArray(json) ? json : json.courts) as Array<unknown>
        }
        return parse(text, { columns: true, bom: true, skip_empty_lines: true, trim: true }) as Array<unknown>
      },
      catch: (e) => usage(`Cannot read ${file}: ${(e as Error).message}`),
    })
    if (!Array.isArray(records)) return yield* usage(`${file} holds no list of courts.`)
    if (records.length === 0) return yield* usage(`Nothing was changed; ${file} lists no courts.`)
    const rows: Array<CourtRow> = []
    const found: Array<string> = []
    // Problems name the file's line (a CSV's header is line 1) or the JSON list's entry, never "court N".
    const where = (i: number) => (path.extname(file).toLowerCase() === ".json" ? `entry ${i + 1}` : `line ${i + 2}`)
    records.forEach((record, i) => {
      const result = Schema.decodeUnknownEither(CourtRow)(record, { errors: "all" })
      if (Either.isLeft(result)) found.push(...problems(result.left, where(i)))
      else rows.push(result.right)
    })
    if (found.length > 0) return yield* usage(`Nothing was changed; the file has problems:\n  ${found.join("\n  ")}`)
    return rows
  })

/** What applying the rows would change: courts are matched by id, else by name; the rest stay. */
export const planCourts = (existing: ReadonlyArray<Court>, rows: ReadonlyArray<CourtRow>) => {
  const changes: Array<{
    readonly action: "add" | "change" | "deactivate" | "activate"
    readonly id: number | null
    readonly name: string
    readonly details: string
    readonly values: Omit<Court, "id">
  }> = []
  const unknownIds: Array<number> = []
  const sportless: Array<string> = []
  for (const [i, row] of rows.entries()) {
    const match =
      row.id != null
        ? existing.find((c) => c.id === row.id)
        : existing.find((c) => c.name.toLowerCase() === row.name.toLowerCase())
    if (row.id != null && match === undefined) {
      unknownIds.push(row.id)
      continue
    }
    const sport = row.sport ?? match?.sport
    if (sport === undefined) {
      sportless.push(row.name)
      continue
    }
    const values = {
      name: row.name,
      sport,
      surface: row.surface === undefined ? (match?.surface ?? null) : row.surface || null,
      indoor: row.indoor ?? match?.indoor ?? false,
      sort_order: row.sort_order ?? match?.sort_order ?? existing.length + i + 1,
      active: row.active ?? match?.active ?? true,
    }
    if (match === undefined) {
      changes.push({
        action: "add",
        id: null,
        name: row.name,
        details: `${values.sport}${values.indoor ? ", indoor" : ""}`,
        values,
      })
      continue
    }
    const differences = (Object.keys(values) as Array<keyof typeof values>)
      .filter((k) => values[k] !== match[k])
      .map((k) => `${k} ${JSON.stringify(match[k])} → ${JSON.stringify(values[k])}`)
    if (differences.length === 0) continue
    const action =
      match.active && !values.active ? "deactivate" : !match.active && values.active ? "activate" : "change"
    changes.push({ action, id: match.id, name: match.name, details: differences.join(", "), values })
  }
  return { changes, unknownIds, sportless }
}

const courtChange = (c: { readonly action: string; readonly court: string; readonly details: string }) =>
  `${c.action.padEnd(10)} ${c.court}: ${c.details}`

type ScheduleChange =
  | {
      readonly action: "replace_opening_hours"
      readonly windows: number
      /** A season's first and last days (null: on until another season). */
      readonly from?: string
      readonly to?: string | null
    }
  | {
      readonly action: "add_closure"
      readonly from: string
      readonly to: string
      readonly courts: ReadonlyArray<string> | null
      readonly note: string | null
    }

const scheduleChange = (c: ScheduleChange) =>
  c.action === "replace_opening_hours"
    ? `opening hours: replace with ${c.windows} day windows${c.from === undefined ? "" : ` from ${c.from}${c.to ? ` to ${c.to}` : ""}`}`
    : `closure    ${c.from}…${c.to} ${c.courts === null ? "all courts" : c.courts.join(", ")}${c.note ? ` (${c.note})` : ""}`

export const courtsList = (options: { facility: string }, output: Output) =>
  runCommand(
    output,
    () =>
      Effect.flatMap(facilityId(options.facility), (id) =>
        Effect.flatMap(Courts, (service) => Effect.map(service.list(id), (courts) => ({ courts }))),
      ),
    ({ courts }) =>
      courts
        .map(
          (c) =>
            `${String(c.id).padStart(5)}  ${c.name.padEnd(20)} ${c.sport.padEnd(11)} ${(c.surface ?? "").padEnd(16)} ${c.indoor ? "indoor " : "outdoor"} ${c.active ? "" : "(inactive)"}`,
        )
        .join("\n"),
  )

export const courtsApply = (file: string, options: ApplyOptions, output: Output) =>
  clubCommand(
    output,
    options.facility,
    function* (id) {
      const rows = yield* readCourts(file, output.encoding)
      const courts = yield* Courts
      const existing = yield* courts.list(id)
      const { changes, unknownIds, sportless } = planCourts(existing, rows)
      if (unknownIds.length > 0)
        return yield* usage(`Nothing was changed; the facility has no court ${unknownIds.join(", ")}.`)
      if (sportless.length > 0)
        return yield* usage(`Nothing was changed; a new court needs a sport: ${sportless.join(", ")}.`)
      const deactivated = changes.filter((c) => c.action === "deactivate").map((c) => c.id!)
      const held = yield* courts.heldOnCourts(id, deactivated)
      if (held.length > 0)
        return yield* refused(
          `Nothing was changed; deactivating would strand reservations:\n  ${describeHeld(held).join("\n  ")}`,
        )
      return yield* applyDiff(
        changes.map((c) => ({ action: c.action, court: c.name, details: c.details })),
        courtChange,
        options,
        output,
        "court",
        courts.upsert(
          id,
          changes.map((c) => (c.id === null ? c.values : { id: c.id, ...c.values })),
        ),
      )
    },
    (r) => describeApplied(r, courtChange, "The courts already match the file."),
  )

const HoursEntry = Schema.Struct({ days: Schema.Array(Day), open: ClockTime, close: ClockTime })
const ClosureEntry = SchedulesFile.fields.closures.from.value

/** Each entry of a list decoded on its own, so that one bad entry hides no problem of another. */
const entries = <A, I>(schema: Schema.Schema<A, I>, list: unknown, at: string, found: Array<string>) => {
  if (list === undefined) return undefined
  if (!Array.isArray(list)) return (found.push(`${at}: ${FIELD_RULES[at]}`), [])
  return list.flatMap((entry: unknown, i) => {
    const decoded = Schema.decodeUnknownEither(schema)(entry, { errors: "all" })
    if (Either.isRight(decoded)) return [{ i, value: decoded.right }]
    found.push(...problems(decoded.left, `${at}.${i}`))
    return []
  })
}

/** What `schedules apply` reads and checks of a file, every problem named with its place in one pass. */
const readSchedules = (json: unknown, courts: ReadonlyArray<Court>) => {
  const found: Array<string> = []
  const file =
    typeof json === "object" && json !== null && !Array.isArray(json) ? (json as Record<string, unknown>) : {}
  if (file !== json) found.push(FIELD_RULES.file!)
  const unknown = Object.keys(file).filter((k) => k !== "opening_hours" && k !== "closures")
  for (const key of unknown) found.push(`${key}: a schedules file holds only opening_hours and closures`)
  const windows = entries(HoursEntry, file.opening_hours, "opening_hours", found)
  const hours = windows?.flatMap(({ i, value: h }) =>
    h.days.map((d) => ({ day: DAYS.indexOf(d), hour_start: h.open, hour_end: h.close, entry: i })),
  )
  // The engine's rule, said in the file's terms: each entry once, however many days it names.
  const said = weeklyHoursProblems(hours ?? []).map((p) => {
    const at = `opening_hours.${hours![p.index]!.entry}`
    return p.problem === "order"
      ? `${at}: close must come after open`
      : p.problem === "quarter"
        ? `${at}: open and close sit on the quarter hour (06:00, 06:15 ...)`
        : `${at}: overlaps opening_hours.${hours![p.other!]!.entry} on ${DAYS[p.day!]}`
  })
  found.push(...new Set(said))
  const closures = (entries(ClosureEntry, file.closures, "closures", found) ?? []).map(({ i, value: c }) => {
    if (c.to < c.from) found.push(`closures.${i}: "to" comes before "from"`)
    if (c.end <= c.start) found.push(`closures.${i}: end must come after start`)
    const ids =
      c.courts?.map(
        (name) =>
          courts.find((k) => k.name.toLowerCase() === name.toLowerCase())?.id ??
          (found.push(`closures.${i}: no court named ${name}`), 0),
      ) ?? null
    return {
      court_ids: ids,
      starts_on: c.from,
      ends_on: c.to,
      days: [] as Array<number>,
      hour_start: c.start,
      hour_end: c.end,
      note: c.note,
    }
  })
  return { found, hours: hours?.map(({ entry: _, ...h }) => h), closures }
}

/** The season `--from` and `--to` name, checked: hours for good when neither is given. */
const seasonOf = (options: SchedulesOptions) => {
  const date = (flag: string, value: string | undefined) =>
    value === undefined || isIsoDate(value) ? [] : [`--${flag}: "${value}" is not a date written YYYY-MM-DD`]
  const found = [...date("from", options.from), ...date("to", options.to)]
  if (options.to !== undefined && options.from === undefined) found.push("--to: a season that ends needs --from")
  if (options.from !== undefined && options.to !== undefined && options.to < options.from)
    found.push("--to: the season's last day comes on or after --from")
  const season = options.from === undefined ? undefined : { from: options.from, to: options.to }
  return { found, season }
}

export interface SchedulesOptions extends ApplyOptions {
  /** The first day the file's opening hours hold (a season); the hours before stay until then. */
  readonly from?: string
  /** The season's last day: the hours before come back the day after. */
  readonly to?: string
}

/** The bookings a change would strand, refused the same way whether hours or closures strand them. */
const strandedBy = (what: string, held: ReadonlyArray<HeldReservation>) =>
  refused(
    `Nothing was changed; ${what} would strand reservations:\n  ${describeHeld(held).join("\n  ")}\n${HELD_ADVICE}`,
  )

export const schedulesApply = (file: string, options: SchedulesOptions, output: Output) =>
  clubCommand(
    output,
    options.facility,
    function* (id) {
      const json = yield* readJson(file, output.encoding)
      const service = yield* Courts
      const read = readSchedules(json, yield* service.list(id))
      const { found: seasonProblems, season } = seasonOf(options)
      const found = [...read.found, ...seasonProblems]
      if (found.length > 0)
        return yield* usage(
          `Nothing was changed; the file has ${found.length} problem${found.length === 1 ? "" : "s"}:\n  ${found.join("\n  ")}`,
          found.map(problemOf),
        )
      const { hours, closures } = read
      // What the club has already is left as it is: the same file applied twice changes nothing.
      const current = yield* service.schedules(id)
      const windowKey = (h: { day: number; hour_start: number; hour_end: number }) =>
        `${h.day} ${h.hour_start} ${h.hour_end}`
      const ofSeason = current.opening_hours.filter((h) => (h.starts_on ?? undefined) === season?.from)
      const sameHours =
        hours !== undefined &&
        season?.to === undefined &&
        ofSeason.length === current.opening_hours.filter((h) => season === undefined || h.starts_on !== null).length &&
        [...new Set(hours.map(windowKey))].sort().join() === ofSeason.map(windowKey).sort().join()
      const had = new Set(current.closures.map(closureKey))
      const fresh = closures.filter((c) => !had.has(closureKey(c)))
      const newHours = hours === undefined || sameHours ? undefined : hours
      if (newHours !== undefined) {
        const held = yield* service.heldByHours(id, newHours, season)
        if (held.length > 0) return yield* strandedBy("the opening hours", held)
      }
      const held = yield* service.heldByClosures(id, fresh)
      if (held.length > 0) return yield* strandedBy("the closures", held)
      const courts = yield* service.list(id)
      const courtNames = (ids: ReadonlyArray<number>) =>
        ids.map((i) => courts.find((k) => k.id === i)?.name ?? `court ${i}`)
      const diff: Array<ScheduleChange> = [
        ...(newHours === undefined
          ? []
          : [
              {
                action: "replace_opening_hours" as const,
                windows: newHours.length,
                ...(season === undefined ? {} : { from: season.from, to: season.to ?? null }),
              },
            ]),
        ...fresh.map((c) => ({
          action: "add_closure" as const,
          from: c.starts_on,
          to: c.ends_on,
          courts: c.court_ids === null ? null : courtNames(c.court_ids),
          note: c.note,
        })),
      ]
      return yield* applyDiff(
        diff,
        scheduleChange,
        options,
        output,
        "schedule",
        service.applySchedules(id, { opening_hours: newHours, season, closures: fresh }),
      )
    },
    (r) => describeApplied(r, scheduleChange, "The schedules already match the file."),
  )

/** A week of opening hours as a file writes it: windows grouped by time. */
const byTime = (rows: ReadonlyArray<{ day: number; hour_start: number; hour_end: number }>) => {
  const grouped = new Map<string, { days: Array<(typeof DAYS)[number]>; open: number; close: number }>()
  for (const h of rows) {
    const key = `${h.hour_start}-${h.hour_end}`
    const entry = grouped.get(key) ?? { days: [], open: h.hour_start, close: h.hour_end }
    entry.days.push(DAYS[h.day]!)
    grouped.set(key, entry)
  }
  return [...grouped.values()]
}

/**
 * The facility's schedules as a file `schedules apply` takes: the weekly hours in force today
 * grouped by time, closures by court name; and the seasons to come, each its first day and week.
 */
const schedulesFileOf = (slug: string) =>
  Effect.gen(function* () {
    const id = yield* facilityId(slug)
    const service = yield* Courts
    const { opening_hours, closures } = yield* service.schedules(id)
    const courts = yield* service.list(id)
    const today = new Date().toISOString().slice(0, 10)
    const later = [...new Set(opening_hours.flatMap((h) => (h.starts_on && h.starts_on > today ? [h.starts_on] : [])))]
    const file = yield* Schema.encode(SchedulesFile)({
      opening_hours: byTime(hoursOn(opening_hours, today)),
      closures: closures.map((c) => ({
        courts: c.court_ids === null ? null : c.court_ids.map((i) => courts.find((k) => k.id === i)?.name ?? String(i)),
        from: c.starts_on,
        to: c.ends_on,
        start: c.hour_start,
        end: c.hour_end,
        note: c.note,
      })),
    }).pipe(Effect.orDie)
    const seasons = yield* Effect.forEach(later.sort(), (from) =>
      Effect.map(Schema.encode(Schema.Array(HoursEntry))(byTime(hoursOn(opening_hours, from))), (week) => ({
        from,
        opening_hours: week,
      })).pipe(Effect.orDie),
    )
    return { file, seasons }
  })

const weekLines = (week: ReadonlyArray<{ days: ReadonlyArray<string>; open: string; close: string }>) => [
  ...week.map((h) => `  ${h.days.join(", ")}  ${h.open}–${h.close}`),
  ...(week.length === 0 ? ["  none (the club is closed)"] : []),
]

/** The facility's opening hours (today's, then each season to come) and closures: said, or as JSON. */
export const schedulesList = (options: { facility: string }, output: Output) =>
  runCommand(
    output,
    () => Effect.map(schedulesFileOf(options.facility), ({ file, seasons }) => ({ ...file, seasons })),
    (file) =>
      [
        "Opening hours:",
        ...weekLines(file.opening_hours ?? []),
        ...file.seasons.flatMap((season) => [`Opening hours from ${season.from}:`, ...weekLines(season.opening_hours)]),
        "Closures:",
        ...(file.closures ?? []).map(
          (c) =>
            `  ${c.from}…${c.to} ${c.courts === null || c.courts === undefined ? "all courts" : c.courts.join(", ")}, ${c.start === "00:00" && c.end === "24:00" ? "all day" : `${c.start}–${c.end}`}${c.note ? ` (${c.note})` : ""}`,
        ),
        ...((file.closures ?? []).length === 0 ? ["  none"] : []),
      ].join("\n"),
  )

/** The facility's schedules as the JSON file `schedules apply` takes, to a file or standard output. */
export const schedulesExport = (options: { facility: string; output?: string }, output: Output) =>
  command(
    output,
    function* () {
      const schedules = (yield* schedulesFileOf(options.facility)).file
      return { file: yield* writeJson(schedules, options.output), schedules }
    },
    (r) => (r.file === null ? JSON.stringify(r.schedules, null, 2) : `Exported the schedules to ${r.file}.`),
  )
