import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TestClient } from "../../../fixtures/testing/client"
import { makeClub } from "../../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"
import { addDays, localDate } from "../../../engine/dates"

/** Banner ads through HTTP: placed by managers with an image, shown to anyone between their dates. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="),
  (c) => c.charCodeAt(0),
)

describe("banner ads", () => {
  it("are placed by managers with an image and shown to visitors only while they run", async () => {
    const { facility, manager, desk } = await makeClub(server)
    const base = `/api/facilities/${facility.id}/banner_ads`
    const today = localDate(new Date(), "America/New_York")
    const form = new FormData()
    form.set("title", "Restrings in 24 hours")
    form.set("link_url", "https://club.example/restring")
    form.set("alt_text", "A racquet being strung")
    form.set("position", "2")
    form.set("image", new Blob([PNG], { type: "image/png" }), "r.png")
    const shown = await manager.request("POST", base, form as never)
    expect(shown.status).toBe(201)
    expect(shown.body).toMatchObject({ placement: "home", position: 2, has_image: true, active: true })
    const later = await manager.post(base, { title: "Summer camp", starts_on: addDays(today, 3), placement: "booking" })
    const over = await manager.post(base, { title: "Old", ends_on: addDays(today, -1) })
    const off = await manager.post(base, { title: "Paused", active: false })
    for (const r of [later, over, off]) expect(r.status).toBe(201)

    const visitor = new TestClient(server.url)
    expect((await visitor.get(base)).body.map((b: { title: string }) => b.title)).toEqual(["Restrings in 24 hours"])
    expect((await desk.get(base)).body).toHaveLength(4)
    expect((await desk.get(`${base}?placement=booking`)).body.map((b: { title: string }) => b.title)).toEqual([
      "Summer camp",
    ])
    expect((await visitor.get(`${base}/${off.body.id}`)).status).toBe(404)
    const image = await fetch(`${server.url}${base}/${shown.body.id}/image`)
    expect(image.headers.get("content-type")).toBe("image/png")

    const moved = await manager.put(`${base}/${later.body.id}`, { starts_on: null })
    expect(moved.body).toMatchObject({ starts_on: null, title: "Summer camp", placement: "booking" })
    expect((await visitor.get(`${base}?placement=booking`)).body).toHaveLength(1)
    expect((await desk.put(`${base}/${later.body.id}`, { title: "Desk" })).status).toBe(403)
    expect((await manager.del(`${base}/${later.body.id}`)).status).toBe(200)
    expect((await visitor.get(`${base}?placement=booking`)).body).toEqual([])
  })

  it("refuse bad input and another club's banners with a sentence, and write nothing", async () => {
    const { facility, manager } = await makeClub(server)
    const other = await makeClub(server)
    const base = `/api/facilities/${facility.id}/banner_ads`
    const cases: Array<[unknown, number, string]> = [
      [{ title: "" }, 422, "A banner needs a title."],
      [{ title: "x", link_url: "javascript:alert(1)" }, 422, "A banner's link is an http or https address."],
      [{ title: "x", link_url: "not a link" }, 422, "A banner's link is an http or https address."],
      [
        { title: "x", starts_on: "2026-05-02", ends_on: "2026-05-01" },
        422,
        "A banner ends on or after the day it starts.",
      ],
      [{ title: "x", placement: "sidebar" }, 422, "The banner is not valid."],
      [{ title: "x", position: -1 }, 422, "A banner's position is a whole number from 0 to 1000."],
    ]
    for (const [body, status, message] of cases) {
      const r = await manager.post(base, body)
      expect([r.status, r.body.message]).toEqual([status, message])
    }
    const fake = new FormData()
    fake.set("title", "Fake")
    fake.set("image", new Blob(["<svg onload=alert(1)>"], { type: "image/png" }), "x.png")
    const refused = await manager.request("POST", base, fake as never)
    expect([refused.status, refused.body.message]).toEqual([422, "The banner's image is not a PNG, JPEG, WebP or GIF."])
    const mine = await manager.post(base, { title: "Mine" })
    const theirs = `/api/facilities/${other.facility.id}/banner_ads/${mine.body.id}`
    expect((await other.manager.put(theirs, { title: "Taken" })).status).toBe(404)
    expect((await other.manager.del(theirs)).status).toBe(404)
    expect((await manager.get(base)).body.map((b: { title: string }) => b.title)).toEqual(["Mine"])
  })
})
