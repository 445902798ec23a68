import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import type { CurrentCaller } from "../access"
import { Ledger } from "../payments/ledger"
import { Insights } from "./service"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const insights = Effect.flatMap(Insights, Effect.succeed)
const H = 3600
// Monday 7 and Tuesday 8 December 2026: past days when these tests were written, and any days to the engine.
const period = { from: "2026-12-07", to: "2026-12-08" }

/** A club open 8:00–12:00 daily with a tennis court and an indoor padel court, prime time Mondays 10–12. */
const club = async () => {
  const facility = await engine.facility({ late_cancel_hours: 24, late_cancel_fee_percent: 50 })
  const staff = await engine.person([facility.id, "front_desk"])
  const player = await engine.person([facility.id, "player"])
  const courts = await engine.sql((sql) =>
    Effect.gen(function* () {
      for (let d = 0; d < 7; d++)
        yield* sql`insert into facility_schedules (facility_id, day, hour_start, hour_end) values (${facility.id}, ${d}, ${8 * H}, ${12 * H})`
      yield* sql`insert into court_rates (facility_id, days, hour_start, hour_end, price_per_hour, prime_time)
        values (${facility.id}, '{0}', ${10 * H}, ${12 * H}, 4000, true)`
      return yield* sql<{ id: number }>`
        insert into courts (facility_id, name, sport, indoor) values
          (${facility.id}, 'Centre', 'tennis', false), (${facility.id}, 'Glass', 'padel', true)
        returning id`
    }),
  )
  const [one, two] = courts.map((c) => Number(c.id)) as [number, number]
  /** A booking on the club's local day and hours, made `madeAhead` hours before it starts, with the player in it. */
  const book = (
    court: number,
    date: string,
    from: number,
    to: number,
    extra: { madeAhead?: number; noShow?: boolean } = {},
  ) =>
    engine.sql((sql) =>
      Effect.gen(function* () {
        const [r] = yield* sql<{ id: number }>`
          insert into reservations (facility_id, court_id, during, local_date, hour_start, hour_end, created_by, no_show, created_at)
          select ${facility.id}, ${court},
            tstzrange((${date}::date + make_interval(secs => ${from})) at time zone f.time_zone,
                      (${date}::date + make_interval(secs => ${to})) at time zone f.time_zone, '[)'),
            ${date}::date, ${from}, ${to}, ${player.id}, ${extra.noShow ?? false},
            ((${date}::date + make_interval(secs => ${from})) at time zone f.time_zone) - ${extra.madeAhead ?? 48} * interval '1 hour'
          from facilities f where f.id = ${facility.id} returning id`
        yield* sql`insert into reservation_users (facility_id, reservation_id, user_id, name)
          values (${facility.id}, ${r!.id}, ${player.id}, 'Player')`
        return Number(r!.id)
      }),
    )
  return { facility, staff, player, one, two, book }
}

const read = <A, E>(caller: Parameters<typeof engine.as>[0], effect: Effect.Effect<A, E, Insights | CurrentCaller>) =>
  engine.as(caller, effect).then(Either.getOrThrow)

describe("occupancy", () => {
  it("is booked ÷ open hours from the bookings, the same before and after the job rolls the days up", async () => {
    const c = await club()
    await c.book(c.one, "2026-12-07", 8.5 * H, 10 * H)
    await c.book(c.one, "2026-12-08", 8 * H, 12 * H, { madeAhead: 3 })
    await c.book(c.two, "2026-12-07", 11 * H, 12 * H, { madeAhead: 0.5 })
    const occupancy = () =>
      read(
        c.staff.caller,
        Effect.flatMap(insights, (i) => i.occupancy(c.facility.id, period)),
      )
    const live = await occupancy()
    // Hand-counted: 1.5 + 4 + 1 hours booked of 2 courts × 2 days × 4 hours.
    expect(live.overall).toEqual({ open_hours: 16, booked_hours: 6.5, rate: 0.4063 })
    expect(live.prime).toEqual({ open_hours: 4, booked_hours: 1, rate: 0.25 })
    expect(live.by_court.map((b) => [b.name, b.booked_hours])).toEqual([
      ["Centre", 5.5],
      ["Glass", 1],
    ])

    // The job rolls every marked day up, and the answer does not change.
    const rolled = await read(
      c.staff.caller,
      Effect.flatMap(insights, (i) => i.rollUp(1000)),
    )
    expect(rolled).toBeGreaterThanOrEqual(2)
    const marks = () =>
      engine.sql(
        (sql) =>
          sql<{ n: number }>`select count(*)::int as n from occupancy_marks where facility_id = ${c.facility.id}`,
      )
    expect((await marks())[0]!.n).toBe(0)
    expect(await occupancy()).toEqual(live)

    // A change marks its day, which is read from the bookings until rolled up again.
    await engine.sql(
      (sql) =>
        sql`update reservations set status = 'admin_cancelled' where facility_id = ${c.facility.id} and local_date = '2026-12-08'`,
    )
    expect((await marks())[0]!.n).toBe(1)
    expect((await occupancy()).overall.booked_hours).toBe(2.5)
    await read(
      c.staff.caller,
      Effect.flatMap(insights, (i) => i.rollUp(1000)),
    )
    expect((await occupancy()).overall.booked_hours).toBe(2.5)
  })

  it("compares with the same period a month before", async () => {
    const c = await club()
    await c.book(c.one, "2026-11-09", 8 * H, 12 * H)
    const report = await read(
      c.staff.caller,
      Effect.flatMap(insights, (i) => i.occupancy(c.facility.id, { from: "2026-12-07", to: "2026-12-13" }, "month")),
    )
    expect(report.previous).toMatchObject({
      from: "2026-11-07",
      to: "2026-11-13",
      overall: { booked_hours: 4, open_hours: 56 },
    })
    expect(report.overall.booked_hours).toBe(0)
  })

  it("is for the club's staff only, and refuses a period it cannot read", async () => {
    const c = await club()
    const other = await club()
    for (const caller of [c.player.caller, other.staff.caller]) {
      const refused = await engine.as(
        caller,
        Effect.flatMap(insights, (i) => i.occupancy(c.facility.id, period)),
      )
      expect(Either.isLeft(refused) && refused.left._tag).toBe("Forbidden")
    }
    const backwards = await engine.as(
      c.staff.caller,
      Effect.flatMap(insights, (i) => i.revenue(c.facility.id, { from: "2026-12-08", to: "2026-12-07" }, "day")),
    )
    expect(Either.isLeft(backwards) && backwards.left.message).toBe(
      "The period must end on or after the day it starts.",
    )
  })
})

describe("revenue", () => {
  it("is each day's close by what was sold, refunds and credits as the close counts them", async () => {
    const c = await club()
    const lesson = await c.book(c.one, "2026-12-07", 8 * H, 9 * H)
    const court = await c.book(c.two, "2026-12-07", 9 * H, 10 * H)
    await engine.sql((sql) =>
      Effect.gen(function* () {
        yield* sql`update reservations set kind = 'lesson' where id = ${lesson}`
        const pay = (r: number | null, type: string, method: string, amount: number, date: string) =>
          sql<{
            id: number
          }>`insert into payments (facility_id, payable_type, reservation_id, payer_id, method, amount, status, business_date)
            values (${c.facility.id}, ${type}, ${r}, ${c.player.id}, ${method}, ${amount}, 'paid', ${date}::date) returning id`
        yield* pay(lesson, "reservation", "cash", 6000, "2026-12-07")
        const [card] = yield* pay(court, "reservation", "card", 3000, "2026-12-07")
        yield* pay(null, "credits", "cash", 5000, "2026-12-07")
        yield* pay(court, "reservation", "prepaid", 1000, "2026-12-08")
        yield* sql`insert into payments (facility_id, payable_type, reservation_id, payer_id, method, amount, status, business_date, refund_of)
          values (${c.facility.id}, 'reservation', ${court}, ${c.player.id}, 'reversal_card', 1000, 'paid', '2026-12-08', ${card!.id})`
      }),
    )
    const days = await read(
      c.staff.caller,
      Effect.flatMap(insights, (i) => i.revenue(c.facility.id, period, "day")),
    )
    expect(
      days.buckets.map((b) => [b.start, b.money.courts, b.money.lessons, b.money.club_credits, b.value.courts]),
    ).toEqual([
      ["2026-12-07", 3000, 6000, 5000, 0],
      ["2026-12-08", -1000, 0, 0, 1000],
    ])
    // The same figures as the daily close, for each day.
    for (const bucket of days.buckets) {
      const close = await engine.as(
        c.staff.caller,
        Effect.flatMap(Ledger, (l) => l.closeReport(c.facility.id, bucket.start)),
      )
      const report = Either.getOrThrow(close)
      expect(bucket.money_total).toBe(report.money_taken.total)
      expect(bucket.value_total).toBe(report.value_moved.total)
      for (const sale of report.by_sale) {
        expect(bucket.money[sale.sold]).toBe(sale.money)
        expect(bucket.value[sale.sold]).toBe(sale.value)
      }
    }
    const month = await read(
      c.staff.caller,
      Effect.flatMap(insights, (i) => i.revenue(c.facility.id, period, "month")),
    )
    expect(month.buckets.map((b) => [b.start, b.money_total])).toEqual([["2026-12-01", 13000]])
  })
})

describe("people and behaviour", () => {
  it("counts members, who plays, no-shows, late cancellations, lead times and demand", async () => {
    const c = await club()
    const guestless = await c.book(c.one, "2026-12-07", 8 * H, 9 * H, { noShow: true, madeAhead: 2 })
    const late = await c.book(c.one, "2026-12-08", 9 * H, 10 * H)
    await engine.sql((sql) =>
      Effect.gen(function* () {
        const [plan] = yield* sql<{
          id: number
        }>`insert into membership_plans (facility_id, name) values (${c.facility.id}, 'Full') returning id`
        const [price] = yield* sql<{
          id: number
        }>`insert into membership_plan_prices (facility_id, plan_id, interval_unit, amount)
          values (${c.facility.id}, ${plan!.id}, 'year', 50000) returning id`
        yield* sql`insert into memberships (facility_id, plan_id, plan_price_id, owner_id, code, status, acquired_at, membership_origin)
          values (${c.facility.id}, ${plan!.id}, ${price!.id}, ${c.player.id}, 'M1', 'active', '2026-11-15T12:00:00Z', 'admin')`
        yield* sql`insert into reservation_users (facility_id, reservation_id, name, guest) values (${c.facility.id}, ${guestless}, 'A guest', true)`
        // Cancelled two hours before it started, within the club's 24 hours.
        yield* sql`update reservations set status = 'admin_cancelled', cancelled_by = ${c.player.id},
          cancelled_at = lower(during) - interval '2 hours' where id = ${late}`
        yield* sql`insert into slot_watches (facility_id, user_id, local_date, hour_from, hour_to, duration, ends_at)
          values (${c.facility.id}, ${c.player.id}, '2026-12-07', ${8 * H}, ${10 * H}, ${H}, now())`
      }),
    )
    const people = await read(
      c.staff.caller,
      Effect.flatMap(insights, (i) => i.people(c.facility.id, period, "month")),
    )
    expect(people.members).toEqual([{ start: "2026-12-01", active: 1, joined: 0, returned: 0, lapsed: 0 }])
    expect(people.player_mix).toEqual({ members: 1, non_members: 0, guests: 1 })
    expect(people.top_bookers).toEqual([{ user_id: c.player.id, name: expect.any(String), count: 1 }])

    const behaviour = await read(
      c.staff.caller,
      Effect.flatMap(insights, (i) => i.behaviour(c.facility.id, period)),
    )
    expect(behaviour.policy).toEqual({ late_cancel_hours: 24, late_cancel_fee_percent: 50, late_hours_counted: 24 })
    expect(behaviour.no_shows.by_hour[8]).toBe(1)
    expect(behaviour.no_shows.people.map((p) => p.count)).toEqual([1])
    expect(behaviour.late_cancellations.by_hour[9]).toBe(1)
    expect(behaviour.late_cancellations.people.map((p) => p.user_id)).toEqual([c.player.id])
    // The one active booking was made 2 hours ahead: the 1–6 hours bucket.
    expect(behaviour.lead_times.map((l) => l.count)).toEqual([0, 1, 0, 0, 0, 0, 0])
    expect(behaviour.demand.watched_hours.slice(8, 11)).toEqual([1, 1, 0])
    // Open 8 hours a day on 2 courts for 2 days, at each hour 8–11: 4 court-hours, less the one booked at 8.
    expect(behaviour.demand.free_hours.slice(7, 12)).toEqual([0, 3, 4, 4, 4])
  })
})
