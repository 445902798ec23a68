import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { GeneralSettings } from "../facilities/rules"
import { ClubAccounts } from "../clubAccounts/service"
import { Ledger } from "../payments/ledger"
import { PendingPayments } from "../payments/pendingPayments"
import { Reservations } from "./service"
import { startEngine } from "../../fixtures/testing/engine"

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const reservations = Effect.serviceFunctions(Reservations)
const book = Effect.serviceFunctions(Ledger)
const pendingPayments = Effect.serviceFunctions(PendingPayments)
const accounts = Effect.serviceFunctions(ClubAccounts)

const booking = (facilityId: number, player: number, hoursAhead: number, fee = 0) =>
  engine.booking(facilityId, player, hoursAhead, fee)

describe("cancelling a reservation", () => {
  it("tells the player, and a guardian of a child in it, what cancelling does, then cancels it", async () => {
    const facility = await engine.facility()
    const guardian = await engine.person([facility.id, "player"])
    const child = await engine.person([facility.id, "player"])
    await engine.sql(
      (sql) =>
        sql`insert into family_links (user_id, related_user_id, handled) values (${guardian.id}, ${child.id}, true)`,
    )
    const id = await booking(facility.id, child.id, 48)
    const verification = Either.getOrThrow(await engine.as(guardian.caller, reservations.cancellationVerification(id)))
    expect(verification.allowed).toBe(true)
    expect(verification.message).toMatch(/^Cancel the booking of Court 1 on /)
    const cancelled = Either.getOrThrow(await engine.as(guardian.caller, reservations.cancel(id)))
    expect(cancelled.status).not.toBe("booked")
    const again = await engine.as(child.caller, reservations.cancel(id))
    expect(Either.isLeft(again) && again.left._tag).toBe("Unprocessable")
  })

  it("is not found for someone with no relation to it, and refused for a booking that is over", async () => {
    const facility = await engine.facility()
    const player = await engine.person([facility.id, "player"])
    const stranger = await engine.person([facility.id, "player"])
    const id = await booking(facility.id, player.id, 48)
    const probe = await engine.as(stranger.caller, reservations.cancellationVerification(id))
    expect(Either.isLeft(probe) && probe.left._tag).toBe("NotFound")
    const past = await booking(facility.id, player.id, -72)
    const verdict = Either.getOrThrow(await engine.as(player.caller, reservations.cancellationVerification(past)))
    expect(verdict.allowed).toBe(false)
    const refused = await engine.as(player.caller, reservations.cancel(past))
    expect(Either.isLeft(refused) && refused.left.message).toBe(verdict.message)
  })
})

describe("the money of a cancelled booking", () => {
  /** A club with the policy given, its desk, a manager and a player with a 30.00 booking `hoursAhead`. */
  const club = async (policy: Partial<GeneralSettings> = {}, hoursAhead = 48) => {
    const facility = await engine.facility(policy)
    const desk = await engine.person([facility.id, "front_desk"])
    const manager = await engine.person([facility.id, "manager"])
    const player = await engine.person([facility.id, "player"])
    const id = await booking(facility.id, player.id, hoursAhead, 3000)
    return { facility, desk, manager, player, id }
  }
  const paymentsOf = (caller: Parameters<typeof engine.as>[0], id: number) =>
    engine.as(caller, book.reservationPayments(id)).then((r) => Either.getOrThrow(r).payments)

  it("hands cash back when the desk cancels, and says so first", async () => {
    const { desk, id } = await club()
    Either.getOrThrow(
      await engine.as(desk.caller, pendingPayments.payPending(id, { method: "cash", use_credits: false })),
    )
    const told = Either.getOrThrow(await engine.as(desk.caller, reservations.cancellationVerification(id)))
    expect(told.message).toMatch(/No cancellation fee applies\. \$30\.00 is handed back in cash\.$/)
    expect(told.refunds).toMatchObject([{ amount: 3000, way: "refund", method: "cash" }])
    const cancelled = Either.getOrThrow(await engine.as(desk.caller, reservations.cancel(id)))
    expect(cancelled.status).toBe("admin_cancelled")
    const rows = await paymentsOf(desk.caller, id)
    expect(rows.map((p) => [p.method, p.amount, p.status]).sort()).toEqual([
      ["cash", 3000, "totally_refunded"],
      ["reversal_cash", 3000, "paid"],
    ])
  })

  it("gives a player's own cancel of a desk payment back as club credits, and stores it as the player's cancel", async () => {
    const { desk, player, facility, id } = await club()
    Either.getOrThrow(
      await engine.as(desk.caller, pendingPayments.payPending(id, { method: "cash", use_credits: false })),
    )
    const told = Either.getOrThrow(await engine.as(player.caller, reservations.cancellationVerification(id)))
    expect(told.message).toMatch(/\$30\.00 goes back as club credits\.$/)
    const cancelled = Either.getOrThrow(await engine.as(player.caller, reservations.cancel(id)))
    expect(cancelled.status).toBe("closed")
    const [who] = await engine.sql(
      (sql) => sql<{ cancelled_by: number }>`select cancelled_by from reservations where id = ${id}`,
    )
    expect(Number(who!.cancelled_by)).toBe(player.id)
    const balance = Either.getOrThrow(await engine.as(player.caller, book.balance(player.id, facility.id)))
    expect(balance.balance).toBe(3000)
  })

  it("puts club credits back and takes a club-account charge off the account", async () => {
    const { desk, manager, player, facility, id } = await club()
    Either.getOrThrow(await engine.as(manager.caller, book.adjustCredits(facility.id, [player.id], 3000, "Welcome")))
    Either.getOrThrow(
      await engine.as(player.caller, pendingPayments.payPending(id, { method: "prepaid", use_credits: false })),
    )
    expect(Either.getOrThrow(await engine.as(player.caller, book.balance(player.id, facility.id))).balance).toBe(0)
    Either.getOrThrow(await engine.as(player.caller, reservations.cancel(id)))
    expect(Either.getOrThrow(await engine.as(player.caller, book.balance(player.id, facility.id))).balance).toBe(3000)

    const charged = await booking(facility.id, player.id, 72, 3000)
    Either.getOrThrow(
      await engine.as(
        desk.caller,
        pendingPayments.payPending(charged, { method: "accounts_receivable", use_credits: false }),
      ),
    )
    const owing = () =>
      engine.as(desk.caller, accounts.ofPerson(facility.id, player.id)).then((r) => Either.getOrThrow(r)!.balance)
    expect(await owing()).toBe(3000)
    const told = Either.getOrThrow(await engine.as(desk.caller, reservations.cancellationVerification(charged)))
    expect(told.message).toMatch(/\$30\.00 comes off the club account\.$/)
    Either.getOrThrow(await engine.as(desk.caller, reservations.cancel(charged)))
    expect(await owing()).toBe(0)
  })

  it("keeps a late-cancellation fee, which staff may waive; refunds to credits or keeps all as the club decides", async () => {
    const late = { late_cancel_hours: 24, late_cancel_fee_percent: 50 }
    const { desk, manager, player, facility, id } = await club({ ...late, cancellation_refund: "credits" }, 5)
    Either.getOrThrow(
      await engine.as(desk.caller, pendingPayments.payPending(id, { method: "cash", use_credits: false })),
    )
    const told = Either.getOrThrow(await engine.as(player.caller, reservations.cancellationVerification(id)))
    expect(told).toMatchObject({ late: true, fee: 1500, kept: 1500, paid: 3000 })
    expect(told.message).toMatch(
      /less than 24 hours before the start, so the club's late-cancellation fee of \$15\.00 applies\. The club keeps \$15\.00 of the \$30\.00 paid\. \$15\.00 goes back as club credits\.$/,
    )
    const waived = await engine.as(player.caller, reservations.cancellationVerification(id, true))
    expect(Either.isLeft(waived) && waived.left._tag).toBe("Forbidden")
    const deskWaives = await engine.as(desk.caller, reservations.cancellationVerification(id, true))
    expect(Either.isLeft(deskWaives) && deskWaives.left._tag).toBe("Forbidden")
    expect(
      Either.getOrThrow(await engine.as(manager.caller, reservations.cancellationVerification(id, true))).fee,
    ).toBe(0)
    Either.getOrThrow(await engine.as(player.caller, reservations.cancel(id)))
    expect(Either.getOrThrow(await engine.as(player.caller, book.balance(player.id, facility.id))).balance).toBe(1500)

    const kept = await club({ cancellation_refund: "keep" })
    Either.getOrThrow(
      await engine.as(kept.desk.caller, pendingPayments.payPending(kept.id, { method: "cash", use_credits: false })),
    )
    const keep = Either.getOrThrow(await engine.as(kept.player.caller, reservations.cancellationVerification(kept.id)))
    expect(keep.message).toMatch(/The club keeps the \$30\.00 paid: its policy gives no refund on cancellation\.$/)
    Either.getOrThrow(await engine.as(kept.player.caller, reservations.cancel(kept.id)))
    expect((await paymentsOf(kept.desk.caller, kept.id)).map((p) => p.status)).toEqual(["paid"])
  })

  it("charges a late cancellation's fee that nothing paid to the booker's club account", async () => {
    const late = { late_cancel_hours: 24, late_cancel_fee_percent: 50 }
    const { desk, player, facility, id } = await club(late, 5)
    const told = Either.getOrThrow(await engine.as(player.caller, reservations.cancellationVerification(id)))
    expect(told).toMatchObject({ late: true, fee: 1500, paid: 0, kept: 0, owed: 1500 })
    expect(told.message).toMatch(
      /the club's late-cancellation fee of \$15\.00 applies\. Nothing has been paid: the fee is charged to the club account of whoever booked\.$/,
    )
    Either.getOrThrow(await engine.as(player.caller, reservations.cancel(id)))
    const ledger = await paymentsOf(desk.caller, id)
    expect(ledger.map((p) => [p.method, p.amount, p.payer_id])).toEqual([["accounts_receivable", 1500, player.id]])
    const account = Either.getOrThrow(await engine.as(desk.caller, accounts.ofPerson(facility.id, player.id)))
    expect(account!.balance).toBe(1500)
  })

  it("gives a rain check's money back as club credits (or the way it was paid), saying so first, in the ledger", async () => {
    const { desk, player, facility, id } = await club()
    Either.getOrThrow(
      await engine.as(desk.caller, pendingPayments.payPending(id, { method: "cash", use_credits: false })),
    )
    const told = Either.getOrThrow(await engine.as(desk.caller, reservations.rainCheckVerification(id)))
    expect(told.message).toMatch(
      /^Call off the booking of Court 1 on .* for rain\? \$30\.00 goes back as club credits\.$/,
    )
    expect(await engine.as(player.caller, reservations.rainCheck(id))).toMatchObject({ left: { _tag: "Forbidden" } })
    expect(Either.getOrThrow(await engine.as(desk.caller, reservations.rainCheck(id))).status).toBe("raincheck")
    expect(Either.getOrThrow(await engine.as(player.caller, book.balance(player.id, facility.id))).balance).toBe(3000)
    const rows = await paymentsOf(desk.caller, id)
    expect(rows.map((p) => [p.method, p.amount, p.status]).sort()).toEqual([
      ["cash", 3000, "refunded_to_credit"],
      ["reversal_cash", 3000, "paid"],
    ])
    const [notice] = await engine.sql(
      (sql) => sql<{ note: string }>`select note from notifications where reservation_id = ${id}
        and kind = 'booking_cancellation'`,
    )
    expect(notice?.note).toBe("The club called it off for rain. $30.00 goes back as club credits.")
    // Twice is refused, and moves nothing more.
    expect(await engine.as(desk.caller, reservations.rainCheck(id))).toMatchObject({ left: { _tag: "Unprocessable" } })

    const refunding = await club({ rain_check_refund: "original" })
    Either.getOrThrow(
      await engine.as(
        refunding.desk.caller,
        pendingPayments.payPending(refunding.id, { method: "cash", use_credits: false }),
      ),
    )
    const says = Either.getOrThrow(
      await engine.as(refunding.desk.caller, reservations.rainCheckVerification(refunding.id)),
    )
    expect(says.message).toMatch(/\$30\.00 is handed back in cash\.$/)
    const unpaid = await booking(refunding.facility.id, refunding.player.id, 72, 3000)
    const nothing = Either.getOrThrow(
      await engine.as(refunding.desk.caller, reservations.rainCheckVerification(unpaid)),
    )
    expect(nothing.message).toMatch(/for rain\? Nothing has been paid, so nothing is refunded\.$/)
  })

  it("says nothing was paid only when nothing was", async () => {
    const { player, id } = await club()
    const told = Either.getOrThrow(await engine.as(player.caller, reservations.cancellationVerification(id)))
    expect(told.message).toMatch(/Nothing has been paid, so nothing is refunded\.$/)
  })
})
