import { Context, type Effect, type Option } from "effect"
import type { Acceptance, Waiver, WaiverAcceptance } from "./rules"
import type { WaiverCategory } from "../people/rules"

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
