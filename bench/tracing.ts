/**
 * `npm run bench:tracing` (PostgreSQL: DATABASE_URL names an admin database beside which one is
 * made): what tracing costs the app server. The bench club (bench/manyClubsServer.ts, one club) is
 * read and booked on a server without tracing and on one sending every trace (100 % sampling) to an
 * OTLP/HTTP receiver in this process, in turns (A B A B): the public feed built from the database,
 * the desk's day board, staff bookings; as the server's CPU ms per answer and their ratio (target:
 * ≤ 1.15 with tracing on). The receiver's span count shows the traces were sent. Appends to
 * bench/RESULTS.md.
 */
import autocannon from "autocannon"
import * as fs from "node:fs"
import * as http from "node:http"
import type { AddressInfo } from "node:net"
import * as os from "node:os"
import * as path from "node:path"
import { addDays } from "../web/src/ui/format"
import { withCpu } from "./cpu"
import { buildOnce, commitOf, freshDatabase, spawnServer } from "./spawnServer"

const root = path.resolve(import.meta.dirname, "..")
const seconds = Number(process.env.BENCH_SECONDS ?? "5")
const adminUrl = process.env.DATABASE_URL
const TARGET = 1.15

interface BenchServer {
  readonly app: string
  readonly rss: string
  readonly feed: string
  readonly dayBoard: string
  readonly date: string
  readonly courts: ReadonlyArray<number>
  readonly playerId: number
  readonly manager: Record<string, string>
}

/** An OTLP/HTTP traces endpoint that counts the spans it is sent. */
const receiver = async () => {
  let spans = 0
  const server = http.createServer((request, response) => {
    let body = ""
    request.on("data", (chunk) => (body += chunk))
    request.on("end", () => {
      try {
        for (const r of JSON.parse(body).resourceSpans ?? [])
          for (const s of r.scopeSpans ?? []) spans += (s.spans ?? []).length
      } catch {
        // not JSON: not counted
      }
      response.writeHead(200, { "content-type": "application/json" }).end("{}")
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans: () => spans,
    close: () => server.close(),
  }
}

const cpuPerAnswer = (server: BenchServer, label: string, load: () => Promise<autocannon.Result>) =>
  withCpu(server.rss.replace(/\/rss$/, "/cpu"), (r: autocannon.Result) => r.requests.total, load, label).then(
    ({ result, cpuMsPerAnswer }) => ({ cpu: cpuMsPerAnswer, wrong: result.non2xx }),
  )

const read = (server: BenchServer, url: string, label: string, headers: Record<string, string> = {}) =>
  cpuPerAnswer(server, label, () =>
    autocannon({ url, connections: 10, duration: seconds, headers: { accept: "application/json", ...headers } }),
  )

/** Staff bookings of distinct hours, each server on days of its own. */
const bookings = (server: BenchServer, label: string, firstDay: number) => {
  let next = 0
  return cpuPerAnswer(server, label, () =>
    autocannon({
      url: server.app,
      connections: 10,
      duration: seconds,
      requests: [
        {
          method: "POST",
          headers: server.manager,
          setupRequest: (request) => {
            const k = next++
            const hour = 6 + (k % 16)
            const body = {
              date: addDays(server.date, firstDay + Math.floor(k / 16)),
              hour_start: hour * 3600,
              hour_end: (hour + 1) * 3600,
              player_ids: [server.playerId],
            }
            const court = server.courts[Math.floor(k / 16) % server.courts.length]
            return { ...request, path: `/api/courts/${court}/booking_admin`, body: JSON.stringify(body) }
          },
        },
      ],
    }),
  )
}

const main = async () => {
  if (adminUrl === undefined || adminUrl === "") throw new Error("bench:tracing runs on PostgreSQL: set DATABASE_URL.")
  buildOnce(root)
  const collector = await receiver()
  const databaseUrl = await freshDatabase(adminUrl!, "venue_tracing")
  const seeding = await spawnServer<BenchServer>(root, "bench/manyClubsServer.ts", databaseUrl, { CLUBS: "1" })
  seeding.stop()
  const env = { CLUBS: "1", SEED: "0", CALENDAR_CACHE_MB: "0" }
  const servers = {
    off: await spawnServer<BenchServer>(root, "bench/manyClubsServer.ts", databaseUrl, env),
    on: await spawnServer<BenchServer>(root, "bench/manyClubsServer.ts", databaseUrl, {
      ...env,
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    }),
  }
  try {
    const loads = [
      ["the public feed, built from the database", (s: BenchServer, label: string) => read(s, s.feed, label)],
      ["the desk's day board", (s: BenchServer, label: string) => read(s, s.dayBoard, label, s.manager)],
      [
        "a staff booking",
        (s: BenchServer, label: string, round: number) =>
          bookings(s, label, s === servers.on.server ? 40 + round * 20 : round * 20),
      ],
    ] as const
    const rows: Array<string> = []
    let missed = false
    for (const [name, load] of loads) {
      const figures = { off: [] as Array<number>, on: [] as Array<number> }
      let wrong = 0
      for (const round of [1, 2]) {
        for (const which of ["off", "on"] as const) {
          const figure = await load(servers[which].server, `${which}-${round}`, round)
          figures[which].push(figure.cpu)
          wrong += figure.wrong
        }
      }
      const mean = (xs: Array<number>) => xs.reduce((a, b) => a + b, 0) / xs.length
      const [off, on] = [mean(figures.off), mean(figures.on)]
      missed ||= on / off > TARGET
      rows.push(`| ${name} | ${off.toFixed(3)} | ${on.toFixed(3)} | ${(on / off).toFixed(2)} | ${wrong} |`)
    }
    // The batch processor sends within five seconds.
    await new Promise((resolve) => setTimeout(resolve, 6000))
    const commit = commitOf(root)
    const lines = [
      `## ${new Date().toISOString()} — commit ${commit}: tracing off and on`,
      "",
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}, PostgreSQL. The bench club (30 courts, 400 reservations on the day); loads of ${seconds} s (autocannon, 10 connections), each server twice in turns; CPU ms per answer of the server process. Tracing on: every trace sent (100 % sampling) over OTLP/HTTP to a receiver in the bench process, which got ${collector.spans()} spans.`,
      "",
      `| load | tracing off: CPU ms/answer | tracing on: CPU ms/answer | ratio (target ≤ ${TARGET}) | non-2xx |`,
      "| --- | --- | --- | --- | --- |",
      ...rows,
      "",
    ]
    fs.appendFileSync(path.join(root, "bench/RESULTS.md"), `${lines.join("\n")}\n`)
    process.stdout.write(`${lines.join("\n")}\n`)
    if (missed) process.stdout.write(`Missed: tracing on cost more than ${TARGET}× the CPU of tracing off.\n`)
  } finally {
    servers.off.stop()
    servers.on.stop()
    collector.close()
  }
}

void main()
