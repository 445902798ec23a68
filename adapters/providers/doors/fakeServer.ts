import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { Effect } from "effect"
import { readJson } from "../fakeRequests"

/**
 * A fake of Kisi's API, as much as we use of it: `POST /locks/{id}/unlock`, authorised as Kisi
 * authorises an API key (`Authorization: KISI-LOGIN {key}`), answering `{"message":"Unlocked!"}`
 * and errors in Kisi's shape (`code`, `message`). `accounts` maps each API key to its locks' ids;
 * a lock put `offline` answers as Kisi does when the lock's controller cannot be reached.
 */
export const listenFakeKisi = async (accounts: Record<string, ReadonlyArray<string>>) => {
  const unlocks: Array<{ readonly lock: string; readonly at: Date }> = []
  const offline = new Set<string>()
  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json" })
    response.end(JSON.stringify(body))
  }
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    await readJson(request)
    const key = /^KISI-LOGIN (.+)$/.exec(String(request.headers.authorization ?? ""))?.[1]
    const locks = key === undefined ? undefined : accounts[key]
    if (locks === undefined) return answer(response, 401, { code: "000401", message: "Unauthorized" })
    const lock = /^\/locks\/([^/]+)\/unlock$/.exec(new URL(request.url ?? "/", "http://fake").pathname)?.[1]
    if (request.method !== "POST" || lock === undefined)
      return answer(response, 404, {
        code: "000404",
        message: `${request.method} ${request.url} is not served by this fake`,
      })
    if (!locks.includes(lock)) return answer(response, 404, { code: "000404", message: "Lock not found" })
    if (offline.has(lock)) return answer(response, 422, { code: "000422", message: "The lock is offline" })
    unlocks.push({ lock, at: new Date() })
    answer(response, 200, { message: "Unlocked!" })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    unlocks: () => [...unlocks],
    setOffline: (lock: string, down: boolean) => void (down ? offline.add(lock) : offline.delete(lock)),
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

/** The fake for the life of a scope (demo mode). */
export const fakeKisi = (accounts: Record<string, ReadonlyArray<string>>) =>
  Effect.acquireRelease(
    Effect.promise(() => listenFakeKisi(accounts)),
    (fake) => Effect.promise(fake.close),
  )
