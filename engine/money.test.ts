import { describe, expect, it } from "vitest"
import { sourceFiles, sourceText } from "../fixtures/testing/sources"
import { majorText, toMajor, toMinor } from "./money"

describe("amounts typed and shown", () => {
  it("turn between a form's units and minor units without float dust", () => {
    expect(toMinor("12.5", 2)).toBe(1250)
    expect(toMinor(0.29, 2)).toBe(29)
    expect(toMinor(1234, 0)).toBe(1234)
    expect(toMajor(1250, 2)).toBe(12.5)
    expect(majorText(1250, 2)).toBe("12.50")
    expect(majorText(5, 3)).toBe("0.005")
  })

  it("are converted only here: no screen, command or service repeats the sum", () => {
    const copies = sourceFiles(["engine", "adapters", "cli", "web/src"]).filter(
      (f) => f !== "engine/money.ts" && /[*/] 10 \*\* [\w.]*decimals/.test(sourceText(f)),
    )
    expect(copies).toEqual([])
  })
})
