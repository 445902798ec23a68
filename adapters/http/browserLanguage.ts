import { HttpServerRequest } from "@effect/platform"
import { Effect } from "effect"
import { pickLanguage } from "../../engine/i18n/languages"

/**
 * The language a visitor's browser asks for (`Accept-Language`, most wanted first), among those we
 * speak; English when it names none of them. For mail sent before there is an account to hold a
 * language of its own: the sign-up link, a password reset.
 */
export const browserLanguage = Effect.map(HttpServerRequest.HttpServerRequest, (request) =>
  pickLanguage(null, acceptedLanguages(request.headers["accept-language"] ?? ""), undefined),
)

/** "es-AR,es;q=0.9,en;q=0.8" → ["es-AR", "es", "en"]: by their q, the header's order between equals. */
export const acceptedLanguages = (header: string) =>
  header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";")
      const q = Number(
        params
          .find((p) => p.trim().startsWith("q="))
          ?.trim()
          .slice(2) ?? "1",
      )
      return { tag: tag!.trim(), q: Number.isNaN(q) ? 0 : q, index }
    })
    .filter((l) => l.tag !== "" && l.tag !== "*" && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag)
