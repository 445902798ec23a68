// What the engine's and the server's builds share: relative imports made explicit as Node's ESM
// resolution requires (`./x` → `./x.js` or `./x/index.js`), in the modules and in the declarations.
import * as fs from "node:fs"
import * as path from "node:path"

/** A relative specifier as Node resolves it: the module's `.js`, or its folder's `index.js`. */
export const explicit = (from, specifier, suffix) => {
  const target = path.resolve(path.dirname(from), specifier)
  if (fs.existsSync(`${target}${suffix}`)) return `${specifier}.js`
  if (fs.existsSync(path.join(target, `index${suffix}`))) return `${specifier}/index.js`
  throw new Error(`${from}: ${specifier} names no module`)
}

const declarationFiles = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? declarationFiles(full) : entry.name.endsWith(".d.ts") ? [full] : []
  })

/** Every relative import of the declarations under `dir` named as `name(file, specifier)` says. */
export const renameDeclarationImports = (dir, name = (file, specifier) => explicit(file, specifier, ".d.ts")) => {
  for (const file of declarationFiles(dir)) {
    const text = fs.readFileSync(file, "utf8")
    const fixed = text.replace(
      /(from |import\()(["'])(\.{1,2}(?:\/[^"']*)?)\2/g,
      (_, lead, quote, specifier) => `${lead}${quote}${name(file, specifier)}${quote}`,
    )
    if (fixed !== text) fs.writeFileSync(file, fixed)
  }
}
