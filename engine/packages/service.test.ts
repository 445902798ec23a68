import { Effect, Either } from "effect"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { insertReservation } from "../../adapters/sql/bookings"
import type { GeneralSettings } from "../facilities/rules"
import { startEngine } from "../../fixtures/testing/engine"
import { localDate, localInstant } from "../dates"
import { lessonsLeft, packageUseProblem } from "./rules"
import { Packages } from "./service"
import { Ledger } from "../payments/ledger"
import { Refunds } from "../payments/refunds"
import { Reservations } from "../reservations/service"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const packages = Effect.serviceFunctions(Packages)
const reservations = Effect.serviceFunctions(Reservations)
const book = Effect.serviceFunctions(Ledger)
const refunds = Effect.serviceFunctions(Refunds)
const H = 3600
const NY = "America/New_York"

/** A club whose manager sold its player a package of `lessons` hour lessons with its teacher, paid in cash. */
const soldPackage = async (lessons: number, settings: Partial<GeneralSettings> = {}) => {
  const facility = await engine.facility(settings)
  const desk = await engine.person([facility.id, "manager"])
  const player = await engine.person([facility.id, "player"])
  const pro = await engine.person([facility.id, "teacher"])
  const offer = Either.getOrThrow(
    await engine.as(
      desk.caller,
      packages.saveOffer(facility.id, undefined, {
        teacher_id: pro.id,
        name: `${lessons} lessons`,
        lessons,
        duration: 60,
        price: 5000 * lessons,
        valid_days: 3650,
        active: true,
      }),
    ),
  )
  const bought = Either.getOrThrow(
    await engine.as(
      desk.caller,
      packages.buy(player.id, facility.id, { teacher_package_id: offer.id, method: "cash" }),
    ),
  )
  /** An hour's lesson with the teacher and the player on a new court, starting at `starts`. */
  const lesson = (starts: Date) =>
    engine.sql((sql) =>
      Effect.gen(function* () {
        const [court] = yield* sql<{ id: number }>`
          insert into courts (facility_id, name, sport)
          select ${facility.id}, 'Court ' || (count(*) + 1), 'tennis' from courts where facility_id = ${facility.id}
          returning id`
        return yield* insertReservation({
          facility_id: facility.id,
          court_id: Number(court!.id),
          date: localDate(starts, NY),
          hour_start: 10 * H,
          hour_end: 11 * H,
          starts_at: starts,
          ends_at: new Date(starts.getTime() + H * 1000),
          kind: "lesson",
          subkind: null,
          reservation_type: 0,
          created_by: desk.id,
          teacher_id: pro.id,
          guest_name: null,
          users: [{ user_id: player.id, name: "Player", rating: null, guest: false }],
        })
      }),
    )
  return { player, bought, lesson }
}

describe("a lesson package", () => {
  it("never gives more lessons than were bought, even to two bookings at once", async () => {
    const { player, bought, lesson } = await soldPackage(1)
    const starts = localInstant("2031-03-03", 10 * H, NY)
    const lessons = [await lesson(starts), await lesson(starts)]
    const outcomes = await Promise.all(lessons.map((id) => engine.as(player.caller, packages.useLesson(bought.id, id))))
    expect(outcomes.filter(Either.isRight)).toHaveLength(1)
    const refused = outcomes.find(Either.isLeft)!
    expect(Either.isLeft(refused) && refused.left.message).toBe("This package has no lessons left.")
    const [after] = Either.getOrThrow(await engine.as(player.caller, packages.held(undefined, undefined, false)))
    expect(after).toMatchObject({ lessons: 1, used: 1, left: 0 })
  })

  it("keeps a lesson cancelled late as used, and says so before the cancel", async () => {
    const { player, bought, lesson } = await soldPackage(10, { late_cancel_hours: 48, late_cancel_fee_percent: 100 })
    // Tomorrow, within the 48 hours of a late cancellation.
    const id = await lesson(new Date(Date.now() + 24 * H * 1000))
    Either.getOrThrow(await engine.as(player.caller, packages.useLesson(bought.id, id)))
    const told = Either.getOrThrow(await engine.as(player.caller, reservations.cancellationVerification(id)))
    expect(told.message).toMatch(/ The lesson stays used from its package: it is a late cancellation\.$/)
    expect(told.owed).toBe(0)
    Either.getOrThrow(await engine.as(player.caller, reservations.cancel(id)))
    // The used lesson is the fee: nothing is charged on top.
    const charged = await engine.sql(
      (sql) => sql<{ n: number }>`select count(*)::int as n from payments where reservation_id = ${id}`,
    )
    expect(charged[0]!.n).toBe(0)
    const [after] = Either.getOrThrow(await engine.as(player.caller, packages.held(undefined, undefined, false)))
    expect(after).toMatchObject({ used: 1, left: 9 })
  })

  it("is paid from club credits or the club account, within the club's limit, and refunded the way it was paid", async () => {
    const facility = await engine.facility({ players_charge_accounts: true, account_limit: 12000 })
    const desk = await engine.person([facility.id, "manager"])
    const player = await engine.person([facility.id, "player"])
    const offer = Either.getOrThrow(
      await engine.as(
        desk.caller,
        packages.saveOffer(facility.id, undefined, {
          teacher_id: null,
          name: "Five lessons",
          lessons: 5,
          duration: 60,
          price: 10000,
          valid_days: 365,
          active: true,
        }),
      ),
    )
    const buy = (method: "prepaid" | "accounts_receivable") =>
      engine.as(player.caller, packages.buy(player.id, facility.id, { teacher_package_id: offer.id, method }))
    const short = await buy("prepaid")
    expect(Either.isLeft(short) && short.left.message).toBe(
      "The club credit balance is $0.00; $100.00 is more than that.",
    )
    Either.getOrThrow(await engine.as(desk.caller, book.adjustCredits(facility.id, [player.id], 15000, "Gift")))
    const byCredits = Either.getOrThrow(await buy("prepaid"))
    expect(Either.getOrThrow(await engine.as(player.caller, book.balance(player.id, facility.id)))).toMatchObject({
      balance: 5000,
    })
    const onAccount = Either.getOrThrow(await buy("accounts_receivable"))
    // A second charge would leave the account owing 200.00 of a 120.00 limit.
    const overLimit = await buy("accounts_receivable")
    expect(Either.isLeft(overLimit) && overLimit.left.message).toMatch(/allows up to/)
    expect(onAccount.left).toBe(5)

    const [paid] = Either.getOrThrow(await engine.as(player.caller, book.paymentsOf(player.id, facility.id))).filter(
      (p) => p.payable_type === "user_package" && p.payable_id === byCredits.id,
    )
    expect(paid).toMatchObject({ method: "prepaid", amount: 10000 })
    Either.getOrThrow(await engine.as(desk.caller, refunds.refund(paid!.id, undefined, "refund")))
    expect(Either.getOrThrow(await engine.as(player.caller, book.balance(player.id, facility.id)))).toMatchObject({
      balance: 15000,
    })
    const usable = Either.getOrThrow(await engine.as(player.caller, packages.held(undefined, undefined, true)))
    expect(usable.map((p) => p.id)).toEqual([onAccount.id])
  })

  it("counts lessons left as bought less used, never below nothing, and takes none from an empty one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 400 }), (lessons, used) => {
        const left = lessonsLeft(lessons, used)
        expect(left).toBeGreaterThanOrEqual(0)
        if (used <= lessons) expect(used + left).toBe(lessons)
        const problem = packageUseProblem(
          { left, expires_on: "2099-12-31", teacher_id: null, duration: 60, teacher_name: null, refunded: false },
          { date: "2030-01-01", teacher_id: 1, minutes: 60 },
        )
        expect(problem === undefined).toBe(left > 0)
      }),
    )
  })
})
