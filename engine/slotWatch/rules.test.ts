import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { bookingProblem, closedSpans, type ScheduleRule } from "../bookings/rules"
import { freeParts, nextOffer, offerOrder, type OfferPolicy, slotFor, type Vacancy, type Watch } from "./rules"

const H = 3600
const DATES = ["2027-03-01", "2027-03-02"]

const watch: fc.Arbitrary<Omit<Watch, "id">> = fc.record({
  user_id: fc.integer({ min: 1, max: 6 }),
  created_at: fc.integer({ min: 0, max: 50 }).map((m) => new Date(Date.UTC(2027, 1, 1, 0, m)).toISOString()),
  member: fc.boolean(),
  date: fc.constantFrom(...DATES),
  from: fc.integer({ min: 6, max: 20 }).map((h) => h * H),
  to: fc.integer({ min: 8, max: 23 }).map((h) => h * H),
  duration: fc.constantFrom(H, 1.5 * H, 2 * H),
  court_id: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
  sport: fc.option(fc.constantFrom("tennis", "padel"), { nil: null }),
  surface: fc.option(fc.constantFrom("clay", "hard"), { nil: null }),
  indoor: fc.option(fc.boolean(), { nil: null }),
})
const watches = fc.array(watch, { maxLength: 20 }).map((ws) => ws.map((w, i): Watch => ({ ...w, id: i + 1 })))
const vacancy: fc.Arbitrary<Vacancy> = fc
  .record({
    court_id: fc.integer({ min: 1, max: 3 }),
    sport: fc.constantFrom("tennis", "padel"),
    surface: fc.option(fc.constantFrom("clay", "hard"), { nil: null }),
    indoor: fc.boolean(),
    date: fc.constantFrom(...DATES),
    hour_start: fc.integer({ min: 6, max: 21 }).map((h) => h * H),
    hours: fc.integer({ min: 1, max: 3 }),
  })
  .map(({ hours, ...v }) => ({ ...v, hour_end: v.hour_start + hours * H }))
const policy = fc.constantFrom<OfferPolicy>("earliest", "members_first")

/** Whether `a` comes before `b` by the policy: members first when asked, then the earlier watch, then the lower id. */
const before = (a: Watch, b: Watch, p: OfferPolicy) => {
  const rank = (w: Watch) => (p === "members_first" && !w.member ? 1 : 0)
  return rank(a) !== rank(b)
    ? rank(a) < rank(b)
    : a.created_at !== b.created_at
      ? a.created_at < b.created_at
      : a.id < b.id
}

describe("offering a freed slot", () => {
  it("never skips a watcher who came first and still fits: the order is every eligible person once, by the policy", () => {
    fc.assert(
      fc.property(watches, vacancy, policy, fc.array(fc.nat({ max: 20 })), (ws, v, p, turns) => {
        const hadTurn = new Set(turns)
        const order = offerOrder(ws, v, p, hadTurn)
        const eligible = ws.filter((w) => !hadTurn.has(w.id) && slotFor(w, v) !== undefined)
        // Each person with an eligible watch is in the order once, by their best place.
        expect(new Set(order.map((w) => w.user_id))).toEqual(new Set(eligible.map((w) => w.user_id)))
        expect(order.map((w) => w.user_id)).toHaveLength(new Set(order.map((w) => w.user_id)).size)
        for (const [i, w] of order.entries()) {
          // Nobody eligible who is not yet in front of them comes before them by the policy.
          const ahead = new Set(order.slice(0, i).map((x) => x.user_id))
          for (const other of eligible)
            if (other.user_id !== w.user_id && !ahead.has(other.user_id)) expect(before(other, w, p)).toBe(false)
          // The watch a person is offered by is their first eligible one.
          for (const mine of eligible.filter((x) => x.user_id === w.user_id)) expect(before(mine, w, p)).toBe(false)
        }
      }),
    )
  })

  it("offers a slot inside the watched window, as long as asked, on the watched court or kind", () => {
    fc.assert(
      fc.property(watches, vacancy, (ws, v) => {
        for (const w of ws) {
          const slot = slotFor(w, v)
          if (slot === undefined) continue
          expect(slot.hour_end - slot.hour_start).toBe(w.duration)
          expect(slot.hour_start).toBeGreaterThanOrEqual(Math.max(w.from, v.hour_start))
          expect(slot.hour_end).toBeLessThanOrEqual(Math.min(w.to, v.hour_end))
          expect(w.date).toBe(v.date)
          if (w.court_id !== null) expect(w.court_id).toBe(v.court_id)
          else
            expect([w.sport ?? v.sport, w.surface ?? v.surface, w.indoor ?? v.indoor]).toEqual([
              v.sport,
              v.surface,
              v.indoor,
            ])
        }
      }),
    )
  })

  it("puts members first only when the club chooses it", () => {
    const at = (m: number) => new Date(Date.UTC(2027, 1, 1, 0, m)).toISOString()
    const base = {
      date: DATES[0]!,
      from: 9 * H,
      to: 12 * H,
      duration: H,
      court_id: 1,
      sport: null,
      surface: null,
      indoor: null,
    }
    const early = { ...base, id: 1, user_id: 1, created_at: at(1), member: false }
    const member = { ...base, id: 2, user_id: 2, created_at: at(2), member: true }
    const freed = {
      court_id: 1,
      sport: "tennis",
      surface: null,
      indoor: false,
      date: DATES[0]!,
      hour_start: 10 * H,
      hour_end: 11 * H,
    }
    expect(offerOrder([member, early], freed, "earliest").map((w) => w.id)).toEqual([1, 2])
    expect(offerOrder([member, early], freed, "members_first").map((w) => w.id)).toEqual([2, 1])
    expect(slotFor(early, freed)).toEqual({ hour_start: 10 * H, hour_end: 11 * H })
    expect(slotFor({ ...early, duration: 2 * H }, freed)).toBeUndefined()
  })

  it("offers only what is still free: the freed time less bookings, holds and what has begun", () => {
    const span = fc.record({ hour_start: fc.integer({ min: 5, max: 22 }), hours: fc.integer({ min: 1, max: 3 }) })
    fc.assert(
      fc.property(vacancy, fc.array(span, { maxLength: 5 }), fc.integer({ min: 0, max: 24 }), (v, spans, nowHour) => {
        const taken = spans.map((t) => ({ hour_start: t.hour_start * H, hour_end: (t.hour_start + t.hours) * H }))
        const parts = freeParts(v, taken, nowHour * H)
        const free = (s: number) =>
          s >= v.hour_start &&
          s < v.hour_end &&
          s >= nowHour * H &&
          !taken.some((t) => s >= t.hour_start && s < t.hour_end)
        for (let s = 0; s < 86400; s += H / 4)
          expect(parts.some((p) => s >= p.hour_start && s < p.hour_end)).toBe(free(s))
        for (const [i, p] of parts.entries()) {
          expect(p.hour_start).toBeLessThan(p.hour_end)
          if (i > 0) expect(parts[i - 1]!.hour_end).toBeLessThan(p.hour_start)
        }
      }),
    )
  })

  it("never offers time the schedule keeps shut: every slot of what is free passes the booking rules' hours and closures", () => {
    const window = fc
      .record({
        day: fc.integer({ min: 0, max: 6 }),
        from: fc.integer({ min: 0, max: 20 }),
        hours: fc.integer({ min: 1, max: 8 }),
      })
      .map((w) => ({ day: w.day, hour_start: w.from * H, hour_end: Math.min(24, w.from + w.hours) * H }))
    const rule: fc.Arbitrary<ScheduleRule> = fc
      .record({
        kind: fc.constantFrom("closure", "staff_only", "members_only"),
        court_ids: fc.option(fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 2 }), { nil: null }),
        from: fc.integer({ min: 0, max: 22 }),
        hours: fc.integer({ min: 1, max: 4 }),
      })
      .map((r) => ({
        kind: r.kind,
        court_ids: r.court_ids,
        starts_on: null,
        ends_on: null,
        days: [],
        hour_start: r.from * H,
        hour_end: Math.min(24, r.from + r.hours) * H,
        min_duration: null,
        max_duration: null,
        note: null,
      }))
    fc.assert(
      fc.property(
        vacancy,
        fc.array(window, { maxLength: 8 }),
        fc.array(rule, { maxLength: 4 }),
        (v, opening, rules) => {
          const parts = freeParts(v, closedSpans(v.court_id, v.date, opening, rules))
          const context = {
            now: new Date("2027-01-01T00:00:00Z"),
            timeZone: "UTC",
            min_hours_range: 0,
            max_hours_range: 24 * 365,
            interval_rounding: H / 4,
            opening: opening.map((o, id) => ({ ...o, id, shift: "day" })),
            rules,
            staff: false,
            member: true,
          }
          for (const p of parts)
            for (let s = p.hour_start; s < p.hour_end; s += H / 4)
              expect(
                bookingProblem({ court_id: v.court_id, date: v.date, hour_start: s, hour_end: s + H / 4 }, context),
              ).toBe(undefined)
        },
      ),
    )
  })

  it("gives the next offer to the first watcher by the policy who fits any free part", () => {
    fc.assert(
      fc.property(
        watches,
        fc.array(vacancy, { maxLength: 3 }),
        policy,
        fc.array(fc.nat({ max: 20 })),
        (ws, parts, p, turns) => {
          const hadTurn = new Set(turns)
          const next = nextOffer(ws, parts, p, hadTurn)
          const eligible = ws.filter((w) => !hadTurn.has(w.id) && parts.some((part) => slotFor(w, part) !== undefined))
          if (next === undefined) {
            expect(eligible).toEqual([])
            return
          }
          expect(eligible).toContain(next.watch)
          for (const other of eligible) if (other !== next.watch) expect(before(other, next.watch, p)).toBe(false)
          expect(parts.some((part) => slotFor(next.watch, part)?.hour_start === next.slot.hour_start)).toBe(true)
        },
      ),
    )
  })
})
