import { Schema } from "effect"
import { CAMERA_CATEGORY } from "../cameras/rules"

import { DOOR_CATEGORY } from "../doors/rules"

/**
 * The outside services a club's credential connects (the screens say what each needs): a
 * credential of any other category would be kept and never used, so none is taken.
 */
export const CredentialCategory = Schema.Literal("stripe", CAMERA_CATEGORY, DOOR_CATEGORY, "eventbrite")
export type CredentialCategory = typeof CredentialCategory.Type

/** What a credential shows: its plain fields, and only whether its password and token are set. */
export const Credential = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  category: Schema.String,
  type: Schema.NullOr(Schema.String),
  username: Schema.NullOr(Schema.String),
  device_id: Schema.NullOr(Schema.String),
  panel_id: Schema.NullOr(Schema.String),
  company_id: Schema.NullOr(Schema.String),
  client_id: Schema.NullOr(Schema.String),
  system_id: Schema.NullOr(Schema.String),
  cloud_node_id: Schema.NullOr(Schema.String),
  has_password: Schema.Boolean,
  has_token: Schema.Boolean,
  updated_at: Schema.String,
})
export type Credential = typeof Credential.Type

export type CredentialFields = Omit<Credential, "id" | "facility_id" | "has_password" | "has_token" | "updated_at">

/** A credential as an admin writes it: the password and token in plain (left out: kept; null: cleared). */
export interface CredentialInput extends CredentialFields {
  readonly password?: string | null | undefined
  readonly token?: string | null | undefined
}

/** A sealed secret to store, null to clear it, undefined to keep what is stored. */
export type SealedChange = string | null | undefined
