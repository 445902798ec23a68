import { IntlMessageFormat } from "intl-messageformat"
import { formatLongDate, formatTime } from "./dates"
import english from "./i18n/en.json"
import spanish from "./i18n/es.json"
import portuguese from "./i18n/pt-BR.json"
import type { Language } from "./languages"

/**
 * The mail catalogues (`engine/i18n`), each typed as English's so that a missing key does not
 * compile. Written out in the package's declarations (not imported from the JSON files).
 */
const CATALOGUES = { en: english, es: spanish satisfies typeof english, "pt-BR": portuguese satisfies typeof english }

/** A key of the mail catalogues; English is the source. */
export type MailMessage = keyof (typeof CATALOGUES)["en"]
const formats = new Map<string, IntlMessageFormat>()

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

/** An instant's date and time of day at the club, as a reader of `language` writes them (English as SPEC does). */
export const dateIn = (language: Language, instant: Date, zone: string) =>
  language === "en"
    ? formatLongDate(instant, zone)
    : new Intl.DateTimeFormat(language, {
        weekday: "short",
        day: "numeric",
        month: "short",
        year: "numeric",
        timeZone: zone,
      }).format(instant)
export const timeIn = (language: Language, instant: Date, zone: string) =>
  language === "en"
    ? formatTime(instant, zone)
    : new Intl.DateTimeFormat(language, { hour: "numeric", minute: "2-digit", timeZone: zone }).format(instant)
