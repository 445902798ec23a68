import { Either } from "effect"
import { describe, expect, it } from "vitest"
import {
  checkMemberFile,
  fromCsvCell,
  headerKey,
  isoDateOf,
  MEMBER_ALIASES,
  readMemberRecord,
  toCsvCell,
} from "./rules"

describe("member import rows", () => {
  it("reads a full name, ratings and a guardian", () => {
    const row = Either.getOrThrow(
      readMemberRecord(
        { name: "Ana María López", email: "ana@club.es", ratings: "dupr:4.5; utr:8", guardian_email: "" },
        2,
      ),
    )
    expect(row).toMatchObject({
      first_name: "Ana María",
      last_name: "López",
      email: "ana@club.es",
      guardian_email: null,
    })
    expect(row.ratings).toEqual([
      { provider: "dupr", rating: 4.5 },
      { provider: "utr", rating: 8 },
    ])
  })

  it("names every problem by line and field", () => {
    const result = readMemberRecord(
      { first_name: "Solo", email: "x@y", ratings: "dupr;dupr:9", birth_date: "2020-02-30" },
      7,
    )
    expect(Either.isLeft(result) && result.left.map((p) => `${p.line} ${p.field}`)).toEqual([
      "7 name",
      "7 email",
      "7 birth_date",
      "7 ratings",
      "7 ratings",
    ])
  })

  it("finds an e-mail address given twice in a file", () => {
    const { rows, problems } = checkMemberFile([
      { line: 2, record: { name: "A One", email: "a@b.com" } },
      { line: 3, record: { name: "A Two", email: "A@B.com" } },
    ])
    expect(rows).toHaveLength(1)
    expect(problems).toEqual([{ line: 3, field: "email", message: "is also on line 2." }])
  })
})

describe("member files and spreadsheets", () => {
  it("writes a cell that would start a formula so that a spreadsheet shows it as text, and reads it back", () => {
    for (const formula of ['=HYPERLINK("http://evil.example","Click")', "@SUM(A1)", "+cmd|' /C calc'!A0", "-2+3"]) {
      expect(toCsvCell(formula)).toBe(`'${formula}`)
      expect(fromCsvCell(toCsvCell(formula))).toBe(formula)
    }
    for (const plain of ["+1 212 555 0141", "-3.5", "Nora", "nora@example.com", "dupr:4.25; utr:7.5"])
      expect(toCsvCell(plain)).toBe(plain)
  })
})

describe("another system's member file", () => {
  it("has its headers read in any case and spacing, and its dates in the order it writes them", () => {
    expect(["First Name", "DATE_OF_BIRTH", " e-mail address ", "Member #"].map(headerKey)).toEqual([
      "first_name",
      "date_of_birth",
      "e_mail_address",
      "member",
    ])
    expect(MEMBER_ALIASES[headerKey("Phone Number")]).toBe("phone")
    expect(isoDateOf("03/14/1990", "mdy")).toBe("1990-03-14")
    expect(isoDateOf("14.03.1990", "dmy")).toBe("1990-03-14")
    expect(isoDateOf("1990-03-14", "mdy")).toBe("1990-03-14")
    expect(isoDateOf("3/4/05", "mdy")).toBe("2005-03-04")
    // Not a date in that order: left for the date check to name.
    expect(isoDateOf("next week", "mdy")).toBe("next week")
    expect(isoDateOf("03/14/1990", "ymd")).toBe("03/14/1990")
  })
})
