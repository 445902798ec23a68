import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { beforeAll, describe, expect, it } from "vitest"
import { clonePostgres } from "../fixtures/testing/template"
import { testDatabaseUrl } from "../fixtures/testing/testDatabase"

const root = path.resolve(import.meta.dirname, "..")
const examples = path.join(root, "examples")

/** An example as an embedder runs it: its own directory, the package as npm linked it, no test fixture. */
const runExample = (env: Record<string, string>, file = "embedding.ts") =>
  execFileSync(process.execPath, ["--import", "tsx", file], {
    cwd: examples,
    encoding: "utf8",
    env: { PATH: process.env.PATH, ...env },
    timeout: 120_000,
  })

const expectRan = (output: string) => {
  expect(output).toContain("Price of Court 1 tomorrow at 10:00: $30.00")
  expect(output).toMatch(/Booked reservation \d+ and paid it in cash/)
  expect(output).toContain("Enrolled in Cardio Tennis: $25.00 to pay")
  expect(output).toMatch(/Renewed membership \d+: renewed, pending/)
}

describe("the engine and client packages, as a program using them does", () => {
  beforeAll(() => {
    execFileSync(process.execPath, ["engine/build.mjs"], { cwd: root, stdio: "pipe", timeout: 240_000 })
    execFileSync("npm", ["run", "build", "-w", "@venue/client"], { cwd: root, stdio: "pipe", timeout: 120_000 })
  }, 300_000)

  it("is imported only through its entry points: the examples type-check with Node's own module resolution", () => {
    const linked = fs.realpathSync(path.join(root, "node_modules/@venue/engine"))
    expect(linked).toBe(path.join(root, "engine"))
    execFileSync(process.execPath, [path.join(root, "node_modules/typescript/bin/tsc"), "-p", examples], {
      encoding: "utf8",
    })
    const sources = ["embedding.ts", "rules.ts", "client.ts"].map((f) =>
      fs.readFileSync(path.join(examples, f), "utf8"),
    )
    const imported = sources.flatMap((source) => [...source.matchAll(/from "([^"]+)"/g)].map((m) => m[1]))
    expect(imported.filter((i) => i !== "effect" && !/^@venue\/(engine\/|client)/.test(i!))).toEqual([])
  })

  it("runs the pure rules with no database", () => {
    const output = runExample({}, "rules.ts")
    expect(output).toContain("A 4:30 PM–6:00 PM court for three: $20.00 + $20.00 + $20.00")
    expect(output).toContain("Bookings open 48 hours ahead")
    expect(output).toContain("Pending sessions of a 4-lesson pack with one attended: 3")
    expect(output).toContain("Only a membership that is active can be paused; this one is not started.")
  })

  it("prices, books, enrols and renews on PostgreSQL named by a URL", async () => {
    const clone = await clonePostgres(testDatabaseUrl())
    const secrets = fs.mkdtempSync(path.join(os.tmpdir(), "venue-example-"))
    try {
      expectRan(runExample({ DATABASE_URL: clone.url, DATA_DIR: secrets }))
    } finally {
      await clone.drop()
      fs.rmSync(secrets, { recursive: true, force: true })
    }
  }, 120_000)

  it("does the same on an embedded database it starts in a directory, and again when restarted", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "venue-example-"))
    try {
      expectRan(runExample({ DATA_DIR: path.join(dataDir, "db") }))
      expectRan(runExample({ DATA_DIR: path.join(dataDir, "db") }))
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 180_000)
})
