import * as crypto from "node:crypto"
import * as dns from "node:dns/promises"
import * as net from "node:net"
import { Effect, Layer } from "effect"
import { WebhookPost } from "../../../engine/webhooks"
import { randomToken, Secrets } from "../../security/secrets"

/** The header receivers check: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" under the endpoint's secret>`. */
const SIGNATURE_HEADER = "venue-signature"

const signature = (secret: string, timestamp: number, body: string) =>
  `t=${timestamp},v1=${crypto.createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`

/** Addresses no club's webhook may reach unless the server allows it: the server's own networks. */
const PRIVATE = new net.BlockList()
for (const [prefix, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const)
  PRIVATE.addSubnet(prefix, bits, "ipv4")
for (const [prefix, bits] of [
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
] as const)
  PRIVATE.addSubnet(prefix, bits, "ipv6")

const isPrivate = async (url: URL) => {
  const host = url.hostname.replace(/^\[|\]$/g, "")
  const { address, family } = net.isIP(host) ? { address: host, family: net.isIP(host) } : await dns.lookup(host)
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  return mapped !== undefined ? PRIVATE.check(mapped, "ipv4") : PRIVATE.check(address, family === 6 ? "ipv6" : "ipv4")
}

/**
 * Webhooks over HTTP: each POST carries the event as JSON, signed as Stripe signs (a timestamp and
 * an HMAC-SHA256 of "timestamp.body" under the endpoint's secret), with the event's type and the
 * delivery's id in headers. Private and loopback addresses are refused unless `allowPrivate`.
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
          Effect.promise(async () => {
            try {
              const url = new URL(request.url)
              if (!options.allowPrivate && (await isPrivate(url)))
                return {
                  _tag: "Unreachable",
                  error: "The address is on a private network, which webhooks may not reach.",
                } as const
              const timestamp = Math.floor(Date.now() / 1000)
              const response = await fetch(url, {
                method: "POST",
                redirect: "manual",
                headers: {
                  "content-type": "application/json",
                  "user-agent": "Venue-Webhooks/1",
                  [SIGNATURE_HEADER]: signature(secrets.open(request.secretSealed), timestamp, request.body),
                  "venue-event": request.eventType,
                  "venue-delivery": String(request.deliveryId),
                },
                body: request.body,
                signal: AbortSignal.timeout(10_000),
              })
              const text = await response.text().catch(() => "")
              return { _tag: "Answered", status: response.status, body: text.slice(0, 2000) } as const
            } catch (error) {
              return {
                _tag: "Unreachable",
                error:
                  error instanceof Error
                    ? error.cause instanceof Error
                      ? error.cause.message
                      : error.message
                    : String(error),
              } as const
            }
          }),
      }),
    ),
  )
