import { Context, type Effect } from "effect"
import type { ApiTokenRow, PendingSignUp } from "./rules"
import type { TokenScope } from "../roles"
import type { Failures } from "./signIn"

/** Sessions, sign-ups, password resets, sign-in failures and API tokens: how people get in. Tokens are kept by digest. */
export class AccountsRepo extends Context.Tag("venue/AccountsRepo")<
  AccountsRepo,
  {
    readonly insertSession: (userId: number, tokenHash: string, csrfToken: string) => Effect.Effect<void>
    readonly deleteSession: (tokenHash: string) => Effect.Effect<void>
    /** Ends every session of the person but the one kept (none when null). */
    readonly deleteOtherSessions: (userId: number, keepTokenHash: string | null) => Effect.Effect<void>
    /** A sign-up waiting for its mailed link, for a day. */
    readonly insertPendingSignUp: (tokenHash: string, signUp: PendingSignUp) => Effect.Effect<void>
    /** The sign-up the link was for, once: gone afterwards; undefined when unknown or expired. */
    readonly takePendingSignUp: (tokenHash: string) => Effect.Effect<PendingSignUp | undefined>
    readonly insertPasswordReset: (userId: number, tokenHash: string) => Effect.Effect<void>
    /** Whose reset link this is, once; undefined when unknown, used or expired. */
    readonly usePasswordReset: (tokenHash: string) => Effect.Effect<number | undefined>
    /** Failures in the window for a key (an address, or `kind:…`) and a network address. */
    readonly recentFailures: (key: string, ip: string) => Effect.Effect<Failures>
    readonly recordFailure: (key: string, ip: string) => Effect.Effect<void>
    readonly clearFailures: (key: string, ip: string) => Effect.Effect<void>
    readonly apiTokensOf: (userId: number) => Effect.Effect<ReadonlyArray<ApiTokenRow>>
    readonly insertApiToken: (token: {
      readonly user_id: number
      readonly name: string
      readonly scope: TokenScope
      readonly facility_id: number | null
      readonly token_hash: string
      readonly token_prefix: string
    }) => Effect.Effect<number>
    /** The person's own token, or anyone's for a platform admin; whether there was one to revoke. */
    readonly revokeApiToken: (id: number, userId: number, anyones: boolean) => Effect.Effect<boolean>
    readonly revokeAllApiTokens: (userId: number) => Effect.Effect<void>
    /** The secret address of a person's calendar feed; null ends it. */
    readonly setCalendarToken: (userId: number, token: string | null) => Effect.Effect<void>
  }
>() {}
