import { Effect, Layer } from "effect"
import webpush from "web-push"
import { type PushOutcome, PushSender } from "../../../engine/push/port"
import { Secrets } from "../../security/secrets"
import { guardedPost } from "../outbound/guard"

/**
 * Web Push over HTTP (RFC 8030, 8291, 8292): `web-push` seals each message to the device's keys
 * (aes128gcm) and signs the VAPID claim; the request goes out through the outbound guard, since a
 * push endpoint is an address a browser handed in. 404 and 410 mean the device is gone, and so does an
 * address the guard will always refuse (a private one: e.g. another demo server's phone). `alsoReach`
 * is one origin on a private network the guard lets through (demo mode's fake push service).
 */
export const PushSenderLive = (options: { readonly allowPrivate: boolean; readonly alsoReach?: string }) =>
  Layer.effect(
    PushSender,
    Effect.map(Secrets, (secrets) =>
      PushSender.of({
        newKeys: Effect.sync(() => {
          const made = webpush.generateVAPIDKeys()
          return { public_key: made.publicKey, private_key_sealed: secrets.seal(made.privateKey) }
        }),
        send: (keys, target, payload, sendOptions) =>
          // A message that cannot be sealed (a device's keys the library refuses) fails alone, not the round.
          Effect.tryPromise(async (): Promise<PushOutcome> => {
            const request = webpush.generateRequestDetails(
              { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
              payload,
              {
                vapidDetails: {
                  subject: keys.subject,
                  publicKey: keys.public_key,
                  privateKey: secrets.open(keys.private_key_sealed),
                },
                TTL: sendOptions.ttlSeconds,
                urgency: sendOptions.urgency,
                topic: sendOptions.topic,
                contentEncoding: "aes128gcm",
              },
            )
            const headers = Object.fromEntries(
              Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
            )
            const answer = await guardedPost(
              request.endpoint,
              { headers, body: request.body ?? new Uint8Array() },
              {
                allowPrivate: options.allowPrivate || new URL(request.endpoint).origin === options.alsoReach,
                timeoutMs: 10_000,
                bodyChars: 500,
              },
            )
            if (answer._tag === "Unreachable")
              return answer.refused ? { _tag: "Gone" } : { _tag: "Failed", error: answer.error }
            if (answer.status === 404 || answer.status === 410) return { _tag: "Gone" }
            if (answer.status >= 200 && answer.status < 300) return { _tag: "Sent" }
            return { _tag: "Failed", error: `The push service answered ${answer.status}.` }
          }).pipe(
            Effect.catchAll((e) =>
              Effect.succeed<PushOutcome>({ _tag: "Failed", error: `The push was not sent: ${String(e.error)}` }),
            ),
          ),
      }),
    ),
  )
