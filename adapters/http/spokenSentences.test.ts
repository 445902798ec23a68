import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TestClient } from "../../fixtures/testing/client"
import { startTestServer, type TestServer } from "../../fixtures/testing/testServer"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe("refusals in the language the request asks for", () => {
  it("says a wrong sign-in in Spanish or Portuguese, and in English when asked for none of ours", async () => {
    const client = new TestClient(server.url)
    const wrong = { email: "nobody@example.com", password: "not the password" }
    const spanish = await client.post("/api/sign_in", wrong, { "accept-language": "es-CL,es;q=0.9" })
    expect(spanish.status).toBe(401)
    expect(spanish.body).toMatchObject({
      _tag: "Unauthorized",
      error: "unauthorized",
      message: "El correo o la contraseña no son correctos.",
    })
    const portuguese = await client.post("/api/sign_in", wrong, { "accept-language": "pt-BR" })
    expect(portuguese.body.message).toBe("O e-mail ou a senha estão errados.")
    for (const header of [{}, { "accept-language": "de-DE, fr;q=0.5" }] as Array<Record<string, string>>)
      expect((await client.post("/api/sign_in", wrong, header)).body.message).toBe(
        "The e-mail address or password is wrong.",
      )
  })

  it("says a malformed request's frame and each of its errors, keeping what it cannot translate", async () => {
    const client = new TestClient(server.url)
    const malformed = await client.post("/api/sign_in", { email: 5 }, { "accept-language": "es" })
    expect(malformed.status).toBe(400)
    expect(malformed.body.message).toMatch(/^La petición está mal formada: /)
    expect(malformed.body.errors.length).toBeGreaterThan(0)
  })

  it("answers a replayed write in the replaying caller's language", async () => {
    const client = new TestClient(server.url)
    await client.signUp("ines@example.com")
    const key = { "idempotency-key": "join-a-club-that-is-not-there" }
    const first = await client.post("/api/facilities/999999/join", {}, key)
    expect(first.status).toBe(404)
    expect(first.body.message).toBe("Facility was not found.")
    const again = await client.post("/api/facilities/999999/join", {}, { ...key, "accept-language": "pt-BR" })
    expect(again.status).toBe(404)
    expect(again.body.message).toBe("Clube não encontrado.")
  })
})
