import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeFacility, makeUser } from "../../../fixtures/testing/builders"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"
import { hasAcceptedBookingWaivers } from "../../sql/waivers"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe("waivers", () => {
  it("versions are immutable; a new version needs accepting again", async () => {
    const club = await makeFacility(server)
    const { client: manager } = await makeUser(server, { roles: [[club.id, "manager"]] })
    const { client: player, user } = await makeUser(server, { roles: [[club.id, "player"]] })

    const waiver = await manager.post(`/api/facilities/${club.id}/facility_waivers`, {
      name: "Court rules",
      category: "facility_booking",
      content: "Play at your own risk.",
    })
    expect(waiver.status).toBe(201)
    expect(waiver.body.current_version).toMatchObject({ version: 1, content: "Play at your own risk." })
    const id = waiver.body.id as number

    expect((await player.get(`/api/waivers/facility_booking?facility_id=${club.id}`)).body).toEqual([
      expect.objectContaining({ accepted: false, accepted_version: null }),
    ])
    expect(await server.run(hasAcceptedBookingWaivers(club.id, user.id))).toBe(false)
    const accepted = await player.post(`/api/waivers/${id}/accept`, {})
    expect(accepted.status).toBe(201)
    expect(accepted.body).toMatchObject({ version: 1, signed_by: user.id, signed_for: user.id })
    expect((await player.get(`/api/waivers/${id}`)).body).toMatchObject({ accepted: true, accepted_version: 1 })
    expect(await server.run(hasAcceptedBookingWaivers(club.id, user.id))).toBe(true)

    // The text never changes in place.
    const edit = await manager.put(`/api/facilities/${club.id}/facility_waivers/${id}`, { content: "Sneaky change" })
    expect(edit.status).toBe(422)
    expect(
      (await manager.put(`/api/facilities/${club.id}/facility_waivers/${id}`, { name: "Court rules 2026" })).body.name,
    ).toBe("Court rules 2026")

    const v2 = await manager.put(`/api/facilities/${club.id}/facility_waivers/${id}/create_new_version`, {
      content: "Play at your own risk. No glass.",
    })
    expect(v2.body.current_version.version).toBe(2)
    expect(
      (
        await manager.put(`/api/facilities/${club.id}/facility_waivers/${id}/create_new_version`, {
          content: "Play at your own risk. No glass.",
        })
      ).status,
    ).toBe(422)
    expect((await player.get(`/api/waivers/${id}`)).body).toMatchObject({ accepted: false, accepted_version: 1 })
    expect(await server.run(hasAcceptedBookingWaivers(club.id, user.id))).toBe(false)
    await player.post(`/api/waivers/${id}/accept`, {})
    expect((await player.get(`/api/waivers/${id}`)).body).toMatchObject({ accepted: true, accepted_version: 2 })

    // Version 1 and its signature are kept as they were.
    const kept = await server.run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql<{ version: number; content: string; signatures: number }>`
          select v.version, v.content, count(a.id)::int as signatures from waiver_versions v
          left join waiver_acceptances a on a.waiver_version_id = v.id
          where v.waiver_id = ${id} group by v.version, v.content order by v.version`,
      ),
    )
    expect(kept).toEqual([
      { version: 1, content: "Play at your own risk.", signatures: 1 },
      { version: 2, content: "Play at your own risk. No glass.", signatures: 1 },
    ])

    // Archiving keeps the signatures and hides the waiver.
    expect((await manager.del(`/api/facilities/${club.id}/facility_waivers/${id}`)).status).toBe(204)
    expect((await player.get(`/api/waivers/${id}`)).status).toBe(404)
    expect(await server.run(hasAcceptedBookingWaivers(club.id, user.id))).toBe(true)
  })

  it("a guardian signs for a handled child, recorded as signed by the guardian for the child", async () => {
    const club = await makeFacility(server)
    const { client: manager } = await makeUser(server, { roles: [[club.id, "manager"]] })
    const { client: parent, user: parentUser } = await makeUser(server, { roles: [[club.id, "player"]] })
    const { client: stranger } = await makeUser(server, { roles: [[club.id, "player"]] })
    const childWaiver = (
      await manager.post(`/api/facilities/${club.id}/facility_waivers`, {
        name: "Junior consent",
        category: "childs",
        content: "I consent.",
      })
    ).body
    const programWaiver = (
      await manager.post(`/api/facilities/${club.id}/facility_waivers`, {
        name: "Camp",
        category: "programs",
        content: "Camp rules.",
      })
    ).body
    const child = (await parent.post("/api/users/add_to_family", { first_name: "Mia", last_name: "Kid" })).body.user.id

    expect((await parent.get(`/api/waivers/childs?facility_id=${club.id}`)).body).toEqual([
      { user: expect.objectContaining({ id: child }), waivers: [expect.objectContaining({ accepted: false })] },
    ])
    const signed = await parent.post(`/api/waivers/${childWaiver.id}/accept`, { user_id: child })
    expect(signed.body).toMatchObject({ signed_by: parentUser.id, signed_for: child })
    expect((await parent.get(`/api/waivers/childs?facility_id=${club.id}`)).body[0].waivers[0].accepted).toBe(true)
    expect((await stranger.post(`/api/waivers/${childWaiver.id}/accept`, { user_id: child })).status).toBe(404)

    // A program is one of the club's clinics.
    const camp = (
      await manager.post(`/api/facilities/${club.id}/clinics`, { slug: "camp", name: "Camp", capacity: 10 })
    ).body as { id: number }
    const nowhere = await parent.post("/api/waivers/program_accept", {
      waiver_id: programWaiver.id,
      program_id: 999999,
      user_id: child,
    })
    expect([nowhere.status, nowhere.body.message]).toEqual([422, "That program is not one of this club's clinics."])
    const program = await parent.post("/api/waivers/program_accept", {
      waiver_id: programWaiver.id,
      program_id: camp.id,
      user_id: child,
    })
    expect(program.body).toMatchObject({ acceptable_type: "program", acceptable_id: camp.id, signed_for: child })
    expect(
      (await parent.post("/api/waivers/program_accept", { waiver_id: childWaiver.id, program_id: camp.id })).status,
    ).toBe(422)
    expect((await parent.get(`/api/waivers/programs?facility_id=${club.id}&user_id=${child}`)).body[0].accepted).toBe(
      true,
    )
    expect((await stranger.get(`/api/waivers/programs?facility_id=${club.id}&user_id=${child}`)).status).toBe(404)

    // Children's waivers are asked for a child only: an adult's own list, with children or without, leaves them out.
    const names = async (client: typeof parent, query = "") =>
      ((await client.get(`/api/waivers?facility_id=${club.id}${query}`)).body as Array<{ waiver: { name: string } }>)
        .map((w) => w.waiver.name)
        .sort()
    expect(await names(stranger)).toEqual(["Camp"])
    expect(await names(parent)).toEqual(["Camp"])
    expect(await names(parent, `&user_id=${child}`)).toEqual(["Camp", "Junior consent"])
  })

  it("keeps waiver management to the facility's managers", async () => {
    const club = await makeFacility(server)
    const other = await makeFacility(server)
    const { client: foreign } = await makeUser(server, { roles: [[other.id, "manager"]] })
    const { client: player } = await makeUser(server, { roles: [[club.id, "player"]] })
    const body = { name: "Rules", category: "facility_booking", content: "Text" }
    expect((await foreign.post(`/api/facilities/${club.id}/facility_waivers`, body)).status).toBe(403)
    expect((await player.post(`/api/facilities/${club.id}/facility_waivers`, body)).status).toBe(403)
    expect((await player.get(`/api/facilities/${club.id}/facility_waivers`)).status).toBe(200)
    expect((await foreign.get(`/api/facilities/${club.id}/facility_waivers`)).status).toBe(403)
  })
})

describe("a club's waivers and other clubs' people", () => {
  it("are accepted only by people who play at the club", async () => {
    const club = await makeFacility(server)
    const other = await makeFacility(server)
    const { client: manager } = await makeUser(server, { roles: [[club.id, "manager"]] })
    const { client: outsider } = await makeUser(server, { roles: [[other.id, "player"]] })
    const waiver = await manager.post(`/api/facilities/${club.id}/facility_waivers`, {
      name: "Court rules",
      category: "facility_booking",
      content: "Play at your own risk.",
    })
    const refused = await outsider.post(`/api/waivers/${waiver.body.id}/accept`, {})
    expect(refused.status).toBe(422)
    expect(refused.body.message).toBe("Only a member of the club accepts its waivers; join it first.")
  })
})
