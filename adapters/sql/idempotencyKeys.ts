import { withSql, sqlGen } from "./client"
import { Effect } from "effect"

/** The Idempotency-Key store: one row per caller and key, its request's hash, and its first answer. */

const orDie = <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.orDie(effect)

/** Claims `key` for a request; undefined when the caller used it already. Keys older than two days go first. */
export const claimKey = (userId: number, key: string, hash: string) =>
  sqlGen(function* (sql) {
    yield* sql`delete from idempotency_keys where user_id = ${userId} and created_at < now() - interval '48 hours'`
    const claimed = yield* sql<{ id: number }>`
      insert into idempotency_keys (user_id, key, request_hash) values (${userId}, ${key}, ${hash})
      on conflict (user_id, key) do nothing returning id`
    return claimed[0]?.id
  }).pipe(orDie)

/** The request a key was first used for, and its answer once there is one (status null: still running). */
export const firstUse = (userId: number, key: string) =>
  withSql((sql) =>
    Effect.map(
      sql<{ request_hash: string; status: number | null; response: unknown }>`
        select request_hash, status, response from idempotency_keys where user_id = ${userId} and key = ${key}`,
      (rows) => rows[0],
    ),
  ).pipe(orDie)

export const storeAnswer = (id: number, answer: unknown) =>
  withSql(
    (sql) =>
      sql`update idempotency_keys set status = 200, response = ${JSON.stringify(answer)}::jsonb where id = ${id}`,
  ).pipe(Effect.asVoid, orDie)

/** A call that failed moved nothing: its key is free for a retry. */
export const releaseKey = (id: number) =>
  withSql((sql) => sql`delete from idempotency_keys where id = ${id}`).pipe(Effect.asVoid, orDie)
