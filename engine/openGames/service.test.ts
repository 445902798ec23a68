import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { addDays } from "../dates"
import { Bookings } from "../bookings/service"
import { OpenGames } from "./service"
import { OpenPlay } from "../openPlay/service"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const games = Effect.serviceFunctions(OpenGames)
const H = 3600
const day = addDays(new Date().toISOString().slice(0, 10), 3)

const failure = <A, E>(result: Either.Either<A, E>) =>
  Either.getLeft(result).pipe((e) => (e._tag === "Some" ? (e.value as { _tag: string; message: string }) : undefined))

/** A club with two courts, its desk, and players rated on DUPR. */
const club = async () => {
  const facility = await engine.facility({ max_hours_range: 24 * 30 })
  const courts = await engine.openAllDay(facility.id, { courts: 2 })
  const desk = await engine.person([facility.id, "front_desk"])
  const player = async (rating: number | null) => {
    const p = await engine.person([facility.id, "player"])
    if (rating !== null)
      await engine.sql(
        (sql) => sql`insert into user_ratings (user_id, provider, rating) values (${p.id}, 'dupr', ${rating})`,
      )
    return p
  }
  const book = async (who: { caller: typeof desk.caller }, hour: number, size = 4) =>
    Either.getOrThrow(
      await engine.as(
        who.caller,
        Effect.flatMap(Bookings, (b) =>
          b.book({
            facility_id: facility.id,
            court_id: courts[0]!,
            date: day,
            hour_start: hour * H,
            hour_end: (hour + 1) * H,
            reservation_type: size,
            player_ids: [],
            guests: [],
          }),
        ),
      ),
    )
  return { facility, courts, desk, player, book }
}
const mailsTo = (userId: number) =>
  engine
    .sql(
      (sql) => sql<{ subject: string }>`
        select subject from mail_outbox where to_address = (select email from users where id = ${userId}) order by id`,
    )
    .then((rows) => rows.map((r) => r.subject))
const search = { date: day, days: 1, hour_start: 17 * H, hour_end: 21 * H, rating_kind: "dupr" }

describe("find me a game", () => {
  it("lets a booker open their booking to a level; a player in range finds it, asks, and is added when the booker accepts", async () => {
    const c = await club()
    const booker = await c.player(3.6)
    const booking = await c.book(booker, 18, 2)
    const opening = Either.getOrThrow(
      await engine.as(
        booker.caller,
        games.open(booking.id, { rating_kind: "dupr", rating_min: 3, rating_max: 4, wanted: 1, note: "Rally first" }),
      ),
    )
    expect(opening).toMatchObject({ range: "DUPR 3–4", wanted: 1, opened_by: booker.id })
    // A singles booking has room for one more: looking for two is refused.
    expect(
      failure(
        await engine.as(
          booker.caller,
          games.open(booking.id, { rating_kind: "dupr", rating_min: 3, rating_max: 4, wanted: 2, note: null }),
        ),
      )?.message,
    ).toBe("Your booking has room for 1 more player; look for 1 to 1.")
    // Staff cannot open a member's booking for them: it is the booker's act.
    expect(
      failure(
        await engine.as(
          c.desk.caller,
          games.open(booking.id, { rating_kind: "dupr", rating_min: null, rating_max: null, wanted: 1, note: null }),
        ),
      )?._tag,
    ).toBe("Forbidden")

    const player = await c.player(3.4)
    const found = Either.getOrThrow(await engine.as(player.caller, games.find(c.facility.id, search)))
    expect(found.rating).toBe(3.4)
    expect(found.bookings).toHaveLength(1)
    expect(found.bookings[0]).toMatchObject({ reservation_id: booking.id, room: 1, range: "DUPR 3–4", asked: null })
    // Outside the window, or at another level, it is not found.
    const later = { ...search, hour_start: 19 * H }
    expect(Either.getOrThrow(await engine.as(player.caller, games.find(c.facility.id, later))).bookings).toEqual([])
    expect(
      Either.getOrThrow(await engine.as(player.caller, games.find(c.facility.id, { ...search, rating: 4.5 }))).bookings,
    ).toEqual([])
    expect(failure(await engine.as(player.caller, games.find(c.facility.id, { ...search, rating: 9 })))?.message).toBe(
      "A DUPR rating is from 2 to 8; 9 is outside.",
    )

    const strong = await c.player(5)
    expect(failure(await engine.as(strong.caller, games.ask(booking.id, {})))?.message).toBe(
      "This game is for DUPR 3–4; your rating is 5.",
    )
    const asked = Either.getOrThrow(await engine.as(player.caller, games.ask(booking.id, { message: "Free at 6" })))
    expect(asked).toMatchObject({ status: "asked", user_id: player.id, rating: 3.4, message: "Free at 6" })
    expect(failure(await engine.as(player.caller, games.ask(booking.id, {})))).toMatchObject({
      _tag: "Conflict",
      message: "You asked to join this game already.",
    })
    const second = await c.player(3.2)
    const other = Either.getOrThrow(await engine.as(second.caller, games.ask(booking.id, {})))
    expect(await mailsTo(booker.id)).toEqual(expect.arrayContaining([expect.stringMatching(/asks to join your game/)]))

    // Only the booker answers: the asking player and another club's staff read not found.
    expect(failure(await engine.as(second.caller, games.accept(asked.id)))?._tag).toBe("NotFound")
    const elsewhere = await engine.facility()
    const otherDesk = await engine.person([elsewhere.id, "front_desk"])
    expect(failure(await engine.as(otherDesk.caller, games.accept(asked.id)))?._tag).toBe("NotFound")
    expect(failure(await engine.as(otherDesk.caller, games.find(c.facility.id, search)))?._tag).toBe("Forbidden")
    expect(failure(await engine.as(otherDesk.caller, games.ask(booking.id, {})))?._tag).toBe("NotFound")
    expect(failure(await engine.as(otherDesk.caller, games.withdraw(asked.id)))?._tag).toBe("NotFound")

    const requests = Either.getOrThrow(await engine.as(booker.caller, games.requests(c.facility.id)))
    expect(requests.to_me.map((q) => q.id)).toEqual([asked.id, other.id])

    // Accepted: the player is in the booking; the game is full, so the other request is declined and told.
    expect(Either.getOrThrow(await engine.as(booker.caller, games.accept(asked.id))).status).toBe("accepted")
    const players = await engine.sql(
      (sql) =>
        sql<{
          user_id: number
        }>`select user_id from reservation_users where reservation_id = ${booking.id} order by id`,
    )
    expect(players.map((p) => p.user_id)).toEqual([booker.id, player.id])
    expect(await mailsTo(player.id)).toContain("You are in the game")
    expect(await mailsTo(second.id)).toContain("Your request to join a game")
    const theirs = Either.getOrThrow(await engine.as(second.caller, games.requests(c.facility.id)))
    expect(theirs.mine.map((q) => q.status)).toEqual(["declined"])
    expect(Either.getOrThrow(await engine.as(second.caller, games.find(c.facility.id, search))).bookings).toEqual([])
    expect(failure(await engine.as(booker.caller, games.decline(other.id)))?._tag).toBe("NotFound")
  })

  it("finds open play sessions that fit beside open bookings; a player withdraws a waiting request; closing tells who waits", async () => {
    const c = await club()
    const session = Either.getOrThrow(
      await engine.as(
        c.desk.caller,
        Effect.flatMap(OpenPlay, (o) =>
          o.create(c.facility.id, {
            name: "Evening doubles",
            format: "doubles",
            play_date: day,
            hour_start: 19 * H,
            hour_end: 21 * H,
            court_ids: [c.courts[1]!],
            rating_kind: "dupr",
            rating_min: 3,
            rating_max: 4.5,
            price: 0,
            cap: 8,
          }),
        ),
      ),
    )
    const booker = await c.player(4)
    const booking = await c.book(booker, 18)
    Either.getOrThrow(
      await engine.as(
        booker.caller,
        games.open(booking.id, { rating_kind: "dupr", rating_min: null, rating_max: null, wanted: 3, note: null }),
      ),
    )
    const unrated = await c.player(null)
    const forUnrated = Either.getOrThrow(await engine.as(unrated.caller, games.find(c.facility.id, search)))
    // An unrated player finds the booking open to all levels, not the session for DUPR 3–4.5.
    expect(forUnrated.sessions).toEqual([])
    expect(forUnrated.bookings.map((b) => b.range)).toEqual(["all levels"])
    const rated = await c.player(3.5)
    const forRated = Either.getOrThrow(await engine.as(rated.caller, games.find(c.facility.id, search)))
    expect(forRated.sessions.map((s) => s.id)).toEqual([session.id])
    expect(forRated.bookings.map((b) => b.room)).toEqual([3])

    const asked = Either.getOrThrow(await engine.as(unrated.caller, games.ask(booking.id, {})))
    Either.getOrThrow(await engine.as(unrated.caller, games.withdraw(asked.id)))
    expect(failure(await engine.as(unrated.caller, games.withdraw(asked.id)))?.message).toBe(
      "This request was withdrawn already.",
    )
    Either.getOrThrow(await engine.as(rated.caller, games.ask(booking.id, {})))
    Either.getOrThrow(await engine.as(booker.caller, games.close(booking.id)))
    expect(await mailsTo(rated.id)).toContain("Your request to join a game")
    expect(Either.getOrThrow(await engine.as(rated.caller, games.find(c.facility.id, search))).bookings).toEqual([])
    expect(failure(await engine.as(rated.caller, games.ask(booking.id, {})))?._tag).toBe("NotFound")
  })
})
