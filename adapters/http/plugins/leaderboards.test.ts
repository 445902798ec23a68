import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeUser, pastBooking } from "../../../fixtures/testing/builders"
import { TestClient } from "../../../fixtures/testing/client"
import { initials } from "../../../engine/dates"
import { makeClub } from "../../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"

/** Leaderboards through HTTP: set up by managers, standings from results recorded on official matches. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe("leaderboards", () => {
  it("rank the players of official matches whose results were recorded, read by anyone", async () => {
    const { facility, manager, desk, player, user } = await makeClub(server)
    const opponent = await makeUser(server, { roles: [[facility.id, "player"]] })
    const base = `/api/facilities/${facility.id}/leaderboards`
    const made = await manager.post(base, { name: "Club ladder", sport: "tennis", starts_on: "2020-01-01" })
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ standings: [], active: true, sport: "tennis" })

    // A match that has started, made official by the desk, with a player on each side.
    const started = await server.run(pastBooking(facility.id, [user.id, opponent.user.id]))
    const path = `/api/reservations/${started}`
    const official = await desk.put(`${path}/toggle_official_match`)
    expect(official.body.official_match).toBe(true)
    const [first, second] = official.body.users as Array<{ id: number }>
    await desk.put(`${path}/update_user_teams`, {
      user_teams: [
        { ru_id: first!.id, team: 1 },
        { ru_id: second!.id, team: 2 },
      ],
    })
    const recorded = await opponent.client.put(`${path}/match_result`, { winner_team: 2, score: "7-5 6-2" })
    expect(recorded.body).toEqual({ reservation_id: started, winner_team: 2, score: "7-5 6-2", may_change: true })
    // The other side reads it, and may not overwrite it; the club's staff may correct it.
    expect((await player.get(`${path}/match_result`)).body).toEqual({
      reservation_id: started,
      winner_team: 2,
      score: "7-5 6-2",
      may_change: false,
    })
    expect((await player.put(`${path}/match_result`, { winner_team: 1 })).status).toBe(409)
    expect((await manager.get(`${path}/match_result`)).body.may_change).toBe(true)

    // The opponent keeps their profile private: the public ladder shows their initials, as the calendar does.
    await server.run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql`update users set public_profile = false where id = ${opponent.user.id}`,
      ),
    )
    const visitor = new TestClient(server.url)
    const board = await visitor.get(`${base}/${made.body.id}`)
    // …and no id of theirs either: nothing ties the initials to a person.
    expect(board.body.standings.map((s: { user_id: number; rating: number }) => [s.user_id, s.rating])).toEqual([
      [null, 1016],
      [user.id, 984],
    ])
    expect(board.text).not.toContain(opponent.user.last_name)
    expect(board.body.standings[0].name).toBe(initials(`Test ${opponent.user.last_name}`))
    expect((await visitor.get(base)).body.map((l: { name: string }) => l.name)).toEqual(["Club ladder"])
    const outsider = await makeUser(server)
    expect((await outsider.client.put(`${path}/match_result`, { winner_team: 1 })).status).toBe(403)
    expect((await outsider.client.get(`${path}/match_result`)).status).toBe(403)
    expect((await player.put(`${path}/match_result`, { winner_team: 3 })).status).toBe(400)
    expect((await manager.del(`${base}/${made.body.id}`)).status).toBe(200)
    expect((await visitor.get(base)).body).toEqual([])
  })

  it("refuse bad input and another club's leaderboards with a sentence, and write nothing", async () => {
    const { facility, manager, desk } = await makeClub(server)
    const other = await makeClub(server)
    const base = `/api/facilities/${facility.id}/leaderboards`
    const cases: Array<[unknown, number, string]> = [
      [{ name: "" }, 422, "A leaderboard needs a name."],
      [{ name: "x", starts_on: "2026-05-02", ends_on: "2026-05-01" }, 422, "A leaderboard ends on or after its start."],
      [{ name: "x", sport: "chess" }, 422, "The leaderboard is not valid."],
      [{ name: "x", starts_on: "May 1" }, 422, "The leaderboard is not valid."],
    ]
    for (const [body, status, message] of cases) {
      const r = await manager.post(base, body)
      expect([r.status, r.body.message]).toEqual([status, message])
    }
    expect((await desk.post(base, { name: "Desk ladder" })).status).toBe(403)
    const mine = await manager.post(base, { name: "Mine" })
    const theirs = `/api/facilities/${other.facility.id}/leaderboards/${mine.body.id}`
    expect((await other.manager.put(theirs, { name: "Taken" })).status).toBe(404)
    expect((await manager.get(base)).body.map((l: { name: string }) => l.name)).toEqual(["Mine"])
  })
})
