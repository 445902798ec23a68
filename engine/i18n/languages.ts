/**
 * The languages the product speaks: its screens, mail and calendar files. English is the source.
 * Free of Effect, so the widget can pick its language without loading it (the schema is in facility.ts).
 */
export const LANGUAGES = ["en", "es", "pt-BR"] as const
export type Language = (typeof LANGUAGES)[number]

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
