import { HttpServerRequest } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import * as crypto from "node:crypto"
import { currentUser } from "./actor"
import { Conflict, unprocessable } from "./errors"

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
    const sql = yield* SqlClient.SqlClient
    const hash = crypto
      .createHash("sha256")
      .update(JSON.stringify([http.method, http.url.split("?", 1)[0], request]))
      .digest("hex")
    yield* sql`delete from idempotency_keys where user_id = ${me.id} and created_at < now() - interval '48 hours'`
    const claimed = yield* sql<{ id: number }>`
      insert into idempotency_keys (user_id, key, request_hash) values (${me.id}, ${key}, ${hash})
      on conflict (user_id, key) do nothing returning id`
    if (claimed.length === 0) {
      const [first] = yield* sql<{ request_hash: string; status: number | null; response: unknown }>`
        select request_hash, status, response from idempotency_keys where user_id = ${me.id} and key = ${key}`
      if (first === undefined) return yield* Effect.fail(new Conflict({ message: "Try again.", errors: [] }))
      if (first.request_hash !== hash)
        return yield* Effect.fail(unprocessable("This Idempotency-Key was used for a different request."))
      if (first.status === null)
        return yield* Effect.fail(
          new Conflict({ message: "A request with this Idempotency-Key is still being processed.", errors: [] }),
        )
      return (typeof first.response === "string" ? JSON.parse(first.response) : first.response) as A
    }
    const id = claimed[0]!.id
    return yield* run.pipe(
      Effect.tap(
        (answer) =>
          sql`update idempotency_keys set status = 200, response = ${JSON.stringify(answer)}::jsonb where id = ${id}`,
      ),
      Effect.tapErrorCause(() => sql`delete from idempotency_keys where id = ${id}`),
    )
  })
