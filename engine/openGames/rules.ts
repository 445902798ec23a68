import { Order, Schema } from "effect"
import { addDays } from "../dates"

import { type LevelRange, rangeProblem, ratingFits } from "../openPlay/rules"

import { isRatingInRange, ratingLabel, ratingRange } from "../ratings/rules"

/**
 * "Find me a game": a booker opens their booking to players of a level (their own act, never
 * the club's), players find it by a time window and their level beside the club's open play,
 * and ask to join; the booker accepts (the player is added to the booking) or declines.
 */

export const GameOpening = Schema.Struct({
  reservation_id: Schema.Number,
  facility_id: Schema.Number,
  rating_kind: Schema.String,
  rating_min: Schema.NullOr(Schema.Number),
  rating_max: Schema.NullOr(Schema.Number),
  /** How many players the booker looks for. */
  wanted: Schema.Number,
  note: Schema.NullOr(Schema.String),
  opened_by: Schema.Number,
})
export type GameOpening = typeof GameOpening.Type

export interface OpeningRequest extends LevelRange {
  readonly wanted: number
  readonly note: string | null
}

/** An open booking as the finder reads it: the opening with its court, time and how many play in it. */
export const OpenBooking = Schema.Struct({
  ...GameOpening.fields,
  court_id: Schema.Number,
  court_name: Schema.String,
  date: Schema.String,
  hour_start: Schema.Number,
  hour_end: Schema.Number,
  /** The booking's size (0: any number), as `reservationCapacity` reads it. */
  reservation_type: Schema.Number,
  /** Players in the booking now, and those of them who joined through a request. */
  players: Schema.Number,
  joined: Schema.Number,
  booker_name: Schema.String,
  booker_public: Schema.Boolean,
})
export type OpenBooking = typeof OpenBooking.Type

export const JoinRequestStatus = Schema.Literal("asked", "accepted", "declined", "withdrawn")
export type JoinRequestStatus = typeof JoinRequestStatus.Type

export const JoinRequest = Schema.Struct({
  id: Schema.Number,
  facility_id: Schema.Number,
  reservation_id: Schema.Number,
  user_id: Schema.Number,
  name: Schema.String,
  asked_by: Schema.NullOr(Schema.Number),
  rating: Schema.NullOr(Schema.Number),
  message: Schema.NullOr(Schema.String),
  status: JoinRequestStatus,
  /** The game's court and time. */
  court_name: Schema.String,
  date: Schema.String,
  hour_start: Schema.Number,
  hour_end: Schema.Number,
})
export type JoinRequest = typeof JoinRequest.Type

/** What a player looks for: days from a date, the hours a game starts in, and a level on a rating kind. */
export interface GameSearch {
  readonly date: string
  readonly days: number
  readonly hour_start: number
  readonly hour_end: number
  readonly rating_kind: string
  /** The player's level; null: unrated, who fit only games open to all levels. */
  readonly rating: number | null
}

/** A game to find: when it starts and the level it is for. */
export interface Findable extends LevelRange {
  readonly date: string
  readonly hour_start: number
}

export const MAX_SEARCH_DAYS = 14

/** Why a search cannot be run as asked, as a sentence; undefined when it can. */
export const searchProblem = (s: GameSearch) => {
  if (s.days < 1 || s.days > MAX_SEARCH_DAYS) return `Look at 1 to ${MAX_SEARCH_DAYS} days at once.`
  if (s.hour_end <= s.hour_start) return "The window ends after it starts."
  if (s.rating !== null && !isRatingInRange(s.rating_kind, s.rating)) {
    const scale = ratingRange(s.rating_kind)
    return `A ${ratingLabel(s.rating_kind)} rating is from ${scale.min} to ${scale.max}; ${s.rating} is outside.`
  }
  return undefined
}

/** Why a booking cannot be opened as asked, given the room it has for more players; undefined when it can. */
export const openingProblem = (o: OpeningRequest, room: number) => {
  const range = rangeProblem(o)
  if (range !== undefined) return range
  if (room < 1) return "Your booking is full: it has no room for another player."
  if (o.wanted < 1 || o.wanted > room)
    return `Your booking has room for ${room} more player${room === 1 ? "" : "s"}; look for 1 to ${room}.`
  return undefined
}

/** Whether a game is one the search asks for: it starts in the window, and the level fits its range on the same kind (a game for all levels fits anyone). */
export const matchesSearch = (s: GameSearch, game: Findable) => {
  const last = addDays(s.date, s.days - 1)
  const open = game.rating_min === null && game.rating_max === null
  return (
    game.date >= s.date &&
    game.date <= last &&
    game.hour_start >= s.hour_start &&
    game.hour_start < s.hour_end &&
    (open || (game.rating_kind === s.rating_kind && ratingFits(s.rating, game)))
  )
}

/** How far a level sits from the middle of a game's range (0 for an open range or an unrated player). */
const distance = (rating: number | null, game: LevelRange) => {
  if (rating === null) return 0
  const low = game.rating_min ?? game.rating_max
  const high = game.rating_max ?? game.rating_min
  return low === null || high === null ? 0 : Math.abs(rating - (low + high) / 2)
}

/** The games a search finds, soonest first, and at one time the one whose range is centred nearest the level first. */
export const findGames = <G extends Findable>(s: GameSearch, games: ReadonlyArray<G>): ReadonlyArray<G> =>
  games
    .filter((g) => matchesSearch(s, g))
    .toSorted(
      Order.combine(
        Order.mapInput(Order.string, (g: G) => g.date),
        Order.combine(
          Order.mapInput(Order.number, (g: G) => g.hour_start),
          Order.mapInput(Order.number, (g: G) => distance(s.rating, g)),
        ),
      ),
    )

/** How many more players an open booking takes: what the booker looks for less who joined, and the booking's own room. */
export const roomLeft = (b: Pick<OpenBooking, "wanted" | "joined" | "players">, capacity: number) =>
  Math.max(0, Math.min(b.wanted - b.joined, capacity - b.players))
