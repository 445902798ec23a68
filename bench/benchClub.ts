/**
 * The club every read bench measures: one facility of 30 courts open 6:00–22:00 with 400
 * reservations of two players each on one day, as a busy club's Saturday.
 */
import { addDays } from "../web/src/ui/format"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { localInstant } from "../engine/dates"

/** The measured day: the day after tomorrow, so a history seeded before it lies in the past. */
export const DATE = addDays(new Date().toISOString().slice(0, 10), 2)
export const ZONE = "America/New_York"

/** `slug` tells clubs apart when several benches share one PostgreSQL database. */
export const seedDay = (slug = "bench-club") =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [facility] = yield* sql<{ id: number }>`
    insert into facilities (name, slug, time_zone, currency, currency_decimals) values ('Bench Club', ${slug}, ${ZONE}, 'USD', 2) returning id`
    const facilityId = facility!.id
    for (let day = 0; day < 7; day++)
      yield* sql`insert into facility_schedules (facility_id, day, hour_start, hour_end) values (${facilityId}, ${day}, ${6 * 3600}, ${22 * 3600})`
    const users: Array<{ id: number; name: string }> = []
    for (let i = 0; i < 60; i++) {
      const [user] = yield* sql<{
        id: number
      }>`insert into users (email, first_name, last_name) values (${`p${i}@${slug}.example.com`}, 'Player', ${`Number ${i}`}) returning id`
      users.push({ id: user!.id, name: `Player Number ${i}` })
    }
    let made = 0
    for (let c = 0; c < 30; c++) {
      const [court] = yield* sql<{
        id: number
      }>`insert into courts (facility_id, name, sport, sort_order) values (${facilityId}, ${`Court ${c + 1}`}, 'tennis', ${c}) returning id`
      for (let h = 6; h < 22 && made < 400; h++) {
        if ((c + h) % 8 === 0) continue
        made++
        const [r] = yield* sql<{ id: number }>`
        insert into reservations (facility_id, court_id, during, local_date, hour_start, hour_end, kind, reservation_type)
        values (${facilityId}, ${court!.id}, tstzrange(${localInstant(DATE, h * 3600, ZONE)}, ${localInstant(DATE, (h + 1) * 3600, ZONE)}, '[)'),
          ${DATE}, ${h * 3600}, ${(h + 1) * 3600}, 'reservation', 2)
        returning id`
        for (const u of [users[(made * 2) % 60]!, users[(made * 2 + 1) % 60]!]) {
          yield* sql`insert into reservation_users (facility_id, reservation_id, user_id, name) values (${facilityId}, ${r!.id}, ${u.id}, ${u.name})`
        }
      }
    }
    return { facilityId: Number(facilityId), reservations: made, users: users.map((u) => Number(u.id)) }
  })
