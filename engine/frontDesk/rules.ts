import { Schema } from "effect"

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
