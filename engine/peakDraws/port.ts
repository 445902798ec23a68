import { Context, type Effect, type Option } from "effect"

import type { AlreadyEntered, DrawEntry, DrawRecord, NewDraw, PeakDraw } from "./rules"
import type { Role } from "../roles"

/** Where draws are kept. */
export class PeakDrawsRepo extends Context.Tag("venue/PeakDrawsRepo")<
  PeakDrawsRepo,
  {
    /** The draw and the schedule rule that keeps its slots for staff until it is drawn. */
    readonly insert: (draw: NewDraw) => Effect.Effect<PeakDraw>
    readonly find: (facilityId: number, id: number) => Effect.Effect<Option.Option<PeakDraw>>
    /** The club's draws played on or after `from`. */
    readonly ofFacility: (facilityId: number, from: string) => Effect.Effect<ReadonlyArray<PeakDraw>>
    readonly entries: (facilityId: number, drawId: number) => Effect.Effect<ReadonlyArray<DrawEntry>>
    /** An entry and its people, each of whom enters the draw once. */
    readonly insertEntry: (
      draw: PeakDraw,
      entry: Pick<DrawEntry, "user_id" | "made_by" | "player_ids" | "invited_ids" | "choices">,
    ) => Effect.Effect<DrawEntry, AlreadyEntered>
    readonly deleteEntry: (facilityId: number, entryId: number) => Effect.Effect<void>
    /** An invited person joins the entry's group, unless they are in another entry of the draw. */
    readonly acceptInvitation: (
      draw: PeakDraw,
      entryId: number,
      userId: number,
    ) => Effect.Effect<DrawEntry, AlreadyEntered>
    /** Takes a named person (invited or in the group) off an entry. */
    readonly dropPerson: (facilityId: number, entryId: number, userId: number) => Effect.Effect<void>
    /** Of `ids`, those with a role at the club. */
    readonly clubPeople: (facilityId: number, ids: ReadonlyArray<number>) => Effect.Effect<ReadonlyArray<number>>
    /** Each person's household: the lowest id among them and the guardians who handle them. */
    readonly households: (ids: ReadonlyArray<number>) => Effect.Effect<ReadonlyMap<number, number>>
    /** Each person's slots won in the club's draws played between two dates. */
    readonly recentWins: (
      facilityId: number,
      ids: ReadonlyArray<number>,
      from: string,
      to: string,
    ) => Effect.Effect<ReadonlyMap<number, number>>
    /** A person's roles at the club, to book as them. */
    readonly rolesAt: (
      facilityId: number,
      userId: number,
    ) => Effect.Effect<ReadonlyArray<{ readonly facility_id: number; readonly role: Role }>>
    /** The next open draw whose entries closed without a seed, of a club not `served`, held for this transaction. */
    readonly nextToSeal: (served: ReadonlyArray<number>) => Effect.Effect<Option.Option<PeakDraw>>
    readonly seal: (id: number, seedText: string, seed: string) => Effect.Effect<void>
    /** The secret drawn when the draw was made, for its seal alone (never in an answer before). */
    readonly secretOf: (id: number) => Effect.Effect<string | null>
    /** The next sealed open draw due, of a club not `served`, held for this transaction. */
    readonly nextToDraw: (served: ReadonlyArray<number>) => Effect.Effect<Option.Option<PeakDraw>>
    /** Lifts the draw's hold on its slots: they are for first come from now on. */
    readonly release: (draw: PeakDraw) => Effect.Effect<void>
    readonly saveOutcome: (
      entryId: number,
      outcome: Pick<DrawEntry, "outcome" | "slot" | "reservation_id" | "problem">,
    ) => Effect.Effect<void>
    readonly saveResult: (id: number, result: DrawRecord) => Effect.Effect<void>
    readonly result: (facilityId: number, id: number) => Effect.Effect<Option.Option<DrawRecord>>
    /** Entries drawn and not yet told, with the draw's name; held so another server skips them. */
    readonly untold: (limit: number) => Effect.Effect<ReadonlyArray<DrawEntry & { readonly facility_id: number }>>
    readonly markTold: (entryId: number) => Effect.Effect<void>
  }
>() {}
