import type { Draw, PlannedMatch, Source } from "./brackets"

/** A match as the results so far make it: who plays (null: not known yet), and how it ended. */
export interface MatchNow {
  readonly key: string
  readonly sides: readonly [number | null, number | null]
  /** The side that won (1 or 2), once decided. */
  readonly won: 1 | 2 | null
  /** Both players are known, it is not decided, and it is to be played. */
  readonly due: boolean
  /** A deciding final that will not be played (the first final's first side won it). */
  readonly void: boolean
}

/**
 * Every match of a draw as the results make it: a winner goes on, a loser drops (double
 * elimination) or is out. `placeOf` names who finished a group in a place, once its group is
 * decided (the standings' work); a result for a match not yet due is ignored.
 */
export const progress = (
  draw: Draw,
  results: ReadonlyMap<string, 1 | 2>,
  placeOf: (group: number, rank: number) => number | undefined = () => undefined,
): ReadonlyMap<string, MatchNow> => {
  const now = new Map<string, MatchNow>()
  const who = (source: Source): number | null => {
    if ("entry" in source) return source.entry
    if ("place" in source) return placeOf(source.place.group, source.place.rank) ?? null
    const from = now.get("winner" in source ? source.winner : source.loser)
    if (from === undefined || from.won === null) return null
    const winning = from.sides[from.won - 1]!
    const losing = from.sides[2 - from.won]!
    return "winner" in source ? winning : losing
  }
  for (const m of draw.matches) {
    const sides = [who(m.sides[0]), who(m.sides[1])] as const
    const skipped = skippedDecider(m, now)
    const known = sides[0] !== null && sides[1] !== null && !skipped
    const result = known ? results.get(m.key) : undefined
    now.set(m.key, { key: m.key, sides, won: result ?? null, due: known && result === undefined, void: skipped })
  }
  return now
}

const skippedDecider = (m: PlannedMatch, now: ReadonlyMap<string, MatchNow>) => {
  if (m.onlyIfSecondWon === undefined) return false
  const first = now.get(m.onlyIfSecondWon)
  return first !== undefined && first.won === 1
}

/** The champion of a knock-out, once its last match to be played is decided; else null (a league ranks instead). */
export const championOf = (draw: Draw, now: ReadonlyMap<string, MatchNow>): number | null => {
  const lastOf = (stage: PlannedMatch["stage"]) =>
    draw.matches
      .filter((m) => m.stage === stage)
      .reduce<PlannedMatch | undefined>((a, m) => (a === undefined || m.round > a.round ? m : a), undefined)
  const decider = lastOf("final")
  const deciding =
    decider !== undefined && now.get(decider.key)!.void
      ? draw.matches.find((m) => m.key === decider.onlyIfSecondWon)
      : (decider ?? lastOf("knockout") ?? lastOf("main"))
  const match = deciding === undefined ? undefined : now.get(deciding.key)
  return match === undefined || match.won === null ? null : match.sides[match.won - 1]!
}
