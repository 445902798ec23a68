import { userRows, withSql } from "./client"
import { Effect } from "effect"

/** A new reset link for an hour; it voids the person's earlier links. */
export const insertPasswordReset = (userId: number, tokenHash: string) =>
  withSql((sql) =>
    sql.withTransaction(
      Effect.zipRight(
        sql`update password_resets set used_at = now() where user_id = ${userId} and used_at is null`,
        sql`
          insert into password_resets (token_hash, user_id, expires_at)
          values (${tokenHash}, ${userId}, now() + interval '1 hour')`,
      ),
    ),
  )

/** Uses a live reset link once; the person it resets, or none for an unknown, used or expired link. */
export const usePasswordReset = (tokenHash: string) =>
  withSql((sql) =>
    Effect.map(
      userRows(sql`
        update password_resets set used_at = now()
        where token_hash = ${tokenHash} and used_at is null and expires_at > now()
        returning user_id`),
      (rows) => (rows[0] === undefined ? undefined : Number(rows[0].user_id)),
    ),
  )
