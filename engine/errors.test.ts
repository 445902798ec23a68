import { Either, Schema } from "effect"
import * as fs from "node:fs"
import * as path from "node:path"
import { describe, expect, it } from "vitest"
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
    const root = path.resolve(import.meta.dirname, "..")
    const direct = ["engine", "adapters", "cli", "web/src"].flatMap((dir) =>
      fs
        .readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
        .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
        .map((f) => path.join(dir, f))
        .filter(
          (f) =>
            f !== "engine/errors.ts" &&
            /ArrayFormatter|TreeFormatter/.test(fs.readFileSync(path.join(root, f), "utf8")),
        ),
    )
    expect(direct).toEqual([])
  })
})
