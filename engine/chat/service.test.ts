import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { listenFakeStreamChat } from "../../adapters/providers/chat/fakeServer"
import { startEngine } from "../../fixtures/testing/engine"
import { refusalWords } from "../../fixtures/testing/refusals"
import { People } from "../people/service"
import { ChatSync } from "./service"

const KEY = "chat-service-key"
const SECRET = "chat-service-secret-that-signs-every-token"
let fake: Awaited<ReturnType<typeof listenFakeStreamChat>>
let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  fake = await listenFakeStreamChat(KEY, SECRET)
  engine = await startEngine({ CHAT_URL: fake.url, CHAT_API_KEY: KEY, CHAT_API_SECRET: SECRET })
})
afterAll(async () => {
  await engine?.close()
  await fake?.close()
})

const chat = Effect.serviceFunctions(ChatSync)

describe("chat", () => {
  it("puts a person into the provider by their own act or their guardian's, never by anyone else's", async () => {
    const facility = await engine.facility()
    const guardian = await engine.person([facility.id, "player"])
    const desk = await engine.person([facility.id, "front_desk"])
    const synced = Either.getOrThrow(await engine.as(guardian.caller, chat.sync(guardian.id)))
    expect(synced.chat_user_id).toBe(`venue-${guardian.id}`)
    expect(fake.users().get(`venue-${guardian.id}`)).toMatchObject({ name: synced.name })

    const child = Either.getOrThrow(
      await engine.as(
        guardian.caller,
        Effect.flatMap(People, (p) =>
          p.addToFamily({ handled: true, name: "child", first_name: "Kit", last_name: "Kid" }),
        ),
      ),
    )
    expect(Either.getOrThrow(await engine.as(guardian.caller, chat.sync(child.user.id))).name).toBe("Kit Kid")
    for (const caller of [desk.caller, (await engine.person([facility.id, "player"])).caller])
      expect(refusalWords(await engine.as(caller, chat.sync(guardian.id)))).toEqual([
        "Forbidden",
        "Only the person, or a guardian for a child, connects them to chat.",
      ])
  })
})
