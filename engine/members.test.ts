import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { checkMemberFile, fromCsvCell, readMemberRecord, toCsvCell } from "./members"

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
