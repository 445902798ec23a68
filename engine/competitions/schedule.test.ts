import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { doubleElimination, groupsThenKnockOut, roundRobin, singleElimination } from "./brackets"
import { freeTime, matchesToPlace, type Placement, type ScheduleInput, solveSchedule } from "./schedule"

const H = 3600
const entriesOf = (n: number) => Array.from({ length: n }, (_, i) => 101 + i)
const DATES = ["2027-03-06", "2027-03-07", "2027-03-08"]

const draws = fc.oneof(
  fc
    .record({ n: fc.integer({ min: 2, max: 24 }), consolation: fc.boolean() })
    .map(({ n, consolation }) => singleElimination(entriesOf(n), { consolation })),
  fc.integer({ min: 3, max: 12 }).map((n) => doubleElimination(entriesOf(n))),
  fc.integer({ min: 2, max: 9 }).map((n) => ({ matches: roundRobin(entriesOf(n), { stage: "league", prefix: "L" }) })),
  fc.integer({ min: 4, max: 16 }).map((n) => groupsThenKnockOut(entriesOf(n), { groups: 2, advancing: 2 })),
)

const inputs = fc
  .record({
    draw: draws,
    courts: fc.integer({ min: 1, max: 4 }),
    days: fc.integer({ min: 1, max: 3 }),
    opens: fc.integer({ min: 7, max: 10 }),
    hours: fc.integer({ min: 3, max: 14 }),
    matchMinutes: fc.constantFrom(45, 60, 90),
    restMinutes: fc.constantFrom(0, 30, 60),
    mostPerDay: fc.integer({ min: 1, max: 4 }),
    booked: fc.array(fc.record({ court: fc.nat(3), day: fc.nat(2), hour: fc.integer({ min: 7, max: 22 }) }), {
      maxLength: 6,
    }),
    away: fc.array(fc.record({ entry: fc.nat(23), day: fc.nat(2), hour: fc.integer({ min: 7, max: 22 }) }), {
      maxLength: 5,
    }),
  })
  .map((x): ScheduleInput => {
    const windows = DATES.slice(0, x.days).flatMap((date) =>
      Array.from({ length: x.courts }, (_, c) => ({
        court_id: c + 1,
        date,
        from: x.opens * H,
        to: Math.min(24, x.opens + x.hours) * H,
      })),
    )
    const booked = x.booked.map((b) => ({
      court_id: b.court + 1,
      date: DATES[b.day]!,
      from: b.hour * H,
      to: (b.hour + 1) * H,
    }))
    return {
      matches: matchesToPlace(x.draw.matches),
      free: freeTime(windows, booked),
      placed: [],
      unavailable: x.away.map((a) => ({
        entry: 101 + a.entry,
        date: DATES[a.day]!,
        from: a.hour * H,
        to: (a.hour + 2) * H,
      })),
      matchSeconds: x.matchMinutes * 60,
      restSeconds: x.restMinutes * 60,
      mostPerDay: x.mostPerDay,
      stepSeconds: 1800,
    }
  })

const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000
const span = (p: Placement) => ({ start: day(p.date) + p.hour_start, end: day(p.date) + p.hour_end })
const pairs = <A>(xs: ReadonlyArray<A>) => xs.flatMap((a, i) => xs.slice(i + 1).map((b) => [a, b] as const))

describe("the schedule's solver", () => {
  it("places each match once or says it could not, never two on a court at once, always in free time", () =>
    fc.assert(
      fc.property(inputs, (input) => {
        const { placed, unplaced } = solveSchedule(input)
        expect([...placed.map((p) => p.key), ...unplaced].toSorted()).toEqual(
          input.matches.map((m) => m.key).toSorted(),
        )
        for (const [a, b] of pairs(placed))
          if (a.court_id === b.court_id) expect(span(a).end <= span(b).start || span(b).end <= span(a).start).toBe(true)
        for (const p of placed) {
          expect(p.hour_end - p.hour_start).toBe(input.matchSeconds)
          expect(
            input.free.some(
              (f) => f.court_id === p.court_id && f.date === p.date && f.from <= p.hour_start && p.hour_end <= f.to,
            ),
          ).toBe(true)
        }
      }),
    ))

  it("starts a match only after the matches feeding it end and their players rest, and never before a feeder is placed", () =>
    fc.assert(
      fc.property(inputs, (input) => {
        const { placed, unplaced } = solveSchedule(input)
        const at = new Map(placed.map((p) => [p.key, span(p)]))
        for (const m of input.matches) {
          const mine = at.get(m.key)
          if (mine === undefined) continue
          for (const k of m.after) {
            expect(unplaced).not.toContain(k)
            expect(mine.start).toBeGreaterThanOrEqual(at.get(k)!.end + input.restSeconds)
          }
        }
      }),
    ))

  it("gives every player their rest, at most the day's most matches, and none in time they cannot play", () =>
    fc.assert(
      fc.property(inputs, (input) => {
        const { placed } = solveSchedule(input)
        const entries = new Map(input.matches.map((m) => [m.key, m.entries]))
        for (const [a, b] of pairs(placed))
          if (entries.get(a.key)!.some((e) => entries.get(b.key)!.includes(e))) {
            const [x, y] = [span(a), span(b)]
            expect(x.end + input.restSeconds <= y.start || y.end + input.restSeconds <= x.start).toBe(true)
          }
        for (const e of entriesOf(24))
          for (const date of DATES)
            expect(placed.filter((p) => p.date === date && entries.get(p.key)!.includes(e)).length).toBeLessThanOrEqual(
              input.mostPerDay,
            )
        for (const p of placed)
          for (const u of input.unavailable)
            if (u.date === p.date && entries.get(p.key)!.includes(u.entry))
              expect(u.to <= p.hour_start || p.hour_end <= u.from).toBe(true)
      }),
    ))

  it("places a whole draw when courts and days are ample", () =>
    fc.assert(
      fc.property(draws, (draw) => {
        const matches = matchesToPlace(draw.matches)
        const { unplaced } = solveSchedule({
          matches,
          free: Array.from({ length: 40 }, (_, d) => ({
            court_id: 1,
            date: new Date(Date.UTC(2027, 2, 1 + d)).toISOString().slice(0, 10),
            from: 8 * H,
            to: 22 * H,
          })).flatMap((w) => [w, { ...w, court_id: 2 }, { ...w, court_id: 3 }, { ...w, court_id: 4 }]),
          placed: [],
          unavailable: [],
          matchSeconds: H,
          restSeconds: H,
          mostPerDay: 3,
          stepSeconds: 1800,
        })
        expect(unplaced).toEqual([])
      }),
    ))

  it("keeps matches placed before where they are, and works around them", () => {
    const draw = singleElimination(entriesOf(4), { consolation: false })
    const matches = matchesToPlace(draw.matches)
    const first = matches[0]!
    const kept: Placement = { key: first.key, court_id: 1, date: DATES[0]!, hour_start: 9 * H, hour_end: 10 * H }
    const { placed } = solveSchedule({
      matches,
      free: [{ court_id: 1, date: DATES[0]!, from: 9 * H, to: 20 * H }],
      placed: [kept],
      unavailable: [],
      matchSeconds: H,
      restSeconds: H / 2,
      mostPerDay: 3,
      stepSeconds: 1800,
    })
    expect(placed.map((p) => p.key)).not.toContain(first.key)
    expect(placed.map((p) => [p.key, p.hour_start / H])).toEqual([
      [matches[1]!.key, 10],
      ["M2-1", 11.5],
    ])
  })

  it("takes what is booked out of the free time", () =>
    expect(
      freeTime(
        [{ court_id: 1, date: DATES[0]!, from: 8 * H, to: 20 * H }],
        [
          { court_id: 1, date: DATES[0]!, from: 12 * H, to: 13 * H },
          { court_id: 1, date: DATES[0]!, from: 7 * H, to: 9 * H },
          { court_id: 2, date: DATES[0]!, from: 10 * H, to: 11 * H },
        ],
      ).map((f) => [f.from / H, f.to / H]),
    ).toEqual([
      [9, 12],
      [13, 20],
    ]))
})
