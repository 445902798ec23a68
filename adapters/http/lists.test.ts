import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeUser } from "../../fixtures/testing/builders"
import type { TestClient } from "../../fixtures/testing/client"
import { makeClub } from "../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../fixtures/testing/testServer"

/**
 * The lists that grow, read by cursor through HTTP: `limit` and `starting_after` answer the list
 * envelope, page after page, with every item once and in the order of the list read as before; an
 * id of another list (another club's, another person's) is refused with a sentence; without either
 * parameter each list answers as it always has.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

interface Envelope {
  object: string
  data: Array<{ id: number }>
  has_more: boolean
}

/** Every page of a list by cursor, `limit` at a time: the ids in order. */
const walk = async (client: TestClient, path: string, limit: number) => {
  const ids: Array<number> = []
  let after: number | undefined
  for (let pages = 0; pages < 50; pages++) {
    const join = path.includes("?") ? "&" : "?"
    const answer = await client.get(
      `${path}${join}limit=${limit}${after === undefined ? "" : `&starting_after=${after}`}`,
    )
    expect(answer.status, path).toBe(200)
    const page = answer.body as Envelope
    expect(page.object).toBe("list")
    expect(page.data.length).toBeLessThanOrEqual(limit)
    ids.push(...page.data.map((item) => item.id))
    if (!page.has_more) return ids
    after = page.data.at(-1)!.id
  }
  throw new Error(`${path}: no last page`)
}

const refusedCursor = async (client: TestClient, path: string, foreignId: number) => {
  const join = path.includes("?") ? "&" : "?"
  const answer = await client.get(`${path}${join}limit=2&starting_after=${foreignId}`)
  expect(answer.status, path).toBe(422)
  expect(answer.body.message).toMatch(/starting_after names no item of this list/)
}

describe("lists read by cursor", () => {
  it("a person's bookings: every one once, soonest first, as the numbered page lists them", async () => {
    const club = await makeClub(server)
    for (let i = 0; i < 5; i++) await club.booking()
    const before = (await club.player.get("/api/users/reservations")).body as { reservations: Array<{ id: number }> }
    expect(before.reservations).toHaveLength(5)
    expect(await walk(club.player, "/api/users/reservations", 2)).toEqual(before.reservations.map((r) => r.id))
    // The first page alone, by `limit`.
    const first = await club.player.get("/api/users/reservations?limit=3")
    expect(first.body).toMatchObject({ object: "list", has_more: true })
    expect(first.body.data).toHaveLength(3)
    // Another player's booking positions nothing in this list: it is not theirs to see.
    const other = await makeClub(server)
    const theirs = await other.booking()
    await refusedCursor(club.player, "/api/users/reservations", theirs.id)
  })

  it("a person's payments, newest first; the club's staff see only their club's", async () => {
    const club = await makeClub(server)
    for (let i = 0; i < 4; i++) {
      const r = await club.booking()
      expect((await club.desk.put(`/api/reservations/${r.id}/pay_pending`, { method: "cash" })).status).toBe(200)
    }
    const before = (await club.player.get("/api/users/payments")).body as Array<{ id: number }>
    expect(before.length).toBeGreaterThanOrEqual(4)
    expect(await walk(club.player, "/api/users/payments", 3)).toEqual(before.map((p) => p.id))
    expect(await walk(club.desk, `/api/users/payments?user_id=${club.user.id}`, 2)).toEqual(before.map((p) => p.id))
    const other = await makeClub(server)
    const paid = await other.booking()
    await other.desk.put(`/api/reservations/${paid.id}/pay_pending`, { method: "cash" })
    const [foreign] = (await other.player.get("/api/users/payments")).body as Array<{ id: number }>
    await refusedCursor(club.player, "/api/users/payments", foreign!.id)
  })

  it("the club's people by name, for its staff", async () => {
    const club = await makeClub(server)
    for (const name of ["Ana", "Bea", "Cai", "Dan"])
      await makeUser(server, { roles: [[club.facility.id, "player"]], first_name: name, last_name: "Lister" })
    const path = `/api/users?facility_id=${club.facility.id}&q=Lister`
    const before = (await club.desk.get(path)).body as Array<{ id: number; first_name: string }>
    expect(before.map((p) => p.first_name)).toEqual(["Ana", "Bea", "Cai", "Dan"])
    expect(await walk(club.desk, path, 3)).toEqual(before.map((p) => p.id))
    const other = await makeClub(server)
    const { user: stranger } = await makeUser(server, { roles: [[other.facility.id, "player"]] })
    await refusedCursor(club.desk, path, stranger.id)
  })

  it("the audit log's day and an endpoint's deliveries, newest first", async () => {
    const club = await makeClub(server)
    const logs = `/api/facilities/${club.facility.id}/logs`
    const day = (await club.manager.get(logs)).body as Array<{ id: number }>
    expect(day.length).toBeGreaterThan(3)
    expect(await walk(club.manager, logs, 2)).toEqual(day.map((e) => e.id))
    const other = await makeClub(server)
    const [foreign] = (await other.manager.get(`/api/facilities/${other.facility.id}/logs`)).body as Array<{
      id: number
    }>
    await refusedCursor(club.manager, logs, foreign!.id)

    const hooks = `/api/facilities/${club.facility.id}/webhook_endpoints`
    const endpoint = await club.manager.post(hooks, { url: "http://127.0.0.1:9/hook", events: ["reservation.created"] })
    expect(endpoint.status).toBe(201)
    for (let i = 0; i < 3; i++) await club.booking()
    const deliveries = `${hooks}/${endpoint.body.id}/deliveries`
    await expect
      .poll(async () => (await club.manager.get(deliveries)).body.deliveries.length, { timeout: 10_000 })
      .toBe(3)
    const listed = (await club.manager.get(deliveries)).body.deliveries as Array<{ id: number }>
    expect(await walk(club.manager, deliveries, 2)).toEqual(listed.map((d) => d.id))
  })

  it("refuses a limit out of bounds or a cursor that is no id, with a sentence", async () => {
    const club = await makeClub(server)
    for (const query of ["limit=0", "limit=101", "limit=x", "starting_after=-1", "starting_after=abc"]) {
      const answer = await club.player.get(`/api/users/payments?${query}`)
      expect(answer.status, query).toBe(400)
      expect(answer.body.message, query).toMatch(/\w+ \w+/)
    }
  })
})
