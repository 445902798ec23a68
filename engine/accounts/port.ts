import { Context, type Effect, type Option } from "effect"
import type { ApiTokenRow, Identity, Owned, PendingSignUp } from "./rules"
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

/** Password hashing, implemented with a slow hash by the security adapter. */
export class Passwords extends Context.Tag("venue/Passwords")<
  Passwords,
  {
    readonly hash: (password: string) => Effect.Effect<string>
    /** Whether `password` is the one hashed; with no hash, takes as long and answers false, so timing tells nothing. */
    readonly verify: (passwordHash: string | null, password: string) => Effect.Effect<boolean>
  }
>() {}

/** Keys the server hashes its bearer secrets (session cookies, API tokens, reset links, codes) with. */
export class Secrets extends Context.Tag("venue/Secrets")<
  Secrets,
  {
    /** A keyed hash of a secret token: what the database stores instead of the token. */
    readonly digest: (token: string) => string
    /** Encrypts a secret the server must read back later (a provider's password or key). */
    readonly seal: (plaintext: string) => string
    /** Decrypts what `seal` made; fails if it was sealed under another server secret. */
    readonly open: (sealed: string) => string
    /** A new random token, url-safe, of `bytes` random bytes (32 by default). */
    readonly token: (bytes?: number) => string
    /** A new random code of six digits, to type from a mail. */
    readonly code: () => string
    /** Whether two digests are equal, compared in constant time. */
    readonly same: (a: string, b: string) => boolean
  }
>() {}

/** Who holds a session or an API token, as storage keeps them (by digest). */
export class IdentitiesRepo extends Context.Tag("venue/IdentitiesRepo")<
  IdentitiesRepo,
  {
    /** The person of a live session, by its digest. */
    readonly bySession: (digest: string) => Effect.Effect<Option.Option<Identity>>
    /** The person an unrevoked API token acts as, with its scope and the one club it is limited to (its last use noted). */
    readonly byApiToken: (
      digest: string,
    ) => Effect.Effect<Option.Option<Identity & { readonly scope: TokenScope; readonly facilityId: number | null }>>
    /** A person with their roles, by id: whom an app's token acts as. */
    readonly byUser: (userId: number) => Effect.Effect<Option.Option<Identity>>
    /** The club a record belongs to; undefined when there is no such record. */
    readonly facilityOf: (kind: Owned, id: number) => Effect.Effect<number | undefined>
    /** After a write: drops the sessions kept in memory it may have changed, if any are kept, so they are read afresh. */
    readonly forgetKept: Effect.Effect<void>
  }
>() {}
