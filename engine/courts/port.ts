import { Context, type Effect } from "effect"
import type { HoursSeason, ScheduleRule } from "../bookings/rules"
import type { CourtRate } from "../pricing/rules"
import type { Court, HeldReservation } from "../records"

/** A window of dates, weekdays (0 = Monday; empty: every day) and hours on some courts (null: all), as rules have. */
export type CourtWindow = Pick<ScheduleRule, "court_ids" | "starts_on" | "ends_on" | "days" | "hour_start" | "hour_end">

/** A closure of some courts (null: all) from one date to another, for part of each day. */
export interface Closure {
  readonly court_ids: ReadonlyArray<number> | null
  readonly starts_on: string
  readonly ends_on: string
  readonly hour_start: number
  readonly hour_end: number
  readonly note: string | null
}

export class CourtsRepo extends Context.Tag("venue/CourtsRepo")<
  CourtsRepo,
  {
    readonly list: (facilityId: number) => Effect.Effect<ReadonlyArray<Court>>
    readonly insert: (facilityId: number, values: Omit<Court, "id">) => Effect.Effect<number>
    readonly update: (facilityId: number, id: number, values: Omit<Court, "id">) => Effect.Effect<void>
    readonly deactivate: (facilityId: number, ids: ReadonlyArray<number>) => Effect.Effect<void>
    /** Of these courts, those that have ever had a reservation. */
    readonly withHistory: (facilityId: number, ids: ReadonlyArray<number>) => Effect.Effect<ReadonlyArray<number>>
    readonly remove: (facilityId: number, ids: ReadonlyArray<number>) => Effect.Effect<void>
    /** Future active reservations on these courts, or inside a window (the first 20). */
    readonly heldOnCourts: (
      facilityId: number,
      ids: ReadonlyArray<number>,
    ) => Effect.Effect<ReadonlyArray<HeldReservation>>
    readonly heldInWindow: (facilityId: number, window: CourtWindow) => Effect.Effect<ReadonlyArray<HeldReservation>>
    /** Future active reservations the opening hours in force on their day do not cover (the first 20). */
    readonly heldOutsideHours: (facilityId: number) => Effect.Effect<ReadonlyArray<HeldReservation>>
    /** Replaces the weekly opening hours, every season's or from `season` on (see `HoursSeason`). */
    readonly replaceOpeningHours: (
      facilityId: number,
      hours: ReadonlyArray<{ readonly day: number; readonly hour_start: number; readonly hour_end: number }>,
      season?: HoursSeason,
    ) => Effect.Effect<void>
    readonly openingHours: (facilityId: number) => Effect.Effect<ReadonlyArray<OpeningHoursRow>>
    /** Adds a row of weekly opening hours. */
    readonly insertHours: (facilityId: number, values: Omit<OpeningHoursRow, "id">) => Effect.Effect<OpeningHoursRow>
    /** The changed row, or undefined when the club has no row `id`. */
    readonly updateHours: (
      facilityId: number,
      id: number,
      values: Omit<OpeningHoursRow, "id" | "starts_on"> & { readonly starts_on?: string | null },
    ) => Effect.Effect<OpeningHoursRow | undefined>
    /** How many of the club's rows went. */
    readonly deleteHours: (facilityId: number, ids: ReadonlyArray<number>) => Effect.Effect<number>
    /** How the club splits a court fee, and its rate windows. */
    readonly pricing: (facilityId: number) => Effect.Effect<CourtPricing>
    /** The rates that price one court: its own, and (with `withShared`) those of every court. */
    readonly ratesOfCourt: (
      courtId: number,
      withShared: boolean,
    ) => Effect.Effect<ReadonlyArray<CourtRate & { readonly id: number }>>
    readonly replacePricing: (facilityId: number, pricing: CourtPricing) => Effect.Effect<void>
    readonly rules: (facilityId: number) => Effect.Effect<ReadonlyArray<ScheduleRuleRow>>
    readonly findRule: (facilityId: number, id: number) => Effect.Effect<ScheduleRuleRow | undefined>
    readonly insertRule: (facilityId: number, rule: ScheduleRule) => Effect.Effect<ScheduleRuleRow>
    /** The changed rule, or undefined when the club has no rule `id`. */
    readonly updateRule: (
      facilityId: number,
      id: number,
      rule: ScheduleRule,
    ) => Effect.Effect<ScheduleRuleRow | undefined>
    /** Whether the club had rule `id`. */
    readonly deleteRule: (facilityId: number, id: number) => Effect.Effect<boolean>
  }
>() {}

/** A schedule rule (closure, members- or staff-only window, duration limits) as the club keeps it. */
export interface ScheduleRuleRow extends ScheduleRule {
  readonly id: number
}

/** A row of a club's weekly opening hours (0 = Monday), with the name of its shift and the season it is of. */
export interface OpeningHoursRow {
  readonly id: number
  readonly day: number
  readonly hour_start: number
  readonly hour_end: number
  readonly shift: string
  readonly starts_on: string | null // its season's first day; null: from the first
}

/** How a club prices its courts: hourly rates, and whether players split the court or the booker pays. */
export interface CourtPricing {
  readonly split: "per_player" | "group"
  readonly rates: ReadonlyArray<CourtRate>
}
