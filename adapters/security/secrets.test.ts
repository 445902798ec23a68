import { Effect } from "effect"
import * as os from "node:os"
import { describe, expect, it } from "vitest"
import { Secrets, SecretsLive } from "./secrets"

const secretsFor = (sessionSecret: string) =>
  Effect.runSync(Effect.provide(Secrets, SecretsLive({ sessionSecret, dataDir: os.tmpdir() })))

describe("sealed secrets", () => {
  it("open what they sealed, differ each time, and refuse a changed text or another server secret", () => {
    const secrets = secretsFor("a server secret that is long enough")
    const sealed = secrets.seal("sk_live_123")
    expect(sealed).not.toContain("sk_live_123")
    expect(secrets.seal("sk_live_123")).not.toBe(sealed)
    expect(secrets.open(sealed)).toBe("sk_live_123")
    const flipped = sealed.slice(0, -2) + (sealed.at(-2) === "A" ? "B" : "A") + sealed.at(-1)
    expect(() => secrets.open(flipped)).toThrow()
    expect(() => secretsFor("another server secret, also long").open(sealed)).toThrow()
  })
})
