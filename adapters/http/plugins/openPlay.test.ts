import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { addDays } from "../../../engine/dates"
import { countRows, makeUser } from "../../../fixtures/testing/builders"
import { makeClub, mondayAhead } from "../../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"

/** Open play through HTTP: the contract (paths, statuses, shapes, refusals); the rules are tested at the service. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const H = 3600

describe("open play", () => {
  it("is set up by staff, joined by members in its range, arranged into games whose results are recorded, and refused with a sentence", async () => {
    const club = await makeClub(server)
    const other = await makeClub(server)
    const base = `/api/facilities/${club.facility.id}/open_play`
    const courts = (await club.manager.get(`/api/facilities/${club.facility.id}/courts`)).body as Array<{ id: number }>
    const request = {
      name: "Tuesday singles",
      format: "singles",
      play_date: addDays(mondayAhead(), 1),
      hour_start: 18 * H,
      hour_end: 19 * H,
      court_ids: [courts[0]!.id],
      rating_kind: "ntrp_default",
      rating_min: 3,
      price: 1200,
      cap: 2,
    }
    const before = await countRows(server, "open_play_sessions")
    const priced = await club.player.post(base, request)
    expect(priced.status).toBe(422)
    expect(priced.body.message).toBe(
      "Open play you set up is free to join: the court is your booking, and its fee is yours.",
    )
    expect((await other.desk.post(base, request)).status).toBe(403)
    expect((await club.desk.post(base, { ...request, format: "triples" })).status).toBe(400)
    const upside = await club.desk.post(base, { ...request, rating_max: 2 })
    expect(upside.status).toBe(422)
    expect(upside.body.message).toBe("The range's lowest rating comes before its highest.")
    expect((await other.desk.post(`/api/facilities/${other.facility.id}/open_play`, request)).status).toBe(404)
    expect(await countRows(server, "open_play_sessions")).toBe(before)

    const made = await club.desk.post(base, request)
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ name: "Tuesday singles", status: "open", rating_max: null, price: 1200 })
    const id = made.body.id

    // Unrated, the player is told how to get in; rated 3.5 they join.
    const refused = await club.player.post(`${base}/${id}/players`, {})
    expect(refused.status).toBe(422)
    expect(refused.body.message).toMatch(/^This session is for NRP 3 and up; add your rating/)
    expect(
      (await club.player.post(`/api/users/${club.user.id}/ratings`, { provider: "ntrp_default", rating: 3.5 })).status,
    ).toBe(201)
    const joined = await club.player.post(`${base}/${id}/players`, {})
    expect(joined.status).toBe(201)
    expect(joined.body).toEqual({ status: "joined", place: "$12.00" })
    expect((await club.player.post(`${base}/${id}/players`, {})).status).toBe(409)
    expect((await other.player.post(`${base}/${id}/players`, {})).status).toBe(403)

    const rival = await makeUser(server, { roles: [[club.facility.id, "player"]] })
    await rival.client.post(`/api/users/${rival.user.id}/ratings`, { provider: "ntrp_default", rating: 4 })
    expect((await rival.client.post(`${base}/${id}/players`, {})).body.status).toBe("joined")
    const third = await makeUser(server, { roles: [[club.facility.id, "player"]] })
    await third.client.post(`/api/users/${third.user.id}/ratings`, { provider: "ntrp_default", rating: 3 })
    expect((await third.client.post(`${base}/${id}/players`, {})).body.status).toBe("waitlisted")
    // The third leaves the waitlist; another's place is not theirs to give up.
    expect((await third.client.del(`${base}/${id}/players/${club.user.id}`)).status).toBe(404)
    expect((await third.client.del(`${base}/${id}/players/${third.user.id}`)).status).toBe(204)

    const list = await club.player.get(base)
    expect(list.status).toBe(200)
    expect(list.body[0]).toMatchObject({
      id,
      joined: 2,
      waitlisted: 0,
      my_rating: 3.5,
      fits: true,
      range: "NRP 3 and up",
    })

    expect((await club.player.post(`${base}/${id}/arrangement`, {})).status).toBe(403)
    const arranged = await club.desk.post(`${base}/${id}/arrangement`, {})
    expect(arranged.status).toBe(200)
    expect(arranged.body.games).toHaveLength(1)
    const game = arranged.body.games[0]
    expect([...game.team1, ...game.team2].sort()).toEqual([club.user.id, rival.user.id].sort())

    const result = `${base}/${id}/games/${game.id}/result`
    expect((await club.player.put(result, { winner_team: 3 })).status).toBe(400)
    expect((await third.client.put(result, { winner_team: 1 })).status).toBe(403)
    const recorded = await club.player.put(result, { winner_team: 2, score: "6-3 6-4" })
    expect(recorded.status).toBe(200)
    expect(recorded.body).toMatchObject({ id: game.id, winner_team: 2, score: "6-3 6-4" })
    expect((await other.player.get(`${base}/${id}`)).status).toBe(403)
    expect((await club.player.get(`${base}/999999`)).status).toBe(404)
  })
})
