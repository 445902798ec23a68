import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { localDate, localInstant } from "../../../engine/dates"
import { insertReservation } from "../../sql/bookings"
import { makeFacility, makeUser } from "../../../fixtures/testing/builders"
import { makeClub } from "../../../fixtures/testing/club"
import { TestClient } from "../../../fixtures/testing/client"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"

const H = 3600
const NY = "America/New_York"
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const sql = <A extends object>(query: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, query) as Effect.Effect<ReadonlyArray<A>>)

/** A facility open 06:00-22:00 every day with courts, its manager and a player. */
const club = async (courts = 2) => {
  const facility = await makeFacility(server, { time_zone: NY })
  const { client: manager } = await makeUser(server, { roles: [[facility.id, "manager"]] })
  const { client: player, user } = await makeUser(server, { roles: [[facility.id, "player"]] })
  const created = await manager.post(`/api/facilities/${facility.id}/courts/bulk_upsert`, {
    courts: Array.from({ length: courts }, (_, i) => ({ name: `Court ${i + 1}`, sport: "tennis" })),
  })
  expect(created.status).toBe(200)
  const hours = await manager.post(`/api/facilities/${facility.id}/facility_schedules/bulk_upsert`, {
    facility_schedules: Array.from({ length: 7 }, (_, day) => ({ day, hour_start: 6 * H, hour_end: 22 * H })),
  })
  expect(hours.status).toBe(200)
  return { facility, manager, player, user, courts: created.body.map((c: { id: number }) => c.id) as Array<number> }
}

const tomorrow = () => localDate(new Date(Date.now() + 24 * H * 1000), NY)

describe("courts and opening hours", () => {
  it("keeps a facility's courts, refusing to strand future reservations", async () => {
    const { facility, manager, player, courts } = await club(3)
    expect(
      (await new TestClient(server.url).get(`/api/facilities/${facility.id}/courts`)).body.map(
        (c: { name: string }) => c.name,
      ),
    ).toEqual(["Court 1", "Court 2", "Court 3"])
    const booked = await player.post("/api/reservations", {
      facility_id: facility.id,
      court_id: courts[2],
      date: tomorrow(),
      hour_start: 10 * H,
      hour_end: 11 * H,
    })
    expect(booked.status).toBe(201)

    // A second court of the same name (any case) is refused, changing nothing.
    const twin = await manager.post(`/api/facilities/${facility.id}/courts/bulk_upsert`, {
      courts: [{ name: "court 1", sport: "tennis" }],
    })
    expect(twin.status).toBe(422)
    expect(twin.body.message).toBe(
      `The club has a court named Court 1 already (court ${courts[0]}); choose another name.`,
    )

    const destroy = await manager.post(`/api/facilities/${facility.id}/courts/bulk_destroy`, { ids: [courts[2]] })
    expect(destroy.status).toBe(422)
    expect(destroy.body.errors[0]).toMatch(new RegExp(`^Reservation ${booked.body.id} on Court 3, `))
    const replace = await manager.put(`/api/facilities/${facility.id}/courts_bulk`, {
      courts: [{ id: courts[0], name: "Centre", sport: "padel" }],
    })
    expect(replace.status).toBe(422)
    const kept = await manager.put(`/api/facilities/${facility.id}/courts_bulk`, {
      courts: [
        { id: courts[0], name: "Centre", sport: "padel" },
        { id: courts[2], name: "Court 3", sport: "tennis" },
      ],
    })
    expect(kept.body.map((c: { name: string; active: boolean }) => [c.name, c.active])).toEqual([
      ["Centre", true],
      ["Court 2", false],
      ["Court 3", true],
    ])
    expect(
      (await manager.post(`/api/facilities/${facility.id}/courts/bulk_destroy`, { ids: [courts[1]] })).body,
    ).toEqual({ destroyed: [courts[1]] })
    expect(
      (
        await manager.post(`/api/facilities/${facility.id}/courts/bulk_upsert`, {
          courts: [
            { name: "A", sport: "tennis" },
            { name: "a", sport: "tennis" },
          ],
        })
      ).status,
    ).toBe(422)
    expect(
      (
        await player.post(`/api/facilities/${facility.id}/courts/bulk_upsert`, {
          courts: [{ name: "Mine", sport: "tennis" }],
        })
      ).status,
    ).toBe(403)
  })

  it("edits opening hours one by one and in bulk", async () => {
    const { facility, manager } = await club(1)
    const list = (await manager.get(`/api/facilities/${facility.id}/facility_schedules`)).body
    expect(list).toHaveLength(7)
    const monday = list[0]
    expect(
      (
        await manager.put(`/api/facilities/${facility.id}/facility_schedules/${monday.id}`, {
          day: 0,
          hour_start: 7 * H,
          hour_end: 21 * H,
        })
      ).body.hour_start,
    ).toBe(7 * H)
    expect(
      (
        await manager.post(`/api/facilities/${facility.id}/facility_schedules`, {
          day: 0,
          hour_start: 10 * H,
          hour_end: 9 * H,
        })
      ).status,
    ).toBe(422)
    const extra = await manager.post(`/api/facilities/${facility.id}/facility_schedules`, {
      day: 6,
      hour_start: 22 * H,
      hour_end: 23 * H,
      shift: "late",
    })
    expect(extra.status).toBe(201)
    expect((await manager.del(`/api/facilities/${facility.id}/facility_schedules/${extra.body.id}`)).status).toBe(204)
    expect(
      (
        await manager.post(`/api/facilities/${facility.id}/facility_schedules/bulk_destroy`, {
          ids: [list[5].id, list[6].id],
        })
      ).status,
    ).toBe(204)
    expect((await manager.get(`/api/facilities/${facility.id}/facility_schedules`)).body).toHaveLength(5)
    expect(
      (await manager.post(`/api/facilities/${facility.id}/facility_schedules/bulk_destroy`, { ids: [list[6].id] }))
        .status,
    ).toBe(404)
  })
})

describe("booking", () => {
  it("books a court once: a taken slot is a 409, back-to-back is fine, cancelling frees it", async () => {
    const { facility, player, courts } = await club()
    const { client: rival } = await makeUser(server, { roles: [[facility.id, "player"]] })
    const slot = {
      facility_id: facility.id,
      court_id: courts[0],
      date: tomorrow(),
      hour_start: 10 * H,
      hour_end: 11.5 * H,
    }
    const first = await player.post("/api/reservations", slot)
    expect(first.status).toBe(201)
    expect((await player.get(`/api/reservations/${first.body.id}/basic`)).body.id).toBe(first.body.id)
    expect((await rival.get(`/api/reservations/${first.body.id}/basic`)).status).toBe(404)
    expect(first.body).toMatchObject({
      status: "booked",
      kind: "reservation",
      hour_start: 10 * H,
      users: [expect.objectContaining({ guest: false })],
    })

    const taken = await rival.post("/api/reservations", { ...slot, hour_start: 11 * H, hour_end: 12 * H })
    expect(taken.status).toBe(409)
    expect(taken.body.message).toBe("That court is already booked at that time; pick another time or court.")
    expect((await rival.post("/api/reservations", { ...slot, hour_start: 11.5 * H, hour_end: 12.5 * H })).status).toBe(
      201,
    )
    expect((await rival.post("/api/reservations", { ...slot, hour_start: 8.5 * H, hour_end: 10 * H })).status).toBe(201)
    expect((await rival.post("/api/reservations", { ...slot, court_id: courts[1] })).status).toBe(201)

    expect((await rival.del(`/api/reservations/${first.body.id}`)).status).toBe(404)
    const cancelled = await player.del(`/api/reservations/${first.body.id}`)
    expect(cancelled.body.status).toBe("closed")
    expect((await player.del(`/api/reservations/${first.body.id}`)).status).toBe(422)
    expect((await rival.post("/api/reservations", slot)).status).toBe(201)
  })

  it("enforces the booking window, opening hours, the grid and closures", async () => {
    const { facility, player, courts } = await club()
    const base = { facility_id: facility.id, court_id: courts[0] }
    const today = localDate(new Date(), NY)
    expect(
      (await player.post("/api/reservations", { ...base, date: today, hour_start: 0, hour_end: 1800 })).body.message,
    ).toMatch(/passed|not open/)
    const farDay = localDate(new Date(Date.now() + 72 * H * 1000), NY)
    expect(
      (await player.post("/api/reservations", { ...base, date: farDay, hour_start: 12 * H, hour_end: 13 * H })).body
        .message,
    ).toBe("Bookings open 48 hours ahead; that time is not open yet.")
    expect(
      (await player.post("/api/reservations", { ...base, date: tomorrow(), hour_start: 5 * H, hour_end: 6.5 * H }))
        .status,
    ).toBe(422)
    expect(
      (await player.post("/api/reservations", { ...base, date: tomorrow(), hour_start: 10 * H, hour_end: 10.75 * H }))
        .body.message,
    ).toBe("Bookings start and end on 30-minute steps.")
    await sql(
      (s) => s`
      insert into schedule_rules (facility_id, kind, court_ids, starts_on, ends_on, hour_start, hour_end, note)
      values (${facility.id}, 'closure', ${[courts[0]!]}, ${tomorrow()}, ${tomorrow()}, ${12 * H}, ${14 * H}, 'resurfacing') returning id`,
    )
    await sql(
      (s) => s`
      insert into schedule_rules (facility_id, kind, hour_start, hour_end, note) values (${facility.id}, 'staff_only', ${18 * H}, ${20 * H}, 'league') returning id`,
    )
    expect(
      (await player.post("/api/reservations", { ...base, date: tomorrow(), hour_start: 13 * H, hour_end: 14 * H })).body
        .message,
    ).toBe("The court is closed then: resurfacing.")
    expect(
      (
        await player.post("/api/reservations", {
          ...base,
          court_id: courts[1],
          date: tomorrow(),
          hour_start: 13 * H,
          hour_end: 14 * H,
        })
      ).status,
    ).toBe(201)
    expect(
      (await player.post("/api/reservations", { ...base, date: tomorrow(), hour_start: 18 * H, hour_end: 19 * H })).body
        .message,
    ).toBe("Only staff book 6:00 PM–8:00 PM (league).")
    expect(
      (
        await player.post("/api/reservations", {
          ...base,
          court_id: 99999999,
          date: tomorrow(),
          hour_start: 9 * H,
          hour_end: 10 * H,
        })
      ).status,
    ).toBe(404)
  })

  it("limits active bookings per player and requires the booking waiver when the club says so", async () => {
    const { facility, manager, player, courts } = await club()
    const settings = await manager.put(`/api/facilities/${facility.id}/general_settings`, {
      require_booking_waiver: true,
      max_active_bookings: 1,
    })
    expect(settings.body).toMatchObject({ require_booking_waiver: true, max_active_bookings: 1 })
    const waiver = await manager.post(`/api/facilities/${facility.id}/facility_waivers`, {
      name: "Rules",
      category: "facility_booking",
      content: "Be kind.",
    })
    const slot = {
      facility_id: facility.id,
      court_id: courts[0],
      date: tomorrow(),
      hour_start: 9 * H,
      hour_end: 10 * H,
    }
    expect((await player.post("/api/reservations", slot)).body.message).toBe(
      "Accept the club's current booking waiver before booking.",
    )
    await player.post(`/api/waivers/${waiver.body.id}/accept`, {})
    expect((await player.post("/api/reservations", slot)).status).toBe(201)
    expect(
      (await player.post("/api/reservations", { ...slot, hour_start: 11 * H, hour_end: 12 * H })).body.message,
    ).toBe("A player may hold at most 1 upcoming bookings here.")
    // The quote asks the same question as the booking: it does not say yes where the booking says no.
    const quote = await player.post("/api/reservations/quote", { ...slot, hour_start: 11 * H, hour_end: 12 * H })
    expect([quote.status, quote.body.problem]).toEqual([200, "A player may hold at most 1 upcoming bookings here."])
  })

  it("lets a guardian book for a handled child, not for someone else's", async () => {
    const { facility, player, courts } = await club()
    const child = (await player.post("/api/users/add_to_family", { first_name: "Kid", last_name: "Booker" })).body.user
      .id
    const { user: stranger } = await makeUser(server, { roles: [[facility.id, "player"]] })
    const slot = {
      facility_id: facility.id,
      court_id: courts[0],
      date: tomorrow(),
      hour_start: 15 * H,
      hour_end: 16 * H,
    }
    const forChild = await player.post("/api/reservations", { ...slot, booked_for: child })
    expect(forChild.body.users[0]).toMatchObject({ user_id: child, name: "Kid Booker" })
    expect(
      (
        await player.post("/api/reservations", {
          ...slot,
          hour_start: 16 * H,
          hour_end: 17 * H,
          booked_for: stranger.id,
        })
      ).status,
    ).toBe(403)

    // A booking the desk made for the child: the guardian is told they may cancel it, and may.
    const { client: desk } = await makeUser(server, { roles: [[facility.id, "front_desk"]] })
    const byDesk = await desk.post(`/api/courts/${courts[0]}/booking_admin`, {
      ...slot,
      hour_start: 17 * H,
      hour_end: 18 * H,
      kind: "reservation",
      player_ids: [child],
    })
    expect(byDesk.status).toBe(201)
    const verification = await player.get(`/api/reservations/${byDesk.body.id}/cancellation_verification`)
    expect(verification.status).toBe(200)
    const cancelled = await player.del(`/api/reservations/${byDesk.body.id}`)
    expect(cancelled.status).toBe(200)
    const strangerClient = (await makeUser(server, { roles: [[facility.id, "player"]] })).client
    expect((await strangerClient.del(`/api/reservations/${forChild.body.id}`)).status).toBe(404)
  })

  it("refuses an opening-hours change that would leave a future booking outside the hours", async () => {
    const { facility, manager, player, courts } = await club(1)
    const booked = await player.post("/api/reservations", {
      facility_id: facility.id,
      court_id: courts[0],
      date: tomorrow(),
      hour_start: 10 * H,
      hour_end: 11 * H,
    })
    expect(booked.status).toBe(201)
    const schedules = (await manager.get(`/api/facilities/${facility.id}/facility_schedules`)).body as Array<{
      id: number
      day: number
    }>
    const narrowed = await manager.post(`/api/facilities/${facility.id}/facility_schedules/bulk_upsert`, {
      facility_schedules: schedules.map((s) => ({ id: s.id, day: s.day, hour_start: 12 * H, hour_end: 13 * H })),
    })
    expect(narrowed.status).toBe(422)
    expect(narrowed.body.message).toBe(
      "1 future reservation would be stranded. Move them to another court or time, or cancel them (the front desk's day board), then apply the change again.",
    )
    expect(narrowed.body.errors[0]).toMatch(new RegExp(`^Reservation ${booked.body.id} on Court 1, `))
    const emptied = await manager.post(`/api/facilities/${facility.id}/facility_schedules/bulk_destroy`, {
      ids: schedules.map((s) => s.id),
    })
    expect(emptied.status).toBe(422)
    // Nothing changed: the hours are as they were.
    expect((await manager.get(`/api/facilities/${facility.id}/facility_schedules`)).body).toHaveLength(schedules.length)
  })

  it("says the same of a clinic block on the desk's day board as on the public calendar", async () => {
    const { facility, manager, courts } = await club(1)
    const date = tomorrow()
    await server.run(
      insertReservation({
        facility_id: facility.id,
        court_id: courts[0]!,
        date,
        hour_start: 10.5 * H,
        hour_end: 12 * H,
        starts_at: localInstant(date, 10.5 * H, NY),
        ends_at: localInstant(date, 12 * H, NY),
        kind: "clinic",
        subkind: "group",
        reservation_type: 0,
        created_by: null,
        teacher_id: null,
        guest_name: null,
        users: [],
        clinic: { public_name: "Cardio Tennis", category: "Adults" },
      }) as Effect.Effect<number>,
    )
    const board = await manager.get(`/api/facilities/${facility.id}/reservations?date=${date}`)
    const feed = await manager.get(`/api/facilities/${facility.id}/courts_reservations_for_players?date=${date}`)
    expect(board.body.map((r: { info_text: string }) => r.info_text)).toEqual(["Cardio Tennis"])
    expect(feed.body.courts_with_reservations[0].reservations[0].clinic.public_name).toBe("Cardio Tennis")
  })

  it("prices a desk booking when it is made, as a player's booking is", async () => {
    // makeClub's rates: 30.00 an hour for anyone; its player's booking is priced at 30.00.
    const { desk, user, booking } = await makeClub(server)
    const byPlayer = await booking()
    const court = (await desk.get(`/api/reservations/${byPlayer.id}/basic`)).body
    const slot = { date: court.date, hour_start: court.hour_end, hour_end: court.hour_end + H }
    const byDesk = await desk.post(`/api/courts/${court.court_id}/booking_admin`, {
      ...slot,
      kind: "reservation",
      player_ids: [user.id],
    })
    expect(byDesk.status).toBe(201)
    expect(byDesk.body.totals.total).toBe(3000)
    // A block the rates do not sell stays free of court fees.
    const block = await desk.post(`/api/courts/${court.court_id}/booking_admin`, {
      ...slot,
      hour_start: slot.hour_end,
      hour_end: slot.hour_end + H,
      kind: "other",
      subkind: "maintenance",
    })
    expect(block.body.totals.total).toBe(0)
  })

  it("lets staff book any kind on several courts for anyone, inside the window or not", async () => {
    const { facility, courts } = await club(3)
    const { client: desk } = await makeUser(server, { roles: [[facility.id, "front_desk"]] })
    const { user: teacher } = await makeUser(server, { roles: [[facility.id, "teacher"]] })
    const { user: player } = await makeUser(server, { roles: [[facility.id, "player"]] })
    const farDay = localDate(new Date(Date.now() + 10 * 24 * H * 1000), NY)
    const lesson = await desk.post(`/api/courts/${courts[0]}/booking_admin`, {
      date: farDay,
      hour_start: 9 * H,
      hour_end: 10 * H,
      kind: "lesson",
      subkind: "private",
      teacher_id: teacher.id,
      player_ids: [player.id],
      extra_court_ids: [courts[1]],
    })
    expect(lesson.status).toBe(201)
    expect(lesson.body).toMatchObject({ kind: "lesson", subkind: "private", teacher_id: teacher.id })
    // The child court reservation holds the second court too; cancelling the parent frees both.
    expect(
      (await desk.post(`/api/courts/${courts[1]}/booking_admin`, { date: farDay, hour_start: 9 * H, hour_end: 10 * H }))
        .status,
    ).toBe(409)
    await desk.del(`/api/reservations/${lesson.body.id}`)
    expect(
      (
        await desk.post(`/api/courts/${courts[1]}/booking_admin`, {
          date: farDay,
          hour_start: 9 * H,
          hour_end: 10 * H,
          kind: "other",
          subkind: "maintenance",
        })
      ).status,
    ).toBe(201)
    expect(
      (
        await desk.post(`/api/courts/${courts[2]}/booking_admin`, {
          date: farDay,
          hour_start: 9 * H,
          hour_end: 10 * H,
          teacher_id: player.id,
        })
      ).status,
    ).toBe(422)
    const other = await makeFacility(server)
    const { client: foreignDesk } = await makeUser(server, { roles: [[other.id, "front_desk"]] })
    expect(
      (
        await foreignDesk.post(`/api/courts/${courts[2]}/booking_admin`, {
          date: farDay,
          hour_start: 9 * H,
          hour_end: 10 * H,
        })
      ).status,
    ).toBe(403)
  })
})

describe("the public calendar feed", () => {
  it("answers the keys integrations read, hides cancelled bookings and private names, and revalidates by ETag", async () => {
    const { facility, player, user, courts } = await club()
    const date = tomorrow()
    const url = `/api/facilities/${facility.id}/courts_reservations_for_players?date=${date}`
    const anyone = new TestClient(server.url)
    const empty = await anyone.get(url)
    expect(empty.body.meta).toMatchObject({ date, time_zone: NY, min_hours_range: 0, max_hours_range: 48 })
    expect(empty.body.meta.available_hours).toEqual(Array.from({ length: 16 }, (_, i) => (6 + i) * H))
    expect(empty.body.courts_with_reservations.map((c: { name: string }) => c.name)).toEqual(["Court 1", "Court 2"])
    const etag = empty.headers.get("etag")!
    expect((await anyone.request("GET", url, undefined, { "if-none-match": etag })).status).toBe(304)
    // A day answered from the cache carries what a routed answer does: CORS and the request id.
    const hit = await anyone.request("GET", url, undefined, { "x-request-id": "feed-hit-1" })
    expect(hit.headers.get("access-control-allow-origin")).toBe("*")
    expect(hit.headers.get("x-request-id")).toBe("feed-hit-1")
    expect(hit.headers.get("etag")).toBe(etag)
    const miss = await anyone.request("GET", `/api/facilities/${facility.id}/courts_reservations_for_players?date=bad`)
    expect(miss.status).toBe(400)
    expect(miss.headers.get("access-control-allow-origin")).toBe("*")

    await sql((s) => s`update users set public_profile = false where id = ${user.id} returning id`)
    const booked = await player.post("/api/reservations", {
      facility_id: facility.id,
      court_id: courts[0],
      date,
      hour_start: 9 * H,
      hour_end: 10 * H,
      guests: ["Guest Star"],
    })
    const after = await anyone.get(url)
    expect(after.headers.get("etag")).not.toBe(etag)
    expect(after.body.courts_with_reservations[0].reservations).toEqual([
      {
        id: booked.body.id,
        kind: "reservation",
        subkind: null,
        hour_start: 9 * H,
        hour_end: 10 * H,
        users: [{ name: "TP" }, { name: "GS" }],
        teacher: null,
        clinic: null,
      },
    ])
    await player.del(`/api/reservations/${booked.body.id}`)
    expect((await anyone.get(url)).body.courts_with_reservations[0].reservations).toEqual([])
    expect(
      (await anyone.get(`/api/facilities/${facility.id}/courts_reservations_for_players?date=tomorrow`)).status,
    ).toBe(400)
    expect((await anyone.get(`/api/facilities/99999999/courts_reservations_for_players?date=${date}`)).status).toBe(404)
  })

  it("streams the dates that change to open calendars", async () => {
    const { facility, player, courts } = await club()
    const controller = new AbortController()
    const response = await fetch(`${server.url}/api/facilities/${facility.id}/calendar_events`, {
      signal: controller.signal,
    })
    expect(response.headers.get("content-type")).toMatch(/text\/event-stream/)
    const reader = response.body!.getReader()
    let received = ""
    await reader.read() // the greeting
    await player.post("/api/reservations", {
      facility_id: facility.id,
      court_id: courts[0],
      date: tomorrow(),
      hour_start: 7 * H,
      hour_end: 8 * H,
    })
    while (!received.includes("event: change")) received += new TextDecoder().decode((await reader.read()).value)
    expect(received).toContain(`data: {"date":"${tomorrow()}"}`)
    controller.abort()
  })
})

describe("changes written by anyone else", () => {
  it("a reservation or a player written outside this server (another server, the CLI) reaches its cached day and its live stream", async () => {
    const { facility, courts } = await club()
    const date = tomorrow()
    const url = `/api/facilities/${facility.id}/courts_reservations_for_players?date=${date}`
    const anyone = new TestClient(server.url)
    const etag = (await anyone.get(url)).headers.get("etag")
    const controller = new AbortController()
    const response = await fetch(`${server.url}/api/facilities/${facility.id}/calendar_events`, {
      signal: controller.signal,
    })
    const reader = response.body!.getReader()
    await reader.read() // the greeting
    // Straight into the database, as another writer would: no request of this server knows of it.
    const [row] = await sql<{ id: number }>(
      (s) => s`
        insert into reservations (facility_id, court_id, during, local_date, hour_start, hour_end)
        values (${facility.id}, ${courts[1]!}, tstzrange(${localInstant(date, 15 * H, NY)}::timestamptz,
          ${localInstant(date, 16 * H, NY)}::timestamptz), ${date}::date, ${15 * H}, ${16 * H})
        returning id`,
    )
    let received = ""
    while (!received.includes("event: change")) received += new TextDecoder().decode((await reader.read()).value)
    expect(received).toContain(`data: {"date":"${date}"}`)
    const seen = await anyone.get(url)
    expect(seen.headers.get("etag")).not.toBe(etag)
    expect(seen.body.courts_with_reservations[1].reservations.map((r: { id: number }) => r.id)).toEqual([row!.id])
    await sql(
      (s) => s`
      insert into reservation_users (facility_id, reservation_id, name, guest)
      values (${facility.id}, ${row!.id}, 'Late Comer', true) returning id`,
    )
    await expect
      .poll(async () => (await anyone.get(url)).body.courts_with_reservations[1].reservations[0].users)
      .toEqual([{ name: "LC" }])
    controller.abort()
  })
})

describe.skipIf(!process.env.DATABASE_URL)("on PostgreSQL with several app servers", () => {
  it("50 parallel requests for one slot give exactly one booking, the rest 409", async () => {
    const { facility, courts } = await club(1)
    const clients = await Promise.all(
      Array.from({ length: 50 }, () => makeUser(server, { roles: [[facility.id, "player"]] })),
    )
    const slot = {
      facility_id: facility.id,
      court_id: courts[0],
      date: tomorrow(),
      hour_start: 12 * H,
      hour_end: 13 * H,
    }
    const statuses = await Promise.all(
      clients.map(({ client }) => client.post("/api/reservations", slot).then((r) => r.status)),
    )
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(49)
    const rows = await sql<{ n: number }>(
      (s) => s`select count(*)::int as n from reservations where court_id = ${courts[0]!} and status = 'booked'`,
    )
    expect(rows[0]!.n).toBe(1)
  })
})

describe("a DST day in the facility's time zone", () => {
  it("books by the wall clock on the day the clocks go forward", async () => {
    const { facility, courts } = await club()
    const { client: desk } = await makeUser(server, { roles: [[facility.id, "front_desk"]] })
    // 14 March 2027: New York springs forward at 02:00.
    const date = "2027-03-14"
    const morning = await desk.post(`/api/courts/${courts[0]}/booking_admin`, {
      date,
      hour_start: 10 * H,
      hour_end: 11 * H,
    })
    expect(morning.body).toMatchObject({
      date,
      hour_start: 10 * H,
      starts_at: "2027-03-14T14:00:00+00:00",
      ends_at: "2027-03-14T15:00:00+00:00",
    })
    const before = await desk.post(`/api/courts/${courts[0]}/booking_admin`, {
      date,
      hour_start: 6 * H,
      hour_end: 7 * H,
    })
    expect(before.body).toMatchObject({ starts_at: "2027-03-14T10:00:00+00:00" })
    // The day before, the same wall-clock hour is an hour later in UTC.
    const saturday = await desk.post(`/api/courts/${courts[0]}/booking_admin`, {
      date: "2027-03-13",
      hour_start: 10 * H,
      hour_end: 11 * H,
    })
    expect(saturday.body.starts_at).toBe("2027-03-13T15:00:00+00:00")
    const feed = await new TestClient(server.url).get(
      `/api/facilities/${facility.id}/courts_reservations_for_players?date=${date}`,
    )
    expect(feed.body.courts_with_reservations[0].reservations.map((r: { hour_start: number }) => r.hour_start)).toEqual(
      [6 * H, 10 * H],
    )
  })
})
