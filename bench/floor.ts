/**
 * `npm run bench:floor` (PostgreSQL on this machine: DATABASE_URL names an admin database beside
 * which one is made): what an answer costs, from the floor up, one request at a time. Node's bare
 * HTTP server (bench/bareNodeServer.ts) is the limit; then the app's `/healthz`, a signed-in trivial
 * read (`GET /api/users/info`), the desk's day board of 400 bookings, the public feed built from the
 * database, a staff booking. Each as the app server's CPU ms per answer and PostgreSQL's (every
 * `postgres` process's CPU from /proc, over the load, per answer), against the targets of issue #66.
 * Appends to bench/RESULTS.md.
 */
import autocannon from "autocannon"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { type ManyClubsServer, staffBookings } from "./benchClubLoads"
import { buildOnce, commitOf, freshDatabase, spawnServer } from "./spawnServer"

const root = path.resolve(import.meta.dirname, "..")
const seconds = Number(process.env.BENCH_SECONDS ?? "5")
const adminUrl = process.env.DATABASE_URL

const cpuOf = async (url: string) => ((await (await fetch(url)).json()) as { cpu: number }).cpu / 1000

/**
 * CPU ms of PostgreSQL on this machine so far: every live `postgres` process's own, and the
 * postmaster's children that have ended (a closed connection's backend), which it has reaped; none
 * where /proc cannot tell.
 */
const postgresCpu = () => {
  try {
    const tick = 1000 / 100 // USER_HZ: 100 on Linux
    const processes = fs
      .readdirSync("/proc")
      .filter((d) => /^\d+$/.test(d))
      .flatMap((pid) => {
        try {
          const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8")
          const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"))
          // After the name: state, ppid, …; utime, stime, cutime, cstime are the 12th to 15th.
          const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
          return name === "postgres" ? [{ pid, ppid: fields[1]!, times: fields.slice(11, 15).map(Number) }] : []
        } catch {
          return [] // gone meanwhile
        }
      })
    const pids = new Set(processes.map((p) => p.pid))
    return processes.reduce((total, p) => {
      const [utime, stime, cutime, cstime] = p.times as [number, number, number, number]
      const postmaster = !pids.has(p.ppid)
      return total + (utime + stime + (postmaster ? cutime + cstime : 0)) * tick
    }, 0)
  } catch {
    return undefined
  }
}

interface Figure {
  readonly app: number
  readonly postgres: number | undefined
  readonly answers: number
  readonly wrong: number
}

/** With BENCH_CPU_PROFILE_DIR, the app server profiles each measured load alone (bench/benchServer.ts). */
const profiling = (cpuUrl: string, step: string) =>
  process.env.BENCH_CPU_PROFILE_DIR && step !== ""
    ? fetch(cpuUrl.replace(/\/cpu$/, `/profile/${step}`), { method: "POST" })
    : undefined

const measure = async (cpuUrl: string, options: autocannon.Options, label = ""): Promise<Figure> => {
  await profiling(cpuUrl, label && "start")
  const [app0, pg0] = [await cpuOf(cpuUrl), postgresCpu()]
  const result = await autocannon({ connections: 1, duration: seconds, ...options })
  const [app1, pg1] = [await cpuOf(cpuUrl), postgresCpu()]
  await profiling(cpuUrl, label && `stop?label=${encodeURIComponent(label)}`)
  const answers = Math.max(result.requests.total, 1)
  return {
    app: (app1 - app0) / answers,
    postgres: pg0 === undefined || pg1 === undefined ? undefined : (pg1 - pg0) / answers,
    answers,
    wrong: result.non2xx,
  }
}

const main = async () => {
  if (adminUrl === undefined || adminUrl === "") throw new Error("bench:floor runs on PostgreSQL: set DATABASE_URL.")
  buildOnce(root)
  const databaseUrl = await freshDatabase(adminUrl, "venue_floor")
  const bare = await spawnServer<{ url: string; cpu: string }>(root, "bench/bareNodeServer.ts", undefined)
  const app = await spawnServer<ManyClubsServer>(root, "bench/manyClubsServer.ts", databaseUrl, {
    CLUBS: "1",
    CALENDAR_CACHE_MB: "0",
  })
  try {
    const s = app.server
    const cpu = s.rss.replace(/\/rss$/, "/cpu")
    const json = { accept: "application/json" }
    const loads: Array<[string, number | undefined, () => Promise<Figure>]> = [
      ["Node's bare HTTP server (the limit)", undefined, () => measure(bare.server.cpu, { url: bare.server.url })],
      ["`GET /healthz`", 0.5, () => measure(cpu, { url: `${s.app}/healthz`, headers: json }, "healthz")],
      [
        "signed-in `GET /api/users/info`",
        1.5,
        () => measure(cpu, { url: `${s.app}/api/users/info`, headers: { ...json, ...s.player } }, "users-info"),
      ],
      [
        "desk's day board, 400 bookings",
        6,
        () => measure(cpu, { url: s.dayBoard, headers: { ...json, ...s.manager } }, "day-board"),
      ],
      ["public feed, built from the database", 5, () => measure(cpu, { url: s.feed, headers: json }, "feed-miss")],
      [
        "a staff booking",
        4,
        () =>
          measure(
            cpu,
            {
              url: s.app,
              requests: staffBookings(s),
            },
            "booking",
          ),
      ],
    ]
    // Warm each path once, then measure.
    await measure(cpu, { url: `${s.app}/api/users/info`, headers: { ...json, ...s.player }, duration: 1 })
    await measure(cpu, { url: s.dayBoard, headers: { ...json, ...s.manager }, duration: 1 })
    const rows: Array<string> = []
    let wrong = 0
    const ms = (n: number | undefined) => (n === undefined ? "–" : n.toFixed(2))
    for (const [name, target, load] of loads) {
      const f = await load()
      wrong += f.wrong
      const total = f.postgres === undefined ? f.app : f.app + f.postgres
      rows.push(
        `| ${name} | ${ms(f.app)} | ${ms(f.postgres)} | ${ms(total)} | ${target === undefined ? "–" : `≤ ${target}${total > target ? ` (missed by ${(total - target).toFixed(2)})` : " (met)"}`} | ${f.answers} | ${f.wrong} |`,
      )
    }
    const lines = [
      `## ${new Date().toISOString()} — commit ${commitOf(root)}: the floor of an answer`,
      "",
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}, PostgreSQL on this machine. The bench club (30 courts, 400 reservations on the day), the feed's cache off; one request at a time for ${seconds} s each (autocannon, 1 connection). CPU ms per answer of the app server's process and of PostgreSQL (/proc: every postgres process, and the backends that ended meanwhile; its background work included).`,
      "",
      "| answer | app CPU ms | PostgreSQL CPU ms | total | target (issue #66) | answers | non-2xx |",
      "| --- | --- | --- | --- | --- | --- | --- |",
      ...rows,
      "",
    ]
    fs.appendFileSync(path.join(root, "bench/RESULTS.md"), `${lines.join("\n")}\n`)
    process.stdout.write(`${lines.join("\n")}\n`)
    if (wrong > 0) process.exitCode = 1
  } finally {
    app.stop()
    bare.stop()
  }
}

void main()
