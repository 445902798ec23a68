import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { addDays } from "../../../engine/dates"
import { makeClub, mondayAhead } from "../../../fixtures/testing/club"
import { makeUser } from "../../../fixtures/testing/builders"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"
import { listenFakeEventbrite } from "../../providers/eventbrite/fakeServer"

/** `sync_lesson_with_{event_service}` through HTTP: the server's adapter talks to our fake Eventbrite. */
let eventbrite: Awaited<ReturnType<typeof listenFakeEventbrite>>
let server: TestServer
beforeAll(async () => {
  eventbrite = await listenFakeEventbrite({ "club-private-token": "org-77" })
  server = await startTestServer({ EVENTBRITE_URL: eventbrite.url })
})
afterAll(async () => {
  await server.close()
  await eventbrite.close()
})

const H = 3600

const clinicWithSessions = async () => {
  const club = await makeClub(server)
  const { facility, manager, desk } = club
  const [court] = (await manager.get(`/api/facilities/${facility.id}/courts`)).body as Array<{ id: number }>
  const clinic = (
    await manager.post(`/api/facilities/${facility.id}/clinics`, {
      slug: "padel-basics",
      name: "Padel basics",
      public_name: "Padel Basics",
      capacity: 8,
    })
  ).body as { id: number }
  const sessions = (
    await desk.post("/api/clinic_lessons", {
      clinic_id: clinic.id,
      court_id: court!.id,
      date: addDays(mondayAhead(), 7),
      hour_start: 10 * H,
      hour_end: 11.5 * H,
      weeks: 2,
    })
  ).body as Array<{ id: number }>
  return { ...club, clinic, sessions }
}

describe("POST /api/clinics/{id}/sync_lesson_with_eventbrite", () => {
  it("lists a session with the club's own Eventbrite account and answers where it is listed", async () => {
    const { facility, clinic, sessions, manager } = await clinicWithSessions()
    const { client: owner } = await makeUser(server, { roles: [[facility.id, "owner"]] })
    const unconnected = await manager.post(`/api/clinics/${clinic.id}/sync_lesson_with_eventbrite`, {
      event_format: "class",
      game_description: "Learn the walls.",
    })
    expect(unconnected.status).toBe(422)
    expect(unconnected.body.message).toMatch(/has not connected Eventbrite/)

    await owner.post(`/api/facilities/${facility.id}/credentials`, {
      category: "eventbrite",
      token: "club-private-token",
      company_id: "org-77",
    })
    const listed = await manager.post(`/api/clinics/${clinic.id}/sync_lesson_with_eventbrite`, {
      lesson_id: sessions[1]!.id,
      event_format: "class",
      game_description: "Learn the walls.",
      league_name: "Spring Padel",
    })
    expect(listed.status).toBe(200)
    expect(listed.body).toEqual({
      clinic_lesson_id: sessions[1]!.id,
      service: "eventbrite",
      external_id: expect.any(String),
      ticket_ref: expect.any(String),
      url: expect.stringMatching(/^https:\/\/www\.eventbrite\.com\/e\//),
      event_format: "class",
      league_name: "Spring Padel",
      synced_at: expect.any(String),
    })
    const event = eventbrite.events().find((e) => e.id === listed.body.external_id)!
    expect(event).toMatchObject({
      organization_id: "org-77",
      status: "live",
      name: { text: "Spring Padel: Padel Basics" },
    })
    expect(Date.parse(event.end.utc) - Date.parse(event.start.utc)).toBe(90 * 60_000)
  })

  it("refuses bad input with a sentence, and another club's staff and players find nothing", async () => {
    const { clinic, manager } = await clinicWithSessions()
    const badFormat = await manager.post(`/api/clinics/${clinic.id}/sync_lesson_with_eventbrite`, {
      event_format: "party",
      game_description: "x",
    })
    expect(badFormat.status).toBe(400)
    expect(badFormat.body.message).toEqual(expect.any(String))
    const missing = await manager.post(`/api/clinics/${clinic.id}/sync_lesson_with_eventbrite`, {
      event_format: "class",
    })
    expect(missing.status).toBe(400)

    const other = await makeClub(server)
    for (const client of [other.manager, other.player]) {
      const answer = await client.post(`/api/clinics/${clinic.id}/sync_lesson_with_eventbrite`, {
        event_format: "class",
        game_description: "x",
      })
      expect(answer.status).toBe(404)
    }
    const unknownSession = await manager.post(`/api/clinics/${clinic.id}/sync_lesson_with_eventbrite`, {
      lesson_id: 999999999,
      event_format: "class",
      game_description: "x",
    })
    expect(unknownSession.status).toBe(404)
  })
})
