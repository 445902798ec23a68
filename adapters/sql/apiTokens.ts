import type { TokenScope } from "../../engine/roles"
import { ApiTokenRow } from "../../engine/accounts/rules"
import { idRows, rowsOf, withSql } from "./client"
import { Effect } from "effect"

export const apiTokensOf = (userId: number) =>
  withSql((sql) =>
    rowsOf(ApiTokenRow)(sql`
      select id, name, token_prefix, scope, facility_id::int, to_json(created_at) #>> '{}' as created_at,
        to_json(last_used_at) #>> '{}' as last_used_at, to_json(revoked_at) #>> '{}' as revoked_at
      from api_tokens where user_id = ${userId} order by id`),
  )

/** Keeps a new token by its digest and first characters (to tell tokens apart); its id. */
export const insertApiToken = (token: {
  user_id: number
  name: string
  scope: TokenScope
  facility_id: number | null
  token_hash: string
  token_prefix: string
}) =>
  withSql((sql) =>
    Effect.map(idRows(sql`insert into api_tokens ${sql.insert(token)} returning id`), (rows) => Number(rows[0]!.id)),
  )

/** Whether there was such a token of `userId` (any person's, for a platform admin). */
export const revokeApiToken = (id: number, userId: number, anyones: boolean) =>
  withSql((sql) =>
    Effect.map(
      sql`
        update api_tokens set revoked_at = coalesce(revoked_at, now())
        where id = ${id} and (user_id = ${userId} or ${anyones})
        returning id`,
      (rows) => rows.length > 0,
    ),
  )

/**
 * A new password ends every token: whoever knew the old one may have made them, their own and
 * those the apps they let in hold (the grants stand; the app asks the person again).
 */
export const revokeAllApiTokens = (userId: number) =>
  withSql((sql) =>
    Effect.zipRight(
      sql`update api_tokens set revoked_at = now() where user_id = ${userId} and revoked_at is null`,
      sql`update app_tokens t set revoked_at = now() from app_grants g
        where g.id = t.grant_id and g.user_id = ${userId} and t.revoked_at is null`,
    ),
  )
