import { HttpServerRequest } from "@effect/platform"
import { Effect } from "effect"
import * as crypto from "node:crypto"
import { currentUser } from "./actor"
import { claimKey, firstUse, releaseKey, storeAnswer } from "../sql/idempotencyKeys"
import { conflict, unprocessable } from "./errors"

/**
 * DESIGN.md's Idempotency-Key for money-moving calls, scoped to the caller: the same key with the
 * same request answers the first answer again without moving money twice; the same key with
 * another request is a 422; while the first is still running, a 409. Keys are kept two days. A
 * call that fails moved nothing (it runs in a transaction) and frees its key for a retry.
 */
export const idempotent = <A, E, R>(request: unknown, run: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const http = yield* HttpServerRequest.HttpServerRequest
    const key = http.headers["idempotency-key"]
    if (key === undefined || key === "") return yield* run
    if (key.length > 255) return yield* Effect.fail(unprocessable("An Idempotency-Key is at most 255 characters."))
    const me = yield* currentUser.pipe(Effect.orDie)
    const hash = crypto
      .createHash("sha256")
      .update(JSON.stringify([http.method, http.url.split("?", 1)[0], request]))
      .digest("hex")
    const id = yield* claimKey(me.id, key, hash)
    if (id === undefined) {
      const first = yield* firstUse(me.id, key)
      if (first === undefined) return yield* Effect.fail(conflict("Try again."))
      if (first.request_hash !== hash)
        return yield* Effect.fail(unprocessable("This Idempotency-Key was used for a different request."))
      if (first.status === null)
        return yield* Effect.fail(conflict("A request with this Idempotency-Key is still being processed."))
      return (typeof first.response === "string" ? JSON.parse(first.response) : first.response) as A
    }
    return yield* run.pipe(
      Effect.tap((answer) => storeAnswer(id, answer)),
      Effect.tapErrorCause(() => releaseKey(id)),
    )
  })
