import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { localDate } from "../../../engine/dates"
import { makeFacility, makeUser } from "../../../fixtures/testing/builders"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"

const H = 3600
const NY = "America/New_York"
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const club = async () => {
  const facility = await makeFacility(server, { time_zone: NY })
  const { client: manager } = await makeUser(server, { roles: [[facility.id, "manager"]] })
  const { client: desk } = await makeUser(server, { roles: [[facility.id, "front_desk"]] })
  const { client: player, user } = await makeUser(server, { roles: [[facility.id, "player"]] })
  const courts = (
    await manager.post(`/api/facilities/${facility.id}/courts/bulk_upsert`, {
      courts: [
        { name: "One", sport: "padel" },
        { name: "Two", sport: "padel" },
      ],
    })
  ).body.map((c: { id: number }) => c.id) as Array<number>
  await manager.post(`/api/facilities/${facility.id}/facility_schedules/bulk_upsert`, {
    facility_schedules: Array.from({ length: 7 }, (_, day) => ({ day, hour_start: 0, hour_end: 86400 })),
  })
  /** The player's doubles booking (two players) on court Two tomorrow at `hour`. */
  const doubles = async (hour: number) =>
    (
      await player.post("/api/reservations", {
        facility_id: facility.id,
        court_id: courts[1],
        date: tomorrow(),
        hour_start: hour * H,
        hour_end: (hour + 1) * H,
        reservation_type: 2,
      })
    ).body
  return { facility, manager, desk, player, user, courts, doubles }
}

/** Moves a reservation so that it is under way now (check-in, no-show and rain checks need that). */
const startNow = (id: number) =>
  server.run(
    Effect.flatMap(
      SqlClient.SqlClient,
      (sql) =>
        sql`update reservations set during = tstzrange(now() - interval '10 minutes', now() + interval '50 minutes') where id = ${id}`,
    ),
  )

const tomorrow = () => localDate(new Date(Date.now() + 24 * H * 1000), NY)

describe("schedule rules", () => {
  it("are kept by managers, and a closure refuses to strand reservations", async () => {
    const { facility, manager, desk, player, courts } = await club()
    const date = tomorrow()
    const booked = await player.post("/api/reservations", {
      facility_id: facility.id,
      court_id: courts[0],
      date,
      hour_start: 10 * H,
      hour_end: 11 * H,
    })
    const closure = {
      kind: "closure",
      court_ids: [courts[0]],
      starts_on: date,
      ends_on: date,
      hour_start: 9 * H,
      hour_end: 12 * H,
      note: "repairs",
    }
    const refused = await manager.post(`/admin/facilities/${facility.id}/schedule_rules`, closure)
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual([`Reservation ${booked.body.id} on One, ${date} at 10:00 AM.`])
    const later = await manager.post(`/admin/facilities/${facility.id}/schedule_rules`, {
      ...closure,
      hour_start: 12 * H,
      hour_end: 14 * H,
    })
    expect(later.status).toBe(201)
    expect(later.body).toMatchObject({ kind: "closure", court_ids: [courts[0]], starts_on: date, note: "repairs" })
    expect(
      (
        await player.post("/api/reservations", {
          facility_id: facility.id,
          court_id: courts[0],
          date,
          hour_start: 12 * H,
          hour_end: 13 * H,
        })
      ).body.message,
    ).toBe("The court is closed then: repairs.")
    expect(
      (
        await manager.put(`/admin/facilities/${facility.id}/schedule_rules/${later.body.id}`, {
          kind: "duration",
          hour_start: 0,
          hour_end: 86400,
        })
      ).status,
    ).toBe(422)
    expect(
      (
        await manager.put(`/admin/facilities/${facility.id}/schedule_rules/${later.body.id}`, {
          kind: "duration",
          max_duration: 5400,
        })
      ).body.max_duration,
    ).toBe(5400)
    expect((await desk.get(`/admin/facilities/${facility.id}/schedule_rules`)).body).toHaveLength(1)
    expect((await desk.post(`/admin/facilities/${facility.id}/schedule_rules`, closure)).status).toBe(403)
    expect(
      (await manager.post(`/admin/facilities/${facility.id}/schedule_rules`, { ...closure, ends_on: "2000-01-01" }))
        .status,
    ).toBe(422)
    // Another club's court is not this club's to rule on.
    const elsewhere = await club()
    const foreign = await manager.post(`/admin/facilities/${facility.id}/schedule_rules`, {
      ...closure,
      court_ids: [elsewhere.courts[0]],
      hour_start: 15 * H,
      hour_end: 16 * H,
    })
    expect([foreign.status, foreign.body.message]).toEqual([422, "A court named is not one of this club's."])
    expect((await manager.del(`/admin/facilities/${facility.id}/schedule_rules/${later.body.id}`)).status).toBe(204)
    expect((await manager.get(`/admin/facilities/${facility.id}/schedule_rules/${later.body.id}`)).status).toBe(404)
  })
})

describe("calls on a reservation", () => {
  it("checks in, toggles, marks no-shows and rain checks through the engine's transitions", async () => {
    const { facility, desk, player, courts } = await club()
    const book = (hour: number) =>
      player.post("/api/reservations", {
        facility_id: facility.id,
        court_id: courts[0],
        date: tomorrow(),
        hour_start: hour * H,
        hour_end: (hour + 1) * H,
      })
    const a = (await book(8)).body.id
    expect((await desk.get(`/api/reservations/${a}/allow_toggle_checkin`)).body).toEqual({ allowed: false })
    expect((await desk.put(`/api/reservations/${a}/change_status`, { status: "checked" })).body.message).toBe(
      "Check-in opens an hour before the start and closes at the end.",
    )
    await startNow(a)
    expect((await player.get(`/api/reservations/${a}/allow_toggle_checkin`)).body).toEqual({ allowed: true })
    expect((await player.put(`/api/reservations/${a}/toggle_checkin`)).status).toBe(403)
    expect((await desk.put(`/api/reservations/${a}/change_status`, { status: "checked" })).body.status).toBe("checked")
    expect((await desk.put(`/api/reservations/${a}/toggle_checkin`)).body.status).toBe("booked")
    expect((await desk.del(`/api/reservations/${a}/no_show`)).body.status).toBe("closed")
    expect((await desk.del(`/api/reservations/${a}/rain_check`)).body.message).toBe(
      "Only a booked or checked-in reservation can get a rain check; this one is cancelled.",
    )
    const noShows = await player.get("/api/users/no_shows_reservations")
    expect(noShows.body.map((r: { id: number }) => r.id)).toEqual([a])

    const b = (await book(10)).body.id
    await startNow(b)
    const verdict = await desk.get(`/api/reservations/${b}/rain_check_verification`)
    expect(verdict.body).toMatchObject({ allowed: true, fee: 0, refunds: [] })
    expect(verdict.body.message).toMatch(/for rain\? Nothing has been paid, so nothing is refunded\.$/)
    expect((await player.get(`/api/reservations/${b}/rain_check_verification`)).status).toBe(403)
    expect((await desk.del(`/api/reservations/${b}/rain_check`)).body.status).toBe("raincheck")
    expect((await desk.put(`/api/reservations/${b}/change_status`, { status: "booked" })).status).toBe(422)
  })

  it("lets an invited player leave, but not remove the booker or cancel the booking", async () => {
    const { facility, player, user, doubles } = await club()
    const { user: friend, client: friendClient } = await makeUser(server, { roles: [[facility.id, "player"]] })
    const r = await doubles(16)
    const invited = (await player.put(`/api/reservations/${r.id}/invite`, { id: friend.id })).body
    const booker = invited.users.find((u: { user_id: number }) => u.user_id === user.id)
    const mine = invited.users.find((u: { user_id: number }) => u.user_id === friend.id)
    const removing = await friendClient.del(`/api/reservations/${r.id}/users/${booker.id}`)
    expect(removing.status).toBe(403)
    expect(removing.body.message).toBe("Only the booker removes other players; you may leave yourself.")
    const verdict = await friendClient.get(`/api/reservations/${r.id}/cancellation_verification`)
    expect(verdict.body).toMatchObject({ allowed: false })
    expect((await friendClient.del(`/api/reservations/${r.id}`)).status).toBe(422)
    const left = await friendClient.del(`/api/reservations/${r.id}/users/${mine.id}`)
    expect(left.body.users.map((u: { user_id: number }) => u.user_id)).toEqual([user.id])
    expect((await player.get(`/api/reservations/${r.id}/basic`)).body.status).toBe("booked")
  })

  it("keeps players, guests, teams and flags, within the reservation type", async () => {
    const { facility, desk, player, user, doubles } = await club()
    const { user: friend } = await makeUser(server, { roles: [[facility.id, "player"]] })
    const { client: outsider } = await makeUser(server, { roles: [[facility.id, "player"]] })
    const r = await doubles(14)
    expect((await outsider.put(`/api/reservations/${r.id}/invite`, { name: "Crasher" })).status).toBe(404)
    const invited = await player.put(`/api/reservations/${r.id}/invite`, { id: friend.id })
    expect(invited.body.users.map((u: { user_id: number | null }) => u.user_id)).toEqual([user.id, friend.id])
    expect((await player.put(`/api/reservations/${r.id}/invite`, { name: "Third" })).body.message).toBe(
      "This reservation is for 2 players and is full.",
    )
    expect((await player.put(`/api/reservations/${r.id}/reservation_type`, { n: 1 })).status).toBe(422)
    expect((await player.put(`/api/reservations/${r.id}/reservation_type`, { n: 4 })).body.reservation_type).toBe(4)
    const withGuest = await player.put(`/api/reservations/${r.id}/invite`, { name: "Guest Player" })
    const guest = withGuest.body.users.find((u: { guest: boolean }) => u.guest)
    expect(guest).toMatchObject({ name: "Guest Player", user_id: null })
    const teams = await player.put(`/api/reservations/${r.id}/update_user_teams`, {
      user_teams: withGuest.body.users.map((u: { id: number }, i: number) => ({ ru_id: u.id, team: (i % 2) + 1 })),
    })
    expect(teams.body.users.map((u: { team: number }) => u.team)).toEqual([1, 2, 1])
    expect(
      (await player.put(`/api/reservations/${r.id}/update_user_teams`, { user_teams: [{ ru_id: 99999999, team: 1 }] }))
        .status,
    ).toBe(422)
    expect((await player.del(`/api/reservations/${r.id}/users/${guest.id}`)).body.users).toHaveLength(2)
    expect((await player.post(`/api/reservations/${r.id}/define_guest_name`, { name: "  " })).status).toBe(400)
    expect(
      (await player.post(`/api/reservations/${r.id}/define_guest_name`, { name: "Walk-in" })).body.guest_name,
    ).toBe("Walk-in")

    expect((await player.put(`/api/reservations/${r.id}/toggle_official_match`)).status).toBe(403)
    expect((await desk.put(`/api/reservations/${r.id}/toggle_official_match`)).body.official_match).toBe(true)
    expect(
      (await desk.put(`/api/reservations/${r.id}/change_allow_cancelation`, { allow_cancel: false })).body.allow_cancel,
    ).toBe(false)
    const verification = await player.get(`/api/reservations/${r.id}/cancellation_verification`)
    expect(verification.body).toMatchObject({
      allowed: false,
      message: "This reservation cannot be cancelled by its players; ask the club.",
    })
    const staffView = await desk.get(`/api/reservations/${r.id}/cancellation_verification`)
    expect(staffView.body.allowed).toBe(true)
    expect(staffView.body.message).toMatch(/^Cancel the booking of Two on \w{3} \w{3} \d{1,2}, 2:00 PM–3:00 PM\?/)
    // The verdict is said sentence by sentence in the language the screen asks for.
    const inSpanish = { "accept-language": "es" }
    const refused = await player.request(
      "GET",
      `/api/reservations/${r.id}/cancellation_verification`,
      undefined,
      inSpanish,
    )
    expect(refused.body.message).toBe("Sus jugadores no pueden cancelar esta reserva; pídeselo al club.")
    const spanish = await desk.request(
      "GET",
      `/api/reservations/${r.id}/cancellation_verification`,
      undefined,
      inSpanish,
    )
    expect(spanish.body.message).toMatch(
      /^¿Cancelar la reserva de Two on .+\? No se ha pagado nada, así que no se reembolsa nada\.$/,
    )
    expect((await player.del(`/api/reservations/${r.id}`)).status).toBe(422)
  })

  it("shows the day's pros with their lessons, and cancels one child court", async () => {
    const { facility, desk, courts } = await club()
    const { user: pro, client: teacher } = await makeUser(server, { roles: [[facility.id, "teacher"]] })
    const date = tomorrow()
    const lesson = await desk.post(`/api/courts/${courts[0]}/booking_admin`, {
      date,
      hour_start: 9 * H,
      hour_end: 10 * H,
      kind: "lesson",
      teacher_id: pro.id,
      extra_court_ids: [courts[1]],
    })
    const pros = await desk.get(`/api/facilities/${facility.id}/pros_with_reservations?date=${date}`)
    expect(pros.body).toEqual([
      expect.objectContaining({
        id: pro.id,
        reservations: [expect.objectContaining({ id: lesson.body.id, kind: "lesson" })],
      }),
    ])
    // The teacher sees their own day, and no one else's.
    expect(
      (await teacher.get(`/api/facilities/${facility.id}/pros_with_reservations?date=${date}&teacher_id=${pro.id}`))
        .body,
    ).toEqual(pros.body)
    expect((await teacher.get(`/api/facilities/${facility.id}/pros_with_reservations?date=${date}`)).status).toBe(403)
    expect((await desk.del(`/api/reservations/${lesson.body.id}/destroy_child_court_reservation`)).status).toBe(422)
    const child = await server.run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql<{ id: number }>`select id from reservations where parent_id = ${lesson.body.id}`,
      ),
    )
    expect((await desk.del(`/api/reservations/${child[0]!.id}/destroy_child_court_reservation`)).body.status).toBe(
      "admin_cancelled",
    )
    expect(
      (await desk.post(`/api/courts/${courts[1]}/booking_admin`, { date, hour_start: 9 * H, hour_end: 10 * H })).status,
    ).toBe(201)
  })
})

describe("fees, totals, game matches and waivers of a reservation", () => {
  it("prices the court from the facility's rates, split among players, beside fees staff apply", async () => {
    const { facility, manager, desk, player, user, courts } = await club()
    const { user: friend } = await makeUser(server, { roles: [[facility.id, "player"]] })
    const rates = await manager.put(`/api/facilities/${facility.id}/court_rates`, {
      split: "per_player",
      rates: [
        {
          court_ids: null,
          days: [],
          hour_start: 0,
          hour_end: 86400,
          user_type: null,
          price_per_hour: 3000,
          prime_time: false,
        },
        {
          court_ids: null,
          days: [],
          hour_start: 0,
          hour_end: 86400,
          user_type: "member",
          price_per_hour: 1800,
          prime_time: false,
        },
      ],
    })
    expect(rates.body.rates).toHaveLength(2)
    expect(
      (await player.get(`/api/courts/${courts[0]}/fees`)).body.map((r: { price_per_hour: number }) => r.price_per_hour),
    ).toEqual([3000, 1800])
    expect((await player.get(`/api/courts/${courts[0]}/fees?show_grupal=false`)).body).toEqual([])
    expect((await player.get(`/api/facilities/${facility.id}/court_rates`)).body.split).toBe("per_player")
    expect(
      (
        await manager.put(`/api/facilities/${facility.id}/court_rates`, {
          split: "group",
          rates: [
            {
              court_ids: [99999999],
              days: [],
              hour_start: 0,
              hour_end: 3600,
              user_type: null,
              price_per_hour: 1,
              prime_time: false,
            },
          ],
        })
      ).status,
    ).toBe(422)
    await manager.post(`/api/facilities/${facility.id}/booking_passes`, { user_id: user.id, affiliation: "member" })

    const r = (
      await player.post("/api/reservations", {
        facility_id: facility.id,
        court_id: courts[0],
        date: tomorrow(),
        hour_start: 9 * H,
        hour_end: 10.5 * H,
        player_ids: [friend.id],
        guests: ["Visitor"],
      })
    ).body
    const totals = await player.put(`/api/reservations/${r.id}/update_totals`)
    // 90 minutes: a third each of 27.00 (member), 45.00 (non-member) and 45.00 (guest).
    expect(totals.body.fees.map((f: { user_index: number; amount: number }) => [f.user_index, f.amount])).toEqual([
      [0, 900],
      [1, 1500],
      [2, 1500],
    ])
    expect(totals.body.totals.total).toBe(3900)

    const guest = totals.body.users[2]
    const applied = await desk.put(`/api/reservations/${r.id}/apply_fees`, {
      users_fees: [{ ru_id: guest.id, amount: 500, description: "Racket rental" }],
      reservation_fees: [{ amount: 300, description: "Balls" }],
    })
    expect(applied.body.totals.total).toBe(4700)
    expect(
      (await player.put(`/api/reservations/${r.id}/apply_fees`, { reservation_fees: [{ amount: 1 }] })).status,
    ).toBe(403)
    expect(
      (await desk.put(`/api/reservations/${r.id}/apply_fees`, { reservation_fees: [{ amount: -1 }] })).status,
    ).toBe(400)
    // Recomputing the court leaves the other fees alone.
    expect((await player.put(`/api/reservations/${r.id}/update_totals`)).body.totals.total).toBe(4700)
    expect((await desk.del(`/api/reservations/${r.id}/remove_fees?ru_id=${guest.id}`)).body.totals.total).toBe(2700)
    const balls = applied.body.fees.find((f: { description: string }) => f.description === "Balls")
    expect((await desk.del(`/api/reservations/${r.id}/remove_fees?fee_id=${balls.id}`)).body.totals.total).toBe(2400)
    expect((await desk.del(`/api/reservations/${r.id}/remove_fees?fee_id=${balls.id}`)).status).toBe(404)
    expect((await desk.del(`/api/reservations/${r.id}/remove_fees`)).status).toBe(422)
  })

  it("refuses totals when a time has no price", async () => {
    const { facility, manager, player, courts } = await club()
    await manager.put(`/api/facilities/${facility.id}/court_rates`, {
      split: "group",
      rates: [
        {
          court_ids: null,
          days: [],
          hour_start: 8 * H,
          hour_end: 12 * H,
          user_type: null,
          price_per_hour: 2000,
          prime_time: false,
        },
      ],
    })
    const r = (
      await player.post("/api/reservations", {
        facility_id: facility.id,
        court_id: courts[0],
        date: tomorrow(),
        hour_start: 11 * H,
        hour_end: 13 * H,
      })
    ).body
    const refused = await player.put(`/api/reservations/${r.id}/update_totals`)
    expect(refused.status).toBe(422)
    expect(refused.body.message).toBe("No court price is set for non-members at 12:00 PM on this court.")
  })

  it("sets a game match, and accepts the booking waivers for oneself and handled children only", async () => {
    const { facility, manager, desk, player, user, courts } = await club()
    const { user: friend } = await makeUser(server, { roles: [[facility.id, "player"]] })
    const child = (await player.post("/api/users/add_to_family", { first_name: "Little", last_name: "One" })).body.user
      .id
    await manager.post(`/api/facilities/${facility.id}/facility_waivers`, {
      name: "Rules",
      category: "facility_booking",
      content: "Play fair.",
    })
    const r = (
      await player.post("/api/reservations", {
        facility_id: facility.id,
        court_id: courts[0],
        date: tomorrow(),
        hour_start: 16 * H,
        hour_end: 17 * H,
        player_ids: [friend.id, child],
      })
    ).body
    const accepted = await player.post(`/api/reservations/${r.id}/accept_all_waivers`)
    expect(accepted.body.accepted).toBe(2)
    expect((await player.post(`/api/reservations/${r.id}/accept_all_waivers`)).body.accepted).toBe(0)
    const signedFor = await server.run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) =>
          sql<{
            signed_for: number
          }>`select signed_for from waiver_acceptances where acceptable_id = ${r.id} order by signed_for`,
      ),
    )
    expect(signedFor.map((a) => a.signed_for)).toEqual([user.id, child].sort((a, b) => a - b))

    const match = await desk.put(`/api/reservations/${r.id}/gamematch`, {
      reservation: {
        official_match: true,
        reservation_type: 4,
        user_teams: r.users.map((u: { id: number }, i: number) => ({ ru_id: u.id, team: i < 2 ? 1 : 2 })),
      },
    })
    expect(match.body).toMatchObject({ official_match: true, reservation_type: 4 })
    expect(match.body.users.map((u: { team: number }) => u.team)).toEqual([1, 1, 2])
    expect(
      (await desk.put(`/api/reservations/${r.id}/gamematch`, { reservation: { reservation_type: 2 } })).status,
    ).toBe(422)
    expect(
      (await player.put(`/api/reservations/${r.id}/gamematch`, { reservation: { official_match: false } })).status,
    ).toBe(403)
  })
})
