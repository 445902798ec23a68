import type { Language } from "./i18n/languages"
import spanish from "./i18n/errors/es.json"
import portuguese from "./i18n/errors/pt-BR.json"
import { compileSentences, sentenceIn, type Sentences } from "./i18n/sentences"

/**
 * The sentences a request is refused with, in other languages than English. The engine writes them
 * in English (its tests, logs and the audit read them so); a driver says them in its reader's
 * language at the edge. A test holds the catalogues to the sentences in the code (`errorSentences`).
 */
const CATALOGUES: Record<Exclude<Language, "en">, Record<string, string>> = { es: spanish, "pt-BR": portuguese }

const compiled = new Map<Language, Sentences>()
const compiledFor = (language: Exclude<Language, "en">) => {
  let c = compiled.get(language)
  if (c === undefined) compiled.set(language, (c = compileSentences(CATALOGUES[language])))
  return c
}

/** A refusal's sentence in `language`; the English sentence when none is known. */
export const errorIn = (language: Language, sentence: string): string =>
  language === "en" ? sentence : sentenceIn(compiledFor(language), sentence)
