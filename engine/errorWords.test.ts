import { describe, expect, it } from "vitest"
import { errorSentences, sentencesIn } from "../fixtures/testing/errorSentences"
import { errorIn } from "./errorWords"
import spanish from "./i18n/errors/es.json"
import portuguese from "./i18n/errors/pt-BR.json"

const CATALOGUES: Record<string, Record<string, string>> = { es: spanish, "pt-BR": portuguese }
const holes = (sentence: string) => new Set(sentence.match(/\{\d+\}/g) ?? [])

describe("the refusals' sentences in every language", () => {
  const written = new Set(errorSentences().map((s) => s.pattern))

  it("has each sentence the code refuses with in each catalogue, and none the code no longer writes", () => {
    expect(written.size).toBeGreaterThan(700)
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      expect(
        [...written].filter((s) => !(s in catalogue)),
        `${language} lacks`,
      ).toEqual([])
      expect(
        Object.keys(catalogue).filter((s) => !written.has(s)),
        `${language} has sentences no code writes`,
      ).toEqual([])
      for (const [english, translated] of Object.entries(catalogue))
        for (const hole of holes(translated)) expect(holes(english), `${language}: ${english}`).toContain(hole)
    }
  })

  it("finds a refusal added in any of the shapes the engine writes them", () => {
    const probe = [
      'unprocessable("Probe: a plain refusal.")',
      "conflict(`Probe ${place} was refused at ${time}.`)",
      'notFound("Probe")',
      'new NotFound({ message: "Probe: a class\'s own message.", errors: [] })',
      'unprocessable(fail ? "Probe: one branch." : "Probe: the other branch.")',
    ].join("\n")
    expect(sentencesIn("probe.ts", probe).map((s) => s.pattern)).toEqual([
      "Probe: a plain refusal.",
      "Probe {0} was refused at {1}.",
      "Probe was not found.",
      "Probe: a class's own message.",
      "Probe: one branch.",
      "Probe: the other branch.",
    ])
  })

  it("takes every sentence of an engine module, but not the words it records or logs", () => {
    const rule = [
      'export const problem = (late: boolean) => (late ? "Probe: a rule\'s sentence." : undefined)',
      'activity({ description: "Probe: recorded in a log of its own." })',
      'Effect.logWarning("Probe: a line for the operator.")',
    ].join("\n")
    expect(sentencesIn("engine/probe.ts", rule).map((s) => s.pattern)).toEqual(["Probe: a rule's sentence."])
  })

  it("says a sentence, a template's values carried over, and a value that is itself a sentence translated", () => {
    expect(errorIn("es", "Reservation was not found.")).toBe("No se encontró la reserva.")
    expect(errorIn("pt-BR", "Player 12, 14 is not a member of this facility.")).toBe(
      "O jogador 12, 14 não é sócio deste clube.",
    )
    // The most specific sentence wins over "{0} was not found.".
    expect(errorIn("es", "Court was not found.")).toBe("No se encontró la pista.")
    expect(errorIn("es", "Widget was not found.")).toBe("No se encontró: Widget.")
    expect(errorIn("es", "The request is malformed: Try again.")).toBe(
      "La petición está mal formada: Inténtalo de nuevo.",
    )
    expect(errorIn("es", "Nothing we have written.")).toBe("Nothing we have written.")
    // A schema problem keeps its field's name, alone or in the malformed request's frame.
    expect(errorIn("pt-BR", "guests.0.name: A guest needs a name.")).toBe(
      "guests.0.name: Um convidado precisa de um nome.",
    )
    expect(errorIn("es", "The request is malformed: name: A name cannot be blank.")).toBe(
      "La petición está mal formada: name: Un nombre no puede estar vacío.",
    )
    expect(errorIn("en", "Reservation was not found.")).toBe("Reservation was not found.")
  })
})
