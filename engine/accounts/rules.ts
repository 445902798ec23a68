import { Schema } from "effect"
import type { ClubRole, User } from "../people/rules"

import { TokenScope } from "../roles"

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
