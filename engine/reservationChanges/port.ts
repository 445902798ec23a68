import { Context, type Effect } from "effect"
import type { ExtraFee, ReservationFlags, TeamChoice } from "./rules"
import type { ReservationStatus } from "../reservations/rules"

/** Changes to one reservation's players, fees, flags and status, as storage keeps them. */
export class ReservationChangesRepo extends Context.Tag("venue/ReservationChangesRepo")<
  ReservationChangesRepo,
  {
    /** Sets the flags given (or only the version stamp, so watchers see a change). */
    readonly update: (id: number, flags: ReservationFlags) => Effect.Effect<void>
    readonly setStatus: (id: number, status: ReservationStatus, noShow: boolean) => Effect.Effect<void>
    /** A member of the club as a reservation lists them; undefined for someone who is not one. */
    readonly member: (
      facilityId: number,
      userId: number,
    ) => Effect.Effect<{ readonly name: string; readonly rating: number | null } | undefined>
    readonly addPlayer: (
      r: { readonly facility_id: number; readonly id: number },
      player: { readonly user_id: number | null; readonly name: string; readonly rating: number | null },
    ) => Effect.Effect<void>
    readonly removePlayer: (reservationId: number, ruId: number) => Effect.Effect<void>
    readonly setTeams: (reservationId: number, teams: ReadonlyArray<TeamChoice>) => Effect.Effect<void>
    readonly addFees: (
      r: { readonly facility_id: number; readonly id: number },
      fees: ReadonlyArray<ExtraFee>,
    ) => Effect.Effect<void>
    /** How many fees went: the one named, or all of one player's. */
    readonly removeFees: (
      reservationId: number,
      which: { readonly feeId?: number; readonly ruId?: number },
    ) => Effect.Effect<number>
    /** The person's last hundred no-shows, newest first, by id. */
    readonly noShowIds: (userId: number) => Effect.Effect<ReadonlyArray<number>>
  }
>() {}
