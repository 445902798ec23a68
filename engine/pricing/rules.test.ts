import { Effect, Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formatMoney, proportion, split, splitByWeights } from "../money"
import {
  couponProblem,
  applyCoupon,
  clinicPrice,
  type CourtRate,
  type Fee,
  courtFees,
  courtUserType,
  steppedPrice,
  teacherPrice,
  type TeacherPrice,
  teacherPricesProblem,
} from "./rules"

const run = <A, E>(effect: Effect.Effect<A, E>) => Effect.runSync(Effect.either(effect))
const ok = <A, E>(effect: Effect.Effect<A, E>) => Either.getOrThrow(run(effect))
const H = 3600

const rate = (overrides: Partial<CourtRate>): CourtRate => ({
  court_ids: null,
  days: [],
  hour_start: 0,
  hour_end: 24 * H,
  user_type: null,
  price_per_hour: 2000,
  prime_time: false,
  ...overrides,
})

const rates: ReadonlyArray<CourtRate> = [
  rate({ price_per_hour: 2000 }),
  rate({ user_type: "member", price_per_hour: 1200 }),
  rate({ hour_start: 17 * H, hour_end: 21 * H, price_per_hour: 3000, prime_time: true }),
  rate({ hour_start: 17 * H, hour_end: 21 * H, user_type: "member", price_per_hour: 1800, prime_time: true }),
  rate({ court_ids: [7], price_per_hour: 4000 }),
  rate({ days: [5, 6], user_type: "member", price_per_hour: 1500 }),
]

/** The total of a booking's fees. */
const feeTotal = (fees: ReadonlyArray<Fee>) => fees.reduce((sum, fee) => sum + fee.amount, 0)

describe("money", () => {
  it("rounds a proportion once, half away from zero", () => {
    expect(proportion(1000, 1, 3)).toBe(333)
    expect(proportion(1000, 2, 3)).toBe(667)
    expect(proportion(5, 1, 2)).toBe(3)
    expect(proportion(-5, 1, 2)).toBe(-3)
  })

  it("splits never lose or create a cent", () => {
    expect(split(1000, 3)).toEqual([334, 333, 333])
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_00, max: 1_000_000_00 }),
        fc.integer({ min: 1, max: 12 }),
        (total, parts) => {
          const shares = split(total, parts)
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total)
          expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1)
        },
      ),
    )
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_00 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 8 }),
        (total, weights) => {
          fc.pre(weights.some((w) => w > 0))
          const shares = splitByWeights(total, weights)
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total)
          shares.forEach((share, i) =>
            expect(Math.abs(share - (total * weights[i]!) / weights.reduce((a, b) => a + b, 0))).toBeLessThan(1),
          )
        },
      ),
    )
  })

  it("shows a currency symbol and the configured decimals", () => {
    expect(formatMoney(12345, "USD", 2)).toBe("$123.45")
    expect(formatMoney(1500, "JPY", 0)).toBe("¥1,500")
    expect(formatMoney(-250, "EUR", 2)).toBe("-€2.50")
  })
})

describe("court fees", () => {
  it("charges the most specific rate for each part of the booking", () => {
    // Tuesday 16:00-18:00 for a non-member: one hour at 20.00, one hour of prime time at 30.00.
    expect(
      ok(
        courtFees(rates, {
          court_id: 1,
          weekday: 1,
          hour_start: 16 * H,
          hour_end: 18 * H,
          players: [{ user_type: "non_member" }],
          split: "group",
        }),
      ),
    ).toEqual([{ amount: 5000 }])
    // A member on Saturday: the weekend member rate beats the every-day member rate.
    expect(
      ok(
        courtFees(rates, {
          court_id: 1,
          weekday: 5,
          hour_start: 9 * H,
          hour_end: 10.5 * H,
          players: [{ user_type: "member" }],
          split: "group",
        }),
      ),
    ).toEqual([{ amount: 2250 }])
    // Court 7 has its own price.
    expect(
      ok(
        courtFees(rates, {
          court_id: 7,
          weekday: 1,
          hour_start: 9 * H,
          hour_end: 10 * H,
          players: [{ user_type: "guest" }],
          split: "group",
        }),
      ),
    ).toEqual([{ amount: 4000 }])
  })

  it("splits a court among players at their own rates, to the cent", () => {
    const fees = ok(
      courtFees(rates, {
        court_id: 1,
        weekday: 1,
        hour_start: 9 * H,
        hour_end: 10 * H,
        players: [{ user_type: "member" }, { user_type: "member" }, { user_type: "non_member" }],
        split: "per_player",
      }),
    )
    // A third of 12.00, 12.00 and 20.00: 4.00, 4.00 and 6.67.
    expect(fees).toEqual([
      { user_index: 0, amount: 400 },
      { user_index: 1, amount: 400 },
      { user_index: 2, amount: 667 },
    ])
  })

  it("knows which rate a player pays", () => {
    expect(courtUserType({ account: false, pass: null, membership: null })).toBe("guest")
    expect(courtUserType({ account: true, pass: null, membership: null })).toBe("non_member")
    expect(
      courtUserType({
        account: true,
        pass: { affiliation: "non_resident", reservation_pass: false },
        membership: null,
      }),
    ).toBe("non_member")
    expect(
      courtUserType({ account: true, pass: { affiliation: "resident", reservation_pass: false }, membership: null }),
    ).toBe("member")
    expect(
      courtUserType({ account: true, pass: { affiliation: "non_resident", reservation_pass: true }, membership: null }),
    ).toBe("member")
    expect(courtUserType({ account: true, pass: null, membership: { booking_window_days: null } })).toBe("member")
  })

  it("refuses a time without a price, and a booking that ends before it starts", () => {
    const daytime = [rate({ hour_start: 8 * H, hour_end: 20 * H })]
    const night = run(
      courtFees(daytime, {
        court_id: 1,
        weekday: 0,
        hour_start: 19 * H,
        hour_end: 21 * H,
        players: [{ user_type: "guest" }],
        split: "group",
      }),
    )
    expect(Either.isLeft(night) && night.left.message).toBe(
      "No court price is set for guests at 8:00 PM on this court.",
    )
    expect(
      Either.isLeft(
        run(
          courtFees(rates, {
            court_id: 1,
            weekday: 0,
            hour_start: 10 * H,
            hour_end: 10 * H,
            players: [{ user_type: "guest" }],
            split: "group",
          }),
        ),
      ),
    ).toBe(true)
  })

  const arbitraryRates = fc.array(
    fc.record({
      court_ids: fc.option(fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }), { nil: null }),
      days: fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }),
      hour_start: fc.integer({ min: 0, max: 95 }).map((q) => q * 900),
      hour_end: fc.integer({ min: 1, max: 96 }).map((q) => q * 900),
      user_type: fc.option(fc.constantFrom("member" as const, "non_member" as const, "guest" as const), { nil: null }),
      price_per_hour: fc.integer({ min: 0, max: 20_000 }),
      prime_time: fc.boolean(),
    }),
    { maxLength: 6 },
  )
  const everywhere = rate({ price_per_hour: 1000 })
  const arbitraryPlayers = fc.array(
    fc.record({ user_type: fc.constantFrom("member" as const, "non_member" as const, "guest" as const) }),
    { minLength: 1, maxLength: 4 },
  )

  it("split among players of one type, the shares add up exactly to the group's fee", () => {
    fc.assert(
      fc.property(
        arbitraryRates,
        fc.constantFrom("member" as const, "non_member" as const, "guest" as const),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 1, max: 8 }),
        (some, type, count, start, length) => {
          const query = {
            court_id: 1,
            weekday: 2,
            hour_start: start * 900,
            hour_end: Math.min(96, start + length) * 900,
            players: Array.from({ length: count }, () => ({ user_type: type })),
          }
          const shares = ok(courtFees([everywhere, ...some], { ...query, split: "per_player" }))
          const group = ok(courtFees([everywhere, ...some], { ...query, split: "group" }))
          expect(feeTotal(shares)).toBe(feeTotal(group))
          expect(
            Math.max(...shares.map((f) => f.amount)) - Math.min(...shares.map((f) => f.amount)),
          ).toBeLessThanOrEqual(1)
        },
      ),
    )
  })

  it("split among players of mixed types, each pays within a cent of their exact share", () => {
    fc.assert(
      fc.property(
        arbitraryRates,
        arbitraryPlayers,
        fc.integer({ min: 0, max: 90 }),
        fc.integer({ min: 1, max: 8 }),
        (some, players, start, length) => {
          const query = {
            court_id: 1,
            weekday: 2,
            hour_start: start * 900,
            hour_end: Math.min(96, start + length) * 900,
            players,
            split: "per_player" as const,
          }
          const fees = ok(courtFees([everywhere, ...some], query))
          expect(fees.map((f) => f.user_index)).toEqual(players.map((_, i) => i))
          // A player's exact share: their rate's court fee (itself within half a cent) over the player count.
          const exact = players.map(
            (p) =>
              feeTotal(ok(courtFees([everywhere, ...some], { ...query, players: [p], split: "group" }))) /
              players.length,
          )
          fees.forEach((fee, i) => expect(Math.abs(fee.amount - exact[i]!)).toBeLessThan(1.5))
        },
      ),
    )
  })

  it("a longer booking never costs less", () => {
    fc.assert(
      fc.property(
        arbitraryRates,
        arbitraryPlayers,
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 8 }),
        (some, players, start, a, b) => {
          const fee = (quarters: number) =>
            feeTotal(
              ok(
                courtFees([everywhere, ...some], {
                  court_id: 2,
                  weekday: 4,
                  hour_start: start * 900,
                  hour_end: (start + quarters) * 900,
                  players,
                  split: "per_player",
                }),
              ),
            )
          expect(fee(Math.max(a, b))).toBeGreaterThanOrEqual(fee(Math.min(a, b)))
        },
      ),
    )
  })
})

describe("stepped and teacher prices", () => {
  const row = (overrides: Partial<TeacherPrice>): TeacherPrice => ({
    duration: 60,
    shift: null,
    surface: null,
    user_type: "Adult",
    quantity: 1,
    price: 8000,
    player_category_description: null,
    clinic_category_description: null,
    ...overrides,
  })
  const table = [
    row({}),
    row({ duration: 90, price: 11000 }),
    row({ quantity: 10, price: 70000 }),
    row({ duration: 90, quantity: 10, price: 100000 }),
    row({ shift: "evening", price: 9000 }),
    row({ user_type: "Child", price: 5000 }),
  ]

  it("honours listed prices and steps between them", () => {
    const query = { duration: 60, hour_start: 9 * H, surface: "clay", user_type: "Adult" as const, quantity: 1 }
    expect(ok(teacherPrice(table, query))).toBe(8000)
    expect(ok(teacherPrice(table, { ...query, duration: 90 }))).toBe(11000)
    expect(ok(teacherPrice(table, { ...query, duration: 75 }))).toBe(10000) // pro rata 80 × 75/60 = 100.00, under 110.00
    expect(ok(teacherPrice(table, { ...query, duration: 30 }))).toBe(4000)
    expect(ok(teacherPrice(table, { ...query, quantity: 10 }))).toBe(70000)
    expect(ok(teacherPrice(table, { ...query, quantity: 9 }))).toBe(70000) // never more than the 10-pack
    expect(ok(teacherPrice(table, { ...query, quantity: 5 }))).toBe(40000)
    expect(ok(teacherPrice(table, { ...query, hour_start: 18 * H }))).toBe(9000) // the evening row is more specific
    expect(ok(teacherPrice(table, { ...query, user_type: "Child" }))).toBe(5000)
    const none = run(teacherPrice(table, { ...query, user_type: "Player" }))
    expect(Either.isLeft(none) && none.left.message).toBe("This teacher has no player price for a morning lesson.")
  })

  it("finds a table that charges less for more", () => {
    expect(teacherPricesProblem(table)).toBeUndefined()
    expect(teacherPricesProblem([row({}), row({ duration: 90, price: 7000 })])).toMatch(/may not cost less/)
  })

  const arbitraryTable = fc.array(
    fc.record({
      duration: fc.constantFrom(30, 45, 60, 90, 120),
      shift: fc.constantFrom(null, "morning" as const, "evening" as const),
      surface: fc.constantFrom(null, "clay"),
      user_type: fc.constant("Adult" as const),
      quantity: fc.constantFrom(1, 5, 10),
      price: fc.integer({ min: 0, max: 200_000 }),
      player_category_description: fc.constant(null),
      clinic_category_description: fc.constant(null),
    }),
    { minLength: 1, maxLength: 8 },
  )

  it("is monotonic in duration and quantity, whatever the table", () => {
    fc.assert(
      fc.property(
        arbitraryTable,
        fc.integer({ min: 1, max: 180 }),
        fc.integer({ min: 1, max: 180 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 23 }),
        (rows, d1, d2, q1, q2, hour) => {
          const price = (duration: number, quantity: number) =>
            run(teacherPrice(rows, { duration, quantity, hour_start: hour * H, surface: "clay", user_type: "Adult" }))
          const low = price(Math.min(d1, d2), Math.min(q1, q2))
          fc.pre(Either.isRight(low))
          const longer = Either.getOrThrow(price(Math.max(d1, d2), Math.min(q1, q2)))
          const more = Either.getOrThrow(price(Math.min(d1, d2), Math.max(q1, q2)))
          expect(longer).toBeGreaterThanOrEqual(Either.getOrThrow(low))
          expect(more).toBeGreaterThanOrEqual(Either.getOrThrow(low))
        },
      ),
    )
    fc.assert(
      fc.property(
        fc.array(fc.record({ size: fc.integer({ min: 1, max: 100 }), price: fc.integer({ min: 0, max: 100_000 }) }), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.integer({ min: 1, max: 150 }),
        (points, x) => {
          expect(steppedPrice(points, x + 1)).toBeGreaterThanOrEqual(steppedPrice(points, x))
        },
      ),
    )
  })
})

describe("clinic prices, coupons and custom prices", () => {
  it("charge by lesson unit, prorating the next-sessions runs", () => {
    expect(ok(clinicPrice({ lesson_unit: "session", lessons: 1, amount: 2500 }, { units: 4 }))).toBe(10000)
    expect(ok(clinicPrice({ lesson_unit: "per_month", lessons: 8, amount: 16000 }, { units: 2 }))).toBe(32000)
    expect(
      ok(
        clinicPrice(
          { lesson_unit: "per_week_per_next_sessions", lessons: 6, amount: 12000 },
          { units: 1, remaining_sessions: 4 },
        ),
      ),
    ).toBe(8000)
    expect(
      ok(
        clinicPrice(
          { lesson_unit: "per_week_per_next_sessions", lessons: 6, amount: 12000 },
          { units: 1, remaining_sessions: 9 },
        ),
      ),
    ).toBe(12000)
    expect(Either.isLeft(run(clinicPrice({ lesson_unit: "per_week", lessons: 2, amount: 5000 }, { units: 0 })))).toBe(
      true,
    )
    fc.assert(
      fc.property(
        fc.constantFrom(
          "session" as const,
          "per_week" as const,
          "per_month" as const,
          "per_week_per_month" as const,
          "per_week_per_next_sessions" as const,
        ),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 12 }),
        (unit, amount, lessons, units) => {
          const price = (n: number) =>
            ok(clinicPrice({ lesson_unit: unit, lessons, amount }, { units: n, remaining_sessions: lessons }))
          expect(price(units + 1)).toBeGreaterThanOrEqual(price(units))
        },
      ),
    )
  })

  it("apply coupons without going below zero", () => {
    expect(applyCoupon(10000, { kind: "percent", percent: 15 })).toEqual({ price: 8500, discount: 1500 })
    expect(applyCoupon(999, { kind: "percent", percent: 12.5 })).toEqual({ price: 874, discount: 125 })
    expect(applyCoupon(1000, { kind: "amount", amount: 2500 })).toEqual({ price: 0, discount: 1000 })
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.double({ min: 0.01, max: 100, noNaN: true }),
        (price, percent) => {
          const result = applyCoupon(price, { kind: "percent", percent })
          expect(result.price + result.discount).toBe(price)
          expect(result.price).toBeGreaterThanOrEqual(0)
        },
      ),
    )
  })
})

describe("coupon rules", () => {
  const rules = {
    active: true,
    valid_from: "2026-11-01",
    valid_until: "2026-11-30",
    max_uses: 10,
    max_uses_per_player: 1,
    applies_to: ["reservation" as const],
  }
  const use = { today: "2026-11-15", item: "reservation" as const, uses: 0, uses_by_player: 0 }

  it("allow a use inside their dates, kinds and limits, and say which limit a use breaks", () => {
    expect(couponProblem(rules, use)).toBeUndefined()
    expect(couponProblem({ ...rules, active: false }, use)).toBe("This coupon is no longer offered.")
    expect(couponProblem(rules, { ...use, today: "2026-10-31" })).toBe("This coupon can be used from 2026-11-01.")
    expect(couponProblem(rules, { ...use, today: "2026-12-01" })).toBe("This coupon ended on 2026-11-30.")
    expect(couponProblem(rules, { ...use, item: "clinic" })).toBe("This coupon is for reservation, not clinics.")
    expect(couponProblem(rules, { ...use, uses: 10 })).toBe("This coupon has been used up.")
    expect(couponProblem(rules, { ...use, uses_by_player: 1 })).toMatch(/^You have used this coupon 1 time already/)
    expect(
      couponProblem(
        { ...rules, applies_to: [], max_uses: null, max_uses_per_player: null },
        { ...use, item: "product", uses: 99, uses_by_player: 99 },
      ),
    ).toBeUndefined()
  })
})
