/**
 * The club's own rating from its competitions' results, one per sport (`club_tennis`, ...), on the
 * 1–7 scale the platform gives a club's own ratings. It works as Elo does: a win over an equal
 * moves both by half of K, an upset by more, an expected win by less. A pair plays as its
 * players' mean, and each of them moves by the pair's change. A new player starts in the middle.
 */

export const CLUB_RATING = { start: 4, min: 1, max: 7, k: 0.2, spread: 1 } as const

/** The rating provider a club's ratings of a sport are kept under. */
export const clubRatingProvider = (sport: string) => `club_${sport}`

const mean = (xs: ReadonlyArray<number>) => xs.reduce((a, b) => a + b, 0) / xs.length
const hundredths = (x: number) => Math.round(x * 100) / 100

/** How likely side 1 was to win, by the ratings' difference. */
export const expectedScore = (a: number, b: number) => 1 / (1 + 10 ** ((b - a) / CLUB_RATING.spread))

/**
 * The change of each side's players' ratings for a match side `won` won: equal and opposite, in
 * hundredths (the scale's precision).
 */
export const ratingChange = (
  sides: readonly [ReadonlyArray<number>, ReadonlyArray<number>],
  won: 1 | 2,
): readonly [number, number] => {
  const first = CLUB_RATING.k * ((won === 1 ? 1 : 0) - expectedScore(mean(sides[0]), mean(sides[1])))
  const change = hundredths(first)
  return [change, -change]
}

/** A rating moved by a change, kept on the scale. */
export const moved = (rating: number, change: number) =>
  hundredths(Math.min(CLUB_RATING.max, Math.max(CLUB_RATING.min, rating + change)))
