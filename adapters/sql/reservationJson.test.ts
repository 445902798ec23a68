import { Effect, Either, Schema } from "effect"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { parseJsonText } from "../../engine/json"
import { AgendaPage, Reservation } from "../../engine/records"
import { ReservationKind, ReservationStatus } from "../../engine/reservations/rules"
import { Reservations } from "../../engine/reservations/service"
import { startEngine } from "../../fixtures/testing/engine"
import { dayBoardJson, findReservations } from "./reservations"
import { runs } from "../../fixtures/testing/properties"

/**
 * The large reads PostgreSQL encodes (`reservationJsonObject`) against what the JavaScript path
 * makes of the same rows (`findReservations`, encoded by the response schema), on generated
 * bookings: any name, guests, ratings with cents, fees for a player or the group, every kind and
 * status. If the two part, or the text holds a key the schema does not, this fails.
 */

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const text = fc.string({ unit: "grapheme", maxLength: 24 })
const player = fc.record({
  name: text,
  registered: fc.boolean(),
  rating: fc.option(fc.integer({ min: 0, max: 99_99 }).map((cents) => cents / 100)),
  team: fc.option(fc.constantFrom(1, 2)),
  guest: fc.boolean(),
})
const fee = fc.record({
  forPlayer: fc.option(fc.nat({ max: 3 })),
  amount: fc.integer({ min: 0, max: 10_000_000 }),
  description: fc.option(text),
})
const booking = fc.record({
  kind: fc.constantFrom(...ReservationKind.literals),
  subkind: fc.option(text),
  status: fc.constantFrom(...ReservationStatus.literals),
  clinicName: fc.option(text),
  guestName: fc.option(text),
  allowCancel: fc.boolean(),
  officialMatch: fc.boolean(),
  players: fc.array(player, { maxLength: 4 }),
  fees: fc.array(fee, { maxLength: 3 }),
})

const strict = Schema.decodeUnknownEither(Schema.Array(Reservation), { onExcessProperty: "error" })
const encode = Schema.encodeSync(Schema.Array(Reservation))

describe("reservations encoded by PostgreSQL", () => {
  it("say what the JavaScript path and the response schema say, on generated days", async () => {
    const facility = await engine.facility()
    const someone = await engine.person([facility.id, "player"])
    let day = 0
    await fc.assert(
      fc.asyncProperty(fc.array(booking, { minLength: 0, maxLength: 10 }), async (bookings) => {
        const date = `2031-01-${String(1 + (day++ % 28)).padStart(2, "0")}`
        await engine.sql((sql) => sql`delete from reservations where facility_id = ${facility.id}`)
        await engine.sql((sql) =>
          Effect.forEach(bookings, (b, i) =>
            Effect.gen(function* () {
              // Two courts, one hour each: never two active bookings on one court at once.
              const [r] = yield* sql<{ id: number }>`
                insert into reservations (facility_id, court_id, during, local_date, hour_start, hour_end, kind,
                  subkind, status, created_by, guest_name, clinic_public_name, allow_cancel, official_match)
                select ${facility.id}, c.id,
                  tstzrange((${date}::date + ${`${i} hours`}::interval) at time zone 'America/New_York',
                    (${date}::date + ${`${i + 1} hours`}::interval) at time zone 'America/New_York'),
                  ${date}::date, ${i * 3600}, ${(i + 1) * 3600}, ${b.kind}, ${b.subkind}, ${b.status},
                  ${someone.id}, ${b.guestName}, ${b.clinicName}, ${b.allowCancel}, ${b.officialMatch}
                from courts c where c.id = ${yield* courtOf(sql, facility.id, i % 2)}
                returning id`
              const users = yield* Effect.forEach(b.players, (p) =>
                sql<{ id: number }>`
                  insert into reservation_users (facility_id, reservation_id, local_date, user_id, name, rating, team, guest)
                  values (${facility.id}, ${r!.id}, ${date}::date, ${p.registered ? someone.id : null}, ${p.name},
                    ${p.rating}, ${p.team}, ${p.guest})
                  returning id`.pipe(Effect.map((rows) => rows[0]!.id)),
              )
              yield* Effect.forEach(b.fees, (f) => {
                const place = f.forPlayer === null || f.forPlayer >= users.length ? null : f.forPlayer
                return sql`
                  insert into reservation_fees (facility_id, reservation_id, reservation_user_id, user_index, amount, description)
                  values (${facility.id}, ${r!.id}, ${place === null ? null : users[place]!}, ${place}, ${f.amount},
                    ${f.description})`
              })
            }),
          ),
        )
        const board = await engine.sql(() => dayBoardJson(facility.id, date))
        const parsed = parseJsonText(board)
        expect(Either.isRight(strict(parsed)) ? "fits" : strict(parsed)).toBe("fits")
        const ids = (parsed as ReadonlyArray<{ id: number }>).map((r) => r.id)
        expect(ids).toHaveLength(bookings.length)
        const fromJavaScript = await engine.sql(() => findReservations(ids))
        expect(parsed).toEqual(encode(fromJavaScript))
      }),
      { numRuns: runs(40) },
    )
  })

  it("a person's list: the same reservations with their court, club and money, a page at a time", async () => {
    const facility = await engine.facility()
    const player = await engine.person([facility.id, "player"])
    const ids: Array<number> = []
    for (let i = 0; i < 23; i++) ids.push(await engine.booking(facility.id, player.id, 24 + i * 2, i * 100))
    const list = Effect.serviceFunctions(Reservations).listFor
    const first = parseJsonText(Either.getOrThrow(await engine.as(player.caller, list({ when: "upcoming", page: 1 }))))
    const second = parseJsonText(Either.getOrThrow(await engine.as(player.caller, list({ when: "upcoming", page: 2 }))))
    const decode = Schema.decodeUnknownEither(AgendaPage, { onExcessProperty: "error" })
    for (const page of [first, second]) expect(Either.isRight(decode(page)) ? "fits" : decode(page)).toBe("fits")
    const pages = [first, second] as ReadonlyArray<typeof AgendaPage.Type>
    expect(pages.map((p) => [p.reservations.length, p.has_more])).toEqual([
      [20, true],
      [3, false],
    ])
    const listed = pages.flatMap((p) => p.reservations)
    expect(listed.map((r) => r.id)).toEqual(ids)
    const fromJavaScript = encode(await engine.sql(() => findReservations(ids)))
    const [club] = await engine.sql(
      (sql) => sql<{ name: string }>`select name from facilities where id = ${facility.id}`,
    )
    expect(listed).toEqual(
      fromJavaScript.map((r) => ({
        ...r,
        court_name: expect.stringMatching(/^Court \d+$/),
        facility_name: club!.name,
        time_zone: "America/New_York",
        currency: "USD",
        currency_decimals: 2,
        teacher_name: null,
        filmed: false,
      })),
    )
  })

  it("the day board through its service: staff of the club only, a club that exists", async () => {
    const facility = await engine.facility()
    const staff = await engine.person([facility.id, "front_desk"])
    const player = await engine.person([facility.id, "player"])
    await engine.booking(facility.id, player.id, 48, 1500)
    const board = Effect.serviceFunctions(Reservations).dayBoard
    const date = (
      await engine.sql(
        (sql) => sql<{ d: string }>`select local_date::text as d from reservations
      where facility_id = ${facility.id}`,
      )
    )[0]!.d
    const seen = Either.getOrThrow(await engine.as(staff.caller, board(facility.id, date)))
    expect(parseJsonText(seen)).toMatchObject([{ users: [{ user_id: player.id }], totals: { total: 1500 } }])
    const refused = await engine.as(player.caller, board(facility.id, date))
    expect(Either.isLeft(refused) && refused.left._tag).toBe("Forbidden")
    const missing = await engine.as(staff.caller, board(facility.id + 1000, date))
    expect(Either.isLeft(missing) && missing.left._tag).toBe("NotFound")
  })
})

/** The facility's `index`th court, made when it is not there yet. */
const courtOf = (sql: Parameters<Parameters<typeof engine.sql>[0]>[0], facilityId: number, index: number) =>
  Effect.gen(function* () {
    const courts = yield* sql<{ id: number }>`select id from courts where facility_id = ${facilityId} order by id`
    if (courts[index] !== undefined) return courts[index].id
    const [made] = yield* sql<{ id: number }>`
      insert into courts (facility_id, name, sport) values (${facilityId}, ${`Court ${index + 1}`}, 'tennis') returning id`
    return made!.id
  })
