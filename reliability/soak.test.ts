import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { localDate } from "../engine/dates"
import { TestClient } from "../fixtures/testing/client"
import { liveHeapAfterFullCollections, rssOf, startServerProcess } from "../fixtures/testing/serverProcess"

/**
 * A bounded soak: the real server (embedded, demo club) under mixed traffic for SOAK_SECONDS
 * (default 150): players reading the calendar and their bookings, booking and cancelling; the
 * desk reading its day board and the close, taking payments; visitors loading the widget. No
 * request fails (a court already taken is an answer, not a failure), and memory stays flat.
 */

const SECONDS = Number(process.env.SOAK_SECONDS ?? "150")
const PASSWORD = "soak test password"
const ZONE = "America/New_York"
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "venue-soak-"))
const spawned = Date.now()
const server = startServerProcess(
  { DATABASE_URL: "", DATA_DIR: dataDir, DEMO: "1", DEMO_ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: "info" },
  ["--trace-gc"],
)
afterAll(() => {
  if (server.child.exitCode === null) server.child.kill("SIGKILL")
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** Answers that are part of normal use for each kind of call. */
const fine = (what: string, status: number) =>
  status < 400 || (what === "book" && (status === 409 || status === 422)) || (what === "pay" && status === 422)

describe("a soak of mixed traffic", () => {
  it(
    `runs ${SECONDS} s without a failed request, and memory stays flat`,
    { timeout: (SECONDS + 120) * 1000 },
    async () => {
      const url = await server.listening
      const end = Date.now() + SECONDS * 1000
      const counts = new Map<string, number>()
      const failures: Array<string> = []
      const note = (what: string, status: number) => {
        counts.set(what, (counts.get(what) ?? 0) + 1)
        if (!fine(what, status) && failures.length < 20) failures.push(`${what} -> ${status}`)
      }
      const call = async (client: TestClient, what: string, method: string, target: string, body?: unknown) => {
        try {
          const response = await client.request(method, target, body)
          note(what, response.status)
          return response
        } catch (e) {
          note(what, 599)
          failures.push(`${what}: ${String(e)}`)
          return undefined
        }
      }

      const desk = new TestClient(url)
      await desk.signIn("frontdesk@demo.example.com", PASSWORD)
      const facility = (await desk.get("/api/session")).body.facilities[0].id as number
      const courts = (await desk.get(`/api/facilities/${facility}/courts`)).body as Array<{ id: number }>
      const tomorrow = () => localDate(new Date(Date.now() + 86_400_000), ZONE)

      const player = async (email: string, index: number) => {
        const client = new TestClient(url)
        await client.signIn(email, PASSWORD)
        const waivers = (await client.get(`/api/facilities/${facility}/facility_waivers`)).body as Array<{ id: number }>
        for (const w of waivers) await client.post(`/api/waivers/${w.id}/accept`, {})
        for (let i = 0; Date.now() < end; i++) {
          await call(
            client,
            "feed",
            "GET",
            `/api/facilities/${facility}/courts_reservations_for_players?date=${tomorrow()}`,
          )
          await call(client, "mine", "GET", "/api/users/reservations")
          if (i % 3 === 0) {
            const hour = 20 + (i % 2)
            const booked = await call(client, "book", "POST", "/api/reservations", {
              facility_id: facility,
              court_id: courts[index % courts.length]!.id,
              date: tomorrow(),
              hour_start: hour * 3600,
              hour_end: (hour + 1) * 3600,
            })
            if (booked?.status === 201) await call(client, "cancel", "DELETE", `/api/reservations/${booked.body.id}`)
          }
        }
      }
      const frontDesk = async () => {
        for (let i = 0; Date.now() < end; i++) {
          const day = await call(desk, "board", "GET", `/api/facilities/${facility}/reservations?date=${tomorrow()}`)
          await call(
            desk,
            "close",
            "GET",
            `/api/facilities/${facility}/close_report?date=${localDate(new Date(), ZONE)}`,
          )
          const some = (day?.body ?? [])[i % Math.max(1, day?.body?.length ?? 1)] as { id: number } | undefined
          if (some !== undefined && i % 4 === 0)
            await call(desk, "pay", "PUT", `/api/reservations/${some.id}/pay_pending`, { method: "cash" })
        }
      }
      const visitor = async () => {
        const anonymous = new TestClient(url)
        while (Date.now() < end) {
          await call(anonymous, "widget", "GET", "/widget.js")
          await call(
            anonymous,
            "feed",
            "GET",
            `/api/facilities/${facility}/courts_reservations_for_players?date=${tomorrow()}`,
          )
        }
      }

      const samples: Array<{ at: number; rss: number }> = []
      const started = Date.now()
      const sampler = setInterval(
        () => samples.push({ at: Date.now() - started, rss: rssOf(server.child.pid!) }),
        2_000,
      )
      await Promise.all([
        ...["olivia.martin", "liam.garcia", "emma.johnson", "noah.brown"].map((p, i) =>
          player(`${p}@demo.example.com`, i),
        ),
        frontDesk(),
        visitor(),
        visitor(),
      ])
      clearInterval(sampler)

      // RSS follows V8's heap sizing (it swung 170 → 256 MiB in a flat run), so the leak check reads
      // the heap left live after each full collection; RSS is reported, and bounded only loosely
      // for what lives outside V8's heap.
      const offset = started - spawned
      const live = liveHeapAfterFullCollections(server.output()).map((c) => ({ at: c.at - offset, value: c.mib }))
      const rss = samples.map((s) => ({ at: s.at, value: s.rss / 2 ** 20 }))
      const lowest = (xs: ReadonlyArray<{ at: number; value: number }>, from: number, to: number) =>
        Math.min(...xs.filter((x) => x.at >= from * SECONDS * 1000 && x.at < to * SECONDS * 1000).map((x) => x.value))
      const [heapWarm, heapLast] = [lowest(live, 0.2, 0.5), lowest(live, 0.7, 1.01)]
      const [rssWarm, rssLast] = [lowest(rss, 0.2, 0.4), lowest(rss, 0.8, 1.01)]
      const total = [...counts.values()].reduce((a, b) => a + b, 0)
      console.log(
        `soak: ${total} requests in ${SECONDS} s (${JSON.stringify(Object.fromEntries(counts))}); live heap ${heapWarm} MiB after warm-up, ${heapLast} MiB at the end; RSS floor ${rssWarm.toFixed(0)} → ${rssLast.toFixed(0)} MiB`,
      )
      console.log(
        `soak RSS every 10 s (MiB): ${samples
          .filter((_, i) => i % 5 === 0)
          .map((s) => (s.rss / 2 ** 20).toFixed(0))
          .join(" ")}`,
      )
      expect(failures).toEqual([])
      // Throughput is reported above, not asserted: a busy machine does less, and leaks show either way.
      expect(counts.get("book") ?? 0).toBeGreaterThan(0)
      // Flat: the live heap at the end within a fifth of where it stood after warming up.
      expect(Number.isFinite(heapWarm) && Number.isFinite(heapLast)).toBe(true)
      expect(heapLast).toBeLessThan(heapWarm * 1.2)
      expect(rssLast).toBeLessThan(rssWarm * 2)
    },
  )
})
