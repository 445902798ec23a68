/**
 * Draw sheets as arithmetic, with no storage and no clock: single elimination (seeded, byes to the
 * top seeds, an optional consolation draw for first-round losers), double elimination (a losers'
 * draw, a final and its decider), round robins by the circle method, groups by snake seeding, and
 * a knock-out from the groups' places. A draw is a list of matches whose sides name where their
 * players come from; a side that could only be a bye is resolved here, so no planned match ever
 * has an empty side and a bye never meets a bye.
 */

/** Where one side of a match comes from: an entry, a match's winner or loser, or a group's place. */
export type Source =
  | { readonly entry: number }
  | { readonly winner: string }
  | { readonly loser: string }
  | { readonly place: { readonly group: number; readonly rank: number } }

/** The part of a competition a match belongs to. */
export type Stage = "main" | "consolation" | "losers" | "final" | "groups" | "knockout" | "league"

export interface PlannedMatch {
  /** Unique in the draw, stable for the same entries: `M1-3` is the main draw's third match of round 1. */
  readonly key: string
  readonly stage: Stage
  /** The round within the stage, from 1. */
  readonly round: number
  /** The match's place in its round, from 1, top to bottom of the sheet. */
  readonly order: number
  readonly sides: readonly [Source, Source]
  /** Played only when the second side won the match named (double elimination's deciding final). */
  readonly onlyIfSecondWon?: string
  /** A group's match: the group's number, from 1. */
  readonly group?: number
}

export interface Draw {
  readonly matches: ReadonlyArray<PlannedMatch>
  /** Entries that reach round 2 of the main draw without playing round 1. */
  readonly byes: ReadonlyArray<number>
}

/** A side that can only be empty (a bye, the loser of a match not played) is null while planning. */
type Slot = Source | null
type Raw = Omit<PlannedMatch, "sides"> & { readonly sides: readonly [Slot, Slot] }

/** The smallest power of two that holds `n` (at least 2). */
export const drawSize = (n: number) => {
  let size = 2
  while (size < n) size *= 2
  return size
}

/**
 * The seed in each line of a draw of `size` lines, top to bottom: 1 and 2 in opposite halves, 1–4
 * in different quarters, and each pair of round 1 adding up to size + 1 (1 meets the lowest seed).
 */
export const seedLines = (size: number): ReadonlyArray<number> => {
  let lines = [1]
  while (lines.length < size) {
    const next = lines.length * 2 + 1
    lines = lines.flatMap((seed) => [seed, next - seed])
  }
  return lines
}

/** Sources in seed order placed on a draw's lines; the lines of seeds beyond them are byes. */
const seeded = (bySeed: ReadonlyArray<Slot>): Array<Slot> =>
  seedLines(drawSize(bySeed.length)).map((seed) => bySeed[seed - 1] ?? null)

/** The rounds of a knock-out over `lines`: pairs of neighbours, then their winners, to one. */
const knockOut = (stage: Stage, prefix: string, lines: ReadonlyArray<Slot>) => {
  const raw: Array<Raw> = []
  let current = lines
  for (let round = 1; current.length > 1; round++) {
    const next: Array<Slot> = []
    for (let i = 0; i < current.length; i += 2) {
      const key = `${prefix}${round}-${i / 2 + 1}`
      raw.push({ key, stage, round, order: i / 2 + 1, sides: [current[i]!, current[i + 1]!] })
      next.push({ winner: key })
    }
    current = next
  }
  return { raw, last: current[0]! }
}

/**
 * Drops every match with an empty side: its other side goes on in its place (a bye), and its
 * loser is no one. The matches must come in the order they are decided.
 */
const resolveByes = (raw: ReadonlyArray<Raw>) => {
  const passes = new Map<string, Slot>()
  const resolve = (slot: Slot): Slot => {
    if (slot === null) return null
    if ("winner" in slot && passes.has(slot.winner)) return passes.get(slot.winner)!
    if ("loser" in slot && passes.has(slot.loser)) return null
    return slot
  }
  const matches: Array<PlannedMatch> = []
  for (const m of raw) {
    const sides = [resolve(m.sides[0]), resolve(m.sides[1])] as const
    if (sides[0] === null || sides[1] === null) passes.set(m.key, sides[0] ?? sides[1])
    else matches.push({ ...m, sides: [sides[0], sides[1]] })
  }
  return { matches, passes }
}

/** The entries a round-1 match passed on without play, best seed first. */
const byesOf = (entries: ReadonlyArray<number>, raw: ReadonlyArray<Raw>, passes: ReadonlyMap<string, Slot>) => {
  const passed = new Set(
    raw.flatMap((m) => {
      const slot = m.stage === "main" && m.round === 1 ? passes.get(m.key) : undefined
      return slot !== undefined && slot !== null && "entry" in slot ? [slot.entry] : []
    }),
  )
  return entries.filter((e) => passed.has(e))
}

/**
 * Single elimination over entries in seed order (the best first): the top seeds get the byes.
 * With `consolation`, the losers of round 1's played matches play a draw of their own.
 */
export const singleElimination = (entries: ReadonlyArray<number>, options: { readonly consolation: boolean }): Draw => {
  const main = knockOut("main", "M", seeded(entries.map((entry) => ({ entry }))))
  const first = resolveByes(main.raw)
  if (!options.consolation) return { matches: first.matches, byes: byesOf(entries, main.raw, first.passes) }
  const losers = first.matches.filter((m) => m.round === 1).map((m): Slot => ({ loser: m.key }))
  const consolation = losers.length < 2 ? [] : knockOut("consolation", "C", seeded(losers)).raw
  const all = resolveByes([...main.raw, ...consolation])
  return { matches: all.matches, byes: byesOf(entries, main.raw, all.passes) }
}

/**
 * Double elimination: an entry is out after two losses. Losers of the main draw drop into the
 * losers' draw (round by round, in the reverse order every other round, so that two who met do
 * not meet again at once); its winner meets the main draw's in the final, and if the main
 * draw's winner loses that, a deciding final is played.
 */
export const doubleElimination = (entries: ReadonlyArray<number>): Draw => {
  const lines = seeded(entries.map((entry) => ({ entry })))
  const main = knockOut("main", "M", lines)
  const losersOfRound = (round: number) =>
    main.raw.filter((m) => m.round === round).map((m): Slot => ({ loser: m.key }))
  const raw: Array<Raw> = [...main.raw]
  let round = 0
  const play = (pairs: ReadonlyArray<readonly [Slot, Slot]>) => {
    round += 1
    return pairs.map((sides, i): Slot => {
      const key = `L${round}-${i + 1}`
      raw.push({ key, stage: "losers", round, order: i + 1, sides })
      return { winner: key }
    })
  }
  const neighbours = (slots: ReadonlyArray<Slot>) =>
    Array.from({ length: slots.length / 2 }, (_, i) => [slots[2 * i]!, slots[2 * i + 1]!] as const)
  let alive = losersOfRound(1)
  if (alive.length > 1) alive = play(neighbours(alive))
  const rounds = Math.log2(lines.length)
  for (let r = 2; r <= rounds; r++) {
    const dropping = losersOfRound(r)
    if (r % 2 === 0) dropping.reverse()
    alive = play(alive.map((slot, i) => [slot, dropping[i]!] as const))
    if (alive.length > 1) alive = play(neighbours(alive))
  }
  const sides = [main.last, alive[0]!] as const
  raw.push({ key: "F1", stage: "final", round: 1, order: 1, sides })
  raw.push({ key: "F2", stage: "final", round: 2, order: 1, sides, onlyIfSecondWon: "F1" })
  const resolved = resolveByes(raw)
  return { matches: resolved.matches, byes: byesOf(entries, main.raw, resolved.passes) }
}

/**
 * Every pair once, by the circle method: `n` rounds for an odd number (each rests once), `n - 1`
 * for an even one; who is named first (at home) alternates for the fixed entry.
 */
export const roundRobinRounds = (
  entries: ReadonlyArray<number>,
): ReadonlyArray<ReadonlyArray<readonly [number, number]>> => {
  let circle: Array<number | null> = entries.length % 2 === 0 ? [...entries] : [...entries, null]
  const n = circle.length
  const rounds: Array<Array<readonly [number, number]>> = []
  for (let r = 0; r < n - 1; r++) {
    const pairs: Array<readonly [number, number]> = []
    for (let i = 0; i < n / 2; i++) {
      const [a, b] = [circle[i], circle[n - 1 - i]]
      if (a === null || b === null || a === undefined || b === undefined) continue
      pairs.push(i === 0 && r % 2 === 1 ? [b, a] : [a, b])
    }
    rounds.push(pairs)
    circle = [circle[0]!, circle[n - 1]!, ...circle.slice(1, n - 1)]
  }
  return rounds
}

/** Entries in seed order dealt into `count` groups by snake seeding (1 → A, 2 → B, … then back). */
export const snakeGroups = (entries: ReadonlyArray<number>, count: number): ReadonlyArray<ReadonlyArray<number>> => {
  const groups = Array.from({ length: count }, (): Array<number> => [])
  entries.forEach((entry, i) => {
    const row = Math.floor(i / count)
    const column = i % count
    groups[row % 2 === 0 ? column : count - 1 - column]!.push(entry)
  })
  return groups
}

/** The matches of a round robin among `entries` (a league, or one group), keyed by `prefix`. */
export const roundRobin = (
  entries: ReadonlyArray<number>,
  options: {
    readonly stage: "groups" | "league"
    readonly prefix: string
    readonly group?: number
    readonly twice?: boolean
  },
): ReadonlyArray<PlannedMatch> => {
  const once = roundRobinRounds(entries)
  // Twice: the second half of the season, each pair again with home and away swapped.
  const rounds = options.twice ? [...once, ...once.map((pairs) => pairs.map(([a, b]) => [b, a] as const))] : once
  return rounds.flatMap((pairs, r) =>
    pairs.map(([a, b], i): PlannedMatch => ({
      key: `${options.prefix}${r + 1}-${i + 1}`,
      stage: options.stage,
      round: r + 1,
      order: i + 1,
      sides: [{ entry: a }, { entry: b }],
      ...(options.group === undefined ? {} : { group: options.group }),
    })),
  )
}

/**
 * Groups, then a knock-out of the first `advancing` of each group: winners seeded above runners-up,
 * and two of one group kept apart in the knock-out's first round wherever the draw allows.
 */
export const groupsThenKnockOut = (
  entries: ReadonlyArray<number>,
  options: { readonly groups: number; readonly advancing: number },
): Draw => {
  const groups = snakeGroups(entries, options.groups)
  const groupMatches = groups.flatMap((members, g) =>
    roundRobin(members, { stage: "groups", prefix: `G${g + 1}.`, group: g + 1 }),
  )
  const places: Array<Source> = []
  for (let rank = 1; rank <= options.advancing; rank++)
    groups.forEach((members, g) => members.length >= rank && places.push({ place: { group: g + 1, rank } }))
  const lines = seeded(places)
  apartInRoundOne(lines)
  const knockout = resolveByes(knockOut("knockout", "K", lines).raw)
  return { matches: [...groupMatches, ...knockout.matches], byes: [] }
}

const groupOf = (slot: Slot | undefined) =>
  slot !== null && slot !== undefined && "place" in slot ? slot.place.group : undefined

/** Swaps lower places between round 1's pairs until no pair holds two of one group, where a swap can. */
const apartInRoundOne = (lines: Array<Slot>) => {
  const pairs = lines.length / 2
  for (let i = 0; i < pairs; i++) {
    if (groupOf(lines[2 * i]) === undefined || groupOf(lines[2 * i]) !== groupOf(lines[2 * i + 1])) continue
    for (let j = 0; j < pairs; j++) {
      const [top, low] = [lines[2 * j], lines[2 * j + 1]]
      if (j === i || low === null || low === undefined || groupOf(low) === groupOf(lines[2 * i])) continue
      if (groupOf(top) === groupOf(lines[2 * i + 1])) continue
      ;[lines[2 * i + 1], lines[2 * j + 1]] = [low, lines[2 * i + 1]!]
      break
    }
  }
}
