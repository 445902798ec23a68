import type { DrawSheetView } from "../api/competitions"

/**
 * How a draw sheet reads, for the club's page and the public draw (the widget) alike: who plays
 * a match, its sets, and the sheet's rounds in the order they are played.
 */

type Match = DrawSheetView["matches"][number]
type Entry = DrawSheetView["entries"][number]

/** "Ana Lima / Bo Sousa": an entry's players. */
export const entryName = (e: Entry) => e.players.map((p) => p.name).join(" / ")

/** An entry by id with its seed, "Ana Lima (1)"; undefined while the side is not known. */
export const sideName = (s: DrawSheetView, id: number | null) => {
  const e = s.entries.find((x) => x.id === id)
  return e === undefined ? undefined : `${entryName(e)}${e.seed === null ? "" : ` (${e.seed})`}`
}

/** "6–3 7–6(7–5)": a score's sets, each side's games (and a tie-break's points). */
export const setsLine = (score: NonNullable<Match["score"]>) =>
  score.sets.map((x) => `${x.a}–${x.b}${x.tiebreak === undefined ? "" : `(${x.tiebreak.a}–${x.tiebreak.b})`}`).join(" ")

/** The side (0, 1) of a match a person plays on; -1 when they are not in it. */
export const sideOf = (s: DrawSheetView, m: Match, userId: number) =>
  m.entry_ids.findIndex((id) => s.entries.find((e) => e.id === id)?.players.some((p) => p.user_id === userId))

const STAGE_ORDER: ReadonlyArray<Match["stage"]> = [
  "groups",
  "league",
  "main",
  "losers",
  "consolation",
  "knockout",
  "final",
]

export interface Round {
  readonly stage: Match["stage"]
  readonly group: number | null
  readonly round: number
  /** How many rounds its stage (its group's) has: a knock-out's last is its final. */
  readonly of: number
  readonly matches: ReadonlyArray<Match>
}

/** The sheet's matches to be played (a deciding final not needed is left out), by stage, group and round. */
export const roundsOf = (s: DrawSheetView): ReadonlyArray<Round> => {
  const rounds = new Map<
    string,
    { stage: Match["stage"]; group: number | null; round: number; matches: Array<Match> }
  >()
  for (const m of s.matches) {
    if (m.void) continue
    const key = `${m.stage}:${m.group ?? ""}:${m.round}`
    const round = rounds.get(key) ?? { stage: m.stage, group: m.group, round: m.round, matches: [] }
    round.matches.push(m)
    rounds.set(key, round)
  }
  return [...rounds.values()]
    .sort(
      (a, b) =>
        STAGE_ORDER.indexOf(a.stage) - STAGE_ORDER.indexOf(b.stage) ||
        (a.group ?? 0) - (b.group ?? 0) ||
        a.round - b.round,
    )
    .map((r, _, all) => ({
      ...r,
      of: Math.max(...all.filter((x) => x.stage === r.stage && x.group === r.group).map((x) => x.round)),
      matches: r.matches.sort((a, b) => a.order - b.order),
    }))
}
