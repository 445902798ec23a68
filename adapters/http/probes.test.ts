import { Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../../fixtures/testing/testServer"
import { Alive, Ready } from "./probes"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

describe("the probes", () => {
  it("are answered before the API with the bodies the API declares for them", async () => {
    const alive = await fetch(`${server.url}/healthz`)
    expect(alive.status).toBe(200)
    expect(Schema.decodeUnknownSync(Alive)(await alive.json())).toEqual({ status: "ok" })
    // Not through the API's pipeline, which gives every answer a request id.
    expect(alive.headers.get("x-request-id")).toBeNull()
    const ready = await fetch(`${server.url}/readyz`)
    expect(ready.status).toBe(200)
    expect(Schema.decodeUnknownSync(Ready)(await ready.json()).status).toBe("ok")
    // The API's document still describes them.
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, unknown>
    }
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(["/healthz", "/readyz"]))
    // Anything else on their paths goes the API's way.
    const posted = await fetch(`${server.url}/healthz`, { method: "POST" })
    expect(posted.status).toBe(404)
    expect(posted.headers.get("x-request-id")).not.toBeNull()
  })
})
