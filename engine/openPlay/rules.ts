import { Schema } from "effect"
import { ratingLabel, ratingRange } from "../ratings/rules"

/**
 * Open play: a club's courts for a couple of hours, open to players of a level (a range of the
 * club's rating kind), each paying a place; at the start the players are arranged into balanced
 * games, and each game's result feeds the club's leaderboards like an official match.
 */

export const OpenPlayFormat = Schema.Literal("singles", "doubles", "round_robin")
export type OpenPlayFormat = typeof OpenPlayFormat.Type

export const OpenPlaySession = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  name: Schema.String,
  format: OpenPlayFormat,
  play_date: Schema.String,
  hour_start: Schema.Number,
  hour_end: Schema.Number,
  court_ids: Schema.Array(Schema.Number),
  /** The rating kind its range is on (dupr, ntrp_default, utr, …) and the range, both ends included; null: open. */
  rating_kind: Schema.String,
  rating_min: Schema.NullOr(Schema.Number),
  rating_max: Schema.NullOr(Schema.Number),
  /** Each player's place, in minor units of the club's currency. */
  price: Schema.Number,
  cap: Schema.Number,
  /** The booking that holds its courts; each player's place is a fee on it, paid like any booking. */
  reservation_id: Schema.Number,
  status: Schema.Literal("open", "arranged", "cancelled"),
  /** Who set it up: staff, or the member whose own booking holds its court and who organises it. */
  created_by: Schema.NullOr(Schema.Number),
})
export type OpenPlaySession = typeof OpenPlaySession.Type

export const OpenPlayPlayer = Schema.Struct({
  session_id: Schema.Number,
  user_id: Schema.Number,
  name: Schema.String,
  /** The person's rating of the session's kind when they joined; null: unrated. */
  rating: Schema.NullOr(Schema.Number),
  status: Schema.Literal("joined", "waitlisted"),
  /** Their row in the session's booking, while joined. */
  ru_id: Schema.NullOr(Schema.Number),
})
export type OpenPlayPlayer = typeof OpenPlayPlayer.Type

export const OpenPlayGame = Schema.Struct({
  id: Schema.Number,
  session_id: Schema.Number,
  round: Schema.Number,
  court_id: Schema.Number,
  team1: Schema.Array(Schema.Number),
  team2: Schema.Array(Schema.Number),
  winner_team: Schema.NullOr(Schema.Literal(1, 2)),
  score: Schema.NullOr(Schema.String),
})
export type OpenPlayGame = typeof OpenPlayGame.Type

/** A level: a range on a rating kind (dupr, ntrp_default, utr, …), both ends included; null ends are open. */
export interface LevelRange {
  readonly rating_kind: string
  readonly rating_min: number | null
  readonly rating_max: number | null
}

export interface SessionRequest {
  readonly name: string
  readonly format: OpenPlayFormat
  readonly play_date: string
  readonly hour_start: number
  readonly hour_end: number
  readonly court_ids: ReadonlyArray<number>
  readonly rating_kind: string
  readonly rating_min: number | null
  readonly rating_max: number | null
  readonly price: number
  readonly cap: number
}

/** How many play on a court in a format. */
export const perCourt = (format: OpenPlayFormat) => (format === "singles" ? 2 : 4)

/** Why a session cannot be set up as asked, as a sentence; undefined when it can. */
export const sessionProblem = (s: SessionRequest) => {
  const range = rangeProblem(s)
  if (range !== undefined) return range
  if (s.hour_end <= s.hour_start) return "Open play ends after it starts."
  if (s.cap < perCourt(s.format)) return `A ${s.format} session takes at least ${perCourt(s.format)} players.`
  if (s.cap > perCourt(s.format) * s.court_ids.length * 3)
    return `${s.court_ids.length} court${s.court_ids.length === 1 ? "" : "s"} take at most ${perCourt(s.format) * s.court_ids.length * 3} players in turns.`
  return undefined
}

/** Why a level range cannot be used, as a sentence (an end outside the kind's scale, or the ends reversed); undefined when it can. */
export const rangeProblem = (s: LevelRange) => {
  const scale = ratingRange(s.rating_kind)
  for (const end of [s.rating_min, s.rating_max])
    if (end !== null && (end < scale.min || end > scale.max))
      return `A ${ratingLabel(s.rating_kind)} rating is from ${scale.min} to ${scale.max}; ${end} is outside.`
  if (s.rating_min !== null && s.rating_max !== null && s.rating_min > s.rating_max)
    return "The range's lowest rating comes before its highest."
  return undefined
}

/** Why a member cannot set a session up as asked (beyond `sessionProblem`): one court, booked as their own, and free places. */
export const memberSessionProblem = (s: SessionRequest) => {
  if (s.court_ids.length !== 1) return "Open play you set up is on one court: the one you book for it."
  if (s.price !== 0) return "Open play you set up is free to join: the court is your booking, and its fee is yours."
  return undefined
}

/** Whether a rating is in a session's range: an open range takes anyone, a closed one only those rated in it. */
export const ratingFits = (rating: number | null, range: Pick<LevelRange, "rating_min" | "rating_max">) =>
  (range.rating_min === null && range.rating_max === null) ||
  (rating !== null &&
    (range.rating_min === null || rating >= range.rating_min) &&
    (range.rating_max === null || rating <= range.rating_max))

/** The range as a player reads it: "DUPR 3.5–4.5", "NRP 3 and up", "all levels". */
export const rangeLabel = (s: LevelRange) => {
  const label = ratingLabel(s.rating_kind)
  if (s.rating_min !== null && s.rating_max !== null) return `${label} ${s.rating_min}–${s.rating_max}`
  if (s.rating_min !== null) return `${label} ${s.rating_min} and up`
  if (s.rating_max !== null) return `${label} up to ${s.rating_max}`
  return "all levels"
}

export interface Arranged {
  readonly round: number
  readonly games: ReadonlyArray<{
    readonly court_id: number
    readonly team1: ReadonlyArray<number>
    readonly team2: ReadonlyArray<number>
  }>
  /** Players who sit this round out: more came than the courts hold. */
  readonly sitting: ReadonlyArray<number>
}

const sum = (ratings: ReadonlyArray<number>) => ratings.reduce((a, b) => a + b, 0)

/**
 * Balanced games, in plain words: players are ordered by rating (unrated in the middle of the
 * range of those rated), and each court takes the next two or four in that order, so a court's
 * players are as close in level as the turnout allows, the best on the first court. Doubles pair
 * the first and fourth against the second and third, the pairing whose teams' totals differ
 * least. When more came than the courts hold, those who sat out least sit next, the lowest-rated
 * first among equals. A round robin plays `rounds` rounds: partners rotate through the three
 * pairings of four, and who sits out turns.
 */
export const arrangeGames = (
  players: ReadonlyArray<{ readonly id: number; readonly rating: number | null }>,
  courtIds: ReadonlyArray<number>,
  format: OpenPlayFormat,
  rounds = format === "round_robin" ? 3 : 1,
): ReadonlyArray<Arranged> => {
  const rated = players.filter((p) => p.rating !== null).map((p) => p.rating!)
  const middle = rated.length === 0 ? 0 : (Math.min(...rated) + Math.max(...rated)) / 2
  const level = new Map(players.map((p) => [p.id, p.rating ?? middle]))
  const ordered = [...players].sort((a, b) => level.get(b.id)! - level.get(a.id)! || a.id - b.id).map((p) => p.id)
  const size = perCourt(format)
  const places = Math.min(courtIds.length * size, Math.floor(ordered.length / size) * size)
  const satOut = new Map(ordered.map((id) => [id, 0]))
  const result: Array<Arranged> = []
  for (let round = 1; round <= rounds; round++) {
    const sitters = [...ordered]
      .sort(
        (a, b) =>
          satOut.get(a)! - satOut.get(b)! || level.get(a)! - level.get(b)! || ordered.indexOf(b) - ordered.indexOf(a),
      )
      .slice(0, ordered.length - places)
    for (const id of sitters) satOut.set(id, satOut.get(id)! + 1)
    const playing = ordered.filter((id) => !sitters.includes(id))
    const games = courtIds.slice(0, places / size).map((court_id, c) => {
      const [a, b, d, e] = playing.slice(c * size, c * size + size) as [number, number, number, number]
      if (size === 2) return { court_id, team1: [a], team2: [b] }
      // The three pairings of four, the most balanced first; a round robin's rounds take them in turn.
      const pairings: Array<[Array<number>, Array<number>]> = [
        [
          [a, e],
          [b, d],
        ],
        [
          [a, d],
          [b, e],
        ],
        [
          [a, b],
          [d, e],
        ],
      ]
      const gap = ([x, y]: [Array<number>, Array<number>]) =>
        Math.abs(sum(x.map((id) => level.get(id)!)) - sum(y.map((id) => level.get(id)!)))
      const ranked = [...pairings.entries()].sort(([i, p], [j, q]) => gap(p) - gap(q) || i - j).map(([, p]) => p)
      const [team1, team2] = ranked[(round - 1) % 3]!
      return { court_id, team1, team2 }
    })
    result.push({ round, games, sitting: sitters })
  }
  return result
}
