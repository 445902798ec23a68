import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { localDate } from "../../../engine/dates"
import { makeUser } from "../../../fixtures/testing/builders"
import { TestClient } from "../../../fixtures/testing/client"
import { makeClub } from "../../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"
import { listenFakeKisi } from "../../providers/doors/fakeServer"

/** `POST /api/facilities/open_door` through HTTP, the club's door a lock of our fake Kisi. */
let kisi: Awaited<ReturnType<typeof listenFakeKisi>>
let server: TestServer
beforeAll(async () => {
  kisi = await listenFakeKisi({ "kisi-http-key": ["lobby"] })
  server = await startTestServer({ KISI_URL: kisi.url })
})
afterAll(async () => {
  await server.close()
  await kisi.close()
})

const NY = "America/New_York"

/** A club whose door is the fake's lobby lock, opening for players four hours around their bookings. */
const doorClub = async () => {
  const club = await makeClub(server, { door_open_minutes: 240 })
  const { client: owner } = await makeUser(server, { roles: [[club.facility.id, "owner"]] })
  const door = await owner.post(`/api/facilities/${club.facility.id}/credentials`, {
    category: "access_control",
    type: "kisi",
    device_id: "lobby",
    token: "kisi-http-key",
  })
  expect(door.status).toBe(201)
  return club
}

/** The player's booking of the coming hour, so that it is within the door's window now. */
const bookingWithinTheHour = async (club: Awaited<ReturnType<typeof doorClub>>) => {
  const soon = new Date(Date.now() + 3_600_000)
  const hour = Number(
    new Intl.DateTimeFormat("en-US", { timeZone: NY, hour: "numeric", hourCycle: "h23" }).format(soon),
  )
  const courts = await club.manager.get(`/api/facilities/${club.facility.id}/courts`)
  const booked = await club.player.post("/api/reservations", {
    facility_id: club.facility.id,
    court_id: courts.body[0].id,
    date: localDate(soon, NY),
    hour_start: hour * 3600,
    hour_end: (hour + 1) * 3600,
  })
  expect(booked.status).toBe(201)
  return booked.body.id as number
}

describe("open_door", () => {
  it("opens for a player whose booking is within the club's window, and for staff", async () => {
    const club = await doorClub()
    const reservation = await bookingWithinTheHour(club)
    const before = kisi.unlocks().length
    const opened = await club.player.post("/api/facilities/open_door", { facility_id: club.facility.id })
    expect(opened.status).toBe(200)
    expect(opened.body).toEqual({
      opened: true,
      lock: "lobby",
      reservation_id: reservation,
      message: "The door is open.",
    })
    const named = await club.player.post("/api/facilities/open_door", {
      facility_id: club.facility.id,
      reservation_id: reservation,
    })
    expect(named.status).toBe(200)
    const desk = await club.desk.post("/api/facilities/open_door", { facility_id: club.facility.id })
    expect(desk.body).toMatchObject({ opened: true, reservation_id: null })
    expect(kisi.unlocks().length - before).toBe(3)
  })

  it("refuses, with a sentence, a player without a booking under way and anyone of another club", async () => {
    const club = await doorClub()
    const other = await doorClub()
    const reservation = await bookingWithinTheHour(club)
    const before = kisi.unlocks().length
    const { client: member } = await makeUser(server, { roles: [[club.facility.id, "player"]] })
    for (const [client, body] of [
      [member, { facility_id: club.facility.id }],
      [member, { facility_id: club.facility.id, reservation_id: reservation }],
      [other.player, { facility_id: club.facility.id, reservation_id: reservation }],
      [club.player, { facility_id: other.facility.id, reservation_id: reservation }],
      [other.desk, { facility_id: club.facility.id }],
    ] as const) {
      const refused = await client.post("/api/facilities/open_door", body)
      expect(refused.status).toBe(422)
      expect(refused.body.message).toMatch(
        /no booking at .* under way: the door opens for players from 240 minutes before/,
      )
    }
    expect(kisi.unlocks().length).toBe(before)
  })

  it("asks who is there, and answers bad input and unknown clubs clearly", async () => {
    const club = await doorClub()
    const nobody = await new TestClient(server.url).post("/api/facilities/open_door", { facility_id: club.facility.id })
    expect(nobody.status).toBe(401)
    expect((await club.player.post("/api/facilities/open_door", { facility_id: "front" })).status).toBe(400)
    expect((await club.player.post("/api/facilities/open_door", {})).status).toBe(400)
    const unknown = await club.player.post("/api/facilities/open_door", { facility_id: 987654321 })
    expect(unknown.status).toBe(404)
  })

  it("keeps a log staff read by day: who, which booking, what came of it", async () => {
    const club = await doorClub()
    const reservation = await bookingWithinTheHour(club)
    const { client: member, user } = await makeUser(server, { roles: [[club.facility.id, "player"]] })
    await club.player.post("/api/facilities/open_door", { facility_id: club.facility.id })
    await member.post("/api/facilities/open_door", { facility_id: club.facility.id })
    const log = await club.desk.get(`/api/facilities/${club.facility.id}/door_openings`)
    expect(log.status).toBe(200)
    expect(
      log.body.map((e: { outcome: string; reservation_id: number | null }) => [e.outcome, e.reservation_id]),
    ).toEqual([
      ["refused", null],
      ["opened", reservation],
    ])
    expect(log.body[0].name).toBe(`${user.first_name} ${user.last_name}`)
    const yesterday = await club.desk.get(`/api/facilities/${club.facility.id}/door_openings?date=2020-01-01`)
    expect(yesterday.body).toEqual([])
    expect((await club.player.get(`/api/facilities/${club.facility.id}/door_openings`)).status).toBe(403)
    const other = await doorClub()
    expect((await other.desk.get(`/api/facilities/${club.facility.id}/door_openings`)).status).toBe(403)
    expect((await club.desk.get(`/api/facilities/${club.facility.id}/door_openings?date=soon`)).status).toBe(400)
  })
})
