import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { addDays } from "../dates"
import { findGames, type GameSearch, matchesSearch, openingProblem, roomLeft, searchProblem } from "./rules"

const rating = fc.option(
  fc.integer({ min: 20, max: 80 }).map((r) => r / 10),
  { nil: null, freq: 4 },
)
const kind = fc.constantFrom("dupr", "ntrp_default")
const game = fc
  .record({
    day: fc.integer({ min: 0, max: 20 }),
    hour_start: fc.integer({ min: 6, max: 21 }).map((h) => h * 3600),
    rating_kind: kind,
    rating_min: rating,
    rating_max: rating,
    id: fc.nat(),
  })
  .map(({ day, rating_min, rating_max, ...g }) => ({
    ...g,
    date: addDays("2026-12-01", day),
    // A range's ends in order, as openings are stored.
    rating_min: rating_min !== null && rating_max !== null ? Math.min(rating_min, rating_max) : rating_min,
    rating_max: rating_min !== null && rating_max !== null ? Math.max(rating_min, rating_max) : rating_max,
  }))
const search = fc
  .record({
    day: fc.integer({ min: 0, max: 20 }),
    days: fc.integer({ min: 1, max: 7 }),
    from: fc.integer({ min: 6, max: 20 }),
    hours: fc.integer({ min: 1, max: 6 }),
    rating_kind: kind,
    rating,
  })
  .map(({ day, from, hours, ...s }): GameSearch => ({
    ...s,
    date: addDays("2026-12-01", day),
    hour_start: from * 3600,
    hour_end: Math.min(24, from + hours) * 3600,
  }))

describe("finding a game", () => {
  it("finds exactly the games that start in the window and whose range holds the level, soonest first", () => {
    fc.assert(
      fc.property(search, fc.array(game, { maxLength: 40 }), (s, games) => {
        const found = findGames(s, games)
        const last = addDays(s.date, s.days - 1)
        const expected = games.filter(
          (g) =>
            g.date >= s.date &&
            g.date <= last &&
            g.hour_start >= s.hour_start &&
            g.hour_start < s.hour_end &&
            ((g.rating_min === null && g.rating_max === null) ||
              (g.rating_kind === s.rating_kind &&
                s.rating !== null &&
                (g.rating_min === null || s.rating >= g.rating_min) &&
                (g.rating_max === null || s.rating <= g.rating_max))),
        )
        expect(new Set(found)).toEqual(new Set(expected))
        expect(found.length).toBe(expected.length)
        for (let i = 1; i < found.length; i++) {
          const [a, b] = [found[i - 1]!, found[i]!]
          expect(a.date < b.date || (a.date === b.date && a.hour_start <= b.hour_start)).toBe(true)
        }
      }),
    )
  })

  it("puts the game whose range is centred nearer the level first among games at one time", () => {
    const at = { date: "2026-12-05", hour_start: 18 * 3600, rating_kind: "dupr" }
    const s: GameSearch = {
      date: "2026-12-05",
      days: 1,
      hour_start: 0,
      hour_end: 86400,
      rating_kind: "dupr",
      rating: 4,
    }
    const wide = { ...at, rating_min: 2.5, rating_max: 4.5 }
    const centred = { ...at, rating_min: 3.5, rating_max: 4.5 }
    expect(findGames(s, [wide, centred])).toEqual([centred, wide])
  })

  it("gives an unrated player only the games open to all levels", () => {
    fc.assert(
      fc.property(search, game, (s, g) => {
        if (matchesSearch({ ...s, rating: null }, g)) expect(g.rating_min === null && g.rating_max === null).toBe(true)
      }),
    )
  })

  it("refuses a search or an opening that cannot be met, in a sentence", () => {
    const s: GameSearch = { date: "2026-12-05", days: 1, hour_start: 0, hour_end: 3600, rating_kind: "dupr", rating: 4 }
    expect(searchProblem(s)).toBeUndefined()
    expect(searchProblem({ ...s, days: 15 })).toBe("Look at 1 to 14 days at once.")
    expect(searchProblem({ ...s, hour_end: 0 })).toBe("The window ends after it starts.")
    expect(searchProblem({ ...s, rating: 9 })).toBe("A DUPR rating is from 2 to 8; 9 is outside.")
    const o = { rating_kind: "dupr", rating_min: 3, rating_max: 4, wanted: 2, note: null }
    expect(openingProblem(o, 2)).toBeUndefined()
    expect(openingProblem(o, 1)).toBe("Your booking has room for 1 more player; look for 1 to 1.")
    expect(openingProblem(o, 0)).toBe("Your booking is full: it has no room for another player.")
    expect(openingProblem({ ...o, rating_min: 5 }, 2)).toBe("The range's lowest rating comes before its highest.")
  })

  it("leaves room for what the booker looks for, never past the booking's own size", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.nat(8),
        fc.nat(8),
        fc.integer({ min: 1, max: 8 }),
        (w, j, p, c) => {
          const room = roomLeft({ wanted: w, joined: Math.min(j, w), players: p }, c)
          expect(room).toBeGreaterThanOrEqual(0)
          expect(room).toBeLessThanOrEqual(w - Math.min(j, w))
          expect(p + room).toBeLessThanOrEqual(Math.max(p, c))
        },
      ),
    )
  })
})
