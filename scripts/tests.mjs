// `npm run test:properties`: every test file holding a property (it imports fast-check), with
// FC_NUM_RUNS and FC_SEED honoured (fixtures/testing/properties.ts). `npm run test:engine`: the
// engine's pure rules (engine/*.test.ts that touch no database), in seconds: nothing is built,
// no database started. Further arguments go to vitest (a file name, -t "a test's name").
import { spawnSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const SKIP = new Set(["node_modules", "dist", ".git", "data"])
const testFiles = (dir) =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory()) return SKIP.has(entry.name) || relative === "reliability" ? [] : testFiles(relative)
    return /\.test\.tsx?$/.test(entry.name) ? [relative] : []
  })
const text = (file) => fs.readFileSync(path.join(root, file), "utf8")
const usesDatabase = (file) => /startEngine|startTestServer|testDatabaseUrl|clonePostgres/.test(text(file))

const [which, ...rest] = process.argv.slice(2)
const files = testFiles(".")
  .map((f) => f.replace(/^\.\//, ""))
  .filter((f) =>
    which === "properties"
      ? /from "fast-check"/.test(text(f))
      : f.startsWith(`engine${path.sep}`) && !f.includes(`${path.sep}services${path.sep}`) && !usesDatabase(f),
  )
  .sort()
if (which !== "properties" && which !== "engine") {
  console.error("usage: node scripts/tests.mjs properties|engine [vitest arguments]")
  process.exit(2)
}
const run = spawnSync(process.execPath, [path.join(root, "node_modules/vitest/vitest.mjs"), "run", ...files, ...rest], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, ...(which === "engine" ? { TESTS_WITHOUT_DATABASE: "1" } : {}) },
})
process.exit(run.status ?? 1)
