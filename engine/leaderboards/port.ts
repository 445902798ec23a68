import { Context, type Effect, type Option } from "effect"
import type { StoredImage } from "../images"
import type { Leaderboard, LeaderboardFields, MatchResult } from "./rules"

/** A club's leaderboards and its official matches' results. */
export class LeaderboardsRepo extends Context.Tag("venue/LeaderboardsRepo")<
  LeaderboardsRepo,
  {
    readonly leaderboards: (
      facilityId: number,
      query: { readonly id?: number; readonly activeOnly: boolean },
    ) => Effect.Effect<ReadonlyArray<Leaderboard>>
    readonly insertLeaderboard: (facilityId: number, fields: LeaderboardFields) => Effect.Effect<number>
    readonly updateLeaderboard: (id: number, fields: LeaderboardFields) => Effect.Effect<void>
    readonly deleteLeaderboard: (id: number) => Effect.Effect<void>
    readonly saveLeaderboardImage: (id: number, contentType: string, bytes: Uint8Array) => Effect.Effect<void>
    readonly leaderboardImage: (facilityId: number, id: number) => Effect.Effect<StoredImage>
    /** Official matches with a result between two facility-local days, in the order played. */
    readonly matchResults: (
      facilityId: number,
      from: string,
      to: string,
      sport: string | null,
    ) => Effect.Effect<ReadonlyArray<MatchResult>>
    /** A match's result, and who recorded it (null: the server's operator). */
    readonly matchResultOf: (
      reservationId: number,
    ) => Effect.Effect<
      Option.Option<{ readonly winner_team: 1 | 2; readonly score: string; readonly recorded_by: number | null }>
    >
    /** Records (or, with null, clears) a match's result. */
    readonly saveMatchResult: (
      reservation: { readonly facility_id: number; readonly id: number; readonly date: string },
      result: { readonly winner_team: 1 | 2; readonly score: string } | null,
      by: number | null,
    ) => Effect.Effect<void>
  }
>() {}
