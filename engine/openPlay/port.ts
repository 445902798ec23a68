import { Context, type Effect, type Option } from "effect"
import type { Arranged, OpenPlayGame, OpenPlayPlayer, OpenPlaySession, SessionRequest } from "./rules"

/** Where open play is kept. */
export class OpenPlayRepo extends Context.Tag("venue/OpenPlayRepo")<
  OpenPlayRepo,
  {
    readonly insert: (
      facilityId: number,
      session: SessionRequest & { readonly reservation_id: number; readonly created_by: number | null },
    ) => Effect.Effect<OpenPlaySession>
    readonly find: (facilityId: number, id: number) => Effect.Effect<Option.Option<OpenPlaySession>>
    /** The club's sessions played from a day on, soonest first. */
    readonly ofFacility: (facilityId: number, from: string) => Effect.Effect<ReadonlyArray<OpenPlaySession>>
    /** Its players, joined first then the waitlist, each in the order they came. */
    readonly players: (
      facilityId: number,
      sessionId: number,
    ) => Effect.Effect<ReadonlyArray<OpenPlayPlayer & { readonly public_profile: boolean }>>
    /** A person's rating of a kind: the club's value for them, else their own. */
    readonly ratingOf: (facilityId: number, userId: number, kind: string) => Effect.Effect<number | null>
    /** Adds a player; false when they are in it already (one row per person, by the database). */
    readonly addPlayer: (
      session: OpenPlaySession,
      player: Pick<OpenPlayPlayer, "user_id" | "rating" | "status" | "ru_id"> & { readonly made_by: number },
    ) => Effect.Effect<boolean>
    readonly setPlayer: (
      sessionId: number,
      userId: number,
      change: Pick<OpenPlayPlayer, "status" | "ru_id">,
    ) => Effect.Effect<void>
    readonly removePlayer: (sessionId: number, userId: number) => Effect.Effect<void>
    /** Replaces the session's games by an arrangement, and marks it arranged. */
    readonly saveArrangement: (
      session: OpenPlaySession,
      rounds: ReadonlyArray<Arranged>,
      startsAt: ReadonlyArray<Date>,
    ) => Effect.Effect<void>
    /**
     * An open session that has started with a game's worth of players joined, of a club not
     * `served`, held for this transaction.
     */
    readonly nextStarted: (served: ReadonlyArray<number>) => Effect.Effect<Option.Option<OpenPlaySession>>
    readonly games: (facilityId: number, sessionId: number) => Effect.Effect<ReadonlyArray<OpenPlayGame>>
    readonly saveResult: (
      facilityId: number,
      gameId: number,
      result: { readonly winner_team: 1 | 2; readonly score: string } | null,
      by: number | null,
    ) => Effect.Effect<void>
  }
>() {}
