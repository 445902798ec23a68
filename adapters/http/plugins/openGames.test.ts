import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { addDays } from "../../../engine/dates"
import { countRows, makeUser } from "../../../fixtures/testing/builders"
import { makeClub, mondayAhead } from "../../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"

/** "Find me a game" through HTTP: the contract (paths, statuses, shapes, refusals); the rules are tested at the service. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const H = 3600

describe("find me a game", () => {
  it("opens a booking to a level, finds it, asks to join, is accepted by the booker; refuses with a sentence", async () => {
    const club = await makeClub(server)
    const other = await makeClub(server)
    const day = addDays(mondayAhead(), 2)
    const courts = (await club.manager.get(`/api/facilities/${club.facility.id}/courts`)).body as Array<{ id: number }>
    const booked = await club.player.post("/api/reservations", {
      facility_id: club.facility.id,
      court_id: courts[0]!.id,
      date: day,
      hour_start: 18 * H,
      hour_end: 19 * H,
      reservation_type: 4,
    })
    expect(booked.status).toBe(201)
    const opening = `/api/reservations/${booked.body.id}/opening`
    const wanted = { rating_kind: "ntrp_default", rating_min: 3, rating_max: 4, wanted: 3, note: "Doubles, friendly" }

    expect((await club.player.put(opening, { ...wanted, wanted: 0 })).status).toBe(400)
    expect((await club.player.put(opening, { ...wanted, rating_kind: "DUPR!" })).status).toBe(400)
    const outside = await club.player.put(opening, { ...wanted, rating_max: 9 })
    expect(outside.status).toBe(422)
    expect(outside.body.message).toBe("A NRP rating is from 1 to 7; 9 is outside.")
    expect((await club.desk.put(opening, wanted)).status).toBe(403)
    expect((await other.player.put(opening, wanted)).status).toBe(404)
    expect(await countRows(server, "game_openings")).toBe(0)
    const opened = await club.player.put(opening, wanted)
    expect(opened.status).toBe(200)
    expect(opened.body).toMatchObject({ reservation_id: booked.body.id, range: "NRP 3–4", wanted: 3 })

    const finder = await makeUser(server, { roles: [[club.facility.id, "player"]] })
    await finder.client.post(`/api/users/${finder.user.id}/ratings`, { provider: "ntrp_default", rating: 3.5 })
    const games = `/api/facilities/${club.facility.id}/games?date=${day}&hour_start=${17 * H}&hour_end=${20 * H}&rating_kind=ntrp_default`
    const found = await finder.client.get(games)
    expect(found.status).toBe(200)
    expect(found.body).toMatchObject({ rating_kind: "ntrp_default", rating: 3.5, sessions: [] })
    expect(found.body.bookings).toHaveLength(1)
    expect(found.body.bookings[0]).toMatchObject({ reservation_id: booked.body.id, room: 3, asked: null })
    expect((await finder.client.get(`${games}&days=30`)).status).toBe(400)
    expect((await finder.client.get(games.replace(`date=${day}`, "date=tomorrow"))).status).toBe(400)
    const upside = await finder.client.get(games.replace(`hour_end=${20 * H}`, `hour_end=${16 * H}`))
    expect(upside.status).toBe(422)
    expect(upside.body.message).toBe("The window ends after it starts.")
    expect((await other.player.get(games)).status).toBe(403)

    const ask = `/api/reservations/${booked.body.id}/join_requests`
    expect((await finder.client.post(ask, { message: "x".repeat(301) })).status).toBe(400)
    expect((await other.player.post(ask, {})).status).toBe(404)
    expect((await finder.client.post(ask, { for_user_id: club.user.id })).status).toBe(403)
    const asked = await finder.client.post(ask, { message: "Happy to play either side" })
    expect(asked.status).toBe(201)
    expect(asked.body).toMatchObject({ status: "asked", user_id: finder.user.id, rating: 3.5 })
    expect((await finder.client.post(ask, {})).status).toBe(409)

    const requests = await club.player.get(`/api/facilities/${club.facility.id}/join_requests`)
    expect(requests.status).toBe(200)
    expect(requests.body.to_me.map((q: { id: number }) => q.id)).toEqual([asked.body.id])
    expect((await other.player.get(`/api/facilities/${club.facility.id}/join_requests`)).status).toBe(403)

    const accept = `/api/join_requests/${asked.body.id}/accept`
    expect((await finder.client.put(accept, {})).status).toBe(404)
    expect((await other.desk.put(accept, {})).status).toBe(404)
    const accepted = await club.player.put(accept, {})
    expect(accepted.status).toBe(200)
    expect(accepted.body.status).toBe("accepted")
    expect((await club.player.put(`/api/join_requests/${asked.body.id}/decline`, {})).status).toBe(422)
    expect(
      (await finder.client.get("/api/users/reservations")).body.reservations.map((r: { id: number }) => r.id),
    ).toContain(booked.body.id)
    expect((await finder.client.del(`/api/join_requests/${asked.body.id}`)).status).toBe(422)
    expect((await other.player.del(`/api/join_requests/${asked.body.id}`)).status).toBe(404)
    expect((await club.player.put(`/api/join_requests/999999/accept`, {})).status).toBe(404)

    expect((await other.player.del(opening)).status).toBe(404)
    expect((await club.player.del(opening)).status).toBe(204)
    expect((await finder.client.get(games)).body.bookings).toEqual([])
  })
})
