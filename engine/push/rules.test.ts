import { describe, expect, it } from "vitest"
import { pushLine, vapidSubject } from "./rules"

describe("a push's wording and signature", () => {
  it("signs with the site when it is https, else with its no-reply address (push services take only these)", () => {
    expect(vapidSubject(new URL("https://club.example.com/app"))).toBe("https://club.example.com")
    expect(vapidSubject(new URL("http://127.0.0.1:3000"))).toBe("mailto:noreply@127.0.0.1")
  })

  it("fits a letter's first paragraph to a lock screen, cut at a word", () => {
    expect(pushLine("Court 2 is free.\n\nMore below.")).toBe("Court 2 is free.")
    const line = pushLine(`${"word ".repeat(60)}end`)
    expect(line.length).toBeLessThanOrEqual(180)
    expect(line.endsWith("word…")).toBe(true)
  })
})
