import { HttpServerRequest } from "@effect/platform"
import { Effect, Option } from "effect"
import * as net from "node:net"
import { ServerSettings } from "./settings"

/**
 * The proxies whose `X-Forwarded-For` is believed, from `TRUSTED_PROXIES` (addresses or CIDR
 * blocks, comma-separated); a sentence for each entry that is neither.
 */
export const parseTrustedProxies = (text: string | undefined): { list: net.BlockList; problems: Array<string> } => {
  const list = new net.BlockList()
  const problems: Array<string> = []
  for (const entry of (text ?? "")
    .split(",")
    .map((e) => e.trim())
    .filter((e) => e !== "")) {
    const [address, bitsText] = entry.split("/")
    const family = net.isIP(address ?? "")
    const bits = bitsText === undefined ? (family === 6 ? 128 : 32) : Number(bitsText)
    if (family === 0 || !Number.isInteger(bits) || bits < 0 || bits > (family === 6 ? 128 : 32)) {
      problems.push(`TRUSTED_PROXIES holds "${entry}", which is not an IP address or a CIDR block such as 10.0.0.0/8.`)
      continue
    }
    list.addSubnet(address!, bits, family === 6 ? "ipv6" : "ipv4")
  }
  return { list, problems }
}

const unmapped = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1")

/** A hop as a proxy writes it, port and brackets taken off ("203.0.113.5:4711", "[2001:db8::1]:443"). */
const hopAddress = (hop: string) => {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(hop)
  if (bracketed !== null) return unmapped(bracketed[1]!)
  const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(hop)
  return unmapped(withPort === null ? hop : withPort[1]!)
}

const trusted = (list: net.BlockList, address: string) => {
  const family = net.isIP(address)
  return family !== 0 && list.check(address, family === 6 ? "ipv6" : "ipv4")
}

/**
 * The address a request came from: the socket's, unless that is a trusted proxy, in which case
 * the nearest address in `X-Forwarded-For` that is not itself a trusted proxy (anything further
 * left was written by the client and may be made up).
 */
export const clientAddressOf = (
  remote: string | undefined,
  forwardedFor: string | undefined,
  proxies: net.BlockList,
): string => {
  let address = remote === undefined ? "unknown" : unmapped(remote)
  if (!trusted(proxies, address) || forwardedFor === undefined) return address
  const hops = forwardedFor.split(",").map((hop) => hopAddress(hop.trim()))
  while (hops.length > 0 && trusted(proxies, address)) {
    const hop = hops.pop()!
    // A hop that is no address stops the walk: what lies left of it was written by the client.
    if (net.isIP(hop) === 0) return address
    address = hop
  }
  return address
}

/** The address of the request being handled. */
export const clientAddress = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const { trustedProxies } = yield* ServerSettings
  return clientAddressOf(
    Option.getOrUndefined(request.remoteAddress),
    request.headers["x-forwarded-for"],
    trustedProxies,
  )
})
