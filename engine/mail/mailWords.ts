import { IntlMessageFormat } from "intl-messageformat"
import english from "../i18n/en.json"
import spanish from "../i18n/es.json"
import portuguese from "../i18n/pt-BR.json"
import type { Language } from "../i18n/languages"

/**
 * The mail catalogues (`engine/i18n`), each typed as English's so that a missing key does not
 * compile. Written out in the package's declarations (not imported from the JSON files).
 */
const CATALOGUES = { en: english, es: spanish satisfies typeof english, "pt-BR": portuguese satisfies typeof english }

/** A key of the mail catalogues; English is the source. */
export type MailMessage = keyof (typeof CATALOGUES)["en"]
const formats = new Map<string, IntlMessageFormat>()

/** A mail's words in one language: `say("hello", { person })`. */
export type MailSay = (key: MailMessage, values?: Record<string, string | number>) => string

/** A mail's words in its reader's language: `say("hello", { person })`, ICU plurals and all. */
export const mailWords =
  (language: Language) =>
  (key: MailMessage, values?: Record<string, string | number>): string => {
    const id = `${language}:${key}`
    let format = formats.get(id)
    if (format === undefined) {
      format = new IntlMessageFormat(CATALOGUES[language][key], language)
      formats.set(id, format)
    }
    return String(format.format(values))
  }
