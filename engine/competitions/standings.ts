/**
 * A round robin's or a league's table: points for a win (and for a loss played out, where a league
 * gives them), then, among entries level on points, the matches between them (two: who won theirs;
 * more: a table of their matches alone), then sets won less lost, then games, then the seed.
 */

export interface DecidedMatch {
  readonly sides: readonly [number, number]
  readonly won: 1 | 2
  /** Sets and games each side won (a walkover: none). */
  readonly sets: readonly [number, number]
  readonly games: readonly [number, number]
  /** A walkover gives the loser no points for playing. */
  readonly walkover: boolean
}

export interface PointsRule {
  readonly win: number
  /** For a match played and lost (a league may give 1). */
  readonly loss: number
}

export interface Standing {
  readonly rank: number
  readonly entry: number
  readonly played: number
  readonly won: number
  readonly lost: number
  readonly points: number
  readonly sets_won: number
  readonly sets_lost: number
  readonly games_won: number
  readonly games_lost: number
}

type Row = Omit<Standing, "rank">

const tableOf = (entries: ReadonlyArray<number>, matches: ReadonlyArray<DecidedMatch>, rule: PointsRule) => {
  const rows = new Map<number, Row>(
    entries.map((entry) => [
      entry,
      { entry, played: 0, won: 0, lost: 0, points: 0, sets_won: 0, sets_lost: 0, games_won: 0, games_lost: 0 },
    ]),
  )
  for (const m of matches) {
    for (const i of [0, 1] as const) {
      const row = rows.get(m.sides[i])
      if (row === undefined || !rows.has(m.sides[1 - i]!)) continue
      const won = m.won === i + 1
      rows.set(m.sides[i], {
        ...row,
        played: row.played + 1,
        won: row.won + (won ? 1 : 0),
        lost: row.lost + (won ? 0 : 1),
        points: row.points + (won ? rule.win : m.walkover ? 0 : rule.loss),
        sets_won: row.sets_won + m.sets[i],
        sets_lost: row.sets_lost + m.sets[1 - i]!,
        games_won: row.games_won + m.games[i],
        games_lost: row.games_lost + m.games[1 - i]!,
      })
    }
  }
  return rows
}

/** The table: `entries` in seed order (the last tie-break), `matches` those decided so far. */
export const standings = (
  entries: ReadonlyArray<number>,
  matches: ReadonlyArray<DecidedMatch>,
  rule: PointsRule,
): ReadonlyArray<Standing> => {
  const rows = tableOf(entries, matches, rule)
  const seed = new Map(entries.map((e, i) => [e, i]))
  const byPoints = [...rows.values()].sort((a, b) => b.points - a.points)
  const ordered: Array<Row> = []
  for (let i = 0; i < byPoints.length;) {
    let j = i
    while (j < byPoints.length && byPoints[j]!.points === byPoints[i]!.points) j++
    ordered.push(...breakTie(byPoints.slice(i, j), matches, rule, seed))
    i = j
  }
  return ordered.map((row, i) => ({ rank: i + 1, ...row }))
}

/** Orders rows level on points: by their own matches, then sets, games, and seed. */
const breakTie = (
  level: ReadonlyArray<Row>,
  matches: ReadonlyArray<DecidedMatch>,
  rule: PointsRule,
  seed: ReadonlyMap<number, number>,
): ReadonlyArray<Row> => {
  if (level.length < 2) return level
  const ids = level.map((r) => r.entry)
  const among = tableOf(ids, matches, rule)
  return [...level].sort(
    (a, b) =>
      among.get(b.entry)!.points - among.get(a.entry)!.points ||
      b.sets_won - b.sets_lost - (a.sets_won - a.sets_lost) ||
      b.games_won - b.games_lost - (a.games_won - a.games_lost) ||
      seed.get(a.entry)! - seed.get(b.entry)!,
  )
}
