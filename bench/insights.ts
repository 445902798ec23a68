/**
 * Club insights' cost: a year's occupancy of a 30-court club read from the bookings (every day
 * marked changed, the read's worst case) and from the occupancy job's roll-up, and how long the job
 * takes to roll up a day of each of 1,000 clubs. In-process (the engine's services, no HTTP), so the
 * CPU figure is the engine's own per read; PostgreSQL's time is in the wall-clock figures.
 * `npm run bench:insights` (BENCH_SHORT=1: fewer rounds); appends to bench/RESULTS.md.
 */
import { SqlClient } from "@effect/sql"
import { Effect, ManagedRuntime } from "effect"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { CurrentCaller, operator } from "../engine/access"
import { Insights } from "../engine/insights/service"
import { seedClubs } from "../fixtures/manyClubs"
import { gatherStatistics } from "../adapters/sql/statistics"
import { VenueLayer } from "../adapters/venue"
import { config, engine } from "./benchServer"
import { commitOf } from "./spawnServer"

const root = path.resolve(import.meta.dirname, "..")
const SHORT = process.env.BENCH_SHORT === "1"
const COURTS = 30
const YEAR = { from: "2025-01-01", to: "2025-12-31" }

// Embedded: a fresh data directory, removed at the end.
const dataDir = config.databaseUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "venue-insights-"))
const venue = ManagedRuntime.make(VenueLayer(dataDir === undefined ? config : { ...config, dataDir }))

const run = <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient | Insights | CurrentCaller>) =>
  venue.runPromise(Effect.provideService(effect, CurrentCaller, operator) as Effect.Effect<A, E, never>)

/** A club of 30 courts open 7:00–23:00 with a year of one-hour bookings, 60 % of its hours, fuller in the evening. */
const seedYear = run(
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [club] = yield* sql<{ id: number }>`
      insert into facilities (name, slug, time_zone, currency, currency_decimals)
      values ('Insights bench', ${`insights-${Date.now()}`}, 'America/New_York', 'USD', 2) returning id`
    const id = club!.id
    yield* sql`insert into facility_schedules (facility_id, day, hour_start, hour_end)
      select ${id}, d, 25200, 82800 from generate_series(0, 6) d`
    yield* sql`insert into court_rates (facility_id, hour_start, hour_end, price_per_hour, prime_time)
      values (${id}, 61200, 82800, 4000, true)`
    yield* sql`insert into courts (facility_id, name, sport)
      select ${id}, 'Court ' || i, 'tennis' from generate_series(1, ${COURTS}) i`
    yield* sql`
      insert into reservations (facility_id, court_id, during, local_date, hour_start, hour_end, status)
      select ${id}, c.id,
        tstzrange((d::date + make_interval(hours => h)) at time zone 'America/New_York',
                  (d::date + make_interval(hours => h + 1)) at time zone 'America/New_York', '[)'),
        d::date, h * 3600, (h + 1) * 3600, 'checked'
      from generate_series(${YEAR.from}::date, ${YEAR.to}::date, interval '1 day') d
      cross join courts c cross join generate_series(7, 22) h
      where c.facility_id = ${id}
        and abs(hashtext(d::text || c.id || '/' || h)) % 100 < case when h >= 17 then 85 else 50 end`
    const [count] = yield* sql<{ n: number }>`select count(*)::int as n from reservations where facility_id = ${id}`
    yield* gatherStatistics()
    return { id: Number(id), reservations: count!.n }
  }),
)

/** The median wall-clock ms and the mean CPU ms of the engine's process per call, over `rounds` calls. */
const measure = async (rounds: number, call: () => Promise<unknown>) => {
  await call()
  const walls: Array<number> = []
  const cpuBefore = process.cpuUsage()
  for (let i = 0; i < rounds; i++) {
    const at = performance.now()
    await call()
    walls.push(performance.now() - at)
  }
  const cpu = process.cpuUsage(cpuBefore)
  walls.sort((a, b) => a - b)
  return { ms: walls[Math.floor(walls.length / 2)]!, cpu: (cpu.user + cpu.system) / 1000 / rounds }
}

/** The occupancy job's rounds until nothing is marked: the days rolled up and the rounds that did it. */
const drain = async () => {
  let days = 0
  for (let rounds = 1; ; rounds++) {
    const worked = await run(Effect.flatMap(Insights, (i) => i.rollUp(200)))
    if (worked === 0) return { days, rounds: rounds - 1 }
    days += worked
  }
}

const main = async () => {
  const rounds = SHORT ? 5 : 15
  const seededAt = performance.now()
  const club = await seedYear
  const seeded = (performance.now() - seededAt) / 1000
  const year = () => run(Effect.flatMap(Insights, (i) => i.occupancy(club.id, YEAR)))
  // Every day is marked by its bookings' trigger: the read's worst case, all of it from the bookings.
  const live = await measure(Math.min(rounds, 5), year)
  const before = await year()

  const rollAt = performance.now()
  const rolled = (await drain()).days
  const rollSeconds = (performance.now() - rollAt) / 1000
  const fromRollUp = await measure(rounds, year)
  const after = await year()
  if (JSON.stringify(after.overall) !== JSON.stringify(before.overall))
    throw new Error(
      `The rolled-up year differs: ${JSON.stringify(before.overall)} then ${JSON.stringify(after.overall)}`,
    )

  // A thousand clubs, each with a few days of bookings marked: one job's worth of days to roll up.
  await run(
    Effect.zipRight(
      seedClubs(1000, 0, { members: 10, hours: [9, 18], daysBack: 1, daysAhead: 0, salesDays: 0 }),
      gatherStatistics(),
    ),
  )
  const [marked] = await run(
    Effect.flatMap(
      SqlClient.SqlClient,
      (sql) =>
        sql<{ days: number; clubs: number }>`
          select count(*)::int as days, count(distinct facility_id)::int as clubs
          from (select distinct facility_id, local_date from occupancy_marks) d`,
    ),
  )
  const clubsAt = performance.now()
  const rounds1000 = (await drain()).rounds
  const clubsSeconds = (performance.now() - clubsAt) / 1000

  const lines = [
    `## ${new Date().toISOString()} — commit ${commitOf(root)}: club insights (${engine})`,
    "",
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}. A club of ${COURTS} courts open 7:00–23:00 with a year of bookings (${club.reservations.toLocaleString("en")} one-hour bookings, seeded in ${seeded.toFixed(0)} s). The year's occupancy report (cells of court × weekday × hour, prime time, by court and sport) through the engine's service, in process: the median of ${rounds} reads (wall clock, with PostgreSQL's time) and the engine's CPU ms per read.`,
    "",
    "| read | median ms | CPU ms/read | ÷ from the bookings |",
    "| --- | --- | --- | --- |",
    `| a year from the bookings (every day marked changed: the worst case) | ${live.ms.toFixed(1)} | ${live.cpu.toFixed(1)} | 1.00 |`,
    `| a year from the roll-up (target ≤ 50 ms) | ${fromRollUp.ms.toFixed(1)} | ${fromRollUp.cpu.toFixed(1)} | ${(fromRollUp.ms / live.ms).toFixed(2)} |`,
    "",
    `Rolling up the club's year: ${rolled} days in ${rollSeconds.toFixed(1)} s (${((rollSeconds * 1000) / Math.max(1, rolled)).toFixed(1)} ms a day). A thousand clubs' marked days (${marked!.days} days of ${marked!.clubs} clubs) rolled up in ${clubsSeconds.toFixed(1)} s, ${rounds1000} rounds of 200 (target: within one job interval, ${60} s by default: ${(clubsSeconds / 60).toFixed(2)} of it).`,
    "",
  ]
  fs.appendFileSync(path.join(root, "bench/RESULTS.md"), `${lines.join("\n")}\n`)
  process.stdout.write(`${lines.join("\n")}\n`)
  await venue.dispose()
  if (dataDir !== undefined) fs.rmSync(dataDir, { recursive: true, force: true })
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(1)
})
