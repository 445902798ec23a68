import { Schema } from "effect"

/**
 * A match's score, checked by its sport's rules: tennis and padel in sets of six games (a
 * tie-break at 6–6, and a match tie-break to 10 for the deciding set where the competition plays
 * one); pickleball in games to 11 (or 15, 21), squash in games to 11, each won by 2. A match ends
 * as soon as a side has won the sets it needs: no set is played after.
 */

export const ScoringSport = Schema.Literal("tennis", "padel", "pickleball", "squash")
export type ScoringSport = typeof ScoringSport.Type

/** How a competition's matches are scored. */
export const Scoring = Schema.Struct({
  sport: ScoringSport,
  /** Sets (or games) a match is the best of: 1, 3 or 5. */
  best_of: Schema.Literal(1, 3, 5),
  /** Tennis and padel: the deciding set is a match tie-break to 10 (else a full set). */
  deciding_tiebreak: Schema.Boolean,
  /** Pickleball: what a game is played to (11, 15 or 21); squash plays to 11. */
  points_to: Schema.Literal(11, 15, 21),
})
export type Scoring = typeof Scoring.Type

/** One set (tennis, padel) or game (pickleball, squash): the two sides' games or points, and a set's tie-break. */
export const SetScore = Schema.Struct({
  a: Schema.Int.pipe(Schema.between(0, 99)),
  b: Schema.Int.pipe(Schema.between(0, 99)),
  tiebreak: Schema.optional(
    Schema.Struct({ a: Schema.Int.pipe(Schema.between(0, 99)), b: Schema.Int.pipe(Schema.between(0, 99)) }),
  ),
})
export type SetScore = typeof SetScore.Type

/** How a match ended: played out, retired during play (the score so far), or a walkover (no play). */
export const MatchEnding = Schema.Literal("played", "retired", "walkover")
export type MatchEnding = typeof MatchEnding.Type

export interface MatchScore {
  readonly ending: MatchEnding
  readonly sets: ReadonlyArray<SetScore>
  /** Retired and walkover: the side that won (the other could not go on); played: from the sets. */
  readonly winner?: 1 | 2 | undefined
}

/** Won by two from `to`: `to`–(≤ to − 2), or past `to` by exactly two. */
const wonByTwo = (high: number, low: number, to: number) =>
  (high === to && low <= to - 2) || (high > to && high - low === 2)

type Judged = { readonly winner: 1 | 2 } | { readonly problem: string }

const side = (a: number, b: number): 1 | 2 => (a > b ? 1 : 2)

/** A set of tennis or padel at 7–6, decided by its tie-break: the one score that carries its points. */
export const asksTiebreak = (sport: ScoringSport, s: Pick<SetScore, "a" | "b">) =>
  (sport === "tennis" || sport === "padel") && Math.max(s.a, s.b) === 7 && Math.min(s.a, s.b) === 6

/**
 * How a sport is scored unless the club says otherwise: tennis and padel best of three sets with a
 * match tie-break for the third, pickleball best of three games to 11, squash best of five to 11.
 */
export const defaultScoring = (sport: ScoringSport): Scoring => ({
  sport,
  best_of: sport === "squash" ? 5 : 3,
  deciding_tiebreak: sport === "tennis" || sport === "padel",
  points_to: 11,
})

/** A set of six games: 6–0 to 6–4, 7–5, or 7–6 with a tie-break to 7 won by two. */
const judgeSet = (s: SetScore, n: number): Judged => {
  const [high, low] = [Math.max(s.a, s.b), Math.min(s.a, s.b)]
  if (asksTiebreak("tennis", s)) {
    if (s.tiebreak === undefined) return { problem: `Set ${n} is 7–6: give its tie-break's points.` }
    const [th, tl] = [Math.max(s.tiebreak.a, s.tiebreak.b), Math.min(s.tiebreak.a, s.tiebreak.b)]
    if (!wonByTwo(th, tl, 7)) return { problem: `Set ${n}'s tie-break is won at 7 by two, or by two after 6–6.` }
    if (side(s.tiebreak.a, s.tiebreak.b) !== side(s.a, s.b))
      return { problem: `Set ${n}'s tie-break was won by the side that lost the set.` }
    return { winner: side(s.a, s.b) }
  }
  if (s.tiebreak !== undefined) return { problem: `Set ${n} is not 7–6, so it has no tie-break.` }
  if ((high === 6 && low <= 4) || (high === 7 && low === 5)) return { winner: side(s.a, s.b) }
  return {
    problem: `Set ${n} (${s.a}–${s.b}) is not a finished set: 6 games to 4 or fewer, 7–5, or 7–6 with a tie-break.`,
  }
}

/** A game to `to` points, won by two. */
const judgeGame = (s: SetScore, n: number, to: number): Judged => {
  if (s.tiebreak !== undefined) return { problem: `Game ${n} has no tie-break.` }
  if (!wonByTwo(Math.max(s.a, s.b), Math.min(s.a, s.b), to))
    return {
      problem: `Game ${n} (${s.a}–${s.b}) is not finished: it is won at ${to} by two, or by two after ${to - 1}–${to - 1}.`,
    }
  return { winner: side(s.a, s.b) }
}

/** The deciding set played as a match tie-break: to 10 points, won by two. */
const judgeMatchTiebreak = (s: SetScore): Judged => {
  if (s.tiebreak !== undefined) return { problem: "The match tie-break is one score: give its points alone." }
  if (!wonByTwo(Math.max(s.a, s.b), Math.min(s.a, s.b), 10))
    return {
      problem: `The match tie-break (${s.a}–${s.b}) is not finished: it is won at 10 by two, or by two after 9–9.`,
    }
  return { winner: side(s.a, s.b) }
}

const judge = (scoring: Scoring, s: SetScore, n: number): Judged => {
  if (scoring.sport === "pickleball") return judgeGame(s, n, scoring.points_to)
  if (scoring.sport === "squash") return judgeGame(s, n, 11)
  if (scoring.deciding_tiebreak && scoring.best_of > 1 && n === scoring.best_of) return judgeMatchTiebreak(s)
  return judgeSet(s, n)
}

/**
 * The side that won, or why the score cannot be: each set finished by the sport's rules, and the
 * match over exactly when a side has won the sets it needs. A retirement may leave the last set
 * unfinished and names its winner; a walkover has no sets.
 */
export const judgeMatch = (scoring: Scoring, score: MatchScore): Judged => {
  const needed = Math.ceil(scoring.best_of / 2)
  if (score.ending === "walkover") {
    if (score.sets.length > 0) return { problem: "A walkover has no score: the match was not played." }
    return score.winner === undefined ? { problem: "Say which side won the walkover." } : { winner: score.winner }
  }
  if (score.sets.length > scoring.best_of)
    return { problem: `The match is the best of ${scoring.best_of}: that many sets at most.` }
  const won = [0, 0]
  for (const [i, s] of score.sets.entries()) {
    if (won[0] === needed || won[1] === needed)
      return { problem: `The match was over after set ${i}: set ${i + 1} was not played.` }
    const judged = judge(scoring, s, i + 1)
    const last = i === score.sets.length - 1
    if ("problem" in judged) {
      if (score.ending === "retired" && last) continue
      return judged
    }
    won[judged.winner - 1]! += 1
  }
  const over = won[0] === needed || won[1] === needed
  if (score.ending === "retired") {
    if (over) return { problem: "The score is a finished match; a retirement ends one before it is over." }
    return score.winner === undefined
      ? { problem: "Say which side won when the other retired." }
      : { winner: score.winner }
  }
  if (!over) return { problem: `The match is not over: it is the best of ${scoring.best_of}.` }
  if (score.winner !== undefined && score.winner !== (won[0] === needed ? 1 : 2))
    return { problem: "The winner named is not the side the score says won." }
  return { winner: won[0] === needed ? 1 : 2 }
}

/** Sets won (finished ones only: a retirement's last may not be) and games (points) won by each side, for standings. */
export const tally = (scoring: Scoring, score: MatchScore) => {
  const sets: [number, number] = [0, 0]
  const games: [number, number] = [0, 0]
  for (const [i, s] of score.sets.entries()) {
    games[0] += s.a
    games[1] += s.b
    const judged = judge(scoring, s, i + 1)
    if ("winner" in judged) sets[judged.winner - 1]! += 1
  }
  return { sets, games }
}

/** A score as one line for a booking's result (`6-4 6-7(5) 10-8`, `6-2 3-1 ret.`, `w/o`), side 1 first. */
export const scoreLine = (score: MatchScore): string =>
  score.ending === "walkover"
    ? "w/o"
    : [
        ...score.sets.map(
          (s) => `${s.a}-${s.b}${s.tiebreak === undefined ? "" : `(${Math.min(s.tiebreak.a, s.tiebreak.b)})`}`,
        ),
        ...(score.ending === "retired" ? ["ret."] : []),
      ].join(" ")
