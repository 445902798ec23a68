import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startEngine } from "../../fixtures/testing/engine"
import { addDays, localDate } from "../dates"
import { planFields } from "./membershipPlans"
import { makeClinicClub } from "../../fixtures/testing/clinics"
import { Bookings } from "../bookings/service"
import { Enrolments } from "../clinics/enrolments"
import { Memberships } from "./service"
import { Teachers } from "../teachers/service"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const memberships = Effect.serviceFunctions(Memberships)
const bookings = Effect.serviceFunctions(Bookings)
const enrolments = Effect.serviceFunctions(Enrolments)
const teachers = Effect.serviceFunctions(Teachers)
const failure = (result: Either.Either<unknown, { message: string }>) =>
  Either.isLeft(result) ? result.left.message : "succeeded"

const PLAN = planFields({
  name: "Adult",
  description: "Courts at member rates.",
  booking_window_days: 14,
  max_active_bookings: 3,
})

/** A club with a monthly plan (and a pricier one), a joining fee, its manager and two players. */
const planClub = async () => {
  const facility = await engine.facility()
  const manager = await engine.person([facility.id, "manager"])
  const owner = await engine.person([facility.id, "player"])
  const other = await engine.person([facility.id, "player"])
  const as = <A, E>(effect: Parameters<typeof engine.as<A, E>>[1]) => engine.as(manager.caller, effect)
  const plan = Either.getOrThrow(await as(memberships.savePlan(facility.id, undefined, PLAN)))
  const monthly = Either.getOrThrow(
    await as(
      memberships.savePrice(facility.id, plan.id, undefined, {
        interval_unit: "month",
        interval_count: 1,
        amount: 5000,
        renews: true,
        active: true,
      }),
    ),
  )
  const gold = Either.getOrThrow(await as(memberships.savePlan(facility.id, undefined, { ...PLAN, name: "Gold" })))
  const goldMonthly = Either.getOrThrow(
    await as(
      memberships.savePrice(facility.id, gold.id, undefined, {
        interval_unit: "month",
        interval_count: 1,
        amount: 8000,
        renews: true,
        active: true,
      }),
    ),
  )
  const fee = Either.getOrThrow(
    await as(memberships.saveFee(facility.id, plan.id, undefined, { name: "Joining fee", amount: 2500, active: true })),
  )
  /** A membership of the person on the price, started now. */
  const join = async (ownerId: number, priceId: number) =>
    Either.getOrThrow(
      await as(
        memberships.create(facility.id, {
          owner_id: ownerId,
          membership_plan_price_id: priceId,
          start: true,
          notify_via_email: true,
        }),
      ),
    )
  return { facility, manager, owner, other, plan, monthly, gold, goldMonthly, fee, as, join }
}

const charges = (membershipId: number) =>
  engine.sql(
    (sql) =>
      sql<{ kind: string; amount: string; payment_id: number | null }>`
      select kind, amount, payment_id from membership_charges where membership_id = ${membershipId} order by id`,
  )

describe("memberships", () => {
  it("a manager creates one that starts now, charged its joining fee and first month; transitions follow the state machine", async () => {
    const { owner, monthly, as, join } = await planClub()
    const m = await join(owner.id, monthly.id)
    expect(m).toMatchObject({ status: "active", owner_id: owner.id, plan_name: "Adult", balance_due: 7500 })
    expect(Date.parse(m.ends_at!) - Date.parse(m.acquired_at!)).toBeGreaterThan(27 * 86400_000)
    expect((await charges(m.id)).map((c) => [c.kind, Number(c.amount)])).toEqual([
      ["fee", 2500],
      ["period", 5000],
    ])
    expect(failure(await as(memberships.act(m.id, "resume")))).toBe(
      "Only a membership that is paused can be resumed; this one is active.",
    )
    // What the machine allows now is what the member page offers.
    expect(m.actions).toEqual(["pause", "cancel", "cancel_immediately", "player_cancel", "cancel_request"])
    const paused = Either.getOrThrow(await as(memberships.act(m.id, "pause")))
    expect(paused.status).toBe("paused")
    expect(paused.actions).toEqual(["resume", "cancel", "cancel_immediately", "cancel_request"])
    expect(Either.getOrThrow(await as(memberships.act(m.id, "resume"))).status).toBe("active")
    expect(Either.getOrThrow(await as(memberships.act(m.id, "cancel"))).status).toBe("cancel_scheduled")
    expect(Either.getOrThrow(await as(memberships.act(m.id, "continue"))).status).toBe("active")
    expect(Either.getOrThrow(await as(memberships.act(m.id, "cancel_immediately"))).status).toBe("cancelled")
    expect(Either.getOrThrow(await as(memberships.act(m.id, "recover"))).status).toBe("active")
    // Recovering starts a new period, charged once.
    expect((await charges(m.id)).filter((c) => c.kind === "period")).toHaveLength(2)
  })

  it("one live membership per person and plan, however many buy at once; codes from a sequence never collide", async () => {
    const { facility, owner, plan, monthly, as } = await planClub()
    const buy = (ownerId: number) =>
      as(
        memberships.create(facility.id, {
          owner_id: ownerId,
          membership_plan_price_id: monthly.id,
          start: false,
          notify_via_email: false,
        }),
      )
    const twenty = await Promise.all(Array.from({ length: 20 }, () => buy(owner.id)))
    const made = twenty.filter(Either.isRight).map((r) => r.right)
    expect(made).toHaveLength(1)
    const refusals = twenty.filter(Either.isLeft).map((r) => r.left as { _tag: string; message: string })
    expect(new Set(refusals.map((r) => r._tag))).toEqual(new Set(["Conflict"]))
    expect(refusals[0]!.message).toContain(made[0]!.code)
    // Twenty people buying at one moment get twenty codes.
    const people = await Promise.all(Array.from({ length: 20 }, () => engine.person([facility.id, "player"])))
    const bought = await Promise.all(people.map((p) => buy(p.id)))
    expect(bought.every(Either.isRight)).toBe(true)
    expect(new Set(bought.map((b) => Either.getOrThrow(b).code)).size).toBe(20)
    // A plan that allows several gives a second one.
    Either.getOrThrow(await as(memberships.savePlan(facility.id, plan.id, { ...PLAN, several_per_person: true })))
    expect(Either.isRight(await buy(owner.id))).toBe(true)
  })

  it("refuses an owner outside the club, too many members and a plan of another club, writing nothing", async () => {
    const { facility, owner, other, monthly, as } = await planClub()
    const stranger = await engine.person()
    const otherClub = await planClub()
    const base = { owner_id: owner.id, membership_plan_price_id: monthly.id, start: false, notify_via_email: true }
    expect(failure(await as(memberships.create(facility.id, { ...base, owner_id: stranger.id })))).toBe(
      `Person ${stranger.id} is not a member of this club.`,
    )
    expect(failure(await as(memberships.create(facility.id, { ...base, members: [other.id] })))).toBe(
      "Adult covers its owner alone.",
    )
    expect(
      failure(await as(memberships.create(facility.id, { ...base, membership_plan_price_id: otherClub.monthly.id }))),
    ).toBe("That price is not one of this club's membership plans.")
    expect(await engine.sql((sql) => sql`select id from memberships where facility_id = ${facility.id}`)).toEqual([])
  })

  it("changes owner only to a person of the club; members cancel where the plan lets them; other clubs see nothing", async () => {
    const { owner, other, monthly, as, join } = await planClub()
    const m = await join(owner.id, monthly.id)
    const stranger = await engine.person()
    expect(failure(await as(memberships.changeOwner(m.id, stranger.id)))).toBe(
      `Person ${stranger.id} is not a member of this club.`,
    )
    expect(Either.getOrThrow(await as(memberships.changeOwner(m.id, other.id))).owner_id).toBe(other.id)
    expect(failure(await engine.as(owner.caller, memberships.show(m.id)))).toBe("Membership was not found.")
    expect(
      Either.getOrThrow(await engine.as(other.caller, memberships.memberCancel(m.id, "player_cancel"))).status,
    ).toBe("cancel_scheduled")
    const otherClub = await planClub()
    expect(failure(await otherClub.as(memberships.act(m.id, "continue")))).toBe("Membership was not found.")
    expect(failure(await otherClub.as(memberships.show(m.id)))).toBe("Membership was not found.")
  })

  it("exports the club's memberships as rows a spreadsheet reads, for its managers", async () => {
    const { facility, owner, other, monthly, gold, as, join } = await planClub()
    const m = await join(owner.id, monthly.id)
    const season = Either.getOrThrow(
      await as(
        memberships.savePrice(facility.id, gold.id, undefined, {
          interval_unit: "month",
          interval_count: 3,
          amount: 18000,
          renews: false,
          active: true,
        }),
      ),
    )
    await join(other.id, season.id)
    const rows = Either.getOrThrow(await as(memberships.exportRows(facility.id)))
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: m.code,
          plan: "Adult",
          price: "50.00 every 1 month",
          status: "active",
          balance_due: "75.00",
        }),
        expect.objectContaining({ plan: "Gold", price: "180.00 every 3 months (once)" }),
      ]),
    )
    expect(rows).toHaveLength(2)
    expect(failure(await engine.as(owner.caller, memberships.exportRows(facility.id)))).toBe(
      "Only the club's managers change its memberships.",
    )
  })

  it("lists upgrade targets: prices of the same interval that cost more", async () => {
    const { facility, owner, monthly, goldMonthly, join } = await planClub()
    const m = await join(owner.id, monthly.id)
    const targets = Either.getOrThrow(
      await engine.as(owner.caller, memberships.plans(facility.id, { upgrade_from: m.id })),
    )
    expect(targets.map((p) => [p.name, p.prices.map((x) => x.id)])).toEqual([["Gold", [goldMonthly.id]]])
  })
})

describe("what a membership gives at booking", () => {
  it("member court rates and the plan's longer window while it is current; nothing once it is cancelled", async () => {
    const { facility, owner, monthly, as, join } = await planClub()
    await engine.sql((sql) => sql`update facilities set max_hours_range = 48 where id = ${facility.id}`)
    const [court] = await engine.openAllDay(facility.id, { rates: { member: 2000, other: 3000 } })
    const quote = async (daysAhead: number) =>
      Either.getOrThrow(
        await engine.as(
          owner.caller,
          bookings.quote({
            facility_id: facility.id,
            court_id: court!,
            date: addDays(localDate(new Date(), "America/New_York"), daysAhead),
            hour_start: 10 * 3600,
            hour_end: 11 * 3600,
            player_ids: [],
            guests: [],
          }),
        ),
      )
    expect((await quote(1)).fees.map((f) => f.amount)).toEqual([3000])
    expect((await quote(10)).problem).not.toBeNull()
    const m = await join(owner.id, monthly.id)
    expect((await quote(1)).fees.map((f) => f.amount)).toEqual([2000])
    expect((await quote(10)).problem).toBeNull()
    Either.getOrThrow(await as(memberships.act(m.id, "cancel_immediately")))
    expect((await quote(1)).fees.map((f) => f.amount)).toEqual([3000])
  })

  it("the plan's lesson and clinic prices for its members, as quoted and as charged", async () => {
    const { facility, manager, clinic, price, sessions, court } = await makeClinicClub(engine)
    const as = <A, E>(effect: Parameters<typeof engine.as<A, E>>[1]) =>
      engine.as(manager.caller, effect).then(Either.getOrThrow)
    const plan = await as(
      memberships.savePlan(
        facility.id,
        undefined,
        planFields({ name: "Club", lesson_discount_percent: 10, clinic_discount_percent: 20 }),
      ),
    )
    const monthly = await as(
      memberships.savePrice(facility.id, plan.id, undefined, {
        interval_unit: "month",
        interval_count: 1,
        amount: 5000,
        renews: true,
        active: true,
      }),
    )
    const member = await engine.person([facility.id, "player"])
    const guest = await engine.person([facility.id, "player"])
    await as(
      memberships.create(facility.id, {
        owner_id: member.id,
        membership_plan_price_id: monthly.id,
        start: true,
        notify_via_email: true,
      }),
    )
    const enrol = (who: typeof member) =>
      engine
        .as(
          who.caller,
          enrolments.enrol(clinic.id, {
            facility_id: facility.id,
            clinic_price_id: price.id,
            units: 1,
            lesson_ids: [sessions[0]!.id],
            waitlist: false,
          }),
        )
        .then(Either.getOrThrow)
    expect((await enrol(member)).amount).toBe(2000)
    expect((await enrol(guest)).amount).toBe(2500)

    const pro = await engine.person([facility.id, "teacher"])
    await engine.sql((sql) =>
      Effect.gen(function* () {
        yield* sql`insert into teacher_profiles (facility_id, user_id) values (${facility.id}, ${pro.id})`
        for (let day = 0; day < 7; day++)
          yield* sql`insert into teacher_hours (facility_id, user_id, day, hour_start, hour_end)
            values (${facility.id}, ${pro.id}, ${day}, 0, 86400)`
        yield* sql`insert into teacher_prices (facility_id, user_id, duration, user_type, quantity, price)
          values (${facility.id}, ${pro.id}, 60, 'Adult', 1, 6000)`
      }),
    )
    const date = addDays(localDate(new Date(), "America/New_York"), 1)
    const quoted = await engine
      .as(
        member.caller,
        teachers.price(pro.id, {
          facility_id: facility.id,
          quantity: 1,
          date,
          hour_start: 9 * 3600,
          hour_end: 10 * 3600,
          player_ids: [member.id, guest.id],
        }),
      )
      .then(Either.getOrThrow)
    expect(quoted.players.map((p) => p.price)).toEqual([5400, 6000])
    const booked = await as(
      bookings.bookAsStaff(court, {
        date,
        hour_start: 9 * 3600,
        hour_end: 10 * 3600,
        kind: "lesson",
        reservation_type: 0,
        player_ids: [member.id, guest.id],
        guests: [],
        teacher_id: pro.id,
        extra_court_ids: [],
      }),
    )
    expect(booked.fees.map((f) => f.amount)).toEqual([5400, 6000])
  })
})
