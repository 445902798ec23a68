import { useEffect, useState } from "react"
import type { Language } from "../../../engine/i18n/languages"
import { compileSentences, sentenceIn, type Sentences } from "../../../engine/i18n/sentences"
import { useLanguage } from "./I18n"

/**
 * The engine's own sentences (its rules, run here too: a card's expiry, a password's length) in
 * the screens' language, from the server's catalogues (`engine/i18n/errors`). Each language's is a
 * chunk of its own, loaded the first time a screen asks for one.
 */
const catalogues: Record<Exclude<Language, "en">, () => Promise<{ default: Record<string, string> }>> = {
  es: () => import("../../../engine/i18n/errors/es.json"),
  "pt-BR": () => import("../../../engine/i18n/errors/pt-BR.json"),
}
const loaded = new Map<Language, Sentences>()

/** Says an engine sentence in the screens' language (English until its catalogue has come). */
export const useSentence = () => {
  const { language } = useLanguage()
  const [, arrived] = useState(0)
  useEffect(() => {
    if (language === "en" || loaded.has(language)) return
    let live = true
    void catalogues[language]().then((module) => {
      loaded.set(language, compileSentences(module.default))
      if (live) arrived((n) => n + 1)
    })
    return () => void (live = false)
  }, [language])
  return (sentence: string) => {
    const catalogue = loaded.get(language)
    return catalogue === undefined ? sentence : sentenceIn(catalogue, sentence)
  }
}
