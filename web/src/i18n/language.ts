import { type Language, languageOf, pickLanguage } from "../../../engine/i18n/languages"

/**
 * The language the screens speak now, for the formatting helpers that are called outside React
 * (dates, times, money); the provider sets it before anything renders in it.
 */
let current: Language = "en"
export const currentLanguage = () => current
export const setCurrentLanguage = (language: Language) => {
  current = language
  if (typeof document !== "undefined") document.documentElement.lang = language
}

/** A signed-out visitor's choice, kept in the browser (a signed-in person's is on their account). */
const KEY = "venue.language"
export const visitorLanguage = (): Language | undefined => {
  try {
    return languageOf(localStorage.getItem(KEY) ?? "")
  } catch {
    return undefined
  }
}
export const keepVisitorLanguage = (language: Language) => {
  try {
    localStorage.setItem(KEY, language)
  } catch {
    // A browser that keeps nothing asks again next time.
  }
}

/** The browser's languages, most wanted first. */
export const browserLanguages = (): ReadonlyArray<string> =>
  typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language])

export { pickLanguage }
