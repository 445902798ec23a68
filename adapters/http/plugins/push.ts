import { HttpApiBuilder, HttpApiEndpoint } from "@effect/platform"
import { Effect, Schema } from "effect"
import { DemoPhoneInbox, NewPushSubscription, PushSubscription, PushTopic } from "../../../engine/push/rules"
import { Push } from "../../../engine/push/service"
import { asCaller } from "../actor"
import { Authn } from "../authn"
import { apiGroup } from "../errors"
import { IdParam } from "../schemas"
import { apiOf, type Plugin } from "../plugin"
import { Policy, PolicyTag } from "../policy"

const SubscriptionPath = Schema.Struct({ id: IdParam })

export const PushGroup = apiGroup("push")
  .add(
    HttpApiEndpoint.get("pushKey", "/api/push/key")
      .addSuccess(Schema.Struct({ public_key: Schema.String }))
      .annotate(PolicyTag, Policy.public),
  )
  .add(
    HttpApiEndpoint.get("pushSubscriptions", "/api/push/subscriptions")
      .addSuccess(Schema.Array(PushSubscription))
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.post("subscribePush", "/api/push/subscriptions")
      .setPayload(NewPushSubscription)
      .addSuccess(PushSubscription, { status: 201 })
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.put("changePushTopics", "/api/push/subscriptions/:id")
      .setPath(SubscriptionPath)
      .setPayload(Schema.Struct({ topics: Schema.Array(PushTopic) }))
      .addSuccess(PushSubscription)
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.del("unsubscribePush", "/api/push/subscriptions/:id")
      .setPath(SubscriptionPath)
      .addSuccess(Schema.Void, { status: 204 })
      .annotate(PolicyTag, Policy.signedIn),
  )
  .add(
    HttpApiEndpoint.get("demoPhone", "/api/push/demo_phone")
      .addSuccess(DemoPhoneInbox)
      .annotate(PolicyTag, Policy.platformAdmin),
  )
  .middleware(Authn)

const use = <A, E, R>(f: (push: Push) => Effect.Effect<A, E, R>) => asCaller(Effect.flatMap(Push, f))

const PushLive = HttpApiBuilder.group(apiOf(PushGroup), "push", (handlers) =>
  handlers
    .handle("pushKey", () => use((p) => p.publicKey))
    .handle("pushSubscriptions", () => use((p) => p.mine))
    .handle("subscribePush", ({ payload }) => use((p) => p.subscribe(payload)))
    .handle("changePushTopics", ({ path, payload }) => use((p) => p.setTopics(path.id, payload.topics)))
    .handle("unsubscribePush", ({ path }) => use((p) => p.unsubscribe(path.id)))
    .handle("demoPhone", () => use((p) => p.demoPhoneInbox)),
)

export const pushPlugin: Plugin = {
  name: "push",
  description:
    "Web Push: the platform's public key, and each device a person subscribes, with the topics it hears of (slot offers, reminders, waitlist places, draw results, announcements); in demo mode, what the demo's phone received.",
  group: PushGroup,
  handlers: PushLive,
}
