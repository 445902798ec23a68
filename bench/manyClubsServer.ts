/**
 * The server side of the many-clubs benchmark (PostgreSQL): the bench club (bench/benchClub.ts:
 * 30 courts, 400 reservations on the measured day) with a manager and a player signed in, and
 * beside it CLUBS - 1 other clubs (bench/manyClubsSeed.ts). Ten memberships are due to renew:
 * the bench club's own with one club, one in each of ten other clubs with many, so a renewal round
 * has the same work either way. With SEED=0 it seeds nothing and finds what a seeding server wrote
 * (a second server on the same database, with the feed's cache on). Serves `/renewal-round`
 * beside the app: twenty dry runs of the renewal job, their CPU and time each. Prints one JSON
 * line, then serves until SIGTERM.
 */
import { HttpRouter, HttpServerResponse } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect, ManagedRuntime } from "effect"
import { operator, CurrentCaller } from "../engine/access"
import { Renewals } from "../engine/memberships/renewals"
import { gatherStatistics } from "../adapters/sql/statistics"
import { DATE, seedDay } from "./benchClub"
import { VenueLayer } from "../adapters/venue"
import { app, appUrl, config, cookiesOf, engine, serveBare, signUpByMail } from "./benchServer"
import { seedClubs, seedDueMemberships } from "../fixtures/manyClubs"

const clubs = Number(process.env.CLUBS ?? "1")
const seeding = process.env.SEED !== "0"
/** ANALYZE=0: the rows' statistics are left as the migrations made them (empty tables), as a club grown by use with autovacuum off. */
const analysed = process.env.ANALYZE !== "0"
const SLUG = "many-bench"
const DUE = 10

const signIn = async (url: string, email: string) => {
  const signed = await fetch(`${url}/api/sign_in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "bench password 1" }),
  })
  const { csrf_token: csrf, user } = (await signed.json()) as { csrf_token: string; user: { id: number } }
  return { id: user.id, cookie: cookiesOf(signed), csrf }
}

const main = async () => {
  const url = await appUrl()
  const started = performance.now()
  let facilityId: number
  let reservations = 0
  if (seeding) {
    const club = await app.runPromise(seedDay(SLUG))
    facilityId = club.facilityId
    reservations = club.reservations
    await app.runPromise(
      Effect.gen(function* () {
        if (clubs === 1) yield* seedDueMemberships(facilityId, club.users.slice(0, DUE), DUE)
        yield* seedClubs(clubs - 1, clubs === 1 ? 0 : DUE)
        if (analysed) yield* gatherStatistics()
      }),
    )
  } else {
    facilityId = await app.runPromise(
      Effect.map(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) => sql<{ id: number }>`select id from facilities where slug = ${SLUG}`,
        ),
        ([row]) => Number(row!.id),
      ),
    )
  }
  const seededSeconds = (performance.now() - started) / 1000
  const people = seeding
    ? await Promise.all(
        ["manager", "player"].map((who) =>
          signUpByMail(url, `${who}@${SLUG}.example.com`, { first_name: "Bench", last_name: who }),
        ),
      )
    : await Promise.all(["manager", "player"].map((who) => signIn(url, `${who}@${SLUG}.example.com`)))
  const [manager, player] = people as [(typeof people)[0], (typeof people)[0]]
  if (seeding)
    await app.runPromise(
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        Effect.zipRight(
          sql`insert into facility_users (facility_id, user_id, role) values
              (${facilityId}, ${manager.id}, 'manager'), (${facilityId}, ${player.id}, 'player')`,
          // The player plays in twenty of the day's games: their page of upcoming ones is full.
          sql`insert into reservation_users (facility_id, reservation_id, user_id, name)
              select facility_id, id, ${player.id}, 'Bench player' from reservations
              where facility_id = ${facilityId} and local_date = ${DATE} order by id limit 20`,
        ),
      ),
    )
  const courts = await app.runPromise(
    Effect.map(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql<{ id: number }>`select id from courts where facility_id = ${facilityId} order by sort_order`,
      ),
      (rows) => rows.map((r) => Number(r.id)),
    ),
  )
  const allClubs = await app.runPromise(
    Effect.map(
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number }>`select count(*)::int as n from facilities`),
      ([row]) => row!.n,
    ),
  )
  // The engine's services as the CLI has them, for the job's round.
  const engineRuntime = ManagedRuntime.make(VenueLayer(config))
  const renewalRound = Effect.gen(function* () {
    const renewals = yield* Renewals
    const rounds: Array<{ cpu: number; ms: number; outcomes: number }> = []
    for (let i = 0; i < 20; i++) {
      const cpu = process.cpuUsage()
      const at = performance.now()
      const done = yield* renewals.run(new Date(), { dryRun: true })
      const spent = process.cpuUsage(cpu)
      rounds.push({ cpu: (spent.user + spent.system) / 1000, ms: performance.now() - at, outcomes: done.length })
    }
    return rounds
  }).pipe(Effect.provideService(CurrentCaller, operator))
  const headers = (who: { cookie: string; csrf: string }) => ({
    cookie: who.cookie,
    "x-csrf-token": who.csrf,
    "content-type": "application/json",
  })
  await serveBare(
    HttpRouter.empty.pipe(
      HttpRouter.post(
        "/analyze",
        Effect.promise(() => app.runPromise(gatherStatistics())).pipe(Effect.as(HttpServerResponse.empty())),
      ),
      HttpRouter.get(
        "/renewal-round",
        Effect.flatMap(
          Effect.promise(() => engineRuntime.runPromise(renewalRound)),
          (rounds) => HttpServerResponse.json({ rounds }).pipe(Effect.orDie),
        ),
      ),
    ),
    (bareUrl) => ({
      rss: `${bareUrl}/rss`,
      renewalRound: `${bareUrl}/renewal-round`,
      analyze: `${bareUrl}/analyze`,
      engine,
      clubs: allClubs,
      seededSeconds,
      reservations,
      app: url,
      facilityId,
      courts,
      playerId: player.id,
      date: DATE,
      feed: `${url}/api/facilities/${facilityId}/courts_reservations_for_players?date=${DATE}`,
      dayBoard: `${url}/api/facilities/${facilityId}/reservations?date=${DATE}`,
      playerReservations: `${url}/api/users/reservations?when=upcoming`,
      close: `${url}/api/facilities/${facilityId}/close_report?date=${DATE}`,
      manager: headers(manager),
      player: headers(player),
    }),
  )
}

void main()
