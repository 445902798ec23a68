import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { operator } from "../access"
import { startEngine } from "../../fixtures/testing/engine"
import { addDays } from "../dates"
import { OpenPlay } from "./service"
import { LeaderboardsRepo } from "../leaderboards/port"
import { LedgerRepo } from "../payments/port"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const openPlay = Effect.serviceFunctions(OpenPlay)
const H = 3600
const day = addDays(new Date().toISOString().slice(0, 10), 3)

const failure = <A, E>(result: Either.Either<A, E>) =>
  Either.getLeft(result).pipe((e) => (e._tag === "Some" ? (e.value as { _tag: string; message: string }) : undefined))

const rated = async (facilityId: number, rating: number | null) => {
  const p = await engine.person([facilityId, "player"])
  if (rating !== null)
    await engine.sql(
      (sql) => sql`insert into user_ratings (user_id, provider, rating) values (${p.id}, 'dupr', ${rating})`,
    )
  return p
}

const request = (courtIds: ReadonlyArray<number>) => ({
  name: "Friday doubles 3.0–4.5",
  format: "doubles" as const,
  play_date: day,
  hour_start: 18 * H,
  hour_end: 20 * H,
  court_ids: courtIds,
  rating_kind: "dupr",
  rating_min: 3,
  rating_max: 4.5,
  price: 1500,
  cap: 5,
})

describe("open play", () => {
  it("takes players in its range up to its cap, then a waitlist; a place is a fee on its booking; the organiser arranges balanced games; results reach the ladder", async () => {
    const facility = await engine.facility({ max_hours_range: 24 * 30 })
    const courts = await engine.openAllDay(facility.id, { courts: 2 })
    const desk = await engine.person([facility.id, "front_desk"])
    const session = Either.getOrThrow(await engine.as(desk.caller, openPlay.create(facility.id, request(courts))))
    expect(session.status).toBe("open")

    const [a, b, c, d, e, f] = await Promise.all([4.2, 3.8, 3.5, 3.1, 4.0, 3.3].map((r) => rated(facility.id, r)))
    const join = (who: { caller: typeof desk.caller }) => engine.as(who.caller, openPlay.join(facility.id, session.id))
    for (const p of [a, b, c, d, e]) expect(Either.getOrThrow(await join(p!)).status).toBe("joined")
    expect(Either.getOrThrow(await join(f!)).status).toBe("waitlisted")
    expect(failure(await join(a!))).toMatchObject({ _tag: "Conflict", message: "You are in this session already." })
    expect(failure(await join(await rated(facility.id, 2.5)))).toMatchObject({
      message: "This session is for DUPR 3–4.5; your rating is 2.5.",
    })
    expect(failure(await join(await rated(facility.id, null)))?.message).toMatch(/add your rating to your profile/)

    // Each place is owed on the session's booking, like any booking's share.
    const owed = await engine.as(
      operator,
      Effect.flatMap(LedgerRepo, (l) => l.pendingItems(session.reservation_id)),
    )
    expect(Either.getOrThrow(owed).map((i) => i.pending)).toEqual([1500, 1500, 1500, 1500, 1500])

    // B leaves; F, first waiting, takes the place (and owes it).
    Either.getOrThrow(await engine.as(b!.caller, openPlay.leave(facility.id, session.id, b!.id)))
    const shown = Either.getOrThrow(await engine.as(f!.caller, openPlay.show(facility.id, session.id)))
    expect(shown).toMatchObject({ joined: 5, waitlisted: 0, my_rating: 3.3, fits: true, range: "DUPR 3–4.5" })
    expect(shown.players.find((p) => p.user_id === f!.id)).toMatchObject({ status: "joined", mine: true })
    expect(failure(await engine.as(a!.caller, openPlay.leave(facility.id, session.id, c!.id)))?._tag).toBe("NotFound")

    // Club B's staff reach nothing of it.
    const other = await engine.facility()
    const otherDesk = await engine.person([other.id, "front_desk"])
    expect(failure(await engine.as(otherDesk.caller, openPlay.show(facility.id, session.id)))?._tag).toBe("Forbidden")
    expect(failure(await engine.as(otherDesk.caller, openPlay.arrange(other.id, session.id)))?._tag).toBe("NotFound")
    expect(failure(await engine.as(otherDesk.caller, openPlay.create(other.id, request(courts))))?._tag).toBe(
      "NotFound",
    )

    // Five joined, one court's game of four: the four closest in level play, a+d against b+c; the lowest sits.
    expect(failure(await engine.as(a!.caller, openPlay.arrange(facility.id, session.id)))?._tag).toBe("Forbidden")
    const arranged = Either.getOrThrow(await engine.as(desk.caller, openPlay.arrange(facility.id, session.id)))
    expect(arranged.status).toBe("arranged")
    expect(arranged.games).toHaveLength(1)
    const game = arranged.games[0]!
    expect([[...game.team1].sort(), [...game.team2].sort()]).toEqual([[a!.id, f!.id].sort(), [e!.id, c!.id].sort()])
    expect(failure(await join(b!))?.message).toMatch(/takes no more players/)

    // A player of the game records it; one who sat out may not.
    expect(
      failure(
        await engine.as(
          d!.caller,
          openPlay.recordResult(facility.id, session.id, game.id, { winner_team: 1, score: "6-4" }),
        ),
      )?._tag,
    ).toBe("Forbidden")
    Either.getOrThrow(
      await engine.as(
        a!.caller,
        openPlay.recordResult(facility.id, session.id, game.id, { winner_team: 1, score: "6-4" }),
      ),
    )
    const results = Either.getOrThrow(
      await engine.as(
        operator,
        Effect.flatMap(LeaderboardsRepo, (l) => l.matchResults(facility.id, day, day, null)),
      ),
    )
    expect(results).toEqual([
      {
        reservation_id: -game.id,
        winner_team: 1,
        players: expect.arrayContaining([
          expect.objectContaining({ user_id: a!.id, team: 1 }),
          expect.objectContaining({ user_id: c!.id, team: 2 }),
        ]),
      },
    ])
    expect(results[0]!.players).toHaveLength(4)
  })

  it("is arranged by the job once it has started with a game's worth of players, once", async () => {
    const facility = await engine.facility({ max_hours_range: 24 * 30 })
    const courts = await engine.openAllDay(facility.id, { courts: 1 })
    const desk = await engine.person([facility.id, "front_desk"])
    const session = Either.getOrThrow(
      await engine.as(desk.caller, openPlay.create(facility.id, { ...request(courts), cap: 4 })),
    )
    const players = await Promise.all([3.1, 3.4, 3.9, 4.4].map((r) => rated(facility.id, r)))
    for (const p of players) Either.getOrThrow(await engine.as(p.caller, openPlay.join(facility.id, session.id)))
    const round = () =>
      engine
        .as(
          operator,
          Effect.flatMap(OpenPlay, (o) => o.arrangeStarted),
        )
        .then(Either.getOrThrow)
    expect(await round()).toBe(0)
    // It starts now.
    await engine.sql(
      (sql) => sql`
        update reservations set during = tstzrange(now() - interval '1 minute', now() + interval '2 hours')
        where id = ${session.reservation_id}`,
    )
    await engine.sql((sql) => sql`update open_play_sessions set play_date = current_date where id = ${session.id}`)
    expect(await round()).toBe(1)
    expect(await round()).toBe(0)
    const shown = Either.getOrThrow(await engine.as(desk.caller, openPlay.show(facility.id, session.id)))
    expect(shown.status).toBe("arranged")
    expect(shown.games).toHaveLength(1)
  })

  it("is set up by staff on the club's courts, with a range on its rating kind's scale", async () => {
    const facility = await engine.facility()
    const courts = await engine.openAllDay(facility.id, { courts: 1 })
    const desk = await engine.person([facility.id, "front_desk"])
    const outsider = await engine.person([(await engine.facility()).id, "player"])
    expect(failure(await engine.as(outsider.caller, openPlay.create(facility.id, request(courts))))?._tag).toBe(
      "Forbidden",
    )
    expect(
      failure(await engine.as(desk.caller, openPlay.create(facility.id, { ...request(courts), rating_max: 9 })))
        ?.message,
    ).toBe("A DUPR rating is from 2 to 8; 9 is outside.")
    expect(failure(await engine.as(desk.caller, openPlay.create(facility.id, request([999_999]))))?._tag).toBe(
      "NotFound",
    )
  })

  it("is set up by a member on one court they book themself, free to join; they organise it and keep their booking", async () => {
    const facility = await engine.facility({ max_hours_range: 24 * 30 })
    const courts = await engine.openAllDay(facility.id, { courts: 2 })
    const organiser = await rated(facility.id, 3.6)
    const free = { ...request([courts[0]!]), price: 0 }
    expect(
      failure(await engine.as(organiser.caller, openPlay.create(facility.id, request([courts[0]!]))))?.message,
    ).toBe("Open play you set up is free to join: the court is your booking, and its fee is yours.")
    expect(
      failure(await engine.as(organiser.caller, openPlay.create(facility.id, { ...free, court_ids: courts })))?.message,
    ).toBe("Open play you set up is on one court: the one you book for it.")
    const session = Either.getOrThrow(await engine.as(organiser.caller, openPlay.create(facility.id, free)))
    expect(session.created_by).toBe(organiser.id)
    const [booking] = await engine.sql(
      (sql) => sql<{ kind: string; created_by: number }>`
        select kind, created_by from reservations where id = ${session.reservation_id}`,
    )
    expect(booking).toEqual({ kind: "reservation", created_by: organiser.id })

    const others = await Promise.all([3.2, 3.9, 4.1].map((r) => rated(facility.id, r)))
    for (const p of [organiser, ...others])
      expect(Either.getOrThrow(await engine.as(p.caller, openPlay.join(facility.id, session.id))).status).toBe("joined")
    const rows = () =>
      engine.sql(
        (sql) => sql<{ user_id: number }>`
          select user_id from reservation_users
          where reservation_id = ${session.reservation_id} order by id`,
      )
    // The organiser's place is their booking's own row: no second one.
    expect((await rows()).map((r) => r.user_id)).toEqual([organiser.id, ...others.map((p) => p.id)])
    expect(failure(await engine.as(others[0]!.caller, openPlay.arrange(facility.id, session.id)))?._tag).toBe(
      "Forbidden",
    )
    Either.getOrThrow(await engine.as(organiser.caller, openPlay.leave(facility.id, session.id, organiser.id)))
    expect((await rows()).map((r) => r.user_id)).toEqual([organiser.id, ...others.map((p) => p.id)])
    Either.getOrThrow(await engine.as(organiser.caller, openPlay.join(facility.id, session.id)))
    const arranged = Either.getOrThrow(await engine.as(organiser.caller, openPlay.arrange(facility.id, session.id)))
    expect(arranged.games).toHaveLength(1)
  })
})
