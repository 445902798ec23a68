import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { addDays } from "../../../engine/dates"
import { countRows } from "../../../fixtures/testing/builders"
import { makeClub, mondayAhead } from "../../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"

/** Recurring series through HTTP: the contract (paths, statuses, shapes, refusals); the rules are tested at the service. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const H = 3600

describe("reservation series", () => {
  it("are planned, booked, shown and cancelled from a date on by the club's desk", async () => {
    const club = await makeClub(server)
    const base = `/api/facilities/${club.facility.id}/reservation_series`
    const court = (await club.manager.get(`/api/facilities/${club.facility.id}/courts`)).body[0].id
    const first = mondayAhead()
    const request = {
      name: "Monday league",
      court_id: court,
      first_date: first,
      count: 3,
      hour_start: 19 * H,
      hour_end: 20 * H,
      guest_name: "Team Aces",
    }
    const plan = await club.desk.post(`${base}/plan`, request)
    expect(plan.status).toBe(200)
    expect(plan.body.occurrences).toEqual(
      [0, 7, 14].map((days) => ({ date: addDays(first, days), reservation_id: null, total: 3000, problem: null })),
    )
    const made = await club.desk.post(base, { ...request, conflicts: "skip" })
    expect(made.status).toBe(201)
    expect(made.body.series).toMatchObject({ name: "Monday league", every_weeks: 1, court_ids: [court] })
    const id = made.body.series.id
    expect((await club.desk.get(base)).body.map((s: { id: number }) => s.id)).toEqual([id])
    const cancelled = await club.desk.post(`${base}/${id}/cancel`, { date: addDays(first, 7), scope: "following" })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.cancelled.map((c: { date: string }) => c.date)).toEqual([
      addDays(first, 7),
      addDays(first, 14),
    ])
    const shown = await club.desk.get(`${base}/${id}`)
    expect(shown.body.occurrences.map((o: { status: string }) => o.status)).toEqual([
      "booked",
      "admin_cancelled",
      "admin_cancelled",
    ])
  })

  it("refuse players, other clubs and bad input with a sentence, changing nothing", async () => {
    const club = await makeClub(server)
    const other = await makeClub(server)
    const base = `/api/facilities/${club.facility.id}/reservation_series`
    const court = async (c: typeof club) => (await c.manager.get(`/api/facilities/${c.facility.id}/courts`)).body[0].id
    const request = {
      name: "League",
      court_id: await court(club),
      first_date: mondayAhead(),
      count: 2,
      hour_start: 0,
      hour_end: H,
    }
    const before = await countRows(server, "reservation_series")
    expect((await club.player.post(`${base}/plan`, request)).status).toBe(403)
    expect((await other.manager.post(base, request)).status).toBe(403)
    expect((await club.desk.get(`${base}/999999`)).status).toBe(404)
    // Another club's court is no court of this club.
    expect((await club.desk.post(`${base}/plan`, { ...request, court_id: await court(other) })).status).toBe(404)
    const weekly9 = await club.desk.post(`${base}/plan`, { ...request, every_weeks: 9 })
    expect(weekly9.status).toBe(400)
    const endless = await club.desk.post(`${base}/plan`, { ...request, count: undefined })
    expect(endless.status).toBe(422)
    expect(endless.body.message).toBe("Give the series a last date or a number of times, one of the two.")
    const past = await club.desk.post(`${base}/plan`, { ...request, first_date: addDays(mondayAhead(), -30) })
    expect(past.body.message).toBe("A series starts today or later.")
    expect(await countRows(server, "reservation_series")).toBe(before)
  })

  it("let players plan and book their own series where the club allows it, refusing others with a sentence", async () => {
    const club = await makeClub(server)
    const other = await makeClub(server)
    const base = `/api/facilities/${club.facility.id}`
    const court = (await club.manager.get(`${base}/courts`)).body[0].id
    expect((await club.player.get(`${base}/member_series_settings`)).body).toEqual({
      who: "nobody",
      weeks_ahead: 8,
      most_series: 1,
    })
    const settings = { who: "players", weeks_ahead: 4, most_series: 2 }
    expect((await club.player.put(`${base}/member_series_settings`, settings)).status).toBe(403)
    expect((await other.manager.put(`${base}/member_series_settings`, settings)).status).toBe(403)
    expect((await club.manager.put(`${base}/member_series_settings`, { ...settings, who: "all" })).status).toBe(400)
    expect((await club.manager.put(`${base}/member_series_settings`, settings)).body).toEqual(settings)

    const request = { court_id: court, first_date: mondayAhead(), count: 2, hour_start: 6 * H, hour_end: 7 * H }
    const plan = await club.player.post(`${base}/own_series/plan`, request)
    expect(plan.status).toBe(200)
    expect(plan.body.occurrences.map((o: { problem: string | null }) => o.problem)).toEqual([null, null])
    const before = await countRows(server, "reservation_series")
    expect((await other.player.post(`${base}/own_series`, request)).status).toBe(403)
    expect((await club.player.post(`${base}/own_series`, { ...request, count: 0 })).status).toBe(400)
    const far = await club.player.post(`${base}/own_series`, { ...request, count: 8 })
    expect(far.status).toBe(422)
    expect(far.body.message).toBe("Weekly series here reach at most 4 weeks ahead.")
    expect(await countRows(server, "reservation_series")).toBe(before)
    const made = await club.player.post(`${base}/own_series`, request)
    expect(made.status).toBe(201)
    expect(
      made.body.occurrences.filter((o: { reservation_id: number | null }) => o.reservation_id !== null),
    ).toHaveLength(2)
    // The desk sees it among the club's series.
    expect((await club.desk.get(`${base}/reservation_series`)).body.map((x: { id: number }) => x.id)).toContain(
      made.body.series.id,
    )
    // Its maker pays it by the one call the desk uses; the older own_series call answers the same, deprecated.
    const own = made.body.series.id
    const old = await club.player.post(`${base}/own_series/${own}/pay`, { method: "gift" })
    expect(old.status).toBe(400)
    expect(old.headers.get("deprecation")).toBe(`@${Date.parse("2026-11-28T00:00:00Z") / 1000}`)
    expect(old.headers.get("link")).toBe(`</docs>; rel="deprecation"; type="text/html"`)
    expect(
      (
        await other.player.post(`/api/facilities/${other.facility.id}/reservation_series/${own}/pay`, {
          method: "cash",
        })
      ).status,
    ).toBe(404)
    const paid = await club.player.post(`${base}/reservation_series/${own}/pay`, { method: "cash" })
    expect(paid.headers.get("deprecation")).toBeNull()
    // Past the call's policy to the service's rule: a player pays by card, not cash.
    expect(paid.status).toBe(403)
    expect(paid.body.message).toBe("Only staff take payment by Cash.")
  })

  it("are moved to another hour (dry run first) and paid up front by the desk; refusals change nothing", async () => {
    const club = await makeClub(server)
    const other = await makeClub(server)
    const base = `/api/facilities/${club.facility.id}/reservation_series`
    const court = (await club.manager.get(`/api/facilities/${club.facility.id}/courts`)).body[0].id
    const first = mondayAhead()
    const made = await club.desk.post(base, {
      name: "Evening league",
      court_id: court,
      first_date: first,
      count: 2,
      hour_start: 19 * H,
      hour_end: 20 * H,
    })
    const id = made.body.series.id
    const move = { date: first, scope: "all", hour_start: 18 * H, hour_end: 19 * H }
    const before = await countRows(server, "reservations")
    const planned = await club.desk.post(`${base}/${id}/move`, { ...move, dry_run: true })
    expect(planned.status).toBe(200)
    expect(planned.body.occurrences).toEqual(
      [0, 7].map((days) => ({ date: addDays(first, days), reservation_id: null, total: 3000, problem: null })),
    )
    expect(await countRows(server, "reservations")).toBe(before)
    expect((await club.player.post(`${base}/${id}/move`, move)).status).toBe(403)
    expect(
      (await other.desk.post(`/api/facilities/${other.facility.id}/reservation_series/${id}/move`, move)).status,
    ).toBe(404)
    expect((await club.desk.post(`${base}/${id}/move`, { ...move, scope: "some" })).status).toBe(400)
    const backwards = await club.desk.post(`${base}/${id}/move`, { ...move, hour_end: 17 * H })
    expect(backwards.status).toBe(422)
    expect(backwards.body.message).toBe("A booking ends after it starts.")
    expect(await countRows(server, "reservations")).toBe(before)

    const moved = await club.desk.post(`${base}/${id}/move`, move)
    expect(moved.status).toBe(200)
    expect(moved.body.occurrences.every((o: { reservation_id: number | null }) => o.reservation_id !== null)).toBe(true)
    expect((await club.desk.get(`${base}/${id}`)).body).toMatchObject({ hour_start: 18 * H, hour_end: 19 * H })

    expect((await club.desk.post(`${base}/${id}/pay`, { method: "gift" })).status).toBe(400)
    expect(
      (await other.desk.post(`/api/facilities/${other.facility.id}/reservation_series/${id}/pay`, { method: "cash" }))
        .status,
    ).toBe(404)
    // The desk made it: a player finds no series of theirs to pay.
    expect((await club.player.post(`${base}/${id}/pay`, { method: "card" })).status).toBe(404)
    const paid = await club.desk.post(`${base}/${id}/pay`, { method: "cash" })
    expect(paid.status).toBe(200)
    expect(paid.body).toMatchObject({ total: 6000, currency_decimals: 2 })
    expect(paid.body.occurrences.map((o: { date: string }) => o.date)).toEqual([first, addDays(first, 7)])
    const again = await club.desk.post(`${base}/${id}/pay`, { method: "cash" })
    expect(again.status).toBe(422)
    expect(again.body.message).toBe("Nothing of these bookings is left to pay.")
    const close = await club.desk.get(`/api/facilities/${club.facility.id}/close_report?date=${first}`)
    expect(close.body.paid_earlier).toEqual([
      expect.objectContaining({ series_id: id, hour_start: 18 * H, amount: 3000 }),
    ])
  })
})
