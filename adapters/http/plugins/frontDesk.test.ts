import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { localDate } from "../../../engine/dates"
import { makeFacility, makeUser } from "../../../fixtures/testing/builders"
import { TestClient } from "../../../fixtures/testing/client"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe("the gate list and check-in logs", () => {
  it("shows today's activity to door staff who know the password, and rate limits guesses", async () => {
    const facility = await makeFacility(server, { time_zone: "America/New_York" })
    const { client: manager } = await makeUser(server, { roles: [[facility.id, "manager"]] })
    const courts = (
      await manager.post(`/api/facilities/${facility.id}/courts/bulk_upsert`, {
        courts: [{ name: "Gate Court", sport: "tennis" }],
      })
    ).body
    const today = localDate(new Date(), "America/New_York")
    await manager.post(`/api/facilities/${facility.id}/facility_schedules/bulk_upsert`, {
      facility_schedules: Array.from({ length: 7 }, (_, day) => ({ day, hour_start: 0, hour_end: 86400 })),
    })
    const booked = await manager.post(`/api/courts/${courts[0].id}/booking_admin`, {
      date: today,
      hour_start: 23 * 3600,
      hour_end: 86400,
      guests: ["Night Owl"],
    })
    expect(booked.status).toBe(201)

    const door = new TestClient(server.url)
    expect((await door.get(`/f/${facility.slug}/gate_list_activity`)).status).toBe(401)
    expect((await door.post(`/f/${facility.slug}/authenticate_gate_list`, { password: "anything" })).status).toBe(401)
    expect(
      (await manager.put(`/api/facilities/${facility.id}/general_settings`, { gate_password: "door-4567" })).status,
    ).toBe(200)
    expect((await door.post(`/f/${facility.slug}/authenticate_gate_list`, { password: "" })).status).toBe(400)
    const ok = await door.post(`/f/${facility.slug}/authenticate_gate_list`, { password: "door-4567" })
    expect(ok.status).toBe(200)
    const list = await door.get(`/f/${facility.slug}/gate_list_activity?limit=10`)
    expect(list.body).toEqual({
      date: today,
      activity: [
        expect.objectContaining({
          court: "Gate Court",
          hour_start: 23 * 3600,
          players: ["Night Owl"],
          status: "booked",
        }),
      ],
    })
    expect((await door.get(`/f/${facility.slug}/gate_list_activity?limit=0`)).status).toBe(400)
    expect((await door.get(`/f/no-such-club/gate_list_activity`)).status).toBe(404)

    const guesser = new TestClient(server.url)
    const statuses: Array<number> = []
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await guesser.post(`/f/${facility.slug}/authenticate_gate_list`, { password: `guess-${i}` })).status,
      )
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  })

  it("logs check-ins at the desk", async () => {
    const facility = await makeFacility(server)
    const other = await makeFacility(server)
    const { client: desk } = await makeUser(server, { roles: [[facility.id, "front_desk"]] })
    const { user: player } = await makeUser(server, { roles: [[facility.id, "player"]] })
    const { user: stranger } = await makeUser(server, { roles: [[other.id, "player"]] })
    const logged = await desk.post(`/api/facilities/${facility.id}/checkin_logs`, {
      user_id: player.id,
      note: "Forgot card",
    })
    expect(logged.status).toBe(201)
    expect(logged.body).toMatchObject({ user_id: player.id, method: "desk", note: "Forgot card" })
    expect((await desk.post(`/api/facilities/${facility.id}/checkin_logs`, { user_id: stranger.id })).status).toBe(422)
    expect((await desk.get(`/api/facilities/${facility.id}/checkin_logs`)).body).toHaveLength(1)
    expect((await desk.get(`/api/facilities/${other.id}/checkin_logs`)).status).toBe(403)
  })
})
