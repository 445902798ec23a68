import { spawnSync } from "node:child_process"
import * as fs from "node:fs"
import { describe, expect, it } from "vitest"

/** What `npm start` does before serving: build once, then not again until a source changes. */

const isBuilt = () =>
  spawnSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      "process.stdout.write(String((await import('./scripts/build/build.mjs')).isBuilt()))",
    ],
    { encoding: "utf8" },
  ).stdout

describe("the production build", () => {
  it("is current after a build, and stale once a source changes", () => {
    expect(isBuilt()).toBe("true")
    const source = "engine/dates.ts"
    const text = fs.readFileSync(source, "utf8")
    fs.writeFileSync(source, `${text}\n`)
    try {
      expect(isBuilt()).toBe("false")
    } finally {
      fs.writeFileSync(source, text)
    }
    expect(isBuilt()).toBe("true")
    // Touched but the same (a checkout, a save without a change): still built.
    const now = new Date()
    fs.utimesSync(source, now, now)
    expect(isBuilt()).toBe("true")
  })

  it("serves plain JavaScript: no transpiler is loaded to run it", () => {
    const bundle = fs.readdirSync("dist/server").filter((f) => f.endsWith(".js"))
    expect(bundle).toContain("main.js")
    for (const file of bundle) expect(fs.readFileSync(`dist/server/${file}`, "utf8")).not.toMatch(/from "tsx|"tsx\//)
  })
})
