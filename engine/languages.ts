import { Schema } from "effect"

/** The languages the product speaks: its screens, mail and calendar files. English is the source. */
export const LANGUAGES = ["en", "es", "pt-BR"] as const
export type Language = (typeof LANGUAGES)[number]
export const Language = Schema.Literal(...LANGUAGES).annotations({
  message: () => `A language is one of ${LANGUAGES.join(", ")}.`,
})

/** Each language's name in itself, for a picker. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español", "pt-BR": "Português (Brasil)" }

/** The language we speak for a tag such as `es-AR` or `pt-PT`: its exact match, else its base language's. */
export const languageOf = (tag: string): Language | undefined => {
  const exact = LANGUAGES.find((l) => l.toLowerCase() === tag.toLowerCase())
  if (exact !== undefined) return exact
  const base = tag.split("-")[0]!.toLowerCase()
  return LANGUAGES.find((l) => l.split("-")[0] === base)
}

/**
 * The language to speak to a person: their own setting, else the first of their browser's languages
 * we speak, else the club's.
 */
export const pickLanguage = (
  own: Language | null | undefined,
  browser: ReadonlyArray<string>,
  club: Language | undefined,
): Language => own ?? browser.map(languageOf).find((l) => l !== undefined) ?? club ?? "en"
