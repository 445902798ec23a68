import { Either, Schema } from "effect"
import { schemaIssues } from "../errors"
import { ClockTime } from "../bookings/clockTime"
import { LessonUnit } from "./rules"
import { minorUnits } from "../money"
import { fromCsvCell } from "../members/rules"
import { Affiliation, IsoDate } from "../people/rules"

/**
 * A season's clinics as a club writes them in a file (see fixtures/clinics-season.sample.json):
 * each clinic with its prices and weekly session series, naming categories, courts, coaches and
 * program waivers by name or e-mail as staff know them. JSON, or CSV with one clinic a row whose
 * `prices` and `sessions` cells hold a list each. Every entry is checked before anything is written.
 */

const Text = (max: number) => Schema.Trim.pipe(Schema.maxLength(max))
const Named = (max: number) => Text(max).pipe(Schema.nonEmptyString({ message: () => "must not be empty" }))
const Age = Schema.Int.pipe(Schema.between(0, 120))
const Optional = <A, I>(schema: Schema.Schema<A, I>) =>
  Schema.optionalWith(Schema.NullOr(schema), { default: () => null, exact: true })
const List = <A, I>(schema: Schema.Schema<A, I>, max: number) =>
  Schema.optionalWith(Schema.Array(schema).pipe(Schema.maxItems(max)), { default: () => [], exact: true })

const SeasonPrice = Schema.Struct({
  name: Named(120),
  lessons: Schema.Int.pipe(Schema.between(1, 500)),
  lesson_unit: Schema.optionalWith(LessonUnit, { default: () => "session" as const, exact: true }),
  group_lessons: Schema.optionalWith(Schema.Boolean, { default: () => false, exact: true }),
  /** In the club's currency, as "240.00" or 240. */
  amount: Schema.Union(Schema.Number, Schema.String),
  affiliation: Schema.optionalWith(Affiliation, { default: () => "non_resident" as const, exact: true }),
  refundable: Schema.optionalWith(Schema.Boolean, { default: () => true, exact: true }),
})

const SeasonSessions = Schema.Struct({
  court: Named(120),
  /** The first session; the same time follows weekly. */
  from: IsoDate,
  start: ClockTime,
  end: ClockTime,
  weeks: Schema.optionalWith(Schema.Int.pipe(Schema.between(1, 52)), { default: () => 1, exact: true }),
})

const SeasonClinic = Schema.Struct({
  slug: Named(80),
  name: Named(120),
  public_name: Optional(Text(120)),
  category: Optional(Text(120)),
  description: Schema.optionalWith(Text(4000), { default: () => "", exact: true }),
  sport: Optional(Text(40)),
  age_start: Optional(Age),
  age_end: Optional(Age),
  rating_provider: Optional(Text(40)),
  rating_min: Optional(Schema.Number.pipe(Schema.between(0, 100))),
  rating_max: Optional(Schema.Number.pipe(Schema.between(0, 100))),
  capacity: Schema.Int.pipe(Schema.between(1, 500)),
  /** Teachers of the club, by e-mail. */
  coaches: List(Named(200), 20),
  /** Courts of the club, by name. */
  courts: List(Named(120), 200),
  /** Program waivers of the club, by name. */
  waivers: List(Named(200), 20),
  active: Schema.optionalWith(Schema.Boolean, { default: () => true, exact: true }),
  prices: List(SeasonPrice, 50),
  sessions: List(SeasonSessions, 50),
})

const SeasonFile = Schema.Struct({ clinics: Schema.Array(SeasonClinic).pipe(Schema.minItems(1), Schema.maxItems(500)) })

type Decoded = typeof SeasonClinic.Type

/** A clinic of a season file, checked; its amounts in minor units. */
export interface SeasonClinic extends Omit<Decoded, "prices"> {
  /** Where it is in the file: `clinics.3`, or `line 5` of a CSV. */
  readonly at: string
  readonly prices: ReadonlyArray<Omit<Decoded["prices"][number], "amount"> & { readonly amount: number }>
}

/** A place inside a clinic of the file, written as the file's kind writes places. */
export const within = (clinic: Pick<SeasonClinic, "at">, path: string) =>
  clinic.at.startsWith("line") ? `${clinic.at}, ${path}` : `${clinic.at}.${path}`

/**
 * A season file checked whole: its clinics, and every problem by where it is. `lines` gives the
 * CSV line of each clinic, so problems name lines rather than positions.
 */
export const checkSeasonFile = (json: unknown, decimals: number, lines?: ReadonlyArray<number>) => {
  const where = (index: number) => (lines === undefined ? `clinics.${index}` : `line ${lines[index]}`)
  const decoded = Schema.decodeUnknownEither(SeasonFile)(json, { errors: "all" })
  if (Either.isLeft(decoded))
    return {
      clinics: [] as ReadonlyArray<SeasonClinic>,
      problems: schemaIssues(decoded.left).map((issue) => {
        const [root, index, ...rest] = issue.path
        const at =
          root === "clinics" && typeof index === "number"
            ? [where(index), ...rest].join(lines === undefined ? "." : ", ")
            : issue.path.join(".") || "the file"
        return `${at}: ${issue.message}`
      }),
    }
  const problems: Array<string> = []
  const slugs = new Map<string, number>()
  const clinics = decoded.right.clinics.map((clinic, n): SeasonClinic => {
    const at = where(n)
    const inside = (path: string) => within({ at }, path)
    const seen = slugs.get(clinic.slug.toLowerCase())
    if (seen !== undefined) problems.push(`${at}: the slug ${clinic.slug} is also ${where(seen)}'s`)
    slugs.set(clinic.slug.toLowerCase(), n)
    const names = new Set<string>()
    const prices = clinic.prices.map((price, i) => {
      if (names.has(price.name.toLowerCase()))
        problems.push(`${inside(`prices.${i}`)}: the price ${price.name} is named twice`)
      names.add(price.name.toLowerCase())
      const amount = minorUnits(price.amount, decimals)
      if (Either.isLeft(amount)) problems.push(`${inside(`prices.${i}.amount`)}: ${amount.left}`)
      return { ...price, amount: Either.getOrElse(amount, () => 0) }
    })
    clinic.sessions.forEach((s, i) => {
      if (s.end <= s.start) problems.push(`${inside(`sessions.${i}`)}: end must come after start`)
      if (s.start % 900 !== 0 || s.end % 900 !== 0)
        problems.push(`${inside(`sessions.${i}`)}: start and end sit on the quarter hour (16:00, 16:15 ...)`)
    })
    return { ...clinic, at, prices }
  })
  return { clinics, problems }
}

/** The columns of a season CSV: one clinic a row; `slug`, `name` and `capacity` are required. */
export const SEASON_COLUMNS = [
  "slug",
  "name",
  "public_name",
  "category",
  "description",
  "sport",
  "age_start",
  "age_end",
  "rating_provider",
  "rating_min",
  "rating_max",
  "capacity",
  "coaches",
  "courts",
  "waivers",
  "active",
  "prices",
  "sessions",
] as const

const PRICE = /^(.+?):\s*(\d+)\s+([a-z_]+)\s+(\S+)((?:\s+(?:group|non-refundable|resident|member|employee))*)$/i
const SESSIONS = /^(\d{4}-\d{2}-\d{2})\s+(\d{2}:\d{2})-(\d{2}:\d{2})\s+(.+?)(?:\s+x(\d+))?$/i

const split = (cell: string) =>
  cell
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part !== "")

/** A season file as read: JSON as parsed, or a CSV's records (a header line), each with the line it ends on. */
export type SeasonInput =
  | { readonly json: unknown }
  | { readonly csv: ReadonlyArray<{ readonly line: number; readonly record: Record<string, string> }> }

/**
 * A season CSV's records in the file's JSON shape, for `checkSeasonFile`, with the problems of
 * cells that say nothing it can read. A `prices` cell is `Drop-in: 1 session 25.00; Term: 12
 * per_week 240.00 group non-refundable` (name: lessons, unit, amount, then any of group,
 * non-refundable and an affiliation); a `sessions` cell is `2027-01-05 16:00-17:00 Court 4 x12`
 * (first day, time, court, weeks).
 */
export const seasonFromCsv = (
  records: ReadonlyArray<{ readonly line: number; readonly record: Record<string, string> }>,
) => {
  const problems: Array<string> = []
  const clinics = records.map(({ line, record }) => {
    const value = (column: string) => fromCsvCell((record[column] ?? "").trim())
    // A cell that is not a number stays text, so the check names what was written.
    const number = (column: string) =>
      value(column) === "" ? null : Number.isNaN(Number(value(column))) ? value(column) : Number(value(column))
    const cells = <A>(column: string, pattern: RegExp, example: string, read: (m: RegExpExecArray) => A) =>
      split(value(column)).flatMap((part) => {
        const m = pattern.exec(part)
        if (m === null) problems.push(`line ${line}, ${column}: "${part}" cannot be read; write it as "${example}"`)
        return m === null ? [] : [read(m)]
      })
    return {
      slug: value("slug"),
      name: value("name"),
      public_name: value("public_name") || null,
      category: value("category") || null,
      description: value("description"),
      sport: value("sport") || null,
      age_start: number("age_start"),
      age_end: number("age_end"),
      rating_provider: value("rating_provider") || null,
      rating_min: number("rating_min"),
      rating_max: number("rating_max"),
      capacity: number("capacity"),
      coaches: split(value("coaches")),
      courts: split(value("courts")),
      waivers: split(value("waivers")),
      active: value("active") === "" ? true : /^(yes|true|1)$/i.test(value("active")),
      prices: cells("prices", PRICE, "Drop-in: 1 session 25.00", (m) => {
        const flags = m[5]!.trim().toLowerCase().split(/\s+/)
        return {
          name: m[1],
          lessons: Number(m[2]),
          lesson_unit: m[3]!.toLowerCase(),
          amount: m[4],
          group_lessons: flags.includes("group"),
          refundable: !flags.includes("non-refundable"),
          affiliation: flags.find((f) => ["resident", "member", "employee"].includes(f)) ?? "non_resident",
        }
      }),
      sessions: cells("sessions", SESSIONS, "2027-01-05 16:00-17:00 Court 4 x12", (m) => ({
        from: m[1],
        start: m[2],
        end: m[3],
        court: m[4],
        weeks: m[5] === undefined ? 1 : Number(m[5]),
      })),
    }
  })
  return { json: { clinics }, lines: records.map((r) => r.line), problems }
}
