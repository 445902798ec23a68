import { execFileSync } from "node:child_process"
import * as path from "node:path"
import { build } from "esbuild"
import { describe, expect, it } from "vitest"

const root = path.resolve(import.meta.dirname, "..")

describe("the engine", () => {
  it("bundles for the browser: it imports nothing from Node", async () => {
    const result = await build({
      entryPoints: [path.join(root, "engine/index.ts")],
      bundle: true,
      platform: "browser",
      format: "esm",
      write: false,
      logLevel: "silent",
    })
    expect(result.errors).toEqual([])
    expect(result.outputFiles[0]!.text.length).toBeGreaterThan(1000)
  })

  it("a bundle that reaches for Node fails the same check", async () => {
    await expect(
      build({
        stdin: { contents: 'import "node:fs"', resolveDir: root },
        bundle: true,
        platform: "browser",
        write: false,
        logLevel: "silent",
      }),
    ).rejects.toThrow(/node:fs/)
  })

  it("runs the embedding example", () => {
    const output = execFileSync(process.execPath, ["--import", "tsx", "engine/example.ts"], {
      cwd: root,
      encoding: "utf8",
    })
    expect(output).toContain("A 4:30 PM–6:00 PM court for three: $20.00 + $20.00 + $20.00")
    expect(output).toContain("Bookings open 48 hours ahead")
    expect(output).toContain("Pending sessions of a 4-lesson pack with one attended: 3")
    expect(output).toContain("Only a membership that is active can be paused; this one is not started.")
  })
})
