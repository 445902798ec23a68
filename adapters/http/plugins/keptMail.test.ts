import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeUser } from "../../../fixtures/testing/builders"
import { makeClub } from "../../../fixtures/testing/club"
import { TestClient } from "../../../fixtures/testing/client"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"

/** `GET /api/kept_mail`: the mail a server without SMTP_URL keeps, for the platform's admins only. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe("kept mail", () => {
  it("is read by the platform's admins, newest first and by address; a club's manager is refused", async () => {
    const { manager } = await makeClub(server)
    const { client: admin } = await makeUser(server, { platformAdmin: true })
    const { email } = await makeUser(server)
    const anyone = new TestClient(server.url)
    expect((await anyone.post("/api/password/forgot", { email })).status).toBeLessThan(300)
    const kept = await admin.get(`/api/kept_mail?to=${encodeURIComponent(email.toUpperCase())}`)
    expect(kept.status).toBe(200)
    expect(kept.body).toEqual([
      {
        id: expect.any(Number),
        to: email,
        subject: expect.any(String),
        body: expect.stringContaining("token="),
        attachments: [],
        created_at: expect.any(String),
      },
    ])
    const all = await admin.get("/api/kept_mail")
    expect(all.body[0].id).toBeGreaterThanOrEqual(kept.body[0].id)
    expect((await manager.get("/api/kept_mail")).status).toBe(403)
    expect((await anyone.get("/api/kept_mail")).status).toBe(401)
  })
})
