import { HttpApp, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import { jsonError } from "./errorBodies"

/** A JSON body is small; a form may carry an image (the logo's own cap is lower, checked by its route). */
export const MAX_JSON_BYTES = 256 * 1024
export const MAX_FORM_BYTES = 2 * 1024 * 1024

/** Only the club's public calendar page and the widget's may be shown inside another site. */
const FRAMEABLE = /^\/(f\/[a-z0-9][a-z0-9-]{0,62}\/(calendar|competitions\/\d{1,15})|widget-demo|widget\.js)$/

/** Reads the body once (the platform keeps it for the handler) to look for NUL characters, raw or escaped. */
const hasNul = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.map(
    Effect.orElseSucceed(request.text, () => ""),
    (text) => text.includes("\\u0000") || text.includes("\u0000"),
  )

/**
 * Scripts only from this server (and inline ones whose hashes are given): a script someone slipped
 * into a page (rich text, a name) never runs. No plugins, no <base> pointing elsewhere; framed only
 * where the page is meant to be embedded.
 */
export const contentSecurityPolicy = (
  scriptHashes: ReadonlyArray<string>,
  options: { readonly frameable?: boolean; readonly webAssembly?: boolean } = {},
) =>
  [
    `script-src 'self'${scriptHashes.map((hash) => ` 'sha256-${hash}'`).join("")}${options.webAssembly ? " 'wasm-unsafe-eval'" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    ...(options.frameable ? [] : ["frame-ancestors 'none'"]),
  ].join("; ")

const tooLarge = (limit: number) =>
  jsonError(413, "PayloadTooLarge", "payload_too_large", `The request body is too large: at most ${limit} bytes.`)

/**
 * Before anything reads a body: one larger than its kind allows is refused with 413 by its
 * declared length, and one that declares none with 411, so no handler or policy parses megabytes
 * nobody asked for. Every answer says not to guess its type; pages other than
 * the embeddable calendar and competition draws refuse to be framed.
 */
export const requestLimits = <E, R>(app: HttpApp.Default<E, R>) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const pathname = request.url.split("?", 1)[0]!
    const frameable = FRAMEABLE.test(pathname)
    yield* HttpApp.appendPreResponseHandler((_, response) =>
      Effect.succeed(
        HttpServerResponse.setHeaders(response, {
          "x-content-type-options": "nosniff",
          // A page that brings its own policy (the API reference, with its inline scripts' hashes) keeps it.
          "content-security-policy":
            response.headers["content-security-policy"] ?? contentSecurityPolicy([], { frameable }),
          ...(frameable ? {} : { "x-frame-options": "DENY", "referrer-policy": "same-origin" }),
        }),
      ),
    )
    const form = (request.headers["content-type"] ?? "").startsWith("multipart/")
    const limit = form ? MAX_FORM_BYTES : MAX_JSON_BYTES
    const length = request.headers["content-length"]
    // A body whose size is not declared could be any size: browsers and our clients always declare it.
    if (length === undefined && request.headers["transfer-encoding"] !== undefined)
      return jsonError(411, "LengthRequired", "length_required", "Send the body with its Content-Length.")
    if (Number(length ?? 0) > limit) return tooLarge(limit)
    // PostgreSQL keeps no NUL in text: such input is refused as the caller's, before it reaches a statement.
    if (/%00/.test(request.url) || (!form && Number(length ?? 0) > 0 && (yield* hasNul(request))))
      return jsonError(400, "BadRequest", "bad_request", "Text may not contain NUL characters.")
    return yield* app
  })
