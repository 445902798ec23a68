// Builds the engine package: its entry points bundled by esbuild (shared code in shared chunks, so a
// service's tag is one class whichever entry it is imported from; every package left to the
// embedder's node_modules, `effect` among them), and tsc's declarations with their relative imports
// made explicit (`./x.js`), as Node's ESM resolution, which importers type-check with, requires.
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { build } from "esbuild"

const HERE = path.dirname(fileURLToPath(import.meta.url))
const DIST = path.join(HERE, "dist")

fs.rmSync(DIST, { recursive: true, force: true })
await build({
  entryPoints: {
    index: path.join(HERE, "index.ts"),
    rules: path.join(HERE, "rules.ts"),
    services: path.join(HERE, "services.ts"),
    venue: path.join(HERE, "../adapters/venue.ts"),
  },
  outdir: DIST,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
})

execFileSync(process.execPath, [path.join(HERE, "../node_modules/typescript/bin/tsc"), "-p", "tsconfig.build.json"], {
  cwd: HERE,
  stdio: "inherit",
})

const explicit = (file, specifier) => {
  const target = path.resolve(path.dirname(file), specifier)
  if (fs.existsSync(`${target}.d.ts`)) return `${specifier}.js`
  if (fs.existsSync(path.join(target, "index.d.ts"))) return `${specifier}/index.js`
  throw new Error(`${file}: ${specifier} names no declaration file`)
}
const declarations = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? declarations(full) : entry.name.endsWith(".d.ts") ? [full] : []
  })
for (const file of declarations(path.join(DIST, "types"))) {
  const text = fs.readFileSync(file, "utf8")
  const fixed = text.replace(
    /(from |import\()(["'])(\.{1,2}(?:\/[^"']*)?)\2/g,
    (_, lead, quote, specifier) => `${lead}${quote}${explicit(file, specifier)}${quote}`,
  )
  if (fixed !== text) fs.writeFileSync(file, fixed)
}
