import { SqlError } from "@effect/sql/SqlError"
import { describe, expect, it } from "vitest"
import { isDatabaseUnreachable, sqlStateOf } from "./errorBodies"

const failed = (cause: object) => new SqlError({ cause, message: "Failed to execute statement" })

describe("a failed statement, for the answer and the log", () => {
  it("names PostgreSQL's code and nothing of the statement's values", () => {
    expect(sqlStateOf(failed({ code: "57014", message: "canceling statement due to user request" }))).toBe("57014")
    expect(sqlStateOf(failed({ code: "22P02 x", message: 'invalid input syntax for type uuid: "ann@x.org"' }))).toBe(
      undefined,
    )
    expect(sqlStateOf(new Error("boom"))).toBe(undefined)
  })

  it("tells an unreachable database from a failed statement", () => {
    expect(isDatabaseUnreachable(failed({ code: "57P01" }))).toBe(true)
    expect(isDatabaseUnreachable(failed({ message: "Connection terminated unexpectedly" }))).toBe(true)
    expect(isDatabaseUnreachable(failed({ code: "57014" }))).toBe(false)
  })
})
