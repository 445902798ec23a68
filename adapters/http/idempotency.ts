import { HttpApp, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Option } from "effect"
import { Secrets } from "../../engine/accounts/port"
import { Identities } from "../../engine/accounts/identities"
import { IdempotencyKeys } from "../idempotencyKeys"
import { sameSecret } from "../security/secrets"
import { jsonError } from "./errorBodies"
import { CSRF_HEADER, SESSION_COOKIE } from "./authn"

/** The methods a client may retry with an Idempotency-Key: every write. */
export const IDEMPOTENT_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"])

/**
 * Secrets an answer shows once (API tokens, webhook signing secrets, an app's tokens and its
 * client secret): never kept to be answered again. A replay says the call was done, with each of
 * them in its place as this text.
 */
const SHOWN_ONCE = /\b(?:vt|whsec|vat|var|vas)_[A-Za-z0-9_-]{8,}/g
export const SECRET_NOT_REPLAYED = "(shown once, when it was made; not shown again)"

/**
 * Whose keys these are: the caller as the request proves it now (a live session with its CSRF
 * token, or a token not revoked), named by a keyed digest of the credential; undefined when the
 * request proves no one, so that nothing is claimed or answered again for it (the API refuses it).
 */
const callerScope = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.gen(function* () {
    const identities = yield* Identities
    const secrets = yield* Secrets
    const authorization = request.headers["authorization"]
    if (authorization !== undefined && authorization !== "") {
      const proved = yield* Effect.either(identities.byBearer(authorization))
      return proved._tag === "Right" ? secrets.digest(`bearer ${authorization}`) : undefined
    }
    const cookie = request.cookies[SESSION_COOKIE]
    if (cookie === undefined || cookie === "") return undefined
    const session = yield* identities.bySession(cookie)
    if (Option.isNone(session)) return undefined
    const csrf = session.value.csrfToken
    const sent = request.headers[CSRF_HEADER]
    if (csrf === null || csrf === undefined || sent === undefined || !sameSecret(sent, csrf)) return undefined
    return secrets.digest(`session ${session.value.digest}`)
  })

/**
 * What the request asks, for telling a retry from another request under the same key: a keyed
 * digest (no offline oracle of what was sent). Undefined for a body with a password in it, which
 * is never digested nor kept: such a call is simply done again.
 */
const requestDigest = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.gen(function* () {
    const secrets = yield* Secrets
    // A multipart body is read by its handler as a stream: it is named by its length (files are checked by their handlers).
    const body = (request.headers["content-type"] ?? "").startsWith("multipart/")
      ? `multipart ${request.headers["content-length"] ?? ""}`
      : yield* Effect.orElseSucceed(request.text, () => "")
    if (/"[^"]*password[^"]*"\s*:/i.test(body)) return undefined
    return secrets.digest(JSON.stringify([request.method, request.url, body]))
  })

const unreachable = () =>
  jsonError(503, "ServiceUnavailable", "unavailable", "The database is out of reach; try again in a moment.")

/**
 * DESIGN.md's Idempotency-Key, for every write of the API in one place: the same key with the
 * same request, from the same caller as it stands now, answers the first answer again (status and
 * body, less any secret it showed once) without doing it twice; with another request, 422; while
 * the first still runs, 409. A key whose request died with its server is free again once its
 * lease (longer than any request may run) has ended. An answer that is not a success did nothing
 * and frees its key. Keys are kept two days (the `idempotency-keys` job lets older ones go).
 */
export const idempotentWrites = <E, R>(app: HttpApp.Default<E, R>) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const key = request.headers["idempotency-key"]
    if (key === undefined || key === "" || !IDEMPOTENT_METHODS.has(request.method)) return yield* app
    if (key.length > 255)
      return jsonError(422, "Unprocessable", "unprocessable", "An Idempotency-Key is at most 255 characters.")
    const keys = yield* IdempotencyKeys
    const claimed = yield* Effect.gen(function* () {
      const scope = yield* callerScope(request)
      const digest = scope === undefined ? undefined : yield* requestDigest(request)
      if (scope === undefined || digest === undefined) return { _tag: "pass" } as const
      const id = yield* keys.claim(scope, key, digest)
      if (id !== undefined) return { _tag: "claimed", id } as const
      return { _tag: "used", first: yield* keys.firstUse(scope, key), digest } as const
    }).pipe(
      // Out of reach (a cut, a restart): the same 503 as a write without a key, said in the log too.
      Effect.catchAllCause((cause) =>
        Effect.as(Effect.logWarning("Idempotency-Key not checked: the database is out of reach", cause), {
          _tag: "unreachable",
        } as const),
      ),
    )
    if (claimed._tag === "unreachable") return unreachable()
    if (claimed._tag === "pass") return yield* app
    if (claimed._tag === "used") {
      const { first, digest } = claimed
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
          "A request with this Idempotency-Key is still being processed: try again in a moment.",
        )
      return HttpServerResponse.text(first.body ?? "", {
        status: first.status,
        contentType: first.content_type ?? "application/json",
        headers: { "idempotent-replayed": "true" },
      })
    }
    const id = claimed.id
    // Kept as the answer is sent, whatever made it (the handler, or the edge from a refusal), and
    // before the client can see it: a retry right after the answer finds it.
    yield* HttpApp.appendPreResponseHandler((_, response) =>
      Effect.as(keep(keys, id, response).pipe(Effect.catchAllCause(() => Effect.void)), response),
    )
    return yield* app
  })

/**
 * A success is kept to answer again, less the secrets it shows once. Not a success did nothing;
 * a success answered as a stream (a file) cannot be answered again and is safe to do again:
 * either way the key is free for a retry.
 */
const keep = (keys: IdempotencyKeys["Type"], id: number, response: HttpServerResponse.HttpServerResponse) => {
  const body = response.body
  if (response.status >= 300 || (body._tag !== "Uint8Array" && body._tag !== "Empty")) return keys.release(id)
  return keys.storeAnswer(
    id,
    response.status,
    body._tag === "Uint8Array" ? body.contentType : null,
    body._tag === "Uint8Array" ? new TextDecoder().decode(body.body).replace(SHOWN_ONCE, SECRET_NOT_REPLAYED) : "",
  )
}
