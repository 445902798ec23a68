import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TestClient } from "../../../fixtures/testing/client"
import { makeClub } from "../../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"

/** The club's posts through HTTP: written by managers, read by anyone once published, rich text made safe. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="),
  (c) => c.charCodeAt(0),
)

describe("facility posts", () => {
  it("are written by managers, kept as drafts from visitors, published with a date and read by slug", async () => {
    const { facility, manager, desk } = await makeClub(server)
    const base = `/api/facilities/${facility.id}/facility_posts`
    const visitor = new TestClient(server.url)
    const draft = await manager.post(base, {
      title: "Summer League Opens!",
      content: "<p>Sign up at the <strong>desk</strong>.</p>",
      meta_description: "The summer league",
    })
    expect(draft.status).toBe(201)
    expect(draft.body).toMatchObject({
      slug: "summer-league-opens",
      status: "draft",
      post_type: "news",
      published_at: null,
      has_featured_image: false,
    })
    expect((await visitor.get(base)).body).toEqual([])
    expect((await visitor.get(`${base}/${draft.body.id}`)).status).toBe(404)
    expect((await desk.get(base)).body).toHaveLength(1)
    const published = await manager.put(`${base}/${draft.body.id}`, { status: "published" })
    expect(published.body.published_at).not.toBeNull()
    expect(published.body.content).toBe("<p>Sign up at the <strong>desk</strong>.</p>")
    const bySlug = await visitor.get(`${base}?slug=summer-league-opens`)
    expect(bySlug.body.map((p: { id: number }) => p.id)).toEqual([draft.body.id])
    const again = await manager.post(base, { title: "Summer league opens" })
    expect([again.status, again.body.message]).toEqual([
      409,
      'Another post of the club has the address "summer-league-opens".',
    ])
    expect((await desk.post(base, { title: "Desk news" })).status).toBe(403)
    const other = await makeClub(server)
    expect(
      (await other.manager.put(`/api/facilities/${other.facility.id}/facility_posts/${draft.body.id}`, {})).status,
    ).toBe(404)
    expect((await manager.del(`${base}/${draft.body.id}`)).status).toBe(200)
    expect((await visitor.get(base)).body).toEqual([])
  })

  it("keep only safe formatting: script, handlers and javascript links never reach a reader", async () => {
    const { facility, manager } = await makeClub(server)
    const base = `/api/facilities/${facility.id}/facility_posts`
    const post = await manager.post(base, {
      title: "Tricky",
      status: "published",
      content:
        '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><a href="https://club.example/x">ok</a><iframe src="https://evil.example"></iframe>',
    })
    expect(post.status).toBe(201)
    const content = post.body.content as string
    expect(content).not.toMatch(/script|onclick|onerror|javascript:|iframe/i)
    expect(content).toContain(
      '<a href="https://club.example/x" rel="noopener noreferrer nofollow" target="_blank">ok</a>',
    )
  })

  it("take a featured image as a multipart form, which must be an image, and refuse bad input", async () => {
    const { facility, manager } = await makeClub(server)
    const base = `/api/facilities/${facility.id}/facility_posts`
    const form = new FormData()
    form.set("title", "New courts")
    form.set("status", "published")
    form.set("content", "<p>Two new padel courts.</p>")
    form.set("featured_image", new Blob([PNG], { type: "image/png" }), "courts.png")
    const created = await manager.request("POST", base, form as never)
    expect(created.status).toBe(201)
    expect(created.body.has_featured_image).toBe(true)
    const image = await fetch(`${server.url}${base}/${created.body.id}/featured_image`)
    expect(image.headers.get("content-type")).toBe("image/png")
    const fake = new FormData()
    fake.set("title", "Fake")
    fake.set("featured_image", new Blob(["<svg onload=alert(1)>"], { type: "image/png" }), "x.png")
    const refused = await manager.request("POST", base, fake as never)
    expect([refused.status, refused.body.message]).toEqual([422, "The featured image is not a PNG, JPEG, WebP or GIF."])
    const blank = await manager.post(base, { title: "  " })
    expect([blank.status, blank.body.message]).toEqual([422, "A post needs a title."])
    const slug = await manager.post(base, { title: "X", slug: "Not A Slug" })
    expect(slug.status).toBe(422)
    expect((await manager.post(base, { title: "X", status: "hidden" })).status).toBe(422)
    expect((await manager.get(base)).body).toHaveLength(1)
  })
})
