import { describe, expect, it } from "vitest"
import { signInVerdict } from "./signIn"

describe("sign-in limits", () => {
  it("refuse a pair after its own five failures, and only slow an address or an account others fail at", () => {
    expect(signInVerdict({ pair: 5, key: 5, address: 5 })).toEqual({ _tag: "refuse" })
    expect(signInVerdict({ pair: 4, key: 4, address: 29 })).toEqual({ _tag: "try", delayMs: 0 })
    expect(signInVerdict({ pair: 0, key: 0, address: 30 })).toEqual({ _tag: "try", delayMs: 250 })
    expect(signInVerdict({ pair: 0, key: 24, address: 0 })).toEqual({ _tag: "try", delayMs: 1250 })
    expect(signInVerdict({ pair: 0, key: 0, address: 500 })).toEqual({ _tag: "try", delayMs: 5000 })
  })
})
