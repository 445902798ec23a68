import { Schema } from "effect"
import { proportion } from "../money"
import { type Draw, doubleElimination, groupsThenKnockOut, roundRobin, singleElimination } from "./brackets"
import { MatchEnding, Scoring, ScoringSport, SetScore } from "./scores"

/**
 * Competitions of a club: a tournament (single or double elimination, a round robin, or groups
 * then a knock-out) or a league (a round robin over a season, once or home and away), of singles or
 * doubles, in divisions by rating or age. The draw's arithmetic is `brackets.ts`, results carried
 * through it `progress.ts`, scores `scores.ts`, tables `standings.ts`.
 */

export const CompetitionFormat = Schema.Literal(
  "single_elimination",
  "double_elimination",
  "round_robin",
  "groups_knockout",
  "league",
)
export type CompetitionFormat = typeof CompetitionFormat.Type

const Id = Schema.Number
const Day = Schema.String.pipe(Schema.pattern(/^\d{4}-\d{2}-\d{2}$/))

/** What a manager sets a competition up with. */
export const NewCompetition = Schema.Struct({
  name: Schema.Trim.pipe(Schema.minLength(1), Schema.maxLength(120)),
  format: CompetitionFormat,
  sport: ScoringSport,
  /** 1: singles; 2: doubles (an entry is a pair). */
  team_size: Schema.Literal(1, 2),
  scoring: Scoring,
  /** Single elimination: round 1's losers play a draw of their own. */
  consolation: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  /** Groups then a knock-out: how many groups, and how many of each go through. */
  groups: Schema.optionalWith(Schema.Int.pipe(Schema.between(1, 16)), { default: () => 1 }),
  advancing: Schema.optionalWith(Schema.Int.pipe(Schema.between(1, 4)), { default: () => 1 }),
  /** A league: each pair plays twice, home and away. */
  home_and_away: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  /** A table's points for a win, and for a match played and lost. */
  points_win: Schema.optionalWith(Schema.Int.pipe(Schema.between(1, 5)), { default: () => 2 }),
  points_loss: Schema.optionalWith(Schema.Int.pipe(Schema.between(0, 4)), { default: () => 0 }),
  /** The rating that seeds the draw and places entries in divisions (e.g. `dupr`); none: by entry. */
  rating_kind: Schema.optionalWith(Schema.NullOr(Schema.String.pipe(Schema.maxLength(40))), { default: () => null }),
  entries_open_at: Schema.String,
  entries_close_at: Schema.String,
  starts_on: Day,
  ends_on: Day,
  /** The entry fee, in minor units, per entry. */
  fee: Schema.optionalWith(Schema.Int.pipe(Schema.between(0, 10_000_000)), { default: () => 0 }),
  /** The club's program waivers each player accepts, for this competition, before entering. */
  waiver_ids: Schema.optionalWith(Schema.Array(Id).pipe(Schema.maxItems(10)), { default: () => [] }),
})
export type NewCompetition = typeof NewCompetition.Type

export const Competition = Schema.Struct({
  id: Id,
  facility_id: Id,
  ...NewCompetition.fields,
  consolation: Schema.Boolean,
  groups: Schema.Number,
  advancing: Schema.Number,
  home_and_away: Schema.Boolean,
  points_win: Schema.Number,
  points_loss: Schema.Number,
  rating_kind: Schema.NullOr(Schema.String),
  fee: Schema.Number,
  waiver_ids: Schema.Array(Schema.Number),
  status: Schema.Literal("open", "cancelled"),
})
export type Competition = typeof Competition.Type

export const NewDivision = Schema.Struct({
  name: Schema.Trim.pipe(Schema.minLength(1), Schema.maxLength(80)),
  rating_min: Schema.optionalWith(Schema.NullOr(Schema.Number), { default: () => null }),
  rating_max: Schema.optionalWith(Schema.NullOr(Schema.Number), { default: () => null }),
  age_min: Schema.optionalWith(Schema.NullOr(Schema.Int.pipe(Schema.between(0, 120))), { default: () => null }),
  age_max: Schema.optionalWith(Schema.NullOr(Schema.Int.pipe(Schema.between(0, 120))), { default: () => null }),
  /** The most entries; later ones wait for a place. */
  cap: Schema.Int.pipe(Schema.between(2, 256)),
})
export type NewDivision = typeof NewDivision.Type

export const Division = Schema.Struct({
  id: Id,
  competition_id: Id,
  name: Schema.String,
  rating_min: Schema.NullOr(Schema.Number),
  rating_max: Schema.NullOr(Schema.Number),
  age_min: Schema.NullOr(Schema.Number),
  age_max: Schema.NullOr(Schema.Number),
  cap: Schema.Number,
  drawn_at: Schema.NullOr(Schema.String),
})
export type Division = typeof Division.Type

export const EntryStatus = Schema.Literal("awaiting_partner", "entered", "waitlisted", "withdrawn")
export type EntryStatus = typeof EntryStatus.Type

export const Entry = Schema.Struct({
  id: Id,
  division_id: Id,
  status: EntryStatus,
  /** The rating it is seeded by (a pair's: the mean of the two). */
  rating: Schema.NullOr(Schema.Number),
  /** Each player, whether they accepted (a named partner says yes), and whether their profile is public. */
  players: Schema.Array(
    Schema.Struct({ user_id: Id, name: Schema.String, accepted: Schema.Boolean, shown: Schema.Boolean }),
  ),
  entered_at: Schema.String,
})
export type Entry = typeof Entry.Type

/** Where a side of a match comes from (see `brackets.ts`). */
export const SourceSchema = Schema.Union(
  Schema.Struct({ entry: Id }),
  Schema.Struct({ winner: Schema.String }),
  Schema.Struct({ loser: Schema.String }),
  Schema.Struct({ place: Schema.Struct({ group: Schema.Number, rank: Schema.Number }) }),
)

export const MatchScoreSchema = Schema.Struct({
  ending: MatchEnding,
  sets: Schema.Array(SetScore).pipe(Schema.maxItems(5)),
  winner: Schema.optional(Schema.Literal(1, 2)),
})

export const Stage = Schema.Literal("main", "consolation", "losers", "final", "groups", "knockout", "league")

/** A match as kept: its place in the draw, and its result once reported. */
export const MatchTime = Schema.Struct({
  reservation_id: Id,
  court_id: Id,
  court: Schema.String,
  date: Day,
  hour_start: Schema.Number,
  hour_end: Schema.Number,
})
export type MatchTime = typeof MatchTime.Type

export const StoredMatch = Schema.Struct({
  id: Id,
  division_id: Id,
  key: Schema.String,
  stage: Stage,
  round: Schema.Number,
  order: Schema.Number,
  group: Schema.NullOr(Schema.Number),
  sides: Schema.Tuple(SourceSchema, SourceSchema),
  only_if_second_won: Schema.NullOr(Schema.String),
  score: Schema.NullOr(MatchScoreSchema),
  won: Schema.NullOr(Schema.Literal(1, 2)),
  reported_by: Schema.NullOr(Id),
  confirmed_at: Schema.NullOr(Schema.String),
  /** Where and when it is played: its booking on the club's court, in the club's local time. */
  scheduled: Schema.NullOr(MatchTime),
})
export type StoredMatch = typeof StoredMatch.Type

/** Why a competition cannot be set up so, as a sentence; undefined when it can. */
export const competitionProblem = (c: NewCompetition): string | undefined => {
  const [opens, closes] = [Date.parse(c.entries_open_at), Date.parse(c.entries_close_at)]
  if (Number.isNaN(opens) || Number.isNaN(closes)) return "Entries open and close at a date and time (ISO 8601)."
  if (closes <= opens) return "Entries close after they open."
  if (c.ends_on < c.starts_on) return "A competition ends on or after the day it starts."
  if (closes > Date.parse(`${c.starts_on}T23:59:59Z`)) return "Entries close by the day play starts."
  if (c.points_loss >= c.points_win) return "A win is worth more points than a loss."
  if (c.consolation && c.format !== "single_elimination") return "A consolation draw goes with single elimination."
  if (c.format !== "groups_knockout" && (c.groups !== 1 || c.advancing !== 1))
    return "Groups and how many go through are for groups then a knock-out."
  if (c.format === "groups_knockout" && c.groups < 2 && c.advancing < 2)
    return "Groups then a knock-out needs two groups, or two going through from one."
  if (c.home_and_away && c.format !== "league") return "Home and away is for a league."
  if ((c.sport === "tennis" || c.sport === "padel") && c.scoring.points_to !== 11)
    return "Tennis and padel are scored in sets: games are not played to a number of points."
  if (c.scoring.sport !== c.sport) return "The scoring is the competition's sport's."
  return undefined
}

/** Why a division cannot be so, as a sentence; undefined when it can. */
export const divisionProblem = (d: NewDivision): string | undefined => {
  if (d.rating_min !== null && d.rating_max !== null && d.rating_max < d.rating_min)
    return "A division's highest rating is at least its lowest."
  if (d.age_min !== null && d.age_max !== null && d.age_max < d.age_min)
    return "A division's oldest age is at least its youngest."
  return undefined
}

/** A person's age in whole years on `day` (both `YYYY-MM-DD`). */
export const ageOn = (birthDate: string, day: string) => {
  const [by, bm, bd] = birthDate.split("-").map(Number)
  const [y, m, d] = day.split("-").map(Number)
  return y! - by! - (m! < bm! || (m === bm && d! < bd!) ? 1 : 0)
}

/** Why a player may not enter a division, as a sentence; undefined when they may. */
export const eligibilityProblem = (
  division: NewDivision,
  player: { readonly name: string; readonly rating: number | null; readonly birth_date: string | null },
  startsOn: string,
): string | undefined => {
  if (division.rating_min !== null || division.rating_max !== null) {
    if (player.rating === null) return `${player.name} has no rating of the kind this division is for.`
    if (division.rating_min !== null && player.rating < division.rating_min)
      return `${player.name}'s rating ${player.rating} is below this division's ${division.rating_min}.`
    if (division.rating_max !== null && player.rating > division.rating_max)
      return `${player.name}'s rating ${player.rating} is above this division's ${division.rating_max}.`
  }
  if (division.age_min !== null || division.age_max !== null) {
    if (player.birth_date === null) return `${player.name} has no birth date on their profile; this division is by age.`
    const age = ageOn(player.birth_date, startsOn)
    if (division.age_min !== null && age < division.age_min)
      return `${player.name} is ${age} when play starts; this division is from ${division.age_min}.`
    if (division.age_max !== null && age > division.age_max)
      return `${player.name} is ${age} when play starts; this division is up to ${division.age_max}.`
  }
  return undefined
}

/** Entries in seed order: the highest rating first, the unrated after, then who entered first. */
export const seedOrder = <
  E extends { readonly rating: number | null; readonly entered_at: string; readonly id: number },
>(
  entries: ReadonlyArray<E>,
): ReadonlyArray<E> =>
  [...entries].sort(
    (a, b) =>
      (b.rating ?? -Infinity) - (a.rating ?? -Infinity) || a.entered_at.localeCompare(b.entered_at) || a.id - b.id,
  )

/** The draw of a division's entries (in seed order) by the competition's format. */
export const planDraw = (
  c: Pick<Competition, "format" | "consolation" | "groups" | "advancing" | "home_and_away">,
  entries: ReadonlyArray<number>,
): Draw => {
  switch (c.format) {
    case "single_elimination":
      return singleElimination(entries, { consolation: c.consolation })
    case "double_elimination":
      return doubleElimination(entries)
    case "groups_knockout":
      return groupsThenKnockOut(entries, {
        groups: Math.min(c.groups, Math.floor(entries.length / 2)),
        advancing: c.advancing,
      })
    case "round_robin":
    case "league":
      return { matches: roundRobin(entries, { stage: "league", prefix: "R", twice: c.home_and_away }), byes: [] }
  }
}

/** Why a division cannot be drawn with this many entries, as a sentence; undefined when it can. */
export const drawProblem = (c: Pick<Competition, "format" | "groups">, entered: number): string | undefined => {
  if (entered < 2) return "A draw needs at least two entries."
  if (c.format === "groups_knockout" && entered < 4) return "Groups then a knock-out needs at least four entries."
  return undefined
}

export const StandingRow = Schema.Struct({
  rank: Schema.Number,
  entry: Id,
  played: Schema.Number,
  won: Schema.Number,
  lost: Schema.Number,
  points: Schema.Number,
  sets_won: Schema.Number,
  sets_lost: Schema.Number,
  games_won: Schema.Number,
  games_lost: Schema.Number,
})

/** A division's draw sheet as the results make it. */
export const DrawSheet = Schema.Struct({
  competition: Schema.Struct({ id: Id, name: Schema.String, format: CompetitionFormat, sport: ScoringSport }),
  division: Division,
  /** In the order they came; `seed` for the entered, by rating. */
  entries: Schema.Array(Schema.Struct({ ...Entry.fields, seed: Schema.NullOr(Schema.Number) })),
  matches: Schema.Array(
    Schema.Struct({
      ...StoredMatch.fields,
      /** The entries playing it, once known. */
      entry_ids: Schema.Tuple(Schema.NullOr(Id), Schema.NullOr(Id)),
      /** Both known, not decided, to be played. */
      due: Schema.Boolean,
      /** A deciding final that is not played. */
      void: Schema.Boolean,
      confirmed: Schema.Boolean,
    }),
  ),
  /** Groups then a knock-out: each group's table. */
  groups: Schema.Array(Schema.Struct({ group: Schema.Number, table: Schema.Array(StandingRow) })),
  /** A round robin's or a league's table. */
  table: Schema.Array(StandingRow),
  /** A knock-out's winner (an entry), once decided. */
  champion: Schema.NullOr(Id),
})
export type DrawSheet = typeof DrawSheet.Type

const Seconds = Schema.Int.pipe(Schema.between(0, 86_400))

/** Where and when a division's matches may be played: some of the event's days, the hours, the courts. */
export const ScheduleRequest = Schema.Struct({
  dates: Schema.Array(Day).pipe(Schema.minItems(1), Schema.maxItems(62)),
  /** Seconds of the club's local day. */
  hour_start: Seconds,
  hour_end: Seconds,
  /** The club's courts for the sport; all of them when left out. */
  court_ids: Schema.optional(Schema.Array(Id).pipe(Schema.minItems(1), Schema.maxItems(64))),
  match_minutes: Schema.Int.pipe(Schema.between(15, 300)),
  rest_minutes: Schema.optionalWith(Schema.Int.pipe(Schema.between(0, 600)), { default: () => 30 }),
  /** The most matches a player plays on one day. */
  most_per_day: Schema.optionalWith(Schema.Int.pipe(Schema.between(1, 8)), { default: () => 3 }),
})
export type ScheduleRequest = typeof ScheduleRequest.Type

/**
 * A competition with its divisions, made together (`POST …/competitions`, `venue competitions
 * import|export`): its settings and divisions.
 */
export const CompetitionFile = Schema.Struct({
  ...NewCompetition.fields,
  divisions: Schema.optionalWith(Schema.Array(NewDivision).pipe(Schema.maxItems(20)), { default: () => [] }),
})
export type CompetitionFile = typeof CompetitionFile.Type

/** Times an entry's players cannot play, on the club's local days. */
export const Unavailability = Schema.Struct({
  times: Schema.Array(
    Schema.Struct({ date: Day, hour_start: Seconds, hour_end: Seconds }).pipe(
      Schema.filter((t) => t.hour_end > t.hour_start || "A time ends after it starts."),
    ),
  ).pipe(Schema.maxItems(60)),
})
export type Unavailability = typeof Unavailability.Type

/** A new time for a scheduled match: the day, the start (seconds of the local day) and, if it changes, the court. */
export const MatchMove = Schema.Struct({ date: Day, hour_start: Seconds, court_id: Schema.optional(Id) })
export type MatchMove = typeof MatchMove.Type

/** The sheet after a move, and the matches moved (the one asked for, then those following from it). */
export const MoveResult = Schema.Struct({ sheet: DrawSheet, moved: Schema.Array(Schema.String) })

/** The sheet with each match's court and time, and the matches no free time fitted. */
export const ScheduleResult = Schema.Struct({ sheet: DrawSheet, unplaced: Schema.Array(Schema.String) })

export const CompetitionWithDivisions = Schema.Struct({ ...Competition.fields, divisions: Schema.Array(Division) })
export type CompetitionWithDivisions = typeof CompetitionWithDivisions.Type

/** What the club's policy gives back of an entry fee when its entry is withdrawn before the draw. */
export interface FeeBack {
  /** In minor units; 0 when the club keeps it all. */
  readonly amount: number
  /** Back the way it was paid, or as club credits. */
  readonly to: "original" | "credits"
}

/**
 * The club's cancellation policy applied to an entry fee: while entries are open, all of it; once
 * they have closed (a late withdrawal), less the share a late cancellation keeps; nothing where the
 * club keeps cancelled payments. A pair whose partner said no never played: theirs comes back whole.
 */
export const feeBack = (
  fee: number,
  policy: { readonly cancellation_refund: "original" | "credits" | "keep"; readonly late_cancel_fee_percent: number },
  when: "open" | "late" | "declined",
): FeeBack => {
  if (when === "declined") return { amount: fee, to: "original" }
  if (policy.cancellation_refund === "keep") return { amount: 0, to: "original" }
  const kept = when === "late" ? proportion(fee, policy.late_cancel_fee_percent, 100) : 0
  return { amount: fee - kept, to: policy.cancellation_refund }
}
