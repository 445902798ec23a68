import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeClub } from "../../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"

/** Groups through HTTP: the club's staff keep them; members belong to the club; bad input refused. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe("groups", () => {
  it("are created, listed, shown, renamed and deleted by the club's staff, with members added and removed", async () => {
    const { facility, desk, manager, user } = await makeClub(server)
    const made = await desk.post("/api/groups", { facility_id: facility.id, title: "Tuesday league" })
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ title: "Tuesday league", groupable_type: "Facility", members: [] })
    const id = made.body.id as number
    const candidates = await desk.get(`/api/groups/search_users?group_id=${id}&q=`)
    expect(candidates.body.map((p: { id: number }) => p.id)).toContain(user.id)
    const added = await desk.post(`/api/groups/${id}/add_user`, { user_id: user.id })
    expect(added.body.members.map((m: { id: number }) => m.id)).toEqual([user.id])
    const twice = await desk.post(`/api/groups/${id}/add_user`, { user_id: user.id })
    expect([twice.status, twice.body.message]).toEqual([422, "That person is in the group already."])
    expect((await desk.get(`/api/groups?facility_id=${facility.id}`)).body).toMatchObject([
      { id, title: "Tuesday league", members_count: 1 },
    ])
    expect((await manager.put(`/api/groups/${id}`, { title: "Tuesday ladder" })).body.title).toBe("Tuesday ladder")
    expect((await desk.get(`/api/groups/${id}`)).body.members).toHaveLength(1)
    expect((await desk.post(`/api/groups/${id}/remove_user`, { user_id: user.id })).body.members).toEqual([])
    expect((await desk.del(`/api/groups/${id}`)).status).toBe(200)
    expect((await desk.get(`/api/groups/${id}`)).status).toBe(404)
  })

  it("are the club's alone and refuse bad input", async () => {
    const { facility, desk, player, user } = await makeClub(server)
    const group = await desk.post("/api/groups", { facility_id: facility.id, title: "Juniors" })
    expect((await player.get(`/api/groups?facility_id=${facility.id}`)).status).toBe(403)
    expect((await player.get(`/api/groups/${group.body.id}`)).status).toBe(404)
    const other = await makeClub(server)
    expect((await other.desk.post(`/api/groups/${group.body.id}/add_user`, { user_id: other.user.id })).status).toBe(
      404,
    )
    expect((await other.desk.get(`/api/groups/search_users?group_id=${group.body.id}`)).status).toBe(404)
    const foreign = await desk.post(`/api/groups/${group.body.id}/add_user`, { user_id: other.user.id })
    expect([foreign.status, foreign.body.message]).toEqual([404, "User was not found."])
    const blank = await desk.post("/api/groups", { facility_id: facility.id, title: "  " })
    expect([blank.status, blank.body.message]).toEqual([422, "A group needs a title."])
    expect((await desk.post("/api/groups", { facility_id: facility.id, title: "x".repeat(121) })).status).toBe(400)
    const theirClinic = await desk.post("/api/groups", {
      facility_id: facility.id,
      title: "Squad",
      groupable_type: "Clinic",
      groupable_id: 999999,
    })
    expect([theirClinic.status, theirClinic.body.message]).toEqual([404, "Clinic was not found."])
    expect((await desk.post(`/api/groups/${group.body.id}/remove_user`, { user_id: user.id })).status).toBe(422)
    expect((await desk.get(`/api/groups?facility_id=${facility.id}`)).body).toHaveLength(1)
  })
})
