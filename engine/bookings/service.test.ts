import { Statement } from "@effect/sql"
import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { CurrentCaller, Relations } from "../access"
import { startEngine } from "../../fixtures/testing/engine"
import { addDays } from "../../web/src/ui/format"
import { localDate } from "../dates"
import { joinPlan } from "../../fixtures/testing/memberships"
import { Bookings } from "./service"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const bookings = Effect.serviceFunctions(Bookings)
const H = 3600
const day = addDays(new Date().toISOString().slice(0, 10), 3)

/** A club open all day with two courts, members at 20.00 an hour and others at 30.00. */
const club = async (settings: Parameters<typeof engine.facility>[0] = {}) => {
  const facility = await engine.facility({ max_hours_range: 24 * 30, ...settings })
  const courts = await engine.openAllDay(facility.id, { courts: 2, rates: { member: 2000, other: 3000 } })
  return { facility, courts }
}

/** The statements `effect` ran, with its outcome. */
const counted = async <A, E>(
  caller: Parameters<typeof engine.as>[0],
  effect: Effect.Effect<A, E, Bookings | CurrentCaller | Relations>,
) => {
  const ran: Array<string> = []
  const outcome = await engine.as(
    caller,
    Statement.withTransformer(effect, (statement) => {
      const [text] = statement.compile()
      // The tests' own check that a read writes nothing (VENUE_CHECK_READS) is not the service's statement.
      if (text !== "set transaction read only") ran.push(text)
      return Effect.succeed(statement)
    }),
  )
  return { outcome, ran }
}

describe("the booking window", () => {
  it("reaches as far as the club's window, or the member's plan's longer one, for them and a child they handle", async () => {
    const { facility } = await club({ max_hours_range: 48 })
    const manager = await engine.person([facility.id, "manager"])
    const member = await engine.person([facility.id, "player"])
    const other = await engine.person([facility.id, "player"])
    const ok = <A, E>(result: Either.Either<A, E>) => Either.getOrThrow(result)
    await joinPlan(engine, facility.id, manager, member.id, { name: "Gold", booking_window_days: 14 })
    const today = localDate(new Date(), "America/New_York")
    const mine = ok(await engine.as(member.caller, bookings.window(facility.id)))
    expect(mine).toMatchObject({ min_hours_range: 0, max_hours_range: 14 * 24, first_date: today })
    expect([addDays(today, 13), addDays(today, 14)]).toContain(mine.last_date)
    const theirs = ok(await engine.as(other.caller, bookings.window(facility.id)))
    expect(theirs.max_hours_range).toBe(48)
    const prying = await engine.as(other.caller, bookings.window(facility.id, member.id))
    expect(Either.isLeft(prying) && prying.left._tag).toBe("Forbidden")
  })
})

describe("booking a court", () => {
  it("reads what its rules and prices need once and writes the booking in one statement", async () => {
    const { facility, courts } = await club()
    const player = await engine.person([facility.id, "player"])
    const partner = await engine.person([facility.id, "player"])
    await engine.sql(
      (sql) =>
        sql`insert into booking_passes (facility_id, user_id, affiliation, reservation_pass) values (${facility.id}, ${partner.id}, 'member', true)`,
    )
    const { outcome, ran } = await counted(
      player.caller,
      bookings.book({
        facility_id: facility.id,
        court_id: courts[0]!,
        date: day,
        hour_start: 10 * H,
        hour_end: 11 * H,
        reservation_type: 0,
        player_ids: [partner.id],
        guests: ["Pat Guest"],
      }),
    )
    const booked = Either.getOrThrow(outcome)
    // The read, the write and its telling to webhooks (the other servers' calendars hear of it by the database's trigger).
    expect(ran).toHaveLength(3)
    expect(booked.users.map((u) => [u.user_id, u.guest])).toEqual([
      [player.id, false],
      [partner.id, false],
      [null, true],
    ])
    // A third of an hour each: at 30.00 for the non-member and the guest, 20.00 for the member.
    expect(booked.fees.map((f) => [f.user_index, f.amount, f.ru_id])).toEqual([
      [0, 1000, booked.users[0]!.id],
      [1, 667, booked.users[1]!.id],
      [2, 1000, booked.users[2]!.id],
    ])
    expect(booked.totals.total).toBe(booked.fees.reduce((s, f) => s + f.amount, 0))
  })

  it("prices a booking again as booking it would: a member keeps the member rate when the desk recalculates", async () => {
    const { facility, courts } = await club()
    const manager = await engine.person([facility.id, "manager"])
    const desk = await engine.person([facility.id, "front_desk"])
    const member = await engine.person([facility.id, "player"])
    const ok = <A, E>(result: Either.Either<A, E>) => Either.getOrThrow(result)
    await joinPlan(engine, facility.id, manager, member.id, { name: "Gold" })
    const booked = ok(
      await engine.as(
        member.caller,
        bookings.book({
          facility_id: facility.id,
          court_id: courts[0]!,
          date: day,
          hour_start: 9 * H,
          hour_end: 10 * H,
          reservation_type: 0,
          player_ids: [],
          guests: ["Sam"],
        }),
      ),
    )
    expect(booked.fees.map((f) => f.amount)).toEqual([1000, 1500])
    const again = ok(await engine.as(desk.caller, bookings.recalculateFees(booked.id)))
    expect(again.fees.map((f) => [f.user_index, f.amount])).toEqual([
      [0, 1000],
      [1, 1500],
    ])
    const outsider = await engine.person([(await engine.facility()).id, "front_desk"])
    expect(Either.isLeft(await engine.as(outsider.caller, bookings.recalculateFees(booked.id)))).toBe(true)
  })

  it("refuses an invited player who is not a member, a time outside the rules, and an upcoming booking over the limit", async () => {
    const { facility, courts } = await club({ max_active_bookings: 1 })
    const player = await engine.person([facility.id, "player"])
    const stranger = await engine.person()
    const slot = { facility_id: facility.id, court_id: courts[0]!, date: day, reservation_type: 0, guests: [] }
    const invite = await engine.as(
      player.caller,
      bookings.book({ ...slot, hour_start: 10 * H, hour_end: 11 * H, player_ids: [stranger.id] }),
    )
    expect(Either.isLeft(invite) && invite.left.message).toBe(`Player ${stranger.id} is not a member of this facility.`)
    const late = await engine.as(
      player.caller,
      bookings.book({ ...slot, hour_start: 23 * H, hour_end: 25 * H, player_ids: [] }),
    )
    expect(Either.isLeft(late) && late.left._tag).toBe("Unprocessable")
    Either.getOrThrow(
      await engine.as(player.caller, bookings.book({ ...slot, hour_start: 10 * H, hour_end: 11 * H, player_ids: [] })),
    )
    const second = await engine.as(
      player.caller,
      bookings.book({ ...slot, court_id: courts[1]!, hour_start: 12 * H, hour_end: 13 * H, player_ids: [] }),
    )
    expect(Either.isLeft(second) && second.left.message).toBe("A player may hold at most 1 upcoming bookings here.")
  })

  it("books several courts for the desk at once, or none when one is taken", async () => {
    const { facility, courts } = await club()
    const desk = await engine.person([facility.id, "front_desk"])
    const player = await engine.person([facility.id, "player"])
    const lesson = {
      date: day,
      hour_start: 14 * H,
      hour_end: 15 * H,
      kind: "rental" as const,
      reservation_type: 0,
      player_ids: [player.id],
      guests: [],
      extra_court_ids: [courts[1]!],
    }
    const booked = Either.getOrThrow(await engine.as(desk.caller, bookings.bookAsStaff(courts[0]!, lesson)))
    const rows = await engine.sql(
      (sql) => sql<{ court_id: number; parent_id: number | null }>`
        select court_id, parent_id from reservations where facility_id = ${facility.id} order by id`,
    )
    expect(rows.map((r) => [Number(r.court_id), r.parent_id === null ? null : Number(r.parent_id)])).toEqual([
      [courts[0], null],
      [courts[1], booked.id],
    ])
    const again = await engine.as(
      desk.caller,
      bookings.bookAsStaff(courts[1]!, { ...lesson, extra_court_ids: [], hour_start: 14.5 * H, hour_end: 15.5 * H }),
    )
    expect(Either.isLeft(again) && again.left._tag).toBe("Conflict")
    const count = await engine.sql(
      (sql) => sql<{ n: number }>`select count(*)::int as n from reservations where facility_id = ${facility.id}`,
    )
    expect(count[0]!.n).toBe(2)
  })

  it("quotes what the booking will record, without booking", async () => {
    const { facility, courts } = await club()
    const player = await engine.person([facility.id, "player"])
    const request = { facility_id: facility.id, court_id: courts[0]!, date: day, hour_start: 9 * H, hour_end: 10.5 * H }
    const quote = Either.getOrThrow(
      await engine.as(player.caller, bookings.quote({ ...request, player_ids: [], guests: ["Sam"] })),
    )
    const booked = Either.getOrThrow(
      await engine.as(
        player.caller,
        bookings.book({ ...request, reservation_type: 0, player_ids: [], guests: ["Sam"] }),
      ),
    )
    expect(quote.problem).toBeNull()
    expect(quote.waiver_problem).toBeNull()
    expect(quote.fees.map((f) => f.amount)).toEqual(booked.fees.map((f) => f.amount))
    expect(quote.total).toBe(booked.totals.total)
    expect(quote.fees[1]!.name).toBe("Sam")
  })

  it("quotes the waiver a booking waits for, the same sentence book refuses with", async () => {
    const { facility, courts } = await club()
    const player = await engine.person([facility.id, "player"])
    await engine.sql((sql) => sql`update facilities set require_booking_waiver = true where id = ${facility.id}`)
    await engine.sql(
      (sql) =>
        sql`insert into facility_waivers (facility_id, name, category) values (${facility.id}, 'Court use', 'facility_booking')`,
    )
    const request = { facility_id: facility.id, court_id: courts[0]!, date: day, hour_start: 9 * H, hour_end: 10 * H }
    const quote = Either.getOrThrow(
      await engine.as(player.caller, bookings.quote({ ...request, player_ids: [], guests: [] })),
    )
    const refused = await engine.as(
      player.caller,
      bookings.book({ ...request, reservation_type: 0, player_ids: [], guests: [] }),
    )
    expect(quote.problem).toBeNull()
    expect(Either.getLeft(refused).pipe((e) => (e._tag === "Some" ? e.value.message : undefined))).toBe(
      quote.waiver_problem,
    )
    expect(quote.waiver_problem).toMatch(/^Accept the club's current booking waiver/)
  })

  it("lets the desk book for the club, a teacher only their own lessons, and no one else", async () => {
    const { facility, courts } = await club()
    const { facility: other } = await club()
    const pro = await engine.person([facility.id, "teacher"])
    const player = await engine.person([facility.id, "player"])
    const elsewhere = await engine.person([other.id, "manager"])
    const lesson = (teacher_id: number | null, hour: number) =>
      bookings.bookAsStaff(courts[0]!, {
        date: day,
        hour_start: hour * H,
        hour_end: (hour + 1) * H,
        kind: teacher_id === null ? "rental" : "lesson",
        reservation_type: 0,
        player_ids: [player.id],
        guests: [],
        teacher_id,
        extra_court_ids: [],
      })
    expect(Either.isRight(await engine.as(pro.caller, lesson(pro.id, 8)))).toBe(true)
    for (const [caller, attempt] of [
      [pro.caller, lesson(null, 9)],
      [player.caller, lesson(pro.id, 10)],
      [elsewhere.caller, lesson(null, 11)],
    ] as const) {
      const refused = await engine.as(caller, attempt)
      expect(Either.isLeft(refused) && refused.left._tag).toBe("NotFound")
    }
  })

  it("books a teacher for one lesson at a time, on whichever court", async () => {
    const { facility, courts } = await club()
    const desk = await engine.person([facility.id, "manager"])
    const pro = await engine.person([facility.id, "teacher"])
    const lesson = (court: number, start: number, end: number) =>
      engine.as(
        desk.caller,
        bookings.bookAsStaff(court, {
          date: day,
          hour_start: start,
          hour_end: end,
          kind: "lesson",
          reservation_type: 0,
          player_ids: [],
          guests: [],
          teacher_id: pro.id,
          extra_court_ids: [],
        }),
      )
    expect(Either.isRight(await lesson(courts[0]!, 9 * H, 10 * H))).toBe(true)
    const overlapping = await lesson(courts[1]!, 9.5 * H, 10.5 * H)
    expect(Either.isLeft(overlapping) && overlapping.left.message).toBe(
      "The teacher already teaches 9:00 AM–10:00 AM that day.",
    )
    expect(Either.isRight(await lesson(courts[1]!, 10 * H, 11 * H))).toBe(true)
  })
})
