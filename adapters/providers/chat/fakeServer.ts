import * as crypto from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { Effect } from "effect"
import { readJson } from "../fakeRequests"

/**
 * A fake of Stream Chat's server-side API, as much as we use of it: `POST /users` (upsert users),
 * authorised as Stream authorises a server: the `api_key` query parameter and a JWT signed with the
 * app's secret (HS256, `{ "server": true }`) in `Authorization`, `stream-auth-type: jwt`. Errors in
 * Stream's shape (`code`, `message`, `StatusCode`).
 */
export const listenFakeStreamChat = async (apiKey: string, apiSecret: string) => {
  const users = new Map<string, Record<string, unknown>>()
  const fail = (response: ServerResponse, status: number, code: number, message: string) => {
    response.writeHead(status, { "content-type": "application/json" })
    response.end(JSON.stringify({ code, message, StatusCode: status, duration: "0.10ms", more_info: "" }))
  }
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://fake")
    const body = await readJson(request)
    if (url.searchParams.get("api_key") !== apiKey) return fail(response, 401, 2, "api_key not found")
    if (request.headers["stream-auth-type"] !== "jwt" || !serverToken(String(request.headers.authorization), apiSecret))
      return fail(response, 401, 5, "JWTAuth failed: signature is invalid")
    if (request.method !== "POST" || url.pathname !== "/users")
      return fail(response, 404, 4, `${request.method} ${url.pathname} is not served by this fake`)
    const given = body?.users
    if (typeof given !== "object" || given === null || Object.keys(given).length === 0)
      return fail(response, 400, 4, "UpdateUsers failed with error: users is a required field")
    const now = new Date().toISOString()
    const answered: Record<string, unknown> = {}
    for (const [id, user] of Object.entries(given as Record<string, Record<string, unknown>>)) {
      if (user.id !== id || !/^[@\w-]{1,255}$/.test(id))
        return fail(response, 400, 4, `UpdateUsers failed with error: "${id}" is not a valid user id`)
      const before = users.get(id)
      const kept = { role: "user", ...user, created_at: before?.created_at ?? now, updated_at: now }
      users.set(id, kept)
      answered[id] = kept
    }
    response.writeHead(201, { "content-type": "application/json" })
    response.end(JSON.stringify({ users: answered, duration: "1.20ms" }))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    users: () => new Map(users),
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

/** The fake for the life of a scope (demo mode). */
export const fakeStreamChat = (apiKey: string, apiSecret: string) =>
  Effect.acquireRelease(
    Effect.promise(() => listenFakeStreamChat(apiKey, apiSecret)),
    (fake) => Effect.promise(fake.close),
  )

/** Whether `token` is an HS256 JWT for a server, signed with `secret`. */
const serverToken = (token: string, secret: string) => {
  const [header, payload, signature] = token.split(".")
  if (header === undefined || payload === undefined || signature === undefined) return false
  const expected = crypto.createHmac("sha256", secret).update(`${header}.${payload}`).digest("base64url")
  if (expected.length !== signature.length || !crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(signature)))
    return false
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"))
    const alg = JSON.parse(Buffer.from(header, "base64url").toString("utf8")).alg
    return alg === "HS256" && claims.server === true
  } catch {
    return false
  }
}
