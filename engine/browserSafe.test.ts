import * as path from "node:path"
import { gzipSync } from "node:zlib"
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

  it("tree-shakes: a page that prices a court, splits it and checks a rating carries 40 KB gzipped at most", async () => {
    // Through the package's own entry, as a web app imports it: the schemas, the Effect runtime and
    // the other rules stay out (package.json says the engine's modules have no side effects).
    const result = await build({
      stdin: {
        contents: `import { courtFees, formatMoney, split, ratingScale } from "./engine/rules"
          console.log(courtFees, formatMoney, split, ratingScale)`,
        resolveDir: root,
        loader: "ts",
      },
      bundle: true,
      minify: true,
      platform: "browser",
      format: "esm",
      write: false,
      metafile: true,
      logLevel: "silent",
    })
    const gzipped = gzipSync(result.outputFiles[0]!.contents).length
    expect(gzipped).toBeLessThanOrEqual(40 * 1024)
    const kept = Object.values(result.metafile.outputs)[0]!.inputs
    const inputs = Object.keys(kept).filter((file) => kept[file]!.bytesInOutput > 0)
    expect(inputs.filter((file) => /effect\/dist\/esm\/(Schema|internal\/fiberRuntime)\.js$/.test(file))).toEqual([])
    expect(inputs.filter((file) => /fast-check|date-fns\/locale/.test(file))).toEqual([])
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
