/**
 * `npm run bench:clubs` (PostgreSQL: DATABASE_URL names an admin database beside which two are
 * made): one club's reads and writes on a database of that one club and on one of CLUBS (1,000)
 * clubs, in one run, as the server's CPU ms per answer and their ratio (target ≤ 1.2): the public
 * feed built from the database (cache off) and served from the cache (a second server on the same
 * database), the desk's day board, a player's upcoming games, the day's close, staff bookings of
 * distinct slots; a renewal round with ten memberships due (one club's ten, or one each in ten of
 * the many), CPU and time per round (target ≤ 2×); and each server's memory after. Appends to
 * bench/RESULTS.md.
 */
import autocannon from "autocannon"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { type ManyClubsServer, staffBookings } from "./benchClubLoads"
import { withCpu } from "./cpu"
import { buildOnce, commitOf, freshDatabase, spawnServer } from "./spawnServer"

const root = path.resolve(import.meta.dirname, "..")
const CLUBS = Number(process.env.CLUBS ?? "1000")
const seconds = Number(process.env.BENCH_SECONDS ?? "5")
const adminUrl = process.env.DATABASE_URL

/** A load's throughput, tail, wrong answers and CPU per answer. */
const figure = ({ result, cpuMsPerAnswer }: { result: autocannon.Result; cpuMsPerAnswer: number }) => ({
  rps: result.requests.average,
  p99: result.latency.p99,
  wrong: result.non2xx,
  cpu: cpuMsPerAnswer,
})

const read = (server: ManyClubsServer, url: string, connections: number, label: string, headers = {}) =>
  withCpu(
    server.rss.replace(/\/rss$/, "/cpu"),
    (r: autocannon.Result) => r.requests.total,
    () => autocannon({ url, connections, duration: seconds, headers: { accept: "application/json", ...headers } }),
    label,
  ).then(figure)

type Figure = Awaited<ReturnType<typeof read>>

/** Staff bookings of distinct slots after the measured day. */
const bookings = (server: ManyClubsServer, label: string) =>
  withCpu(
    server.rss.replace(/\/rss$/, "/cpu"),
    (r: autocannon.Result) => r.requests.total,
    () => autocannon({ url: server.app, connections: 10, duration: seconds, requests: staffBookings(server) }),
    label,
  ).then(figure)

/** Where the second server of a measure serves /metrics. */
const METRICS_PORT = 19464

const measure = async (clubs: number) => {
  const databaseUrl = await freshDatabase(adminUrl!, `venue_clubs_${clubs}`)
  // One club is seeded as a club grows by use: its statistics are those of empty tables until ANALYZE.
  const seeded = await spawnServer<ManyClubsServer>(root, "bench/manyClubsServer.ts", databaseUrl, {
    CLUBS: String(clubs),
    CALENDAR_CACHE_MB: "0",
    ANALYZE: clubs === 1 ? "0" : "1",
  })
  const label = (what: string) => `${clubs}-clubs-${what}`
  try {
    const s = seeded.server
    await read(s, s.feed, 10, label("warm-up"))
    const unanalysed = clubs === 1 ? await read(s, s.feed, 20, label("feed-miss-unanalysed")) : undefined
    await fetch(s.analyze, { method: "POST" })
    const feedMiss = await read(s, s.feed, 20, label("feed-miss"))
    const dayBoard = await read(s, s.dayBoard, 10, label("day-board"), s.manager)
    const player = await read(s, s.playerReservations, 10, label("player"), s.player)
    const close = await read(s, s.close, 10, label("close"), s.manager)
    const booking = await bookings(s, label("booking"))
    const rounds = (
      (await (await fetch(s.renewalRound)).json()) as {
        rounds: Array<{ cpu: number; ms: number; outcomes: number }>
      }
    ).rounds.slice(5)
    const median = (xs: Array<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
    const renewal = {
      cpu: median(rounds.map((r) => r.cpu)),
      ms: median(rounds.map((r) => r.ms)),
      due: rounds[0]!.outcomes,
    }
    const rss = ((await (await fetch(s.rss)).json()) as { rss: number }).rss
    seeded.stop()
    // The feed served from the cache: a second server on the same database.
    // It serves /metrics too: what a Prometheus scrape costs it, one scrape at a time.
    const cached = await spawnServer<ManyClubsServer>(root, "bench/manyClubsServer.ts", databaseUrl, {
      CLUBS: String(clubs),
      SEED: "0",
      METRICS_PORT: String(METRICS_PORT),
    })
    try {
      await read(cached.server, cached.server.feed, 10, label("warm-up-hit"))
      const feedHit = await read(cached.server, cached.server.feed, 50, label("feed-hit"))
      const scrape = await read(cached.server, `http://127.0.0.1:${METRICS_PORT}/metrics`, 1, label("scrape"))
      const series = (await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text())
        .split("\n")
        .filter((line) => line !== "" && !line.startsWith("#")).length
      return {
        server: s,
        unanalysed,
        feedMiss,
        feedHit,
        dayBoard,
        player,
        close,
        booking,
        renewal,
        rss,
        scrape: { ...scrape, series },
      }
    } finally {
      cached.stop()
    }
  } finally {
    seeded.stop()
  }
}

const main = async () => {
  if (adminUrl === undefined || adminUrl === "") throw new Error("bench:clubs runs on PostgreSQL: set DATABASE_URL.")
  buildOnce(root)
  const one = await measure(1)
  const many = await measure(CLUBS)
  const rows: Array<[string, Figure, Figure]> = [
    ["feed, built from the database (cache off)", one.feedMiss, many.feedMiss],
    ["feed, from the cache", one.feedHit, many.feedHit],
    ["desk's day board", one.dayBoard, many.dayBoard],
    ["a player's upcoming games", one.player, many.player],
    ["the day's close", one.close, many.close],
    ["a staff booking", one.booking, many.booking],
  ]
  const commit = commitOf(root)
  const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0)
  const lines = [
    `## ${new Date().toISOString()} — commit ${commit}: one club among ${many.server.clubs} clubs`,
    "",
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}, PostgreSQL. The same club (30 courts, ${one.server.reservations} reservations on the measured day) alone and beside ${many.server.clubs - 1} others (2–30 courts, 100 members, three bookings a day per court over four weeks, 30 memberships, two shop sales a day), seeded in ${many.server.seededSeconds.toFixed(0)} s. Loads of ${seconds} s (autocannon); CPU ms per answer of the server process.`,
    "",
    "| read or write | 1 club: CPU ms/answer | req/s | p99 ms | many clubs: CPU ms/answer | req/s | p99 ms | ratio (target ≤ 1.2) | non-2xx |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      ([name, a, b]) =>
        `| ${name} | ${a.cpu.toFixed(2)} | ${a.rps.toFixed(0)} | ${a.p99} | ${b.cpu.toFixed(2)} | ${b.rps.toFixed(0)} | ${b.p99} | ${(b.cpu / a.cpu).toFixed(2)} | ${a.wrong} / ${b.wrong} |`,
    ),
    `| a renewal round, ${one.renewal.due} / ${many.renewal.due} due (dry run; median of 15) | ${one.renewal.cpu.toFixed(2)} | – | ${one.renewal.ms.toFixed(1)} ms | ${many.renewal.cpu.toFixed(2)} | – | ${many.renewal.ms.toFixed(1)} ms | ${(many.renewal.cpu / one.renewal.cpu).toFixed(2)} (target ≤ 2) | – |`,
    "",
    `The one club's feed built from the database before any ANALYZE of its rows (statistics of the empty tables the migrations made, as a club grown by use with autovacuum off): ${one.unanalysed!.cpu.toFixed(2)} CPU ms per answer, ${(one.unanalysed!.cpu / one.feedMiss.cpu).toFixed(2)} × the analysed figure (target ≤ 1.2).`,
    "",
    `A /metrics scrape (one at a time, for ${seconds} s, on the server that served the cached feed): ${one.scrape.cpu.toFixed(2)} CPU ms with one club (${one.scrape.series} series), ${many.scrape.cpu.toFixed(2)} ms with ${many.server.clubs} (${many.scrape.series} series; target ≤ 5 ms).`,
    "",
    `Server memory after the loads: ${mib(one.rss)} MiB with one club, ${mib(many.rss)} MiB with ${many.server.clubs}.`,
    "",
  ]
  const file = path.join(root, "bench/RESULTS.md")
  fs.appendFileSync(file, `${lines.join("\n")}\n`)
  process.stdout.write(`${lines.join("\n")}\n`)
  if (rows.some(([, a, b]) => a.wrong + b.wrong > 0)) process.exitCode = 1
}

void main()
