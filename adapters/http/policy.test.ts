import { HttpApiBuilder, HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Effect, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeFacility, makeUser } from "../../fixtures/testing/builders"
import { TestClient } from "../../fixtures/testing/client"
import { startTestServer, type TestServer } from "../../fixtures/testing/testServer"
import { Authn, endpointPolicies } from "./authn"
import { ALL_PLUGINS } from "./plugins"
import { apiOf, type Plugin } from "./plugin"
import { Policy, PolicyTag } from "./policy"
import { assembleApi } from "./server"

/** A third party's plugin: one endpoint with a policy, one without. */
const group = HttpApiGroup.make("extra")
  .add(
    HttpApiEndpoint.get("staffOnly", "/api/extra/:id/staff_only")
      .setPath(Schema.Struct({ id: Schema.NumberFromString }))
      .addSuccess(Schema.String)
      .annotate(PolicyTag, Policy.staff()),
  )
  .add(HttpApiEndpoint.get("careless", "/api/extra/careless").addSuccess(Schema.String))
  .middleware(Authn)
const extra: Plugin = {
  name: "extra",
  description: "A plugin added without touching the core.",
  group,
  handlers: HttpApiBuilder.group(apiOf(group), "extra", (h) =>
    h.handle("staffOnly", () => Effect.succeed("secret")).handle("careless", () => Effect.succeed("open")),
  ),
}

describe("policies", () => {
  it("every endpoint of every shipped plugin declares one", () => {
    const endpoints = endpointPolicies(assembleApi(ALL_PLUGINS))
    expect(endpoints.length).toBeGreaterThan(20)
    const missing = endpoints.filter((e) => e.policy === undefined).map((e) => `${e.method} ${e.path} (${e.group})`)
    expect(missing).toEqual([])
  })

  it("every shipped plugin group runs the middleware that enforces them", () => {
    for (const plugin of ALL_PLUGINS) {
      const middlewares = (plugin.group as unknown as HttpApiGroup.HttpApiGroup.AnyWithProps).middlewares
      expect([...middlewares], plugin.name).toContain(Authn)
    }
  })

  it("the walk finds an endpoint that lacks one", () => {
    const missing = endpointPolicies(assembleApi([extra])).filter((e) => e.policy === undefined)
    expect(missing.map((e) => e.path)).toEqual(["/api/extra/careless"])
  })

  describe("a third party's plugin, served", () => {
    let server: TestServer
    beforeAll(async () => {
      server = await startTestServer({}, [...ALL_PLUGINS, extra])
    })
    afterAll(() => server.close())

    it("is enforced by its declared policy, and one without a policy is refused", async () => {
      const facility = await makeFacility(server)
      const other = await makeFacility(server)
      const { client: desk } = await makeUser(server, { roles: [[facility.id, "front_desk"]] })
      const { client: player } = await makeUser(server, { roles: [[facility.id, "player"]] })

      expect((await desk.get(`/api/extra/${facility.id}/staff_only`)).body).toBe("secret")
      expect((await desk.get(`/api/extra/${other.id}/staff_only`)).status).toBe(403)
      expect((await player.get(`/api/extra/${facility.id}/staff_only`)).status).toBe(403)
      expect((await new TestClient(server.url).get(`/api/extra/${facility.id}/staff_only`)).status).toBe(401)

      const careless = await desk.get("/api/extra/careless")
      expect(careless.status).toBe(403)
      expect(careless.body.message).toBe("This endpoint declares no access policy.")
    })

    it("is left out when PLUGINS does not name it", async () => {
      const narrow = await startTestServer({ PLUGINS: "users" }, [...ALL_PLUGINS, extra])
      try {
        const client = new TestClient(narrow.url)
        expect((await client.get("/api/extra/careless")).status).toBe(404)
        expect((await client.get("/api/facilities/1")).status).toBe(404)
        expect((await client.get("/api/session")).status).toBe(200)
      } finally {
        await narrow.close()
      }
    })
  })
})
