import { withSpans } from "../spans"
import { Effect, Option } from "effect"
import { requirePlatformAdmin, signedInId } from "../access"
import { notFound, unprocessable } from "../errors"
import { languageOf, type Language } from "../i18n/languages"
import { FacilitiesRepo } from "../facilities/port"
import { PeopleRepo } from "../people/port"
import { DemoPhone, type NewPushMessage, PushRepo, PushSender } from "./port"
import {
  type NewPushSubscription,
  type PushPayload,
  type PushTopic,
  subscriptionProblem,
  topicsProblem,
  vapidSubject,
} from "./rules"

/** Tries before a message is given up: a push service that fails five times over an hour is down. */
const MOST_TRIES = 5
/** How long a push service keeps a message for a device that is off: an offer is gone long before. */
const TTL_SECONDS = 60 * 60

/**
 * Web Push: a person's devices subscribe, each for the topics it chose; services queue what to
 * push (once per key, in each recipient's language), and the `push` job sends it through the
 * push services, removing a device its push service says is gone.
 */
export class Push extends Effect.Service<Push>()("venue/Push", {
  effect: Effect.gen(function* () {
    const repo = yield* PushRepo
    const sender = yield* PushSender
    const people = yield* PeopleRepo
    const facilities = yield* FacilitiesRepo
    const demoPhone = yield* Effect.serviceOption(DemoPhone)

    /** The platform's key pair: made at the first need and kept, the same on every server. */
    const keys = Effect.flatMap(repo.keys, (kept) =>
      Option.match(kept, { onSome: Effect.succeed, onNone: () => Effect.flatMap(sender.newKeys, repo.keepKeys) }),
    )

    /** What a browser subscribes with (`applicationServerKey`): public, the same for every club. */
    const publicKey = Effect.map(keys, (k) => ({ public_key: k.public_key }))

    const subscribe = (input: NewPushSubscription) =>
      Effect.gen(function* () {
        const me = yield* signedInId
        const problem = subscriptionProblem(input)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        return yield* repo.subscribe(me, {
          endpoint: input.endpoint,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          topics: input.topics,
        })
      })

    const mine = Effect.flatMap(signedInId, repo.subscriptionsOf)

    const setTopics = (id: number, topics: ReadonlyArray<PushTopic>) =>
      Effect.gen(function* () {
        const problem = topicsProblem(topics)
        if (problem !== undefined) return yield* Effect.fail(unprocessable(problem))
        const changed = yield* repo.setTopics(yield* signedInId, id, topics)
        return yield* Option.match(changed, {
          onNone: () => Effect.fail(notFound("Push subscription")),
          onSome: Effect.succeed,
        })
      })

    const unsubscribe = (id: number) =>
      Effect.gen(function* () {
        if (!(yield* repo.unsubscribe(yield* signedInId, id))) return yield* Effect.fail(notFound("Push subscription"))
      })

    /**
     * Queues a push about a person for whoever reads their mail (the person, or the guardians who
     * handle a child), each in their language (else the club's): once per `key`.
     */
    const tell = (
      about: number,
      facilityId: number,
      key: string,
      word: (language: Language, recipient: { readonly user_id: number }) => PushPayload,
    ) =>
      Effect.gen(function* () {
        const club = Option.getOrUndefined(yield* facilities.find(facilityId))?.language
        const messages: Array<NewPushMessage> = (yield* people.mailRecipients(about)).map((to) => ({
          facility_id: facilityId,
          user_id: to.user_id,
          key: `${key}:${to.user_id}`,
          payload: word(languageOf(to.language ?? club ?? "en") ?? "en", to),
        }))
        yield* repo.queue(messages)
      })

    /** One round of the `push` job: due messages sent to their person's devices; how many were worked. */
    const round = (site: URL, limit = 100) =>
      Effect.gen(function* () {
        const claimed = yield* repo.claim(limit)
        if (claimed.length === 0) return 0
        const vapid = { ...(yield* keys), subject: vapidSubject(site) }
        for (const message of claimed) {
          const body = JSON.stringify(message.payload)
          let failed = false
          for (const target of message.targets) {
            const outcome = yield* sender.send(vapid, target, body, {
              ttlSeconds: TTL_SECONDS,
              urgency: message.payload.topic === "slot_offers" ? "high" : "normal",
              topic: message.payload.tag.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 32),
            })
            if (outcome._tag === "Gone") yield* repo.forget(target.subscription_id)
            else if (outcome._tag === "Failed") failed = true
            else yield* repo.sentTo(target.subscription_id)
          }
          yield* repo.settle(message, !failed ? "sent" : message.attempts >= MOST_TRIES ? "failed" : "retry")
        }
        return claimed.length
      })

    /** What the demo's phone received: for the platform's admins, beside the mail the demo kept. */
    const demoPhoneInbox = Effect.gen(function* () {
      yield* requirePlatformAdmin("Only the platform's admins read the demo phone.")
      return yield* Option.match(demoPhone, {
        onNone: () => Effect.fail(notFound("The demo phone")),
        onSome: (phone) => phone.inbox,
      })
    })

    return withSpans("Push", { publicKey, subscribe, mine, setTopics, unsubscribe, tell, round, demoPhoneInbox })
  }),
}) {}
