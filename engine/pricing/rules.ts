import * as Data from "effect/Data"
import * as Either from "effect/Either"
import { weekdayOf } from "../bookings/rules"
import type { Coupon, CouponItem, CourtRate, CourtUserType, Shift, TeacherPrice, TeacherUserType } from "./schemas"
import { formatSecondsOfDay } from "../dates"
import { type Minor, proportion, splitByWeights } from "../money"

/**
 * Prices in integer minor units. Every rule here rounds as `money.ts` says: exact sums, one
 * rounding half away from zero, splits by largest remainder. A price is an `Either` (an Effect to a
 * use case that yields it) and the schemas are in `./schemas`, so a page that prices in the browser
 * carries neither the Effect runtime nor Schema.
 */

export * from "./schemas"

export class NoPrice extends /* @__PURE__ */ Data.TaggedError("NoPrice")<{ readonly message: string }> {}
export class PriceRefused extends /* @__PURE__ */ Data.TaggedError("PriceRefused")<{ readonly message: string }> {}

// ---------------------------------------------------------------------------------------------
// Court fees

/**
 * Which court rate a player pays: a guest has no account; a member has a current membership, or
 * holds a pass as a member or resident or one that grants reservations; everyone else is a non-member.
 */
export const courtUserType = (player: {
  readonly account: boolean
  readonly pass: { readonly affiliation: string; readonly reservation_pass: boolean } | null
  /** Their live membership at the club, or null: required, so no caller can leave it out and price a member as a non-member. */
  readonly membership: object | null
}): CourtUserType =>
  !player.account
    ? "guest"
    : (player.membership !== undefined && player.membership !== null) ||
        (player.pass !== null &&
          (player.pass.affiliation === "member" ||
            player.pass.affiliation === "resident" ||
            player.pass.reservation_pass))
      ? "member"
      : "non_member"

/** Fee: with `user_index` one player's share, without it the group's. */
export interface Fee {
  readonly user_index?: number
  readonly amount: Minor
}

export interface CourtFeeQuery {
  readonly court_id: number
  /**
   * The booking's weekday as the API counts it, 0 = Monday … 6 = Sunday (not `Date.getDay()`, where
   * 0 is Sunday): `weekdayOf("2030-01-07")` is 0.
   */
  readonly weekday: number
  readonly hour_start: number
  readonly hour_end: number
  /** The players in order; the first is the one who books. */
  readonly players: ReadonlyArray<{ readonly user_type: CourtUserType }>
  /** `per_player`: each player pays their share at their own rate; `group`: one fee at the booker's rate. */
  readonly split: "per_player" | "group"
}

const specificity = (rate: CourtRate) =>
  (rate.court_ids !== null ? 4 : 0) + (rate.user_type !== null ? 2 : 0) + (rate.days.length > 0 ? 1 : 0)

const rateAt = (rates: ReadonlyArray<CourtRate>, query: CourtFeeQuery, userType: CourtUserType, second: number) => {
  let best: CourtRate | undefined
  for (const rate of rates) {
    if (second < rate.hour_start || second >= rate.hour_end) continue
    if (rate.court_ids !== null && !rate.court_ids.includes(query.court_id)) continue
    if (rate.days.length > 0 && !rate.days.includes(query.weekday)) continue
    if (rate.user_type !== null && rate.user_type !== userType) continue
    if (
      best === undefined ||
      specificity(rate) > specificity(best) ||
      (specificity(rate) === specificity(best) && rate.hour_end - rate.hour_start < best.hour_end - best.hour_start)
    ) {
      best = rate
    }
  }
  return best
}

/** Σ price_per_hour × seconds over the booking for one user type: the exact fee × 3600. */
const courtFeeNumerator = (rates: ReadonlyArray<CourtRate>, query: CourtFeeQuery, userType: CourtUserType) =>
  Either.gen(function* () {
    const cuts = new Set([query.hour_start, query.hour_end])
    for (const rate of rates)
      for (const edge of [rate.hour_start, rate.hour_end])
        if (edge > query.hour_start && edge < query.hour_end) cuts.add(edge)
    const points = [...cuts].sort((a, b) => a - b)
    let numerator = 0
    for (let i = 0; i + 1 < points.length; i++) {
      const rate = rateAt(rates, query, userType, points[i]!)
      if (rate === undefined) {
        return yield* Either.left(
          new NoPrice({
            message: `No court price is set for ${userType.replace("_", "-")}s at ${formatSecondsOfDay(points[i]!)} on this court.`,
          }),
        )
      }
      numerator += rate.price_per_hour * (points[i + 1]! - points[i]!)
    }
    return numerator
  })

/**
 * The court fee of a booking. `group`: one group-wide fee at the booker's rate. `per_player`:
 * each player pays the court at their own rate divided by the number of players; the shares are
 * split so that they add up exactly to the rounded total.
 */
export const courtFees = (rates: ReadonlyArray<CourtRate>, query: CourtFeeQuery) =>
  Either.gen(function* () {
    if (query.hour_end <= query.hour_start)
      return yield* Either.left(new PriceRefused({ message: "A booking must end after it starts." }))
    if (query.players.length === 0)
      return yield* Either.left(new PriceRefused({ message: "A booking needs at least one player." }))
    if (query.split === "group") {
      const numerator = yield* courtFeeNumerator(rates, query, query.players[0]!.user_type)
      return [{ amount: proportion(numerator, 1, 3600) }] as ReadonlyArray<Fee>
    }
    const weights: Array<number> = []
    for (const player of query.players) weights.push(yield* courtFeeNumerator(rates, query, player.user_type))
    const total = proportion(
      weights.reduce((a, b) => a + b, 0),
      1,
      3600 * query.players.length,
    )
    const shares = weights.every((w) => w === 0) ? weights.map(() => 0) : splitByWeights(total, weights)
    return shares.map((amount, user_index) => ({ user_index, amount })) as ReadonlyArray<Fee>
  })

/**
 * The court fees of a booking at its club's rates, each player at their own rate (the booker
 * first; a guest has no account). A club with no rates charges nothing; a booking with no players
 * is priced as one guest's.
 */
export const bookingCourtFees = (
  rates: ReadonlyArray<CourtRate>,
  split: CourtFeeQuery["split"],
  booking: {
    readonly court_id: number
    readonly date: string
    readonly hour_start: number
    readonly hour_end: number
    readonly players: ReadonlyArray<Parameters<typeof courtUserType>[0]>
  },
) =>
  rates.length === 0
    ? Either.right([] as ReadonlyArray<Fee>)
    : courtFees(rates, {
        court_id: booking.court_id,
        weekday: weekdayOf(booking.date),
        hour_start: booking.hour_start,
        hour_end: booking.hour_end,
        players: (booking.players.length > 0
          ? booking.players
          : [{ account: false, pass: null, membership: null }]
        ).map((p) => ({
          user_type: courtUserType(p),
        })),
        split,
      })

// ---------------------------------------------------------------------------------------------
// Stepped prices (lesson durations, package sizes)

/**
 * A price for `size` from a table of (size, price) points: the listed price at a listed size;
 * pro rata from the point below, but never more than the next larger point; pro rata from the
 * ends outside the table. Points are read as "at least": a larger size never costs less than a
 * smaller one. So the price never falls as the size grows.
 */
export const steppedPrice = (
  points: ReadonlyArray<{ readonly size: number; readonly price: Minor }>,
  size: number,
): Minor => {
  if (points.length === 0) throw new RangeError("A stepped price needs at least one point.")
  const sorted = [...points].sort((a, b) => a.size - b.size)
  let floor = 0
  const steps = sorted.map((p) => ({ size: p.size, price: (floor = Math.max(floor, p.price)) }))
  const first = steps[0]!
  if (size <= first.size) return proportion(first.price, size, first.size)
  for (let i = 0; i + 1 < steps.length; i++) {
    const lo = steps[i]!
    const hi = steps[i + 1]!
    if (size === hi.size) return hi.price
    if (size > lo.size && size < hi.size) return Math.min(proportion(lo.price, size, lo.size), hi.price)
  }
  const last = steps.at(-1)!
  return proportion(last.price, size, last.size)
}

// ---------------------------------------------------------------------------------------------
// Teacher prices

/** The shift a lesson starting at `seconds` since midnight falls in: before noon, before 17:00, after. */
export const shiftOf = (seconds: number): Shift =>
  seconds < 12 * 3600 ? "morning" : seconds < 17 * 3600 ? "afternoon" : "evening"

export interface TeacherPriceQuery {
  readonly duration: number
  readonly hour_start: number
  readonly surface: string | null
  readonly user_type: typeof TeacherUserType.Type
  readonly quantity: number
  readonly player_category_description?: string | null
  readonly clinic_category_description?: string | null
}

const matches = (value: string | null, wanted: string | null | undefined) =>
  value === null || value === (wanted ?? null)

/**
 * The price of `quantity` lessons of `duration` minutes. Rows for the user type whose shift,
 * surface and categories match (null matches anything) are candidates; the most specific ones
 * price the lesson, stepped over duration and then over quantity (`steppedPrice`).
 */
export const teacherPrice = (rows: ReadonlyArray<TeacherPrice>, query: TeacherPriceQuery) =>
  Either.gen(function* () {
    if (
      !Number.isInteger(query.duration) ||
      query.duration <= 0 ||
      !Number.isInteger(query.quantity) ||
      query.quantity <= 0
    ) {
      return yield* Either.left(
        new PriceRefused({
          message: "A lesson needs a positive duration in minutes and a positive quantity.",
        }),
      )
    }
    const shift = shiftOf(query.hour_start)
    const candidates = rows.filter(
      (r) =>
        r.user_type === query.user_type &&
        matches(r.shift, shift) &&
        matches(r.surface, query.surface) &&
        matches(r.player_category_description, query.player_category_description) &&
        matches(r.clinic_category_description, query.clinic_category_description),
    )
    if (candidates.length === 0) {
      return yield* Either.left(
        new NoPrice({
          message: `This teacher has no ${query.user_type.toLowerCase()} price for a ${shift} lesson.`,
        }),
      )
    }
    const score = (r: TeacherPrice) =>
      [r.shift, r.surface, r.player_category_description, r.clinic_category_description].filter((v) => v !== null)
        .length
    const best = Math.max(...candidates.map(score))
    const chosen = candidates.filter((r) => score(r) === best)
    const quantities = [...new Set(chosen.map((r) => r.quantity))]
    const byQuantity = quantities.map((quantity) => ({
      size: quantity,
      price: steppedPrice(
        chosen.filter((r) => r.quantity === quantity).map((r) => ({ size: r.duration, price: r.price })),
        query.duration,
      ),
    }))
    return steppedPrice(byQuantity, query.quantity)
  })

/**
 * A sentence when a teacher's price table would charge less for more (a longer lesson or a larger
 * package than a shorter or smaller one with the same other fields); undefined when it is sound.
 */
export const teacherPricesProblem = (rows: ReadonlyArray<TeacherPrice>): string | undefined => {
  const key = (r: TeacherPrice) =>
    [r.shift, r.surface, r.user_type, r.player_category_description, r.clinic_category_description].join("|")
  for (const a of rows) {
    for (const b of rows) {
      if (key(a) !== key(b) || a === b) continue
      if (a.duration <= b.duration && a.quantity <= b.quantity && a.price > b.price) {
        return `${b.quantity} lesson(s) of ${b.duration} minutes cost less than ${a.quantity} of ${a.duration}; a larger or longer lesson may not cost less.`
      }
    }
  }
  return undefined
}

// ---------------------------------------------------------------------------------------------
// Clinic prices

export interface ClinicCharge {
  readonly lesson_unit: "session" | "per_week" | "per_month" | "per_week_per_month" | "per_week_per_next_sessions"
  /** Sessions the price covers per unit. */
  readonly lessons: number
  /** The price of one unit: a session, a week, a month, or the run of `lessons` next sessions. */
  readonly amount: Minor
}

/**
 * What a clinic purchase costs: `session` is per session bought; `per_week` per week;
 * `per_month` and `per_week_per_month` per month; `per_week_per_next_sessions` is the run of the
 * next `lessons` sessions, prorated when fewer remain.
 */
export const clinicPrice = (
  price: ClinicCharge,
  purchase: { readonly units: number; readonly remaining_sessions?: number },
) =>
  Either.gen(function* () {
    if (!Number.isInteger(purchase.units) || purchase.units < 1)
      return yield* Either.left(new PriceRefused({ message: "Buy at least one." }))
    if (price.lesson_unit === "per_week_per_next_sessions") {
      const remaining = Math.min(purchase.remaining_sessions ?? price.lessons, price.lessons)
      if (remaining <= 0) return yield* Either.left(new PriceRefused({ message: "No sessions of this clinic remain." }))
      return purchase.units * proportion(price.amount, remaining, Math.max(price.lessons, 1))
    }
    return price.amount * purchase.units
  })

// ---------------------------------------------------------------------------------------------
// Coupons and staff prices

/** The price after a coupon, and the discount: a percentage rounds once; neither goes below zero. */
export const applyCoupon = (price: Minor, coupon: Coupon) => {
  const discount =
    coupon.kind === "percent"
      ? Math.min(price, proportion(price, Math.round(coupon.percent * 100), 10000))
      : Math.min(price, coupon.amount)
  return { price: price - discount, discount }
}

export interface CouponRules {
  readonly active: boolean
  /** Facility-local dates, inclusive; null for open-ended. */
  readonly valid_from: string | null
  readonly valid_until: string | null
  /** Uses in all, and by one player; null for no limit. */
  readonly max_uses: number | null
  readonly max_uses_per_player: number | null
  /** The kinds of item it applies to; empty for every kind. */
  readonly applies_to: ReadonlyArray<CouponItem>
}

/** A sentence when a coupon may not be used now, by this player, on this kind of item; undefined when it may. */
export const couponProblem = (
  coupon: CouponRules,
  use: { readonly today: string; readonly item: CouponItem; readonly uses: number; readonly uses_by_player: number },
): string | undefined => {
  if (!coupon.active) return "This coupon is no longer offered."
  if (coupon.valid_from !== null && use.today < coupon.valid_from)
    return `This coupon can be used from ${coupon.valid_from}.`
  if (coupon.valid_until !== null && use.today > coupon.valid_until)
    return `This coupon ended on ${coupon.valid_until}.`
  if (coupon.applies_to.length > 0 && !coupon.applies_to.includes(use.item))
    return `This coupon is for ${coupon.applies_to.join(", ")}, not ${use.item}s.`
  if (coupon.max_uses !== null && use.uses >= coupon.max_uses) return "This coupon has been used up."
  if (coupon.max_uses_per_player !== null && use.uses_by_player >= coupon.max_uses_per_player)
    return `You have used this coupon ${use.uses_by_player} time${use.uses_by_player === 1 ? "" : "s"} already, the most it allows.`
  return undefined
}
