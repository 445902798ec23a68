import { Context, type Effect, type Option } from "effect"
import type { GeneralSettings } from "./rules"
import type { Facility, ListedFacility } from "../records"

export class FacilitiesRepo extends Context.Tag("venue/FacilitiesRepo")<
  FacilitiesRepo,
  {
    readonly find: (id: number) => Effect.Effect<Option.Option<Facility>>
    readonly findBySlug: (slug: string) => Effect.Effect<Option.Option<Facility>>
    /** Every facility's id. */
    readonly ids: Effect.Effect<ReadonlyArray<number>>
    /** The server's club when it hosts exactly one (a club's own server), else none. */
    readonly sole: Effect.Effect<Option.Option<Facility>>
    /** None when another facility has the slug. */
    readonly insert: (settings: GeneralSettings) => Effect.Effect<Option.Option<Facility>>
    /** The clubs on the server by `search`, ranked for the person (signed out: by name). */
    readonly directory: (userId: number | undefined, search: string) => Effect.Effect<ReadonlyArray<ListedFacility>>
    /** False when another facility has the slug. */
    readonly update: (id: number, settings: GeneralSettings) => Effect.Effect<boolean>
    readonly saveLogo: (facilityId: number, contentType: string, bytes: Uint8Array) => Effect.Effect<void>
    readonly findLogo: (
      facilityId: number,
    ) => Effect.Effect<Option.Option<{ readonly content_type: string; readonly bytes: Uint8Array }>>
    /** The door staff's gate list password, hashed; null removes it. */
    readonly setGatePasswordHash: (facilityId: number, hash: string | null) => Effect.Effect<void>
    /** The club's staff (everyone but players), owners first, by id. */
    readonly staffOf: (facilityId: number) => Effect.Effect<ReadonlyArray<number>>
    /** How many owners the club has besides `without`. */
    readonly ownersBesides: (facilityId: number, without: number) => Effect.Effect<number>
  }
>() {}
