import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalWords } from "../../fixtures/testing/refusals"
import { addDays } from "../dates"
import { Leaderboards } from "./service"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const leaderboards = Effect.serviceFunctions(Leaderboards)

const ok = <A, E>(result: Either.Either<A, E>): A => {
  if (Either.isLeft(result)) throw new Error(`expected success, got ${JSON.stringify(result.left)}`)
  return result.right
}

/** A singles booking `hoursAhead` from now: `a` on side 1, `b` on side 2, an official match unless told. */
const singles = async (facilityId: number, a: number, b: number, hoursAhead: number, official = true) => {
  const id = await engine.booking(facilityId, a, hoursAhead)
  await engine.sql(
    (sql) => sql`
      with first as (update reservation_users set team = 1 where reservation_id = ${id})
      insert into reservation_users (facility_id, reservation_id, user_id, name, team)
      values (${facilityId}, ${id}, ${b}, 'Opponent', 2)`,
  )
  await engine.sql((sql) => sql`update reservations set official_match = ${official} where id = ${id}`)
  return id
}

describe("leaderboards", () => {
  it("rank the club's players from the official results its players record, by the documented rule", async () => {
    const facility = await engine.facility()
    const manager = await engine.person([facility.id, "manager"])
    const [ann, bea, cal] = [
      await engine.person([facility.id, "player"]),
      await engine.person([facility.id, "player"]),
      await engine.person([facility.id, "player"]),
    ]
    const today = new Date().toISOString().slice(0, 10)
    const board = ok(
      await engine.as(
        manager.caller,
        leaderboards.save(facility.id, undefined, { name: "Winter ladder", starts_on: addDays(today, -30) }),
      ),
    )
    expect(board.standings).toEqual([])
    const first = await singles(facility.id, ann!.id, bea!.id, -5)
    const second = await singles(facility.id, bea!.id, cal!.id, -3)
    const friendly = await singles(facility.id, cal!.id, ann!.id, -2, false)
    const upcoming = await singles(facility.id, ann!.id, cal!.id, 5)
    // A player of the booking records it; the other side does not overwrite it (the staff correct it).
    ok(await engine.as(ann!.caller, leaderboards.recordResult(first, { winner_team: 1, score: "6-4 6-4" })))
    expect(refusalWords(await engine.as(bea!.caller, leaderboards.recordResult(first, { winner_team: 2 })))).toEqual([
      "Conflict",
      "This match's result was recorded by another player; ask the club's staff to correct it.",
    ])
    ok(await engine.as(ann!.caller, leaderboards.recordResult(first, { winner_team: 1, score: "6-4 6-3" })))
    ok(await engine.as(cal!.caller, leaderboards.recordResult(second, { winner_team: 1 })))
    ok(await engine.as(manager.caller, leaderboards.recordResult(second, { winner_team: 2 })))
    expect(refusalWords(await engine.as(ann!.caller, leaderboards.recordResult(friendly, { winner_team: 1 })))).toEqual(
      ["Unprocessable", "Only an official match has a result."],
    )
    expect(refusalWords(await engine.as(ann!.caller, leaderboards.recordResult(upcoming, { winner_team: 1 })))).toEqual(
      ["Unprocessable", "A match's result is recorded once it has started."],
    )
    expect(refusalWords(await engine.as(cal!.caller, leaderboards.recordResult(first, { winner_team: 2 })))[0]).toBe(
      "NotFound",
    )

    const standings = ok(await engine.as(ann!.caller, leaderboards.show(facility.id, board.id))).standings
    // Ann beat Bea (1016/984); Cal, new at 1000, beat Bea at 984 and gained less than sixteen.
    expect(standings.map((s) => [s.user_id, s.rating, s.won, s.lost])).toEqual([
      [ann!.id, 1016, 1, 0],
      [cal!.id, 1015, 1, 0],
      [bea!.id, 969, 0, 2],
    ])
    // Cleared, a result no longer counts.
    ok(await engine.as(manager.caller, leaderboards.recordResult(second, { winner_team: null })))
    expect(
      ok(await engine.as(ann!.caller, leaderboards.show(facility.id, board.id))).standings.map((s) => s.user_id),
    ).toEqual([ann!.id, bea!.id])
  })

  it("are set up by managers, read by anyone when active, and refuse bad input", async () => {
    const facility = await engine.facility()
    const manager = await engine.person([facility.id, "manager"])
    const desk = await engine.person([facility.id, "front_desk"])
    const player = await engine.person([facility.id, "player"])
    expect(
      refusalWords(await engine.as(desk.caller, leaderboards.save(facility.id, undefined, { name: "x" })))[0],
    ).toBe("Forbidden")
    expect(
      refusalWords(
        await engine.as(
          manager.caller,
          leaderboards.save(facility.id, undefined, { name: "x", starts_on: "2026-05-01", ends_on: "2026-04-01" }),
        ),
      ),
    ).toEqual(["Unprocessable", "A leaderboard ends on or after its start."])
    expect(
      refusalWords(await engine.as(manager.caller, leaderboards.save(facility.id, undefined, { name: " " }))),
    ).toEqual(["Unprocessable", "A leaderboard needs a name."])
    const hidden = ok(
      await engine.as(manager.caller, leaderboards.save(facility.id, undefined, { name: "Old", active: false })),
    )
    expect(ok(await engine.as(player.caller, leaderboards.list(facility.id)))).toEqual([])
    expect(refusalWords(await engine.as(player.caller, leaderboards.show(facility.id, hidden.id)))[0]).toBe("NotFound")
    expect(ok(await engine.as(desk.caller, leaderboards.list(facility.id))).map((l) => l.id)).toEqual([hidden.id])
    const elsewhere = await engine.facility()
    const theirs = await engine.person([elsewhere.id, "manager"])
    expect(refusalWords(await engine.as(theirs.caller, leaderboards.show(elsewhere.id, hidden.id)))[0]).toBe("NotFound")
  })
})
