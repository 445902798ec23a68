import * as fs from "node:fs"
import * as path from "node:path"
import { describe, expect, it } from "vitest"
import { sourceFiles, sourceText } from "../fixtures/testing/sources"

/**
 * The one shape storage has (docs/architecture.md, "Adding a function area"): an area is a folder
 * of the engine and a file of storage; the shared hubs stay lists. Budgets only shrink: lower one
 * when a change goes under it.
 */

const root = path.resolve(import.meta.dirname, "..")
const lines = (file: string) => sourceText(file).split("\n").length

/** Raw SQL answers typed by assertion (`sql<Row>`) rather than decoded with a schema. */
const ASSERTED_ROWS_BUDGET = 65

describe("the storage seam", () => {
  it("engine/ports.ts holds the one port every area shares, and repositories.ts only lists the areas' layers", () => {
    expect(lines("engine/ports.ts")).toBeLessThanOrEqual(30)
    expect(sourceText("engine/ports.ts").match(/Context\.Tag\(/g)).toHaveLength(1)
    expect(lines("adapters/sql/repositories.ts")).toBeLessThanOrEqual(120)
    expect(sourceText("adapters/sql/repositories.ts")).not.toMatch(/repository\(|sql`/)
  })

  it("the engine's root holds what every area shares; each area is a folder", () => {
    const rootFiles = fs.readdirSync(path.join(root, "engine"), { withFileTypes: true }).filter((e) => e.isFile())
    expect(rootFiles.length).toBeLessThanOrEqual(30)
    expect(fs.existsSync(path.join(root, "engine/services"))).toBe(false)
    const tagsAtRoot = sourceFiles(["engine"])
      .filter((f) => path.dirname(f) === "engine")
      .filter((f) => /Context\.Tag\("venue\/\w+Repo"\)/.test(sourceText(f)))
    expect(tagsAtRoot).toEqual([])
  })

  it("an area's rules are pure: its tags (storage and outside systems) live in its port.ts, or a file of their own", () => {
    const tagsInRules = sourceFiles(["engine"])
      .filter((f) => path.basename(f) === "rules.ts")
      .filter((f) => /Context\.Tag\(/.test(sourceText(f)))
    expect(tagsInRules).toEqual([])
  })

  it("a club's things are checked as the club's in engine/access.ts only (ownedBy), never by hand", () => {
    // Either side of the comparison, a conversion around it included.
    const byHand = /(?<![\w.]current_)facility_id\)?\s*[!=]==|[!=]==\s*(Number\()?[\w.]*(?<!current_)facility_id\b/
    const found = sourceFiles(["engine"]).filter((f) => f !== "engine/access.ts" && byHand.test(sourceText(f)))
    expect(found).toEqual([])
  })

  it(`rows typed by assertion do not grow (${ASSERTED_ROWS_BUDGET}): new reads decode with the port's schemas`, () => {
    const asserted = sourceFiles(["adapters/sql"]).reduce(
      (n, f) => n + (sourceText(f).match(/\bsql</g) ?? []).length,
      0,
    )
    expect(asserted).toBeLessThanOrEqual(ASSERTED_ROWS_BUDGET)
  })
})
