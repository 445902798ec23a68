import { Schema } from "effect"
import { WaiverCategory } from "../people/rules"

export const WaiverVersion = Schema.Struct({
  id: Schema.Number,
  version: Schema.Number,
  content: Schema.String,
  created_at: Schema.String,
})

/** A club's waiver with its current (newest) version: the text people accept now. */
export const Waiver = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  name: Schema.String,
  category: WaiverCategory,
  current_version: WaiverVersion,
})
export type Waiver = typeof Waiver.Type

export const WaiverStatus = Schema.Struct({
  waiver: Waiver,
  /** The person accepted the current version. */
  accepted: Schema.Boolean,
  /** The newest version they accepted, if any (an older one needs accepting again). */
  accepted_version: Schema.NullOr(Schema.Number),
  accepted_at: Schema.NullOr(Schema.String),
})
export type WaiverStatus = typeof WaiverStatus.Type

/** One acceptance: a legal record of who signed which version for whom, and for what. */
export const Acceptance = Schema.Struct({
  id: Schema.Number,
  waiver_id: Schema.Number,
  version: Schema.Number,
  signed_by: Schema.NullOr(Schema.Number),
  signed_for: Schema.Number,
  acceptable_type: Schema.NullOr(Schema.String),
  acceptable_id: Schema.NullOr(Schema.Number),
  accepted_at: Schema.String,
})
export type Acceptance = typeof Acceptance.Type

/** Where an acceptance came from: the request's address and browser, kept with it. */
export interface Origin {
  readonly ip: string | null
  readonly userAgent: string | null
}

/** One acceptance to record: the current version of `waiver`, signed by `signer` for `signedFor`, from `ip`. */
export interface WaiverAcceptance extends Origin {
  readonly waiver: Waiver
  readonly signer: { readonly id: number; readonly name: string }
  readonly signedFor: number
  readonly acceptable: { readonly type: string | null; readonly id: number | null }
}
