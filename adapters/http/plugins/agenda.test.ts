import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { localDate } from "../../../engine/dates"
import { makeFacility, makeUser } from "../../../fixtures/testing/builders"
import { TestClient } from "../../../fixtures/testing/client"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"

const H = 3600
const NY = "America/New_York"
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const inDays = (n: number) => localDate(new Date(Date.now() + n * 24 * H * 1000), NY)

/** A club open 06:00-22:00 with two courts and member/non-member/guest rates, its manager and a player. */
const pricedClub = async () => {
  const facility = await makeFacility(server, { time_zone: NY })
  const { client: manager } = await makeUser(server, { roles: [[facility.id, "manager"]] })
  const { client: player, user } = await makeUser(server, { roles: [[facility.id, "player"]] })
  const courts = await manager.post(`/api/facilities/${facility.id}/courts/bulk_upsert`, {
    courts: [
      { name: "Court 1", sport: "tennis" },
      { name: "Court 2", sport: "tennis" },
    ],
  })
  await manager.post(`/api/facilities/${facility.id}/facility_schedules/bulk_upsert`, {
    facility_schedules: Array.from({ length: 7 }, (_, day) => ({ day, hour_start: 6 * H, hour_end: 22 * H })),
  })
  const rates = await manager.put(`/api/facilities/${facility.id}/court_rates`, {
    split: "per_player",
    rates: [
      {
        court_ids: null,
        days: [],
        hour_start: 0,
        hour_end: 24 * H,
        user_type: "non_member",
        price_per_hour: 3000,
        prime_time: false,
      },
      {
        court_ids: null,
        days: [],
        hour_start: 0,
        hour_end: 24 * H,
        user_type: "guest",
        price_per_hour: 1000,
        prime_time: false,
      },
    ],
  })
  expect(rates.status).toBe(200)
  return { facility, manager, player, user, courts: courts.body.map((c: { id: number }) => c.id) as Array<number> }
}

describe("the price of a booking before it is made", () => {
  it("tells a member how far ahead they may book; not another club's player", async () => {
    const { facility, player } = await pricedClub()
    const window = await player.get(`/api/facilities/${facility.id}/booking_window`)
    expect(window.status).toBe(200)
    expect(window.body).toEqual({
      min_hours_range: expect.any(Number),
      max_hours_range: expect.any(Number),
      first_date: inDays(0),
      last_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    })
    const elsewhere = await makeFacility(server, { time_zone: NY })
    const { client: stranger } = await makeUser(server, { roles: [[elsewhere.id, "player"]] })
    expect((await stranger.get(`/api/facilities/${facility.id}/booking_window`)).status).toBe(403)
    expect((await player.get(`/api/facilities/${facility.id}/booking_window?booked_for=abc`)).status).toBe(400)
  })

  it("quotes each player's share, and the booking records the same fees", async () => {
    const { facility, player, courts } = await pricedClub()
    const slot = {
      facility_id: facility.id,
      court_id: courts[0],
      date: inDays(1),
      hour_start: 10 * H,
      hour_end: 11 * H,
    }
    const quote = await player.post("/api/reservations/quote", { ...slot, guests: ["Kim"] })
    expect(quote.status).toBe(200)
    // One hour: the player's rate 3000 and the guest's 1000, split between two: 2000 in all.
    expect(quote.body).toMatchObject({
      total: 2000,
      currency: "USD",
      currency_decimals: 2,
      problem: null,
      price_problem: null,
    })
    expect(quote.body.fees.map((f: { amount: number }) => f.amount)).toEqual([1500, 500])
    expect(quote.body.fees[1].name).toBe("Kim")

    const booked = await player.post("/api/reservations", { ...slot, guests: ["Kim"] })
    expect(booked.status).toBe(201)
    expect(booked.body.totals.total).toBe(2000)
    expect(booked.body.fees.map((f: { amount: number }) => f.amount)).toEqual([1500, 500])
  })

  it("says why a booking would be refused, without booking", async () => {
    const { facility, player, courts } = await pricedClub()
    const closed = await player.post("/api/reservations/quote", {
      facility_id: facility.id,
      court_id: courts[0],
      date: inDays(1),
      hour_start: 23 * H,
      hour_end: 24 * H,
    })
    expect(closed.status).toBe(200)
    expect(closed.body.problem).toMatch(/open/i)
    const stranger = await player.post("/api/reservations/quote", {
      facility_id: facility.id,
      court_id: courts[0],
      date: inDays(1),
      hour_start: 10 * H,
      hour_end: 11 * H,
      player_ids: [999_999],
    })
    expect(stranger.status).toBe(422)
    expect(stranger.body.message).toBe("Player 999999 is not a member of this facility.")
  })

  it("tells an unpriced time apart from a refusal: the booking goes ahead and the desk settles the fee", async () => {
    const { facility, manager, player, courts } = await pricedClub()
    await manager.put(`/api/facilities/${facility.id}/court_rates`, {
      split: "per_player",
      rates: [
        {
          court_ids: null,
          days: [],
          hour_start: 6 * H,
          hour_end: 12 * H,
          user_type: null,
          price_per_hour: 2000,
          prime_time: false,
        },
      ],
    })
    const slot = {
      facility_id: facility.id,
      court_id: courts[1],
      date: inDays(1),
      hour_start: 13 * H,
      hour_end: 14 * H,
    }
    const quote = await player.post("/api/reservations/quote", slot)
    expect(quote.body).toMatchObject({ problem: null, total: 0, fees: [] })
    expect(quote.body.price_problem).toBe("No court price is set for non-members at 1:00 PM on this court.")
    const booked = await player.post("/api/reservations", slot)
    expect(booked.status).toBe(201)
    expect(booked.body.fees).toEqual([])
  })
})

describe("a person's own reservations", () => {
  it("lists upcoming ones soonest first, a guardian's children's included, and past or cancelled ones apart", async () => {
    const { facility, player, user, courts } = await pricedClub()
    const book = (date: string, hour: number, court = courts[0]) =>
      player.post("/api/reservations", {
        facility_id: facility.id,
        court_id: court,
        date,
        hour_start: hour * H,
        hour_end: (hour + 1) * H,
      })
    const later = await book(inDays(1), 20)
    const sooner = await book(inDays(1), 15)
    const cancelled = await book(inDays(1), 8, courts[1])
    expect((await player.del(`/api/reservations/${cancelled.body.id}`)).status).toBe(200)

    const upcoming = await player.get("/api/users/reservations")
    expect(upcoming.status).toBe(200)
    expect(upcoming.body.reservations.map((r: { id: number }) => r.id)).toEqual([sooner.body.id, later.body.id])
    expect(upcoming.body.reservations[0]).toMatchObject({ court_name: "Court 1", time_zone: NY, status: "booked" })
    expect(upcoming.body.has_more).toBe(false)
    const past = await player.get("/api/users/reservations?when=past")
    expect(past.body.reservations.map((r: { id: number }) => r.id)).toEqual([cancelled.body.id])

    // A stranger may not read them; the facility's staff may.
    const { client: stranger } = await makeUser(server)
    expect((await stranger.get(`/api/users/reservations?user_id=${user.id}`)).status).toBe(404)
    const { client: desk } = await makeUser(server, { roles: [[facility.id, "front_desk"]] })
    expect((await desk.get(`/api/users/reservations?user_id=${user.id}`)).body.reservations).toHaveLength(2)

    // A guardian's list holds what they booked for a child they handle.
    const { client: guardian, user: parent } = await makeUser(server, { roles: [[facility.id, "player"]] })
    const { user: child } = await makeUser(server, { roles: [[facility.id, "player"]] })
    await server.run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) =>
          sql`insert into family_links (user_id, related_user_id, handled, name) values (${parent.id}, ${child.id}, true, 'child')`,
      ),
    )
    const forChild = await guardian.post("/api/reservations", {
      facility_id: facility.id,
      court_id: courts[1],
      date: inDays(1),
      hour_start: 12 * H,
      hour_end: 13 * H,
      booked_for: child.id,
    })
    expect(forChild.status).toBe(201)
    const theirs = await guardian.get("/api/users/reservations")
    expect(theirs.body.reservations.map((r: { id: number }) => r.id)).toEqual([forChild.body.id])
  })
})

describe("the front desk's day", () => {
  it("shows every reservation of a day, whatever its status, to staff only", async () => {
    const { facility, player, manager, courts } = await pricedClub()
    const date = inDays(1)
    const a = await player.post("/api/reservations", {
      facility_id: facility.id,
      court_id: courts[1],
      date,
      hour_start: 7 * H,
      hour_end: 8 * H,
    })
    const b = await manager.post(`/api/courts/${courts[0]}/booking_admin`, {
      date,
      hour_start: 9 * H,
      hour_end: 10 * H,
      kind: "other",
      subkind: "maintenance",
    })
    await manager.del(`/api/reservations/${b.body.id}`)
    const day = await manager.get(`/api/facilities/${facility.id}/reservations?date=${date}`)
    expect(day.status).toBe(200)
    expect(day.body.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([
      [a.body.id, "booked"],
      [b.body.id, "admin_cancelled"],
    ])
    expect((await player.get(`/api/facilities/${facility.id}/reservations?date=${date}`)).status).toBe(403)
    expect((await manager.get(`/api/facilities/${facility.id}/reservations?date=tomorrow`)).status).toBe(400)
  })
})

describe("joining a club", () => {
  it("makes a signed-in person a player, and leaves staff their role", async () => {
    const facility = await makeFacility(server)
    const newcomer = new TestClient(server.url)
    await newcomer.signUp(`newcomer-${Date.now()}@example.com`)
    const quote = { facility_id: facility.id, court_id: 1, date: inDays(1), hour_start: 0, hour_end: H }
    expect((await newcomer.post("/api/reservations/quote", quote)).status).toBe(403)
    const joined = await newcomer.post(`/api/facilities/${facility.id}/join`)
    expect(joined.body).toEqual({ facility_id: facility.id, role: "player" })
    expect((await newcomer.get("/api/session")).body.facilities).toEqual([
      expect.objectContaining({ id: facility.id, role: "player" }),
    ])
    const { client: manager } = await makeUser(server, { roles: [[facility.id, "manager"]] })
    expect((await manager.post(`/api/facilities/${facility.id}/join`)).body.role).toBe("manager")
    expect((await newcomer.post("/api/facilities/999999/join")).status).toBe(404)
  })
})

describe("fellow members to invite", () => {
  it("finds members of the club by name, leaving out private profiles and other clubs", async () => {
    const { facility, player } = await pricedClub()
    const named = async (first: string, last: string, facilityId: number, visible = true) => {
      const { user } = await makeUser(server, { roles: [[facilityId, "player"]] })
      await server.run(
        Effect.flatMap(
          SqlClient.SqlClient,
          (sql) =>
            sql`update users set first_name = ${first}, last_name = ${last}, public_profile = ${visible} where id = ${user.id}`,
        ),
      )
      return user
    }
    const zed = await named("Zed", "Quartz", facility.id)
    await named("Zelda", "Quartz", facility.id, false)
    const elsewhere = await makeFacility(server)
    await named("Zoe", "Quartz", elsewhere.id)
    const found = await player.get(`/api/facilities/${facility.id}/players?q=quartz`)
    expect(found.body).toEqual([{ id: zed.id, name: "Zed Quartz", hint: null }])
    expect((await player.get(`/api/facilities/${facility.id}/players?q=%25`)).body).toEqual([])
    expect((await player.get(`/api/facilities/${elsewhere.id}/players?q=quartz`)).status).toBe(403)
    // Two of one name are told apart by a masked e-mail, never the address itself.
    const twin = await named("Zed", "Quartz", facility.id)
    const twins = (await player.get(`/api/facilities/${facility.id}/players?q=quartz`)).body as Array<{
      id: number
      hint: string
    }>
    expect(twins.map((t) => t.id).sort()).toEqual([zed.id, twin.id].sort())
    expect(twins[0]!.hint).toMatch(/^u…\w+@example\.com$/)
    expect(twins[0]!.hint).not.toBe(twins[1]!.hint)
    expect(JSON.stringify(twins)).not.toContain(zed.email!)
  })
})
