import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { addDays } from "../dates"
import { inScope, MOST_OCCURRENCES, occurrenceDates, patternProblem, SeriesScope } from "./rules"

const day = fc.integer({ min: 0, max: 3000 }).map((n) => addDays("2026-01-01", n))
const daysBetween = (a: string, b: string) => (Date.parse(b) - Date.parse(a)) / 86_400_000

describe("a series' dates", () => {
  it("fall on the first date's weekday every N weeks, never past the last date, as many as asked", () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 1, max: 8 }),
        fc.oneof(
          fc.integer({ min: 0, max: 800 }).map((n) => ({ last: n })),
          fc.integer({ min: 1, max: MOST_OCCURRENCES }).map((n) => ({ count: n })),
        ),
        (first, every, end) => {
          const pattern =
            "last" in end
              ? { first_date: first, every_weeks: every, last_date: addDays(first, end.last) }
              : { first_date: first, every_weeks: every, count: end.count }
          const dates = occurrenceDates(pattern)
          expect(dates[0]).toBe(first)
          for (let i = 1; i < dates.length; i++) expect(daysBetween(dates[i - 1]!, dates[i]!)).toBe(7 * every)
          if ("count" in end) expect(dates).toHaveLength(end.count)
          else {
            expect(dates.every((d) => d <= pattern.last_date!)).toBe(true)
            // No date that fits is left out: the next one would be past the end.
            if (dates.length <= MOST_OCCURRENCES)
              expect(addDays(dates.at(-1)!, 7 * every) > pattern.last_date!).toBe(true)
          }
          expect(patternProblem(pattern) === undefined).toBe(dates.length <= MOST_OCCURRENCES)
        },
      ),
    )
  })

  it("refuse a pattern without an end, with two ends, or ending before it starts, in a sentence", () => {
    expect(patternProblem({ first_date: "2026-03-02", every_weeks: 1 })).toBe(
      "Give the series a last date or a number of times, one of the two.",
    )
    expect(patternProblem({ first_date: "2026-03-02", every_weeks: 1, count: 3, last_date: "2026-04-01" })).toBe(
      "Give the series a last date or a number of times, one of the two.",
    )
    expect(patternProblem({ first_date: "2026-03-02", every_weeks: 1, last_date: "2026-03-01" })).toBe(
      "The series' last date comes before its first.",
    )
    expect(patternProblem({ first_date: "2026-03-02", every_weeks: 9, count: 2 })).toBe(
      "A series repeats every 1 to 8 weeks.",
    )
    expect(patternProblem({ first_date: "2026-03-02", every_weeks: 1, count: 105 })).toBe(
      "A series has at most 104 dates; split a longer one.",
    )
  })

  it("reached by a change: this one, this and the following, or all: exactly those", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(day, { minLength: 1, maxLength: 30 }),
        fc.nat(),
        fc.constantFrom(...SeriesScope.literals),
        (dates, pick, scope) => {
          const occurrences = [...dates].sort().map((date, i) => ({ date, reservation_id: i }))
          const chosen = occurrences[pick % occurrences.length]!.date
          const reached = inScope(occurrences, chosen, scope)
          const expected = occurrences.filter((o) =>
            scope === "all" ? true : scope === "this" ? o.date === chosen : o.date >= chosen,
          )
          expect(reached).toEqual(expected)
          // The ones before the chosen date are never reached by "following".
          if (scope === "following") expect(reached.every((o) => o.date >= chosen)).toBe(true)
        },
      ),
    )
  })
})
