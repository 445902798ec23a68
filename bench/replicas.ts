/**
 * `npm run bench:replicas` (needs Debian's PostgreSQL server binaries, as the replica test does):
 * what routing a read to a replica costs the app server. A primary and a real streaming standby
 * of their own (fixtures/testing/postgresPair.ts) hold the bench club (bench/manyClubsServer.ts,
 * one club); the reads that may lag (the desk's day board, the public feed with the cache off) are
 * loaded on a server without replicas and on one with the standby as DATABASE_READ_URL, in turns
 * (A B A B), as the server's CPU ms per answer. Target: the routed read costs at most 0.2 ms more.
 * The standby's own transaction count shows the routed reads were served there. Appends to
 * bench/RESULTS.md.
 */
import autocannon from "autocannon"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import pg from "pg"
import { startPostgresPair } from "../fixtures/testing/postgresPair"
import { withCpu } from "./cpu"
import { buildOnce, commitOf, spawnServer } from "./spawnServer"

const root = path.resolve(import.meta.dirname, "..")
const seconds = Number(process.env.BENCH_SECONDS ?? "5")
const TARGET_MS = 0.2

interface BenchServer {
  readonly rss: string
  readonly feed: string
  readonly dayBoard: string
  readonly manager: Record<string, string>
}

const transactions = async (url: string) => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const { rows } = await client.query<{ n: string }>(
    "select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()",
  )
  await client.end()
  return Number(rows[0]!.n)
}

/** Waits until the standby has replayed everything the primary wrote so far. */
const caughtUp = async (primaryUrl: string, standbyUrl: string) => {
  const [primary, standby] = [
    new pg.Client({ connectionString: primaryUrl }),
    new pg.Client({ connectionString: standbyUrl }),
  ]
  await Promise.all([primary.connect(), standby.connect()])
  const { rows } = await primary.query<{ lsn: string }>("select pg_current_wal_lsn()::text as lsn")
  for (;;) {
    const behind = await standby.query<{ behind: boolean }>("select pg_last_wal_replay_lsn() < $1::pg_lsn as behind", [
      rows[0]!.lsn,
    ])
    if (!behind.rows[0]!.behind) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await Promise.all([primary.end(), standby.end()])
}

const read = (server: BenchServer, url: string, label: string, headers: Record<string, string> = {}) =>
  withCpu(
    server.rss.replace(/\/rss$/, "/cpu"),
    (r: autocannon.Result) => r.requests.total,
    () => autocannon({ url, connections: 10, duration: seconds, headers: { accept: "application/json", ...headers } }),
    label,
  ).then(({ result, cpuMsPerAnswer }) => ({
    cpu: cpuMsPerAnswer,
    answers: result.requests.total,
    rps: result.requests.average,
    wrong: result.non2xx,
  }))

const main = async () => {
  buildOnce(root)
  const pair = await startPostgresPair("venue_replicas")
  try {
    const seeding = await spawnServer<BenchServer>(root, "bench/manyClubsServer.ts", pair.primaryUrl, {
      CLUBS: "1",
      CALENDAR_CACHE_MB: "0",
    })
    seeding.stop()
    await caughtUp(pair.primaryUrl, pair.standbyUrl)
    const servers = {
      primary: await spawnServer<BenchServer>(root, "bench/manyClubsServer.ts", pair.primaryUrl, {
        CLUBS: "1",
        SEED: "0",
        CALENDAR_CACHE_MB: "0",
      }),
      replica: await spawnServer<BenchServer>(root, "bench/manyClubsServer.ts", pair.primaryUrl, {
        CLUBS: "1",
        SEED: "0",
        CALENDAR_CACHE_MB: "0",
        DATABASE_READ_URL: pair.standbyUrl,
      }),
    }
    // Sign-ins wrote sessions; the replica serves a read only once it has them.
    await caughtUp(pair.primaryUrl, pair.standbyUrl)
    const reads = [
      ["the desk's day board", (s: BenchServer) => [s.dayBoard, s.manager] as const],
      ["the public feed, built from the database", (s: BenchServer) => [s.feed, {}] as const],
    ] as const
    const rows: Array<string> = []
    let missed = false
    for (const [name, target] of reads) {
      const figures = { primary: [] as Array<number>, replica: [] as Array<number> }
      let standbyShare = 0
      let wrong = 0
      for (const round of [1, 2]) {
        for (const which of ["primary", "replica"] as const) {
          const s = servers[which].server
          const [url, headers] = target(s)
          await read(s, url, `${which}-warm-up`, headers)
          const before = await transactions(pair.standbyUrl)
          const figure = await read(s, url, `${which}-${round}`, headers)
          if (which === "replica") standbyShare = ((await transactions(pair.standbyUrl)) - before) / figure.answers
          figures[which].push(figure.cpu)
          wrong += figure.wrong
        }
      }
      const mean = (xs: Array<number>) => xs.reduce((a, b) => a + b, 0) / xs.length
      const [a, b] = [mean(figures.primary), mean(figures.replica)]
      missed ||= b - a > TARGET_MS
      rows.push(
        `| ${name} | ${a.toFixed(3)} | ${b.toFixed(3)} | ${(b - a).toFixed(3)} | ${(b / a).toFixed(2)} | ${standbyShare.toFixed(2)} | ${wrong} |`,
      )
    }
    for (const s of Object.values(servers)) s.stop()
    const commit = commitOf(root)
    const lines = [
      `## ${new Date().toISOString()} — commit ${commit}: reads routed to a streaming replica`,
      "",
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}, a PostgreSQL primary and a streaming standby of their own. The bench club (30 courts, 400 reservations on the day); loads of ${seconds} s (autocannon, 10 connections), each server twice in turns; CPU ms per answer of the server process.`,
      "",
      `| read (may lag) | primary only: CPU ms/answer | with a replica: CPU ms/answer | added ms (target ≤ ${TARGET_MS}) | ratio | standby transactions per answer | non-2xx |`,
      "| --- | --- | --- | --- | --- | --- | --- |",
      ...rows,
      "",
    ]
    fs.appendFileSync(path.join(root, "bench/RESULTS.md"), `${lines.join("\n")}\n`)
    process.stdout.write(`${lines.join("\n")}\n`)
    if (missed)
      process.stdout.write(`Missed: a routed read cost more than ${TARGET_MS} ms of CPU above the primary's.\n`)
  } finally {
    pair.close()
  }
}

void main()
