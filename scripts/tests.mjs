// Runs a part of the suite. Further arguments go to vitest (a file name, -t "a test's name").
//   npm run test:engine      the engine's pure rules (engine/**/*.test.ts that reach no database),
//                            in seconds: nothing is built, no database started
//   npm run test:properties  every test file holding a property (it imports fast-check), with
//                            FC_NUM_RUNS and FC_SEED honoured (fixtures/testing/properties.ts)
//   npm run test:database    every file that reaches the database but the browser walks: what a
//                            run on another PostgreSQL (DATABASE_URL) has to repeat
// One area: `npx vitest run engine/clinics` (vitest takes a part of the files' paths).
// `node scripts/tests.mjs list <part>` prints the part's files instead of running them.
import { spawnSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const SKIP = new Set(["node_modules", "dist", ".git", "data", "artifacts"])

const walk = (dir) =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : walk(relative)
    return [relative]
  })
const sources = walk(".").map((f) => f.replace(/^\.\//, ""))
const testFiles = sources.filter((f) => /\.test\.tsx?$/.test(f) && !f.startsWith(`reliability${path.sep}`)).sort()
const text = (file) => fs.readFileSync(path.join(root, file), "utf8")

/** The project's own modules a file imports (statically or not), as paths from the root. */
const importsOf = (file) => {
  const specifiers = [...text(file).matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)].map((m) => m[1])
  return specifiers.flatMap((specifier) => {
    const base = path.join(path.dirname(file), specifier)
    const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")].find((candidate) =>
      fs.statSync(path.join(root, candidate), { throwIfNoEntry: false })?.isFile(),
    )
    return found === undefined ? [] : [found]
  })
}

/**
 * Whether a test file reaches the database: it or a module it imports (transitively) asks for the
 * run's PostgreSQL (fixtures/testing/testDatabase.ts, the one place that knows it) or names
 * DATABASE_URL itself.
 */
const reachesDatabase = (file) => {
  const seen = new Set()
  const pending = [file]
  while (pending.length > 0) {
    const next = pending.pop()
    if (seen.has(next)) continue
    seen.add(next)
    if (next === path.join("fixtures", "testing", "testDatabase.ts")) return true
    if (next === file && /DATABASE_URL/.test(text(next))) return true
    pending.push(...importsOf(next))
  }
  return false
}

const isBrowserWalk = (file) => path.dirname(file) === "web"

const PARTS = {
  engine: () =>
    testFiles.filter(
      (f) => f.startsWith(`engine${path.sep}`) && !f.includes(`${path.sep}services${path.sep}`) && !reachesDatabase(f),
    ),
  properties: () => testFiles.filter((f) => /from "fast-check"/.test(text(f))),
  database: () => testFiles.filter((f) => !isBrowserWalk(f) && reachesDatabase(f)),
}

const args = process.argv.slice(2)
const listing = args[0] === "list"
const [which, ...rest] = listing ? args.slice(1) : args
if (!(which in PARTS)) {
  console.error("usage: node scripts/tests.mjs [list] engine|properties|database [vitest arguments]")
  process.exit(2)
}
const files = PARTS[which]()
if (listing) {
  process.stdout.write(`${files.join("\n")}\n`)
  process.exit(0)
}
const run = spawnSync(process.execPath, [path.join(root, "node_modules/vitest/vitest.mjs"), "run", ...files, ...rest], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, ...(which === "engine" ? { TESTS_WITHOUT_DATABASE: "1" } : {}) },
})
process.exit(run.status ?? 1)
