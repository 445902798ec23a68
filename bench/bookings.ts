import autocannon from "autocannon"
import { withCpu } from "./cpu"
import { addDays } from "../web/src/ui/format"
import { spawnServer } from "./spawnServer"

/**
 * Booking writes: players' bookings of distinct slots through the API (autocannon, 20
 * connections, one new slot per request) against the rows a booking writes inserted straight
 * through the same SQL client with as many workers, in the same run, and the SQL statements the
 * server sent per booking (signing in the request included); then 200 requests at once for one
 * slot: one booking, 409 for the rest, never a 5xx. And the server's memory after.
 */

interface BookingServer {
  readonly app: string
  readonly raw: string
  /** The signed-in player's cookie, CSRF token and content type. */
  readonly headers: Record<string, string>
  readonly facilityId: number
  readonly courts: ReadonlyArray<number>
  readonly firstDay: string
  readonly engine: string
}

const CONCURRENCY = 20

export const measureBookings = async (root: string, databaseUrl: string | undefined, seconds: number) => {
  const { server, stop } = await spawnServer<BookingServer>(root, "bench/bookingServer.ts", databaseUrl)
  try {
    let next = 0
    /** The k-th distinct slot: court by court, hour by hour, day by day from firstDay. */
    const slot = () => {
      const k = next++
      const hour = Math.floor(k / server.courts.length) % 24
      return {
        facility_id: server.facilityId,
        court_id: server.courts[k % server.courts.length],
        date: addDays(server.firstDay, Math.floor(k / (server.courts.length * 24))),
        hour_start: hour * 3600,
        hour_end: (hour + 1) * 3600,
      }
    }
    const book = (duration: number) =>
      autocannon({
        url: server.app,
        connections: CONCURRENCY,
        duration,
        requests: [
          {
            method: "POST",
            path: "/api/reservations",
            headers: server.headers,
            setupRequest: (request) => ({ ...request, body: JSON.stringify(slot()) }),
          },
        ],
      })
    await book(1)
    const sent = async () => ((await (await fetch(`${server.raw}/statements`)).json()) as { sent: number }).sent
    const before = await sent()
    const { result: http, cpuMsPerAnswer: cpuMsPerBooking } = await withCpu(
      `${server.raw}/cpu`,
      (r: autocannon.Result) => r.requests.total,
      () => book(seconds),
      `${server.engine}-booking`,
    )
    const statementsPerBooking = (await sent()) - before
    const raw = (await (await fetch(`${server.raw}/raw?seconds=${seconds}&concurrency=${CONCURRENCY}`)).json()) as {
      written: number
    }

    const one = { ...slot(), date: addDays(server.firstDay, 300) }
    const statuses = await Promise.all(
      Array.from({ length: 200 }, () =>
        fetch(`${server.app}/api/reservations`, {
          method: "POST",
          headers: server.headers,
          body: JSON.stringify(one),
        }).then((r) => r.status),
      ),
    )
    const tally = (status: number) => statuses.filter((s) => s === status).length
    const rss = ((await (await fetch(`${server.raw}/rss`)).json()) as { rss: number }).rss
    const bookingsPerSecond = http["2xx"] / seconds
    const rawPerSecond = raw.written / seconds
    return {
      engine: server.engine,
      bookingsPerSecond,
      p50: http.latency.p50,
      p99: http.latency.p99,
      errors: http.errors + http.non2xx,
      rawPerSecond,
      ratio: bookingsPerSecond / rawPerSecond,
      cpuMsPerBooking,
      statementsPerBooking: statementsPerBooking / Math.max(1, http["2xx"] + http.non2xx),
      oneSlot: { created: tally(201), conflicts: tally(409), serverErrors: statuses.filter((s) => s >= 500).length },
      rss,
    }
  } finally {
    stop()
  }
}
