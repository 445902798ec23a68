// Builds the engine package: every module of the engine to its own ES module (`dist/<path>.js`, its
// relative imports made explicit as Node's ESM resolution requires, each package left to the
// embedder's node_modules, `effect` among them), so a service's tag is one class whichever entry
// imports it, a bundler keeps only the modules a page uses, and `@venue/server` imports the engine's
// own modules rather than copies; and tsc's declarations beside them, their imports made explicit too.
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { build } from "esbuild"
import { explicit, renameDeclarationImports } from "../scripts/build/declarations.mjs"

const HERE = path.dirname(fileURLToPath(import.meta.url))
const DIST = path.join(HERE, "dist")

const sources = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "dist" || entry.name === "node_modules" ? [] : sources(full)
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : []
  })

/** Each relative import stays an import of the engine's own module (JSON is inlined where it is read). */
const ownModules = {
  name: "own-modules",
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind === "entry-point" || args.path.endsWith(".json")) return undefined
      const target = path.resolve(args.resolveDir, args.path)
      if (!target.startsWith(`${HERE}${path.sep}`))
        throw new Error(`${args.importer} reaches outside the engine: ${args.path}`)
      return { path: explicit(args.importer, args.path, ".ts"), external: true }
    })
  },
}

fs.rmSync(DIST, { recursive: true, force: true })
await build({
  entryPoints: sources(HERE),
  outdir: DIST,
  outbase: HERE,
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  sourcemap: true,
  plugins: [ownModules],
  logLevel: "warning",
})

execFileSync(process.execPath, [path.join(HERE, "../node_modules/typescript/bin/tsc"), "-p", "tsconfig.build.json"], {
  cwd: HERE,
  stdio: "inherit",
})

renameDeclarationImports(path.join(DIST, "types"))
