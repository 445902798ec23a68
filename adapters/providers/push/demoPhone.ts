import { Effect, Layer, Option, Schema } from "effect"
import { DemoPhone } from "../../../engine/push/port"
import { PushRepo } from "../../../engine/push/port"
import { PUSH_TOPICS, PushPayload } from "../../../engine/push/rules"
import { forgetDemoPhones } from "../../sql/push"
import { findUserByEmail } from "../../sql/users"
import { listenFakePushService } from "./fakeServer"
import { PushSenderLive } from "./webPush"

const DEVICE = "demo-phone"
const decodePayload = Schema.decodeUnknownSync(PushPayload)

/**
 * Demo mode's push: the fake push service runs beside the server, and `owner`'s phone is a device
 * there, subscribed to every topic at each start (the last start's phone let go), so the demo shows
 * what a player's phone receives. Pushes to real browsers go out as in production; the fake's own
 * address on this machine is the one private address the sender may reach.
 */
export const DemoPushLive = (owner: string, options: { readonly allowPrivate: boolean }) =>
  Layer.unwrapScoped(
    Effect.gen(function* () {
      const fake = yield* Effect.acquireRelease(
        Effect.promise(() => listenFakePushService()),
        (service) => Effect.promise(service.close),
      )
      const device = fake.subscribe(DEVICE)
      const person = yield* Effect.orDie(findUserByEmail(owner))
      if (Option.isSome(person)) {
        const { user } = person.value
        yield* Effect.orDie(forgetDemoPhones(user.id, `/push/${DEVICE}`))
        yield* Effect.flatMap(PushRepo, (repo) =>
          repo.subscribe(user.id, { endpoint: device.endpoint, ...device.keys, topics: PUSH_TOPICS }),
        )
      }
      const name = Option.match(person, {
        onNone: () => owner,
        onSome: ({ user }) => `${user.first_name} ${user.last_name}`,
      })
      return Layer.merge(
        PushSenderLive({ ...options, alsoReach: fake.url }),
        Layer.succeed(DemoPhone, {
          inbox: Effect.sync(() => ({
            owner: name,
            received: fake
              .received(device.id)
              .map((m) => ({
                received_at: m.receivedAt,
                urgency: m.urgency ?? null,
                payload: decodePayload(m.payload),
              }))
              .reverse(),
          })),
        }),
      )
    }),
  )
