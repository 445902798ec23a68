import { Effect } from "effect"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"

/** Players the fake knows: demo mode and tests link these. */
export const FAKE_DUPR_PLAYERS: Record<
  string,
  { fullName: string; email: string | null; singles: string; doubles: string }
> = {
  DEMO01: { fullName: "Olivia Martin", email: "olivia.martin@dupr.example", singles: "4.12", doubles: "4.38" },
  DEMO02: { fullName: "Liam Garcia", email: "liam.garcia@dupr.example", singles: "NR", doubles: "3.51" },
  DEMO03: { fullName: "Grace Parker", email: "grace.parker@dupr.example", singles: "5.02", doubles: "5.24" },
  DEMO04: { fullName: "Noah Brown", email: null, singles: "3.80", doubles: "3.95" },
}

/**
 * A small HTTP server speaking DUPR's wire format for the calls the adapter makes, so the real
 * adapter runs in tests and demo mode. It checks the bearer key like the real service.
 */
export const listenFakeDupr = (apiKey: string) =>
  new Promise<{ readonly url: string; readonly close: () => Promise<void> }>((resolve) => {
    const server = createServer((request, response) => {
      const reply = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json" })
        response.end(JSON.stringify(body))
      }
      if (request.headers.authorization !== `Bearer ${apiKey}`)
        return reply(401, { status: "FAILURE", message: "Unauthorized" })
      const match = /^\/api\/v1\/players\/([^/?]+)$/.exec(request.url ?? "")
      if (request.method !== "GET" || match === null) return reply(404, { status: "FAILURE", message: "Not found" })
      const id = decodeURIComponent(match[1]!)
      const player = FAKE_DUPR_PLAYERS[id]
      if (player === undefined) return reply(404, { status: "FAILURE", message: "Player not found" })
      reply(200, {
        status: "SUCCESS",
        result: {
          id,
          fullName: player.fullName,
          ...(player.email === null ? {} : { email: player.email }),
          ratings: { singles: player.singles, doubles: player.doubles },
        },
      })
    })
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) })
    })
  })

/** The fake for the life of a scope (demo mode). */
export const fakeDupr = (apiKey: string) =>
  Effect.acquireRelease(
    Effect.promise(() => listenFakeDupr(apiKey)),
    (fake) => Effect.promise(fake.close),
  )
