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
})
