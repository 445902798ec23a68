import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeFacility, makeUser, pastBooking } from "../../../fixtures/testing/builders"
import { TestClient } from "../../../fixtures/testing/client"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe("users", () => {
  it("shows people to themselves and to staff of their facilities, no one else", async () => {
    const club = await makeFacility(server)
    const elsewhere = await makeFacility(server)
    const { user: player, client: playerClient } = await makeUser(server, { roles: [[club.id, "player"]] })
    const { client: desk } = await makeUser(server, { roles: [[club.id, "front_desk"]] })
    const { client: foreignManager } = await makeUser(server, { roles: [[elsewhere.id, "manager"]] })
    const { client: otherPlayer } = await makeUser(server, { roles: [[club.id, "player"]] })

    expect((await playerClient.get(`/api/users/${player.id}`)).body.email).toBe(player.email)
    expect((await desk.get(`/api/users/${player.id}`)).body.id).toBe(player.id)
    // Door PINs open doors at every club the person plays at: staff never read them.
    expect((await playerClient.put(`/api/users/${player.id}`, { pin_1: "7" })).status).toBe(200)
    expect((await playerClient.get(`/api/users/${player.id}`)).body.pin_1).toBe("7")
    expect((await desk.get(`/api/users/${player.id}`)).body.pin_1).toBeNull()
    expect((await foreignManager.get(`/api/users/${player.id}`)).status).toBe(404)
    expect((await otherPlayer.get(`/api/users/${player.id}`)).status).toBe(404)
    expect((await new TestClient(server.url).get(`/api/users/${player.id}`)).status).toBe(401)

    const info = await playerClient.get("/api/users/info")
    expect(info.body.facilities).toEqual([expect.objectContaining({ id: club.id, role: "player", fave: false })])

    const found = await desk.get(`/api/users?q=${encodeURIComponent(player.last_name)}`)
    expect(found.body.map((u: { id: number }) => u.id)).toEqual([player.id])
    expect((await desk.get(`/api/users?q=${encodeURIComponent(player.last_name)}&page=2`)).body).toEqual([])
    expect((await foreignManager.get(`/api/users?q=${encodeURIComponent(player.last_name)}`)).body).toEqual([])
    expect((await playerClient.get(`/api/users?q=a`)).status).toBe(403)
    expect((await desk.get(`/api/users?facility_id=${elsewhere.id}&q=`)).body).toEqual([])
  })

  it("keeps the language a person reads: theirs to set, one we speak, and the club's its manager's", async () => {
    const club = await makeFacility(server)
    const { user, client } = await makeUser(server, { roles: [[club.id, "player"]] })
    const { client: desk } = await makeUser(server, { roles: [[club.id, "front_desk"]] })
    const { client: manager } = await makeUser(server, { roles: [[club.id, "manager"]] })
    expect((await client.get(`/api/users/${user.id}`)).body.language).toBeNull()
    expect((await client.put(`/api/users/${user.id}`, { language: "pt-BR" })).body.language).toBe("pt-BR")
    const unknown = await client.put(`/api/users/${user.id}`, { language: "fr" })
    expect([unknown.status, unknown.body.message]).toEqual([400, expect.stringContaining(`"en", "es", "pt-BR"`)])
    expect((await desk.put(`/api/users/${user.id}`, { language: "es" })).status).toBe(403)
    expect((await client.get("/api/session")).body.user.language).toBe("pt-BR")
    expect((await client.put(`/api/users/${user.id}`, { language: null })).body.language).toBeNull()

    expect((await desk.put(`/api/facilities/${club.id}/general_settings`, { language: "es" })).status).toBe(403)
    expect((await manager.put(`/api/facilities/${club.id}/general_settings`, { language: "es" })).body.language).toBe(
      "es",
    )
    expect((await client.get("/api/session")).body.facilities).toEqual([
      expect.objectContaining({ id: club.id, language: "es" }),
    ])
  })

  it("updates a profile; only the holder changes the e-mail; bad input changes nothing", async () => {
    const club = await makeFacility(server)
    const { user, client } = await makeUser(server, { roles: [[club.id, "player"]] })
    const { client: desk } = await makeUser(server, { roles: [[club.id, "front_desk"]] })
    const { email: takenEmail } = await makeUser(server)

    // A person who signed up keeps their own profile; the desk keeps only contacts the club made.
    const refused = await desk.put(`/api/users/${user.id}`, { first_name: "Renata", phone: "555-0101" })
    expect([refused.status, refused.body.message, refused.body.errors]).toEqual([
      403,
      "This person keeps their own profile; ask them to change their name, phone or birth date.",
      ["first_name", "phone"],
    ])
    const renamed = await client.put(`/api/users/${user.id}`, { first_name: "Renata", phone: "555-0101" })
    expect(renamed.body).toMatchObject({ first_name: "Renata", phone: "555-0101", email: user.email })
    const { client: manager } = await makeUser(server, { roles: [[club.id, "manager"]] })
    const contact = await manager.post("/api/facilities/create_court_managers", {
      facility_id: club.id,
      role: "player",
      email: `contact-${user.id}@example.com`,
      first_name: "Walk",
      last_name: "In",
    })
    const fixed = await desk.put(`/api/users/${contact.body.user.id}`, { first_name: "Walker", phone: "555-0102" })
    expect(fixed.body).toMatchObject({ first_name: "Walker", phone: "555-0102" })
    expect((await desk.put(`/api/users/${user.id}`, { email: "stolen@example.com" })).status).toBe(403)
    expect((await client.put(`/api/users/${user.id}`, { email: takenEmail })).status).toBe(409)
    for (const body of [{ first_name: "" }, { email: "nope" }, { phone: 5 }, { first_name: "x".repeat(500) }]) {
      expect((await client.put(`/api/users/${user.id}`, body)).status, JSON.stringify(body)).toBe(400)
    }
    expect((await client.put(`/api/users/abc`, {})).status).toBe(400)
    expect((await client.get(`/api/users/${user.id}`)).body).toMatchObject({ first_name: "Renata", email: user.email })
    expect((await client.put(`/api/users/${user.id}`, { email: "renata@example.com" })).body.email).toBe(
      "renata@example.com",
    )
  })

  it("keeps favourite and current facilities", async () => {
    const home = await makeFacility(server)
    const visited = await makeFacility(server)
    const stranger = await makeFacility(server)
    const { user, client } = await makeUser(server, { roles: [[home.id, "player"]] })

    expect((await client.post("/api/users_facilities_faves/toggle_fave", { facility_id: visited.id })).body.fave).toBe(
      true,
    )
    expect((await client.post("/api/users_facilities_faves/toggle_fave", { facility_id: 99999999 })).status).toBe(404)
    expect((await client.post("/api/users_facilities_faves/toggle_fave", { facility_id: "x" })).status).toBe(400)

    expect((await client.put(`/api/users/${user.id}/set_current_facility`, { facility_id: stranger.id })).status).toBe(
      422,
    )
    expect((await client.put(`/api/users/${user.id}/set_current_facility`, { facility_id: 99999999 })).status).toBe(404)
    expect((await client.put(`/api/users/${user.id}/set_current_facility`, { facility_id: visited.id })).body.id).toBe(
      visited.id,
    )
    expect((await client.get(`/api/users/${user.id}/current_facility`)).body.id).toBe(visited.id)

    const preferred = await client.get("/api/users/preferred_facilities")
    expect(preferred.body.map((f: { id: number }) => f.id)).toEqual([visited.id, home.id])

    expect((await client.post("/api/users_facilities_faves/toggle_fave", { facility_id: visited.id })).body.fave).toBe(
      false,
    )
  })
})

describe("the clubs on this server", () => {
  it("are found by name or town, favourites and the person's own clubs first; by visitors too, by name", async () => {
    const tag = `z${Date.now().toString(36)}`
    const home = await makeFacility(server, { name: `Harbour ${tag} Tennis`, address: "1 Quay, Portsmouth" })
    const faved = await makeFacility(server, { name: `Hill ${tag} Padel`, address: null })
    const other = await makeFacility(server, { name: `Zephyr ${tag} Squash`, address: "Portsmouth" })
    const { client } = await makeUser(server, { roles: [[home.id, "player"]] })
    await client.post("/api/users_facilities_faves/toggle_fave", { facility_id: faved.id })

    const found = await client.get(`/api/recommendations/facilities?search=${tag}`)
    expect(found.status).toBe(200)
    expect(found.body.map((f: { id: number; role: string | null; fave: boolean }) => [f.id, f.role, f.fave])).toEqual([
      [faved.id, null, true],
      [home.id, "player", false],
      [other.id, null, false],
    ])
    const byTown = await client.get(`/api/recommendations/facilities?search=${encodeURIComponent("portsmouth")}`)
    expect(byTown.body.map((f: { id: number }) => f.id)).toEqual(expect.arrayContaining([home.id, other.id]))
    expect(byTown.body.map((f: { id: number }) => f.id)).not.toContain(faved.id)
    expect(Object.keys(found.body[0]).sort()).toEqual([
      "address",
      "fave",
      "id",
      "name",
      "partners",
      "reason",
      "role",
      "slug",
      "time_zone",
    ])

    // A visitor finds the same clubs by name, none of them theirs or a favourite.
    const visitor = await new TestClient(server.url).get(`/api/recommendations/facilities?search=${tag}`)
    expect(visitor.status).toBe(200)
    expect(visitor.body.map((f: { id: number; role: string | null; fave: boolean }) => [f.id, f.role, f.fave])).toEqual(
      [
        [home.id, null, false],
        [faved.id, null, false],
        [other.id, null, false],
      ],
    )
    expect((await client.get(`/api/recommendations/facilities?search=${"x".repeat(101)}`)).status).toBe(400)
  })
})

describe("recommended clubs", () => {
  it("after favourites and their own: where their partners of the last year play, then clubs in their ZIP area", async () => {
    const tag = `r${Date.now().toString(36)}`
    const home = await makeFacility(server, { name: `Home ${tag}`, address: null })
    const partners = await makeFacility(server, { name: `Partners ${tag}`, address: null })
    const near = await makeFacility(server, { name: `Near ${tag}`, address: "12 Main St, Cambridge, MA 02139" })
    const far = await makeFacility(server, { name: `Far ${tag}`, address: "1 Ocean Dr, Miami, FL 33139" })
    const { client, user } = await makeUser(server, { roles: [[home.id, "player"]] })
    const { user: partner } = await makeUser(server, {
      roles: [
        [home.id, "player"],
        [partners.id, "player"],
      ],
    })
    await server.run(
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        Effect.all([
          sql`insert into courts (facility_id, name, sport) values (${home.id}, 'Court 1', 'tennis')`,
          sql`update users set zip_code = '02134' where id = ${user.id}`,
        ]),
      ),
    )
    await server.run(pastBooking(home.id, [user.id, partner.id]))
    const found = (await client.get(`/api/recommendations/facilities?search=${tag}`)).body as Array<{
      id: number
      reason: string | null
      partners: number
    }>
    expect(found.map((f) => [f.id, f.reason, f.partners])).toEqual([
      [home.id, null, 1],
      [partners.id, "partners", 1],
      [near.id, "near", 0],
      [far.id, null, 0],
    ])
  })
})

describe("a verified rating", () => {
  it("is staff's word on someone else at a club that person plays at, never on themself", async () => {
    const club = await makeFacility(server)
    const other = await makeFacility(server)
    const { client: desk, user: deskUser } = await makeUser(server, { roles: [[club.id, "front_desk"]] })
    const { client: otherDesk } = await makeUser(server, { roles: [[other.id, "front_desk"]] })
    const { user: player } = await makeUser(server, { roles: [[club.id, "player"]] })
    const own = await desk.put(`/api/users/${deskUser.id}`, { ntrp_verified: true })
    expect(own.status).toBe(403)
    expect(own.body.message).toBe("Only staff of a club this person plays at verify their rating, and never their own.")
    expect((await otherDesk.put(`/api/users/${player.id}`, { ntrp_verified: true })).status).not.toBe(200)
    expect((await desk.put(`/api/users/${player.id}`, { ntrp_verified: true })).body.ntrp_verified).toBe(true)
  })
})
