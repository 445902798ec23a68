import { describe, expect, it } from "vitest"
import { clientAddressOf, parseTrustedProxies } from "./clientAddress"

describe("the client's address", () => {
  const { list, problems } = parseTrustedProxies("10.0.0.0/8, 192.168.1.1, fd00::/8")
  it("is the socket's unless that is a trusted proxy", () => {
    expect(problems).toEqual([])
    expect(clientAddressOf("203.0.113.5", "1.2.3.4", list)).toBe("203.0.113.5")
    expect(clientAddressOf("::ffff:203.0.113.5", undefined, list)).toBe("203.0.113.5")
  })
  it("behind trusted proxies is the nearest forwarded address not a proxy; what the client wrote further left is ignored", () => {
    expect(clientAddressOf("10.1.1.1", "198.51.100.7", list)).toBe("198.51.100.7")
    expect(clientAddressOf("10.1.1.1", "6.6.6.6, 198.51.100.7, 192.168.1.1", list)).toBe("198.51.100.7")
    expect(clientAddressOf("fd00::1", "not-an-address, 198.51.100.7", list)).toBe("198.51.100.7")
    expect(clientAddressOf("10.1.1.1", undefined, list)).toBe("10.1.1.1")
    // A proxy that writes the port: the hop is still the client's, never the one the client wrote left of it.
    expect(clientAddressOf("10.1.1.1", "6.6.6.6, 198.51.100.7:4711", list)).toBe("198.51.100.7")
    expect(clientAddressOf("10.1.1.1", "6.6.6.6, [2001:db8::7]:443", list)).toBe("2001:db8::7")
    // A hop that is no address ends the walk: what lies left of it is not believed.
    expect(clientAddressOf("10.1.1.1", "6.6.6.6, garbage", list)).toBe("10.1.1.1")
  })
  it("refuses a setting that is not addresses or blocks, naming the entry", () => {
    expect(parseTrustedProxies("10.0.0.0/33, proxy.local").problems).toEqual([
      'TRUSTED_PROXIES holds "10.0.0.0/33", which is not an IP address or a CIDR block such as 10.0.0.0/8.',
      'TRUSTED_PROXIES holds "proxy.local", which is not an IP address or a CIDR block such as 10.0.0.0/8.',
    ])
  })
})
