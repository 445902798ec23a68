import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { API_VERSION } from "../adapters/http/deprecation"
import { makeUser } from "../fixtures/testing/builders"
import { makeClub } from "../fixtures/testing/club"
import { startTestServer, type TestServer } from "../fixtures/testing/testServer"
import { GENERATED, generatedClient } from "../scripts/client/generate"
import { createVenueClientEffect } from "./src/effect"
import { createVenueClient, ROUTES, VenueApiError } from "./src/index"

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
    await expect(recording.call("courts.list", { path: { id: ".." } })).rejects.toThrow(TypeError)
    expect(asked).toHaveLength(1)
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
})
