import { Context, type Effect, type Option } from "effect"
import type { GameOpening, JoinRequest, JoinRequestStatus, OpenBooking, OpeningRequest } from "./rules"

/** A person's request to join an open booking: who asks (a guardian for a child), at what rating, saying what. */
export type NewJoinRequest = {
  readonly facility_id: number
  readonly reservation_id: number
  readonly user_id: number
  readonly asked_by: number
  readonly rating: number | null
  readonly message: string | null
}

/** Where openings and join requests are kept. */
export class OpenGamesRepo extends Context.Tag("venue/OpenGamesRepo")<
  OpenGamesRepo,
  {
    /** Opens a booking, or changes its opening. */
    readonly open: (
      facilityId: number,
      reservationId: number,
      opening: OpeningRequest & { readonly opened_by: number },
    ) => Effect.Effect<GameOpening>
    /** Closes it; the requests still waiting are declined, and their players returned. */
    readonly close: (
      facilityId: number,
      reservationId: number,
    ) => Effect.Effect<ReadonlyArray<{ readonly id: number; readonly user_id: number }>>
    readonly opening: (facilityId: number, reservationId: number) => Effect.Effect<Option.Option<GameOpening>>
    /** The club's open bookings, not cancelled, played from one day to another. */
    readonly between: (facilityId: number, from: string, to: string) => Effect.Effect<ReadonlyArray<OpenBooking>>
    /** One open booking of the club, played on `date`; none when it is not open or not bookable. */
    readonly openBooking: (
      facilityId: number,
      reservationId: number,
      date: string,
    ) => Effect.Effect<Option.Option<OpenBooking>>
    /** A request; none when the person has a live one for the booking already (the database's unique index). */
    readonly ask: (request: NewJoinRequest) => Effect.Effect<Option.Option<JoinRequest>>
    readonly request: (id: number) => Effect.Effect<Option.Option<JoinRequest>>
    /** Sets a request's status, if it is still `from`; whether it was. */
    readonly decide: (id: number, from: JoinRequestStatus, to: JoinRequestStatus) => Effect.Effect<boolean>
    /** Requests to bookings the people opened, and requests by or for them, for games from a day on. */
    readonly toOpener: (facilityId: number, userId: number, from: string) => Effect.Effect<ReadonlyArray<JoinRequest>>
    readonly byPlayer: (facilityId: number, userId: number, from: string) => Effect.Effect<ReadonlyArray<JoinRequest>>
  }
>() {}
