import { type Language, languageOf } from "../engine/i18n/languages"

/**
 * The language of the command line's human output: the terminal's locale for dates and times
 * (`LC_ALL`, else `LC_TIME`, else `LANG`; "es_ES.UTF-8" reads Spanish), English for C, POSIX or
 * none. Its own words stay English, the engine's refusals are translated; `--json` output is locale-free whatever the terminal says.
 */
export const terminalLanguage = (env: Readonly<Record<string, string | undefined>>): Language => {
  const locale = (env.LC_ALL || env.LC_TIME || env.LANG || "").split(/[.@]/)[0]!.replace("_", "-")
  return locale === "" || locale === "C" || locale === "POSIX" ? "en" : (languageOf(locale) ?? "en")
}
