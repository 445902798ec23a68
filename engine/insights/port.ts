import { Context, type Effect } from "effect"
import type { OpeningHours, ScheduleRule } from "../bookings/rules"
import type { BookedDay, InsightCourt, LedgerDaySale, MembershipSpan, Period, PrimeWindow } from "./rules"

/** A count per hour of the day (the hour's start, seconds from midnight). */
export interface HourCount {
  readonly hour_start: number
  readonly count: number
}

/** A person and how often something happened to their bookings in a period. */
export interface PersonCount {
  readonly user_id: number
  readonly name: string
  readonly count: number
}

/** What the club's insights count, each read bounded by the club and the period's dates. */
export class InsightsRepo extends Context.Tag("venue/InsightsRepo")<
  InsightsRepo,
  {
    readonly courts: (facilityId: number) => Effect.Effect<ReadonlyArray<InsightCourt>>
    readonly schedule: (facilityId: number) => Effect.Effect<{
      readonly opening: ReadonlyArray<OpeningHours>
      readonly rules: ReadonlyArray<ScheduleRule>
      readonly prime: ReadonlyArray<PrimeWindow>
    }>
    /** Each court's booked seconds by hour, per day that has bookings: rolled up, or read from the bookings where a day changed since. */
    readonly bookedDays: (facilityId: number, period: Period) => Effect.Effect<ReadonlyArray<BookedDay>>
    /** The occupancy job's round: up to `limit` marked days rolled up, in turns across clubs; how many. */
    readonly rollUp: (limit: number) => Effect.Effect<number>
    readonly ledgerSales: (facilityId: number, period: Period) => Effect.Effect<ReadonlyArray<LedgerDaySale>>
    /** Every membership the club's people held that began by `until`, in facility-local days. */
    readonly membershipSpans: (facilityId: number, until: string) => Effect.Effect<ReadonlyArray<MembershipSpan>>
    /** Players of active bookings: members (a membership that day), other people of the club, guests. */
    readonly playerMix: (
      facilityId: number,
      period: Period,
    ) => Effect.Effect<{ readonly members: number; readonly non_members: number; readonly guests: number }>
    readonly topBookers: (
      facilityId: number,
      period: Period,
      limit: number,
    ) => Effect.Effect<ReadonlyArray<PersonCount>>
    readonly noShows: (
      facilityId: number,
      period: Period,
      limit: number,
    ) => Effect.Effect<{ readonly by_hour: ReadonlyArray<HourCount>; readonly people: ReadonlyArray<PersonCount> }>
    /** Bookings cancelled less than `lateHours` before they started, by hour and by who cancelled. */
    readonly lateCancellations: (
      facilityId: number,
      period: Period,
      lateHours: number,
      limit: number,
    ) => Effect.Effect<{ readonly by_hour: ReadonlyArray<HourCount>; readonly people: ReadonlyArray<PersonCount> }>
    /** Active bookings by how many hours before their start they were made: one count per `leadHours` bucket and one past the last. */
    readonly leadTimes: (
      facilityId: number,
      period: Period,
      leadHours: ReadonlyArray<number>,
    ) => Effect.Effect<ReadonlyArray<number>>
    /** Demand the courts did not meet, per hour: hours watched for a slot, draw entries, open-play waitlists. */
    readonly demand: (
      facilityId: number,
      period: Period,
    ) => Effect.Effect<{
      readonly watched: ReadonlyArray<HourCount>
      readonly draw_entries: ReadonlyArray<HourCount>
      readonly waitlisted: ReadonlyArray<HourCount>
    }>
  }
>() {}
