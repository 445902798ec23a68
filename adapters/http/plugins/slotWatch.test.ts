import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { countRows, makeUser } from "../../../fixtures/testing/builders"
import { makeClub } from "../../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"

/** Slot watch through HTTP: the contract (paths, statuses, shapes, refusals); the rules are tested at the service. */
let server: TestServer
beforeAll(async () => {
  // The offers' job every second, so a freed slot is offered while the test waits.
  server = await startTestServer({ SLOT_OFFER_SECONDS: "1" })
})
afterAll(() => server.close())

const H = 3600

/** A club whose player's booking tomorrow at midnight is watched by another player of the club. */
const watchedBooking = async () => {
  const club = await makeClub(server)
  const booking = await club.booking()
  const { client: watcher } = await makeUser(server, { roles: [[club.facility.id, "player"]] })
  const base = `/api/facilities/${club.facility.id}`
  const reservation = booking as typeof booking & { date: string; court_id: number }
  const watch = { date: reservation.date, from: 0, to: 2 * H, duration: H, court_id: reservation.court_id }
  return { club, booking, watcher, base, watch }
}

describe("slot watch", () => {
  it("watches a taken hour, offers it when freed, and books it on accepting", async () => {
    const { club, booking, watcher, base, watch } = await watchedBooking()
    const made = await watcher.post(`${base}/slot_watches`, watch)
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ status: "active", court_id: watch.court_id, duration: H, sport: null })
    expect((await club.player.del(`/api/reservations/${booking.id}`)).status).toBe(200)
    let offers: Array<{ id: number; status: string; expires_at: string }> = []
    await expect
      .poll(async () => (offers = (await watcher.get(`${base}/slot_watches`)).body.offers).length, { timeout: 15_000 })
      .toBe(1)
    expect(offers[0]).toMatchObject({ status: "open", hour_start: 0, hour_end: H, court: "Court 1" })
    // The desk sees the hold; the public calendar shows the slot taken.
    const holds = await club.desk.get(`${base}/slot_holds?date=${watch.date}`)
    expect(holds.body.map((h: { id: number }) => h.id)).toEqual([offers[0]!.id])
    const calendar = await club.player.get(`${base}/courts_reservations_for_players?date=${watch.date}`)
    expect(calendar.body.courts_with_reservations[0].reservations).toEqual([
      expect.objectContaining({ id: -offers[0]!.id, subkind: "Held", hour_start: 0, hour_end: H }),
    ])
    // Another player's booking of the held hour is refused like a taken one.
    const taken = await club.player.post("/api/reservations", {
      facility_id: club.facility.id,
      court_id: watch.court_id,
      date: watch.date,
      hour_start: 0,
      hour_end: H,
    })
    expect(taken.status).toBe(409)
    const accepted = await watcher.post(`${base}/slot_offers/${offers[0]!.id}/accept`)
    expect(accepted.status).toBe(200)
    expect(accepted.body).toMatchObject({ status: "accepted", reservation_id: expect.any(Number) })
    const mine = (await watcher.get(`${base}/slot_watches`)).body
    expect(mine.watches[0].status).toBe("booked")
  })

  it("keeps settings to managers and refuses others, other clubs and bad input with a sentence, changing nothing", async () => {
    const { club, watcher, base, watch } = await watchedBooking()
    const other = await makeClub(server)
    expect((await watcher.get(`${base}/slot_watch_settings`)).body).toEqual({
      watch_limit: 3,
      offer_minutes: 30,
      offer_order: "earliest",
    })
    const settings = { watch_limit: 1, offer_minutes: 15, offer_order: "members_first" }
    expect((await club.player.put(`${base}/slot_watch_settings`, settings)).status).toBe(403)
    expect((await other.manager.put(`${base}/slot_watch_settings`, settings)).status).toBe(403)
    expect((await club.manager.put(`${base}/slot_watch_settings`, { ...settings, watch_limit: 0 })).status).toBe(400)
    expect((await club.manager.put(`${base}/slot_watch_settings`, settings)).body).toEqual(settings)

    const before = await countRows(server, "slot_watches")
    expect((await other.player.post(`${base}/slot_watches`, watch)).status).toBe(403)
    expect((await watcher.post(`${base}/slot_watches`, { ...watch, duration: "an hour" })).status).toBe(400)
    const wide = await watcher.post(`${base}/slot_watches`, { ...watch, duration: 3 * H })
    expect(wide.status).toBe(422)
    expect(wide.body.message).toBe("The time wanted must fit inside the window.")
    const otherCourt = (await other.manager.get(`/api/facilities/${other.facility.id}/courts`)).body[0].id
    expect((await watcher.post(`${base}/slot_watches`, { ...watch, court_id: otherCourt })).status).toBe(404)
    expect(await countRows(server, "slot_watches")).toBe(before)

    const made = await watcher.post(`${base}/slot_watches`, watch)
    expect(made.status).toBe(201)
    const again = await watcher.post(`${base}/slot_watches`, { ...watch, from: H })
    expect(again.status).toBe(422)
    expect(again.body.message).toBe("This club allows 1 watch at a time per person; stop one first.")
    // Nobody else stops it, nor sees or releases the club's holds.
    expect((await club.player.del(`${base}/slot_watches/${made.body.id}`)).status).toBe(404)
    expect((await other.desk.get(`${base}/slot_holds?date=${watch.date}`)).status).toBe(403)
    expect((await club.player.get(`${base}/slot_holds?date=${watch.date}`)).status).toBe(403)
    expect((await club.desk.get(`${base}/slot_holds?date=tomorrow`)).status).toBe(400)
    expect((await other.desk.post(`${base}/slot_holds/1/release`)).status).toBe(403)
    expect((await club.player.post(`${base}/slot_offers/999999/accept`)).status).toBe(404)
    expect((await watcher.del(`${base}/slot_watches/${made.body.id}`)).status).toBe(204)
    expect((await watcher.get(`${base}/slot_watches`)).body.watches[0].status).toBe("stopped")
  })
})
