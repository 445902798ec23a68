import { Effect, Either } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { GeneralSettings } from "../facilities/rules"
import { ClubAccounts } from "../clubAccounts/service"
import { Charges } from "./charges"
import { Ledger } from "./ledger"
import { PendingPayments } from "./pendingPayments"
import { Refunds } from "./refunds"
import { startEngine } from "../../fixtures/testing/engine"

/**
 * The money use cases (PendingPayments, Charges, Refunds, Ledger) called as a program embedding the engine calls them: no HTTP server,
 * the embedded database (or PostgreSQL), the caller given per call.
 */

let engine: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  engine = await startEngine()
})
afterAll(() => engine?.close())

const charges = Effect.serviceFunctions(Charges)
const book = Effect.serviceFunctions(Ledger)
const pendingPayments = Effect.serviceFunctions(PendingPayments)
const refunds = Effect.serviceFunctions(Refunds)
const accounts = Effect.serviceFunctions(ClubAccounts)

/** A club with a court, its front desk, a player, and a booking of the player's with 30.00 pending per player. */
const club = async (settings: Partial<GeneralSettings> = {}) => {
  const facility = await engine.facility(settings)
  const desk = await engine.person([facility.id, "front_desk"])
  const manager = await engine.person([facility.id, "manager"])
  const player = await engine.person([facility.id, "player"])
  const [court] = await engine.sql(
    (sql) =>
      sql<{
        id: number
      }>`insert into courts (facility_id, name, sport) values (${facility.id}, 'Court 1', 'tennis') returning id`,
  )
  let hour = 8
  /** A booking by `booker` with `players` (ids or guest names), each owing `share`. */
  const booking = async (booker: number, players: ReadonlyArray<number | string>, share = 3000) => {
    const start = hour++
    return engine.sql((sql) =>
      Effect.gen(function* () {
        const [r] = yield* sql<{ id: number }>`
          insert into reservations (facility_id, court_id, during, local_date, hour_start, hour_end, created_by)
          values (${facility.id}, ${court!.id},
            tstzrange(${`2030-01-07T${String(start).padStart(2, "0")}:00:00Z`}, ${`2030-01-07T${String(start + 1).padStart(2, "0")}:00:00Z`}, '[)'),
            '2030-01-07', ${start * 3600}, ${(start + 1) * 3600}, ${booker})
          returning id`
        for (const [index, p] of players.entries()) {
          const [ru] = yield* sql<{ id: number }>`
            insert into reservation_users (facility_id, reservation_id, user_id, name, guest)
            values (${facility.id}, ${r!.id}, ${typeof p === "number" ? p : null}, ${typeof p === "number" ? "Player" : p},
              ${typeof p !== "number"})
            returning id`
          yield* sql`
            insert into reservation_fees (facility_id, reservation_id, reservation_user_id, user_index, amount, description)
            values (${facility.id}, ${r!.id}, ${ru!.id}, ${index}, ${share}, 'Court fee')`
        }
        return Number(r!.id)
      }),
    )
  }
  return { facility, desk, manager, player, booking }
}

const failure = <E>(result: Either.Either<unknown, E>) => {
  if (Either.isRight(result)) throw new Error("expected the use case to fail")
  return result.left as E & { readonly _tag: string; readonly message: string }
}

describe("paying what a reservation has pending", () => {
  it("takes cash at the desk once, then finds nothing pending; a player may not take cash", async () => {
    const { desk, player, booking } = await club()
    const id = await booking(player.id, [player.id])

    const refused = failure(
      await engine.as(player.caller, pendingPayments.payPending(id, { method: "cash", use_credits: false })),
    )
    expect(refused._tag).toBe("Forbidden")
    expect(refused.message).toBe("Only staff take payment by Cash.")

    const paid = await engine.as(desk.caller, pendingPayments.payPending(id, { method: "cash", use_credits: false }))
    expect(
      Either.isRight(paid) && paid.right.payments.map((p) => [p.method, p.amount, p.payer_id, p.staff_id]),
    ).toEqual([["cash", 3000, player.id, desk.id]])
    expect(Either.isRight(paid) && paid.right.pending).toEqual([])

    const again = failure(
      await engine.as(desk.caller, pendingPayments.payPending(id, { method: "cash", use_credits: false })),
    )
    expect(again.message).toBe("Nothing is pending on this reservation: it is paid.")
  })

  it("answers not found to someone with no relation to the booking, and to another club's staff", async () => {
    const { player, booking } = await club()
    const id = await booking(player.id, [player.id])
    const stranger = await engine.person()
    const other = await club()
    for (const caller of [stranger.caller, other.desk.caller]) {
      const refused = failure(await engine.as(caller, book.reservationPayments(id)))
      expect(refused._tag).toBe("NotFound")
    }
  })

  it("lets a guardian pay a handled child's booking from their credits, and spends credits first", async () => {
    const { facility, manager, booking } = await club()
    const guardian = await engine.person([facility.id, "player"])
    const child = await engine.person()
    await engine.sql(
      (sql) =>
        sql`insert into family_links (user_id, related_user_id, handled) values (${guardian.id}, ${child.id}, true)`,
    )
    const id = await booking(child.id, [child.id])

    await engine.as(manager.caller, book.adjustCredits(facility.id, [guardian.id], 1000, "Welcome"))
    const short = failure(
      await engine.as(guardian.caller, pendingPayments.payPending(id, { method: "prepaid", use_credits: true })),
    )
    expect(short.message).toMatch(/club credit balance is \$10\.00/)
    const before = await engine.as(guardian.caller, book.balance(guardian.id, facility.id))
    expect(Either.isRight(before) && before.right.balance).toBe(1000)

    await engine.as(manager.caller, book.adjustCredits(facility.id, [guardian.id], 2000, "Top-up"))
    const paid = await engine.as(
      guardian.caller,
      pendingPayments.payPending(id, { method: "prepaid", use_credits: true }),
    )
    expect(Either.isRight(paid) && paid.right.payments.map((p) => [p.method, p.amount, p.payer_id])).toEqual([
      ["prepaid", 3000, guardian.id],
    ])
    const after = await engine.as(guardian.caller, book.balance(guardian.id, facility.id))
    expect(Either.isRight(after) && after.right.balance).toBe(0)
  })

  it("takes a staff custom price split over the shares, and refuses it with a coupon", async () => {
    const { desk, player, booking } = await club()
    const id = await booking(player.id, [player.id, "Guest"])
    const both = failure(
      await engine.as(
        desk.caller,
        pendingPayments.payPending(id, { method: "cash", use_credits: false, custom_price: 1000, coupon_code: "X" }),
      ),
    )
    expect(both.message).toBe("A custom price takes no coupon.")
    const paid = await engine.as(
      desk.caller,
      pendingPayments.payPending(id, { method: "cash", use_credits: false, custom_price: 1001 }),
    )
    expect(Either.isRight(paid) && paid.right.payments.map((p) => p.amount).sort()).toEqual([500, 501])
  })
})

describe("a person's money, as another club sees it", () => {
  it("staff of another club see none of it; the person and their club's staff see it all", async () => {
    const a = await club()
    const b = await club()
    // One person plays at both clubs and has paid and pending money at A.
    await engine.sql(
      (sql) =>
        sql`insert into facility_users (facility_id, user_id, role) values (${b.facility.id}, ${a.player.id}, 'player')`,
    )
    const paidId = await a.booking(a.player.id, [a.player.id])
    await a.booking(a.player.id, [a.player.id])
    Either.getOrThrow(
      await engine.as(a.desk.caller, pendingPayments.payPending(paidId, { method: "cash", use_credits: false })),
    )

    const asA = await engine.as(a.desk.caller, book.paymentsOf(a.player.id))
    const asSelf = await engine.as(a.player.caller, book.paymentsOf(a.player.id))
    const asB = await engine.as(b.desk.caller, book.paymentsOf(a.player.id))
    expect([asA, asSelf, asB].map((r) => Either.getOrThrow(r).length)).toEqual([1, 1, 0])
    const pendingAsB = Either.getOrThrow(await engine.as(b.desk.caller, book.pendingOf(a.player.id)))
    const pendingAsSelf = Either.getOrThrow(await engine.as(a.player.caller, book.pendingOf(a.player.id)))
    expect([pendingAsB.length, pendingAsSelf.length]).toEqual([0, 1])
    const balanceAsB = await engine.as(b.desk.caller, book.balance(a.player.id, a.facility.id))
    expect(Either.isLeft(balanceAsB) && balanceAsB.left._tag).toBe("NotFound")
  })
})

describe("refunds and the daily close", () => {
  it("refund at most what is left, to credits when asked, and the close counts money taken less money given back", async () => {
    const { facility, desk, manager, player, booking } = await club()
    const id = await booking(player.id, [player.id])
    const paid = await engine.as(desk.caller, pendingPayments.payPending(id, { method: "cash", use_credits: false }))
    const payment = Either.getOrThrow(paid).payments[0]!

    const part = Either.getOrThrow(await engine.as(manager.caller, refunds.refund(payment.id, 1000, "refund")))
    expect([part.payment.refunded, part.payment.refundable, part.refund.method]).toEqual([1000, 2000, "reversal_cash"])
    const tooMuch = failure(await engine.as(manager.caller, refunds.refund(payment.id, 2500, "refund")))
    expect(tooMuch._tag).toBe("Unprocessable")
    const toCredit = Either.getOrThrow(await engine.as(manager.caller, refunds.refund(payment.id, undefined, "credit")))
    expect(toCredit.refund.to_credit).toBe(true)
    expect(Either.getOrThrow(await engine.as(player.caller, book.balance(player.id, facility.id))).balance).toBe(2000)

    Either.getOrThrow(
      await engine.as(desk.caller, charges.buyCredits(player.id, facility.id, { amount: 500, method: "cash" })),
    )

    const close = Either.getOrThrow(await engine.as(desk.caller, book.closeReport(facility.id, payment.business_date)))
    expect(close.net).toBe(3000 - 1000 + 500)
    // By what was sold: the court's money less its cash refund, and the refund to credits as value given back.
    expect(close.by_sale).toEqual([
      { sold: "courts", label: "Courts", money: 2000, value: -2000, count: 3 },
      { sold: "club_credits", label: "Club credits bought", money: 500, value: 0, count: 1 },
    ])
    expect(close.by_sale.reduce((sum, b) => sum + b.money, 0)).toBe(close.money_taken.total)
    expect(close.by_sale.reduce((sum, b) => sum + b.value, 0)).toBe(close.value_moved.total)
  })
})

describe("club accounts", () => {
  it("take a player's own charges only where the club allows, up to its limit; staff always", async () => {
    const closed = await club()
    const first = await closed.booking(closed.player.id, [closed.player.id])
    const refused = failure(
      await engine.as(
        closed.player.caller,
        pendingPayments.payPending(first, { method: "accounts_receivable", use_credits: false }),
      ),
    )
    expect(refused._tag).toBe("Forbidden")
    const byDesk = await engine.as(
      closed.desk.caller,
      pendingPayments.payPending(first, { method: "accounts_receivable", use_credits: false }),
    )
    expect(Either.isRight(byDesk)).toBe(true)

    const { player, booking } = await club({ players_charge_accounts: true, account_limit: 5000 })
    const [a, b] = [await booking(player.id, [player.id]), await booking(player.id, [player.id])]
    const charge = (id: number) =>
      engine.as(player.caller, pendingPayments.payPending(id, { method: "accounts_receivable", use_credits: false }))
    expect(Either.isRight(await charge(a))).toBe(true)
    const over = failure(await charge(b))
    expect([over._tag, over.message]).toEqual([
      "Unprocessable",
      "Your club account would owe $60.00; the club allows up to $50.00. Pay the account first or choose another way.",
    ])
  })

  it("are paid oldest debit first and show a statement whose balances add up", async () => {
    const { facility, desk, player, booking } = await club({ players_charge_accounts: true })
    for (const id of [await booking(player.id, [player.id]), await booking(player.id, [player.id])])
      await engine.as(
        player.caller,
        pendingPayments.payPending(id, { method: "accounts_receivable", use_credits: false }),
      )
    const account = Either.getOrThrow(await engine.as(player.caller, accounts.mine(facility.id)))!
    expect(account.balance).toBe(6000)

    const notStaff = failure(await engine.as(player.caller, charges.payAccount(account.id, { method: "cash" }, false)))
    expect(notStaff.message).toBe("Only staff take cash, checks or adjustments.")
    const paid = Either.getOrThrow(
      await engine.as(desk.caller, charges.payAccount(account.id, { method: "cash", amount: 4000 }, true)),
    )
    expect(paid.account.balance).toBe(2000)
    expect(paid.entries.filter((e) => e.kind === "debit").map((e) => e.settled)).toEqual([3000, 1000])

    const statement = Either.getOrThrow(await engine.as(player.caller, accounts.statement(account.id)))
    expect([statement.opening_balance, statement.closing_balance]).toEqual([0, 2000])
    const owing = Either.getOrThrow(await engine.as(desk.caller, accounts.owing(facility.id)))
    expect(owing).toMatchObject({ accounts_owing: 1, total_owed: 2000 })

    const stranger = await engine.person()
    expect(failure(await engine.as(stranger.caller, accounts.statement(account.id)))._tag).toBe("NotFound")
    // The club's own books are its staff's, whoever embeds the engine.
    for (const refused of [
      await engine.as(player.caller, accounts.owing(facility.id)),
      await engine.as(player.caller, accounts.ofPerson(facility.id, player.id)),
      await engine.as(player.caller, book.closeReport(facility.id, "2030-01-07")),
    ])
      expect(failure(refused)._tag).toBe("Forbidden")
  })
})
