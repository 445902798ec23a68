/**
 * Checking a webhook the server sent: `Venue-Signature` is `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>">` under the endpoint's secret, as Stripe signs. Check it on the body's exact bytes
 * (before any JSON parsing), and refuse old ones, so a captured delivery cannot be played again.
 */
import type { webhooks } from "./generated/openapi.js"

/** Every event an endpoint may receive, in the current payload version, told apart by `type`. */
export type WebhookEvent = {
  [K in keyof webhooks]: webhooks[K] extends { post: { requestBody?: { content: { "application/json": infer B } } } }
    ? B
    : never
}[keyof webhooks]

export class WebhookSignatureError extends Error {
  readonly _tag = "WebhookSignatureError"
  constructor(message: string) {
    super(message)
    this.name = "WebhookSignatureError"
  }
}

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("")

/** Compared whole, whatever differs first: how long it takes tells nothing of the right signature. */
const sameText = (a: string, b: string) => {
  let differ = a.length ^ b.length
  for (let i = 0; i < Math.max(a.length, b.length); i++) differ |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0)
  return differ === 0
}

/**
 * The event, when `header` signs `payload` under `secret` and was made within `toleranceSeconds`
 * (300 by default) of now; else a `WebhookSignatureError` saying why.
 */
export const verifyWebhook = async (
  payload: string | Uint8Array,
  header: string | null | undefined,
  secret: string,
  toleranceSeconds = 300,
  now = Date.now() / 1000,
): Promise<WebhookEvent> => {
  const body = typeof payload === "string" ? payload : new TextDecoder().decode(payload)
  const parts = new Map<string, Array<string>>()
  for (const part of (header ?? "").split(",")) {
    const [name = "", value = ""] = part.trim().split("=", 2)
    parts.set(name, [...(parts.get(name) ?? []), value])
  }
  const timestamp = Number(parts.get("t")?.[0])
  const signatures = parts.get("v1") ?? []
  if (!Number.isInteger(timestamp) || signatures.length === 0)
    throw new WebhookSignatureError("The Venue-Signature header is missing or malformed.")
  if (Math.abs(now - timestamp) > toleranceSeconds)
    throw new WebhookSignatureError("The webhook was signed too long ago (or in the future): refuse it.")
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  )
  const expected = hex(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${timestamp}.${body}`)))
  if (!signatures.some((signature) => sameText(signature, expected)))
    throw new WebhookSignatureError("The signature does not match the body under this secret.")
  return JSON.parse(body) as WebhookEvent
}
