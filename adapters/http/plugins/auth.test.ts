import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { makeFacility, makeUser, PASSWORD } from "../../../fixtures/testing/builders"
import { TestClient } from "../../../fixtures/testing/client"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"
import { outboxFor } from "../../sql/mailOutbox"

let server: TestServer
beforeAll(async () => {
  // The test client stands in for a proxy in one test; others send no X-Forwarded-For.
  server = await startTestServer({ TRUSTED_PROXIES: "127.0.0.1, ::1" })
})
afterAll(() => server.close())

const countUsers = () =>
  server
    .run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number }>`select count(*)::int as n from users`))
    .then((r) => r[0]!.n)

describe("signing up and in", () => {
  it("signs up, reads the session, signs out and in again", async () => {
    const client = new TestClient(server.url)
    const up = await client.signUp("ana@example.com")
    expect(up.status).toBe(201)
    expect(up.body.user.email).toBe("ana@example.com")
    expect(up.headers.get("set-cookie")).toMatch(/venue_session=.+; .*HttpOnly/i)

    const session = await client.get("/api/session")
    expect(session.body.user.first_name).toBe("Pat")
    expect(session.body.csrf_token).toBe(up.body.csrf_token)

    expect((await client.del("/api/sign_out")).status).toBe(204)
    expect((await client.get("/api/session")).body.user).toBeNull()

    const wrong = await client.signIn("ana@example.com", "not the password")
    expect(wrong.status).toBe(401)
    expect(wrong.body).toMatchObject({ error: "unauthorized", message: "The e-mail address or password is wrong." })
    const right = await client.signIn("ANA@example.com")
    expect(right.status).toBe(200)
    expect((await client.get("/api/session")).body.user.email).toBe("ana@example.com")
  })

  it("mails the sign-up link and answers in the language the browser asks for, among ours", async () => {
    const client = new TestClient(server.url)
    const body = {
      email: "lucia@example.com",
      password: "una contraseña larga",
      first_name: "Lucía",
      last_name: "Pérez",
    }
    const asked = await client.post("/api/sign_up", body, { "accept-language": "de-DE,es-AR;q=0.9,en;q=0.8" })
    expect(asked.status).toBe(202)
    expect(asked.body.message).toBe("Enviamos un enlace a lucia@example.com: ábrelo para terminar tu registro.")
    const [mail] = await server.run(outboxFor("lucia@example.com"))
    expect(mail!.subject).toBe("Termina tu registro")
    expect(mail!.body).toMatch(/^Abre este enlace antes de un día/)
  })

  it("refuses a second account on the same address, a weak password and bad input, creating nobody", async () => {
    const before = await countUsers()
    const client = new TestClient(server.url)
    await client.signUp("dup@example.com")
    const after = await countUsers()
    expect(after).toBe(before + 1)

    // A sign-up with an address that has an account answers as any sign-up does; the holder is told by mail.
    const fresh = await new TestClient(server.url).post("/api/sign_up", {
      email: "fresh-dup@example.com",
      password: "correct horse battery",
      first_name: "Pat",
      last_name: "Player",
    })
    const again = await new TestClient(server.url).post("/api/sign_up", {
      email: "DUP@example.com",
      password: "correct horse battery",
      first_name: "Pat",
      last_name: "Player",
    })
    expect([again.status, Object.keys(again.body)]).toEqual([fresh.status, Object.keys(fresh.body)])
    expect(again.body.message).toBe("We sent a link to DUP@example.com: open it to finish signing up.")
    expect(again.headers.get("set-cookie")).toBeNull()
    const told = (await server.run(outboxFor("dup@example.com"))).at(-1)!
    expect(told.subject).toBe("You have an account already")
    expect(told.body).not.toMatch(/token=/)
    // A link opens once; a made-up one never.
    const link = /token=([\w-]+)/.exec((await server.run(outboxFor("fresh-dup@example.com"))).at(-1)!.body)![1]!
    const anyone = new TestClient(server.url)
    expect((await anyone.post("/api/sign_up/confirm", { token: "made-up" })).status).toBe(422)
    expect((await anyone.post("/api/sign_up/confirm", { token: link })).status).toBe(201)
    expect((await new TestClient(server.url).post("/api/sign_up/confirm", { token: link })).status).toBe(422)
    const weak = await new TestClient(server.url).signUp("weak@example.com", "short")
    expect(weak.status).toBe(422)
    expect(weak.body.message).toMatch(/at least 8 characters/)
    const badEmail = await new TestClient(server.url).signUp("not-an-email")
    expect(badEmail.status).toBe(400)
    expect(badEmail.body.error).toBe("bad_request")
    const blankName = await new TestClient(server.url).signUp("blank@example.com", "long enough pw", {
      first_name: "  ",
      last_name: "X",
    })
    expect(blankName.status).toBe(400)
    const notJson = await new TestClient(server.url).request("POST", "/api/sign_up", "{oops", {
      "content-type": "application/json",
    })
    expect(notJson.status).toBe(400)
    const huge = await new TestClient(server.url).signUp(`${"a".repeat(100_000)}@example.com`)
    expect(huge.status).toBe(400)
    expect(await countUsers()).toBe(after + 1)
  })

  it("refuses a changing cookie request without the CSRF token", async () => {
    const client = new TestClient(server.url)
    await client.signUp("csrf@example.com")
    const token = client.csrf
    client.csrf = undefined
    const refused = await client.put("/api/password", {
      current_password: "correct horse battery",
      password: "a new password",
    })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toMatch(/CSRF/)
    client.csrf = "forged"
    expect((await client.del("/api/sign_out")).status).toBe(403)
    client.csrf = token
    expect((await client.get("/api/session")).body.user.email).toBe("csrf@example.com")
    const changed = await client.put("/api/password", {
      current_password: "correct horse battery",
      password: "a new password",
    })
    expect(changed.status).toBe(204)
    expect((await new TestClient(server.url).signIn("csrf@example.com", "a new password")).status).toBe(200)
  })

  it("rate limits repeated failed sign-ins with 429", async () => {
    const client = new TestClient(server.url)
    await client.signUp("limited@example.com")
    const attacker = new TestClient(server.url)
    const statuses: Array<number> = []
    for (let i = 0; i < 7; i++) statuses.push((await attacker.signIn("limited@example.com", `guess ${i}`)).status)
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(statuses.slice(5)).toEqual([429, 429])
    // Even the right password waits out the window.
    expect((await attacker.signIn("limited@example.com")).status).toBe(429)
  })

  it("behind a trusted proxy, refuses only the failing pair; a busy address is slowed, never locked out", async () => {
    await new TestClient(server.url).signUp("office@example.com")
    await new TestClient(server.url).signUp("victim@example.com")
    const from = (address: string) => {
      const client = new TestClient(server.url)
      const signIn = (email: string, password?: string) =>
        client.request(
          "POST",
          "/api/sign_in",
          { email, password: password ?? "correct horse battery" },
          { "x-forwarded-for": `10.9.9.9, ${address}` },
        )
      return signIn
    }
    // 32 failures from one office address, spread over many addresses typed wrong: none refused, only slowed.
    const office = from("203.0.113.9")
    for (let i = 0; i < 32; i++) expect((await office(`typo${i}@example.com`, "nope")).status).toBe(401)
    expect((await office("office@example.com")).status).toBe(200)
    // Someone guessing the victim's password is refused after five tries; the victim, elsewhere, signs in.
    const guesser = from("198.51.100.66")
    const guesses: Array<number> = []
    for (let i = 0; i < 6; i++) guesses.push((await guesser("victim@example.com", `guess ${i}`)).status)
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429])
    expect((await from("198.51.100.7")("victim@example.com")).status).toBe(200)
  }, 60_000)

  it("resets a forgotten password through the mailed link, once", async () => {
    await new TestClient(server.url).signUp("forgot@example.com")
    const anyone = new TestClient(server.url)
    expect((await anyone.post("/api/password/forgot", { email: "forgot@example.com" })).status).toBe(202)
    expect((await anyone.post("/api/password/forgot", { email: "nobody@example.com" })).status).toBe(202)
    const mails = (await server.run(outboxFor("forgot@example.com"))).filter((m) => m.subject === "Reset your password")
    expect(mails).toHaveLength(1)
    const token = /token=([\w-]+)/.exec(mails[0]!.body)![1]!
    expect((await anyone.post("/api/password/reset", { token, password: "brand new secret" })).status).toBe(204)
    expect((await anyone.post("/api/password/reset", { token, password: "another secret!" })).status).toBe(422)
    expect((await anyone.signIn("forgot@example.com", "brand new secret")).status).toBe(200)
  })

  it("limits reset links per address, found or not, with the same answer", async () => {
    const anyone = new TestClient(server.url)
    for (const email of ["limited@example.com", "nobody-limited@example.com"]) {
      if (email === "limited@example.com") await anyone.signUp(email)
      for (let i = 0; i < 3; i++) expect((await anyone.post("/api/password/forgot", { email })).status).toBe(202)
      const fourth = await anyone.post("/api/password/forgot", { email })
      expect(fourth.status).toBe(429)
      expect(fourth.body.message).toBe("Too many reset links asked for; wait 15 minutes.")
    }
    expect(
      (await server.run(outboxFor("limited@example.com"))).filter((m) => m.subject === "Reset your password"),
    ).toHaveLength(3)
  })

  it("takes as long to refuse an unknown address as a wrong password", async () => {
    const anyone = new TestClient(server.url)
    await anyone.signUp("timing@example.com")
    const time = async (email: string) => {
      const started = performance.now()
      await new TestClient(server.url).signIn(email, "not the password")
      return performance.now() - started
    }
    const median = (xs: Array<number>) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
    const known: Array<number> = []
    const unknown: Array<number> = []
    for (let i = 0; i < 4; i++) {
      known.push(await time("timing@example.com"))
      unknown.push(await time(`nobody-${i}@example.com`))
    }
    // Both pay for one password check; without the stand-in, an unknown address answered several times faster.
    expect(median(unknown)).toBeGreaterThan(median(known) / 2)
  })

  it("answers an unknown API path with a JSON 404", async () => {
    const response = await new TestClient(server.url).get("/api/no/such/thing")
    expect(response.status).toBe(404)
    expect(response.body).toMatchObject({ error: "not_found" })
    expect(response.headers.get("x-request-id")).toBeTruthy()
  })
})

describe("API tokens", () => {
  it("an admin creates one, integrations call with it (no CSRF), and a revoked one stops working", async () => {
    const facility = await makeFacility(server)
    const { client: admin } = await makeUser(server, { roles: [[facility.id, "admin"]] })
    const { client: player } = await makeUser(server, { roles: [[facility.id, "player"]] })
    expect((await player.post("/api/api_tokens", { name: "mine" })).status).toBe(403)
    expect((await admin.post("/api/api_tokens", { name: "" })).status).toBe(400)

    const created = await admin.post("/api/api_tokens", { name: "Front-desk kiosk" })
    expect(created.status).toBe(201)
    expect(created.body.token).toMatch(/^vt_/)
    const listed = await admin.get("/api/api_tokens")
    expect(listed.body).toEqual([
      expect.objectContaining({
        name: "Front-desk kiosk",
        token_prefix: created.body.token.slice(0, 8),
        scope: "read",
        revoked_at: null,
      }),
    ])
    expect(JSON.stringify(listed.body)).not.toContain(created.body.token)

    const integration = new TestClient(server.url)
    integration.bearer = created.body.token
    expect((await integration.get(`/api/facilities/${facility.id}/general_settings`)).status).toBe(200)
    // A token reads unless made to write; what takes a manager takes the admin scope.
    expect(created.body.scope).toBe("read")
    const readOnly = await integration.put(`/api/facilities/${facility.id}/general_settings`, { name: "Via token" })
    expect([readOnly.status, readOnly.body.message]).toEqual([
      403,
      "This API token has the read scope; this call needs admin.",
    ])
    const scoped = async (scope: string) => {
      const client = new TestClient(server.url)
      client.bearer = (await admin.post("/api/api_tokens", { name: scope, scope })).body.token
      return client
    }
    const writer = await scoped("write")
    expect((await writer.put(`/api/facilities/${facility.id}/general_settings`, { name: "Via token" })).status).toBe(
      403,
    )
    const adminToken = await scoped("admin")
    expect(
      (await adminToken.put(`/api/facilities/${facility.id}/general_settings`, { name: "Via token" })).body.name,
    ).toBe("Via token")
    expect((await admin.post("/api/api_tokens", { name: "odd", scope: "everything" })).status).toBe(400)

    expect((await admin.del(`/api/api_tokens/${created.body.id}`)).status).toBe(204)
    expect((await integration.get(`/api/facilities/${facility.id}/general_settings`)).status).toBe(401)
    expect((await admin.del(`/api/api_tokens/99999999`)).status).toBe(404)
    expect((await admin.del(`/api/api_tokens/abc`)).status).toBe(400)

    const forged = new TestClient(server.url)
    forged.bearer = "vt_forged"
    expect((await forged.get("/api/session")).status).toBe(401)
  })
})

describe("an API token limited to one club", () => {
  it("reaches that club's calls with the person's role there, and nothing of another club or of no club", async () => {
    const a = await makeFacility(server)
    const b = await makeFacility(server)
    const other = await makeFacility(server)
    const { client: admin } = await makeUser(server, {
      roles: [
        [a.id, "admin"],
        [b.id, "admin"],
      ],
    })
    expect((await admin.post("/api/api_tokens", { name: "x", facility_id: "abc" })).status).toBe(400)
    const elsewhere = await admin.post("/api/api_tokens", { name: "x", facility_id: other.id })
    expect([elsewhere.status, elsewhere.body.message]).toEqual([
      422,
      "A token is limited to a club you have a role at.",
    ])
    const created = await admin.post("/api/api_tokens", { name: "Club A's kiosk", scope: "admin", facility_id: a.id })
    expect(created.status).toBe(201)
    expect(created.body.facility_id).toBe(a.id)
    expect((await admin.get("/api/api_tokens")).body).toEqual([
      expect.objectContaining({ name: "Club A's kiosk", facility_id: a.id }),
    ])

    const kiosk = new TestClient(server.url)
    kiosk.bearer = created.body.token
    expect((await kiosk.get(`/api/facilities/${a.id}/general_settings`)).status).toBe(200)
    expect((await kiosk.put(`/api/facilities/${a.id}/general_settings`, { name: "Club A" })).body.name).toBe("Club A")
    const clubB = await kiosk.put(`/api/facilities/${b.id}/general_settings`, { name: "Taken over" })
    expect([clubB.status, clubB.body.message]).toEqual([
      403,
      `This API token is limited to club ${a.id}; this call is about club ${b.id}.`,
    ])
    expect((await admin.get(`/api/facilities/${b.id}/general_settings`)).body.name).not.toBe("Taken over")
    const noClub = await kiosk.get("/api/users/reservations")
    expect([noClub.status, noClub.body.message]).toEqual([
      403,
      "This API token is limited to one club; this call is not about one club.",
    ])
    // Public calls answer it as nobody: the public calendar, but nothing of the person's other clubs.
    expect((await kiosk.get(`/api/facilities/${b.id}`)).status).toBe(200)
    const session = await kiosk.get("/api/session")
    expect([session.body.user, session.body.facilities]).toEqual([null, []])
  })
})

describe("what a token may not do, and what ends tokens", () => {
  it("a token changes no password, e-mail or token; a new password, by change or reset, ends every token", async () => {
    const facility = await makeFacility(server)
    const { client: admin, user, email } = await makeUser(server, { roles: [[facility.id, "admin"]] })
    const token = async () => {
      const client = new TestClient(server.url)
      client.bearer = (await admin.post("/api/api_tokens", { name: "script", scope: "admin" })).body.token
      return client
    }
    const integration = await token()
    for (const refused of [
      await integration.put("/api/password", { current_password: PASSWORD, password: "stolen by a script" }),
      await integration.post("/api/api_tokens", { name: "another" }),
      await integration.put(`/api/users/${user.id}`, { email: "thief@example.com" }),
    ]) {
      expect(refused.status).toBe(403)
      expect(refused.body.message).toBe("Sign in to do this; an API token cannot.")
    }
    expect((await integration.get("/api/session")).body.user.email).toBe(email)

    expect((await admin.put("/api/password", { current_password: PASSWORD, password: "a second secret" })).status).toBe(
      204,
    )
    expect((await integration.get("/api/session")).status).toBe(401)

    const again = await token()
    const anyone = new TestClient(server.url)
    await anyone.post("/api/password/forgot", { email })
    await anyone.post("/api/password/forgot", { email })
    const [older, newer] = (await server.run(outboxFor(email)))
      .filter((m) => m.subject === "Reset your password")
      .map((m) => /token=([\w-]+)/.exec(m.body)![1]!)
    expect((await anyone.post("/api/password/reset", { token: older, password: "a third secret" })).status).toBe(422)
    expect((await anyone.post("/api/password/reset", { token: newer, password: "a third secret" })).status).toBe(204)
    expect((await again.get("/api/session")).status).toBe(401)
  })
})

describe("requests from other sites", () => {
  it("refuses a forged cross-site sign-in and other cross-site changes without a token, and allows same-site ones", async () => {
    await new TestClient(server.url).signUp("origin@example.com")
    const host = new URL(server.url).host
    const forged = await new TestClient(server.url).request(
      "POST",
      "/api/sign_in",
      { email: "origin@example.com", password: "correct horse battery" },
      { origin: "https://evil.example" },
    )
    expect(forged.status).toBe(403)
    expect(forged.body.message).toMatch(/other sites/)
    expect(forged.headers.get("set-cookie")).toBeNull()
    const opaque = await new TestClient(server.url).request(
      "POST",
      "/api/sign_up",
      { email: "x@example.com" },
      { origin: "null" },
    )
    expect(opaque.status).toBe(403)
    const same = await new TestClient(server.url).request(
      "POST",
      "/api/sign_in",
      { email: "origin@example.com", password: "correct horse battery" },
      { origin: `http://${host}` },
    )
    expect(same.status).toBe(200)
    // Reading stays open to other sites (the embedded calendar), and so do token-authenticated calls.
    expect(
      (
        await new TestClient(server.url).request("GET", "/api/session", undefined, {
          origin: "https://club-site.example",
        })
      ).status,
    ).toBe(200)
  })
})
