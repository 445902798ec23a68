import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../../fixtures/testing/testServer"
import { REGIONAL_KEYS } from "../../adapters/http/plugins/regional"
import { CATALOGUE, EXTENSIONS, NOT_CALLS } from "./catalogue"

let server: TestServer
let documented: Set<string>
let deprecated: Set<string>
beforeAll(async () => {
  server = await startTestServer()
  const spec = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { deprecated?: boolean }>>
  }
  documented = new Set(
    Object.entries(spec.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((m) => `${m.toUpperCase()} ${path.replace(/\{[^}]+\}/g, "{}")}`),
    ),
  )
  deprecated = new Set(
    Object.entries(spec.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, o]) => o.deprecated === true)
        .map(([m]) => `${m.toUpperCase()} ${path}`),
    ),
  )
})
afterAll(() => server.close())

/** Whether the app routes a request: it answers as the API does, not "There is no …" nor the web client. */
const routed = async (method: string, path: string) => {
  const response = await fetch(`${server.url}${path.replace(/\{facilitySlug\}/g, "demo").replace(/\{[^}]+\}/g, "1")}`, {
    method,
    headers: { "content-type": "application/json" },
    ...(method === "GET" ? {} : { body: "{}" }),
  })
  const text = await response.text()
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) return false
  const body = text === "" ? {} : JSON.parse(text)
  return !(response.status === 404 && typeof body.message === "string" && body.message.startsWith("There is no"))
}

/** The API writes the regional provider's calls with its key as a placeholder: one call per provider key. */
const served = (entries: ReadonlyArray<(typeof CATALOGUE)[number]>) =>
  entries.flatMap((e) =>
    e.path.includes("{regional_payment_provider}")
      ? REGIONAL_KEYS.map((key) => ({ ...e, path: e.path.replace("{regional_payment_provider}", key) }))
      : [e],
  )

describe("the route catalogue", () => {
  it("matches what the app serves, entry by entry", async () => {
    const wrong: Array<string> = []
    for (const entry of served(CATALOGUE)) {
      const key = `${entry.method} ${entry.path.replace(/\{[^}]+\}/g, "{}")}`
      if (entry.implemented && !(documented.has(key) && (await routed(entry.method, entry.path))))
        wrong.push(`${key} is marked implemented but is not served`)
      // A static path the API names may still fall into a parameter route (/api/users/{id}); the document is the word.
      if (!entry.implemented && documented.has(key)) wrong.push(`${key} is served but marked not yet implemented`)
    }
    expect(wrong).toEqual([])
  })

  it("lists every call the app serves beyond the contract as an extension with a client function", () => {
    const listed = new Set(
      served([...CATALOGUE, ...EXTENSIONS]).map((e) => `${e.method} ${e.path.replace(/\{[^}]+\}/g, "{}")}`),
    )
    expect([...documented].filter((key) => !listed.has(key) && !NOT_CALLS.includes(key))).toEqual([])
    expect(EXTENSIONS.filter((e) => !documented.has(`${e.method} ${e.path.replace(/\{[^}]+\}/g, "{}")}`))).toEqual([])
  })

  it("marks deprecated exactly the calls the OpenAPI document marks", () => {
    const marked = [...CATALOGUE, ...EXTENSIONS]
      .filter((e) => e.deprecated === true)
      .map((e) => `${e.method} ${e.path}`)
    expect(marked.sort()).toEqual([...deprecated].sort())
  })

  it("names every call once", () => {
    const all = [...CATALOGUE, ...EXTENSIONS]
    const keys = all.map((e) => `${e.method} ${e.path}`)
    expect(new Set(keys).size).toBe(keys.length)
    const names = all.map((e) => e.name)
    expect(new Set(names).size).toBe(names.length)
  })
})
