import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

/** How long a sign-in lasts without being renewed. */
export const SESSION_DAYS = 30

export const insertSession = (userId: number, tokenHash: string, csrfToken: string) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`
      insert into sessions (token_hash, user_id, csrf_token, expires_at)
      values (${tokenHash}, ${userId}, ${csrfToken}, now() + make_interval(days => ${SESSION_DAYS}))`,
  )

export const findSession = (tokenHash: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ user_id: number; csrf_token: string }>`
      select user_id, csrf_token from sessions where token_hash = ${tokenHash} and expires_at > now()`
    return Option.fromNullable(rows[0])
  })

export const deleteSession = (tokenHash: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`delete from sessions where token_hash = ${tokenHash}`)

/** Signs a person out everywhere but `keepTokenHash` (after a password change). */
export const deleteOtherSessions = (userId: number, keepTokenHash: string | null) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`delete from sessions where user_id = ${userId} and token_hash is distinct from ${keepTokenHash}`,
  )

export const findApiToken = (tokenHash: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ user_id: number }>`
      update api_tokens set last_used_at = now()
      where token_hash = ${tokenHash} and revoked_at is null
      returning user_id`
    return Option.fromNullable(rows[0])
  })
