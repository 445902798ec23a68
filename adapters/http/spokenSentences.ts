import { HttpApp, HttpBody, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import { errorIn } from "../../engine/errorWords"
import { type Language, pickLanguage } from "../../engine/i18n/languages"
import { acceptedLanguages } from "./browserLanguage"
import { jsonObjectOf } from "./jsonText"

/** An answer larger than this is data (a calendar, a list), not a sentence for someone: it goes as it is. */
export const SENTENCE_BODY_BYTES = 8 * 1024

/**
 * The server's sentences for people in the language the request asks for (`Accept-Language`; the
 * web client sends the one its screens speak): an error's `message` and each of its `errors`, and
 * the `message` of an answer that is one (a cancellation's verdict, "The door is open."). The
 * engine writes English; this is the one place its sentences change language, on the answer as it
 * is sent, whoever wrote it: a handler, the schemas, the limits, an idempotent replay.
 */
export const spokenSentences = <E, R>(app: HttpApp.Default<E, R>) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const header = request.headers["accept-language"]
    const language = header === undefined ? "en" : pickLanguage(null, acceptedLanguages(header), undefined)
    if (language !== "en")
      yield* HttpApp.appendPreResponseHandler((_, response) => Effect.succeed(translated(response, language)))
    return yield* app
  })

const translated = (response: HttpServerResponse.HttpServerResponse, language: Language) => {
  const body = response.body
  if (body._tag !== "Uint8Array" || body.body.byteLength > SENTENCE_BODY_BYTES) return response
  if (!/^application\/(problem\+)?json/.test(body.contentType)) return response
  const answer = jsonObjectOf(body.body)
  if (answer === undefined || typeof answer.message !== "string") return response
  const say = (sentence: unknown) => (typeof sentence === "string" ? errorIn(language, sentence) : sentence)
  return HttpServerResponse.setBody(
    response,
    HttpBody.unsafeJson(
      {
        ...answer,
        message: say(answer.message),
        ...(typeof answer.detail === "string" ? { detail: say(answer.detail) } : {}),
        ...(response.status >= 400 && Array.isArray(answer.errors) ? { errors: answer.errors.map(say) } : {}),
      },
      body.contentType,
    ),
  )
}
