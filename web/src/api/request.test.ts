import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { configureRequests, HttpError, request, requestMultipart, setErrorReporter, variantHeaders } from "./request"

/** A real HTTP server that echoes what it received; /fail/{code} answers that status with an error body. */
let server: Server
let dropped = false
const seen: Array<{ method: string; url: string; headers: IncomingMessage["headers"]; body: string }> = []
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ""
    req.on("data", (chunk) => (body += chunk))
    req.on("end", () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body })
      // The first request here loses its answer: the connection drops before any reply.
      if (req.url === "/drop-once" && !dropped) {
        dropped = true
        req.socket.destroy()
        return
      }
      const fail = /^\/fail\/(\d+)/.exec(req.url!)
      res.writeHead(fail ? Number(fail[1]) : 200, { "content-type": "application/json" })
      res.end(
        JSON.stringify(
          fail
            ? { error: "unprocessable", message: "The court is closed then.", errors: ["The court is closed then."] }
            : { ok: true, echo: req.url },
        ),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  configureRequests({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    csrfToken: () => "token-123",
  })
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe("the request helper", () => {
  it("sends a write with an Idempotency-Key, and once more with the same key when its answer is lost", async () => {
    const before = seen.length
    const answer = await request<{ ok: boolean }>("/drop-once", { method: "POST", body: { amount: 500 } })
    expect(answer.ok).toBe(true)
    const sent = seen.slice(before)
    expect(sent).toHaveLength(2)
    expect(sent[0]!.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/)
    expect(sent[1]!.headers["idempotency-key"]).toBe(sent[0]!.headers["idempotency-key"])
    await request("/api/things")
    expect(seen.at(-1)!.headers["idempotency-key"]).toBeUndefined()
  })

  it("GETs by default with the JSON and XHR headers, appending only non-null params", async () => {
    const answer = await request<{ echo: string }>("/api/things", {
      params: { date: "2026-07-01", page: 2, q: null, missing: undefined, flag: false },
    })
    expect(answer.echo).toBe("/api/things?date=2026-07-01&page=2&flag=false")
    const last = seen.at(-1)!
    expect(last.method).toBe("GET")
    expect(last.headers["content-type"]).toBe("application/json")
    expect(last.headers["x-requested-with"]).toBe("XMLHttpRequest")
    expect(last.headers["x-csrf-token"]).toBeUndefined()
  })

  it("sends the CSRF token and a JSON body on other methods", async () => {
    await request("/api/things/1", { method: "PUT", body: { name: "Court 1" } })
    const last = seen.at(-1)!
    expect(last.method).toBe("PUT")
    expect(last.headers["x-csrf-token"]).toBe("token-123")
    expect(JSON.parse(last.body)).toEqual({ name: "Court 1" })
  })

  it("asks for refusals in the language the screens speak, once they name one", async () => {
    await request("/api/things")
    expect(seen.at(-1)!.headers["accept-language"]).not.toBe("pt-BR")
    let language = "pt-BR"
    configureRequests({ language: () => language })
    await request("/api/things", { method: "POST", body: {} })
    expect(seen.at(-1)!.headers["accept-language"]).toBe("pt-BR")
    language = "es"
    await requestMultipart("/api/upload", new FormData())
    expect(seen.at(-1)!.headers["accept-language"]).toBe("es")
  })

  it("throws HTTP error! status: {code}, reports it, then calls the caller's handler", async () => {
    const order: Array<string> = []
    setErrorReporter((error, context) => order.push(`reported ${error.message} ${context.status}`))
    const failure = request("/fail/422", {
      method: "POST",
      body: {},
      onError: (error) => order.push(`handled ${error.body?.errors?.[0]}`),
    })
    await expect(failure).rejects.toThrow("HTTP error! status: 422")
    await expect(failure).rejects.toBeInstanceOf(HttpError)
    expect(order).toEqual(["reported HTTP error! status: 422 422", "handled The court is closed then."])
  })

  it("sends multipart forms with the CSRF token and the browser's own content type", async () => {
    const form = new FormData()
    form.set("name", "Logo club")
    form.set("logo", new Blob(["png bytes"], { type: "image/png" }), "logo.png")
    await requestMultipart("/api/facilities/1/general_settings", form, { method: "PUT" })
    const last = seen.at(-1)!
    expect(last.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/)
    expect(last.headers["x-csrf-token"]).toBe("token-123")
    expect(last.body).toContain('name="logo"; filename="logo.png"')
  })

  it("adds the variant headers: a unique trace id, an API key, bearer auth", async () => {
    await request("/api/stripe_payments/token_order", { method: "POST", body: {}, headers: variantHeaders.trace() })
    await request("/api/stripe_payments/token_order", { method: "POST", body: {}, headers: variantHeaders.trace() })
    const [first, second] = seen.slice(-2).map((s) => s.headers["x-trace-id"])
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(first).not.toBe(second)
    await request("/api/cookie_consents", { headers: variantHeaders.apiKey("club-key") })
    expect(seen.at(-1)!.headers["x-api-key"]).toBe("club-key")
    await request("/api/v1/bank_accounts", { headers: variantHeaders.bearer("bank-token") })
    expect(seen.at(-1)!.headers.authorization).toBe("Bearer bank-token")
  })
})
