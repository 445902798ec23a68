import { describe, expect, it } from "vitest"
import { cleanRichText } from "./richText"

describe("rich text", () => {
  it("keeps formatting and safe links, and drops whatever could run", () => {
    expect(cleanRichText("<h2>Hi</h2><p><em>a</em> <u>b</u></p><ul><li>c</li></ul>")).toBe(
      "<h2>Hi</h2><p><em>a</em> <u>b</u></p><ul><li>c</li></ul>",
    )
    const dirty =
      '<script>x()</script><p style="x" onmouseover="y()">t</p><a href="JaVaScRiPt:z()">l</a><svg onload="w()"></svg><img src="data:image/png;base64,AA">'
    const clean = cleanRichText(dirty)
    expect(clean).toBe('<p>t</p><a rel="noopener noreferrer nofollow" target="_blank">l</a><img />')
    expect(cleanRichText(clean)).toBe(clean)
  })
})
