import { Effect, Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { TeacherPrice } from "../pricing/rules"
import { lessonPrice, lessonUserType, teachesOn, teachingProblem } from "./rules"

const H = 3600
/** Mondays 9–17, away the week of 2030-01-14. */
const pro = {
  hours: [{ day: 0, hour_start: 9 * H, hour_end: 17 * H }],
  time_off: [{ starts_on: "2030-01-14", ends_on: "2030-01-20", note: "Tournament" }],
}

const row = (fields: Partial<TeacherPrice>): TeacherPrice => ({
  duration: 60,
  shift: null,
  surface: null,
  user_type: "Adult",
  quantity: 1,
  price: 6000,
  player_category_description: null,
  clinic_category_description: null,
  ...fields,
})

const price = (rows: ReadonlyArray<TeacherPrice>, query: Parameters<typeof lessonPrice>[1]) =>
  Effect.runSync(Effect.either(lessonPrice(rows, query)))

describe("when a teacher teaches", () => {
  it("within their weekly hours, not on time off, and says why not", () => {
    expect(teachingProblem(pro, "2030-01-07", 10 * H, 11 * H)).toBeUndefined()
    expect(teachingProblem(pro, "2030-01-07", 16 * H, 18 * H)).toBe(
      "The teacher does not teach 4:00 PM–6:00 PM on that day.",
    )
    expect(teachingProblem(pro, "2030-01-08", 10 * H, 11 * H)).toBe(
      "The teacher does not teach 10:00 AM–11:00 AM on that day.",
    )
    expect(teachingProblem(pro, "2030-01-14", 10 * H, 11 * H)).toBe(
      "The teacher is away from 2030-01-14 to 2030-01-20 (Tournament).",
    )
    expect(teachesOn(pro, "2030-01-07")).toBe(true)
    expect(teachesOn(pro, "2030-01-14")).toBe(false)
  })
})

describe("the price of a lesson", () => {
  it("is a child's until the 18th birthday, an adult's from it or when the birth date is unknown", () => {
    expect(lessonUserType("2012-03-10", "2030-03-09")).toBe("Child")
    expect(lessonUserType("2012-03-10", "2030-03-10")).toBe("Adult")
    expect(lessonUserType(null, "2030-03-10")).toBe("Adult")
  })

  it("prices each player at their kind's price, else at the price for any player", () => {
    const rows = [row({ user_type: "Adult", price: 6000 }), row({ user_type: "Player", price: 5000 })]
    const priced = price(rows, {
      duration: 60,
      hour_start: 10 * H,
      surface: null,
      quantity: 1,
      players: ["Adult", "Child"],
    })
    expect(Either.getOrThrow(priced)).toEqual({ each: [6000, 5000], total: 11000 })
    const none = price([row({ user_type: "Adult" })], {
      duration: 60,
      hour_start: 10 * H,
      surface: null,
      quantity: 1,
      players: ["Child"],
    })
    expect(Either.isLeft(none) && none.left.message).toBe("This teacher has no child price for a morning lesson.")
  })

  it("never costs less with one more player or a longer lesson", () => {
    const kinds = fc.constantFrom("Adult" as const, "Child" as const)
    const table = fc.array(
      fc.record({
        user_type: fc.constantFrom("Adult" as const, "Child" as const, "Player" as const),
        duration: fc.constantFrom(30, 45, 60, 90),
        quantity: fc.constantFrom(1, 5, 10),
        price: fc.integer({ min: 0, max: 20000 }),
      }),
      { minLength: 1, maxLength: 12 },
    )
    fc.assert(
      fc.property(
        table,
        fc.array(kinds, { minLength: 1, maxLength: 4 }),
        kinds,
        fc.integer({ min: 15, max: 120 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 12 }),
        (fields, players, extra, duration, longer, quantity) => {
          const rows = fields.map(row)
          const query = { duration, hour_start: 10 * H, surface: null, quantity, players }
          const base = price(rows, query)
          if (Either.isLeft(base)) return
          const more = price(rows, { ...query, players: [...players, extra] })
          if (Either.isRight(more)) expect(more.right.total).toBeGreaterThanOrEqual(base.right.total)
          const long = price(rows, { ...query, duration: duration + longer })
          if (Either.isRight(long)) expect(long.right.total).toBeGreaterThanOrEqual(base.right.total)
        },
      ),
    )
  })
})
