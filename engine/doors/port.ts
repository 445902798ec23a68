import { Context, type Effect, type Option } from "effect"
import type { DoorBooking, DoorFault, DoorLogEntry, DoorNotConnected, DoorOpening } from "./rules"

/** Door access: the bookings a person may open the club's door for, and the door log. */
export class DoorsRepo extends Context.Tag("venue/DoorsRepo")<
  DoorsRepo,
  {
    /**
     * The club's booking (booked or checked in) with `userId` in it or made by them that is under
     * way at `at`, give or take `minutes`; the given one when `reservationId` names one.
     */
    readonly bookingAround: (query: {
      readonly facilityId: number
      readonly userId: number
      readonly at: Date
      readonly minutes: number
      readonly reservationId: number | undefined
    }) => Effect.Effect<Option.Option<DoorBooking>>
    readonly record: (opening: DoorOpening) => Effect.Effect<void>
    /** The club's door log between two instants, newest first (at most 500). */
    readonly log: (facilityId: number, from: Date, to: Date) => Effect.Effect<ReadonlyArray<DoorLogEntry>>
  }
>() {}

/** The club's access-control system: opens the club's door (its lock, as the club's credential names it). */
export class DoorControl extends Context.Tag("venue/DoorControl")<
  DoorControl,
  {
    readonly unlock: (facilityId: number) => Effect.Effect<{ readonly lock: string }, DoorFault | DoorNotConnected>
  }
>() {}
