import { Either, ParseResult, Schema } from "effect"
import { schemaIssues } from "../errors"

import { Email } from "../facilities/rules"

import { BirthDate, RatingProvider } from "../people/rules"

import { ratingLabel, ratingRange } from "../ratings/rules"

/** One member of an import file, checked. */
export interface MemberRow {
  readonly line: number
  readonly first_name: string
  readonly last_name: string
  readonly email: string | null
  readonly phone: string | null
  readonly birth_date: string | null
  readonly guardian_email: string | null
  readonly ratings: ReadonlyArray<{ readonly provider: string; readonly rating: number }>
  readonly membership_code: string | null
}

/** What the club holds of a person an import row names, as the row would write it. */
export interface StoredMember {
  readonly first_name: string
  readonly last_name: string
  readonly phone: string | null
  readonly birth_date: string | null
  /** Undefined when they do not play at the club yet; null when they play there without a code. */
  readonly member_code: string | null | undefined
  readonly ratings: ReadonlyArray<{ readonly provider: string; readonly rating: number }>
  readonly guardian_emails: ReadonlyArray<string>
}

/** Whether importing the row would change what the club holds (empty cells keep what is there). */
export const rowChangesMember = (row: MemberRow, stored: StoredMember): boolean =>
  row.first_name !== stored.first_name ||
  row.last_name !== stored.last_name ||
  (row.phone !== null && row.phone !== stored.phone) ||
  (row.birth_date !== null && row.birth_date !== stored.birth_date) ||
  stored.member_code === undefined ||
  (row.membership_code !== null && row.membership_code !== stored.member_code) ||
  row.ratings.some((r) => !stored.ratings.some((s) => s.provider === r.provider && s.rating === r.rating)) ||
  (row.guardian_email !== null &&
    !stored.guardian_emails.some((g) => g.toLowerCase() === row.guardian_email!.toLowerCase()))

/** A problem with one field of one row, named so a person can find and fix it. */
export interface RowProblem {
  readonly line: number
  readonly field: string
  readonly message: string
}

/** The columns an import file may have; `name` or `first_name` and `last_name` are required. */
export const MEMBER_COLUMNS = [
  "first_name",
  "last_name",
  "name",
  "email",
  "phone",
  "birth_date",
  "guardian_email",
  "ratings",
  "membership_code",
] as const

/**
 * Header names other systems' exports use for the import's columns (CourtReserve, Club Automation,
 * spreadsheets), as `headerKey` reads them: lower case, words joined by `_`.
 */
export const MEMBER_ALIASES: Readonly<Record<string, (typeof MEMBER_COLUMNS)[number]>> = {
  first: "first_name",
  firstname: "first_name",
  given_name: "first_name",
  last: "last_name",
  lastname: "last_name",
  surname: "last_name",
  family_name: "last_name",
  full_name: "name",
  member_name: "name",
  email_address: "email",
  e_mail: "email",
  e_mail_address: "email",
  phone_number: "phone",
  mobile: "phone",
  mobile_phone: "phone",
  cell: "phone",
  cell_phone: "phone",
  telephone: "phone",
  date_of_birth: "birth_date",
  dob: "birth_date",
  birthday: "birth_date",
  birthdate: "birth_date",
  parent_email: "guardian_email",
  guardian: "guardian_email",
  member: "membership_code",
  member_number: "membership_code",
  member_no: "membership_code",
  member_id: "membership_code",
  member_code: "membership_code",
  membership_number: "membership_code",
}

/** A header as the import compares it: "Date Of Birth", "date-of-birth" and "DATE_OF_BIRTH" alike. */
export const headerKey = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")

/** In which order a file writes a date's parts when it does not write them YYYY-MM-DD. */
export type DateOrder = "ymd" | "mdy" | "dmy"

/**
 * A date as the import writes it (YYYY-MM-DD), from a file's `03/14/1990` (mdy) or `14.03.1990`
 * (dmy); a cell already YYYY-MM-DD, or one that does not read as such a date, is left as it was.
 */
export const isoDateOf = (value: string, order: DateOrder): string => {
  const parts = /^(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})$/.exec(value.trim())
  if (parts === null || order === "ymd") return value
  const [a, b, c] = [parts[1]!, parts[2]!, parts[3]!]
  if (a.length === 4) return value
  const [month, day] = order === "mdy" ? [a, b] : [b, a]
  const year =
    c.length === 2 ? `${Number(c) > Number(String(new Date().getUTCFullYear()).slice(2)) ? "19" : "20"}${c}` : c
  return `${year.padStart(4, "0")}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`
}

/** A day of the calendar written YYYY-MM-DD, of any year (a birth date's range is its own rule). */
const isCalendarDate = (s: string) => {
  const day = new Date(`${s}T00:00:00Z`)
  return /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(s)
}

/** How a date is written in each order, as a person reads it. */
const WRITTEN: Record<DateOrder, string> = { ymd: "YYYY-MM-DD", mdy: "MM/DD/YYYY", dmy: "DD/MM/YYYY" }

/**
 * The order a file's dates are written in, when it is not `order` and exactly one other reads
 * every one of them: said once, instead of a problem on every line.
 */
export const otherDateOrder = (cells: ReadonlyArray<string>, order: DateOrder): DateOrder | undefined => {
  const reads = (o: DateOrder) => cells.every((cell) => isCalendarDate(isoDateOf(cell, o)))
  if (cells.length === 0 || reads(order)) return undefined
  const fits = (["ymd", "mdy", "dmy"] as const).filter((o) => o !== order && reads(o))
  return fits.length === 1 ? fits[0] : undefined
}

const firstIssue = (error: ParseResult.ParseError) => schemaIssues(error)[0]?.message ?? "is not valid"

const blank = (value: string | undefined) =>
  value === undefined || value.trim() === "" ? null : fromCsvCell(value.trim())

/** A plain number or phone number (`+1 212 555 0141`, `-3.5`): no spreadsheet reads a formula in it. */
const NUMBER_LIKE = /^[+-][\d\s().-]*$/

/**
 * A cell as a spreadsheet may open it safely: one that would start a formula (`=`, `@`, a tab or
 * carriage return, or `+`/`-` before anything but a number) is prefixed with an apostrophe.
 */
export const toCsvCell = (value: string) =>
  /^[=@\t\r]/.test(value) || (/^[+-]/.test(value) && !NUMBER_LIKE.test(value)) ? `'${value}` : value

/** A cell as `toCsvCell` wrote it, read back: the apostrophe it added goes. */
export const fromCsvCell = (value: string) => (/^'[=@+\-\t\r]/.test(value) ? value.slice(1) : value)

/**
 * Reads one record of an import file (header names to cell text). `ratings` is written
 * `provider:rating` pairs separated by `;`, e.g. `dupr:4.25; utr:7`.
 */
export const readMemberRecord = (
  record: Readonly<Record<string, string | undefined>>,
  line: number,
  dateOrder: DateOrder = "ymd",
): Either.Either<MemberRow, ReadonlyArray<RowProblem>> => {
  const problems: Array<RowProblem> = []
  const problem = (field: string, message: string) => problems.push({ line, field, message })

  let first = blank(record.first_name)
  let last = blank(record.last_name)
  const full = blank(record.name)
  if ((first === null || last === null) && full !== null) {
    const words = full.split(/\s+/)
    first = first ?? words.slice(0, -1).join(" ")
    last = last ?? words.at(-1)!
    if (first === "") problem("name", "needs a first and a last name.")
  }
  if (first === null || last === null) problem("name", "is missing: give name, or first_name and last_name.")
  for (const [field, value] of [
    ["first_name", first],
    ["last_name", last],
  ] as const) {
    if (value !== null && value.length > 120) problem(field, "is longer than 120 characters.")
  }

  const checked = <A>(field: string, schema: Schema.Schema<A, string>, value: string | null): A | null => {
    if (value === null) return null
    const result = Schema.decodeUnknownEither(schema)(value)
    if (Either.isLeft(result)) {
      problem(field, firstIssue(result.left))
      return null
    }
    return result.right
  }
  const email = checked("email", Email, blank(record.email))
  const guardian = checked("guardian_email", Email, blank(record.guardian_email))
  const birthCell = blank(record.birth_date)
  const birthIso = birthCell === null ? null : isoDateOf(birthCell, dateOrder)
  // A cell that is no date in the file's order is quoted as the file wrote it.
  const dated = birthIso !== null && isCalendarDate(birthIso)
  if (birthIso !== null && !dated) problem("birth_date", `"${birthCell}" is not a date written ${WRITTEN[dateOrder]}.`)
  const birth = dated ? checked("birth_date", BirthDate, birthIso) : null
  const phone = blank(record.phone)
  if (phone !== null && phone.length > 40) problem("phone", "is longer than 40 characters.")
  const code = blank(record.membership_code)
  if (code !== null && code.length > 40) problem("membership_code", "is longer than 40 characters.")
  if (email !== null && guardian !== null && email.toLowerCase() === guardian.toLowerCase()) {
    problem("guardian_email", "is the member's own e-mail address.")
  }

  const ratings: Array<{ provider: string; rating: number }> = []
  for (const pair of (blank(record.ratings) ?? "")
    .split(";")
    .map((p) => p.trim())
    .filter((p) => p !== "")) {
    const [provider = "", value = ""] = pair.split(":").map((p) => p.trim())
    const rating = Number(value)
    if (Either.isLeft(Schema.decodeUnknownEither(RatingProvider)(provider)))
      problem("ratings", `"${pair}" does not name a provider like dupr:4.5.`)
    else if (value === "" || !Number.isFinite(rating)) problem("ratings", `"${pair}" has no number after the colon.`)
    else {
      const { min, max } = ratingRange(provider)
      if (rating < min || rating > max)
        problem("ratings", `a ${ratingLabel(provider)} rating is from ${min} to ${max}; ${rating} is outside.`)
      else if (ratings.some((r) => r.provider === provider))
        problem("ratings", `${ratingLabel(provider)} is given twice.`)
      else ratings.push({ provider, rating })
    }
  }

  return problems.length > 0
    ? Either.left(problems)
    : Either.right({
        line,
        first_name: first!,
        last_name: last!,
        email,
        phone,
        birth_date: birth,
        guardian_email: guardian,
        ratings,
        membership_code: code,
      })
}

/**
 * Checks a whole file: each row, and what rows say together (an e-mail address twice). Guardians
 * must exist in the file or the club; the caller knows the club.
 */
export const checkMemberFile = (
  records: ReadonlyArray<{ readonly line: number; readonly record: Readonly<Record<string, string | undefined>> }>,
  dateOrder: DateOrder = "ymd",
) => {
  const rows: Array<MemberRow> = []
  const problems: Array<RowProblem> = []
  const seen = new Map<string, number>()
  for (const { line, record } of records) {
    const result = readMemberRecord(record, line, dateOrder)
    if (Either.isLeft(result)) {
      problems.push(...result.left)
      continue
    }
    const email = result.right.email?.toLowerCase()
    if (email !== undefined && seen.has(email)) {
      problems.push({ line, field: "email", message: `is also on line ${seen.get(email)}.` })
      continue
    }
    if (email !== undefined) seen.set(email, line)
    rows.push(result.right)
  }
  return { rows, problems }
}

export const formatProblem = (p: RowProblem) => `line ${p.line}, ${p.field}: ${p.message}`

/** What an import does with one row. */
export interface PlannedMember {
  readonly row: MemberRow
  /**
   * `update` when a person with this e-mail exists (or this child exists under this guardian) and
   * the row changes what the club holds of them; `unchanged` when it does not.
   */
  readonly action: "create" | "update" | "unchanged"
  readonly userId: number | null
}
