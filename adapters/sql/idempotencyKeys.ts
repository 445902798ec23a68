import { Effect } from "effect"
import type { FirstUse } from "../idempotencyKeys"
import { IdempotencyKeys } from "../idempotencyKeys"
import { idRows, repository, withSql } from "./client"

/** The Idempotency-Key store: one row per caller and key, its request's digest, and its first answer. */

/**
 * Claims a key on a lease longer than any request may run; a key whose request never answered
 * (its server died) and whose lease ended is claimed again by the same request.
 */
export const claimKey = (scope: string, key: string, digest: string) =>
  withSql((sql) =>
    Effect.map(
      idRows(sql`
        insert into idempotency_keys (scope, key, request_hash, lease_until)
        values (${scope}, ${key}, ${digest}, now() + ${`${KEY_LEASE_SECONDS} seconds`}::interval)
        on conflict (scope, key) do update set lease_until = excluded.lease_until
          where idempotency_keys.status is null and idempotency_keys.lease_until < now()
            and idempotency_keys.request_hash = excluded.request_hash
        returning id`),
      (claimed) => (claimed[0] === undefined ? undefined : Number(claimed[0].id)),
    ),
  )

/** Longer than any request may run (REQUEST_TIMEOUT_SECONDS bounds reading it; the work is bounded by the pool's statement timeout). */
export const KEY_LEASE_SECONDS = 120

export const firstUse = (scope: string, key: string) =>
  withSql((sql) =>
    Effect.map(
      sql<FirstUse>`
        select request_hash, status, content_type, body from idempotency_keys where scope = ${scope} and key = ${key}`,
      (rows) => rows[0],
    ),
  )

export const storeAnswer = (id: number, status: number, contentType: string | null, body: string) =>
  withSql(
    (sql) =>
      sql`update idempotency_keys set status = ${status}, content_type = ${contentType}, body = ${body},
        lease_until = null where id = ${id}`,
  ).pipe(Effect.asVoid)

export const releaseKey = (id: number) =>
  withSql((sql) => sql`delete from idempotency_keys where id = ${id}`).pipe(Effect.asVoid)

/** Keys older than two days go, a batch at a time: how many went (the `idempotency-keys` job). */
export const forgetOldKeys = withSql((sql) =>
  Effect.map(
    sql`
      delete from idempotency_keys where id in (
        select id from idempotency_keys where created_at < now() - interval '48 hours' order by created_at limit 1000)
      returning id`,
    (rows) => rows.length,
  ),
)

/** The HTTP edge's Idempotency-Key store. */
export const IdempotencyKeysLive = repository(IdempotencyKeys, (on) => ({
  claim: on(claimKey),
  firstUse: on(firstUse),
  storeAnswer: on(storeAnswer),
  release: on(releaseKey),
}))
