/**
 * `npm run bench`: the calendar feed against a bare route serving the same bytes, and booking
 * writes against raw inserts of the same rows, in one run on this machine, embedded and (with
 * DATABASE_URL) on PostgreSQL, with 200 requests at once for one slot and the server's memory after;
 * cold start of the embedded server with the demo club; the widget's gzipped size and first render
 * of 30 courts against a framework-free page. Appends to bench/RESULTS.md. BENCH_SHORT=1 runs each
 * load for 3 seconds instead of 15 (CI).
 */
import autocannon from "autocannon"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { measureBookings } from "./bookings"
import { measureColdStart } from "./coldStart"
import { withCpu } from "./cpu"
import { topFrames } from "./profile"
import { measureHistory } from "./history"
import { buildOnce, commitOf, spawnServer } from "./spawnServer"
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

/** Full runs alternate the two routes in rounds, so that a drift of the shared machine hits both alike. */
const rounds = process.env.BENCH_SHORT ? 1 : 3
/** Two years of a full club's play (525,600 reservations) before the measured day. */
const HISTORY_DAYS = Number(process.env.BENCH_HISTORY_DAYS ?? "730")
/** The history the long one is compared with: a month, which fills a page of the player's games. */
const SHORT_HISTORY_DAYS = 30

const load = (url: string, cpuUrl: string, label: string) =>
  withCpu(
    cpuUrl,
    (r: autocannon.Result) => r.requests.total,
    () => autocannon({ url, connections, duration: seconds / rounds, headers: { accept: "application/json" } }),
    label,
  ).then(({ result: r, cpuMsPerAnswer }) => ({
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    cpu: cpuMsPerAnswer,
  }))

type Load = Awaited<ReturnType<typeof load>>
const median = (xs: ReadonlyArray<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
/** The rounds of one route as one figure: mean throughput, median latencies, all errors. */
const combined = (loads: ReadonlyArray<Load>): Load => ({
  rps: loads.reduce((sum, l) => sum + l.rps, 0) / loads.length,
  p50: median(loads.map((l) => l.p50)),
  p99: median(loads.map((l) => l.p99)),
  errors: loads.reduce((sum, l) => sum + l.errors, 0),
  cpu: median(loads.map((l) => l.cpu)),
})

const measure = async (databaseUrl: string | undefined, withWidget = false) => {
  const { server: servers, stop } = await spawnServer<Servers>(root, "bench/calendarServer.ts", databaseUrl)
  try {
    const widget = withWidget ? await measureWidget(servers.app, root) : undefined
    // Warm both (JIT, the feed's cache) before measuring.
    await autocannon({ url: servers.bare, connections, duration: 1 })
    await autocannon({ url: servers.app, connections, duration: 1 })
    const bares: Array<Load> = []
    const apps: Array<Load> = []
    const cpuUrl = servers.bare.replace(/\/bare$/, "/cpu")
    for (let round = 0; round < rounds; round++) {
      bares.push(await load(servers.bare, cpuUrl, `${servers.engine}-bare-${round}`))
      apps.push(await load(servers.app, cpuUrl, `${servers.engine}-feed-${round}`))
    }
    const rss = ((await (await fetch(servers.bare.replace(/\/bare$/, "/rss"))).json()) as { rss: number }).rss
    // The ratio is the median of the rounds' ratios: each round's pair ran back to back.
    const ratio = median(apps.map((a, i) => a.rps / bares[i]!.rps))
    return { servers, bare: combined(bares), app: combined(apps), ratio, widget, rss }
  } finally {
    stop()
  }
}

const main = async () => {
  // What `npm start` serves: built when the sources changed.
  buildOnce(root)
  const engines = [undefined, ...(process.env.DATABASE_URL ? [process.env.DATABASE_URL] : [])]
  const runs: Array<Awaited<ReturnType<typeof measure>>> = []
  const bookings = []
  const histories: Array<Awaited<ReturnType<typeof measureHistory>>> = []
  const historyFailures: Array<string> = []
  for (const [i, databaseUrl] of engines.entries()) {
    runs.push(await measure(databaseUrl, i === 0))
    bookings.push(await measureBookings(root, databaseUrl, seconds))
    for (const days of [SHORT_HISTORY_DAYS, HISTORY_DAYS])
      await measureHistory(root, databaseUrl, days, seconds).then(
        (h) => histories.push(h),
        // Said in the results rather than stopping the other measurements.
        (error: unknown) =>
          historyFailures.push(
            `${databaseUrl === undefined ? "embedded" : "postgresql"}, ${days} days: ${String(error)}`,
          ),
      )
  }
  const widget = runs[0]!.widget!
  const cold = await measureColdStart(root, process.env.DATABASE_URL || undefined)
  const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0)
  const profiles = process.env.BENCH_CPU_PROFILE_DIR || undefined
  const commit = commitOf(root)
  const lines = [
    `## ${new Date().toISOString()} — commit ${commit}${process.env.BENCH_SHORT ? " (short run)" : ""}`,
    "",
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}. Load: autocannon, ${connections} connections, ${seconds} s per route${rounds > 1 ? ` in ${rounds} alternating rounds (ratio: the median round)` : ""}, after a 1 s warm-up.`,
    "",
    "| engine | feed | req/s | p50 ms | p99 ms | errors | CPU ms/answer | bare route req/s | bare p99 ms | bare CPU ms/answer | ratio (target ≥ 0.7) | server RSS after, MiB |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...runs.map(
      (r) =>
        `| ${r.servers.engine} | 30 courts, ${r.servers.reservations} reservations, ${r.servers.bytes} bytes | ${r.app.rps.toFixed(0)} | ${r.app.p50} | ${r.app.p99} | ${r.app.errors} | ${r.app.cpu.toFixed(2)} | ${r.bare.rps.toFixed(0)} | ${r.bare.p99} | ${r.bare.cpu.toFixed(2)} | ${r.ratio.toFixed(2)} | ${mib(r.rss)} |`,
    ),
    "",
    `Booking writes: players' bookings of distinct slots through the API, 20 connections, ${seconds} s, against the rows a booking writes (a reservation and its player, one transaction) inserted by 20 workers through the same SQL client for ${seconds} s; then 200 requests at once for one slot.`,
    "",
    "| engine | bookings/s | p50 ms | p99 ms | errors | CPU ms per booking (target ≤ 4 on PostgreSQL) | SQL statements per booking | raw inserts/s | ratio (target ≥ 0.5) | 200 at once: booked / 409 / 5xx | server RSS after, MiB |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...bookings.map(
      (b) =>
        `| ${b.engine} | ${b.bookingsPerSecond.toFixed(0)} | ${b.p50} | ${b.p99} | ${b.errors} | ${b.cpuMsPerBooking.toFixed(2)} | ${b.statementsPerBooking.toFixed(1)} | ${b.rawPerSecond.toFixed(0)} | ${b.ratio.toFixed(2)} | ${b.oneSlot.created} / ${b.oneSlot.conflicts} / ${b.oneSlot.serverErrors} | ${mib(b.rss)} |`,
    ),
    "",
    `Reads as history grows: the same day (30 courts, 400 reservations, the day after tomorrow) after ${SHORT_HISTORY_DAYS} and after ${HISTORY_DAYS} days of full courts (2 players, a fee and a payment each), the feed's cache off (every request built from the database: a cold cache). Feed: 50 connections; day board and the first page of a player's past reservations (in one game of 1,000: a full page after ${SHORT_HISTORY_DAYS} days): 10. Ratios: the cold feed to the warm feed above (same engine), and each read after ${HISTORY_DAYS} days to the same read after ${SHORT_HISTORY_DAYS}.`,
    "",
    "| engine | history (reservations) | seeded in, s | cold feed req/s | p50 / p99 ms | ÷ warm feed (target ≥ 0.3) | day board req/s | p50 / p99 ms (target p99 ≤ 50) | player's reservations req/s | p50 / p99 ms | CPU ms/answer: feed / board / player (targets ≤ 5 / ≤ 10 / –) | non-2xx / lost connections | ÷ short history (feed / board / player) | server RSS after, MiB |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...histories.map((h) => {
      const warm = runs.find((r) => r.servers.engine === h.engine)!.app.rps
      const empty = histories.find((e) => e.engine === h.engine && e.days === SHORT_HISTORY_DAYS) ?? h
      const wrong = h.feed.wrong + h.dayBoard.wrong + h.playerReservations.wrong
      const lost = h.feed.errors + h.dayBoard.errors + h.playerReservations.errors - wrong
      const said = (["feed", "dayBoard", "playerReservations"] as const).flatMap((read) =>
        h[read].statuses.map((s) => `${read} ${s}`),
      )
      const growth = [
        h.feed.rps / empty.feed.rps,
        h.dayBoard.rps / empty.dayBoard.rps,
        h.playerReservations.rps / empty.playerReservations.rps,
      ]
      return `| ${h.engine} | ${h.history} | ${h.seededSeconds.toFixed(0)} | ${h.feed.rps.toFixed(0)} | ${h.feed.p50} / ${h.feed.p99} | ${(h.feed.rps / warm).toFixed(2)} | ${h.dayBoard.rps.toFixed(0)} | ${h.dayBoard.p50} / ${h.dayBoard.p99} | ${h.playerReservations.rps.toFixed(0)} | ${h.playerReservations.p50} / ${h.playerReservations.p99} | ${[h.feed, h.dayBoard, h.playerReservations].map((l) => l.cpu.toFixed(2)).join(" / ")} | ${wrong}${said.length > 0 ? ` (${said.join(", ")})` : ""} / ${lost} | ${growth.map((g) => g.toFixed(2)).join(" / ")} | ${mib(h.rss)} |`
    }),
    ...historyFailures.map((f) => `History run that did not complete: ${f}`),
    "",
    `Cold start (the built \`venue serve\` that \`npm start\` runs, to the first answered /readyz; targets: restart ≤ 0.7 s on either, an empty data directory with the demo club ≤ 4 s): embedded ${(cold.fresh / 1000).toFixed(1)} s on an empty data directory (migrations and the demo club included), ${(cold.restart / 1000).toFixed(1)} s on a restart${cold.postgres === undefined ? "" : `; PostgreSQL ${(cold.postgres / 1000).toFixed(1)} s on a restart`}.`,
    "",
    "| widget | gzipped bytes | of the 20 KB budget | first render of 30 courts, ms (median of 7) | baseline: same table by innerHTML, ms | ratio |",
    "| --- | --- | --- | --- | --- | --- |",
    `| web/dist/widget.js (${widget.bytes} bytes) | ${widget.gzipped} | ${widget.budgetRatio.toFixed(2)} | ${widget.widgetMs.toFixed(1)} | ${widget.baselineMs.toFixed(1)} | ${widget.renderRatio.toFixed(2)} |`,
    "",
    ...(profiles === undefined
      ? []
      : [
          `CPU profiles of each measured load (\`BENCH_CPU_PROFILE_DIR\`; the profiler's own cost is in the CPU figures of this run), top frames by self time:`,
          "",
          "| load | top frames (share of its samples) |",
          "| --- | --- |",
          ...topFrames(profiles).map(
            ({ load, frames }) =>
              `| ${load} | ${frames.map((f) => `\`${f.frame.replace(/[`|]/g, "?")}\` ${(f.share * 100).toFixed(0)} %`).join("; ")} |`,
          ),
          "",
        ]),
  ]
  const file = path.join(root, "bench/RESULTS.md")
  if (!fs.existsSync(file))
    fs.writeFileSync(file, "# Benchmark results\n\nAppended by `npm run bench`; see bench/README.md.\n\n")
  fs.appendFileSync(file, `${lines.join("\n")}\n`)
  process.stdout.write(`${lines.join("\n")}\n`)
  const oneSlotWrong = bookings.some((b) => b.oneSlot.created !== 1 || b.oneSlot.conflicts !== 199)
  // A wrong answer fails the run; a connection lost as a history run ends is said in the table only.
  const historyWrong = histories.some((h) => h.feed.wrong + h.dayBoard.wrong + h.playerReservations.wrong > 0)
  if (historyWrong || runs.some((r) => r.app.errors > 0) || bookings.some((b) => b.errors > 0) || oneSlotWrong)
    process.exitCode = 1
}

void main()
