import { HttpApp, HttpBody, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import { errorIn } from "../../engine/errorWords"
import { type Language, pickLanguage } from "../../engine/languages"
import { acceptedLanguages } from "./browserLanguage"

const decoder = new TextDecoder()

/**
 * Error answers in the language the request asks for (`Accept-Language`; the web client sends the
 * one its screens speak): the body's `message` and each of its `errors`. The engine refuses in
 * English; this is the one place its sentences change language, on the answer as it is sent
 * (whoever wrote it: a handler, the schemas, the limits, a replay).
 */
export const spokenErrors = <E, R>(app: HttpApp.Default<E, R>) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const header = request.headers["accept-language"]
    const language = header === undefined ? "en" : pickLanguage(null, acceptedLanguages(header), undefined)
    if (language !== "en")
      yield* HttpApp.appendPreResponseHandler((_, response) => Effect.succeed(translated(response, language)))
    return yield* app
  })

const translated = (response: HttpServerResponse.HttpServerResponse, language: Language) => {
  if (response.status < 400 || response.body._tag !== "Uint8Array") return response
  const body = parsed(response.body.body)
  if (body === undefined || typeof body.message !== "string") return response
  const say = (sentence: unknown) => (typeof sentence === "string" ? errorIn(language, sentence) : sentence)
  return HttpServerResponse.setBody(
    response,
    HttpBody.unsafeJson({
      ...body,
      message: say(body.message),
      ...(Array.isArray(body.errors) ? { errors: body.errors.map(say) } : {}),
    }),
  )
}

const parsed = (bytes: Uint8Array): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(decoder.decode(bytes))
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}
