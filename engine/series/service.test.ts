import { Effect, Either } from "effect"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { addDays, localDate } from "../dates"
import { Bookings } from "../bookings/service"
import { Ledger } from "../payments/ledger"
import { PendingPayments } from "../payments/pendingPayments"
import { Series, type SeriesRequest } from "./service"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const series = Effect.serviceFunctions(Series)
const book = Effect.serviceFunctions(Ledger)
const pendingPayments = Effect.serviceFunctions(PendingPayments)
const H = 3600
const first = addDays(new Date().toISOString().slice(0, 10), 7)

/** A club open all day at 30.00 an hour (20.00 for members), its desk, and a league night's request. */
const leagueClub = async () => {
  const facility = await engine.facility({ max_hours_range: 24 * 120 })
  const courts = await engine.openAllDay(facility.id, { courts: 2, rates: { member: 2000, other: 3000 } })
  const desk = await engine.person([facility.id, "front_desk"])
  const player = await engine.person([facility.id, "player"])
  const request: SeriesRequest = {
    name: "Tuesday league",
    court_id: courts[0]!,
    first_date: first,
    every_weeks: 1,
    count: 4,
    hour_start: 19 * H,
    hour_end: 20 * H,
    kind: "reservation",
    reservation_type: 0,
    player_ids: [player.id],
    guests: [],
    guest_name: "Team Aces",
    extra_court_ids: [],
  }
  /** The desk's booking of the same court and hour `weeks` after the first date. */
  const takeWeek = (weeks: number) =>
    engine.as(
      desk.caller,
      Effect.flatMap(Bookings, (b) =>
        b.bookAsStaff(courts[0]!, { ...request, player_ids: [], date: addDays(first, 7 * weeks) }),
      ),
    )
  const count = (table: "reservation_series" | "reservations") =>
    engine
      .sql((sql) => sql<{ n: number }>`select count(*)::int as n from ${sql(table)} where facility_id = ${facility.id}`)
      .then((rows) => rows[0]!.n)
  return { facility, courts, desk, player, request, takeWeek, count }
}

const failure = <A, E>(result: Either.Either<A, E>) =>
  Either.getLeft(result).pipe((e) => (e._tag === "Some" ? (e.value as { _tag: string; message: string }) : undefined))

describe("recurring series", () => {
  it("plans every date with its price and each conflict, writing nothing", async () => {
    const club = await leagueClub()
    Either.getOrThrow(await club.takeWeek(2))
    const planned = Either.getOrThrow(
      await engine.as(club.desk.caller, series.plan(club.facility.id, club.request)),
    ).occurrences
    expect(planned.map((o) => [o.date, o.total, o.problem === null])).toEqual([
      [first, 3000, true],
      [addDays(first, 7), 3000, true],
      [addDays(first, 14), 0, false],
      [addDays(first, 21), 3000, true],
    ])
    expect(planned[2]!.problem).toMatch(/taken|booked/i)
    expect(await club.count("reservation_series")).toBe(0)
    expect(await club.count("reservations")).toBe(1)
  })

  it("books none when asked to cancel on a conflict, or the free dates when asked to skip", async () => {
    const club = await leagueClub()
    Either.getOrThrow(await club.takeWeek(1))
    const refused = failure(await engine.as(club.desk.caller, series.book(club.facility.id, club.request, "cancel")))
    expect(refused).toMatchObject({
      _tag: "Unprocessable",
      message: "1 of 4 dates cannot be booked; nothing was booked.",
    })
    expect([await club.count("reservation_series"), await club.count("reservations")]).toEqual([0, 1])

    const made = Either.getOrThrow(
      await engine.as(club.desk.caller, series.book(club.facility.id, club.request, "skip")),
    )
    expect(made.occurrences.map((o) => o.reservation_id === null)).toEqual([false, true, false, false])
    expect(made.series).toMatchObject({ name: "Tuesday league", every_weeks: 1, first_date: first })
    const shown = Either.getOrThrow(await engine.as(club.desk.caller, series.show(club.facility.id, made.series.id)))
    expect(shown.occurrences.map((o) => [o.date, o.status])).toEqual([
      [first, "booked"],
      [addDays(first, 14), "booked"],
      [addDays(first, 21), "booked"],
    ])
    const listed = Either.getOrThrow(await engine.as(club.desk.caller, series.list(club.facility.id)))
    expect(listed.map((s) => s.id)).toEqual([made.series.id])
  })

  it("cancels one date, or it and the following ones, each by the club's cancellation", async () => {
    const club = await leagueClub()
    const made = Either.getOrThrow(
      await engine.as(club.desk.caller, series.book(club.facility.id, { ...club.request, count: 5 }, "skip")),
    )
    const id = made.series.id
    const one = Either.getOrThrow(
      await engine.as(club.desk.caller, series.cancel(club.facility.id, id, addDays(first, 7), "this")),
    )
    expect(one.cancelled.map((c) => c.date)).toEqual([addDays(first, 7)])
    const rest = Either.getOrThrow(
      await engine.as(club.desk.caller, series.cancel(club.facility.id, id, addDays(first, 21), "following")),
    )
    expect(rest.cancelled.map((c) => c.date)).toEqual([addDays(first, 21), addDays(first, 28)])
    const shown = Either.getOrThrow(await engine.as(club.desk.caller, series.show(club.facility.id, id)))
    expect(shown.occurrences.map((o) => o.status)).toEqual([
      "booked",
      "admin_cancelled",
      "booked",
      "admin_cancelled",
      "admin_cancelled",
    ])
    const again = failure(
      await engine.as(club.desk.caller, series.cancel(club.facility.id, id, addDays(first, 28), "this")),
    )
    expect(again?.message).toBe("Nothing of the series is left to cancel.")
  })

  it("is the club's staff's: players, another club's staff and another club's courts are refused", async () => {
    const club = await leagueClub()
    const other = await leagueClub()
    expect(failure(await engine.as(club.player.caller, series.plan(club.facility.id, club.request)))?._tag).toBe(
      "Forbidden",
    )
    expect(failure(await engine.as(other.desk.caller, series.plan(club.facility.id, club.request)))?._tag).toBe(
      "Forbidden",
    )
    // Their own club's series on this club's court: no such court there.
    expect(failure(await engine.as(other.desk.caller, series.plan(other.facility.id, club.request)))?._tag).toBe(
      "NotFound",
    )
    const made = Either.getOrThrow(
      await engine.as(club.desk.caller, series.book(club.facility.id, club.request, "skip")),
    )
    expect(failure(await engine.as(other.desk.caller, series.show(other.facility.id, made.series.id)))?._tag).toBe(
      "NotFound",
    )
    expect(
      failure(await engine.as(club.desk.caller, series.plan(club.facility.id, { ...club.request, every_weeks: 9 }))),
    ).toMatchObject({ _tag: "Unprocessable", message: "A series repeats every 1 to 8 weeks." })
    expect([await other.count("reservations"), await other.count("reservation_series")]).toEqual([0, 0])
  })

  it("never writes a date a rule refuses: what is booked is the pattern's dates less those closed or taken", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.nat({ max: 5 }), { maxLength: 3 }),
        fc.array(fc.nat({ max: 5 }), { maxLength: 3 }),
        async (every, count, closedAt, takenAt) => {
          const club = await leagueClub()
          const dates = Array.from({ length: count }, (_, i) => addDays(first, 7 * every * i))
          const closed = new Set(closedAt.filter((i) => i < count).map((i) => dates[i]!))
          const taken = new Set(takenAt.filter((i) => i < count && !closed.has(dates[i]!)).map((i) => dates[i]!))
          await engine.sql((sql) =>
            Effect.forEach(
              closed,
              (date) => sql`
              insert into schedule_rules (facility_id, kind, starts_on, ends_on)
              values (${club.facility.id}, 'closure', ${date}, ${date})`,
            ),
          )
          for (const date of taken) Either.getOrThrow(await club.takeWeek(dates.indexOf(date) * every))
          const request = { ...club.request, every_weeks: every, count }
          const made = await engine.as(club.desk.caller, series.book(club.facility.id, request, "skip"))
          const free = dates.filter((d) => !closed.has(d) && !taken.has(d))
          if (free.length === 0) {
            expect(failure(made)?._tag).toBe("Unprocessable")
            return
          }
          const written = Either.getOrThrow(made).occurrences
          expect(written.filter((o) => o.problem === null).map((o) => o.date)).toEqual(free)
          expect(written.filter((o) => o.problem !== null).map((o) => o.date)).toEqual(
            dates.filter((d) => closed.has(d) || taken.has(d)),
          )
          const shown = Either.getOrThrow(
            await engine.as(club.desk.caller, series.show(club.facility.id, Either.getOrThrow(made).series.id)),
          )
          expect(shown.occurrences.map((o) => o.date)).toEqual(free)
        },
      ),
      { numRuns: 12 },
    )
  })

  it("lets players book their own series only as the club allows, each date held to their booking window and limits", async () => {
    const facility = await engine.facility({ max_hours_range: 24 * 16 })
    const [court] = await engine.openAllDay(facility.id, { courts: 1, rates: { member: 2000, other: 3000 } })
    const manager = await engine.person([facility.id, "manager"])
    const player = await engine.person([facility.id, "player"])
    const member = await engine.person([facility.id, "player"])
    await engine.sql(
      (sql) =>
        sql`insert into booking_passes (facility_id, user_id, reservation_pass) values (${facility.id}, ${member.id}, true)`,
    )
    const own = {
      court_id: court!,
      first_date: first,
      every_weeks: 1,
      count: 3,
      hour_start: 8 * H,
      hour_end: 9 * H,
      player_ids: [],
      guests: [],
    }
    // The desk books series unless the club says otherwise.
    expect(failure(await engine.as(member.caller, series.planOwn(facility.id, own)))).toMatchObject({
      _tag: "Forbidden",
      message: "This club's weekly series are booked by its front desk.",
    })
    const settings = { who: "members" as const, weeks_ahead: 4, most_series: 1 }
    expect(failure(await engine.as(player.caller, series.saveMemberSettings(facility.id, settings)))).toMatchObject({
      _tag: "Forbidden",
    })
    Either.getOrThrow(await engine.as(manager.caller, series.saveMemberSettings(facility.id, settings)))
    expect(failure(await engine.as(player.caller, series.planOwn(facility.id, own)))).toMatchObject({
      _tag: "Forbidden",
      message: "Only the club's members book weekly series here.",
    })
    expect(failure(await engine.as(member.caller, series.planOwn(facility.id, { ...own, count: 5 })))).toMatchObject({
      message: "Weekly series here reach at most 4 weeks ahead.",
    })

    // The member's window is 16 days: the third date (three weeks from the first) is beyond it.
    const planned = Either.getOrThrow(await engine.as(member.caller, series.planOwn(facility.id, own))).occurrences
    expect(planned.map((o) => [o.date, o.problem === null])).toEqual([
      [first, true],
      [addDays(first, 7), true],
      [addDays(first, 14), false],
    ])
    expect(failure(await engine.as(member.caller, series.bookOwn(facility.id, own, "cancel")))).toMatchObject({
      _tag: "Unprocessable",
      message: "1 of 3 dates cannot be booked; nothing was booked.",
    })
    const made = Either.getOrThrow(await engine.as(member.caller, series.bookOwn(facility.id, own, "skip")))
    expect(made.occurrences.filter((o) => o.reservation_id !== null)).toHaveLength(2)
    const players = await engine.sql(
      (sql) => sql<{ user_id: number; series_id: number }>`
        select ru.user_id, r.series_id from reservations r join reservation_users ru on ru.reservation_id = r.id
        where r.facility_id = ${facility.id}`,
    )
    expect(players).toEqual([
      { user_id: member.id, series_id: made.series.id },
      { user_id: member.id, series_id: made.series.id },
    ])
    // One series at a time here.
    expect(
      failure(
        await engine.as(
          member.caller,
          series.bookOwn(facility.id, { ...own, hour_start: 10 * H, hour_end: 11 * H }, "skip"),
        ),
      ),
    ).toMatchObject({ _tag: "Unprocessable", message: expect.stringMatching(/keep 1 weekly series at a time/) })
  })
})

describe("a series paid up front and moved", () => {
  /** Each occurrence's ledger rows: what was paid, by what, on which business day. */
  const rowsOf = (facilityId: number) =>
    engine.sql(
      (sql) => sql<{ date: string; method: string; amount: number; business_date: string }>`
        select r.local_date::text as date, p.method, p.amount::int, p.business_date::text
        from payments p join reservations r on r.id = p.reservation_id
        where p.facility_id = ${facilityId} order by p.id`,
    )

  it("takes one movement for every occurrence to come; a cancelled one is refunded alone; each shows on its day's close", async () => {
    const club = await leagueClub()
    const made = Either.getOrThrow(
      await engine.as(club.desk.caller, series.book(club.facility.id, club.request, "skip")),
    )
    const id = made.series.id
    const today = () => localDate(new Date(), club.facility.time_zone)
    // Not the player's to pay: the desk made it.
    expect(
      failure(await engine.as(club.player.caller, series.pay(club.facility.id, id, { method: "card" }))),
    ).toMatchObject({ _tag: "NotFound" })
    const paid = Either.getOrThrow(
      await engine.as(club.desk.caller, series.pay(club.facility.id, id, { method: "cash" })),
    )
    expect(paid.total).toBe(4 * 3000)
    expect(paid.occurrences.map((o) => [o.date, o.amount])).toEqual(
      [0, 7, 14, 21].map((days) => [addDays(first, days), 3000]),
    )
    expect(await rowsOf(club.facility.id)).toEqual(
      [0, 7, 14, 21].map((days) => ({
        date: addDays(first, days),
        method: "cash",
        amount: 3000,
        business_date: today(),
      })),
    )
    const again = failure(await engine.as(club.desk.caller, series.pay(club.facility.id, id, { method: "cash" })))
    expect(again?.message).toBe("Nothing of these bookings is left to pay.")

    // Cancelled well ahead: that occurrence's money comes back by the policy, the others' stays.
    Either.getOrThrow(await engine.as(club.desk.caller, series.cancel(club.facility.id, id, addDays(first, 7), "this")))
    const rows = await rowsOf(club.facility.id)
    expect(rows.filter((r) => r.method !== "cash")).toEqual([
      { date: addDays(first, 7), method: "reversal_cash", amount: 3000, business_date: today() },
    ])

    const close = (date: string) =>
      engine.as(club.desk.caller, book.closeReport(club.facility.id, date)).then(Either.getOrThrow)
    expect((await close(today())).money_taken.total).toBe(3 * 3000)
    const played = (await close(addDays(first, 14))).paid_earlier
    expect(played).toEqual([
      expect.objectContaining({ series_id: id, hour_start: 19 * H, paid_on: today(), amount: 3000 }),
    ])
    expect((await close(addDays(first, 7))).paid_earlier).toEqual([])
  })

  it("moves this and the following occurrences to another hour, each re-checked; a paid one stays, with the reason", async () => {
    const club = await leagueClub()
    const made = Either.getOrThrow(
      await engine.as(club.desk.caller, series.book(club.facility.id, club.request, "skip")),
    )
    const id = made.series.id
    const occurrence = (weeks: number) => made.occurrences[weeks]!.reservation_id!
    // Week 1 is paid; week 2's new hour is taken on that court.
    Either.getOrThrow(
      await engine.as(
        club.desk.caller,
        pendingPayments.payPending(occurrence(1), { method: "cash", use_credits: false }),
      ),
    )
    Either.getOrThrow(
      await engine.as(
        club.desk.caller,
        Effect.flatMap(Bookings, (b) =>
          b.bookAsStaff(club.courts[0]!, {
            ...club.request,
            player_ids: [],
            date: addDays(first, 14),
            hour_start: 20 * H,
            hour_end: 21 * H,
          }),
        ),
      ),
    )
    // Week 3's price was agreed lower with the desk: a move keeps it.
    await engine.sql((sql) => sql`update reservation_fees set amount = 2500 where reservation_id = ${occurrence(3)}`)
    const change = { date: addDays(first, 7), scope: "following" as const, hour_start: 20 * H, hour_end: 21 * H }
    const planned = Either.getOrThrow(
      await engine.as(club.desk.caller, series.move(club.facility.id, id, change, { dryRun: true, conflicts: "skip" })),
    )
    // A moved date keeps the price it had; the desk may ask for the new hour's instead.
    const had = 2500
    expect(planned.occurrences.map((o) => [o.date, o.problem === null ? o.total : o.problem])).toEqual([
      [addDays(first, 7), "It has payments: cancel it (refunded by the club's policy) and book the new time instead."],
      [addDays(first, 14), expect.stringMatching(/already booked/)],
      [addDays(first, 21), had],
    ])
    const repriced = Either.getOrThrow(
      await engine.as(
        club.desk.caller,
        series.move(club.facility.id, id, { ...change, reprice: true }, { dryRun: true, conflicts: "skip" }),
      ),
    )
    expect(repriced.occurrences.at(-1)!.total).toBe(3000)
    const statuses = () =>
      engine.sql(
        (sql) => sql<{ date: string; hour_start: number; status: string }>`
          select local_date::text as date, hour_start, status from reservations
          where facility_id = ${club.facility.id} and series_id = ${id} order by local_date, id`,
      )
    const before = await statuses()
    expect(
      failure(
        await engine.as(
          club.desk.caller,
          series.move(club.facility.id, id, change, { dryRun: false, conflicts: "cancel" }),
        ),
      ),
    ).toMatchObject({ message: "2 of 3 dates cannot be moved; nothing was moved." })
    expect(await statuses()).toEqual(before)

    const moved = Either.getOrThrow(
      await engine.as(
        club.desk.caller,
        series.move(club.facility.id, id, change, { dryRun: false, conflicts: "skip" }),
      ),
    )
    expect(moved.occurrences.filter((o) => o.problem === null).map((o) => o.date)).toEqual([addDays(first, 21)])
    expect(await statuses()).toEqual([
      { date: first, hour_start: 19 * H, status: "booked" },
      { date: addDays(first, 7), hour_start: 19 * H, status: "booked" },
      { date: addDays(first, 14), hour_start: 19 * H, status: "booked" },
      { date: addDays(first, 21), hour_start: 19 * H, status: "admin_cancelled" },
      { date: addDays(first, 21), hour_start: 20 * H, status: "booked" },
    ])
    const shown = Either.getOrThrow(await engine.as(club.desk.caller, series.show(club.facility.id, id)))
    expect([shown.hour_start, shown.hour_end]).toEqual([20 * H, 21 * H])
    // The new occurrence keeps the series' players and team.
    const [player] = await engine.sql(
      (sql) => sql<{ user_id: number; guest_name: string }>`
        select ru.user_id, r.guest_name from reservations r join reservation_users ru on ru.reservation_id = r.id
        where r.series_id = ${id} and r.local_date = ${addDays(first, 21)} and r.status = 'booked'`,
    )
    expect(player).toEqual({ user_id: club.player.id, guest_name: "Team Aces" })
  })

  it("is the club's: another club's staff find no series to move or pay", async () => {
    const club = await leagueClub()
    const other = await leagueClub()
    const made = Either.getOrThrow(
      await engine.as(club.desk.caller, series.book(club.facility.id, club.request, "skip")),
    )
    const change = { date: first, scope: "all" as const, hour_start: 8 * H, hour_end: 9 * H }
    for (const facilityId of [club.facility.id, other.facility.id]) {
      expect(
        failure(
          await engine.as(
            other.desk.caller,
            series.move(facilityId, made.series.id, change, { dryRun: false, conflicts: "skip" }),
          ),
        )?._tag,
      ).toMatch(/Forbidden|NotFound/)
      expect(
        failure(await engine.as(other.desk.caller, series.pay(facilityId, made.series.id, { method: "cash" })))?._tag,
      ).toMatch(/Forbidden|NotFound/)
    }
    expect(await club.count("reservations")).toBe(4)
  })
})
