import { Schema } from "effect"

/**
 * The API's Leaderboard: a club's ladder over a period (and a sport), ranked from the results of the
 * official matches played at the club. The rule (docs/api.md, "Leaderboards"):
 *
 * - every player starts at 1000 points; matches count in the order they were played;
 * - a side's strength is the average of its players' points (singles: the player's own);
 * - each player of a side moves by K × (S − E), K = 32, S = 1 for a win and 0 for a loss,
 *   E = 1 / (1 + 10^((other side − this side) / 400)) (Elo's expectation);
 * - ranked by points (rounded), then by wins, then by fewer matches played, then by name;
 *   only players with a recorded match appear.
 */

export const K_FACTOR = 32
export const START_RATING = 1000

export const Leaderboard = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  name: Schema.String,
  description: Schema.String,
  /** Only matches on courts of this sport; none: every sport. */
  sport: Schema.NullOr(Schema.String),
  /** Facility-local dates of the matches it counts (both included); no end: up to today. */
  starts_on: Schema.String,
  ends_on: Schema.NullOr(Schema.String),
  active: Schema.Boolean,
  has_image: Schema.Boolean,
  created_at: Schema.String,
})
export type Leaderboard = typeof Leaderboard.Type

export const Standing = Schema.Struct({
  rank: Schema.Number,
  /** Null for someone who keeps their profile private: a ladder is public, their name shows as initials. */
  user_id: Schema.NullOr(Schema.Number),
  name: Schema.String,
  rating: Schema.Number,
  played: Schema.Number,
  won: Schema.Number,
  lost: Schema.Number,
})
export type Standing = typeof Standing.Type

export const LeaderboardWithStandings = Schema.extend(Leaderboard, Schema.Struct({ standings: Schema.Array(Standing) }))

export interface LeaderboardFields {
  readonly name: string
  readonly description: string
  readonly sport: string | null
  readonly starts_on: string
  readonly ends_on: string | null
  readonly active: boolean
}

export const SPORTS = ["tennis", "padel", "pickleball", "squash", "badminton", "other"] as const

export const leaderboardProblem = (fields: LeaderboardFields) => {
  if (fields.name.trim() === "") return "A leaderboard needs a name."
  if (fields.name.length > 120) return "A leaderboard's name holds at most 120 characters."
  if (fields.description.length > 2000) return "A leaderboard's description holds at most 2000 characters."
  if (fields.sport !== null && !(SPORTS as ReadonlyArray<string>).includes(fields.sport))
    return `A leaderboard's sport is one of ${SPORTS.join(", ")}.`
  if (fields.ends_on !== null && fields.ends_on < fields.starts_on) return "A leaderboard ends on or after its start."
  return undefined
}

/** An official match's result (or an open play game's): who played on which side, and which side won. */
export interface MatchResult {
  /** The match's booking; an open play game counts by its game id, negated. */
  readonly reservation_id: number
  readonly players: ReadonlyArray<{
    readonly user_id: number
    readonly name: string
    readonly team: 1 | 2
    /** Their profile is public: the ladder may name them and their id. */
    readonly shown?: boolean | undefined
  }>
  readonly winner_team: 1 | 2
}

/** The ladder from results in the order they were played, by the rule above. */
export const ladder = (results: ReadonlyArray<MatchResult>): ReadonlyArray<Standing> => {
  const players = new Map<number, { name: string; shown: boolean; rating: number; played: number; won: number }>()
  const of = (p: MatchResult["players"][number]) => {
    const found = players.get(p.user_id) ?? {
      name: p.name,
      shown: p.shown !== false,
      rating: START_RATING,
      played: 0,
      won: 0,
    }
    players.set(p.user_id, found)
    return found
  }
  for (const match of results) {
    if (!match.players.some((p) => p.team === 1) || !match.players.some((p) => p.team === 2)) continue
    const sides = ([1, 2] as const).map((team) => match.players.filter((p) => p.team === team).map(of))
    const strength = sides.map((side) => side.reduce((sum, p) => sum + p.rating, 0) / side.length)
    sides.forEach((side, i) => {
      const expected = 1 / (1 + 10 ** ((strength[1 - i]! - strength[i]!) / 400))
      const won = match.winner_team === i + 1
      for (const p of side) {
        p.rating += K_FACTOR * ((won ? 1 : 0) - expected)
        p.played += 1
        if (won) p.won += 1
      }
    })
  }
  const ranked = [...players.entries()]
    .map(([user_id, p]) => ({
      user_id: p.shown ? user_id : null,
      name: p.name,
      rating: Math.round(p.rating),
      played: p.played,
      won: p.won,
      lost: p.played - p.won,
    }))
    .sort((a, b) => b.rating - a.rating || b.won - a.won || a.played - b.played || a.name.localeCompare(b.name))
  return ranked.map((s, i) => ({ rank: i + 1, ...s }))
}
