import { Data, Schema } from "effect"

/** The credential category a club's access-control system is kept under. */
export const DOOR_CATEGORY = "access_control"

/** The access-control system did not open the door (refused the club's key, or did not answer). */
export class DoorFault extends Data.TaggedError("DoorFault")<{ readonly message: string }> {}

/** The club has not connected an access-control system. */
export class DoorNotConnected extends Data.TaggedError("DoorNotConnected")<{ readonly message: string }> {}

export type DoorOutcome = "opened" | "refused" | "fault"

/** One opening asked for, as the door log keeps it. */
export interface DoorOpening {
  readonly facility_id: number
  readonly user_id: number | null
  readonly reservation_id: number | null
  readonly lock: string | null
  readonly outcome: DoorOutcome
  readonly reason: string
}

/** A booking of the caller's that the door opens for now. */
export interface DoorBooking {
  readonly reservation_id: number
  readonly court_name: string
}

export const DoorOpened = Schema.Struct({
  opened: Schema.Literal(true),
  lock: Schema.String,
  /** The booking the door opened for; null when staff opened it. */
  reservation_id: Schema.NullOr(Schema.Number),
  message: Schema.String,
})
export type DoorOpened = typeof DoorOpened.Type

/** An entry of the door log, as staff read it. */
export const DoorLogEntry = Schema.Struct({
  id: Schema.Number,
  at: Schema.String,
  user_id: Schema.NullOr(Schema.Number),
  /** Who asked; null when the person is gone. */
  name: Schema.NullOr(Schema.String),
  reservation_id: Schema.NullOr(Schema.Number),
  lock: Schema.NullOr(Schema.String),
  outcome: Schema.Literal("opened", "refused", "fault"),
  reason: Schema.String,
})
export type DoorLogEntry = typeof DoorLogEntry.Type
