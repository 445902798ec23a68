import { Context, type Effect, type Option, Schema } from "effect"
import type { ClubRole, User } from "../people/rules"
import { TokenScope } from "../roles"

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

/** A personal API token as its owner sees it: never the token itself, only its first characters. */
export const ApiTokenRow = Schema.Struct({
  id: Schema.Number,
  name: Schema.String,
  token_prefix: Schema.String,
  /** read: GET only; write: what players and the desk do; admin: also what takes a manager. */
  scope: TokenScope,
  /** The one club it reaches; null: every club the person has a role at. */
  facility_id: Schema.NullOr(Schema.Number),
  created_at: Schema.String,
  last_used_at: Schema.NullOr(Schema.String),
  revoked_at: Schema.NullOr(Schema.String),
})
export type ApiTokenRow = typeof ApiTokenRow.Type

/** A sign-up waiting for its mailed link: the account it makes, its password already hashed. */
export interface PendingSignUp {
  readonly email: string
  readonly first_name: string
  readonly last_name: string
  readonly phone: string | null
  readonly password_hash: string
}

/** Who a request is: the person with their roles at clubs, and the session's CSRF token when by cookie. */
export interface Identity {
  readonly user: User
  readonly memberships: ReadonlyArray<ClubRole>
  readonly csrfToken: string | null
}

/** The records a request may name whose club an access policy reads. */
export type Owned = "court" | "reservation" | "payment" | "account" | "membership" | "credential"

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
