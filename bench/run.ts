/**
 * `npm run bench`: the calendar feed against a bare route serving the same bytes, in one run on
 * this machine, embedded and (with DATABASE_URL) on PostgreSQL; and the widget's gzipped size and
 * first render of 30 courts against a framework-free page. Appends to bench/RESULTS.md.
 * BENCH_SHORT=1 runs each for 3 seconds instead of 15 (CI).
 */
import autocannon from "autocannon"
import { execSync, spawn } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { measureWidget } from "./widget"

const root = path.resolve(import.meta.dirname, "..")
const seconds = process.env.BENCH_SHORT ? 3 : 15
const connections = 50

interface Servers {
  readonly app: string
  readonly bare: string
  readonly bytes: number
  readonly reservations: number
  readonly engine: string
}

const startServers = (databaseUrl: string | undefined) =>
  new Promise<{ servers: Servers; stop: () => void }>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "bench/calendarServer.ts"], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl ?? "" },
      stdio: ["ignore", "pipe", "inherit"],
    })
    let out = ""
    child.stdout.on("data", (d) => {
      out += d
      const line = out.split("\n").find((l) => l.startsWith("{"))
      if (line) resolve({ servers: JSON.parse(line), stop: () => child.kill("SIGTERM") })
    })
    child.on("exit", (code) => reject(new Error(`the bench server exited with ${code}`)))
  })

const load = (url: string) =>
  autocannon({ url, connections, duration: seconds, headers: { accept: "application/json" } }).then((r) => ({
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  }))

const measure = async (databaseUrl: string | undefined, withWidget = false) => {
  const { servers, stop } = await startServers(databaseUrl)
  try {
    const widget = withWidget ? await measureWidget(servers.app, root) : undefined
    // Warm both (JIT, the feed's cache) before measuring.
    await autocannon({ url: servers.bare, connections, duration: 1 })
    await autocannon({ url: servers.app, connections, duration: 1 })
    const bare = await load(servers.bare)
    const app = await load(servers.app)
    return { servers, bare, app, ratio: app.rps / bare.rps, widget }
  } finally {
    stop()
  }
}

const main = async () => {
  if (!fs.existsSync(path.join(root, "web/dist/widget.js")))
    execSync("npm run build:web", { cwd: root, stdio: "inherit" })
  const runs = [await measure(undefined, true)]
  const widget = runs[0]!.widget!
  if (process.env.DATABASE_URL) runs.push(await measure(process.env.DATABASE_URL))
  let commit = "unknown"
  try {
    commit = execSync("git rev-parse --short HEAD", { cwd: root }).toString().trim()
  } catch {
    // not a git checkout
  }
  const lines = [
    `## ${new Date().toISOString()} — commit ${commit}${process.env.BENCH_SHORT ? " (short run)" : ""}`,
    "",
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}. Load: autocannon, ${connections} connections, ${seconds} s per route, after a 1 s warm-up.`,
    "",
    "| engine | feed | req/s | p50 ms | p99 ms | errors | bare route req/s | bare p99 ms | ratio (target ≥ 0.7) |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...runs.map(
      (r) =>
        `| ${r.servers.engine} | 30 courts, ${r.servers.reservations} reservations, ${r.servers.bytes} bytes | ${r.app.rps.toFixed(0)} | ${r.app.p50} | ${r.app.p99} | ${r.app.errors} | ${r.bare.rps.toFixed(0)} | ${r.bare.p99} | ${r.ratio.toFixed(2)} |`,
    ),
    "",
    "| widget | gzipped bytes | of the 20 KB budget | first render of 30 courts, ms (median of 7) | baseline: same table by innerHTML, ms | ratio |",
    "| --- | --- | --- | --- | --- | --- |",
    `| web/dist/widget.js (${widget.bytes} bytes) | ${widget.gzipped} | ${widget.budgetRatio.toFixed(2)} | ${widget.widgetMs.toFixed(1)} | ${widget.baselineMs.toFixed(1)} | ${widget.renderRatio.toFixed(2)} |`,
    "",
  ]
  const file = path.join(root, "bench/RESULTS.md")
  if (!fs.existsSync(file))
    fs.writeFileSync(file, "# Benchmark results\n\nAppended by `npm run bench`; see bench/README.md.\n\n")
  fs.appendFileSync(file, `${lines.join("\n")}\n`)
  process.stdout.write(`${lines.join("\n")}\n`)
  if (runs.some((r) => r.app.errors > 0)) process.exitCode = 1
}

void main()
