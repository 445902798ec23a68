import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  type Draw,
  doubleElimination,
  drawSize,
  groupsThenKnockOut,
  roundRobinRounds,
  seedLines,
  singleElimination,
  snakeGroups,
} from "./brackets"
import { championOf, type MatchNow, progress } from "./progress"
import { judgeMatch, type Scoring, type SetScore, tally } from "./scores"
import { standings } from "./standings"
import { feeBack } from "./rules"

/** Entries in seed order: ids 101, 102, … so that an id is never its seed. */
const entriesOf = (n: number) => Array.from({ length: n }, (_, i) => 101 + i)

/**
 * Plays a draw out: each due match decided by `pick` (side 1 or 2), until none is due. Answers
 * the matches as they ended, with who played in each round of each stage.
 */
const playOut = (draw: Draw, pick: (m: MatchNow) => 1 | 2) => {
  const results = new Map<string, 1 | 2>()
  for (;;) {
    const now = progress(draw, results)
    const due = [...now.values()].filter((m) => m.due)
    if (due.length === 0) return { now, results }
    for (const m of due) results.set(m.key, pick(m))
  }
}

const stageRounds = (draw: Draw, now: ReadonlyMap<string, MatchNow>) => {
  const rounds = new Map<string, Array<number>>()
  for (const m of draw.matches) {
    const state = now.get(m.key)!
    if (state.void) continue
    const key = `${m.stage} ${m.group ?? ""} ${m.round}`
    rounds.set(key, [...(rounds.get(key) ?? []), ...state.sides.filter((s): s is number => s !== null)])
  }
  return rounds
}

const lossesOf = (now: ReadonlyMap<string, MatchNow>) => {
  const losses = new Map<number, number>()
  for (const m of now.values())
    if (m.won !== null) {
      const loser = m.sides[2 - m.won]!
      losses.set(loser, (losses.get(loser) ?? 0) + 1)
    }
  return losses
}

const played = (now: ReadonlyMap<string, MatchNow>, entry: number) =>
  [...now.values()].filter((m) => m.won !== null && m.sides.includes(entry)).length

const size = fc.integer({ min: 2, max: 70 })
const coin = fc.infiniteStream(fc.constantFrom<1 | 2>(1, 2))

describe("a draw's lines", () => {
  it("hold each seed once; round 1 pairs add up to the size plus one; 1 and 2 in opposite halves, 1–4 in different quarters", () => {
    for (let size = 2; size <= 128; size *= 2) {
      const lines = seedLines(size)
      expect([...lines].sort((a, b) => a - b)).toEqual(Array.from({ length: size }, (_, i) => i + 1))
      for (let i = 0; i < size; i += 2) expect(lines[i]! + lines[i + 1]!).toBe(size + 1)
      const half = (seed: number) => Math.floor(lines.indexOf(seed) / (size / 2))
      expect(half(1)).not.toBe(half(2))
      if (size >= 4) {
        const quarter = (seed: number) => Math.floor(lines.indexOf(seed) / (size / 4))
        expect(new Set([1, 2, 3, 4].map(quarter)).size).toBe(4)
      }
    }
  })
})

describe("single elimination", () => {
  it("places every entrant once, gives the byes to the top seeds, and never sets a bye against a bye", () => {
    fc.assert(
      fc.property(size, fc.boolean(), (n, consolation) => {
        const entries = entriesOf(n)
        const draw = singleElimination(entries, { consolation })
        const placed = draw.matches.flatMap((m) => m.sides.flatMap((s) => ("entry" in s ? [s.entry] : [])))
        // A bye's entrant is named first in round 2; everyone else in round 1.
        expect([...placed].sort((a, b) => a - b)).toEqual(entries)
        expect(draw.byes).toEqual(entries.slice(0, drawSize(n) - n))
        // Round 1's matches are the entrants beyond the byes, in pairs: no side of one is empty.
        expect(draw.matches.filter((m) => m.stage === "main" && m.round === 1)).toHaveLength((n - draw.byes.length) / 2)
      }),
    )
  })

  it("plays every entrant, no one twice in a round, to one champion, whoever wins each match", () => {
    fc.assert(
      fc.property(size, fc.boolean(), coin, (n, consolation, coins) => {
        const entries = entriesOf(n)
        const draw = singleElimination(entries, { consolation })
        const { now } = playOut(draw, () => coins.next().value)
        for (const players of stageRounds(draw, now).values()) expect(new Set(players).size).toBe(players.length)
        for (const entry of entries) expect(played(now, entry)).toBeGreaterThan(0)
        const champion = championOf(draw, now)
        expect(entries).toContain(champion)
        expect(lossesOf(now).get(champion!) ?? 0).toBe(0)
        // Everyone else lost exactly one match of the main draw.
        const mainLosses = lossesOf(new Map([...now].filter(([key]) => key.startsWith("M"))))
        expect(entries.filter((e) => e !== champion).every((e) => mainLosses.get(e) === 1)).toBe(true)
      }),
    )
  })

  it("lets seeds 1 and 2 meet only in the final", () => {
    fc.assert(
      fc.property(size, coin, (n, coins) => {
        const entries = entriesOf(n)
        const draw = singleElimination(entries, { consolation: false })
        const { now } = playOut(draw, () => coins.next().value)
        const finalRound = Math.max(...draw.matches.map((m) => m.round))
        for (const m of draw.matches) {
          const sides = now.get(m.key)!.sides
          if (sides.includes(entries[0]!) && sides.includes(entries[1]!)) expect(m.round).toBe(finalRound)
        }
        // And when the better seed always wins, they do meet there.
        const favourites = playOut(draw, (m) => (entries.indexOf(m.sides[0]!) < entries.indexOf(m.sides[1]!) ? 1 : 2))
        const final = draw.matches.find((m) => m.round === finalRound)!
        expect([...favourites.now.get(final.key)!.sides].sort()).toEqual([entries[0], entries[1]])
      }),
    )
  })

  it("gives round 1's losers a consolation draw of their own", () => {
    fc.assert(
      fc.property(fc.integer({ min: 6, max: 70 }), coin, (n, coins) => {
        const draw = singleElimination(entriesOf(n), { consolation: true })
        const { now } = playOut(draw, () => coins.next().value)
        const firstLosers = draw.matches
          .filter((m) => m.stage === "main" && m.round === 1)
          .map((m) => now.get(m.key)!)
          .map((m) => m.sides[2 - m.won!]!)
        const consolation = draw.matches.filter((m) => m.stage === "consolation").map((m) => now.get(m.key)!)
        // A draw needs two: with one match in round 1 (the rest byes) there is no consolation.
        if (firstLosers.length >= 2)
          for (const loser of firstLosers) expect(consolation.some((m) => m.sides.includes(loser))).toBe(true)
        else expect(consolation).toEqual([])
        expect(consolation.flatMap((m) => m.sides).every((e) => firstLosers.includes(e!))).toBe(true)
      }),
    )
  })
})

describe("double elimination", () => {
  it("puts each entrant out after two losses and crowns one who lost at most once, no one twice in a round", () => {
    fc.assert(
      fc.property(size, coin, (n, coins) => {
        const entries = entriesOf(n)
        const draw = doubleElimination(entries)
        const { now } = playOut(draw, () => coins.next().value)
        const champion = championOf(draw, now)
        expect(entries).toContain(champion)
        const losses = lossesOf(now)
        expect(losses.get(champion!) ?? 0).toBeLessThanOrEqual(1)
        for (const e of entries) if (e !== champion) expect(losses.get(e)).toBe(2)
        for (const players of stageRounds(draw, now).values()) expect(new Set(players).size).toBe(players.length)
      }),
    )
  })

  it("plays the deciding final only when the losers' side won the first", () => {
    const draw = doubleElimination(entriesOf(4))
    const byMain = playOut(draw, (m) => (m.key === "F1" ? 1 : 1))
    expect(byMain.now.get("F2")!.void).toBe(true)
    const byLosers = playOut(draw, (m) => (m.key === "F1" ? 2 : 1))
    expect(byLosers.now.get("F2")!.void).toBe(false)
    expect(byLosers.results.has("F2")).toBe(true)
  })
})

describe("a round robin", () => {
  it("pairs every two entrants exactly once, no one twice in a round, in n − 1 rounds (n when odd)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 24 }), (n) => {
        const entries = entriesOf(n)
        const rounds = roundRobinRounds(entries)
        expect(rounds).toHaveLength(n % 2 === 0 ? n - 1 : n)
        const pairs = rounds.flat().map(([a, b]) => [Math.min(a, b), Math.max(a, b)].join("-"))
        expect(new Set(pairs).size).toBe((n * (n - 1)) / 2)
        expect(pairs).toHaveLength((n * (n - 1)) / 2)
        for (const round of rounds) expect(new Set(round.flat()).size).toBe(round.length * 2)
      }),
    )
  })
})

describe("groups", () => {
  it("are dealt by snake seeding: sizes within one, the top seeds apart", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 0, max: 40 }), (count, extra) => {
        const entries = entriesOf(count + extra)
        const groups = snakeGroups(entries, count)
        expect(groups.flat().sort((a, b) => a - b)).toEqual(entries)
        const sizes = groups.map((g) => g.length)
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1)
        expect(groups.map((g) => g[0])).toEqual(entries.slice(0, count))
      }),
    )
  })

  it("send their first places to a knock-out where two of one group do not meet in its first round", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }),
        fc.constantFrom(1, 2),
        fc.integer({ min: 0, max: 12 }),
        (count, advancing, extra) => {
          const draw = groupsThenKnockOut(entriesOf(count * 3 + extra), { groups: count, advancing })
          const knockout = draw.matches.filter((m) => m.stage === "knockout")
          const places = knockout.flatMap((m) => m.sides.flatMap((s) => ("place" in s ? [s.place] : [])))
          expect(places).toHaveLength(count * advancing)
          for (const m of knockout.filter((m) => m.round === 1)) {
            const [a, b] = m.sides
            if ("place" in a && "place" in b) expect(a.place.group).not.toBe(b.place.group)
          }
        },
      ),
    )
  })
})

describe("standings", () => {
  it("rank every entrant once, the one who won every match first, by points then the matches among the level", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10 }), coin, (n, coins) => {
        const entries = entriesOf(n)
        const matches = roundRobinRounds(entries)
          .flat()
          .map(([a, b]) => {
            const won = coins.next().value
            return {
              sides: [a, b] as const,
              won,
              sets: won === 1 ? ([2, 0] as const) : ([0, 2] as const),
              games: [12, 12] as const,
              walkover: false,
            }
          })
        const table = standings(entries, matches, { win: 2, loss: 0 })
        expect(table.map((s) => s.entry).sort((a, b) => a - b)).toEqual(entries)
        expect(table.map((s) => s.rank)).toEqual(entries.map((_, i) => i + 1))
        for (let i = 1; i < table.length; i++) expect(table[i - 1]!.points).toBeGreaterThanOrEqual(table[i]!.points)
        const perfect = table.find((s) => s.won === n - 1)
        if (perfect !== undefined) expect(table[0]!.entry).toBe(perfect.entry)
        // Two level on points: the one who won their match is above.
        for (let i = 1; i < table.length; i++) {
          const [a, b] = [table[i - 1]!, table[i]!]
          const level = table.filter((s) => s.points === a.points)
          if (a.points !== b.points || level.length !== 2) continue
          const theirs = matches.find((m) => m.sides.includes(a.entry) && m.sides.includes(b.entry))!
          expect(theirs.sides[theirs.won - 1]).toBe(a.entry)
        }
      }),
    )
  })
})

const tennis: Scoring = { sport: "tennis", best_of: 3, deciding_tiebreak: false, points_to: 11 }

/** A finished set or game the `winner` won, by the sport's rules. */
const finished = (scoring: Scoring, winner: 1 | 2, deciding: boolean): fc.Arbitrary<SetScore> => {
  const orient = (high: number, low: number, tiebreak?: { a: number; b: number }) =>
    winner === 1
      ? { a: high, b: low, ...(tiebreak ? { tiebreak } : {}) }
      : { a: low, b: high, ...(tiebreak ? { tiebreak: { a: tiebreak.b, b: tiebreak.a } } : {}) }
  const toTwo = (to: number) =>
    fc.oneof(
      fc.integer({ min: 0, max: to - 2 }).map((low) => orient(to, low)),
      fc.integer({ min: to - 1, max: to + 8 }).map((low) => orient(low + 2, low)),
    )
  if (scoring.sport === "pickleball") return toTwo(scoring.points_to)
  if (scoring.sport === "squash") return toTwo(11)
  if (deciding && scoring.deciding_tiebreak) return toTwo(10)
  return fc.oneof(
    fc.integer({ min: 0, max: 4 }).map((low) => orient(6, low)),
    fc.constant(orient(7, 5)),
    fc.integer({ min: 0, max: 12 }).map((low) => orient(7, 6, low <= 5 ? { a: 7, b: low } : { a: low + 2, b: low })),
  )
}

const scoring = fc.record({
  sport: fc.constantFrom<Scoring["sport"]>("tennis", "padel", "pickleball", "squash"),
  best_of: fc.constantFrom<Scoring["best_of"]>(1, 3, 5),
  deciding_tiebreak: fc.boolean(),
  points_to: fc.constantFrom<Scoring["points_to"]>(11, 15, 21),
})

/** A whole match: sets won at random until a side has the sets it needs. */
const wholeMatch = scoring.chain((s) =>
  fc.array(fc.constantFrom<1 | 2>(1, 2), { minLength: s.best_of, maxLength: s.best_of }).chain((coins) => {
    const needed = Math.ceil(s.best_of / 2)
    const winners: Array<1 | 2> = []
    const won = [0, 0]
    for (const c of coins) {
      if (won[0] === needed || won[1] === needed) break
      winners.push(c)
      won[c - 1]! += 1
    }
    return fc
      .tuple(...winners.map((w, i) => finished(s, w, s.best_of > 1 && i === s.best_of - 1)))
      .map((sets) => ({ scoring: s, sets, winner: (won[0] === needed ? 1 : 2) as 1 | 2 }))
  }),
)

describe("a match's score", () => {
  it("is taken when every set is finished by the sport's rules and the match ends when a side has enough", () => {
    fc.assert(
      fc.property(wholeMatch, ({ scoring, sets, winner }) => {
        expect(judgeMatch(scoring, { ending: "played", sets })).toEqual({ winner })
      }),
    )
  })

  it("is refused with a sentence for a set after the end, a match not over, or a set not finished", () => {
    fc.assert(
      fc.property(wholeMatch, ({ scoring, sets }) => {
        if (sets.length < scoring.best_of)
          expect(judgeMatch(scoring, { ending: "played", sets: [...sets, sets[0]!] })).toHaveProperty("problem")
        if (scoring.best_of > 1)
          expect(judgeMatch(scoring, { ending: "played", sets: sets.slice(0, -1) })).toHaveProperty("problem")
        const last = sets.at(-1)!
        const unfinished = { a: Math.min(last.a, last.b), b: Math.min(last.a, last.b) }
        expect(judgeMatch(scoring, { ending: "played", sets: [...sets.slice(0, -1), unfinished] })).toHaveProperty(
          "problem",
        )
      }),
    )
  })

  it("says what is wrong in words a player understands", () => {
    expect(
      judgeMatch(tennis, {
        ending: "played",
        sets: [
          { a: 6, b: 5 },
          { a: 6, b: 0 },
        ],
      }),
    ).toEqual({
      problem: "Set 1 (6–5) is not a finished set: 6 games to 4 or fewer, 7–5, or 7–6 with a tie-break.",
    })
    expect(judgeMatch(tennis, { ending: "played", sets: [{ a: 7, b: 6 }] })).toEqual({
      problem: "Set 1 is 7–6: give its tie-break's points.",
    })
    expect(
      judgeMatch(
        { ...tennis, deciding_tiebreak: true },
        {
          ending: "played",
          sets: [
            { a: 6, b: 3 },
            { a: 3, b: 6 },
            { a: 10, b: 8 },
          ],
        },
      ),
    ).toEqual({ winner: 1 })
    expect(
      judgeMatch({ ...tennis, sport: "pickleball" }, { ending: "played", sets: [{ a: 11, b: 10 }] }),
    ).toHaveProperty("problem")
    const retired = {
      ending: "retired" as const,
      sets: [
        { a: 6, b: 2 },
        { a: 3, b: 1 },
      ],
      winner: 1 as const,
    }
    expect(judgeMatch(tennis, retired)).toEqual({ winner: 1 })
    // The unfinished set counts its games, not as a set.
    expect(tally(tennis, retired)).toEqual({ sets: [1, 0], games: [9, 3] })
    expect(judgeMatch(tennis, { ending: "walkover", sets: [], winner: 2 })).toEqual({ winner: 2 })
    expect(judgeMatch(tennis, { ending: "walkover", sets: [] })).toEqual({
      problem: "Say which side won the walkover.",
    })
  })
})

describe("an entry fee given back", () => {
  const policy = { cancellation_refund: "original" as const, late_cancel_fee_percent: 20 }
  it("is whole while entries are open, less the late share once they close, and none where the club keeps it", () => {
    expect(feeBack(2500, policy, "open")).toEqual({ amount: 2500, to: "original" })
    expect(feeBack(2500, policy, "late")).toEqual({ amount: 2000, to: "original" })
    expect(feeBack(2500, { ...policy, cancellation_refund: "credits" }, "open")).toEqual({
      amount: 2500,
      to: "credits",
    })
    expect(feeBack(2500, { ...policy, cancellation_refund: "keep" }, "open").amount).toBe(0)
  })

  it("is whole, the way it was paid, when the partner said no, whatever the policy", () =>
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom("original" as const, "credits" as const, "keep" as const),
        fc.integer({ min: 0, max: 100 }),
        (fee, refund, percent) => {
          expect(feeBack(fee, { cancellation_refund: refund, late_cancel_fee_percent: percent }, "declined")).toEqual({
            amount: fee,
            to: "original",
          })
          const late = feeBack(fee, { cancellation_refund: refund, late_cancel_fee_percent: percent }, "late").amount
          expect(late).toBeGreaterThanOrEqual(0)
          expect(late).toBeLessThanOrEqual(fee)
        },
      ),
    ))
})
