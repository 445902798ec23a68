import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { countRows, makeFacility, makeUser } from "../../../fixtures/testing/builders"
import { TestClient } from "../../../fixtures/testing/client"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const settingsOf = (id: number) =>
  server
    .run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`select * from facilities where id = ${id}`))
    .then((r) => r[0])

// A 1x1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
)

describe("facilities", () => {
  it("answer 404 for the courts of a club nobody has, not an empty list", async () => {
    const answer = await new TestClient(server.url).get("/api/facilities/2000000000/courts")
    expect([answer.status, answer.body.message]).toEqual([404, "Facility was not found."])
  })

  it("only a platform admin creates one, with the defaults", async () => {
    const { client: admin } = await makeUser(server, { platformAdmin: true })
    const { user: owner } = await makeUser(server)
    const created = await admin.post("/api/facilities", {
      name: "Harbour Padel",
      slug: "harbour-padel",
      time_zone: "Europe/Madrid",
      currency: "EUR",
      owner_user_id: owner.id,
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      slug: "harbour-padel",
      currency_decimals: 2,
      min_hours_range: 0,
      max_hours_range: 48,
      interval_rounding: 1800,
    })
    const before = await countRows(server, "facilities")
    expect(
      (await admin.post("/api/facilities", { name: "Again", slug: "harbour-padel", time_zone: "UTC", currency: "EUR" }))
        .status,
    ).toBe(409)
    const yen = await admin.post("/api/facilities", {
      name: "Tokyo",
      slug: "tokyo",
      time_zone: "Asia/Tokyo",
      currency: "JPY",
    })
    expect(yen.body.currency_decimals).toBe(0)

    const { client: someone } = await makeUser(server, { roles: [[created.body.id, "owner"]] })
    expect(
      (await someone.post("/api/facilities", { name: "Mine", slug: "mine", time_zone: "UTC", currency: "USD" })).status,
    ).toBe(403)
    expect(await countRows(server, "facilities")).toBe(before + 1)
  })

  it("refuses bad input to creation with 400/422 and creates nothing", async () => {
    const { client: admin } = await makeUser(server, { platformAdmin: true })
    const before = await countRows(server, "facilities")
    const good = { name: "Ok", slug: "ok-club", time_zone: "UTC", currency: "USD" }
    const cases: Array<[unknown, number]> = [
      [{ ...good, time_zone: "Mars/Olympus" }, 400],
      [{ ...good, currency: "usd" }, 400],
      [{ ...good, slug: "Not A Slug" }, 400],
      [{ ...good, name: "   " }, 400],
      [{ ...good, min_hours_range: -1 }, 400],
      [{ ...good, min_hours_range: 50, max_hours_range: 10 }, 422],
      [{ ...good, interval_rounding: 7000 }, 422],
      [{ ...good, owner_user_id: 99999999 }, 422],
      [{ ...good, name: "x".repeat(10_000) }, 400],
      [[], 400],
      ["null", 400],
    ]
    for (const [body, status] of cases) {
      const response = await admin.post("/api/facilities", body)
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status)
      expect(typeof response.body.message).toBe("string")
    }
    expect(await countRows(server, "facilities")).toBe(before)
  })

  it("lets its managers read and change the general settings, JSON or multipart with a logo", async () => {
    const facility = await makeFacility(server)
    const { client: manager } = await makeUser(server, { roles: [[facility.id, "manager"]] })
    const read = await manager.get(`/api/facilities/${facility.id}/general_settings`)
    expect(read.body).toMatchObject({ id: facility.id, time_zone: "America/New_York", has_logo: false })

    const json = await manager.put(`/api/facilities/${facility.id}/general_settings`, {
      name: "Renamed Club",
      max_hours_range: 72,
      contact_email: "desk@club.com",
    })
    expect(json.status).toBe(200)
    expect(json.body).toMatchObject({
      name: "Renamed Club",
      max_hours_range: 72,
      contact_email: "desk@club.com",
      slug: facility.slug,
    })

    const form = new FormData()
    form.set("name", "Form Club")
    form.set("interval_rounding", "900")
    form.set("website", "")
    form.set("logo", new Blob([PNG], { type: "image/png" }), "logo.png")
    const multipart = await manager.request("PUT", `/api/facilities/${facility.id}/general_settings`, form as never)
    expect(multipart.status).toBe(200)
    expect(multipart.body).toMatchObject({ name: "Form Club", interval_rounding: 900, website: null, has_logo: true })

    const logo = await fetch(`${server.url}/api/facilities/${facility.id}/logo`)
    expect(logo.headers.get("content-type")).toBe("image/png")
    expect(Buffer.from(await logo.arrayBuffer()).equals(PNG)).toBe(true)
    expect(logo.headers.get("x-content-type-options")).toBe("nosniff")

    // An image is known by its bytes, not by the type its sender claims; a huge upload is refused unread.
    const disguised = new FormData()
    disguised.set("logo", new Blob(["<script>alert(1)</script>"], { type: "image/png" }), "logo.png")
    const refused = await manager.request("PUT", `/api/facilities/${facility.id}/general_settings`, disguised as never)
    expect(refused.status).toBe(422)
    expect(refused.body.message).toBe("The logo is not a PNG, JPEG, WebP or GIF.")
    const huge = new FormData()
    huge.set("logo", new Blob([PNG, new Uint8Array(20 * 1024 * 1024)], { type: "image/png" }), "logo.png")
    expect(
      (await manager.request("PUT", `/api/facilities/${facility.id}/general_settings`, huge as never)).status,
    ).toBe(413)
    const kept = await fetch(`${server.url}/api/facilities/${facility.id}/logo`)
    expect(Buffer.from(await kept.arrayBuffer()).equals(PNG)).toBe(true)
  })

  it("refuses bad settings with 400/422 and changes nothing", async () => {
    const facility = await makeFacility(server)
    const other = await makeFacility(server)
    const { client: manager } = await makeUser(server, { roles: [[facility.id, "manager"]] })
    const before = await settingsOf(facility.id)
    const cases: Array<[unknown, number]> = [
      [{ time_zone: "Nowhere/Land" }, 400],
      [{ max_hours_range: "lots" }, 400],
      [{ min_hours_range: 100, max_hours_range: 5 }, 422],
      [{ slug: other.slug }, 409],
      [{ contact_email: "not-mail" }, 400],
      [{ website: "javascript:alert(document.cookie)" }, 422],
      [{ website: "JavaScript://%0aalert(1)" }, 422],
      [{ website: "data:text/html,<script>alert(1)</script>" }, 422],
    ]
    for (const [body, status] of cases) {
      expect(
        (await manager.put(`/api/facilities/${facility.id}/general_settings`, body)).status,
        JSON.stringify(body),
      ).toBe(status)
    }
    const form = new FormData()
    form.set("logo", new Blob(["<svg/>"], { type: "image/svg+xml" }), "logo.svg")
    expect(
      (await manager.request("PUT", `/api/facilities/${facility.id}/general_settings`, form as never)).status,
    ).toBe(422)
    const badNumber = new FormData()
    badNumber.set("max_hours_range", "soon")
    expect(
      (await manager.request("PUT", `/api/facilities/${facility.id}/general_settings`, badNumber as never)).status,
    ).toBe(422)
    expect((await manager.put("/api/facilities/abc/general_settings", {})).status).toBe(400)
    expect(await settingsOf(facility.id)).toEqual(before)
  })

  it("keeps one facility's staff out of another's settings and staff", async () => {
    const mine = await makeFacility(server)
    const theirs = await makeFacility(server)
    const { client: manager } = await makeUser(server, { roles: [[mine.id, "manager"]] })
    const { client: player } = await makeUser(server, { roles: [[mine.id, "player"]] })
    expect((await manager.get(`/api/facilities/${theirs.id}/general_settings`)).status).toBe(403)
    expect((await manager.put(`/api/facilities/${theirs.id}/general_settings`, { name: "Hijacked" })).status).toBe(403)
    expect((await manager.get(`/api/facilities/court_managers?facility_id=${theirs.id}`)).status).toBe(403)
    expect(
      (
        await manager.post("/api/facilities/create_court_managers", {
          facility_id: theirs.id,
          user_id: 1,
          role: "manager",
        })
      ).status,
    ).toBe(403)
    expect((await player.get(`/api/facilities/${mine.id}/general_settings`)).status).toBe(403)
    expect((await new TestClient(server.url).get(`/api/facilities/${mine.id}/general_settings`)).status).toBe(401)
    expect((await settingsOf(theirs.id))!.name).toBe(theirs.name)
    // The public card of a facility is for everyone.
    expect((await new TestClient(server.url).get(`/api/facilities/${theirs.id}`)).body.slug).toBe(theirs.slug)
    expect((await new TestClient(server.url).get(`/api/facilities/99999999`)).status).toBe(404)
  })

  it("manages staff within what each role may hand out", async () => {
    const facility = await makeFacility(server)
    const { client: owner, user: ownerUser } = await makeUser(server, { roles: [[facility.id, "owner"]] })
    const { client: manager, user: managerUser } = await makeUser(server, { roles: [[facility.id, "manager"]] })

    const desk = await manager.post("/api/facilities/create_court_managers", {
      facility_id: facility.id,
      role: "front_desk",
      email: "new.desk@example.com",
      first_name: "New",
      last_name: "Desk",
    })
    expect(desk.status).toBe(201)
    expect(desk.body).toMatchObject({ role: "front_desk", user: { email: "new.desk@example.com" } })

    expect(
      (
        await manager.put("/api/facilities/update_court_managers", {
          facility_id: facility.id,
          user_id: desk.body.user_id,
          role: "admin",
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await manager.put("/api/facilities/update_court_managers", {
          facility_id: facility.id,
          user_id: ownerUser.id,
          role: "player",
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await owner.put("/api/facilities/update_court_managers", {
          facility_id: facility.id,
          user_id: ownerUser.id,
          role: "admin",
        })
      ).body.message,
    ).toMatch(/at least one owner/)

    const list = await manager.get(`/api/facilities/court_managers?facility_id=${facility.id}`)
    expect(list.body.map((m: { role: string }) => m.role)).toEqual(["owner", "manager", "front_desk"])

    expect(
      (await owner.del(`/api/facilities/delete_court_managers?facility_id=${facility.id}&user_id=${managerUser.id}`))
        .status,
    ).toBe(204)
    const after = await owner.get(`/api/facilities/court_managers?facility_id=${facility.id}`)
    expect(after.body.map((m: { user_id: number }) => m.user_id)).not.toContain(managerUser.id)
    // The removed manager lost the rights at once.
    expect((await manager.get(`/api/facilities/${facility.id}/general_settings`)).status).toBe(403)
  })

  it("refuses bad staff input with 400/422/404 and changes nothing", async () => {
    const facility = await makeFacility(server)
    const { client: admin } = await makeUser(server, { roles: [[facility.id, "admin"]] })
    const before = await countRows(server, "facility_users")
    const cases: Array<[string, string, unknown, number]> = [
      ["POST", "/api/facilities/create_court_managers", { facility_id: facility.id, role: "janitor", user_id: 1 }, 400],
      ["POST", "/api/facilities/create_court_managers", { facility_id: facility.id, role: "teacher" }, 422],
      [
        "POST",
        "/api/facilities/create_court_managers",
        { facility_id: facility.id, role: "teacher", email: "x@example.com" },
        422,
      ],
      [
        "POST",
        "/api/facilities/create_court_managers",
        { facility_id: facility.id, role: "teacher", user_id: 99999999 },
        404,
      ],
      ["POST", "/api/facilities/create_court_managers", { facility_id: "one", role: "teacher", user_id: 1 }, 400],
      ["POST", "/api/facilities/create_court_managers", { role: "teacher", user_id: 1 }, 400],
      [
        "PUT",
        "/api/facilities/update_court_managers",
        { facility_id: facility.id, user_id: 99999999, role: "teacher" },
        404,
      ],
      ["PUT", "/api/facilities/update_court_managers", { facility_id: facility.id, user_id: 1 }, 400],
      ["DELETE", `/api/facilities/delete_court_managers?facility_id=${facility.id}&user_id=99999999`, undefined, 404],
      ["DELETE", `/api/facilities/delete_court_managers?facility_id=${facility.id}&user_id=x`, undefined, 400],
      ["GET", "/api/facilities/court_managers", undefined, 400],
    ]
    for (const [method, path, body, status] of cases) {
      const response = await admin.request(method, path, body)
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(status)
    }
    expect(await countRows(server, "facility_users")).toBe(before)
    expect(await countRows(server, "users")).toBeGreaterThan(0)
  })
})

describe("staff of one club and the people of another", () => {
  it("gives a role only to the club's own members, and its new contacts", async () => {
    const a = await makeFacility(server)
    const b = await makeFacility(server)
    const { client: bOwner } = await makeUser(server, { roles: [[b.id, "owner"]] })
    const { user: aMember, client: aMemberClient, email } = await makeUser(server, { roles: [[a.id, "player"]] })
    const before = await countRows(server, "facility_users")
    for (const by of [{ user_id: aMember.id }, { email }]) {
      const refused = await bOwner.post("/api/facilities/create_court_managers", {
        facility_id: b.id,
        role: "player",
        ...by,
      })
      expect(refused.status).toBe(422)
      expect(refused.body.message).toBe(
        "This person is not a member of the club; they join it themself first, then you give them a role.",
      )
    }
    expect(await countRows(server, "facility_users")).toBe(before)
    expect((await aMemberClient.post(`/api/facilities/${b.id}/join`, {})).status).toBe(200)
    const given = await bOwner.post("/api/facilities/create_court_managers", {
      facility_id: b.id,
      role: "teacher",
      user_id: aMember.id,
    })
    expect(given.status).toBe(201)
  })
})
