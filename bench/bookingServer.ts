/**
 * The server side of the booking benchmark: the whole app over a fresh database (embedded in
 * memory, or DATABASE_URL) with one club of 20 courts open around the clock and a player signed in;
 * and beside it a bare route that inserts the rows a booking writes (a reservation and
 * its player) straight through the same SQL client, for the baseline. Prints one JSON line, then
 * serves until SIGTERM.
 */
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { localInstant } from "../engine/dates"
import { addDays } from "../web/src/ui/format"
import { app, appUrl, engine, serveBare, signUpByMail } from "./benchServer"

export const ZONE = "America/New_York"
export const COURTS = 20

const seed = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [facility] = yield* sql<{ id: number }>`
    insert into facilities (name, slug, time_zone, currency, currency_decimals, max_hours_range)
    values ('Write Club', 'write-club', ${ZONE}, 'USD', 2, ${24 * 365}) returning id`
  const facilityId = Number(facility!.id)
  for (let day = 0; day < 7; day++)
    yield* sql`insert into facility_schedules (facility_id, day, hour_start, hour_end) values (${facilityId}, ${day}, 0, ${24 * 3600})`
  const courts: Array<number> = []
  for (let c = 0; c < COURTS; c++) {
    const [court] = yield* sql<{ id: number }>`
      insert into courts (facility_id, name, sport, sort_order) values (${facilityId}, ${`Court ${c + 1}`}, 'tennis', ${c}) returning id`
    courts.push(Number(court!.id))
  }
  return { facilityId, courts }
})

/** A reservation and its player, as a booking writes them, in one transaction; true when written. */
const rawBooking = (facilityId: number, court: number, date: string, hour: number, userId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    return yield* sql.withTransaction(
      Effect.gen(function* () {
        const [r] = yield* sql<{ id: number }>`
          insert into reservations (facility_id, court_id, during, local_date, hour_start, hour_end, kind, created_by)
          values (${facilityId}, ${court}, tstzrange(${localInstant(date, hour * 3600, ZONE)}, ${localInstant(date, (hour + 1) * 3600, ZONE)}, '[)'),
            ${date}, ${hour * 3600}, ${(hour + 1) * 3600}, 'reservation', ${userId})
          returning id`
        yield* sql`insert into reservation_users (facility_id, reservation_id, user_id, name)
          values (${facilityId}, ${r!.id}, ${userId}, 'Bench Player')`
      }),
    )
  })

const main = async () => {
  const url = await appUrl()
  const { facilityId, courts } = await app.runPromise(seed)
  // The player signs up and joins the club; the load books with their session, as their browser would.
  const { cookie, csrf, id } = await signUpByMail(url, "bench@example.com")
  const user = { id }
  const headers = { "content-type": "application/json", cookie, "x-csrf-token": csrf }
  const joined = await fetch(`${url}/api/facilities/${facilityId}/join`, { method: "POST", headers, body: "{}" })
  if (!joined.ok) throw new Error(`The bench player could not join: ${joined.status} ${await joined.text()}`)

  const firstDay = addDays(new Date().toISOString().slice(0, 10), 2)
  const raw = HttpRouter.empty.pipe(
    HttpRouter.get(
      "/raw",
      Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const params = new URL(request.url, "http://x").searchParams
        const seconds = Number(params.get("seconds"))
        const concurrency = Number(params.get("concurrency"))
        // Far from the slots the HTTP run books: the same kind of rows, none in the way of the other.
        let next = 0
        let written = 0
        const until = Date.now() + seconds * 1000
        const worker = Effect.gen(function* () {
          while (Date.now() < until) {
            const k = next++
            const date = addDays(firstDay, 2000 + Math.floor(k / (COURTS * 24)))
            yield* rawBooking(facilityId, courts[k % COURTS]!, date, Math.floor(k / COURTS) % 24, user.id)
            written++
          }
        })
        yield* Effect.promise(() =>
          app.runPromise(
            Effect.all(
              Array.from({ length: concurrency }, () => worker),
              { concurrency: "unbounded" },
            ),
          ),
        )
        return yield* HttpServerResponse.json({ written, seconds })
      }).pipe(Effect.orDie),
    ),
  )
  await serveBare(raw, (bareUrl) => ({
    app: url,
    raw: bareUrl,
    headers,
    facilityId,
    courts,
    firstDay,
    engine,
  }))
}

void main()
