import { Context, type Effect, type Option } from "effect"
import type { NewOffer, NewWatch, OpenVacancy, SlotOffer, SlotWatch, SlotWatchSettings, UnmailedOffer } from "./rules"

/** Where watches, offers and freed time are kept. The database holds an open offer's slot like a booking. */
export class SlotWatchRepo extends Context.Tag("venue/SlotWatchRepo")<
  SlotWatchRepo,
  {
    readonly settings: (facilityId: number) => Effect.Effect<SlotWatchSettings>
    readonly saveSettings: (facilityId: number, settings: SlotWatchSettings) => Effect.Effect<void>
    /** Writes a watch unless its person already keeps `limit` active ones at the club (None then); in a transaction. */
    readonly insertWatch: (watch: NewWatch, limit: number) => Effect.Effect<Option.Option<SlotWatch>>
    readonly findWatch: (id: number) => Effect.Effect<Option.Option<SlotWatch>>
    /** Active and recent watches at a club that `userId` made or that are for them. */
    readonly watchesOf: (facilityId: number, userId: number) => Effect.Effect<ReadonlyArray<SlotWatch>>
    readonly stopWatch: (id: number) => Effect.Effect<void>
    /** Open and recent offers of those watches. */
    readonly offersOf: (facilityId: number, userId: number) => Effect.Effect<ReadonlyArray<SlotOffer>>
    /** An offer, locked for the rest of the transaction. */
    readonly lockOffer: (id: number) => Effect.Effect<Option.Option<SlotOffer>>
    /** Lets this transaction book the offer's held slot. */
    readonly bookingOffer: (id: number) => Effect.Effect<void>
    readonly accepted: (offer: SlotOffer, reservationId: number) => Effect.Effect<void>
    /** Ends an open offer; a released one ends its vacancy too (no more offers of it). */
    readonly endOffer: (id: number, status: "declined" | "released") => Effect.Effect<void>
    /** Open offers of a club's day, by start. */
    readonly holds: (facilityId: number, date: string) => Effect.Effect<ReadonlyArray<SlotOffer>>
    /** Ends the offers whose time ran out: the days they held, to tell calendars. */
    readonly lapse: Effect.Effect<ReadonlyArray<{ readonly facility_id: number; readonly date: string }>>
    /**
     * The next vacancy due an offer, of a club not `served`, locked for the rest of the transaction
     * (skipped by other servers).
     */
    readonly nextVacancy: (served: ReadonlyArray<number>) => Effect.Effect<Option.Option<OpenVacancy>>
    readonly endVacancy: (id: number, status: "past" | "exhausted") => Effect.Effect<void>
    /** Leaves a vacancy until `at`: a watcher it fits is busy with another offer until then. */
    readonly postpone: (id: number, at: Date) => Effect.Effect<void>
    /** Holds a slot for a watch; None when a booking took it first. */
    readonly insertOffer: (offer: NewOffer) => Effect.Effect<Option.Option<SlotOffer>>
    /** Offers whose mail is due, each held on a lease. */
    readonly claimUnmailed: (limit: number) => Effect.Effect<ReadonlyArray<UnmailedOffer>>
    readonly mailed: (id: number) => Effect.Effect<void>
  }
>() {}
