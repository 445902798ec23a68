/**
 * `npm run bench:tracing` (PostgreSQL: DATABASE_URL names an admin database beside which one is
 * made): what tracing costs the app server. The bench club (bench/manyClubsServer.ts, one club) is
 * read and booked on a server without tracing and on one sending every trace (100 % sampling) to an
 * OTLP/HTTP receiver in this process, in turns (A B A B): the public feed built from the database,
 * the desk's day board, staff bookings; as the server's CPU ms per answer and their ratio (target:
 * ≤ 1.15 with tracing on). The receiver's span count shows the traces were sent. With
 * `BENCH_BASELINE_ROOT` (a checkout of an earlier commit, its packages installed) that commit's server
 * takes the same loads too, so tracing off is measured against the code before it (target ≤ 1.02).
 * Appends to bench/RESULTS.md.
 */
import autocannon from "autocannon"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { otlpReceiver } from "../fixtures/testing/otlpReceiver"
import { type ManyClubsServer, staffBookings } from "./benchClubLoads"
import { withCpu } from "./cpu"
import { buildOnce, commitOf, freshDatabase, spawnServer } from "./spawnServer"

const root = path.resolve(import.meta.dirname, "..")
const seconds = Number(process.env.BENCH_SECONDS ?? "5")
const adminUrl = process.env.DATABASE_URL
const TARGET = 1.15
/** Tracing off against the server before tracing was built in (BENCH_BASELINE_ROOT): at most 2 % more. */
const OFF_TARGET = 1.02
/** A checkout of an earlier commit, its packages installed, run as the "before" server with the same loads. */
const baselineRoot = process.env.BENCH_BASELINE_ROOT

const cpuPerAnswer = (server: ManyClubsServer, label: string, load: () => Promise<autocannon.Result>) =>
  withCpu(server.rss.replace(/\/rss$/, "/cpu"), (r: autocannon.Result) => r.requests.total, load, label).then(
    ({ result, cpuMsPerAnswer }) => ({ cpu: cpuMsPerAnswer, wrong: result.non2xx }),
  )

const read = (server: ManyClubsServer, url: string, label: string, headers: Record<string, string> = {}) =>
  cpuPerAnswer(server, label, () =>
    autocannon({ url, connections: 10, duration: seconds, headers: { accept: "application/json", ...headers } }),
  )

/** Staff bookings of distinct slots, each server on days of its own. */
const bookings = (server: ManyClubsServer, label: string, firstDay: number) =>
  cpuPerAnswer(server, label, () =>
    autocannon({ url: server.app, connections: 10, duration: seconds, requests: staffBookings(server, firstDay) }),
  )

const main = async () => {
  if (adminUrl === undefined || adminUrl === "") throw new Error("bench:tracing runs on PostgreSQL: set DATABASE_URL.")
  buildOnce(root)
  const collector = await otlpReceiver()
  const databaseUrl = await freshDatabase(adminUrl!, "venue_tracing")
  const seeding = await spawnServer<ManyClubsServer>(root, "bench/manyClubsServer.ts", databaseUrl, { CLUBS: "1" })
  seeding.stop()
  const env = { CLUBS: "1", SEED: "0", CALENDAR_CACHE_MB: "0" }
  const servers = {
    ...(baselineRoot === undefined
      ? {}
      : { before: await spawnServer<ManyClubsServer>(baselineRoot, "bench/manyClubsServer.ts", databaseUrl, env) }),
    off: await spawnServer<ManyClubsServer>(root, "bench/manyClubsServer.ts", databaseUrl, env),
    on: await spawnServer<ManyClubsServer>(root, "bench/manyClubsServer.ts", databaseUrl, {
      ...env,
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    }),
  }
  const kinds = [...(servers.before === undefined ? [] : ["before" as const]), "off" as const, "on" as const]
  try {
    // Each server books on days of its own.
    const firstDay = { before: 80, off: 0, on: 40 }
    const loads = [
      ["the public feed, built from the database", (s: ManyClubsServer, label: string) => read(s, s.feed, label)],
      ["the desk's day board", (s: ManyClubsServer, label: string) => read(s, s.dayBoard, label, s.manager)],
      [
        "a staff booking",
        (s: ManyClubsServer, label: string, round: number, which: keyof typeof firstDay) =>
          bookings(s, label, firstDay[which] + round * 20),
      ],
    ] as const
    const rows: Array<string> = []
    let missed = false
    for (const [name, load] of loads) {
      const figures = { before: [] as Array<number>, off: [] as Array<number>, on: [] as Array<number> }
      let wrong = 0
      for (const round of [1, 2]) {
        for (const which of kinds) {
          const figure = await load(servers[which]!.server, `${which}-${round}`, round, which)
          figures[which].push(figure.cpu)
          wrong += figure.wrong
        }
      }
      const mean = (xs: Array<number>) => xs.reduce((a, b) => a + b, 0) / xs.length
      const [before, off, on] = [mean(figures.before), mean(figures.off), mean(figures.on)]
      missed ||= on / off > TARGET || (servers.before !== undefined && off / before > OFF_TARGET)
      rows.push(
        servers.before === undefined
          ? `| ${name} | ${off.toFixed(3)} | ${on.toFixed(3)} | ${(on / off).toFixed(2)} | ${wrong} |`
          : `| ${name} | ${before.toFixed(3)} | ${off.toFixed(3)} | ${(off / before).toFixed(2)} | ${on.toFixed(3)} | ${(on / off).toFixed(2)} | ${wrong} |`,
      )
    }
    // The batch processor sends within five seconds.
    await new Promise((resolve) => setTimeout(resolve, 6000))
    const commit = commitOf(root)
    const lines = [
      `## ${new Date().toISOString()} — commit ${commit}: tracing off and on${servers.before === undefined ? "" : `, and commit ${commitOf(baselineRoot!)} before it`}`,
      "",
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}, PostgreSQL. The bench club (30 courts, 400 reservations on the day); loads of ${seconds} s (autocannon, 10 connections), each server twice in turns; CPU ms per answer of the server process. Tracing on: every trace sent (100 % sampling) over OTLP/HTTP to a receiver in the bench process, which got ${collector.spans.length} spans.`,
      "",
      ...(servers.before === undefined
        ? [
            `| load | tracing off: CPU ms/answer | tracing on: CPU ms/answer | ratio (target ≤ ${TARGET}) | non-2xx |`,
            "| --- | --- | --- | --- | --- |",
          ]
        : [
            `| load | before: CPU ms/answer | tracing off | off / before (target ≤ ${OFF_TARGET}) | tracing on | on / off (target ≤ ${TARGET}) | non-2xx |`,
            "| --- | --- | --- | --- | --- | --- | --- |",
          ]),
      ...rows,
      "",
    ]
    fs.appendFileSync(path.join(root, "bench/RESULTS.md"), `${lines.join("\n")}\n`)
    process.stdout.write(`${lines.join("\n")}\n`)
    if (missed) process.stdout.write("Missed: a ratio above its target.\n")
  } finally {
    for (const which of kinds) servers[which]!.stop()
    await collector.close()
  }
}

void main()
