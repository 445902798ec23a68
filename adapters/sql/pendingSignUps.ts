import { Effect } from "effect"
import { withSql } from "./client"
import type { PendingSignUp } from "../../engine/accounts/rules"

/** A sign-up waiting for its mailed link, for a day; expired ones are let go as new ones come. */
export const insertPendingSignUp = (tokenHash: string, signUp: PendingSignUp) =>
  withSql((sql) =>
    sql.withTransaction(
      Effect.zipRight(
        sql`delete from pending_sign_ups where expires_at < now()`,
        sql`
          insert into pending_sign_ups (token_hash, email, first_name, last_name, phone, password_hash, expires_at)
          values (${tokenHash}, ${signUp.email}, ${signUp.first_name}, ${signUp.last_name}, ${signUp.phone},
            ${signUp.password_hash}, now() + interval '24 hours')`,
      ),
    ),
  )

/** Takes a live sign-up by its link, once; undefined for an unknown, used or expired link. */
export const takePendingSignUp = (tokenHash: string) =>
  withSql((sql) =>
    Effect.map(
      sql<PendingSignUp>`
        delete from pending_sign_ups where token_hash = ${tokenHash} and expires_at > now()
        returning email, first_name, last_name, phone, password_hash`,
      (rows) => rows[0],
    ),
  )
