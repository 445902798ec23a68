import { describe, expect, it } from "vitest"
import { terminalLanguage } from "./language"

describe("the terminal's language", () => {
  it("comes from LC_ALL, else LC_TIME, else LANG; C, POSIX or nothing read English", () => {
    expect(terminalLanguage({ LANG: "es_AR.UTF-8" })).toBe("es")
    expect(terminalLanguage({ LC_ALL: "pt_PT.UTF-8", LANG: "es_ES.UTF-8" })).toBe("pt-BR")
    expect(terminalLanguage({ LC_TIME: "pt_BR", LANG: "en_US.UTF-8" })).toBe("pt-BR")
    expect(terminalLanguage({ LANG: "de_DE.UTF-8" })).toBe("en")
    expect(terminalLanguage({ LC_ALL: "C.UTF-8" })).toBe("en")
    expect(terminalLanguage({ LANG: "POSIX" })).toBe("en")
    expect(terminalLanguage({})).toBe("en")
  })
})
