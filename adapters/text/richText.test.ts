import { describe, expect, it } from "vitest"
import { cleanRichText, plainText } from "./richText"

describe("rich text", () => {
  it("keeps formatting and safe links, and drops whatever could run", () => {
    expect(cleanRichText("<h2>Hi</h2><p><em>a</em> <u>b</u></p><ul><li>c</li></ul>")).toBe(
      "<h2>Hi</h2><p><em>a</em> <u>b</u></p><ul><li>c</li></ul>",
    )
    const dirty =
      '<script>x()</script><p style="x" onmouseover="y()">t</p><a href="JaVaScRiPt:z()">l</a><svg onload="w()"></svg><img src="data:image/png;base64,AA">'
    const clean = cleanRichText(dirty)
    expect(clean).toBe('<p>t</p><a rel="noopener noreferrer nofollow" target="_blank">l</a>')
    expect(cleanRichText(clean)).toBe(clean)
    // A picture needs its full web address: anything else would show as a broken image.
    expect(
      cleanRichText('<p>a<img src="x">b<img src="/api/x.png"><img src="https://club.example/c.png" alt="c"></p>'),
    ).toBe('<p>ab<img src="https://club.example/c.png" alt="c" /></p>')
  })
})

describe("plain text", () => {
  it("keeps the words for a mail, a line per block, links with their address", () => {
    expect(
      plainText(
        '<h2>Courts &amp; lights</h2><p>Open <b>late</b>.<br>Tell us.</p><ul><li>One</li><li>Two</li></ul><a href="https://x.example/a">More</a><script>no()</script>',
      ),
    ).toBe("Courts & lights\nOpen late.\nTell us.\n- One\n- Two\nMore (https://x.example/a)")
  })
})
