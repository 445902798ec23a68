import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import { Chunk, Effect, Stream } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { API_VERSION } from "../adapters/http/deprecation"
import { makeUser } from "../fixtures/testing/builders"
import { makeClub } from "../fixtures/testing/club"
import { startTestServer, type TestServer } from "../fixtures/testing/testServer"
import { GENERATED, generatedClient } from "../scripts/client/generate"
import { createVenueClientEffect } from "./src/effect"
import {
  authorizeUrl,
  createVenueClient,
  exchangeCode,
  type ListOperation,
  pkce,
  revokeToken,
  ROUTES,
  VenueApiError,
  verifyWebhook,
  WebhookSignatureError,
} from "./src/index"
import { consentOnPage } from "../fixtures/testing/partnerApps"
import { signature } from "../adapters/providers/webhooks/http"
import { SqlClient } from "@effect/sql"

const root = path.resolve(import.meta.dirname, "..")

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe("the typed client", () => {
  it("is generated from the API's definitions: every operation, and the files are current", async () => {
    const files = await generatedClient()
    // When this fails: `npm run client:generate` writes them again from the definitions.
    for (const [name, text] of Object.entries(files))
      expect(fs.readFileSync(path.join(GENERATED, name), "utf8")).toBe(text)
    const spec = await (await fetch(`${server.url}/api/openapi.json`)).json()
    const operations = Object.values(spec.paths as Record<string, Record<string, { operationId: string }>>).flatMap(
      (ops) => Object.values(ops).map((o) => o.operationId),
    )
    expect(Object.keys(ROUTES).sort()).toEqual(operations.sort())
  }, 60_000)

  it("calls the API with a token, answering promises or Effects, and a refusal as a VenueApiError with the server's sentence", async () => {
    const club = await makeClub(server)
    const { client: admin } = await makeUser(server, { roles: [[club.facility.id, "admin"]] })
    const token = (await admin.post("/api/api_tokens", { name: "integration", scope: "read" })).body.token as string
    const venue = createVenueClient({ baseUrl: server.url, token })
    const courts = await venue.call("courts.list", { path: { id: club.facility.id } })
    expect(courts.map((c) => c.name)).toEqual(["Court 1"])
    const refused = await venue
      .call("courts.bulkUpsert", {
        path: { id: club.facility.id },
        body: { courts: [{ name: "Court 2", sport: "tennis" }] },
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      )
    expect(refused).toBeInstanceOf(VenueApiError)
    expect(refused).toMatchObject({
      status: 403,
      error: "forbidden",
      message: "This API token has the read scope; this call needs admin.",
    })
    expect((await venue.call("courts.list", { path: { id: club.facility.id } })).length).toBe(1)

    const effects = createVenueClientEffect({ baseUrl: server.url, token })
    const shown = await Effect.runPromise(effects.call("facilities.show", { path: { id: club.facility.id } }))
    expect(shown.id).toBe(club.facility.id)
    const missing = await Effect.runPromise(
      Effect.either(effects.call("facilities.show", { path: { id: 999_999_999 } })),
    )
    expect(missing._tag === "Left" && missing.left.status).toBe(404)

    // Behind a path (a proxy's /venue/), the path is kept; a parameter of dots never climbs it.
    const asked: Array<string> = []
    const recording = createVenueClient({
      baseUrl: "https://club.example/venue/",
      fetch: async (url) => (asked.push(String(url)), new Response("[]", { status: 200 })),
    })
    await recording.call("courts.list", { path: { id: 7 } })
    expect(asked).toEqual(["https://club.example/venue/api/facilities/7/courts"])
    // A program without types may still send one.
    await expect(recording.call("courts.list", { path: { id: ".." as unknown as number } })).rejects.toThrow(TypeError)
    expect(asked).toHaveLength(1)
  })

  it("reads a list that grows by cursor, page after page in a for-await loop; only those lists take a cursor", async () => {
    const club = await makeClub(server)
    for (let i = 0; i < 5; i++) await club.booking()
    // The player's own session, as a phone app signed in as them would send it.
    const venue = createVenueClient({ baseUrl: server.url, headers: { cookie: club.player.cookie! } })
    const numbered = await venue.call("agenda.myReservations")
    expect(numbered.reservations).toHaveLength(5)
    const looped: Array<number> = []
    for await (const booking of venue.list("agenda.myReservations", {}, { limit: 2 })) looped.push(booking.id)
    expect(looped).toEqual(numbered.reservations.map((r) => r.id))
    const first = await venue.page("agenda.myReservations", { query: { when: "upcoming" } }, { limit: 3 })
    expect([first.object, first.data.length, first.has_more]).toEqual(["list", 3, true])
    const rest = await venue.page("agenda.myReservations", undefined, { limit: 3, startingAfter: first.data[2]!.id })
    expect([rest.data.length, rest.has_more]).toEqual([2, false])
    const streamed = await Effect.runPromise(
      Stream.runCollect(
        createVenueClientEffect({ baseUrl: server.url, headers: { cookie: club.player.cookie! } }).list(
          "agenda.myReservations",
          undefined,
          { limit: 2 },
        ),
      ),
    )
    expect(Chunk.toArray(streamed).map((r) => r.id)).toEqual(looped)
    const lists: ReadonlyArray<ListOperation> = [
      "agenda.myReservations",
      "payments.userPayments",
      "users.search",
      "auditLog.facilityLogs",
      "outgoingWebhooks.webhookDeliveries",
    ]
    expect(lists).toHaveLength(5)
    // @ts-expect-error A club's courts are few: they are not read by cursor.
    const courts: ListOperation = "courts.list"
    expect(courts).toBe("courts.list")
  })

  it("is a package ready to publish, versioned as the API", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "package.json"), "utf8"))
    expect(pkg.version).toBe(API_VERSION)
    const packed = JSON.parse(
      execFileSync("npm", ["pack", "-w", "@venue/client", "--dry-run", "--json"], { cwd: root, encoding: "utf8" }),
    )
    const files = packed[0].files.map((f: { path: string }) => f.path)
    expect(files).toEqual(
      expect.arrayContaining(["dist/index.js", "dist/index.d.ts", "dist/effect.js", "package.json"]),
    )
    expect(files.filter((f: string) => f.endsWith(".ts") && !f.endsWith(".d.ts"))).toEqual([])
  }, 120_000)

  it("retries 429 and 503 as Retry-After says, every try of a write under one Idempotency-Key, and tells a refusal's kind, type and request id", async () => {
    const tries: Array<{ url: string; key: string | null }> = []
    const answers = [
      new Response(JSON.stringify({ error: "unavailable", message: "Not now." }), {
        status: 503,
        headers: { "retry-after": "0" },
      }),
      new Response(JSON.stringify({ error: "too_many_requests", message: "Slow down." }), {
        status: 429,
        headers: { "retry-after": "0" },
      }),
      new Response(JSON.stringify({ id: 1 }), { status: 201, headers: { "content-type": "application/json" } }),
    ]
    const flaky = createVenueClient({
      baseUrl: "https://club.example",
      fetch: async (url, init) => {
        tries.push({ url: String(url), key: new Headers(init?.headers).get("idempotency-key") })
        return answers.shift()!
      },
    })
    await flaky.call("courts.bulkUpsert", { path: { id: 7 }, body: { courts: [{ name: "Court 2", sport: "tennis" }] } })
    expect(tries).toHaveLength(3)
    expect(new Set(tries.map((t) => t.key)).size).toBe(1)
    expect(tries[0]!.key).toMatch(/^[0-9a-f-]{36}$/)
    const gave = await createVenueClient({
      baseUrl: "https://club.example",
      maxRetries: 1,
      fetch: async () => new Response("{}", { status: 503, headers: { "retry-after": "0" } }),
    })
      .call("courts.list", { path: { id: 7 } })
      .catch((e: unknown) => e)
    expect(gave).toMatchObject({ status: 503 })

    const missing = await createVenueClient({ baseUrl: server.url })
      .call("courts.list", { path: { id: 987_654 } })
      .then(
        () => undefined,
        (e: unknown) => e as VenueApiError,
      )
    expect(missing).toMatchObject({
      status: 404,
      kind: "NotFound",
      type: "/docs/problems#not_found",
      message: "Facility was not found.",
    })
    expect(missing?.requestId).toMatch(/.+/)
    expect(missing?.headers?.get("x-request-id")).toBe(missing?.requestId)
  })

  it("does OAuth for a partner app: PKCE, the exchange, a refresh on 401 once, and revocation; OAuth's refusal reads as its description", async () => {
    const club = await makeClub(server)
    const { client: operator } = await makeUser(server, { platformAdmin: true })
    const { client: owner } = await makeUser(server, { roles: [[club.facility.id, "owner"]] })
    const redirectUri = "https://partner.example/callback"
    const registered = await operator.post("/api/partner_apps", {
      name: "Court Scheduler",
      redirect_uris: [redirectUri],
      scope: "write",
      confidential: false,
    })
    const app = { baseUrl: server.url, clientId: registered.body.app.client_id as string }
    const { verifier, challenge } = await pkce()
    const asked = new URL(authorizeUrl({ ...app, redirectUri, challenge, scope: "write", state: "s1" }))
    expect(asked.pathname).toBe("/oauth/authorize")
    const consent = await consentOnPage(server, owner, {
      ...Object.fromEntries(asked.searchParams),
      facility_id: club.facility.id,
      approve: true,
    })
    const back = new URL(consent.location)
    expect(back.searchParams.get("state")).toBe("s1")
    const tokens = await exchangeCode(app, { code: back.searchParams.get("code")!, verifier, redirectUri })
    expect(tokens).toMatchObject({ scope: "write", facility_id: club.facility.id })

    const refusal = await exchangeCode(app, { code: "not-a-code", verifier, redirectUri }).then(
      () => undefined,
      (e: unknown) => e as VenueApiError,
    )
    expect(refusal).toMatchObject({ status: 400, error: "invalid_grant", type: "/docs/problems#invalid_grant" })
    expect(refusal?.message).toMatch(/code is unknown, used/)

    const heard: Array<string> = []
    const oauth = {
      clientId: app.clientId,
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token!,
      onTokens: (t: { access_token: string }) => void heard.push(t.access_token),
    }
    const venue = createVenueClient({ baseUrl: server.url, oauth })
    expect((await venue.call("courts.list", { path: { id: club.facility.id } })).length).toBe(1)
    // The access token runs out: the next call refreshes once and goes on.
    await server.run(
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql`update app_tokens set expires_at = now() - interval '1 second'`),
    )
    expect((await venue.call("courts.list", { path: { id: club.facility.id } })).length).toBe(1)
    expect(heard).toEqual([oauth.accessToken])
    expect(oauth.accessToken).not.toBe(tokens.access_token)

    await revokeToken(app, oauth.refreshToken)
    const ended = await venue.call("courts.list", { path: { id: club.facility.id } }).catch((e: unknown) => e)
    // Nothing left to refresh with: the refusal says so, and the app asks the person again.
    expect(ended).toMatchObject({ status: 400, error: "invalid_grant" })
  })

  it("checks a webhook's signature as the server signs it, refusing a changed body or an old one", async () => {
    const body = JSON.stringify({ id: "evt_1", type: "reservation.created", api_version: 2, created: 1, data: {} })
    const now = Math.floor(Date.now() / 1000)
    const header = signature("whsec_test", now, body)
    expect((await verifyWebhook(body, header, "whsec_test")).type).toBe("reservation.created")
    await expect(verifyWebhook(body.replace("evt_1", "evt_2"), header, "whsec_test")).rejects.toThrow(
      WebhookSignatureError,
    )
    await expect(verifyWebhook(body, header, "whsec_other")).rejects.toThrow(/does not match/)
    await expect(verifyWebhook(body, signature("whsec_test", now - 600, body), "whsec_test")).rejects.toThrow(
      /too long ago/,
    )
    await expect(verifyWebhook(body, undefined, "whsec_test")).rejects.toThrow(/missing or malformed/)
  })
})
