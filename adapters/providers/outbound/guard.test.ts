import * as http from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { guardedPost, isForbiddenAddress } from "./guard"

/** A service on the machine's loopback that answers with something internal. */
let internal: http.Server
let port: number
beforeAll(async () => {
  internal = http.createServer((_, res) => res.end("internal secret answer"))
  await new Promise<void>((resolve) => internal.listen(0, "::", resolve))
  port = (internal.address() as AddressInfo).port
})
afterAll(() => new Promise((resolve) => internal.close(resolve)))

const post = (url: string, allowPrivate = false) =>
  guardedPost(url, { headers: {}, body: "{}" }, { allowPrivate, timeoutMs: 3000, bodyChars: 2000 })

describe("the outbound guard", () => {
  it.each([
    "127.0.0.1",
    "127.1.2.3",
    "0.0.0.0",
    "10.1.2.3",
    "100.64.0.1",
    "169.254.169.254",
    "172.16.0.1",
    "192.168.1.1",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "0:0:0:0:0:0:0:0",
    "::1",
    "0:0:0:0:0:0:0:1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "0:0:0:0:0:ffff:7f00:0001",
    "::127.0.0.1",
    "64:ff9b::7f00:1",
    "2002:7f00:1::",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "ff02::1",
  ])("refuses %s", (address) => expect(isForbiddenAddress(address)).toBe(true))

  it.each(["93.184.216.34", "8.8.8.8", "2606:4700::1111", "2a00:1450:4001::200e"])("allows %s", (address) =>
    expect(isForbiddenAddress(address)).toBe(false),
  )

  it.each([
    (p: number) => `http://[::]:${p}/`,
    (p: number) => `http://[0:0:0:0:0:0:0:0]:${p}/`,
    (p: number) => `http://[::1]:${p}/`,
    (p: number) => `http://[::ffff:127.0.0.1]:${p}/`,
    (p: number) => `http://[::ffff:7f00:1]:${p}/`,
    (p: number) => `http://127.0.0.1:${p}/`,
    (p: number) => `http://2130706433:${p}/`,
    (p: number) => `http://0x7f.1:${p}/`,
    (p: number) => `http://127.1:${p}/`,
    (p: number) => `http://0:${p}/`,
    (p: number) => `http://localhost:${p}/`,
  ])("never reaches the machine's own service at %s", async (url) => {
    const answer = await post(url(port))
    expect(answer).toEqual({
      _tag: "Unreachable",
      error: "The address is on a private network, which the server may not reach.",
      refused: true,
    })
  })

  it("with private targets allowed by the operator, calls them but keeps their answer from the club", async () => {
    expect(await post(`http://127.0.0.1:${port}/`, true)).toEqual({ _tag: "Answered", status: 200, body: "" })
    expect(await post(`http://localhost:${port}/`, true)).toEqual({ _tag: "Answered", status: 200, body: "" })
  })

  it("says what happened in a word, never the socket's text", async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve))
    const closedPort = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    expect(await post(`http://127.0.0.1:${closedPort}/`, true)).toEqual({
      _tag: "Unreachable",
      error: "Refused.",
      refused: false,
    })
    const hanging = http.createServer(() => undefined)
    await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve))
    const slow = await guardedPost(
      `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/`,
      { headers: {}, body: "{}" },
      { allowPrivate: true, timeoutMs: 300, bodyChars: 10 },
    )
    hanging.closeAllConnections()
    await new Promise((resolve) => hanging.close(resolve))
    expect(slow).toEqual({ _tag: "Unreachable", error: "Timed out.", refused: false })
    expect(await post("ftp://example.com/")).toMatchObject({
      error: "Only http and https addresses are called.",
      refused: true,
    })
    expect(await post("http://no-such-host.invalid/")).toEqual({
      _tag: "Unreachable",
      error: "The host name was not found.",
      refused: false,
    })
  })
})

describe("the one way out", () => {
  /** Callers of outside services whose address the operator configures, not a user. */
  const OPERATOR_CONFIGURED = [
    "adapters/providers/bank/http.ts",
    "adapters/providers/cameras/http.ts",
    "adapters/providers/doors/kisi.ts",
    "adapters/providers/dupr/http.ts",
    "adapters/providers/eventbrite/http.ts",
  ]
  it("no other module opens HTTP connections: a URL a user gives goes through the guard", async () => {
    const { readdir, readFile } = await import("node:fs/promises")
    const found: Array<string> = []
    for (const root of ["adapters", "engine", "cli"])
      for (const file of await readdir(root, { recursive: true })) {
        const path = `${root}/${file}`
        if (!path.endsWith(".ts") || path.endsWith(".test.ts") || /fake/i.test(path)) continue
        const text = await readFile(path, "utf8")
        if (/\bfetch\(|\bhttps?\.request\(|\bhttps?\.get\(/.test(text)) found.push(path)
      }
    expect(found.sort()).toEqual(OPERATOR_CONFIGURED)
  })
})
