import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeUser } from "../../../fixtures/testing/builders"
import { TestClient } from "../../../fixtures/testing/client"
import { makeClub } from "../../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"
import { outboxFor } from "../../sql/mailOutbox"
import { eventually } from "../../../fixtures/testing/eventually"

/** Announcements through HTTP: multipart with files, published once to an audience by the server's own sender. */
let server: TestServer
beforeAll(async () => {
  // The server's announcement sender, every second.
  server = await startTestServer({ ANNOUNCEMENT_MAIL_SECONDS: "1" })
})
afterAll(() => server.close())

const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII="),
  (c) => c.charCodeAt(0),
)
const PDF = "%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF"

/** Reads until `ok`, for what the background sender does in its own time. */
describe("announcements", () => {
  it("are drafted as a multipart form with files, published to a group, mailed once each, and read by it", async () => {
    const { facility, manager, desk, player } = await makeClub(server)
    const base = `/api/facilities/${facility.id}/announcements`
    const member = await makeUser(server, { roles: [[facility.id, "player"]] })
    const group = await desk.post("/api/groups", { facility_id: facility.id, title: "League" })
    await desk.post(`/api/groups/${group.body.id}/add_user`, { user_id: member.user.id })

    const form = new FormData()
    form.set("title", "League night")
    form.set("content", "<p>Friday from <b>7 PM</b>.</p><script>steal()</script>")
    form.set("audience", "group")
    form.set("audience_id", String(group.body.id))
    form.set("thumbnail", new Blob([PNG], { type: "image/png" }), "t.png")
    form.append("attachments[]", new Blob([PDF], { type: "application/pdf" }), "draw.pdf")
    form.append("attachments[]", new Blob(["Bring water."], { type: "text/plain" }), "notes.txt")
    const draft = await manager.request("POST", base, form as never)
    expect(draft.status).toBe(201)
    expect(draft.body).toMatchObject({
      status: "draft",
      content: "<p>Friday from <b>7 PM</b>.</p>",
      audience_name: "League",
      has_thumbnail: true,
      delivery: { recipients: 0 },
    })
    expect(draft.body.attachments.map((a: { filename: string }) => a.filename)).toEqual(["draw.pdf", "notes.txt"])
    const id = draft.body.id as number
    expect((await member.client.get(base)).body).toEqual([])

    const publish = new FormData()
    publish.set("publish", "true")
    const published = await manager.request("PUT", `${base}/${id}`, publish as never)
    expect(published.body).toMatchObject({ status: "published", delivery: { recipients: 1 } })
    // Published again: nobody is mailed twice.
    expect((await manager.put(`${base}/${id}`, { publish: true, title: "League night!" })).status).toBe(200)
    const done = await eventually(
      () => desk.get(`${base}/${id}`),
      (r) => r.body.delivery.sent === 1,
    )
    expect(done.body.delivery).toMatchObject({ recipients: 1, sent: 1, pending: 0 })
    const inbox = await server.run(outboxFor(member.email))
    expect(inbox).toHaveLength(1)
    expect(inbox[0]!.body).toContain("Friday from 7 PM.")

    // The group's member reads it, and its files; the rest of the club and visitors do not.
    const read = await member.client.get(`${base}/${id}`)
    expect([read.status, read.body.delivery]).toEqual([200, undefined])
    const file = await member.client.request("GET", `/api/attachments/${draft.body.attachments[0].id}`)
    expect(file.status).toBe(200)
    expect(file.headers.get("content-type")).toBe("application/pdf")
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="draw.pdf"')
    expect((await player.get(`${base}/${id}`)).status).toBe(404)
    expect((await player.get(`/api/attachments/${draft.body.attachments[0].id}`)).status).toBe(404)
    expect((await new TestClient(server.url).get(base)).body).toEqual([])
    const thumbnail = await member.client.get(`${base}/${id}/thumbnail`)
    expect([thumbnail.status, thumbnail.headers.get("content-type")]).toEqual([200, "image/png"])
    expect((await player.get(`${base}/${id}/thumbnail`)).status).toBe(404)

    const metrics = await desk.get(`${base}/metrics`)
    expect(metrics.body).toMatchObject({ announcements: 1, recipients: 1, sent: 1, opened: 1 })
    expect(metrics.body.by_audience).toEqual([
      { audience: "group", announcements: 1, recipients: 1, sent: 1, opened: 1 },
    ])
    expect((await player.get(`${base}/metrics`)).status).toBe(403)

    // The manager takes a file off, then deletes the announcement.
    const removed = await manager.del(`/api/attachments/${draft.body.attachments[1].id}`)
    expect([removed.status, removed.body.filename]).toEqual([200, "notes.txt"])
    expect((await desk.del(`/api/attachments/${draft.body.attachments[0].id}`)).status).toBe(403)
    expect((await manager.del(`${base}/${id}`)).status).toBe(200)
    expect((await desk.get(base)).body).toEqual([])
  })

  it("are paged and searched, and everyone's are read by anyone", async () => {
    const { facility, manager } = await makeClub(server)
    const base = `/api/facilities/${facility.id}/announcements`
    for (const title of ["Courts resurfaced", "New coach", "Holiday hours"])
      expect((await manager.post(base, { title, content: `<p>${title}</p>`, publish: true })).status).toBe(201)
    const visitor = new TestClient(server.url)
    const first = await visitor.get(`${base}?per_page=2`)
    expect(first.body.map((a: { title: string }) => a.title)).toEqual(["Holiday hours", "New coach"])
    expect((await visitor.get(`${base}?per_page=2&page=2`)).body.map((a: { title: string }) => a.title)).toEqual([
      "Courts resurfaced",
    ])
    expect((await visitor.get(`${base}?search=coach`)).body).toHaveLength(1)
    expect(first.body[0].delivery).toBeUndefined()
  })

  it("of the platform are written by its admins only, to everyone", async () => {
    const { client: admin } = await makeUser(server, { platformAdmin: true })
    const { manager, player } = await makeClub(server)
    expect((await manager.post("/api/announcements", { title: "Hi" })).status).toBe(403)
    const a = await admin.post("/api/announcements", { title: "A new app", content: "<p>Out now.</p>" })
    expect(a.status).toBe(201)
    expect(a.body.facility_id).toBeNull()
    expect((await player.get(`/api/announcements/${a.body.id}`)).status).toBe(404)
    expect((await admin.put(`/api/announcements/${a.body.id}`, { publish: true })).body.status).toBe("published")
    expect((await player.get(`/api/announcements/${a.body.id}`)).status).toBe(200)
    expect((await admin.get("/api/announcements/metrics")).status).toBe(200)
    expect((await player.get("/api/announcements/metrics")).status).toBe(403)
    const refused = await admin.put(`/api/announcements/${a.body.id}`, { audience: "group", audience_id: 1 })
    expect([refused.status, refused.body.message]).toEqual([422, "The platform's announcements go to everyone."])
    expect((await admin.del(`/api/announcements/${a.body.id}`)).status).toBe(200)
  })

  it("refuse bad input and another club's objects with a sentence, and write nothing", async () => {
    const { facility, manager } = await makeClub(server)
    const other = await makeClub(server)
    const base = `/api/facilities/${facility.id}/announcements`
    const theirGroup = await other.desk.post("/api/groups", { facility_id: other.facility.id, title: "Theirs" })
    const cases: Array<[unknown, number, string]> = [
      [{ title: "" }, 422, "An announcement needs a title."],
      [{ title: "x", audience: "plan" }, 422, "An announcement to a plan names which one (audience_id)."],
      [{ title: "x", audience: "group", audience_id: theirGroup.body.id }, 404, "Group was not found."],
      [{ title: "x", audience: "nobody" }, 422, "The announcement is not valid."],
      [{ title: "x", publish: "yes" }, 422, "The announcement is not valid."],
    ]
    for (const [body, status, message] of cases) {
      const r = await manager.post(base, body)
      expect([r.status, r.body.message]).toEqual([status, message])
    }
    const fake = new FormData()
    fake.set("title", "Fake")
    fake.append("attachments", new Blob([Uint8Array.from([0x4d, 0x5a, 0, 1, 2])]), "run.exe")
    const refused = await manager.request("POST", base, fake as never)
    expect([refused.status, refused.body.message]).toEqual([
      422,
      "The attachment run.exe is not a PDF, an image or plain text.",
    ])
    const mine = await manager.post(base, { title: "Mine" })
    expect(
      (await other.manager.put(`/api/facilities/${other.facility.id}/announcements/${mine.body.id}`, {})).status,
    ).toBe(404)
    expect((await other.manager.put(`${base}/${mine.body.id}`, {})).status).toBe(403)
    expect((await manager.get(base)).body.map((a: { title: string }) => a.title)).toEqual(["Mine"])
  })
})
