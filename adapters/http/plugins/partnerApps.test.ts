import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { countRows, makeUser } from "../../../fixtures/testing/builders"
import { TestClient } from "../../../fixtures/testing/client"
import { makeClub } from "../../../fixtures/testing/club"
import { appToken, consentOnPage, pkce } from "../../../fixtures/testing/partnerApps"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const REDIRECT = "https://scheduler.example/callback"
/** The token endpoint as an OAuth library calls it: a form, the client's secret by HTTP Basic when it has one. */
const tokenCall = async (form: Record<string, string>, basic?: readonly [string, string]) => {
  const response = await fetch(`${server.url}/api/oauth/token`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(basic === undefined
        ? {}
        : { authorization: `Basic ${Buffer.from(`${basic[0]}:${basic[1]}`).toString("base64")}` }),
    },
    body: new URLSearchParams(form),
  })
  return { status: response.status, body: await response.json().catch(() => undefined), headers: response.headers }
}
const bearer = (token: string) => {
  const client = new TestClient(server.url)
  client.bearer = token
  return client
}

describe("partner apps (OAuth 2.0)", () => {
  it("a club's owner lets an app in with PKCE; its tokens reach that club alone, refresh once, and end when revoked", async () => {
    const a = await makeClub(server)
    const b = await makeClub(server)
    const { client: operator } = await makeUser(server, { platformAdmin: true })
    const { client: owner } = await makeUser(server, { roles: [[a.facility.id, "owner"]] })
    const app = { name: "Court Scheduler", confidential: false, scope: "write", redirect_uris: [REDIRECT] }
    expect((await owner.post("/api/partner_apps", app)).status).toBe(403)
    const unsafe = await operator.post("/api/partner_apps", { ...app, redirect_uris: ["http://evil.example/cb"] })
    expect([unsafe.status, unsafe.body.message]).toEqual([
      422,
      "A redirect address starts with https:// (or http://localhost for development): http://evil.example/cb.",
    ])
    const registered = await operator.post("/api/partner_apps", app)
    expect(registered.status).toBe(201)
    expect(registered.body.client_secret).toBeNull()
    const clientId = registered.body.app.client_id as string

    const { verifier, challenge } = pkce()
    const ask = {
      response_type: "code",
      client_id: clientId,
      redirect_uri: REDIRECT,
      scope: "write",
      state: "xyz",
      code_challenge: challenge,
      code_challenge_method: "S256",
    }
    const shown = await owner.get(`/api/oauth/authorize?${new URLSearchParams(ask)}`)
    expect(shown.body).toEqual({
      app: { name: "Court Scheduler", description: "", homepage_url: null },
      scope: "write",
      facility_ids: [a.facility.id],
    })
    const elsewhere = await owner.get(
      `/api/oauth/authorize?${new URLSearchParams({ ...ask, redirect_uri: "https://evil.example/cb" })}`,
    )
    expect([elsewhere.status, elsewhere.body.message]).toEqual([
      422,
      "This redirect address is not one the app registered.",
    ])
    expect(
      (await owner.get(`/api/oauth/authorize?${new URLSearchParams({ ...ask, scope: "admin" })}`)).body.message,
    ).toBe("This app may be given at most the write scope.")
    // Only the club's own owner or admin lets an app act as them there.
    for (const refused of [
      await consentOnPage(server, a.player, { ...ask, facility_id: a.facility.id, approve: true }),
      await consentOnPage(server, b.manager, { ...ask, facility_id: a.facility.id, approve: true }),
    ])
      expect(refused.status).toBe(403)
    // A script holding the owner's cookie and CSRF token gets no code: not by a call a page's script makes,
    // nor by one with no browser's word that a person sent it, nor as JSON; an API token cannot consent.
    const allow = { ...ask, facility_id: a.facility.id, approve: true }
    for (const script of [
      await consentOnPage(server, owner, allow, { "sec-fetch-mode": "cors", "sec-fetch-site": "same-origin" }),
      await consentOnPage(server, owner, allow, { "sec-fetch-mode": "navigate", "sec-fetch-site": "same-origin" }),
      await consentOnPage(server, owner, allow, {}),
    ]) {
      expect([script.status, script.location]).toEqual([403, ""])
      expect(script.text).not.toContain("vac_")
    }
    expect((await owner.post("/api/oauth/authorize", allow)).status).toBeGreaterThanOrEqual(400)
    const token = (await owner.post("/api/api_tokens", { name: "script", scope: "admin" })).body.token as string
    const byToken = await fetch(`${server.url}/api/oauth/authorize`, {
      method: "POST",
      redirect: "manual",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...ask, facility_id: String(a.facility.id), approve: "true" }),
    })
    expect(byToken.status).toBe(403)
    expect(await consentOnPage(server, owner, { ...allow, csrf_token: "forged" })).toMatchObject({ status: 403 })
    expect(await countRows(server, "app_grants")).toBe(0)
    const denied = await consentOnPage(server, owner, { ...ask, facility_id: a.facility.id, approve: false })
    expect(denied.location).toBe(`${REDIRECT}?state=xyz&error=access_denied`)

    const consented = await consentOnPage(server, owner, { ...ask, facility_id: a.facility.id, approve: true })
    expect([consented.status, consented.text, consented.cacheControl]).toEqual([303, "", "no-store"])
    const answer = new URL(consented.location)
    expect(answer.origin + answer.pathname).toBe(REDIRECT)
    expect(answer.searchParams.get("state")).toBe("xyz")
    const code = answer.searchParams.get("code")!

    const exchange = { grant_type: "authorization_code", code, redirect_uri: REDIRECT, client_id: clientId }
    const wrong = await tokenCall({ ...exchange, code_verifier: pkce().verifier })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ error: "invalid_grant" })
    // A failed exchange uses the code up: it is taken once, whoever presents it.
    const { verifier: v2, challenge: c2 } = pkce()
    const again = await consentOnPage(server, owner, {
      ...ask,
      code_challenge: c2,
      facility_id: a.facility.id,
      approve: true,
    })
    const code2 = new URL(again.location).searchParams.get("code")!
    const first = await tokenCall({ ...exchange, code: code2, code_verifier: v2 })
    expect(first.status).toBe(200)
    // A code shown again is refused, and what it gave ends (RFC 6749 §4.1.2).
    expect((await tokenCall({ ...exchange, code: code2, code_verifier: v2 })).body.error).toBe("invalid_grant")
    expect((await bearer(first.body.access_token).get(`/api/facilities/${a.facility.id}/courts`)).status).toBe(401)
    const { verifier: v3, challenge: c3 } = pkce()
    const third = await consentOnPage(server, owner, {
      ...ask,
      code_challenge: c3,
      facility_id: a.facility.id,
      approve: true,
    })
    const code3 = new URL(third.location).searchParams.get("code")!
    const tokens = await tokenCall({ ...exchange, code: code3, code_verifier: v3 })
    expect(tokens.status).toBe(200)
    expect(tokens.headers.get("cache-control")).toBe("no-store")
    expect(tokens.body).toMatchObject({
      token_type: "Bearer",
      expires_in: 3600,
      scope: "write",
      facility_id: a.facility.id,
    })
    expect((await tokenCall({ ...exchange, code_verifier: verifier })).body.error).toBe("invalid_grant")

    const scheduler = bearer(tokens.body.access_token)
    expect((await scheduler.get(`/api/facilities/${a.facility.id}/courts`)).status).toBe(200)
    const clubB = await scheduler.get(`/api/facilities/${b.facility.id}/general_settings`)
    expect([clubB.status, clubB.body.message]).toEqual([
      403,
      `This API token is limited to club ${a.facility.id}; this call is about club ${b.facility.id}.`,
    ])
    const beyond = await scheduler.put(`/api/facilities/${a.facility.id}/general_settings`, { name: "By the app" })
    expect([beyond.status, beyond.body.message]).toEqual([
      403,
      "This API token has the write scope; this call needs admin.",
    ])

    const refreshed = await tokenCall({
      grant_type: "refresh_token",
      refresh_token: tokens.body.refresh_token,
      client_id: clientId,
    })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.refresh_token).not.toBe(tokens.body.refresh_token)
    // Another app cannot spend it (it changes nothing); its own app, once.
    const intruder = await operator.post("/api/partner_apps", { ...app, name: "Intruder" })
    const stolen = await tokenCall({
      grant_type: "refresh_token",
      refresh_token: refreshed.body.refresh_token,
      client_id: intruder.body.app.client_id,
    })
    expect(stolen.body.error).toBe("invalid_grant")
    expect((await bearer(refreshed.body.access_token).get(`/api/facilities/${a.facility.id}/courts`)).status).toBe(200)
    const reused = await tokenCall({
      grant_type: "refresh_token",
      refresh_token: tokens.body.refresh_token,
      client_id: clientId,
    })
    expect(reused.body.error).toBe("invalid_grant")
    // A refresh token shown again after its use ends every live token of its grant (RFC 6749 §10.4).
    expect((await bearer(refreshed.body.access_token).get(`/api/facilities/${a.facility.id}/courts`)).status).toBe(401)
    const { verifier: v4, challenge: c4 } = pkce()
    const fourth = await consentOnPage(server, owner, {
      ...ask,
      code_challenge: c4,
      facility_id: a.facility.id,
      approve: true,
    })
    const renewed = await tokenCall({
      ...exchange,
      code: new URL(fourth.location).searchParams.get("code")!,
      code_verifier: v4,
    })

    // A resource server asks about a token (RFC 7662): live and what it reaches, to its own app only.
    const introspect = (token: string, client_id: string) =>
      fetch(`${server.url}/api/oauth/introspect`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token, client_id }),
      }).then((r) => r.json())
    expect(await introspect(renewed.body.access_token, clientId)).toEqual(
      expect.objectContaining({ active: true, scope: "write", client_id: clientId, facility_id: a.facility.id }),
    )
    expect(await introspect(renewed.body.refresh_token, clientId)).toEqual(
      expect.objectContaining({ active: true, token_type: "refresh_token" }),
    )
    expect(await introspect(renewed.body.access_token, intruder.body.app.client_id)).toEqual({ active: false })

    const revoked = await fetch(`${server.url}/api/oauth/revoke`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: renewed.body.access_token, client_id: clientId }),
    })
    expect(revoked.status).toBe(200)
    expect((await bearer(renewed.body.access_token).get(`/api/facilities/${a.facility.id}/courts`)).status).toBe(401)
    expect(await introspect(renewed.body.access_token, clientId)).toEqual({ active: false })

    // Each consent made a new grant and ended the one before, with its tokens.
    expect((await scheduler.get(`/api/facilities/${a.facility.id}/courts`)).status).toBe(401)
    const { verifier: v5, challenge: c5 } = pkce()
    const fifth = await consentOnPage(server, owner, {
      ...ask,
      code_challenge: c5,
      facility_id: a.facility.id,
      approve: true,
    })
    const last = await tokenCall({
      ...exchange,
      code: new URL(fifth.location).searchParams.get("code")!,
      code_verifier: v5,
    })
    const lastApp = bearer(last.body.access_token)
    expect((await lastApp.get(`/api/facilities/${a.facility.id}/courts`)).status).toBe(200)

    // The club's owner sees the grant and ends it: every token it gave stops at once.
    const grants = await owner.get(`/api/facilities/${a.facility.id}/app_grants`)
    expect(grants.body[0]).toEqual(
      expect.objectContaining({ app_name: "Court Scheduler", scope: "write", revoked_at: null }),
    )
    expect(grants.body.slice(1).every((g: { revoked_at: string | null }) => g.revoked_at !== null)).toBe(true)
    expect((await b.manager.get(`/api/facilities/${a.facility.id}/app_grants`)).status).toBe(403)
    expect((await owner.del(`/api/facilities/${a.facility.id}/app_grants/${grants.body[0].id}`)).status).toBe(204)
    expect((await lastApp.get(`/api/facilities/${a.facility.id}/courts`)).status).toBe(401)
  })

  it("a server-to-server app takes client credentials for a club that let it in, proving itself with its secret", async () => {
    const a = await makeClub(server)
    const { client: operator } = await makeUser(server, { platformAdmin: true })
    const { client: owner } = await makeUser(server, { roles: [[a.facility.id, "owner"]] })
    const registered = await operator.post("/api/partner_apps", {
      name: "Ledger sync",
      confidential: true,
      scope: "read",
      redirect_uris: [REDIRECT],
    })
    const clientId = registered.body.app.client_id as string
    const secret = registered.body.client_secret as string
    expect(secret).toMatch(/^vas_/)
    const form = { grant_type: "client_credentials", facility_id: String(a.facility.id) }
    expect((await tokenCall(form, [clientId, secret])).body).toMatchObject({ error: "invalid_grant" })

    const { challenge } = pkce()
    await consentOnPage(server, owner, {
      response_type: "code",
      client_id: clientId,
      redirect_uri: REDIRECT,
      code_challenge: challenge,
      code_challenge_method: "S256",
      facility_id: a.facility.id,
      approve: true,
    })
    expect((await tokenCall(form, [clientId, "vas_wrong"])).body).toMatchObject({ error: "invalid_client" })
    expect((await tokenCall({ ...form, scope: "write" }, [clientId, secret])).body).toMatchObject({
      error: "invalid_scope",
    })
    const tokens = await tokenCall(form, [clientId, secret])
    expect(tokens.body).toMatchObject({ scope: "read", facility_id: a.facility.id })
    expect(tokens.body.refresh_token).toBeUndefined()
    expect((await bearer(tokens.body.access_token).get(`/api/facilities/${a.facility.id}/courts`)).status).toBe(200)
    expect((await tokenCall({ grant_type: "password" }, [clientId, secret])).body.error).toBe("unsupported_grant_type")
    // Retired by the platform's admins: its tokens stop at once, and it takes no new ones.
    expect((await owner.del(`/api/partner_apps/${registered.body.app.id}`)).status).toBe(403)
    expect((await operator.del(`/api/partner_apps/${registered.body.app.id}`)).status).toBe(204)
    expect((await bearer(tokens.body.access_token).get(`/api/facilities/${a.facility.id}/courts`)).status).toBe(401)
    expect((await tokenCall(form, [clientId, secret])).body.error).toBe("invalid_client")
  })

  it("counts each app's calls a minute at each club, saying where it stands, and refuses past its limit with 429", async () => {
    const a = await makeClub(server)
    const { client: operator } = await makeUser(server, { platformAdmin: true })
    const { client: owner } = await makeUser(server, { roles: [[a.facility.id, "owner"]] })
    const app = bearer(await appToken(server, operator, owner, a.facility.id, "read", { rate_per_minute: 3 }))
    // The count is a minute's: start well inside one, so the four calls share it.
    while (new Date().getSeconds() > 50) await new Promise((done) => setTimeout(done, 500))
    const remaining: Array<string | null> = []
    for (let i = 0; i < 3; i++) {
      const answer = await app.get(`/api/facilities/${a.facility.id}/courts`)
      expect(answer.status).toBe(200)
      expect(answer.headers.get("ratelimit-limit")).toBe("3")
      remaining.push(answer.headers.get("ratelimit-remaining"))
    }
    expect(remaining).toEqual(["2", "1", "0"])
    const refused = await app.get(`/api/facilities/${a.facility.id}/courts`)
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(
      /^This app has made its 3 calls this minute at this club; try again in \d+ seconds\.$/,
    )
    const wait = Number(refused.headers.get("retry-after"))
    expect(wait).toBeGreaterThanOrEqual(1)
    expect(wait).toBeLessThanOrEqual(60)
    // A person's own session is not the app's: it is not counted.
    expect((await owner.get(`/api/facilities/${a.facility.id}/courts`)).headers.get("ratelimit-limit")).toBeNull()
  })

  it("a write an app makes is the granter's in the club's audit log, naming the app", async () => {
    const a = await makeClub(server)
    const { client: operator } = await makeUser(server, { platformAdmin: true })
    const { client: owner, user } = await makeUser(server, { roles: [[a.facility.id, "owner"]] })
    const app = bearer(await appToken(server, operator, owner, a.facility.id, "admin"))
    const changed = await app.put(`/api/facilities/${a.facility.id}/general_settings`, { name: "Renamed by an app" })
    expect(changed.status).toBe(200)
    const log = await owner.get(`/api/facilities/${a.facility.id}/logs?subject=facilities`)
    expect(log.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actor: expect.objectContaining({ id: user.id }),
          app: expect.objectContaining({ name: "App admin" }),
          after: expect.objectContaining({ name: "Renamed by an app" }),
        }),
      ]),
    )
  })

  it("a new consent ends the grant before and its tokens; a new password ends the granter's app tokens", async () => {
    const { facility } = await makeClub(server)
    const { client: operator } = await makeUser(server, { platformAdmin: true })
    const { client: owner } = await makeUser(server, { roles: [[facility.id, "owner"]] })
    const { client: admin } = await makeUser(server, { roles: [[facility.id, "admin"]] })
    const registered = await operator.post("/api/partner_apps", {
      name: "Scheduler",
      confidential: false,
      scope: "write",
      redirect_uris: [REDIRECT],
    })
    const clientId = registered.body.app.client_id as string
    const letIn = async (who: TestClient, scope: string) => {
      const { verifier, challenge } = pkce()
      const consented = await consentOnPage(server, who, {
        response_type: "code",
        client_id: clientId,
        redirect_uri: REDIRECT,
        scope,
        code_challenge: challenge,
        code_challenge_method: "S256",
        facility_id: facility.id,
        approve: true,
      })
      const code = new URL(consented.location).searchParams.get("code")!
      const tokens = await tokenCall({
        grant_type: "authorization_code",
        code,
        redirect_uri: REDIRECT,
        code_verifier: verifier,
        client_id: clientId,
      })
      return tokens.body as { access_token: string; refresh_token: string; scope: string }
    }
    const wide = await letIn(owner, "write")
    expect((await bearer(wide.access_token).get(`/api/facilities/${facility.id}/courts`)).status).toBe(200)
    // The admin consents again at a lower scope: the owner's grant ends, and every token it gave,
    // refreshes too; the new grant is the admin's, at read.
    const narrow = await letIn(admin, "read")
    expect(narrow.scope).toBe("read")
    expect((await bearer(wide.access_token).get(`/api/facilities/${facility.id}/courts`)).status).toBe(401)
    const refreshWide = await tokenCall({
      grant_type: "refresh_token",
      refresh_token: wide.refresh_token,
      client_id: clientId,
    })
    expect(refreshWide.body.error).toBe("invalid_grant")
    const grants = (await owner.get(`/api/facilities/${facility.id}/app_grants`)).body as Array<{
      scope: string
      revoked_at: string | null
    }>
    expect(grants.filter((g) => g.revoked_at === null).map((g) => g.scope)).toEqual(["read"])
    // A new password ends the tokens of the apps the person let in.
    expect((await bearer(narrow.access_token).get(`/api/facilities/${facility.id}/courts`)).status).toBe(200)
    const changed = await admin.put("/api/password", {
      current_password: "correct horse battery",
      password: "another long passphrase",
    })
    expect(changed.status).toBe(204)
    expect((await bearer(narrow.access_token).get(`/api/facilities/${facility.id}/courts`)).status).toBe(401)
    const refreshNarrow = await tokenCall({
      grant_type: "refresh_token",
      refresh_token: narrow.refresh_token,
      client_id: clientId,
    })
    expect(refreshNarrow.body.error).toBe("invalid_grant")
  })
})

describe("a club's own apps", () => {
  it("are registered by its owner, get their token by client credentials at once, and stop when the club retires them", async () => {
    const club = await makeClub(server)
    const { client: owner } = await makeUser(server, { roles: [[club.facility.id, "owner"]] })
    const other = await makeClub(server)
    const { client: otherOwner } = await makeUser(server, { roles: [[other.facility.id, "owner"]] })
    const app = { name: "Our sync", confidential: true, scope: "read", redirect_uris: [REDIRECT] }
    expect((await club.manager.post(`/api/facilities/${club.facility.id}/partner_apps`, app)).status).toBe(403)
    const made = await owner.post(`/api/facilities/${club.facility.id}/partner_apps`, app)
    expect(made.status).toBe(201)
    expect(made.body.app.facility_id).toBe(club.facility.id)
    const credentials = [made.body.app.client_id, made.body.client_secret] as const
    const token = await tokenCall(
      { grant_type: "client_credentials", facility_id: String(club.facility.id) },
      credentials,
    )
    expect(token.body).toMatchObject({ facility_id: club.facility.id, scope: "read" })
    expect((await bearer(token.body.access_token).get(`/api/facilities/${club.facility.id}/courts`)).status).toBe(200)
    const elsewhere = await tokenCall(
      { grant_type: "client_credentials", facility_id: String(other.facility.id) },
      credentials,
    )
    expect(elsewhere.body.error).toBe("invalid_grant")

    expect((await otherOwner.get(`/api/facilities/${club.facility.id}/partner_apps`)).status).toBe(403)
    expect((await otherOwner.del(`/api/facilities/${other.facility.id}/partner_apps/${made.body.app.id}`)).status).toBe(
      404,
    )
    const listed = await owner.get(`/api/facilities/${club.facility.id}/partner_apps`)
    expect(listed.body.map((a: { id: number }) => a.id)).toEqual([made.body.app.id])
    expect((await owner.del(`/api/facilities/${club.facility.id}/partner_apps/${made.body.app.id}`)).status).toBe(204)
    expect((await bearer(token.body.access_token).get(`/api/facilities/${club.facility.id}/courts`)).status).toBe(401)
  })
})

describe("the OAuth server's metadata (RFC 8414)", () => {
  it("names its endpoints under the public address, and what it supports: PKCE by S256 only", async () => {
    const answer = await fetch(`${server.url}/.well-known/oauth-authorization-server`)
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/)
    const metadata = await answer.json()
    const issuer = metadata.issuer as string
    expect(metadata).toEqual(
      expect.objectContaining({
        token_endpoint: `${issuer}/api/oauth/token`,
        authorization_endpoint: `${issuer}/oauth/authorize`,
        introspection_endpoint: `${issuer}/api/oauth/introspect`,
        code_challenge_methods_supported: ["S256"],
        grant_types_supported: ["authorization_code", "refresh_token", "client_credentials"],
      }),
    )
  })
})
