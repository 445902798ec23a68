import { Effect, Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { checkRating, isRatingInRange, KNOWN_RATING_PROVIDERS, ratingLabel, ratingRange, ratingScale } from "./rules"

const bounds: ReadonlyArray<[string, number, number]> = [
  ["dupr", 2, 8],
  ["utr", 1, 16.5],
  ["rpr", 0, 21],
  ["club_locker", 1, 21],
  ["ntrp_default", 1, 7],
  ["ntrp_custom", 1, 7],
  ["wtn", 1, 7],
]

describe("rating ranges", () => {
  it("are known for the platform's providers, and a typed refusal for any other when a program asks ratingScale", () => {
    for (const provider of KNOWN_RATING_PROVIDERS)
      expect(ratingScale(provider)).toEqual(Either.right(ratingRange(provider)))
    const unknown = ratingScale("wtn")
    expect(Either.isLeft(unknown) && unknown.left._tag).toBe("UnknownRatingProvider")
    expect(Either.isLeft(unknown) && unknown.left.message).toMatch(/^wtn is not a rating provider this platform knows/)
  })

  it.each(bounds)("%s accepts %d to %d, and nothing just outside", (provider, min, max) => {
    expect(isRatingInRange(provider, min)).toBe(true)
    expect(isRatingInRange(provider, max)).toBe(true)
    expect(isRatingInRange(provider, min + 0.01)).toBe(true)
    expect(isRatingInRange(provider, max - 0.01)).toBe(true)
    expect(isRatingInRange(provider, min - 0.01)).toBe(false)
    expect(isRatingInRange(provider, max + 0.01)).toBe(false)
  })

  it("refuses with a sentence naming the provider's range", () => {
    const refused = Effect.runSync(Effect.either(checkRating("dupr", 8.5)))
    expect(Either.isLeft(refused) && refused.left.message).toBe("A DUPR rating is from 2 to 8; 8.5 is outside.")
    expect(Effect.runSync(checkRating("utr", 16.5))).toBe(16.5)
    expect(isRatingInRange("utr", Number.NaN)).toBe(false)
  })

  it("labels providers as the API says", () => {
    expect(ratingLabel("ntrp_default")).toBe("NRP")
    expect(ratingLabel("ntrp_custom")).toBe("NRP Custom")
    expect(ratingLabel("rpr")).toBe("WPR")
    expect(ratingLabel("club_padel")).toBe("Club padel")
    expect(ratingLabel("dupr")).toBe("DUPR")
    expect(ratingLabel("club_locker")).toBe("CLUB_LOCKER")
  })

  it("every rating inside a range is accepted and every one outside refused", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...bounds.map((b) => b[0])),
        fc.double({ min: -10, max: 30, noNaN: true }),
        (provider, rating) => {
          const { min, max } = ratingRange(provider)
          expect(isRatingInRange(provider, rating)).toBe(rating >= min && rating <= max)
        },
      ),
    )
  })
})
