import * as fs from "node:fs"
import * as path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../../fixtures/testing/testServer"
import { API_VERSION, deprecationHeaders } from "./deprecation"
import { API_RELEASES } from "./apiVersions"

const changelog = fs.readFileSync(path.resolve(import.meta.dirname, "../../docs/api-changelog.md"), "utf8")

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe("the API's version", () => {
  it("is the OpenAPI document's, and the changelog's newest; every deprecated call is in it and says what to use", async () => {
    const spec = await (await fetch(`${server.url}/api/openapi.json`)).json()
    expect(spec.info.version).toBe(API_VERSION)
    expect(/^## (\d+\.\d+\.\d+)/m.exec(changelog)?.[1]).toBe(API_VERSION)
    const deprecated: Array<string> = []
    for (const [route, operations] of Object.entries(spec.paths as Record<string, Record<string, any>>))
      for (const [method, operation] of Object.entries(operations)) {
        if (operation.deprecated !== true) continue
        deprecated.push(`${method.toUpperCase()} ${route}`)
        expect(operation.description).toMatch(
          /Deprecated since \d{4}-\d{2}-\d{2}: use `(GET|POST|PUT|PATCH|DELETE) \/api\//,
        )
      }
    expect(deprecated).toContain("POST /api/facilities/{id}/own_series/{seriesId}/pay")
    for (const call of deprecated) expect(changelog).toContain(`Deprecated: \`${call}\``)
  })

  it("is named by date on every answer; a request may pin an earlier release, and one that never was is refused", async () => {
    const headings = [...changelog.matchAll(/^## (\d+\.\d+\.\d+) \((\d{4}-\d{2}-\d{2})\)/gm)].map((m) => ({
      date: m[2],
      version: m[1],
    }))
    expect(API_RELEASES).toEqual(headings)
    const today = await fetch(`${server.url}/api/session`)
    expect(today.headers.get("venue-version")).toBe(API_RELEASES[0].date)
    const pinned = await fetch(`${server.url}/api/session`, { headers: { "venue-version": "2026-11-29" } })
    expect([pinned.status, pinned.headers.get("venue-version")]).toEqual([200, "2026-11-29"])
    const unknown = await fetch(`${server.url}/api/session`, { headers: { "venue-version": "2020-01-01" } })
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).message).toMatch(
      /^Venue-Version 2020-01-01 is not a version of this API; send one of 2026-12-06, 2026-12-05/,
    )
  })

  it("announces a deprecation by RFC 9745's and RFC 8594's headers", () => {
    expect(deprecationHeaders({ since: "2026-11-28", use: "GET /api/x" })).toEqual({
      Deprecation: "@1795824000",
      Link: '</docs>; rel="deprecation"; type="text/html"',
    })
    expect(deprecationHeaders({ since: "2026-11-28", use: "GET /api/x", sunset: "2027-06-01" }).Sunset).toBe(
      "Tue, 01 Jun 2027 00:00:00 GMT",
    )
  })
})
