import { Context, type Effect, type Option } from "effect"
import type { MemberSeriesSettings, NewSeries, ReservationSeries, SeriesOccurrence } from "./rules"

/** Where series are kept. */
export class SeriesRepo extends Context.Tag("venue/SeriesRepo")<
  SeriesRepo,
  {
    readonly insert: (series: NewSeries) => Effect.Effect<ReservationSeries>
    readonly find: (id: number) => Effect.Effect<Option.Option<ReservationSeries>>
    /** The club's series playing on or after `from`, by first date. */
    readonly ofFacility: (facilityId: number, from: string) => Effect.Effect<ReadonlyArray<ReservationSeries>>
    /** The series plays at another hour (and courts) from now on: a move of it and its later occurrences. */
    readonly reschedule: (
      id: number,
      at: { readonly hour_start: number; readonly hour_end: number; readonly court_ids: ReadonlyArray<number> },
    ) => Effect.Effect<void>
    /** Every occurrence still in the series, by date. */
    readonly occurrences: (facilityId: number, id: number) => Effect.Effect<ReadonlyArray<SeriesOccurrence>>
    readonly memberSettings: (facilityId: number) => Effect.Effect<MemberSeriesSettings>
    /** Holds a person's series for the rest of the transaction: their count cannot change under it. */
    readonly lockMaker: (userId: number) => Effect.Effect<void>
    readonly saveMemberSettings: (facilityId: number, settings: MemberSeriesSettings) => Effect.Effect<void>
    /** Whether a person is a member of the club (a membership or a reservation pass), and how many series they made still play. */
    readonly standing: (
      facilityId: number,
      userId: number,
      today: string,
    ) => Effect.Effect<{ readonly member: boolean; readonly series: number }>
  }
>() {}
