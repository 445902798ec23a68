/**
 * What holds the server's memory: the built server (`npm start`'s) on a fresh database with the
 * demo club, after a few hundred requests of each kind, then a V8 heap snapshot (taken by
 * `--heapsnapshot-signal`) summed by what the objects are, beside the process's resident memory.
 * `npm run bench:memory` (PostgreSQL when DATABASE_URL is set, else embedded); prints a table.
 */
import { spawn } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"

const root = path.resolve(import.meta.dirname, "..")
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "venue-memory-"))
// Passable, so that as root the embedded PostgreSQL's account keeps its cluster in DATA_DIR itself.
fs.chmodSync(dir, 0o755)
const clusterDir = path.join(dir, "data", "postgresql")
const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1)

const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))![1]) * 1024

/** Proportional set size: each shared page divided among its sharers, so processes add up honestly. */
const pssOf = (pid: number) =>
  Number(/^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"))![1]) * 1024

/** The embedded PostgreSQL's processes: its postmaster (from postmaster.pid) and its children. */
const postgresPids = (clusterDir: string) => {
  const lock = path.join(clusterDir, "postmaster.pid")
  if (!fs.existsSync(lock)) return []
  const postmaster = Number(fs.readFileSync(lock, "utf8").split("\n")[0])
  const children = fs
    .readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return Number(/^\d+ \(.*\) \S (\d+)/.exec(fs.readFileSync(`/proc/${name}/stat`, "utf8"))![1]) === postmaster
      } catch {
        return false
      }
    })
    .map(Number)
  return [postmaster, ...children]
}

/** Node and, embedded, every PostgreSQL process, in PSS. */
const stackPss = (nodePid: number, clusterDir: string) =>
  [nodePid, ...postgresPids(clusterDir)].reduce((sum, pid) => {
    try {
      return sum + pssOf(pid)
    } catch {
      return sum
    }
  }, 0)

interface Snapshot {
  readonly snapshot: { readonly meta: { readonly node_fields: Array<string>; readonly node_types: [Array<string>] } }
  readonly nodes: Array<number>
  readonly strings: Array<string>
}

/** Self sizes summed by kind (code, strings, arrays ...) and, for objects, by constructor. */
const summarise = (file: string) => {
  const heap = JSON.parse(fs.readFileSync(file, "utf8")) as Snapshot
  const fields = heap.snapshot.meta.node_fields
  const types = heap.snapshot.meta.node_types[0]
  const [type, name, size] = ["type", "name", "self_size"].map((f) => fields.indexOf(f)) as [number, number, number]
  const byKind = new Map<string, number>()
  const byConstructor = new Map<string, number>()
  const strings: Array<[string, number]> = []
  let total = 0
  for (let i = 0; i < heap.nodes.length; i += fields.length) {
    const kind = types[heap.nodes[i + type]!]!
    const bytes = heap.nodes[i + size]!
    total += bytes
    byKind.set(kind, (byKind.get(kind) ?? 0) + bytes)
    if (kind === "string" && bytes > 256 * 1024)
      strings.push([heap.strings[heap.nodes[i + name]!]!.slice(0, 60).replace(/\s+/g, " "), bytes])
    if (kind === "object") {
      const constructor = heap.strings[heap.nodes[i + name]!]!
      byConstructor.set(constructor, (byConstructor.get(constructor) ?? 0) + bytes)
    }
  }
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n)
  return {
    total,
    kinds: top(byKind, 8),
    constructors: top(byConstructor, 8),
    strings: strings.sort((a, b) => b[1] - a[1]).slice(0, 8),
  }
}

const main = async () => {
  const databaseUrl = process.env.DATABASE_URL || ""
  const child = spawn(
    process.execPath,
    [`--heapsnapshot-signal=SIGUSR2`, path.join(root, "dist/server/main.js"), "serve"],
    {
      cwd: dir,
      env: {
        ...process.env,
        PORT: "0",
        DATABASE_URL: databaseUrl,
        DATA_DIR: path.join(dir, "data"),
        DEMO: "1",
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  )
  const url = await new Promise<string>((resolve, reject) => {
    let out = ""
    const read = (d: Buffer) => {
      out += d
      const m = /Listening on (http:\/\/[\d.]+:\d+)/.exec(out)
      if (m) resolve(m[1]!)
    }
    child.stdout.on("data", read)
    child.stderr.on("data", read)
    child.on("exit", (code) => reject(new Error(`the server exited with ${code}: ${out}`)))
  })
  const atStart = rssOf(child.pid!)
  const stackAtStart = stackPss(child.pid!, clusterDir)
  // The demo club is the first club of a fresh database.
  const facility = 1
  const day = new Date().toISOString().slice(0, 10)
  for (let i = 0; i < 300; i++) {
    await fetch(`${url}/api/facilities/${facility}/courts_reservations_for_players?date=${day}`)
    await fetch(`${url}/api/facilities/${facility}`)
    await fetch(`${url}/readyz`)
  }
  await fetch(`${url}/docs`)
  await (await fetch(`${url}/docs/scalar.js?v=1`)).arrayBuffer()
  await fetch(`${url}/api/openapi.json`)
  const afterLoad = rssOf(child.pid!)
  const stackAfterLoad = stackPss(child.pid!, clusterDir)
  const databaseProcesses = postgresPids(clusterDir).length
  child.kill("SIGUSR2")
  let file: string | undefined
  for (let i = 0; i < 200 && file === undefined; i++) {
    await new Promise((r) => setTimeout(r, 100))
    const found = fs.readdirSync(dir).find((f) => f.endsWith(".heapsnapshot"))
    // Written once its size stops changing.
    if (found !== undefined) {
      const size = fs.statSync(path.join(dir, found)).size
      await new Promise((r) => setTimeout(r, 500))
      if (size > 0 && fs.statSync(path.join(dir, found)).size === size) file = path.join(dir, found)
    }
  }
  child.kill("SIGTERM")
  if (file === undefined) throw new Error("No heap snapshot was written.")
  const heap = summarise(file)
  const lines = [
    `Memory of the built server (${databaseUrl ? "PostgreSQL" : "embedded"}, demo club): RSS ${mib(atStart)} MiB at start, ${mib(afterLoad)} MiB after 900 requests and the API reference; V8 heap (snapshot) ${mib(heap.total)} MiB, so ${mib(afterLoad - heap.total)} MiB outside it (code, native memory, buffers). The whole stack (Node${databaseUrl ? "" : ` and the embedded PostgreSQL's ${databaseProcesses} processes`}), PSS: ${mib(stackAtStart)} MiB at start, ${mib(stackAfterLoad)} MiB after the load.`,
    "",
    "| heap, by kind | MiB |",
    "| --- | --- |",
    ...heap.kinds.map(([k, b]) => `| ${k} | ${mib(b)} |`),
    "",
    "| objects, by constructor | MiB |",
    "| --- | --- |",
    ...heap.constructors.map(([k, b]) => `| ${k || "(anonymous)"} | ${mib(b)} |`),
    "",
    "| strings over 256 KiB, first characters | MiB |",
    "| --- | --- |",
    ...heap.strings.map(([k, b]) => `| \`${k.replace(/[`|]/g, "?")}\` | ${mib(b)} |`),
  ]
  process.stdout.write(`${lines.join("\n")}\n`)
  fs.rmSync(dir, { recursive: true, force: true })
  process.exit(0)
}

void main()
