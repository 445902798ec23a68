// Builds the server package: `makeVenue` and `VenueLive` (every service of `@venue/engine` over
// PostgreSQL or an embedded database, with the mail, card and chat providers) bundled by esbuild,
// the engine's own modules imported from `@venue/engine` (never copied, so a service's tag and an
// error's class are the engine's), every other package left to node_modules; and the declarations,
// their imports of the engine's made `@venue/engine/<module>`.
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { build } from "esbuild"
import { explicit, renameDeclarationImports } from "../scripts/build/declarations.mjs"

const HERE = path.dirname(fileURLToPath(import.meta.url))
const ROOT = path.resolve(HERE, "..")
const ENGINE = path.join(ROOT, "engine")
const DIST = path.join(HERE, "dist")

/** The engine's module a path names, as the engine package exports it (`@venue/engine/access`). */
const engineModule = (file) => {
  const relative = path.relative(ENGINE, file).split(path.sep).join("/")
  const exists = (suffix) => fs.existsSync(`${file}${suffix}`)
  if (exists(".ts")) return `@venue/engine/${relative}`
  if (fs.existsSync(path.join(file, "index.ts"))) return `@venue/engine/${relative}/index`
  return undefined
}

const engineFromPackage = {
  name: "engine-from-package",
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      const target = path.resolve(args.resolveDir, args.path)
      if (!target.startsWith(`${ENGINE}${path.sep}`)) return undefined
      const module = engineModule(target)
      if (module === undefined) throw new Error(`${args.importer}: ${args.path} names no engine module`)
      return { path: module, external: true }
    })
  },
}

fs.rmSync(DIST, { recursive: true, force: true })
await build({
  entryPoints: { index: path.join(ROOT, "adapters/venue.ts") },
  outdir: DIST,
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  sourcemap: true,
  plugins: [engineFromPackage],
  logLevel: "warning",
})

execFileSync(process.execPath, [path.join(ROOT, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.build.json"], {
  cwd: HERE,
  stdio: "inherit",
})

// tsc wrote the engine's declarations beside the server's: the server's name the package's instead.
const TYPES = path.join(DIST, "types")
fs.rmSync(path.join(TYPES, "engine"), { recursive: true, force: true })
renameDeclarationImports(TYPES, (file, specifier) => {
  const inEngine = path.relative(path.join(TYPES, "engine"), path.resolve(path.dirname(file), specifier))
  return inEngine.startsWith("..") ? explicit(file, specifier, ".d.ts") : engineModule(path.join(ENGINE, inEngine))
})
