import { HttpApp, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import { IdempotencyKeys } from "../idempotencyKeys"
import * as crypto from "node:crypto"
import { jsonError } from "./errorBodies"
import { SESSION_COOKIE } from "./authn"

/** The methods a client may retry with an Idempotency-Key: every write. */
export const IDEMPOTENT_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"])

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex")

/** Whose keys these are: the session's or the API token's (a key names one caller's request, never another's). */
const callerScope = (request: HttpServerRequest.HttpServerRequest) => {
  const bearer = request.headers["authorization"]
  if (bearer !== undefined && bearer !== "") return sha256(`bearer ${bearer}`)
  const session = request.cookies[SESSION_COOKIE]
  return session === undefined || session === "" ? undefined : sha256(`session ${session}`)
}

/** What the request asks, for telling a retry from another request under the same key. */
const requestDigest = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.map(
    // A multipart body is read by its handler as a stream: it is named by its length (files are checked by their handlers).
    (request.headers["content-type"] ?? "").startsWith("multipart/")
      ? Effect.succeed(`multipart ${request.headers["content-length"] ?? ""}`)
      : Effect.orElseSucceed(request.text, () => ""),
    (body) => sha256(JSON.stringify([request.method, request.url, body])),
  )

/**
 * DESIGN.md's Idempotency-Key, for every write of the API in one place: the same key with the
 * same request answers the first answer again (status and body) without doing it twice; with
 * another request, 422; while the first still runs, or if its server stopped before answering,
 * 409 (what it did is in the club's records: look there before sending it with a new key). An
 * answer that is not a success did nothing and frees its key. Keys are the caller's own and kept
 * two days (the `idempotency-keys` job lets older ones go); a request without a session or token has no key to keep.
 */
export const idempotentWrites = <E, R>(app: HttpApp.Default<E, R>) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const key = request.headers["idempotency-key"]
    if (key === undefined || key === "" || !IDEMPOTENT_METHODS.has(request.method)) return yield* app
    if (key.length > 255)
      return jsonError(422, "Unprocessable", "unprocessable", "An Idempotency-Key is at most 255 characters.")
    const scope = callerScope(request)
    if (scope === undefined) return yield* app
    const keys = yield* IdempotencyKeys
    const digest = yield* requestDigest(request)
    const id = yield* keys.claim(scope, key, digest)
    if (id === undefined) {
      const first = yield* keys.firstUse(scope, key)
      if (first === undefined) return jsonError(409, "Conflict", "conflict", "Try again.")
      if (first.request_hash !== digest)
        return jsonError(
          422,
          "Unprocessable",
          "unprocessable",
          "This Idempotency-Key was used for a different request.",
        )
      if (first.status === null)
        return jsonError(
          409,
          "Conflict",
          "conflict",
          "A request with this Idempotency-Key is still being processed, or its server stopped before answering: look for what it did before sending it again with a new key.",
        )
      return HttpServerResponse.text(first.body ?? "", {
        status: first.status,
        contentType: first.content_type ?? "application/json",
        headers: { "idempotent-replayed": "true" },
      })
    }
    // Kept as the answer is sent, whatever made it (the handler, or the edge from a refusal), and
    // before the client can see it: a retry right after the answer finds it.
    yield* HttpApp.appendPreResponseHandler((_, response) => Effect.as(keep(keys, id, response), response))
    return yield* app
  })

/**
 * A success is kept to answer again. Not a success did nothing; a success answered as a stream
 * (a file) cannot be answered again and is safe to do again: either way the key is free for a retry.
 */
const keep = (keys: IdempotencyKeys["Type"], id: number, response: HttpServerResponse.HttpServerResponse) => {
  const body = response.body
  if (response.status >= 300 || (body._tag !== "Uint8Array" && body._tag !== "Empty")) return keys.release(id)
  return keys.storeAnswer(
    id,
    response.status,
    body._tag === "Uint8Array" ? body.contentType : null,
    body._tag === "Uint8Array" ? new TextDecoder().decode(body.body) : "",
  )
}
