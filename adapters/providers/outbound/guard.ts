import * as dns from "node:dns"
import * as http from "node:http"
import * as https from "node:https"
import * as net from "node:net"

/**
 * The one way the server calls an address a user gave (a club's webhook, and any to come): the host
 * is resolved once, every address it resolves to is checked, and the connection goes to the address
 * that was checked (no second lookup a DNS answer could change). Redirects are not followed: an
 * answer of 3xx is the answer. Errors say what happened in a word, never the socket's own text,
 * so answers cannot map the server's network.
 */

/**
 * Addresses that are the server's own or its network's, in every form they can be written. Two
 * lists, since one list matches every IPv4 address against the IPv4-mapped IPv6 ranges.
 */
const FORBIDDEN_V4 = new net.BlockList()
const FORBIDDEN_V6 = new net.BlockList()
for (const [prefix, bits] of [
  ["0.0.0.0", 8], // "this network", the unspecified address
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved and broadcast
] as const)
  FORBIDDEN_V4.addSubnet(prefix, bits, "ipv4")
for (const [prefix, bits] of [
  ["::", 96], // unspecified, loopback and IPv4-compatible (::127.0.0.1)
  ["::ffff:0:0", 96], // IPv4-mapped, dotted or hex
  ["64:ff9b::", 96], // NAT64: an IPv4 address behind a translator
  ["64:ff9b:1::", 48],
  ["100::", 64], // discard
  ["2001::", 32], // Teredo
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: an IPv4 address inside
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const)
  FORBIDDEN_V6.addSubnet(prefix, bits, "ipv6")

/** Whether an address (IPv4 or IPv6, any spelling Node parses) is loopback, private, link-local, unspecified, multicast or mapped. */
export const isForbiddenAddress = (address: string): boolean => {
  const family = net.isIP(address)
  if (family === 0) return true
  return family === 6 ? FORBIDDEN_V6.check(address, "ipv6") : FORBIDDEN_V4.check(address, "ipv4")
}

export class OutboundRefused extends Error {
  readonly code = "VENUE_OUTBOUND_REFUSED"
}

/** A resolver for sockets: every address the name has must be allowed, and the socket uses those. */
const guardedLookup =
  (allowPrivate: boolean, resolved: (privately: boolean) => void): net.LookupFunction =>
  (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0)
      const privately = addresses.length === 0 || addresses.some((a) => isForbiddenAddress(a.address))
      if (privately && !allowPrivate) return callback(new OutboundRefused("private address"), "", 0)
      resolved(privately)
      if (options.all) return (callback as unknown as (e: null, all: dns.LookupAddress[]) => void)(null, addresses)
      return callback(null, addresses[0]!.address, addresses[0]!.family)
    })
  }

export type OutboundAnswer =
  | {
      readonly _tag: "Answered"
      readonly status: number
      /** The answer's first characters; empty for a private target, whose answers are not shown to clubs. */
      readonly body: string
    }
  | {
      readonly _tag: "Unreachable"
      readonly error: string
      /** The guard refuses this address on every try (not a URL, not http, private): trying again is pointless. */
      readonly refused: boolean
    }

export interface OutboundOptions {
  /** Private and loopback targets are allowed: only when an operator turned it on by name. */
  readonly allowPrivate: boolean
  readonly timeoutMs: number
  /** Characters of the answer's body kept. */
  readonly bodyChars: number
}

const REFUSED_PRIVATE = "The address is on a private network, which the server may not reach."

const unreachable = (error: string, refused = false): OutboundAnswer => ({ _tag: "Unreachable", error, refused })

const sentenceFor = (error: unknown): string => {
  const code = (error as { code?: string; name?: string }).code ?? (error as { name?: string }).name
  if (error instanceof OutboundRefused) return REFUSED_PRIVATE
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "The host name was not found."
  if (code === "AbortError" || code === "ETIMEDOUT" || code === "ABORT_ERR") return "Timed out."
  return "Refused."
}

/** POSTs `body` to a user-given `url` through the guard. Never fails: a refusal or error is an answer. */
export const guardedPost = (
  url: string,
  request: { readonly headers: Record<string, string>; readonly body: string | Uint8Array },
  options: OutboundOptions,
): Promise<OutboundAnswer> => {
  let target: URL
  try {
    target = new URL(url)
  } catch {
    return Promise.resolve(unreachable("The address is not a valid URL.", true))
  }
  if (target.protocol !== "http:" && target.protocol !== "https:")
    return Promise.resolve(unreachable("Only http and https addresses are called.", true))
  // A literal address is not looked up by sockets, so it is checked here; names are checked as they resolve.
  const literal = target.hostname.replace(/^\[|\]$/g, "")
  const isLiteral = net.isIP(literal) !== 0
  let privateTarget = isLiteral && isForbiddenAddress(literal)
  if (privateTarget && !options.allowPrivate) return Promise.resolve(unreachable(REFUSED_PRIVATE, true))
  return new Promise<OutboundAnswer>((resolve) => {
    const client = target.protocol === "https:" ? https : http
    const req = client.request(
      target,
      {
        method: "POST",
        headers: { ...request.headers, "content-length": Buffer.byteLength(request.body) },
        lookup: guardedLookup(options.allowPrivate, (privately) => (privateTarget = privately)),
        signal: AbortSignal.timeout(options.timeoutMs),
        agent: false,
      },
      (response) => {
        let text = ""
        response.setEncoding("utf8")
        response.on("data", (chunk: string) => {
          if (text.length < options.bodyChars) text += chunk
        })
        response.on("end", () =>
          resolve({
            _tag: "Answered",
            status: response.statusCode ?? 0,
            body: privateTarget ? "" : text.slice(0, options.bodyChars),
          }),
        )
        response.on("error", (error) => resolve(unreachable(sentenceFor(error))))
      },
    )
    req.on("error", (error) => resolve(unreachable(sentenceFor(error), error instanceof OutboundRefused)))
    req.end(request.body)
  })
}
