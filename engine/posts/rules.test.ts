import { describe, expect, it } from "vitest"
import { postProblem, slugOf } from "./rules"

describe("posts", () => {
  it("take their address from the title: lower-case words joined by dashes, accents dropped", () => {
    expect(slugOf("Summer League Opens!")).toBe("summer-league-opens")
    expect(slugOf("  Café — Pádel night ")).toBe("cafe-padel-night")
    expect(slugOf("x".repeat(100) + " tail")).toHaveLength(80)
    expect(slugOf("!!!")).toBe("")
  })

  it("say what is wrong with a post in a sentence", () => {
    const ok = { post_type: "news", title: "T", slug: "t", status: "draft", content: "", meta_description: "" } as const
    expect(postProblem(ok)).toBeUndefined()
    expect(postProblem({ ...ok, title: " " })).toBe("A post needs a title.")
    expect(postProblem({ ...ok, slug: "" })).toBe("A post's slug is lower-case letters and digits joined by dashes.")
  })
})
