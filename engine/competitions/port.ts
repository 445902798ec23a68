import { Context, type Effect, type Option } from "effect"
import type { PlannedMatch } from "./brackets"
import type { FreeTime, Unavailable } from "./schedule"
import type {
  Competition,
  Division,
  Entry,
  EntryStatus,
  NewCompetition,
  NewDivision,
  StoredMatch,
  Unavailability,
} from "./rules"

/** What a player brings to an entry: their rating of the competition's kind and birth date. */
/** What a match's result changed of one player's club rating of the competition's sport. */
export interface RatingChange {
  readonly user_id: number
  readonly change: number
}

export interface PlayerFacts {
  readonly user_id: number
  readonly name: string
  readonly rating: number | null
  readonly birth_date: string | null
}

/** Where competitions are kept (migration 0081). */
export class CompetitionsRepo extends Context.Tag("venue/CompetitionsRepo")<
  CompetitionsRepo,
  {
    readonly insert: (facilityId: number, c: NewCompetition, createdBy: number | null) => Effect.Effect<Competition>
    readonly find: (facilityId: number, id: number) => Effect.Effect<Option.Option<Competition>>
    /** The club's competitions not over by `from`, soonest first. */
    readonly ofFacility: (facilityId: number, from: string) => Effect.Effect<ReadonlyArray<Competition>>
    /** None when the competition has a division of that name. */
    readonly insertDivision: (
      facilityId: number,
      competitionId: number,
      d: NewDivision,
    ) => Effect.Effect<Option.Option<Division>>
    readonly divisions: (facilityId: number, competitionId: number) => Effect.Effect<ReadonlyArray<Division>>
    readonly division: (facilityId: number, id: number) => Effect.Effect<Option.Option<Division>>
    /** The division, held for this transaction: its entries change one at a time. */
    readonly lockDivision: (facilityId: number, id: number) => Effect.Effect<Option.Option<Division>>
    /** Of `userIds`, those in the division already (in a standing entry). */
    readonly alreadyIn: (
      facilityId: number,
      divisionId: number,
      userIds: ReadonlyArray<number>,
    ) => Effect.Effect<ReadonlyArray<number>>
    readonly playerFacts: (
      facilityId: number,
      userIds: ReadonlyArray<number>,
      ratingKind: string | null,
    ) => Effect.Effect<ReadonlyArray<PlayerFacts>>
    /** A division's entries, in the order they came. */
    readonly entries: (facilityId: number, divisionId: number) => Effect.Effect<ReadonlyArray<Entry>>
    readonly entry: (facilityId: number, id: number) => Effect.Effect<Option.Option<Entry>>
    /** Its players are in no standing entry of the division (the database keeps each once). */
    readonly insertEntry: (
      facilityId: number,
      divisionId: number,
      entry: {
        readonly made_by: number
        readonly rating: number | null
        readonly status: EntryStatus
        readonly players: ReadonlyArray<{ readonly user_id: number; readonly accepted: boolean }>
      },
    ) => Effect.Effect<Entry>
    readonly setStatus: (facilityId: number, entryId: number, status: EntryStatus) => Effect.Effect<void>
    readonly accept: (facilityId: number, entryId: number, userId: number) => Effect.Effect<void>
    /** Withdrawn: its players are free to enter again. */
    readonly withdraw: (facilityId: number, entryId: number) => Effect.Effect<void>
    /** Keeps the division's draw; false when it was drawn already. */
    readonly saveDraw: (
      facilityId: number,
      divisionId: number,
      matches: ReadonlyArray<PlannedMatch>,
    ) => Effect.Effect<boolean>
    readonly matches: (facilityId: number, divisionId: number) => Effect.Effect<ReadonlyArray<StoredMatch>>
    readonly match: (facilityId: number, id: number) => Effect.Effect<Option.Option<StoredMatch>>
    /** The club's open courts for the sport, in the club's order. */
    readonly courtsFor: (
      facilityId: number,
      sport: string,
    ) => Effect.Effect<ReadonlyArray<{ readonly id: number; readonly name: string }>>
    /** Standing bookings of those courts on those days, in local seconds. */
    readonly booked: (
      facilityId: number,
      courtIds: ReadonlyArray<number>,
      dates: ReadonlyArray<string>,
    ) => Effect.Effect<ReadonlyArray<FreeTime>>
    /** The club's program waivers a competition may ask for. */
    readonly programWaivers: (facilityId: number) => Effect.Effect<ReadonlyArray<{ readonly id: number }>>
    /** Of `waiverIds`, the names of those whose current version the person has not accepted for the competition. */
    readonly unacceptedWaivers: (
      facilityId: number,
      personId: number,
      waiverIds: ReadonlyArray<number>,
      competitionId: number,
    ) => Effect.Effect<ReadonlyArray<string>>
    /** Of the club's children's waivers, the names of those not accepted for the child. */
    readonly unacceptedChildWaivers: (facilityId: number, childId: number) => Effect.Effect<ReadonlyArray<string>>
    /** What a match's result changed of its players' club ratings. */
    readonly ratingChangesOf: (facilityId: number, matchId: number) => Effect.Effect<ReadonlyArray<RatingChange>>
    /** Replaces what a match's result changed of its players' club ratings. */
    readonly setRatingChanges: (
      facilityId: number,
      matchId: number,
      changes: ReadonlyArray<RatingChange>,
    ) => Effect.Effect<void>
    /** The divisions with a match booked on the club's local day. */
    readonly divisionsPlayingOn: (facilityId: number, date: string) => Effect.Effect<ReadonlyArray<number>>
    /** The entry fee's payment, while it stands (not refunded). */
    readonly paymentOf: (facilityId: number, entryId: number) => Effect.Effect<Option.Option<number>>
    readonly setPayment: (facilityId: number, entryId: number, paymentId: number) => Effect.Effect<void>
    readonly unavailableOf: (facilityId: number, entryId: number) => Effect.Effect<Unavailability>
    readonly setUnavailable: (facilityId: number, entryId: number, u: Unavailability) => Effect.Effect<void>
    /** The times each standing entry of the division cannot play. */
    readonly unavailableIn: (facilityId: number, divisionId: number) => Effect.Effect<ReadonlyArray<Unavailable>>
    /** The match is played in this booking. */
    readonly setReservation: (facilityId: number, matchId: number, reservationId: number) => Effect.Effect<void>
    readonly saveResult: (
      facilityId: number,
      matchId: number,
      result: {
        readonly score: NonNullable<StoredMatch["score"]>
        readonly won: 1 | 2 | null
        readonly reported_by: number
        readonly confirmed: boolean
      },
    ) => Effect.Effect<void>
  }
>() {}
