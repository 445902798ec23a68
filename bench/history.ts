import autocannon from "autocannon"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { withCpu } from "./cpu"
import { spawnServer } from "./spawnServer"

/**
 * Reads as a club's history grows: the bench club's day (30 courts, 400 reservations) on an empty
 * history and after two years of full courts (bench/historyServer.ts), with the feed's cache off
 * so every feed request is built from the database. Measures the public feed (50 connections),
 * the desk's day board and a player's reservations (10 connections: a club's staff and players,
 * not a crowd), and the server's memory after.
 */

interface HistoryServer {
  readonly engine: string
  readonly history: number
  readonly seededSeconds: number
  readonly feed: string
  readonly dayBoard: string
  readonly playerReservations: string
  readonly manager: Record<string, string>
  readonly player: Record<string, string>
  readonly rss: string
}

const run = (
  url: string,
  cpuUrl: string,
  connections: number,
  seconds: number,
  label: string,
  headers: Record<string, string> = {},
) =>
  withCpu(
    cpuUrl,
    (r: autocannon.Result) => r.requests.total,
    () => autocannon({ url, connections, duration: seconds, headers: { accept: "application/json", ...headers } }),
    label,
  ).then(({ result: r, cpuMsPerAnswer }) => ({
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    /** Answers that were not 2xx: the server said something wrong (the rest are lost connections). */
    wrong: r.non2xx,
    /** The answers by status other than 2xx, so a wrong one says what it was. */
    statuses: Object.entries(r.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith("2"))
      .map(([code, { count }]) => `${count}× ${code}`),
    cpu: cpuMsPerAnswer,
  }))

export type Reads = Awaited<ReturnType<typeof run>>

export const measureHistory = async (root: string, databaseUrl: string | undefined, days: number, seconds: number) => {
  // The embedded bench's data directory, removed at the end.
  const dataDir = databaseUrl === undefined ? fs.mkdtempSync(path.join(os.tmpdir(), "venue-history-")) : undefined
  const { server, stop } = await spawnServer<HistoryServer>(root, "bench/historyServer.ts", databaseUrl, {
    HISTORY_DAYS: String(days),
    CALENDAR_CACHE_MB: "0",
    ...(dataDir === undefined ? {} : { BENCH_DATA_DIR: dataDir }),
  })
  try {
    const cpuUrl = server.rss.replace(/\/rss$/, "/cpu")
    const label = (read: string) => `${server.engine}-${days}d-${read}`
    await run(server.feed, cpuUrl, 10, 1, label("warm-up"))
    const feed = await run(server.feed, cpuUrl, 50, seconds, label("cold-feed"))
    const dayBoard = await run(server.dayBoard, cpuUrl, 10, seconds, label("day-board"), server.manager)
    const playerReservations = await run(
      server.playerReservations,
      cpuUrl,
      10,
      seconds,
      label("player-reservations"),
      server.player,
    )
    const rss = ((await (await fetch(server.rss)).json()) as { rss: number }).rss
    return {
      engine: server.engine,
      days,
      history: server.history,
      seededSeconds: server.seededSeconds,
      feed,
      dayBoard,
      playerReservations,
      rss,
    }
  } finally {
    stop()
    if (dataDir !== undefined) setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 2000)
  }
}
