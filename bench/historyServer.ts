/**
 * The server side of the history benchmark: the bench club's measured day (bench/benchClub.ts),
 * and before it HISTORY_DAYS days of a full club's play: 30 courts booked every 40 minutes from
 * 6:00 to 22:00, two players each, a court fee and its payment (730 days: 525,600 reservations,
 * 1.05 million players, 525,600 fees and ledger rows). The feed's cache is off
 * (CALENDAR_CACHE_MB=0, set by bench/history.ts), so every feed request reads the database. A
 * manager and a player (in one of every 1,000 games: five a week) are signed in; the history lies
 * in the past, as the measured day is the day after tomorrow. Prints one JSON line, then
 * serves until SIGTERM.
 */
import { HttpRouter } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { unbounded } from "../adapters/sql/timeouts"
import { addDays } from "../web/src/ui/format"
import { DATE, seedDay, ZONE } from "./benchClub"
import { app, appUrl, engine, serveBare, signUpByMail } from "./benchServer"

const days = Number(process.env.HISTORY_DAYS ?? "0")

const seedHistory = (facilityId: number, users: ReadonlyArray<number>, playerId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (days === 0) return 0
    const from = addDays(DATE, -days)
    const to = addDays(DATE, -1)
    // A month at a time: one statement per month keeps each transaction's memory small; each free
    // of the role's statement timeout, as a bulk load.
    for (let start = from; start <= to; start = addDays(start, 31)) {
      const end = addDays(start, 30) < to ? addDays(start, 30) : to
      yield* unbounded(sql`
        insert into reservations (facility_id, court_id, during, local_date, hour_start, hour_end, kind, status, created_by)
        select ${facilityId}, c.id,
          tstzrange((d::date + make_interval(secs => 21600 + s * 2400)) at time zone ${ZONE},
                    (d::date + make_interval(secs => 21600 + (s + 1) * 2400)) at time zone ${ZONE}, '[)'),
          d::date, 21600 + s * 2400, 21600 + (s + 1) * 2400, 'reservation', 'booked',
          (${users}::bigint[])[1 + (c.sort_order * 24 + s + (d::date - date '2000-01-01')) % ${users.length}]
        from generate_series(${start}::date, ${end}::date, interval '1 day') d,
          courts c, generate_series(0, 23) s
        where c.facility_id = ${facilityId}`)
    }
    yield* unbounded(sql`
      insert into reservation_users (facility_id, reservation_id, user_id, name)
      select facility_id, id, created_by, 'Player' from reservations
      where facility_id = ${facilityId} and local_date < ${DATE}`)
    yield* unbounded(sql`
      insert into reservation_users (facility_id, reservation_id, user_id, name)
      select facility_id, id, case when id % 1000 = 0 then ${playerId} else created_by end, 'Partner' from reservations
      where facility_id = ${facilityId} and local_date < ${DATE}`)
    yield* unbounded(sql`
      insert into reservation_fees (facility_id, reservation_id, amount, description)
      select facility_id, id, 3000, 'Court fee' from reservations where facility_id = ${facilityId} and local_date < ${DATE}`)
    yield* unbounded(sql`
      insert into payments (facility_id, payable_type, payable_id, reservation_id, payer_id, method, amount, status, business_date)
      select facility_id, 'reservation', id, id, created_by, 'cash', 3000, 'paid', local_date
      from reservations where facility_id = ${facilityId} and local_date < ${DATE}`)
    yield* unbounded(sql`analyze`)
    const [count] = yield* sql<{
      n: number
    }>`select count(*)::int as n from reservations where facility_id = ${facilityId} and local_date < ${DATE}`
    return count!.n
  })

/** Signs up a person; returns the headers their browser would send. */
const signUp = async (url: string, email: string) => {
  const { id, cookie, csrf } = await signUpByMail(url, email, { first_name: "Bench", last_name: email })
  return { id, headers: { cookie, "x-csrf-token": csrf } }
}

const main = async () => {
  const url = await appUrl()
  const slug = `history-${days}`
  const club = await app.runPromise(seedDay(slug))
  const manager = await signUp(url, `manager@${slug}.example.com`)
  const player = await signUp(url, `player@${slug}.example.com`)
  const started = performance.now()
  const history = await app.runPromise(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      yield* sql`insert into facility_users (facility_id, user_id, role) values
        (${club.facilityId}, ${manager.id}, 'manager'), (${club.facilityId}, ${player.id}, 'player')`
      return yield* seedHistory(club.facilityId, club.users, player.id)
    }),
  )
  const seededSeconds = (performance.now() - started) / 1000
  await serveBare(HttpRouter.empty, (bareUrl) => ({
    rss: `${bareUrl}/rss`,
    engine,
    history,
    seededSeconds,
    feed: `${url}/api/facilities/${club.facilityId}/courts_reservations_for_players?date=${DATE}`,
    dayBoard: `${url}/api/facilities/${club.facilityId}/reservations?date=${DATE}`,
    playerReservations: `${url}/api/users/reservations?when=past`,
    manager: manager.headers,
    player: player.headers,
  }))
}

void main()
