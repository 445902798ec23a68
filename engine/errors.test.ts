import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { sourceFiles, sourceText } from "../fixtures/testing/sources"
import { issuesOf, schemaIssues } from "./errors"

const Row = Schema.Struct({ kind: Schema.Literal("closed", "open", "members"), courts: Schema.Number })
const problemsOf = (value: unknown) => {
  const decoded = Schema.decodeUnknownEither(Row)(value, { errors: "all" })
  if (Either.isRight(decoded)) throw new Error("expected a problem")
  return decoded.left
}

describe("schema problems", () => {
  it("name a field's allowed words once, not once per word", () => {
    expect(schemaIssues(problemsOf({ kind: "shut", courts: "two" }))).toEqual([
      { path: ["kind"], message: 'Expected one of "closed", "open", "members", actual "shut"' },
      { path: ["courts"], message: 'Expected number, actual "two"' },
    ])
    expect(issuesOf(problemsOf({ kind: "open" }))).toEqual(["courts: is missing"])
  })

  it("are read through schemaIssues everywhere, so no screen or command lists a word per line", () => {
    const direct = sourceFiles(["engine", "adapters", "cli", "web/src"]).filter(
      (f) => f !== "engine/errors.ts" && /ArrayFormatter|TreeFormatter/.test(sourceText(f)),
    )
    expect(direct).toEqual([])
  })
})
