import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { addDays } from "../../../engine/dates"
import { countRows, makeUser } from "../../../fixtures/testing/builders"
import { makeClub, mondayAhead } from "../../../fixtures/testing/club"
import { TestClient } from "../../../fixtures/testing/client"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"

/** Peak draws through HTTP: the contract (paths, statuses, shapes, refusals); the draw itself is tested at the service. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const H = 3600

describe("peak draws", () => {
  it("are set up by managers, entered once per person, shown to anyone without names, and refused with a sentence", async () => {
    const club = await makeClub(server)
    const other = await makeClub(server)
    const base = `/api/facilities/${club.facility.id}/peak_draws`
    const courts = (await club.manager.get(`/api/facilities/${club.facility.id}/courts`)).body as Array<{ id: number }>
    const request = {
      name: "Saturday peak",
      play_date: addDays(mondayAhead(), 5),
      hour_start: 8 * H,
      hour_end: 10 * H,
      slot_minutes: 60,
      court_ids: [courts[0]!.id],
      entries_close_at: new Date(Date.now() + 3_600_000).toISOString(),
      draw_at: new Date(Date.now() + 3_660_000).toISOString(),
    }
    const before = await countRows(server, "peak_draws")
    expect((await club.player.post(base, request)).status).toBe(403)
    expect((await other.manager.post(base, request)).status).toBe(403)
    expect((await club.manager.post(base, { ...request, slot_minutes: 50 })).status).toBe(400)
    const backwards = await club.manager.post(base, { ...request, draw_at: new Date(Date.now()).toISOString() })
    expect(backwards.status).toBe(422)
    expect(backwards.body.message).toBe("The draw comes after entries close.")
    expect((await other.manager.post(`/api/facilities/${other.facility.id}/peak_draws`, request)).status).toBe(404)
    expect(await countRows(server, "peak_draws")).toBe(before)

    const made = await club.manager.post(base, request)
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ name: "Saturday peak", status: "open", recent_weeks: 4, seed: null })
    const id = made.body.id
    expect((await club.player.get(base)).body.map((d: { id: number }) => d.id)).toEqual([id])

    const slot = `${courts[0]!.id}@${8 * H}`
    const entered = await club.player.post(`${base}/${id}/entries`, { choices: [slot] })
    expect(entered.status).toBe(201)
    expect(entered.body).toMatchObject({ user_id: club.user.id, choices: [slot], outcome: null })
    const again = await club.player.post(`${base}/${id}/entries`, { choices: [slot] })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe("You have entered this draw already; each person enters once.")
    expect((await club.player.post(`${base}/${id}/entries`, { choices: [] })).status).toBe(400)
    expect((await other.player.post(`${base}/${id}/entries`, { choices: [slot] })).status).toBe(403)

    // Anyone reads the draw: its slots and entries, no names; the player's own marked for them.
    const anonymous = await new TestClient(server.url).get(`${base}/${id}`)
    expect(anonymous.status).toBe(200)
    expect(anonymous.body.slots).toEqual([
      { key: slot, label: expect.stringMatching(/8:00 AM$/), court: expect.any(String), hour_start: 8 * H },
      {
        key: `${courts[0]!.id}@${9 * H}`,
        label: expect.stringMatching(/9:00 AM$/),
        court: expect.any(String),
        hour_start: 9 * H,
      },
    ])
    expect(anonymous.body.entries).toEqual([
      {
        id: entered.body.id,
        choices: [slot],
        outcome: null,
        slot: null,
        problem: null,
        mine: false,
        entrant: null,
        invited: [],
        playing: [],
      },
    ])
    expect((await club.player.get(`${base}/${id}`)).body.entries[0].mine).toBe(true)
    expect((await other.player.get(`/api/facilities/${other.facility.id}/peak_draws/${id}`)).status).toBe(404)

    // Another player cannot take it back; its maker can while entries are open.
    const { client: stranger } = await makeUser(server, { roles: [[club.facility.id, "player"]] })
    expect((await stranger.del(`${base}/${id}/entries/${entered.body.id}`)).status).toBe(404)
    expect((await club.player.del(`${base}/${id}/entries/${entered.body.id}`)).status).toBe(204)
    expect((await club.player.get(`${base}/${id}`)).body.entries).toEqual([])

    // A named member is asked: they accept, or leave; club B's staff reach neither the entry nor its names.
    const { client: partner, user } = await makeUser(server, { roles: [[club.facility.id, "player"]] })
    const named = await club.player.post(`${base}/${id}/entries`, { choices: [slot], player_ids: [user.id] })
    expect(named.body).toMatchObject({ player_ids: [], invited_ids: [user.id] })
    const entry = `${base}/${id}/entries/${named.body.id}`
    const seen = (await partner.get(`${base}/${id}`)).body.entries[0]
    expect(seen).toMatchObject({ mine: false, invited: [user.id], playing: [], entrant: expect.any(String) })
    expect((await other.manager.post(`${entry}/accept`, {})).status).toBe(403)
    expect((await other.manager.del(`${entry}/players/${user.id}`)).status).toBe(403)
    expect((await other.manager.del(entry)).status).toBe(403)
    expect((await stranger.post(`${entry}/accept`, {})).status).toBe(404)
    const accepted = await partner.post(`${entry}/accept`, {})
    expect([accepted.status, accepted.body.player_ids, accepted.body.invited_ids]).toEqual([200, [user.id], []])
    expect((await partner.del(`${entry}/players/${user.id}`)).status).toBe(204)
    expect((await partner.del(`${entry}/players/${user.id}`)).status).toBe(404)
    // The club's manager removes any entry.
    expect((await club.manager.del(entry)).status).toBe(204)
    expect((await club.player.get(`${base}/${id}`)).body.entries).toEqual([])
  })
})
