import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../../fixtures/testing/testServer"
import { PROBLEMS } from "./problems"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe("error answers", () => {
  it("are RFC 9457 problem details beside the fields they always had, under the request's id", async () => {
    const answer = await fetch(`${server.url}/api/facilities/987654/courts`, { headers: { "x-request-id": "req-42" } })
    expect(answer.status).toBe(404)
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/)
    expect(await answer.json()).toEqual({
      _tag: "NotFound",
      error: "not_found",
      message: "Facility was not found.",
      errors: [],
      type: "/docs/problems#not_found",
      title: "No such thing",
      status: 404,
      detail: "Facility was not found.",
      instance: "urn:venue:request:req-42",
    })
  })

  it("come as application/problem+json to a caller that asks, in its language, and a 401 says how to authenticate", async () => {
    const answer = await fetch(`${server.url}/api/users/info`, {
      headers: { accept: "application/problem+json", "accept-language": "es", authorization: "Bearer vat_nothing" },
    })
    expect(answer.status).toBe(401)
    expect(answer.headers.get("content-type")).toMatch(/^application\/problem\+json/)
    expect(answer.headers.get("www-authenticate")).toBe('Bearer realm="venue", error="invalid_token"')
    const body = await answer.json()
    expect(body).toMatchObject({ type: "/docs/problems#unauthorized", status: 401, error: "unauthorized" })
    expect(body.detail).toBe(body.message)
    expect(body.detail).not.toMatch(/token is unknown/)
    const anonymous = await fetch(`${server.url}/api/users/info`)
    expect(anonymous.headers.get("www-authenticate")).toBe('Bearer realm="venue"')
  })

  it("from OAuth keep RFC 6749's fields, with the problem's beside", async () => {
    const answer = await fetch(`${server.url}/api/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "grant_type=password&client_id=app_nobody",
    })
    expect(answer.status).toBe(400)
    const body = await answer.json()
    expect(body).toMatchObject({ error: "invalid_client", type: "/docs/problems#invalid_client", status: 400 })
    expect(body.detail).toBe(body.error_description)
  })

  it("point at a page that explains each kind", async () => {
    const page = await (await fetch(`${server.url}/docs/problems`)).text()
    for (const code of Object.keys(PROBLEMS)) expect(page).toContain(`id="${code}"`)
  })
})
