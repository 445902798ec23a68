import * as crypto from "node:crypto"
import { HttpTraceContext } from "@effect/platform"
import { Effect, Layer, Option } from "effect"
import { WebhookPost } from "../../../engine/webhooks/port"
import { randomToken, Secrets } from "../../security/secrets"
import { guardedPost } from "../outbound/guard"

/** The header receivers check: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" under the endpoint's secret>`. */
const SIGNATURE_HEADER = "venue-signature"

export const signature = (secret: string, timestamp: number, body: string) =>
  `t=${timestamp},v1=${crypto.createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`

/**
 * Webhooks over HTTP: each POST carries the event as JSON, signed as Stripe signs (a timestamp and
 * an HMAC-SHA256 of "timestamp.body" under the endpoint's secret), with the event's type and the
 * delivery's id and the payload's version in headers, through the outbound guard (private targets only when `allowPrivate`).
 */
export const WebhookPostLive = (options: { readonly allowPrivate: boolean }) =>
  Layer.effect(
    WebhookPost,
    Effect.map(Secrets, (secrets) =>
      WebhookPost.of({
        newSecret: Effect.sync(() => {
          const secret = `whsec_${randomToken(24)}`
          return { secret, sealed: secrets.seal(secret) }
        }),
        send: (request) =>
          // The delivery's span as W3C trace context: the receiver's trace joins the job round's.
          Effect.flatMap(Effect.option(Effect.currentSpan), (span) =>
            Effect.promise(() => {
              const timestamp = Math.floor(Date.now() / 1000)
              return guardedPost(
                request.url,
                {
                  headers: {
                    "content-type": "application/json",
                    "user-agent": "Venue-Webhooks/1",
                    [SIGNATURE_HEADER]: signature(secrets.open(request.secretSealed), timestamp, request.body),
                    "venue-event": request.eventType,
                    "venue-delivery": String(request.deliveryId),
                    "venue-webhook-version": String(request.version),
                    // Version 1 sends table rows; its receivers are told to move (RFC 9745).
                    ...(request.version === 1 ? { deprecation: "@1795737600" } : {}),
                    ...Option.match(span, { onNone: () => ({}), onSome: HttpTraceContext.toHeaders }),
                  },
                  body: request.body,
                },
                { allowPrivate: options.allowPrivate, timeoutMs: 10_000, bodyChars: 2000 },
              )
            }),
          ),
      }),
    ),
  )
