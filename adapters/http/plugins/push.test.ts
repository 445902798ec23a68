import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeUser } from "../../../fixtures/testing/builders"
import { makeClub } from "../../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"
import { listenFakePushService } from "../../providers/push/fakeServer"

/** Push subscriptions through HTTP: the contract; what is pushed and when is the service's tests. */
let server: TestServer
let pushService: Awaited<ReturnType<typeof listenFakePushService>>
beforeAll(async () => {
  pushService = await listenFakePushService()
  server = await startTestServer({ PUSH_ALLOW_PRIVATE: "1" })
})
afterAll(async () => {
  await server.close()
  await pushService.close()
})

describe("push subscriptions", () => {
  it("give anyone the public key, and a signed-in person their own devices only", async () => {
    const key = await fetch(`${server.url}/api/push/key`)
    expect(key.status).toBe(200)
    // An uncompressed P-256 point: 65 bytes, base64url.
    expect((await key.json()).public_key).toMatch(/^[A-Za-z0-9_-]{87}$/)

    const { player, desk } = await makeClub(server)
    const device = pushService.subscribe()
    const body = { endpoint: device.endpoint, keys: device.keys, topics: ["slot_offers"] }
    expect((await fetch(`${server.url}/api/push/subscriptions`)).status).toBe(401)

    const made = await player.post("/api/push/subscriptions", body)
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ topics: ["slot_offers"], push_service: new URL(pushService.url).host })
    expect(JSON.stringify(made.body)).not.toContain(device.id)
    expect((await player.get("/api/push/subscriptions")).body).toHaveLength(1)
    expect((await desk.get("/api/push/subscriptions")).body).toEqual([])

    const path = `/api/push/subscriptions/${made.body.id}`
    expect((await desk.put(path, { topics: ["announcements"] })).status).toBe(404)
    expect((await desk.del(path)).status).toBe(404)
    const changed = await player.put(path, { topics: ["draw_results", "announcements"] })
    expect([changed.status, changed.body.topics]).toEqual([200, ["draw_results", "announcements"]])
    expect((await player.del(path)).status).toBe(204)
  })

  it("refuses bad input with a sentence and keeps nothing", async () => {
    const { player } = await makeClub(server)
    const device = pushService.subscribe()
    const unknownTopic = await player.post("/api/push/subscriptions", {
      endpoint: device.endpoint,
      keys: device.keys,
      topics: ["everything"],
    })
    expect(unknownTopic.status).toBe(400)
    const badKey = await player.post("/api/push/subscriptions", {
      endpoint: device.endpoint,
      keys: { ...device.keys, auth: "short" },
      topics: [],
    })
    expect([badKey.status, badKey.body.message]).toEqual([422, "The subscription's auth secret is not 16 bytes."])
    expect((await player.put("/api/push/subscriptions/abc", { topics: [] })).status).toBe(400)
    expect((await player.get("/api/push/subscriptions")).body).toEqual([])
  })

  it("keep the demo's phone to demo mode and the platform's admins", async () => {
    const { manager } = await makeClub(server)
    const { client: admin } = await makeUser(server, { platformAdmin: true })
    expect((await manager.get("/api/push/demo_phone")).status).toBe(403)
    const absent = await admin.get("/api/push/demo_phone")
    expect([absent.status, absent.body.message]).toEqual([404, "The demo phone was not found."])
  })
})
