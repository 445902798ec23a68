import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeUser } from "../../../fixtures/testing/builders"
import { TestClient } from "../../../fixtures/testing/client"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"

/** The platform's banner areas through HTTP: nested banners (id, _destroy) with images, by its admins. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="),
  (c) => c.charCodeAt(0),
)

describe("marketplace banner areas", () => {
  it("are written by the platform's admins with nested banners added, changed and destroyed, and read by anyone", async () => {
    const { client: admin } = await makeUser(server, { platformAdmin: true })
    const form = new FormData()
    form.set("name", "Find a club")
    form.set("key", "home")
    form.set(
      "banners",
      JSON.stringify([
        { link_url: "https://racquets.example.com", alt_text: "Racquets on sale" },
        { link_url: null, alt_text: "Summer camps" },
      ]),
    )
    form.set("banners[0][image]", new Blob([PNG], { type: "image/png" }), "a.png")
    const made = await admin.request("POST", "/api/marketplace_banner_areas", form as never)
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ name: "Find a club", key: "home", active: true })
    const [racquets, camps] = made.body.banners as Array<{ id: number; has_image: boolean; position: number }>
    expect([racquets!.has_image, camps!.has_image, racquets!.position, camps!.position]).toEqual([true, false, 0, 1])
    const image = await fetch(`${server.url}/api/marketplace_banners/${racquets!.id}/image`)
    expect(image.headers.get("content-type")).toBe("image/png")

    const changed = await admin.put(`/api/marketplace_banner_areas/${made.body.id}`, {
      banners: [
        { id: racquets!.id, _destroy: true },
        { id: camps!.id, alt_text: "Summer camps for juniors", position: 5 },
        { link_url: "https://balls.example.com", alt_text: "Balls" },
      ],
    })
    expect(changed.status).toBe(200)
    expect(changed.body.banners.map((b: { alt_text: string }) => b.alt_text)).toEqual([
      "Balls",
      "Summer camps for juniors",
    ])

    const visitor = new TestClient(server.url)
    expect((await visitor.get("/api/marketplace_banner_areas")).body.map((a: { key: string }) => a.key)).toContain(
      "home",
    )
    await admin.put(`/api/marketplace_banner_areas/${made.body.id}`, { active: false })
    expect((await visitor.get(`/api/marketplace_banner_areas/${made.body.id}`)).status).toBe(404)
    expect((await admin.get(`/api/marketplace_banner_areas/${made.body.id}`)).status).toBe(200)
    expect((await admin.del(`/api/marketplace_banner_areas/${made.body.id}`)).status).toBe(200)
  })

  it("refuse anyone but the admins, bad input and another area's banners, writing nothing", async () => {
    const { client: admin } = await makeUser(server, { platformAdmin: true })
    const { client: player } = await makeUser(server)
    expect((await player.post("/api/marketplace_banner_areas", { name: "x", key: "x" })).status).toBe(403)
    const area = await admin.post("/api/marketplace_banner_areas", { name: "Side", key: "side", banners: [{}] })
    const other = await admin.post("/api/marketplace_banner_areas", { name: "Other", key: "other", banners: [{}] })
    const cases: Array<[string, unknown, number, string]> = [
      ["POST", { name: "", key: "x" }, 422, "A banner area needs a name."],
      ["POST", { name: "x", key: "Not A Key" }, 422, "A banner area's key is lower-case words joined by underscores."],
      ["POST", { name: "x", key: "side" }, 409, 'Another banner area has the key "side".'],
      [
        "POST",
        { name: "x", key: "x", banners: [{ link_url: "javascript:alert(1)" }] },
        422,
        "A banner's link is an http or https address.",
      ],
      ["PUT", { banners: [{ id: other.body.banners[0].id, _destroy: true }] }, 404, "Banner was not found."],
      ["PUT", { banners: [{ position: 5000 }] }, 422, "A banner's position is a whole number from 0 to 1000."],
    ]
    for (const [method, body, status, message] of cases) {
      const r = await admin.request(
        method,
        method === "POST" ? "/api/marketplace_banner_areas" : `/api/marketplace_banner_areas/${area.body.id}`,
        body,
      )
      expect([r.status, r.body.message]).toEqual([status, message])
    }
    const badImage = new FormData()
    badImage.set("banners", JSON.stringify([{ alt_text: "x" }]))
    badImage.set("banners[0][image]", new Blob(["<svg onload=alert(1)>"]), "x.png")
    const refused = await admin.request("PUT", `/api/marketplace_banner_areas/${area.body.id}`, badImage as never)
    expect([refused.status, refused.body.message]).toEqual([422, "The banner's image is not a PNG, JPEG, WebP or GIF."])
    const notJson = new FormData()
    notJson.set("banners", "[{")
    expect((await admin.request("PUT", `/api/marketplace_banner_areas/${area.body.id}`, notJson as never)).status).toBe(
      422,
    )
    expect((await admin.get(`/api/marketplace_banner_areas/${area.body.id}`)).body.banners).toHaveLength(1)
    expect((await admin.get(`/api/marketplace_banner_areas/${other.body.id}`)).body.banners).toHaveLength(1)
  })
})
