// The package registry this project is built against lacks some other-platform builds (rollup's
// android, freebsd ... binaries), so `npm install` leaves them out of package-lock.json and `npm ci`
// then refuses the lockfile. This adds the missing optional platform entries (version, os, cpu),
// which npm ci skips on other platforms. Run it after `npm install` changes the lockfile:
//   node .ci/repair-lockfile.mjs
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"

const OSES = ["android", "darwin", "freebsd", "linux", "win32", "openbsd", "openharmony", "sunos", "aix", "netbsd"]
const CPUS = ["arm64", "arm", "x64", "ia32", "loong64", "ppc64", "riscv64", "s390x"]

const missingEntries = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-"))
  fs.copyFileSync("package.json", path.join(dir, "package.json"))
  fs.copyFileSync("package-lock.json", path.join(dir, "package-lock.json"))
  try {
    execFileSync("npm", ["ci", "--dry-run", "--ignore-scripts"], { cwd: dir, stdio: "pipe" })
    return []
  } catch (error) {
    const output = String(error.stderr ?? "")
    return [...output.matchAll(/Missing: (.+?)@\S* from lock file/g)].map((m) => m[1])
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const missing = missingEntries()
const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8"))
for (const name of missing) {
  const parent = Object.values(lock.packages).find((meta) => meta.optionalDependencies?.[name])
  if (!parent) throw new Error(`No package asks for ${name}; run npm install first.`)
  const parts = name.split("/").at(-1).split("-")
  const platform = parts.find((p) => OSES.includes(p))
  const cpu = parts.find((p) => CPUS.includes(p))
  if (!platform || !cpu) throw new Error(`Cannot tell the platform of ${name}.`)
  lock.packages[`node_modules/${name}`] = {
    version: parent.optionalDependencies[name].replace(/^[\^~=]/, ""),
    cpu: [cpu],
    ...(parent.dev ? { dev: true } : {}),
    ...(parts.some((p) => p.startsWith("musl"))
      ? { libc: ["musl"] }
      : parts.includes("gnu") || parts.includes("gnueabihf")
        ? { libc: ["glibc"] }
        : {}),
    optional: true,
    os: [platform],
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
)
fs.writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`)
console.log(
  missing.length === 0
    ? "package-lock.json is complete."
    : `Added ${missing.length} platform entries to package-lock.json.`,
)
