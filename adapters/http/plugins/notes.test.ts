import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeUser } from "../../../fixtures/testing/builders"
import { makeClub } from "../../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"

/** Comments and tags through HTTP: every call, who may make it, and bad input. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe("comments", () => {
  it("keep staff notes on a player, on a booking and on the board, read by the club's staff only", async () => {
    const { facility, desk, manager, player, user, booking } = await makeClub(server)
    const note = await desk.post("/api/comments", {
      facility_id: facility.id,
      model: "User",
      model_id: user.id,
      comment: "Left racquet at the desk",
    })
    expect(note.status).toBe(201)
    expect(note.body).toMatchObject({ model: "User", model_id: user.id, pinned: false, done: false })
    expect(note.body.created_at_text).toMatch(/^\d{2}\/\d{2}\/\d{4} at \d{1,2}:\d{2} [AP]M$/)
    const r = await booking()
    const onBooking = await desk.post("/api/comments", {
      facility_id: facility.id,
      model: "Reservation",
      model_id: r.id,
      comment: "Wants the ball machine",
    })
    expect(onBooking.status).toBe(201)
    const todo = await manager.post("/api/comments", {
      facility_id: facility.id,
      model: "Facility",
      model_id: facility.id,
      comment: "Fix the net on court 2",
      pinned: true,
    })
    expect(todo.status).toBe(201)

    const forUser = await desk.get(`/api/comments/index_for_user?facility_id=${facility.id}&user_id=${user.id}`)
    expect(forUser.body.map((c: { id: number }) => c.id)).toEqual([note.body.id])
    const forBooking = await desk.get(`/api/comments/index_for_reservations?reservation_id=${r.id}`)
    expect(forBooking.body.map((c: { id: number }) => c.id)).toEqual([onBooking.body.id])
    const board = await desk.get(`/api/comments/index_for_board?facility_id=${facility.id}`)
    expect(board.body.map((c: { id: number }) => c.id)).toEqual([todo.body.id])
    const players = await desk.get(`/api/comments/index_for_players_notes?facility_id=${facility.id}&page=1`)
    expect(players.body.map((c: { id: number }) => c.id)).toEqual([note.body.id])
    const all = await desk.get(`/api/comments?facility_id=${facility.id}`)
    expect(all.body).toHaveLength(3)
    const one = await desk.get(`/api/comments?facility_id=${facility.id}&model=Reservation&model_id=${r.id}`)
    expect(one.body.map((c: { id: number }) => c.id)).toEqual([onBooking.body.id])

    // The player reads none of it; nor does another club's desk.
    expect(
      (await player.get(`/api/comments/index_for_user?facility_id=${facility.id}&user_id=${user.id}`)).status,
    ).toBe(403)
    expect((await player.get(`/api/comments/index_for_reservations?reservation_id=${r.id}`)).status).toBe(403)
    const other = await makeClub(server)
    expect((await other.desk.get(`/api/comments?facility_id=${facility.id}`)).status).toBe(403)
    const across = await other.desk.post("/api/comments", {
      facility_id: other.facility.id,
      model: "User",
      model_id: user.id,
      comment: "probe",
    })
    expect([across.status, across.body.message]).toEqual([404, "User was not found."])
    expect((await other.desk.put(`/api/comments/change_state/${todo.body.id}`, { state: "done" })).status).toBe(404)
    expect((await other.desk.del(`/api/comments/${note.body.id}`)).status).toBe(404)
  })

  it("are changed by their author or a manager, toggled done and pinned by any desk, and deleted", async () => {
    const { facility, desk, manager, user } = await makeClub(server)
    const note = await desk.post("/api/comments", {
      facility_id: facility.id,
      model: "User",
      model_id: user.id,
      comment: "Pays by check",
    })
    const edited = await desk.put(`/api/comments/${note.body.id}`, { comment: "Pays by card now" })
    expect(edited.body.comment).toBe("Pays by card now")
    const done = await manager.put(`/api/comments/change_state/${note.body.id}`, { state: "done" })
    expect(done.body.done).toBe(true)
    const pinned = await desk.put(`/api/comments/change_state/${note.body.id}`, { state: "pinned" })
    expect(pinned.body).toMatchObject({ done: true, pinned: true })
    const deleted = await manager.del(`/api/comments/${note.body.id}`)
    expect(deleted.status).toBe(200)
    expect((await desk.get(`/api/comments/index_for_user?facility_id=${facility.id}&user_id=${user.id}`)).body).toEqual(
      [],
    )
  })

  it("refuse bad input with a sentence and write nothing", async () => {
    const { facility, desk, user } = await makeClub(server)
    const post = (body: Record<string, unknown>) =>
      desk.post("/api/comments", { facility_id: facility.id, model: "User", model_id: user.id, ...body })
    const blank = await post({ comment: "   " })
    expect([blank.status, blank.body.message]).toEqual([422, "A comment needs some text."])
    const long = await post({ comment: "x".repeat(5001) })
    expect(long.status).toBe(400)
    expect(long.body.message).toMatch(/at most 5000 characters/)
    expect((await post({ comment: "x", model: "Court" })).status).toBe(400)
    const half = await desk.get(`/api/comments?facility_id=${facility.id}&model=User`)
    expect(half.status).toBe(400)
    expect(half.body.message).toMatch(/both model and model_id/)
    expect((await desk.put(`/api/comments/change_state/1`, { state: "archived" })).status).toBe(400)
    expect((await desk.get(`/api/comments?facility_id=${facility.id}`)).body).toEqual([])
  })
})

describe("tags", () => {
  it("are created and related in one call, listed for the club and per subject, removed, renamed and deleted", async () => {
    const { facility, desk, manager, user, booking } = await makeClub(server)
    const vip = await desk.post("/api/tags", {
      facility_id: facility.id,
      name: "VIP",
      model: "User",
      model_id: user.id,
    })
    expect(vip.status).toBe(201)
    expect(vip.body).toMatchObject({ name: "VIP", uses: 1 })
    const r = await booking()
    const same = await desk.post("/api/tags", {
      facility_id: facility.id,
      name: "vip",
      model: "Reservation",
      model_id: r.id,
    })
    expect(same.body).toMatchObject({ id: vip.body.id, uses: 2 })
    const product = await manager.post(`/api/facilities/${facility.id}/products`, { name: "Grip", price: 500 })
    const onProduct = await desk.post("/api/tags", {
      facility_id: facility.id,
      name: "Sale",
      model: "Product",
      model_id: product.body.id,
    })
    expect(onProduct.status).toBe(201)
    const listed = await desk.get(`/api/tags?facility_id=${facility.id}`)
    expect(listed.body.map((t: { name: string }) => t.name)).toEqual(["Sale", "VIP"])
    const mine = await desk.get(`/api/tags?facility_id=${facility.id}&model=User&model_id=${user.id}`)
    expect(mine.body.map((t: { name: string }) => t.name)).toEqual(["VIP"])
    const off = await desk.put("/api/tags/remove_tag", { tag_id: vip.body.id, model: "User", model_id: user.id })
    expect(off.body.uses).toBe(1)
    expect((await desk.put(`/api/tags/${vip.body.id}`, { name: "Gold" })).status).toBe(403)
    const renamed = await manager.put(`/api/tags/${vip.body.id}`, { name: "Gold" })
    expect(renamed.body.name).toBe("Gold")
    const taken = await manager.put(`/api/tags/${vip.body.id}`, { name: "sale" })
    expect([taken.status, taken.body.message]).toEqual([409, 'The club already has a tag "sale".'])
    expect((await manager.del(`/api/tags/${vip.body.id}`)).status).toBe(200)
    expect((await desk.get(`/api/tags?facility_id=${facility.id}`)).body.map((t: { name: string }) => t.name)).toEqual([
      "Sale",
    ])
  })

  it("filter the member search to the people carrying one, within the club", async () => {
    const { facility, desk, user } = await makeClub(server)
    const { user: other } = await makeUser(server, { roles: [[facility.id, "player"]] })
    const junior = await desk.post("/api/tags", {
      facility_id: facility.id,
      name: "Junior",
      model: "User",
      model_id: user.id,
    })
    const found = await desk.get(`/api/users?facility_id=${facility.id}&tag_id=${junior.body.id}`)
    expect(found.body.map((u: { id: number }) => u.id)).toEqual([user.id])
    const all = await desk.get(`/api/users?facility_id=${facility.id}`)
    expect(all.body.map((u: { id: number }) => u.id)).toContain(other.id)
    // Another club's desk learns nothing from this club's tag.
    const elsewhere = await makeClub(server)
    const probe = await elsewhere.desk.get(`/api/users?tag_id=${junior.body.id}`)
    expect(probe.body).toEqual([])
  })

  it("are the club's alone, for its staff, and refuse bad input", async () => {
    const { facility, desk, player, user } = await makeClub(server)
    const tag = await desk.post("/api/tags", { facility_id: facility.id, name: "Junior" })
    expect((await player.get(`/api/tags?facility_id=${facility.id}`)).status).toBe(403)
    expect((await player.post("/api/tags", { facility_id: facility.id, name: "Me" })).status).toBe(403)
    const other = await makeClub(server)
    expect((await other.desk.put(`/api/tags/${tag.body.id}`, { name: "Ours" })).status).toBe(404)
    expect(
      (await other.desk.put("/api/tags/remove_tag", { tag_id: tag.body.id, model: "User", model_id: user.id })).status,
    ).toBe(404)
    const foreign = await desk.post("/api/tags", {
      facility_id: facility.id,
      name: "Junior",
      model: "User",
      model_id: other.user.id,
    })
    expect([foreign.status, foreign.body.message]).toEqual([404, "User was not found."])
    const blank = await desk.post("/api/tags", { facility_id: facility.id, name: "  " })
    expect([blank.status, blank.body.message]).toEqual([422, "A tag needs a name."])
    const half = await desk.post("/api/tags", { facility_id: facility.id, name: "X", model: "User" })
    expect(half.status).toBe(400)
    expect((await desk.get(`/api/tags?facility_id=${facility.id}`)).body.map((t: { name: string }) => t.name)).toEqual([
      "Junior",
    ])
  })
})
