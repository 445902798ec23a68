import { describe, expect, it } from "vitest"
import { acceptedLanguages } from "./browserLanguage"

describe("Accept-Language", () => {
  it("lists the browser's languages most wanted first, by their q, leaving out what it refuses", () => {
    expect(acceptedLanguages("es-AR,es;q=0.9,en;q=0.8")).toEqual(["es-AR", "es", "en"])
    expect(acceptedLanguages("en;q=0.5, pt-BR, *;q=0.1, fr;q=0")).toEqual(["pt-BR", "en"])
    expect(acceptedLanguages("")).toEqual([])
  })
})
