import { createConfig, lintFromString } from "@redocly/openapi-core"
import { OpenApi } from "@effect/platform"
import { describe, expect, it } from "vitest"
import { WEBHOOK_EVENTS } from "../../engine/webhooks/rules"
import { ALL_PLUGINS } from "./plugins/index"
import { assembleApi } from "./server"
import { summaryOf } from "./openApiDocument"

const spec = OpenApi.fromApi(assembleApi(ALL_PLUGINS) as never) as any
const operations = Object.entries<Record<string, any>>(spec.paths).flatMap(([route, byMethod]) =>
  Object.entries(byMethod).map(([method, operation]) => ({ route, method, operation })),
)

/** Redocly's findings the document keeps on purpose, each with its reason. */
const ACCEPTED = [
  {
    rule: "operation-2xx-response",
    at: "#/paths/~1api~1oauth~1authorize/post/responses",
    why: "The consent form answers 303 to the app's redirect address (RFC 6749 §4.1.2): a browser navigation.",
  },
]

describe("the OpenAPI document", () => {
  it("passes Redocly's recommended rules, strictly (warnings included), but for the findings kept on purpose", async () => {
    const config = await createConfig({ extends: ["recommended-strict"] })
    const problems = await lintFromString({ source: JSON.stringify(spec), absoluteRef: "openapi.json", config })
    const unexplained = problems
      .filter((p) => !ACCEPTED.some((a) => a.rule === p.ruleId && p.location[0]?.pointer === a.at))
      .map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`)
    expect(unexplained).toEqual([])
  }, 60_000)

  it("says what each operation accepts: public ones nothing, the rest a session and tokens with the scope needed", () => {
    expect(Object.keys(spec.components.securitySchemes).sort()).toEqual(["apiToken", "csrf", "oauth2", "session"])
    for (const { route, method, operation } of operations) {
      const policy = operation["x-policy"]
      if (policy._tag === "public") {
        expect(operation.security, `${method} ${route}`).toEqual([])
        continue
      }
      expect(operation.security[0], `${method} ${route}`).toEqual(
        method === "get" ? { session: [] } : { session: [], csrf: [] },
      )
      const oauth = operation.security.find((s: object) => "oauth2" in s)
      if (policy._tag !== "facilityRole") expect(oauth, `${method} ${route}`).toBeUndefined()
      else
        expect(oauth.oauth2, `${method} ${route}`).toEqual([
          method === "get" ? "read" : expect.stringMatching(/^(write|admin)$/),
        ])
    }
    const book = operations.find((o) => o.operation.operationId === "reservations.book")
    expect(book?.operation.security).toContainEqual({ oauth2: ["write"] })
  })

  it("gives every operation a summary and its errors as the shared problem answers, with the request id", () => {
    for (const { route, method, operation } of operations) {
      expect(operation.summary, `${method} ${route}`).toMatch(/^[A-Z]/)
      for (const [status, response] of Object.entries<any>(operation.responses)) {
        if (Number(status) >= 400)
          expect(response.$ref, `${method} ${route} ${status}`).toMatch(/^#\/components\/responses\//)
        else expect(response.headers["X-Request-Id"], `${method} ${route} ${status}`).toBeDefined()
      }
    }
    expect(spec.components.schemas.Error.properties).toHaveProperty("instance")
    expect(spec.components.responses.TooManyRequests.headers).toHaveProperty("Retry-After")
    // Each shared error answer shows a body as the server writes it (Redocly checks it against the schema).
    for (const [name, response] of Object.entries<any>(spec.components.responses))
      expect(response.content["application/json"].example.type, name).toMatch(/^\/docs\/problems#/)
    expect(summaryOf("GET", "courts.list")).toBe("List courts")
    expect(summaryOf("GET", "auth.listApiTokens")).toBe("List API tokens")
    expect(summaryOf("POST", "memberships.changeOwner")).toBe("Change owner")
  })

  it("describes every webhook event a club's endpoint may receive, signed", () => {
    expect(Object.keys(spec.webhooks).sort()).toEqual([...WEBHOOK_EVENTS].sort())
    const payment = spec.webhooks["payment.recorded"].post
    expect(payment.parameters.map((p: { name: string }) => p.name)).toContain("Venue-Signature")
    expect(payment.requestBody.content["application/json"].schema.properties.data.properties.object.required).toContain(
      "amount",
    )
  })
})
