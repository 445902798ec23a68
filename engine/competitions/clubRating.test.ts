import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { CLUB_RATING, expectedScore, moved, ratingChange } from "./clubRating"

const rating = fc.integer({ min: 100, max: 700 }).map((n) => n / 100)
const side = fc.array(rating, { minLength: 1, maxLength: 2 })
const won = fc.constantFrom(1 as const, 2 as const)

describe("a club rating's change for a result", () => {
  it("raises the winners and lowers the losers by as much, never more than K", () =>
    fc.assert(
      fc.property(side, side, won, (a, b, w) => {
        const [first, second] = ratingChange([a, b], w)
        expect(first + second).toBeCloseTo(0, 10)
        const winners = w === 1 ? first : second
        expect(winners).toBeGreaterThanOrEqual(0)
        expect(Math.abs(first)).toBeLessThanOrEqual(CLUB_RATING.k)
      }),
    ))

  it("moves more for an upset than for the expected win over the same gap", () =>
    fc.assert(
      fc.property(rating, rating, (a, b) => {
        fc.pre(Math.abs(a - b) >= 0.1)
        const [low, high] = a < b ? [a, b] : [b, a]
        const upset = ratingChange([[low], [high]], 1)[0]
        const expected = ratingChange([[high], [low]], 1)[0]
        expect(upset).toBeGreaterThan(expected)
      }),
    ))

  it("is half of K between equals, and a pair plays as its players' mean", () => {
    expect(ratingChange([[4], [4]], 1)).toEqual([CLUB_RATING.k / 2, -CLUB_RATING.k / 2])
    expect(
      ratingChange(
        [
          [3, 5],
          [4, 4],
        ],
        2,
      ),
    ).toEqual(ratingChange([[4], [4]], 2))
    expect(expectedScore(5, 4)).toBeCloseTo(10 / 11, 10)
  })

  it("keeps a rating on the club's scale", () =>
    fc.assert(
      fc.property(rating, fc.double({ min: -1, max: 1, noNaN: true }), (r, change) => {
        const after = moved(r, change)
        expect(after).toBeGreaterThanOrEqual(CLUB_RATING.min)
        expect(after).toBeLessThanOrEqual(CLUB_RATING.max)
      }),
    ))
})
