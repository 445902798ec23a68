import { Context, type Effect, type Option, Schema } from "effect"
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

/** Waivers, their versions and acceptances, as storage keeps them. */
export class WaiversRepo extends Context.Tag("venue/WaiversRepo")<
  WaiversRepo,
  {
    /** Live (not archived) waivers with their newest version; narrowed by club, id or category. */
    readonly find: (filter: {
      readonly facilityId?: number
      readonly id?: number
      readonly category?: WaiverCategory
    }) => Effect.Effect<ReadonlyArray<Waiver>>
    readonly findOne: (id: number, facilityId?: number) => Effect.Effect<Option.Option<Waiver>>
    /** The versions a person has accepted (for themself or signed by a guardian), newest first. */
    readonly acceptedVersions: (
      userId: number,
      waiverIds: ReadonlyArray<number>,
    ) => Effect.Effect<
      ReadonlyArray<{
        readonly waiver_id: number
        readonly version_id: number
        readonly version: number
        readonly accepted_at: string
      }>
    >
    /** Accepts the current version for `signedFor`, signed by `signer`, with a line in the person's history. */
    readonly accept: (acceptance: WaiverAcceptance) => Effect.Effect<Acceptance>
    /** A new waiver with its first version; its id. */
    readonly insert: (
      facilityId: number,
      waiver: { readonly name: string; readonly category: string; readonly content: string },
    ) => Effect.Effect<number>
    readonly insertVersion: (
      facilityId: number,
      waiverId: number,
      version: number,
      content: string,
    ) => Effect.Effect<void>
    readonly rename: (
      facilityId: number,
      waiverId: number,
      change: { readonly name: string; readonly category: string },
    ) => Effect.Effect<void>
    /** Archived, not deleted: the signatures stay on record. */
    readonly archive: (facilityId: number, waiverId: number) => Effect.Effect<void>
  }
>() {}
