import { Effect, Option } from "effect"
import { IdentitiesRepo } from "../../engine/accounts/port"
import type { ClubRole } from "../../engine/people/rules"
import type { TokenScope } from "../../engine/roles"
import * as apiTokens from "./apiTokens"
import { repository, sqlGen, withSql } from "./client"
import * as notices from "./notifications"
import { facilityOfRecord } from "./ownership"
import * as passwordResets from "./passwordResets"
import * as pendingSignUps from "./pendingSignUps"
import * as signInFailures from "./signInFailures"
import { decodeUserRow, userColumns } from "./users"
import { AccountsRepo } from "../../engine/accounts/port"

/** How long a sign-in lasts without being renewed. */
export const SESSION_DAYS = 30

export const insertSession = (userId: number, tokenHash: string, csrfToken: string) =>
  withSql(
    (sql) => sql`
      insert into sessions (token_hash, user_id, csrf_token, expires_at)
      values (${tokenHash}, ${userId}, ${csrfToken}, now() + make_interval(days => ${SESSION_DAYS}))`,
  )

export const deleteSession = (tokenHash: string) =>
  withSql((sql) => sql`delete from sessions where token_hash = ${tokenHash}`)

/** Signs a person out everywhere but `keepTokenHash` (after a password change). */
export const deleteOtherSessions = (userId: number, keepTokenHash: string | null) =>
  withSql((sql) => sql`delete from sessions where user_id = ${userId} and token_hash is distinct from ${keepTokenHash}`)

/**
 * The user an unrevoked API token acts as. Its last use is written at most once a minute, so a
 * busy integration does not turn every read into a write.
 */
export const findApiTokenUser = (tokenHash: string) =>
  sqlGen(function* (sql) {
    const rows = yield* sql<{ user_id: number; scope: TokenScope; facility_id: number | null }>`
      with t as (select id, user_id, scope, facility_id::int, last_used_at from api_tokens where token_hash = ${tokenHash} and revoked_at is null),
      touched as (
        update api_tokens set last_used_at = now()
        where id in (select id from t where last_used_at is null or last_used_at < now() - interval '1 minute')
      )
      select user_id, scope, facility_id from t`
    return Option.fromNullable(rows[0])
  })

/** Who a request is, in one round trip: the user with their roles, by a live session's digest or by id. */
export const findIdentity = (by: { readonly session: string } | { readonly userId: number }) =>
  sqlGen(function* (sql) {
    const found =
      "session" in by
        ? sql`select user_id, csrf_token from sessions where token_hash = ${by.session} and expires_at > now()`
        : sql`select ${by.userId}::bigint as user_id, null::text as csrf_token`
    const rows = yield* sql<
      { csrf_token: string | null; memberships: ReadonlyArray<ClubRole> } & Record<string, unknown>
    >`
      with found as (${found})
      select found.csrf_token, u.*,
        coalesce((select json_agg(json_build_object('facility_id', fu.facility_id, 'role', fu.role) order by fu.facility_id)
                  from facility_users fu where fu.user_id = found.user_id), '[]') as memberships
      from found cross join lateral (select ${sql.literal(userColumns)} from users where id = found.user_id) u`
    const row = rows[0]
    if (row === undefined) return Option.none()
    return Option.some({ user: decodeUserRow(row), csrfToken: row.csrf_token, memberships: row.memberships })
  })

/** Who holds a session or a token, read from storage each time (the server keeps sessions: sessionCache.ts). */
export const IdentitiesRepoLive = repository(IdentitiesRepo, (on) => ({
  // Nothing is kept here to forget.
  forgetKept: Effect.void,
  bySession: on((digest: string) => findIdentity({ session: digest })),
  byUser: on((userId: number) => findIdentity({ userId })),
  byApiToken: on((digest: string) =>
    Effect.gen(function* () {
      const token = yield* findApiTokenUser(digest)
      if (Option.isNone(token)) return Option.none()
      const identity = yield* findIdentity({ userId: token.value.user_id })
      return Option.map(identity, (found) => ({
        ...found,
        scope: token.value.scope,
        facilityId: token.value.facility_id,
      }))
    }),
  ),
  facilityOf: on(facilityOfRecord),
}))

export const AccountsRepoLive = repository(AccountsRepo, (on) => ({
  insertSession: on((userId: number, tokenHash: string, csrf: string) =>
    Effect.asVoid(insertSession(userId, tokenHash, csrf)),
  ),
  deleteSession: on((tokenHash: string) => Effect.asVoid(deleteSession(tokenHash))),
  deleteOtherSessions: on((userId: number, keep: string | null) => Effect.asVoid(deleteOtherSessions(userId, keep))),
  insertPendingSignUp: on(pendingSignUps.insertPendingSignUp),
  takePendingSignUp: on(pendingSignUps.takePendingSignUp),
  insertPasswordReset: on((userId: number, tokenHash: string) =>
    Effect.asVoid(passwordResets.insertPasswordReset(userId, tokenHash)),
  ),
  usePasswordReset: on(passwordResets.usePasswordReset),
  recentFailures: on(signInFailures.recentFailures),
  recordFailure: on((key: string, ip: string) => Effect.asVoid(signInFailures.recordFailure(key, ip))),
  clearFailures: on((key: string, ip: string) => Effect.asVoid(signInFailures.clearFailures(key, ip))),
  apiTokensOf: on(apiTokens.apiTokensOf),
  insertApiToken: on(apiTokens.insertApiToken),
  revokeApiToken: on(apiTokens.revokeApiToken),
  revokeAllApiTokens: on((userId: number) => Effect.asVoid(apiTokens.revokeAllApiTokens(userId))),
  setCalendarToken: on((userId: number, token: string | null) =>
    Effect.asVoid(notices.setCalendarToken(userId, token)),
  ),
}))
