import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { packagesDeclared, packagesImported, writeStrictNodeProject } from "../fixtures/testing/packageImports"
import { commandOutput as run } from "../fixtures/testing/commands"
import { clonePostgres } from "../fixtures/testing/template"
import { testDatabaseUrl } from "../fixtures/testing/testDatabase"

const root = path.resolve(import.meta.dirname, "..")

const examples = path.join(root, "examples")

/** An example as an embedder runs it: its own directory, the package as npm linked it, no test fixture. */
const runExample = (env: Record<string, string>, file = "embedding.ts") =>
  run(process.execPath, ["--import", "tsx", file], {
    cwd: examples,
    env: { PATH: process.env.PATH, ...env },
    timeout: 120_000,
  })

const expectRan = (output: string) => {
  expect(output).toContain("Price of Court 1 tomorrow at 10:00: $30.00")
  expect(output).toMatch(/Booked reservation \d+ and paid it in cash/)
  expect(output).toContain("Enrolled in Cardio Tennis: $25.00 to pay")
  expect(output).toMatch(/Renewed membership \d+: renewed, pending/)
}

beforeAll(async () => {
  await run(process.execPath, ["engine/build.mjs"], { cwd: root, timeout: 240_000 })
  await run(process.execPath, ["server/build.mjs"], { cwd: root, timeout: 240_000 })
  await run("npm", ["run", "build", "-w", "@venue/client"], { cwd: root, timeout: 120_000 })
}, 300_000)

describe("the engine, server and client packages, as a program using them does", () => {
  it("is imported only through its entry points: the examples type-check with Node's own module resolution", async () => {
    const linked = fs.realpathSync(path.join(root, "node_modules/@venue/engine"))
    expect(linked).toBe(path.join(root, "engine"))
    await run(process.execPath, [path.join(root, "node_modules/typescript/bin/tsc"), "-p", examples])
    const sources = ["embedding.ts", "rules.ts", "client.ts"].map((f) =>
      fs.readFileSync(path.join(examples, f), "utf8"),
    )
    const imported = sources.flatMap((source) => [...source.matchAll(/from "([^"]+)"/g)].map((m) => m[1]))
    expect(imported.filter((i) => i !== "effect" && !/^@venue\/(engine\/|client|server$)/.test(i!))).toEqual([])
  })

  it("the server package imports no package its package.json does not name, and the engine's modules from the engine", () => {
    const declared = packagesDeclared(path.join(root, "server/package.json"))
    const imported = packagesImported(path.join(root, "server/dist"))
    expect(imported.filter((name) => !declared.includes(name))).toEqual([])
    expect(imported).toContain("@venue/engine")
    // The engine is imported, never bundled into the server a second time.
    expect(fs.readFileSync(path.join(root, "server/dist/index.js"), "utf8")).not.toMatch(/^\/\/ engine\//m)
  })

  it("the docs' TypeScript snippets are complete programs: each type-checks strictly and runs", async () => {
    const docs = path.join(root, "docs")
    const snippets = fs
      .readdirSync(docs)
      .filter((file) => file.endsWith(".md"))
      .flatMap((file) =>
        [...fs.readFileSync(path.join(docs, file), "utf8").matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!),
      )
    expect(snippets.length).toBeGreaterThanOrEqual(2)
    // Beside the examples, so the packages resolve as the examples' do; gone afterwards.
    const dir = fs.mkdtempSync(path.join(examples, ".snippets-"))
    const clone = await clonePostgres(testDatabaseUrl())
    try {
      snippets.forEach((code, i) => fs.writeFileSync(path.join(dir, `snippet${i}.ts`), code))
      const settings = JSON.parse(fs.readFileSync(path.join(examples, "tsconfig.json"), "utf8"))
      fs.writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ ...settings, include: ["*.ts"] }))
      await run(process.execPath, [path.join(root, "node_modules/typescript/bin/tsc"), "-p", dir])
      const outputs: Array<string> = []
      for (let i = 0; i < snippets.length; i++)
        outputs.push(
          await run(process.execPath, ["--import", "tsx", `snippet${i}.ts`], {
            cwd: dir,
            env: { PATH: process.env.PATH, DATABASE_URL: clone.url, DATA_DIR: path.join(dir, "data") },
            timeout: 120_000,
          }),
        )
      expect(outputs.join("")).toContain("Harbour Padel: Pista 1, Pista 2")
      expect(outputs.join("")).toContain("$15.00 + $24.00")
    } finally {
      await clone.drop()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }, 180_000)

  it("runs the pure rules with no database", async () => {
    const output = await runExample({}, "rules.ts")
    expect(output).toContain("A 4:30 PM–6:00 PM court for three: $20.00 + $20.00 + $20.00")
    expect(output).toContain("Bookings open 48 hours ahead")
    expect(output).toContain("Pending sessions of a 4-lesson pack with one attended: 3")
    expect(output).toContain("Only a membership that is active can be paused; this one is not started.")
  })

  it("prices, books, enrols and renews on PostgreSQL named by a URL", async () => {
    const clone = await clonePostgres(testDatabaseUrl())
    const secrets = fs.mkdtempSync(path.join(os.tmpdir(), "venue-example-"))
    try {
      expectRan(await runExample({ DATABASE_URL: clone.url, DATA_DIR: secrets }))
    } finally {
      await clone.drop()
      fs.rmSync(secrets, { recursive: true, force: true })
    }
  }, 120_000)

  it("does the same on an embedded database it starts in a directory, and again when restarted", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "venue-example-"))
    try {
      expectRan(await runExample({ DATA_DIR: path.join(dataDir, "db") }))
      expectRan(await runExample({ DATA_DIR: path.join(dataDir, "db") }))
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 180_000)
})

let app: string

/** The packages a directory's node_modules holds, by name. */
const installed = (dir: string): Array<string> =>
  fs.readdirSync(dir).flatMap((name) => {
    if (name.startsWith(".")) return []
    if (name.startsWith("@")) return installed(path.join(dir, name)).map((inner) => `${name}/${inner}`)
    const nested = path.join(dir, name, "node_modules")
    return [name, ...(fs.existsSync(nested) ? installed(nested) : [])]
  })

const bytesUnder = (dir: string): number =>
  fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name)
    return sum + (entry.isDirectory() ? bytesUnder(full) : entry.isFile() ? fs.statSync(full).size : 0)
  }, 0)

describe("the engine package, installed for its rules in a fresh directory", () => {
  beforeAll(async () => {
    // Packed as built above (its prepack would build it again) into a new directory that knows nothing
    // of this repository: the engine and effect, nothing else asked for.
    app = fs.mkdtempSync(path.join(os.tmpdir(), "venue-fresh-engine-"))
    const [packed] = JSON.parse(
      await run("npm", ["pack", "-w", "@venue/engine", "--ignore-scripts", "--json", "--pack-destination", app], {
        cwd: root,
        timeout: 240_000,
      }),
    )
    const effect = JSON.parse(fs.readFileSync(path.join(root, "node_modules/effect/package.json"), "utf8")).version
    fs.writeFileSync(
      path.join(app, "package.json"),
      JSON.stringify({ name: "fresh-engine-app", private: true, type: "module", dependencies: {} }),
    )
    await run(
      "npm",
      ["install", "--no-audit", "--no-fund", "--prefer-offline", `./${packed.filename}`, `effect@${effect}`],
      { cwd: app, timeout: 240_000 },
    )
    fs.copyFileSync(path.join(root, "examples/rules.ts"), path.join(app, "rules.ts"))
    writeStrictNodeProject(app, root)
  }, 300_000)
  afterAll(() => {
    if (app !== undefined) fs.rmSync(app, { recursive: true, force: true })
  })

  it("brings effect and four small packages: no database, no server, no provider's SDK", () => {
    const modules = path.join(app, "node_modules")
    const names = installed(modules).sort()
    expect(
      names.filter((n) => /pg|postgres|stripe|nodemailer|argon2|stream-chat|transbank|@effect\/(sql|platform)/.test(n)),
    ).toEqual([])
    expect(names.length).toBeLessThanOrEqual(15)
    // effect and date-fns are most of it; the engine itself a few megabytes.
    expect(bytesUnder(modules)).toBeLessThan(100 * 1024 * 1024)
  })

  it("imports no package its package.json does not name", () => {
    const declared = packagesDeclared(path.join(root, "engine/package.json"))
    expect(packagesImported(path.join(root, "engine/dist")).filter((name) => !declared.includes(name))).toEqual([])
  })

  it("type-checks the rules example strictly and runs it", async () => {
    await run(process.execPath, [path.join(root, "node_modules/typescript/bin/tsc"), "-p", app])
    const output = await run(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "rules.ts"], {
      cwd: app,
      env: { PATH: process.env.PATH },
      timeout: 60_000,
    })
    expect(output).toContain("A 4:30 PM–6:00 PM court for three: $20.00 + $20.00 + $20.00")
  })
})
