import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TestClient } from "../../../fixtures/testing/client"
import { makeClub } from "../../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"

/** The home layout and cookie consents through HTTP. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe("the home layout", () => {
  it("is public, starts from the default, and is laid out by managers only, each block once", async () => {
    const { facility, manager, desk } = await makeClub(server)
    const visitor = new TestClient(server.url)
    const path = `/api/facilities/${facility.id}/home_layout`
    expect((await visitor.get(path)).body).toEqual({
      facility_id: facility.id,
      home_structure: ["announcements", "posts", "calendar", "leaderboards", "banners"],
    })
    const saved = await manager.put(path, { home_structure: ["calendar", "announcements"] })
    expect(saved.body.home_structure).toEqual(["calendar", "announcements"])
    expect((await visitor.get(path)).body.home_structure).toEqual(["calendar", "announcements"])
    expect((await desk.put(path, { home_structure: ["posts"] })).status).toBe(403)
    const twice = await manager.put(path, { home_structure: ["posts", "posts"] })
    expect([twice.status, twice.body.message]).toEqual([422, "Each block appears on the home page once."])
    expect((await manager.put(path, { home_structure: ["weather"] })).status).toBe(400)
    expect((await visitor.get(path)).body.home_structure).toEqual(["calendar", "announcements"])
    expect((await visitor.get("/api/facilities/999999/home_layout")).status).toBe(404)
  })
})

describe("cookie consents", () => {
  it("are kept under a key the visitor's browser holds, read and changed with it, and set no cookie", async () => {
    const visitor = new TestClient(server.url)
    const given = await visitor.post("/api/cookie_consents", { categories: ["statistics"] })
    expect(given.status).toBe(201)
    expect(given.body.categories).toEqual(["necessary", "statistics"])
    expect(given.headers.get("set-cookie")).toBeNull()
    const key = given.body.key as string
    const stranger = new TestClient(server.url)
    const read = await stranger.request("GET", "/api/cookie_consents", undefined, { "x-api-key": key })
    expect(read.body).toMatchObject({ key, categories: ["necessary", "statistics"] })
    const changed = await stranger.request(
      "PUT",
      "/api/cookie_consents",
      { categories: ["marketing", "preferences"] },
      {
        "x-api-key": key,
      },
    )
    expect(changed.body.categories).toEqual(["necessary", "preferences", "marketing"])
    expect(changed.headers.get("set-cookie")).toBeNull()
    const unknown = await stranger.request("GET", "/api/cookie_consents", undefined, {
      "x-api-key": "00000000-0000-4000-8000-000000000000",
    })
    expect([unknown.status, unknown.body.message]).toEqual([404, "Cookie consent was not found."])
    expect((await stranger.get("/api/cookie_consents")).status).toBe(400)
    expect((await visitor.post("/api/cookie_consents", { categories: ["tracking"] })).status).toBe(400)
  })
})
