import { Either, Schema } from "effect"
import { schemaIssues } from "../errors"
import { majorText, toMinor } from "../money"
import { ClockTime } from "../bookings/clockTime"
import { WEEKDAY_CODES, weeklyHoursProblems } from "../bookings/rules"
import { Email } from "../facilities/rules"
import { fromCsvCell, type RowProblem } from "../members/rules"
import { IsoDate } from "../people/rules"
import { type TeacherPrice, teacherPricesProblem, TeacherUserType } from "../pricing/rules"

/**
 * The files a club moves its teachers with: one CSV row per teacher (profile and prices), and a
 * JSON schedule of weekly hours and time off. Every row is checked before anything is written.
 */

/** The columns of a teachers file; `email`, `first_name` and `last_name` are required. */
export const TEACHER_COLUMNS = [
  "email",
  "first_name",
  "last_name",
  "bio",
  "photo_url",
  "sports",
  "levels",
  "surfaces",
  "prices",
] as const

/** One teacher of a file, checked. */
export interface TeacherRow {
  readonly line: number
  readonly email: string
  readonly first_name: string
  readonly last_name: string
  readonly bio: string
  readonly photo_url: string | null
  readonly sports: ReadonlyArray<string>
  readonly levels: string
  readonly surfaces: ReadonlyArray<string>
  readonly prices: ReadonlyArray<TeacherPrice>
}

const cell = (value: string | undefined) => fromCsvCell((value ?? "").trim())
const list = (value: string) =>
  value === ""
    ? []
    : value
        .split(";")
        .map((s) => s.trim())
        .filter((s) => s !== "")

const PRICE = /^(\d+)\s*min\s+(Adult|Child|Player)(?:\s+x(\d+))?\s+(\d+(?:\.\d+)?)$/i

/**
 * A teacher's prices as one cell: `60 min Adult 80.00; 90 min Player x5 400` (minutes, who, an
 * optional quantity of lessons, the price in the club's currency), read in minor units.
 */
export const parsePrices = (value: string, decimals: number): Either.Either<Array<TeacherPrice>, string> => {
  const prices: Array<TeacherPrice> = []
  for (const part of list(value)) {
    const m = PRICE.exec(part)
    if (m === null)
      return Either.left(
        `"${part}" is not a price; write "60 min Adult 80.00" (minutes, Adult, Child or Player, price)`,
      )
    const amount = Number(m[4])
    if ((m[4]!.split(".")[1]?.length ?? 0) > decimals)
      return Either.left(`"${part}" has more decimals than the club's currency`)
    const userType = (m[2]![0]!.toUpperCase() + m[2]!.slice(1).toLowerCase()) as typeof TeacherUserType.Type
    prices.push({
      duration: Number(m[1]),
      shift: null,
      surface: null,
      user_type: userType,
      quantity: m[3] === undefined ? 1 : Number(m[3]),
      price: toMinor(amount, decimals),
      player_category_description: null,
      clinic_category_description: null,
    })
  }
  return Either.right(prices)
}

/** Prices as `parsePrices` reads them; prices for a time of day or a surface have no cell form and are left out. */
export const formatPrices = (prices: ReadonlyArray<TeacherPrice>, decimals: number) =>
  prices
    .filter((p) => p.shift === null && p.surface === null)
    .map(
      (p) =>
        `${p.duration} min ${p.user_type}${p.quantity === 1 ? "" : ` x${p.quantity}`} ${majorText(p.price, decimals)}`,
    )
    .join("; ")

const isEmail = Schema.is(Email)

/** Reads and checks every row; a file with any problem is refused whole. */
export const checkTeacherFile = (
  records: ReadonlyArray<{ readonly line: number; readonly record: Record<string, string> }>,
  decimals: number,
) => {
  const rows: Array<TeacherRow> = []
  const problems: Array<RowProblem> = []
  const seen = new Map<string, number>()
  for (const { line, record } of records) {
    const found: Array<RowProblem> = []
    const problem = (field: string, message: string) => found.push({ line, field, message })
    const email = cell(record.email).toLowerCase()
    if (email === "") problem("email", "a teacher needs an e-mail address")
    else if (!isEmail(email)) problem("email", `${email} is not an e-mail address`)
    else if (seen.has(email)) problem("email", `${email} is also on line ${seen.get(email)}`)
    else seen.set(email, line)
    const first = cell(record.first_name)
    const last = cell(record.last_name)
    if (first === "") problem("first_name", "a teacher needs a first name")
    if (last === "") problem("last_name", "a teacher needs a last name")
    for (const [field, max] of [
      ["bio", 4000],
      ["levels", 200],
      ["photo_url", 500],
    ] as const)
      if (cell(record[field]).length > max) problem(field, `is longer than ${max} characters`)
    const photo = cell(record.photo_url)
    if (photo !== "" && !photo.startsWith("https://")) problem("photo_url", "a photo is an https:// address")
    const prices = parsePrices(cell(record.prices), decimals)
    if (Either.isLeft(prices)) problem("prices", prices.left)
    else {
      const wrong = teacherPricesProblem(prices.right)
      if (wrong !== undefined) problem("prices", wrong)
    }
    problems.push(...found)
    if (found.length === 0 && Either.isRight(prices))
      rows.push({
        line,
        email,
        first_name: first,
        last_name: last,
        bio: cell(record.bio),
        photo_url: photo === "" ? null : photo,
        sports: list(cell(record.sports)),
        levels: cell(record.levels),
        surfaces: list(cell(record.surfaces)),
        prices: prices.right,
      })
  }
  return { rows, problems }
}

/** A weekly schedule for some of a club's teachers: their hours replaced, and their time off when given. */
export const TeacherSchedule = Schema.Struct({
  teachers: Schema.Array(
    Schema.Struct({
      email: Schema.String,
      hours: Schema.Array(
        Schema.Struct({ days: Schema.Array(Schema.Literal(...WEEKDAY_CODES)), start: ClockTime, end: ClockTime }),
      ),
      time_off: Schema.optional(
        Schema.Array(
          Schema.Struct({
            from: IsoDate,
            to: IsoDate,
            note: Schema.optionalWith(Schema.NullOr(Schema.String.pipe(Schema.maxLength(200))), {
              default: () => null,
            }),
          }),
        ),
      ),
    }),
  ).pipe(Schema.minItems(1, { message: () => "the schedule names no teacher" })),
})

/** One teacher's week from a schedule, in the engine's terms (0 = Monday, seconds of the day). */
export interface TeacherWeek {
  readonly email: string
  readonly hours: ReadonlyArray<{ readonly day: number; readonly hour_start: number; readonly hour_end: number }>
  readonly time_off:
    ReadonlyArray<{ readonly starts_on: string; readonly ends_on: string; readonly note: string | null }> | undefined
}

/** Decodes and checks a schedule: each problem named by where it is in the file. */
export const checkTeacherSchedule = (json: unknown) => {
  const decoded = Schema.decodeUnknownEither(TeacherSchedule)(json, { errors: "all" })
  if (Either.isLeft(decoded))
    return {
      weeks: [],
      problems: schemaIssues(decoded.left).map(
        (i) => `${i.path.length > 0 ? i.path.join(".") : "the file"}: ${i.message}`,
      ),
    }
  const problems: Array<string> = []
  const seen = new Set<string>()
  const weeks = decoded.right.teachers.map((t, n): TeacherWeek => {
    const email = t.email.trim().toLowerCase()
    if (seen.has(email)) problems.push(`teachers.${n}: ${email} is named twice`)
    seen.add(email)
    const hours = t.hours.flatMap((h, entry) =>
      h.days.map((d) => ({ day: WEEKDAY_CODES.indexOf(d), hour_start: h.start, hour_end: h.end, entry })),
    )
    for (const p of weeklyHoursProblems(hours)) {
      const at = `teachers.${n}.hours.${hours[p.index]!.entry}`
      problems.push(
        p.problem === "order"
          ? `${at}: end must come after start`
          : p.problem === "quarter"
            ? `${at}: start and end sit on the quarter hour (08:00, 08:15 ...)`
            : `${at}: overlaps teachers.${n}.hours.${hours[p.other!]!.entry} on ${WEEKDAY_CODES[p.day!]}`,
      )
    }
    t.time_off?.forEach((off, i) => {
      if (off.to < off.from) problems.push(`teachers.${n}.time_off.${i}: "to" comes before "from"`)
    })
    return {
      email,
      hours: hours.map(({ entry: _, ...h }) => h),
      time_off: t.time_off?.map((off) => ({ starts_on: off.from, ends_on: off.to, note: off.note })),
    }
  })
  return { weeks, problems: [...new Set(problems)] }
}
