import { Effect } from "effect"
import { sqlGen, withSql } from "./client"

/** The Idempotency-Key store: one row per caller and key, its request's digest, and its first answer. */

/** Claims `key` for a request; undefined when the caller used it already. Keys older than two days go first. */
export const claimKey = (scope: string, key: string, digest: string) =>
  sqlGen(function* (sql) {
    yield* sql`
      delete from idempotency_keys where id in (
        select id from idempotency_keys where created_at < now() - interval '48 hours' order by created_at limit 100)`
    const claimed = yield* sql<{ id: number }>`
      insert into idempotency_keys (scope, key, request_hash) values (${scope}, ${key}, ${digest})
      on conflict (scope, key) do nothing returning id`
    return claimed[0] === undefined ? undefined : Number(claimed[0].id)
  })

/** The request a key was first used for, and its answer once there is one (status null: none yet). */
export const firstUse = (scope: string, key: string) =>
  withSql((sql) =>
    Effect.map(
      sql<{ request_hash: string; status: number | null; content_type: string | null; body: string | null }>`
        select request_hash, status, content_type, body from idempotency_keys where scope = ${scope} and key = ${key}`,
      (rows) => rows[0],
    ),
  )

export const storeAnswer = (id: number, status: number, contentType: string | null, body: string) =>
  withSql(
    (sql) =>
      sql`update idempotency_keys set status = ${status}, content_type = ${contentType}, body = ${body} where id = ${id}`,
  ).pipe(Effect.asVoid)

/** A request that did nothing frees its key for a retry. */
export const releaseKey = (id: number) =>
  withSql((sql) => sql`delete from idempotency_keys where id = ${id}`).pipe(Effect.asVoid)
