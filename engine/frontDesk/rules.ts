import { Context, type Effect, Schema } from "effect"

export const CheckinMethod = Schema.Literal("desk", "door", "app")
export type CheckinMethod = typeof CheckinMethod.Type

/** Someone (or a booking) checked in at the club, by whom and how. */
export const CheckinLog = Schema.Struct({
  id: Schema.Number,
  user_id: Schema.NullOr(Schema.Number),
  reservation_id: Schema.NullOr(Schema.Number),
  method: CheckinMethod,
  note: Schema.NullOr(Schema.String),
  created_by: Schema.NullOr(Schema.Number),
  created_at: Schema.String,
})
export type CheckinLog = typeof CheckinLog.Type

/** A booking of the day as the door sees it: court, times and who plays. */
export const GateEntry = Schema.Struct({
  reservation_id: Schema.Number,
  court: Schema.String,
  hour_start: Schema.Number,
  hour_end: Schema.Number,
  kind: Schema.String,
  status: Schema.String,
  players: Schema.Array(Schema.String),
})
export type GateEntry = typeof GateEntry.Type

/** How long the door staff's gate list stays open after its password. */
export const GATE_HOURS = 12

/** Check-ins and the door staff's gate list, as storage keeps them. */
export class FrontDeskRepo extends Context.Tag("venue/FrontDeskRepo")<
  FrontDeskRepo,
  {
    /** 50 a page, newest first; on one day in the club's zone when `date` is given. */
    readonly checkinLogs: (
      facilityId: number,
      date: string | null,
      page: number,
    ) => Effect.Effect<ReadonlyArray<CheckinLog>>
    readonly insertCheckinLog: (
      log: Omit<CheckinLog, "id" | "created_at"> & { readonly facility_id: number },
    ) => Effect.Effect<CheckinLog>
    readonly gatePasswordHash: (facilityId: number) => Effect.Effect<string | null>
    /** Opens a gate-list session for `hours`; when it ends. */
    readonly openGateSession: (facilityId: number, tokenHash: string, hours: number) => Effect.Effect<string>
    readonly isGateSessionOpen: (facilityId: number, tokenHash: string) => Effect.Effect<boolean>
    /** The day's active bookings, by start and court, at most `limit`. */
    readonly gateList: (facilityId: number, date: string, limit: number) => Effect.Effect<ReadonlyArray<GateEntry>>
  }
>() {}
