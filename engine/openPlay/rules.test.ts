import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { arrangeGames, type OpenPlayFormat, perCourt, rangeLabel, ratingFits, sessionProblem } from "./rules"

/** Players with distinct ids, a few unrated. */
const players = fc
  .array(
    fc.option(
      fc.integer({ min: 20, max: 80 }).map((r) => r / 10),
      { nil: null, freq: 6 },
    ),
    { maxLength: 30 },
  )
  .map((ratings) => ratings.map((rating, i) => ({ id: i + 1, rating })))
const courts = fc.integer({ min: 1, max: 5 }).map((n) => Array.from({ length: n }, (_, i) => 100 + i))
const format = fc.constantFrom<OpenPlayFormat>("singles", "doubles", "round_robin")

/** The level a player is arranged by: unrated ones at the middle of the rated. */
const levels = (ps: ReadonlyArray<{ id: number; rating: number | null }>) => {
  const rated = ps.flatMap((p) => (p.rating === null ? [] : [p.rating]))
  const middle = rated.length === 0 ? 0 : (Math.min(...rated) + Math.max(...rated)) / 2
  return new Map(ps.map((p) => [p.id, p.rating ?? middle]))
}
const total = (ids: ReadonlyArray<number>, level: Map<number, number>) => ids.reduce((n, id) => n + level.get(id)!, 0)

describe("open play's arrangement", () => {
  it("puts each player in one game or on the bench each round, filling as many courts as the turnout allows", () => {
    fc.assert(
      fc.property(players, courts, format, (ps, cs, f) => {
        for (const round of arrangeGames(ps, cs, f)) {
          const playing = round.games.flatMap((g) => [...g.team1, ...g.team2])
          expect(new Set([...playing, ...round.sitting]).size).toBe(ps.length)
          expect(playing.length + round.sitting.length).toBe(ps.length)
          for (const g of round.games) expect(g.team1.length + g.team2.length).toBe(perCourt(f))
          expect(round.games.length).toBe(Math.min(cs.length, Math.floor(ps.length / perCourt(f))))
          expect(new Set(round.games.map((g) => g.court_id)).size).toBe(round.games.length)
        }
      }),
    )
  })

  it("keeps each court's players closest in level: no one on a later court is rated above anyone on an earlier one", () => {
    fc.assert(
      fc.property(players, courts, format, (ps, cs, f) => {
        const level = levels(ps)
        for (const round of arrangeGames(ps, cs, f))
          for (let c = 1; c < round.games.length; c++) {
            const earlier = [...round.games[c - 1]!.team1, ...round.games[c - 1]!.team2].map((id) => level.get(id)!)
            const later = [...round.games[c]!.team1, ...round.games[c]!.team2].map((id) => level.get(id)!)
            expect(Math.max(...later)).toBeLessThanOrEqual(Math.min(...earlier))
          }
      }),
    )
  })

  it("pairs doubles so the teams' levels differ least of the three ways four can pair", () => {
    fc.assert(
      fc.property(players, courts, (ps, cs) => {
        const level = levels(ps)
        for (const g of arrangeGames(ps, cs, "doubles")[0]!.games) {
          const [a, b, c, d] = [...g.team1, ...g.team2]
          const gaps = [
            [
              [a!, b!],
              [c!, d!],
            ],
            [
              [a!, c!],
              [b!, d!],
            ],
            [
              [a!, d!],
              [b!, c!],
            ],
          ].map(([x, y]) => Math.abs(total(x!, level) - total(y!, level)))
          expect(Math.abs(total(g.team1, level) - total(g.team2, level))).toBeCloseTo(Math.min(...gaps), 9)
        }
      }),
    )
  })

  it("turns who sits out in a round robin: nobody sits twice while another has not sat once", () => {
    fc.assert(
      fc.property(players, courts, fc.integer({ min: 1, max: 6 }), (ps, cs, rounds) => {
        const sat = new Map(ps.map((p) => [p.id, 0]))
        for (const round of arrangeGames(ps, cs, "round_robin", rounds)) {
          for (const id of round.sitting) sat.set(id, sat.get(id)! + 1)
          const counts = [...sat.values()]
          if (counts.length > 0) expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1)
        }
      }),
    )
  })

  it("rotates partners in a round robin of four: three rounds, three different pairings", () => {
    const four = [
      { id: 1, rating: 4.5 },
      { id: 2, rating: 4.0 },
      { id: 3, rating: 3.5 },
      { id: 4, rating: 3.0 },
    ]
    const pairings = arrangeGames(four, [7], "round_robin").map((r) =>
      [r.games[0]!.team1, r.games[0]!.team2]
        .map((t) => [...t].sort().join("+"))
        .sort()
        .join(" v "),
    )
    expect(pairings).toEqual(["1+4 v 2+3", "1+3 v 2+4", "1+2 v 3+4"])
  })

  it("does not hang on the order the players joined in", () => {
    fc.assert(
      fc.property(players, courts, format, fc.nat(), (ps, cs, f, shift) => {
        const turned = ps.map((_, i) => ps[(i + shift) % ps.length]!)
        expect(arrangeGames(turned, cs, f)).toEqual(arrangeGames(ps, cs, f))
      }),
    )
  })
})

describe("open play's range", () => {
  it("takes anyone when open, and only those rated within it when closed", () => {
    expect(ratingFits(null, { rating_min: null, rating_max: null })).toBe(true)
    expect(ratingFits(null, { rating_min: 3, rating_max: null })).toBe(false)
    expect(ratingFits(3.5, { rating_min: 3, rating_max: 4 })).toBe(true)
    expect(ratingFits(4.01, { rating_min: 3, rating_max: 4 })).toBe(false)
    expect(rangeLabel({ rating_kind: "dupr", rating_min: 3.5, rating_max: 4.5 })).toBe("DUPR 3.5–4.5")
    expect(rangeLabel({ rating_kind: "ntrp_default", rating_min: 3, rating_max: null })).toBe("NRP 3 and up")
  })

  it("is refused outside the rating kind's scale, upside down, or with a cap the courts cannot hold", () => {
    const session = {
      name: "Tuesday 3.5+",
      format: "doubles" as const,
      play_date: "2026-12-01",
      hour_start: 18 * 3600,
      hour_end: 20 * 3600,
      court_ids: [1, 2],
      rating_kind: "dupr",
      rating_min: 3.5,
      rating_max: 4.5,
      price: 1500,
      cap: 12,
    }
    expect(sessionProblem(session)).toBeUndefined()
    expect(sessionProblem({ ...session, rating_min: 1 })).toBe("A DUPR rating is from 2 to 8; 1 is outside.")
    expect(sessionProblem({ ...session, rating_min: 5 })).toBe("The range's lowest rating comes before its highest.")
    expect(sessionProblem({ ...session, cap: 3 })).toBe("A doubles session takes at least 4 players.")
    expect(sessionProblem({ ...session, cap: 30 })).toBe("2 courts take at most 24 players in turns.")
  })
})
