import { Either, Option, Schema } from "effect"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { initials } from "../../engine/dates"
import { parseJsonText } from "../../engine/json"
import { CalendarCourt } from "../../engine/records"
import { ACTIVE_STATUSES, ReservationKind, ReservationStatus } from "../../engine/reservations/rules"
import { startEngine } from "../../fixtures/testing/engine"
import { calendarDay } from "./reservations"
import { runs } from "../../fixtures/testing/properties"

/**
 * The public calendar's day as PostgreSQL encodes it, against what the engine's rules say anyone
 * may see of the same bookings (initials for guests and private profiles, active
 * reservations only, clinics by their public name), on generated days; and the database's
 * initials against the engine's on generated names.
 */

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

/** Names as clubs have them: accents, other scripts, apostrophes, hyphens, runs of white space. */
const nameUnit = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCXYZ") },
  { weight: 2, arbitrary: fc.constantFrom(..."éÉñÑüÜßøØåÅçÇłŁžŽıİ") },
  { weight: 1, arbitrary: fc.constantFrom(..."αΩжЖ李王ح", "😀") },
  { weight: 2, arbitrary: fc.constantFrom(" ", "  ", "\t", "-", "'") },
)
const name = fc.string({ unit: nameUnit, maxLength: 30 })

const strict = Schema.decodeUnknownEither(Schema.Array(CalendarCourt), { onExcessProperty: "error" })

describe("the public calendar encoded by PostgreSQL", () => {
  it("initials: the database's are the engine's", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(name, { minLength: 1, maxLength: 20 }), async (names) => {
        const rows = await engine.sql(
          (sql) => sql<{ i: string | null }>`
          select venue_initials(n) as i from unnest(${names}::text[]) with ordinality as t (n, o) order by o`,
        )
        expect(rows.map((r) => r.i)).toEqual(names.map(initials))
      }),
      { numRuns: runs(30) },
    )
  })

  it("shows what anyone may see of generated days, in the schema's shape", async () => {
    const facility = await engine.facility()
    const open = await engine.person([facility.id, "player"])
    const closed = await engine.person([facility.id, "player"])
    await engine.sql(
      (sql) => sql`update users set public_profile = (id = ${open.id}) where id in (${open.id}, ${closed.id})`,
    )
    const teacher = await engine.person([facility.id, "teacher"])
    const [court1, court2, hidden] = await engine.sql(
      (sql) => sql<{ id: number; name: string }>`
      insert into courts (facility_id, name, sport, sort_order, active)
      values (${facility.id}, 'B court', 'tennis', 1, true), (${facility.id}, 'A court', 'tennis', 2, true),
        (${facility.id}, 'Retired', 'tennis', 0, false)
      returning id, name`,
    )
    const player = fc.record({ name, who: fc.constantFrom("open", "closed", "guest") })
    const booking = fc.record({
      court: fc.constantFrom(court1!, court2!, hidden!),
      kind: fc.constantFrom(...ReservationKind.literals),
      subkind: fc.option(name),
      status: fc.constantFrom(...ReservationStatus.literals),
      taught: fc.boolean(),
      clinic: fc.option(name),
      category: fc.option(name),
      players: fc.array(player, { maxLength: 4 }),
    })
    let day = 0
    await fc.assert(
      fc.asyncProperty(fc.array(booking, { maxLength: 8 }), async (bookings) => {
        const date = `2032-02-${String(1 + (day++ % 28)).padStart(2, "0")}`
        await engine.sql((sql) => sql`delete from reservations where facility_id = ${facility.id}`)
        const ids: Array<number> = []
        for (const [i, b] of bookings.entries()) {
          const [r] = await engine.sql(
            (sql) => sql<{ id: number }>`
            insert into reservations (facility_id, court_id, during, local_date, hour_start, hour_end, kind, subkind,
              status, teacher_id, clinic_public_name, clinic_category)
            values (${facility.id}, ${b.court.id},
              tstzrange(${`${date}T00:00:00Z`}::timestamptz + ${`${i} hours`}::interval,
                ${`${date}T00:00:00Z`}::timestamptz + ${`${i + 1} hours`}::interval),
              ${date}::date, ${i * 3600}, ${(i + 1) * 3600}, ${b.kind}, ${b.subkind}, ${b.status},
              ${b.taught ? teacher.id : null}, ${b.clinic}, ${b.category})
            returning id`,
          )
          ids.push(r!.id)
          for (const p of b.players)
            await engine.sql(
              (sql) => sql`
              insert into reservation_users (facility_id, reservation_id, local_date, user_id, name, guest)
              values (${facility.id}, ${r!.id}, ${date}::date,
                ${p.who === "open" ? open.id : p.who === "closed" ? closed.id : null}, ${p.name}, ${p.who === "guest"})`,
            )
        }
        const [teacherName] = await engine.sql(
          (sql) => sql<{ name: string }>`
          select first_name || ' ' || last_name as name from users where id = ${teacher.id}`,
        )
        const expected = [court1!, court2!].map((court) => ({
          id: court.id,
          name: court.name,
          reservations: bookings.flatMap((b, i) =>
            b.court.id !== court.id || !ACTIVE_STATUSES.includes(b.status)
              ? []
              : [
                  {
                    id: ids[i],
                    kind: b.kind,
                    subkind: b.subkind,
                    hour_start: i * 3600,
                    hour_end: (i + 1) * 3600,
                    users: b.players.map((p) => ({ name: p.who === "open" ? p.name : initials(p.name) })),
                    teacher: b.taught ? { name: teacherName!.name } : null,
                    clinic: b.kind === "clinic" ? { public_name: b.clinic, category: b.category } : null,
                  },
                ],
          ),
        }))
        const found = Option.getOrThrow(await engine.sql(() => calendarDay(facility.id, date)))
        const parsed = parseJsonText(found.courts)
        expect(Either.isRight(strict(parsed)) ? "fits" : strict(parsed)).toBe("fits")
        expect(parsed).toEqual(expected)
      }),
      { numRuns: runs(30) },
    )
  })
})
