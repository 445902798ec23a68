import * as crypto from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

/**
 * A fake push service, as a browser's (Chrome's, Firefox's) is to a server: it hands out
 * subscriptions with a P-256 key pair and an auth secret made here, as a browser does; takes
 * `POST /push/{device}` only with a valid VAPID claim (RFC 8292: an ES256 JWT for this origin,
 * not expired, under the key the request names) and an aes128gcm body (RFC 8188); and decrypts
 * each message with the device's private key (RFC 8291), written here from the RFCs, not with the
 * sender's library. A device made `gone` answers 410, as an expired subscription does.
 */

const b64u = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url")
const fromB64u = (text: string) => Buffer.from(text, "base64url")

const hkdf = (salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, length: number) =>
  Buffer.from(crypto.hkdfSync("sha256", ikm, salt, info, length))

/** RFC 8291 and 8188: a single-record aes128gcm body, opened with the device's keys. */
export const openPushMessage = (body: Buffer, device: { readonly ecdh: crypto.ECDH; readonly auth: Buffer }) => {
  const salt = body.subarray(0, 16)
  const idLength = body.readUInt8(20)
  const senderKey = body.subarray(21, 21 + idLength)
  const record = body.subarray(21 + idLength)
  const shared = device.ecdh.computeSecret(senderKey)
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), device.ecdh.getPublicKey(), senderKey])
  const ikm = hkdf(device.auth, shared, keyInfo, 32)
  const key = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16)
  const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12)
  const decipher = crypto.createDecipheriv("aes-128-gcm", key, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  // The last record ends with the delimiter 2, then any padding of zeros.
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end -= 1
  if (padded[end] !== 2) throw new Error("The message's last record has no delimiter.")
  return padded.subarray(0, end).toString("utf8")
}

/** Why a VAPID claim is refused, or undefined when it holds for `origin`. */
export const vapidProblem = (authorization: string, origin: string, now = Date.now()) => {
  const parts = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization)
  if (parts === null) return "no vapid authorization"
  const [head, claims, signature] = parts[1]!.split(".")
  if (head === undefined || claims === undefined || signature === undefined) return "not a JWT"
  const key = fromB64u(parts[2]!)
  if (key.length !== 65 || key[0] !== 4) return "k is not an uncompressed P-256 key"
  const publicKey = crypto.createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64u(key.subarray(1, 33)), y: b64u(key.subarray(33)) },
    format: "jwk",
  })
  if (JSON.parse(fromB64u(head).toString()).alg !== "ES256") return "not ES256"
  const signed = crypto.verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    fromB64u(signature),
  )
  if (!signed) return "bad signature"
  const claim = JSON.parse(fromB64u(claims).toString()) as { aud?: string; exp?: number; sub?: string }
  if (claim.aud !== origin) return `aud is ${claim.aud}, not ${origin}`
  if (typeof claim.exp !== "number" || claim.exp * 1000 <= now || claim.exp * 1000 > now + 24 * 3600_000)
    return "exp is not within a day"
  if (typeof claim.sub !== "string" || !/^(mailto:|https:)/.test(claim.sub)) return "sub is not a mailto: or https: URL"
  return undefined
}

/** A message a device received: what it decrypted, and how it was asked to deliver it. */
export interface PushReceived {
  readonly device: string
  readonly receivedAt: string
  readonly payload: unknown
  readonly urgency: string | undefined
  readonly ttl: number
  readonly topic: string | undefined
  readonly vapidKey: string
}

export const listenFakePushService = async () => {
  const devices = new Map<string, { readonly ecdh: crypto.ECDH; readonly auth: Buffer }>()
  const gone = new Set<string>()
  const received: Array<PushReceived> = []
  const refused: Array<string> = []
  let origin = ""
  const answer = (response: ServerResponse, status: number, text = "") => {
    response.writeHead(status, { "content-type": "text/plain" })
    response.end(text)
  }
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Array<Buffer> = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const id = /^\/push\/([\w-]+)$/.exec(new URL(request.url ?? "/", origin).pathname)?.[1]
    const device = id === undefined ? undefined : devices.get(id)
    if (request.method !== "POST" || id === undefined || device === undefined) return answer(response, 404)
    if (gone.has(id)) return answer(response, 410, "push subscription has unsubscribed or expired")
    const problem =
      vapidProblem(String(request.headers.authorization ?? ""), origin) ??
      (request.headers["content-encoding"] !== "aes128gcm" ? "not aes128gcm" : undefined) ??
      (request.headers.ttl === undefined ? "no TTL" : undefined)
    if (problem !== undefined) {
      refused.push(problem)
      return answer(response, problem.startsWith("no vapid") ? 401 : 403, problem)
    }
    let text: string
    try {
      text = openPushMessage(Buffer.concat(chunks), device)
    } catch (error) {
      refused.push(`undecryptable: ${(error as Error).message}`)
      return answer(response, 400)
    }
    // A device shows its latest notifications, not every one since it was switched on.
    if (received.length >= 500) received.shift()
    received.push({
      device: id,
      receivedAt: new Date().toISOString(),
      payload: JSON.parse(text),
      urgency: request.headers.urgency as string | undefined,
      ttl: Number(request.headers.ttl),
      topic: request.headers.topic as string | undefined,
      vapidKey: /k=([A-Za-z0-9_-]+)/.exec(String(request.headers.authorization))![1]!,
    })
    answer(response, 201)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: origin,
    /** A new device's subscription, as `PushSubscription.toJSON()` gives it in a browser; `id` names the device in its address. */
    subscribe: (id: string = crypto.randomUUID()) => {
      const ecdh = crypto.createECDH("prime256v1")
      ecdh.generateKeys()
      const auth = crypto.randomBytes(16)
      devices.set(id, { ecdh, auth })
      return { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } }
    },
    /** The device unsubscribed or its subscription expired: its push service answers 410. */
    gone: (id: string) => void gone.add(id),
    received: (device?: string) => received.filter((m) => device === undefined || m.device === device),
    refused: () => [...refused],
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
