import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser"
import { IntlMessageFormat } from "intl-messageformat"
import { type Language, languageOf, pickLanguage } from "../../engine/i18n/languages"
import english from "../src/i18n/widget/en.json"
import spanish from "../src/i18n/widget/es.json"
import portuguese from "../src/i18n/widget/pt-BR.json"

/** A widget message's key; its English catalogue is the source. */
export type WidgetMessage = keyof typeof english

/**
 * The widget's own small catalogues (`web/src/i18n/widget`), all three in its one script: a few
 * hundred bytes, where loading one on demand would cost a second request. Its build compiles them
 * to ICU syntax trees (`web/build/compileMessages.ts`), so the script carries no message parser.
 */
const CATALOGUES: Record<Language, Record<WidgetMessage, string | Array<MessageFormatElement>>> = {
  en: english,
  es: spanish,
  "pt-BR": portuguese,
}

/**
 * The page's language for the widget: the element's own `lang`, else the visitor's browser's, else
 * the club's site's (`<html lang>`), else English.
 */
export const widgetLanguage = (element: Element): Language =>
  pickLanguage(
    languageOf(element.getAttribute("lang") ?? ""),
    typeof navigator === "undefined" ? [] : navigator.languages,
    languageOf(document.documentElement.lang),
  )

/** The widget's words in `language`: `say("closed")`, `say("loaded", { day, count })`. */
export const wordsIn = (language: Language) => {
  const formats = new Map<WidgetMessage, IntlMessageFormat>()
  return (key: WidgetMessage, values?: Record<string, string | number>) => {
    let format = formats.get(key)
    if (format === undefined) {
      format = new IntlMessageFormat(CATALOGUES[language][key], language)
      formats.set(key, format)
    }
    return String(format.format(values))
  }
}
