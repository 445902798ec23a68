import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as http from "node:http"
import { makeFacility, makeUser } from "../../fixtures/testing/builders"
import { startTestServer, type TestServer } from "../../fixtures/testing/testServer"
import { MAX_JSON_BYTES } from "./limits"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ REQUEST_TIMEOUT_SECONDS: "2" })
})
afterAll(() => server.close())

/** Sends a body in chunks without declaring its length, as a client streaming it would; the answer's status. */
const streamed = (path: string, chunk: string, times: number) =>
  new Promise<number>((resolve, reject) => {
    const url = new URL(path, server.url)
    let answered = false
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: { "content-type": "application/json" },
      },
      (response) => {
        answered = true
        resolve(response.statusCode ?? 0)
        response.resume()
      },
    )
    // The server may close the connection once it has answered: the rest of the body is not wanted.
    request.on("error", (error) => (answered ? undefined : reject(error)))
    const write = (i: number): void => {
      if (i === times || answered) return void request.end()
      request.write(chunk, () => write(i + 1))
    }
    write(0)
  })

describe("request limits", () => {
  it("refuses a body larger than allowed before parsing it, with a sentence", async () => {
    const big = JSON.stringify({ email: "a@example.com", password: "x".repeat(MAX_JSON_BYTES) })
    const declared = await fetch(`${server.url}/api/sign_in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: big,
    })
    expect(declared.status).toBe(413)
    expect((await declared.json()).message).toBe(`The request body is too large: at most ${MAX_JSON_BYTES} bytes.`)
    expect(await streamed("/api/sign_in", "x".repeat(64 * 1024), 16)).toBe(411)
  })

  it("never echoes more than an excerpt of a bad value", async () => {
    const long = "y".repeat(100_000)
    const answered = await fetch(`${server.url}/api/sign_up`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: long, password: "correct horse battery", first_name: "A", last_name: "B" }),
    })
    expect(answered.status).toBe(400)
    expect((await answered.text()).length).toBeLessThan(2_000)
  })

  it("refuses NUL characters in text and impossible dates with 400, changing nothing", async () => {
    const signUp = await fetch(`${server.url}/api/sign_up`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: "nul@example.com",
        password: "correct horse battery",
        first_name: "A\u0000",
        last_name: "B",
      }),
    })
    expect(signUp.status).toBe(400)
    expect((await signUp.json()).message).toBe("Text may not contain NUL characters.")
    expect((await fetch(`${server.url}/api/facilities/by_slug/x%00y`)).status).toBe(400)
    const signIn = await fetch(`${server.url}/api/sign_in`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "nul@example.com", password: "correct horse battery" }),
    })
    expect(signIn.status).toBe(401)
    const facility = await makeFacility(server)
    const { client: desk } = await makeUser(server, { roles: [[facility.id, "front_desk"]] })
    const { client: manager } = await makeUser(server, { roles: [[facility.id, "manager"]] })
    for (const path of [
      `/api/facilities/${facility.id}/close_report?date=2026-13-45`,
      `/api/accounts/notification_metrics?facility_id=${facility.id}&balance_date=9999-99-99`,
      // Real dates past what date arithmetic holds are refused at the edge, by the one date schema.
      `/api/facilities/${facility.id}/logs?date=9999-12-31`,
      `/api/facilities/${facility.id}/door_openings?date=9999-12-31`,
      `/api/facilities/${facility.id}/announcements/metrics?from=0001-01-01&to=9999-12-31`,
    ]) {
      const answered = await manager.get(path)
      expect(answered.status, path).toBe(400)
      expect(answered.body.message).toMatch(/is not a date written YYYY-MM-DD/)
    }
    expect((await desk.get(`/api/users/search?q=a%00b`)).status).toBe(400)
  })

  it("answers a form sent where a policy reads an id from a JSON body, instead of waiting forever", async () => {
    const facility = await makeFacility(server)
    const { client: player } = await makeUser(server, { roles: [[facility.id, "player"]] })
    const form = new FormData()
    form.set("court_id", "1")
    const answered = await player.request("POST", `/api/reservations/quote?facility_id=${facility.id}`, form as never)
    expect(answered.status).toBeGreaterThanOrEqual(400)
    expect(answered.status).toBeLessThan(500)
  })

  it("tells browsers not to guess types, and lets only the public calendar and draws be framed", async () => {
    const api = await fetch(`${server.url}/api/session`)
    expect(api.headers.get("x-content-type-options")).toBe("nosniff")
    expect(api.headers.get("x-frame-options")).toBe("DENY")
    const page = await fetch(`${server.url}/sign-in`)
    expect(page.headers.get("content-security-policy")).toBe(
      "script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
    )
    const calendar = await fetch(`${server.url}/f/no-such-club/calendar`)
    expect(calendar.headers.get("x-frame-options")).toBeNull()
    expect(calendar.headers.get("content-security-policy")).toBe(
      "script-src 'self'; object-src 'none'; base-uri 'self'",
    )
    expect(calendar.headers.get("x-content-type-options")).toBe("nosniff")
    const draw = await fetch(`${server.url}/f/no-such-club/competitions/1`)
    expect(draw.headers.get("x-frame-options")).toBeNull()
    expect(draw.headers.get("content-security-policy")).toBe("script-src 'self'; object-src 'none'; base-uri 'self'")
    expect((await fetch(`${server.url}/f/no-such-club/competitions/1/edit`)).headers.get("x-frame-options")).toBe(
      "DENY",
    )
  })
})

describe("bodies that never end", () => {
  it("a body that stops arriving is answered 408 once the request timeout passes, not held for minutes", async () => {
    const url = new URL(server.url)
    const started = Date.now()
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path: "/api/sign_in",
          method: "POST",
          headers: { "content-type": "application/json", "content-length": "100" },
        },
        (response) => {
          resolve(response.statusCode ?? 0)
          response.resume()
        },
      )
      request.on("error", reject)
      request.write('{"email":')
    })
    expect(status).toBe(408)
    expect(Date.now() - started).toBeLessThan(15_000)
  }, 20_000)

  it("a form without its closing boundary is a 400 with a sentence", async () => {
    const facility = await makeFacility(server)
    const { client: manager } = await makeUser(server, { roles: [[facility.id, "manager"]] })
    const body = '--cut\r\nContent-Disposition: form-data; name="name"\r\n\r\nBalls\r\n'
    const answered = await fetch(`${server.url}/api/facilities/${facility.id}/products`, {
      method: "POST",
      headers: {
        "content-type": "multipart/form-data; boundary=cut",
        cookie: manager.cookie!,
        "x-csrf-token": manager.csrf!,
      },
      body,
    })
    expect(answered.status).toBe(400)
    expect(((await answered.json()) as { message: string }).message).toMatch(/form/i)
  })
})
