import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeUser, PASSWORD } from "../../../fixtures/testing/builders"
import { TestClient } from "../../../fixtures/testing/client"
import { makeClub, mondayAhead } from "../../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"
import { outboxFor } from "../../sql/mailOutbox"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const H = 3600
const monday = mondayAhead()

const sql = (run: (sql: SqlClient.SqlClient) => Effect.Effect<unknown, unknown>) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, run) as Effect.Effect<unknown>)

/** A club with a pro who teaches Mondays 9–17: 60.00 an hour for adults, 40.00 for any player. */
const proClub = async () => {
  const club = await makeClub(server)
  const { user: pro, email } = await makeUser(server, { roles: [[club.facility.id, "teacher"]] })
  await sql(
    (sql) => sql`
      insert into teacher_profiles (facility_id, user_id, bio, sports, levels, surfaces)
      values (${club.facility.id}, ${pro.id}, 'Former tour player.', '{tennis}', 'All levels', '{clay}')`,
  )
  await sql(
    (sql) => sql`
      insert into teacher_hours (facility_id, user_id, day, hour_start, hour_end)
      values (${club.facility.id}, ${pro.id}, 0, ${9 * H}, ${17 * H})`,
  )
  await sql(
    (sql) => sql`
      insert into teacher_prices (facility_id, user_id, duration, user_type, quantity, price)
      values (${club.facility.id}, ${pro.id}, 60, 'Adult', 1, 6000), (${club.facility.id}, ${pro.id}, 60, 'Player', 1, 4000)`,
  )
  return { ...club, pro, proEmail: email }
}

describe("teachers", () => {
  it("are listed by club with their profile and hours, found by name, and shown one by one", async () => {
    const { facility, player, pro } = await proClub()
    const other = await proClub()
    const listed = await player.get(`/api/teachers?facility_id=${facility.id}`)
    expect(listed.status).toBe(200)
    expect(listed.body).toEqual([
      expect.objectContaining({
        id: pro.id,
        facility_id: facility.id,
        bio: "Former tour player.",
        sports: ["tennis"],
        surfaces: ["clay"],
        hours: [{ day: 0, hour_start: 9 * H, hour_end: 17 * H }],
        time_off: [],
      }),
    ])
    expect((await player.get(`/api/teachers?facility_id=${facility.id}&search=nobody`)).body).toEqual([])
    // Teaching today: only on Mondays.
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/New_York" })
    const teachingToday = new Date(`${today}T12:00:00Z`).getUTCDay() === 1
    expect((await player.get(`/api/teachers?facility_id=${facility.id}&current=true`)).body).toHaveLength(
      teachingToday ? 1 : 0,
    )
    const shown = await player.get(`/api/teachers/${pro.id}?facility_id=${facility.id}`)
    expect(shown.body).toMatchObject({ id: pro.id, name: listed.body[0].name })
    // Another club's teacher is not this club's.
    expect((await player.get(`/api/teachers/${other.pro.id}?facility_id=${facility.id}`)).status).toBe(404)
    expect((await player.get(`/api/teachers?facility_id=abc`)).status).toBe(400)
  })

  it("price a lesson for its players, each at their kind's price, and refuse a time the teacher does not work", async () => {
    const { facility, player, user, pro, manager } = await proClub()
    const { user: child } = await makeUser(server, { roles: [[facility.id, "player"]] })
    await sql((sql) => sql`update users set birth_date = ${"2015-06-01"} where id = ${child.id}`)
    const ask = (query: string) => player.get(`/api/teachers/${pro.id}/price?facility_id=${facility.id}&${query}`)

    const alone = await ask(`date=${monday}&hour_start=${10 * H}&hour_end=${11 * H}`)
    expect(alone.status).toBe(200)
    expect(alone.body).toMatchObject({
      duration: 60,
      quantity: 1,
      shift: "morning",
      players: [{ user_id: user.id, user_type: "Adult", price: 6000 }],
      price: 6000,
      currency: "USD",
    })
    const pair = await ask(
      `date=${monday}&hour_start=${10 * H}&hour_end=${11 * H}&player_ids=${user.id}&player_ids=${child.id}`,
    )
    expect(pair.body.players).toEqual([
      { user_id: user.id, user_type: "Adult", price: 6000 },
      { user_id: child.id, user_type: "Child", price: 4000 },
    ])
    expect(pair.body.price).toBe(10000)

    const closed = await ask(`date=${monday}&hour_start=${17 * H}&hour_end=${18 * H}`)
    expect(closed.status).toBe(422)
    expect(closed.body.message).toBe("The teacher does not teach 5:00 PM–6:00 PM on that day.")
    const none = await ask(`date=${monday}&hour_start=${10 * H}&hour_end=${11 * H}&quantity=0`)
    expect(none.status).toBe(422)
    expect(none.body.message).toBe("Ask the price of at least one lesson.")
    const { user: stranger } = await makeUser(server)
    const outsider = await ask(`date=${monday}&hour_start=${10 * H}&hour_end=${11 * H}&player_ids=${stranger.id}`)
    expect(outsider.status).toBe(422)
    expect(outsider.body.message).toBe(`Player ${stranger.id} is not a member of this facility.`)

    // A teacher who left the club prices nothing there.
    await sql((sql) => sql`delete from facility_users where facility_id = ${facility.id} and user_id = ${pro.id}`)
    const left = await ask(`date=${monday}&hour_start=${10 * H}&hour_end=${11 * H}`)
    expect(left.status).toBe(422)
    expect(left.body.message).toBe("That teacher does not teach at this club.")
    // Only the club's members ask its prices.
    const { client: outsiderClient } = await makeUser(server)
    const refused = await outsiderClient.get(
      `/api/teachers/${pro.id}/price?facility_id=${facility.id}&date=${monday}&hour_start=${10 * H}&hour_end=${11 * H}`,
    )
    expect(refused.status).toBe(403)
    expect((await manager.get(`/api/teachers?facility_id=${facility.id}`)).body).toEqual([])
  })

  it("are changed by the club's staff and by themselves, all or nothing, never charging less for more", async () => {
    const { facility, manager, player, pro, proEmail } = await proClub()
    const { client: self } = await makeUser(server, { roles: [[facility.id, "player"]] })
    const price = (duration: number, quantity: number, amount: number) => ({
      duration,
      shift: null,
      surface: null,
      user_type: "Adult",
      quantity,
      price: amount,
      player_category_description: null,
      clinic_category_description: null,
    })
    const changed = await manager.put(`/api/teachers/${pro.id}`, {
      facility_id: facility.id,
      levels: "Beginners to 4.0",
      hours: [
        { day: 1, hour_start: 8 * H, hour_end: 12 * H },
        { day: 3, hour_start: 14 * H, hour_end: 20 * H },
      ],
      time_off: [{ starts_on: "2030-08-01", ends_on: "2030-08-15", note: "Holiday" }],
      prices: [price(60, 1, 7000), price(60, 10, 65000)],
    })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({
      bio: "Former tour player.",
      levels: "Beginners to 4.0",
      hours: [
        { day: 1, hour_start: 8 * H, hour_end: 12 * H },
        { day: 3, hour_start: 14 * H, hour_end: 20 * H },
      ],
      time_off: [{ starts_on: "2030-08-01", ends_on: "2030-08-15", note: "Holiday" }],
    })

    const refusals: Array<[object, string]> = [
      [
        {
          hours: [
            { day: 1, hour_start: 8 * H, hour_end: 12 * H },
            { day: 1, hour_start: 11 * H, hour_end: 13 * H },
          ],
        },
        "Hours 2 overlap hours 1 on the same day.",
      ],
      [
        { time_off: [{ starts_on: "2030-08-15", ends_on: "2030-08-01", note: null }] },
        "Time off 1 must end on or after the day it starts.",
      ],
      [
        { prices: [price(60, 1, 7000), price(90, 1, 6000)] },
        "1 lesson(s) of 90 minutes cost less than 1 of 60; a larger or longer lesson may not cost less.",
      ],
      [{ court_ids: [999999] }, "Court 999999 is not one of this club's courts."],
    ]
    for (const [change, message] of refusals) {
      const refused = await manager.put(`/api/teachers/${pro.id}`, {
        facility_id: facility.id,
        bio: "Changed",
        ...change,
      })
      expect(refused.status).toBe(422)
      expect(refused.body.message).toBe(message)
    }
    expect((await player.get(`/api/teachers/${pro.id}?facility_id=${facility.id}`)).body.bio).toBe(
      "Former tour player.",
    )

    // A player may not; the teacher may, signed in as themself.
    expect((await self.put(`/api/teachers/${pro.id}`, { facility_id: facility.id, bio: "Mine now" })).status).toBe(403)
    const own = new TestClient(server.url)
    await own.signIn(proEmail, PASSWORD)
    const edited = await own.put(`/api/teachers/${pro.id}`, { facility_id: facility.id, bio: "Coach since 2010." })
    expect(edited.status).toBe(200)
    expect(edited.body.bio).toBe("Coach since 2010.")
    expect(edited.body.levels).toBe("Beginners to 4.0")
    const bad = await manager.put(`/api/teachers/${pro.id}`, {
      facility_id: facility.id,
      photo_url: "javascript:alert(1)",
    })
    expect(bad.status).toBe(400)
  })

  it("are booked by the desk outside their hours only when the desk says the teacher agreed", async () => {
    const { facility, desk, manager, pro, user } = await proClub()
    const [court] = (await manager.get(`/api/facilities/${facility.id}/courts`)).body as Array<{ id: number }>
    const lesson = (hour: number, outside?: boolean) =>
      desk.post(`/api/courts/${court!.id}/booking_admin`, {
        kind: "lesson",
        date: monday,
        hour_start: hour * H,
        hour_end: (hour + 1) * H,
        player_ids: [user.id],
        teacher_id: pro.id,
        ...(outside === undefined ? {} : { outside_teacher_hours: outside }),
      })
    const evening = await lesson(19)
    expect([evening.status, evening.body.message, evening.body.reason]).toEqual([
      422,
      "The teacher does not teach 7:00 PM–8:00 PM on that day. Book it outside the teacher's hours only if they agreed to it.",
      "outside_teacher_hours",
    ])
    expect((await lesson(19, true)).status).toBe(201)
    expect((await lesson(10)).status).toBe(201)
  })

  it("take lesson requests: the teacher accepts one (booked on a free court) and declines another, the player told by mail", async () => {
    const { facility, player, user, pro, proEmail, manager } = await proClub()
    const teacher = new TestClient(server.url)
    await teacher.signIn(proEmail, PASSWORD)
    const ask = (hour: number) =>
      player.post(`/api/teachers/${pro.id}/request`, {
        facility_id: facility.id,
        user_id: user.id,
        request_data: { date: monday, hour_start: hour * H, hour_end: (hour + 1) * H, note: "Backhand" },
      })
    const first = await ask(10)
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ status: "open", user_id: user.id, teacher_id: pro.id, note: "Backhand" })
    const second = await ask(12)
    const closed = await ask(20)
    expect(closed.status).toBe(422)
    expect(closed.body.message).toBe("The teacher does not teach 8:00 PM–9:00 PM on that day.")
    expect((await player.get("/api/users/priority_requests")).body.map((r: { id: number }) => r.id)).toEqual([
      first.body.id,
      second.body.id,
    ])
    const inbox = await teacher.get(`/api/teachers/${pro.id}/requests?facility_id=${facility.id}`)
    expect(inbox.body).toHaveLength(2)
    // The teacher is told of each request by mail, with the player's note.
    const asked = await server.run(outboxFor(proEmail))
    expect(asked.map((m) => m.subject)).toEqual([
      `Lesson request from ${first.body.user_name}`,
      `Lesson request from ${first.body.user_name}`,
    ])
    expect(asked[0]!.body).toMatch(
      /asks for a lesson with you at .+\nTheir note: Backhand\n\nAccept or decline it on your Teaching page\.$/,
    )
    // A player does not read the teacher's inbox, nor answer for the teacher.
    expect((await player.get(`/api/teachers/${pro.id}/requests?facility_id=${facility.id}`)).status).toBe(403)
    expect((await player.put(`/api/lesson_requests/${first.body.id}/accept`, {})).status).toBe(404)

    const accepted = await teacher.put(`/api/lesson_requests/${first.body.id}/accept`, {})
    expect(accepted.status).toBe(200)
    expect(accepted.body.status).toBe("accepted")
    const lesson = await manager.get(`/api/reservations/${accepted.body.reservation_id}/basic`)
    expect(lesson.body).toMatchObject({ kind: "lesson", teacher_id: pro.id, date: monday, hour_start: 10 * H })
    expect(lesson.body.users.map((u: { user_id: number }) => u.user_id)).toEqual([user.id])
    const again = await teacher.put(`/api/lesson_requests/${first.body.id}/accept`, {})
    expect(again.status).toBe(422)
    expect(again.body.message).toBe("This request was already accepted.")
    // Booked, the teacher is no longer free then: the request form leaves it out; neither priced nor asked for.
    const day = await player.get(`/api/teachers/${pro.id}/busy?facility_id=${facility.id}&date=${monday}`)
    expect(day.body).toEqual({ date: monday, busy: [{ hour_start: 10 * H, hour_end: 11 * H }] })
    const outsider = (await proClub()).player
    expect((await outsider.get(`/api/teachers/${pro.id}/busy?facility_id=${facility.id}&date=${monday}`)).status).toBe(
      403,
    )
    const busy = "The teacher already teaches 10:00 AM–11:00 AM that day."
    const priced = await player.get(
      `/api/teachers/${pro.id}/price?facility_id=${facility.id}&date=${monday}&hour_start=${10.5 * H}&hour_end=${11.5 * H}`,
    )
    expect([priced.status, priced.body.message]).toEqual([422, busy])
    expect((await ask(10)).body.message).toBe(busy)

    const blank = await manager.put(`/api/lesson_requests/${second.body.id}/decline`, { message: "  " })
    expect(blank.status).toBe(400)
    const declined = await manager.put(`/api/lesson_requests/${second.body.id}/decline`, {
      message: "I am at a tournament that day.",
    })
    expect(declined.body).toMatchObject({ status: "declined", answer: "I am at a tournament that day." })
    expect((await player.get("/api/users/priority_requests")).body).toEqual([])
    const mails = await server.run(outboxFor(user.email!))
    expect(mails.map((m) => m.subject)).toEqual([
      `Your lesson with ${first.body.teacher_name} is booked`,
      `Your lesson request to ${first.body.teacher_name}`,
    ])
    expect(mails[1]!.body).toContain("I am at a tournament that day.")
  })

  it("are withdrawn by whoever asked while still open, the teacher told; nobody else may", async () => {
    const { facility, player, user, pro, proEmail, manager } = await proClub()
    const asked = await player.post(`/api/teachers/${pro.id}/request`, {
      facility_id: facility.id,
      user_id: user.id,
      request_data: { date: monday, hour_start: 10 * H, hour_end: 11 * H },
    })
    const other = await proClub()
    expect((await other.player.put(`/api/lesson_requests/${asked.body.id}/withdraw`)).status).toBe(404)
    expect((await manager.put(`/api/lesson_requests/${asked.body.id}/withdraw`)).status).toBe(404)
    const withdrawn = await player.put(`/api/lesson_requests/${asked.body.id}/withdraw`)
    expect([withdrawn.status, withdrawn.body.status]).toEqual([200, "withdrawn"])
    expect((await player.get("/api/users/priority_requests")).body).toEqual([])
    const again = await player.put(`/api/lesson_requests/${asked.body.id}/withdraw`)
    expect([again.status, again.body.message]).toEqual([422, "This request was already withdrawn."])
    expect((await manager.put(`/api/lesson_requests/${asked.body.id}/accept`, {})).body.message).toBe(
      "This request was already withdrawn.",
    )
    const told = await server.run(outboxFor(proEmail))
    expect(told.map((m) => m.subject)).toEqual([
      `Lesson request from ${asked.body.user_name}`,
      `Lesson request withdrawn: ${asked.body.user_name}`,
    ])
    expect(told[1]!.body).toContain("Nothing was booked.")
  })

  it("refuse a request for someone else's child, at another club, or when every court is taken", async () => {
    const { facility, player, user, pro, manager } = await proClub()
    const { user: stranger } = await makeUser(server, { roles: [[facility.id, "player"]] })
    const body = (userId: number, hour: number, facilityId = facility.id) => ({
      facility_id: facilityId,
      user_id: userId,
      request_data: { date: monday, hour_start: hour * H, hour_end: (hour + 1) * H },
    })
    expect((await player.post(`/api/teachers/${pro.id}/request`, body(stranger.id, 10))).status).toBe(403)
    const other = await proClub()
    expect(
      (await player.post(`/api/teachers/${other.pro.id}/request`, body(user.id, 10, other.facility.id))).status,
    ).toBe(403)
    expect((await player.post(`/api/teachers/${other.pro.id}/request`, body(user.id, 10))).body.message).toBe(
      "That teacher does not teach at this club.",
    )

    const past = await player.post(`/api/teachers/${pro.id}/request`, {
      ...body(user.id, 10),
      request_data: { date: "2020-01-06", hour_start: 10 * H, hour_end: 11 * H },
    })
    expect(past.status).toBe(422)
    expect(past.body.message).toBe("Ask for a lesson at a time still to come.")

    const asked = await player.post(`/api/teachers/${pro.id}/request`, body(user.id, 11))
    // Never booked on another club's court.
    const [theirs] = (await other.manager.get(`/api/facilities/${other.facility.id}/courts`)).body as Array<{
      id: number
    }>
    const elsewhere = await manager.put(`/api/lesson_requests/${asked.body.id}/accept`, { court_id: theirs!.id })
    expect(elsewhere.status).toBe(422)
    expect(elsewhere.body.message).toBe("That court is not one of this club's open courts.")
    // The club's one court is taken then.
    const [court] = (await manager.get(`/api/facilities/${facility.id}/courts`)).body as Array<{ id: number }>
    const taken = await manager.post(`/api/courts/${court!.id}/booking_admin`, {
      date: monday,
      hour_start: 11 * H,
      hour_end: 12 * H,
    })
    expect(taken.status).toBe(201)
    const refused = await manager.put(`/api/lesson_requests/${asked.body.id}/accept`, {})
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe("No court is free for this lesson then; decline it or offer another time.")
    expect((await player.get("/api/users/priority_requests")).body).toHaveLength(1)
  })

  it("of the demo club: three, each with a page, weekly hours, prices and a package", async () => {
    const demo = await startTestServer({
      DEMO: "1",
      DEMO_ADMIN_EMAIL: "owner@example.com",
      DEMO_ADMIN_PASSWORD: PASSWORD,
    })
    try {
      const owner = new TestClient(demo.url)
      await owner.signIn("owner@example.com", PASSWORD)
      const facility = (await owner.get("/api/session")).body.facilities[0].id as number
      const listed = (await new TestClient(demo.url).get(`/api/teachers?facility_id=${facility}`)).body as Array<{
        id: number
        bio: string
        hours: Array<{ day: number; hour_start: number }>
      }>
      expect(listed).toHaveLength(3)
      for (const teacher of listed) {
        expect(teacher.bio).not.toBe("")
        expect(teacher.hours.length).toBeGreaterThan(0)
      }
      const [pro] = listed
      const { day, hour_start } = pro!.hours[0]!
      let date = monday
      while (new Date(`${date}T12:00:00Z`).getUTCDay() !== (day + 1) % 7)
        date = new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
      const priced = await owner.get(
        `/api/teachers/${pro!.id}/price?facility_id=${facility}&date=${date}&hour_start=${hour_start}&hour_end=${hour_start + H}`,
      )
      expect(priced.status).toBe(200)
      expect(priced.body.price).toBeGreaterThan(0)
      expect((await owner.get(`/api/teachers/${pro!.id}?facility_id=${facility}`)).body.prices).toHaveLength(4)
      const packages = (await owner.get(`/api/facilities/${facility}/teacher_packages`)).body as Array<{
        teacher_id: number | null
      }>
      expect(packages.map((p) => p.teacher_id).sort()).toEqual([...listed.map((t) => t.id), null].sort())
    } finally {
      await demo.close()
    }
  })
})
