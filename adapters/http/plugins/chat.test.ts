import * as crypto from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeUser } from "../../../fixtures/testing/builders"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"
import { listenFakeStreamChat } from "../../providers/chat/fakeServer"

/** `PUT /api/users/{id}/sync_chat_user`: Stream's official SDK against our fake of its API. */
const KEY = "chat-test-key"
const SECRET = "chat-test-secret-that-signs-every-token"
let fake: Awaited<ReturnType<typeof listenFakeStreamChat>>
let server: TestServer
beforeAll(async () => {
  fake = await listenFakeStreamChat(KEY, SECRET)
  server = await startTestServer({ CHAT_URL: fake.url, CHAT_API_KEY: KEY, CHAT_API_SECRET: SECRET })
})
afterAll(async () => {
  await server.close()
  await fake.close()
})

const claimsOf = (token: string) => {
  const [header, payload, signature] = token.split(".")
  const expected = crypto.createHmac("sha256", SECRET).update(`${header}.${payload}`).digest("base64url")
  expect(signature).toBe(expected)
  return JSON.parse(Buffer.from(payload!, "base64url").toString("utf8")) as { user_id: string }
}

describe("chat sync", () => {
  it("puts the person into the chat provider, again after a change, and answers their signed token", async () => {
    const { client, user } = await makeUser(server)
    const synced = await client.put(`/api/users/${user.id}/sync_chat_user`)
    expect(synced.status).toBe(200)
    expect(synced.body).toMatchObject({
      chat_user_id: `venue-${user.id}`,
      name: `${user.first_name} ${user.last_name}`,
    })
    expect(claimsOf(synced.body.token).user_id).toBe(`venue-${user.id}`)
    expect(fake.users().get(`venue-${user.id}`)).toMatchObject({ name: synced.body.name })

    await client.put(`/api/users/${user.id}`, { first_name: "Renamed" })
    await client.put(`/api/users/${user.id}/sync_chat_user`)
    expect(fake.users().get(`venue-${user.id}`)?.name).toBe(`Renamed ${user.last_name}`)
  })

  it("is the person's own: anyone else is refused and nothing reaches the provider", async () => {
    const { user } = await makeUser(server)
    const { client: stranger } = await makeUser(server)
    const refused = await stranger.put(`/api/users/${user.id}/sync_chat_user`)
    expect(refused.status).toBe(404)
    expect(fake.users().has(`venue-${user.id}`)).toBe(false)
  })

  it("says so when the provider refuses the server's credentials, or chat is not set up", async () => {
    const wrong = await startTestServer({ CHAT_URL: fake.url, CHAT_API_KEY: KEY, CHAT_API_SECRET: "not-the-secret" })
    const none = await startTestServer()
    try {
      for (const [other, message] of [
        [wrong, /^The chat service did not take the profile: .*signature is invalid/],
        [none, /^Chat is not set up on this server/],
      ] as const) {
        const { client, user } = await makeUser(other)
        const answer = await client.put(`/api/users/${user.id}/sync_chat_user`)
        expect(answer.status).toBe(422)
        expect(answer.body.message).toMatch(message)
      }
    } finally {
      await wrong.close()
      await none.close()
    }
  })
})
