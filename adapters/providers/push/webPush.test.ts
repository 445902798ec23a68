import { Effect, Layer } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { PushSender } from "../../../engine/push/port"
import { SecretsLive } from "../../security/secrets"
import { listenFakePushService } from "./fakeServer"
import { PushSenderLive } from "./webPush"

const services: Array<Awaited<ReturnType<typeof listenFakePushService>>> = []
afterAll(() => Promise.all(services.map((s) => s.close())))

const SECRETS = SecretsLive({ sessionSecret: "push sender test secret", dataDir: "" })

const senderReaching = (alsoReach: string) =>
  PushSender.pipe(Effect.provide(PushSenderLive({ allowPrivate: false, alsoReach }).pipe(Layer.provide(SECRETS))))

describe("the Web Push sender", () => {
  it("reaches its own demo phone, and takes a device on another private push service for gone (no try would reach it)", async () => {
    const [mine, theirs] = await Promise.all([listenFakePushService(), listenFakePushService()])
    services.push(mine, theirs)
    const sender = await Effect.runPromise(senderReaching(mine.url))
    const keys = await Effect.runPromise(sender.newKeys)
    const vapid = { ...keys, subject: "mailto:noreply@club.example.com" }
    const send = (device: ReturnType<typeof mine.subscribe>) =>
      Effect.runPromise(
        sender.send(vapid, { subscription_id: 1, endpoint: device.endpoint, ...device.keys }, '{"title":"News"}', {
          ttlSeconds: 60,
          urgency: "normal",
          topic: "news",
        }),
      )
    const own = mine.subscribe()
    const other = theirs.subscribe()
    expect(await send(own)).toEqual({ _tag: "Sent" })
    expect(await send(other)).toEqual({ _tag: "Gone" })
    expect(theirs.received(other.id)).toEqual([])
    // Its own push service down is worth another try.
    await mine.close()
    expect((await send(own))._tag).toBe("Failed")
  })
})
