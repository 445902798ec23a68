import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { localDate } from "../../../engine/dates"
import { makeUser } from "../../../fixtures/testing/builders"
import { makeClub } from "../../../fixtures/testing/club"
import type { TestClient } from "../../../fixtures/testing/client"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"
import { runs } from "../../../fixtures/testing/properties"

const NY = "America/New_York"
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const sql = <A extends object>(query: (sql: SqlClient.SqlClient) => Effect.Effect<ReadonlyArray<A>, unknown>) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, query) as Effect.Effect<ReadonlyArray<A>>)

const club = () => makeClub(server)

describe("paying what a reservation has pending", () => {
  it("takes cash at the desk once; a second payment finds nothing pending; players cannot take cash", async () => {
    const { desk, player, booking } = await club()
    const r = await booking()
    expect((await player.put(`/api/reservations/${r.id}/pay_pending`, { method: "cash" })).status).toBe(403)
    const paid = await desk.put(`/api/reservations/${r.id}/pay_pending`, { method: "cash" })
    expect(paid.status).toBe(200)
    expect(paid.body.payments).toHaveLength(1)
    expect(paid.body.payments[0]).toMatchObject({
      method: "cash",
      method_label: "Cash",
      type_group_label: "Cash",
      amount: 3000,
      status: "paid",
      refundable: 3000,
    })
    expect(paid.body.pending).toEqual([])
    const listed = await player.get(`/api/reservations/${r.id}/payments`)
    expect(listed.body.payments.map((p: { id: number }) => p.id)).toEqual([paid.body.payments[0].id])
    expect(listed.body.pending).toEqual([])
    const { client: stranger } = await makeUser(server)
    expect((await stranger.get(`/api/reservations/${r.id}/payments`)).status).toBe(403)
    const again = await desk.put(`/api/reservations/${r.id}/pay_pending`, { method: "cash" })
    expect(again.status).toBe(422)
    expect(again.body.message).toBe("Nothing is pending on this reservation: it is paid.")
  })

  it("spends club credits first and refuses a shortfall whole, moving nothing", async () => {
    const { player, booking, balance, grant } = await club()
    const r = await booking()
    expect((await grant(2000)).body.balance).toBe(2000)
    const short = await player.put(`/api/reservations/${r.id}/pay_pending`, { method: "prepaid" })
    expect(short.status).toBe(422)
    expect(short.body.message).toBe("The club credit balance is $20.00; $30.00 is more than that.")
    // Credits first, the rest by card: no card provider here, so nothing moves at all.
    const card = await player.put(`/api/reservations/${r.id}/pay_pending`, { method: "card", use_credits: true })
    expect(card.status).toBe(422)
    expect(card.body.message).toMatch(/^Card payments are not set up/)
    expect(await balance()).toBe(2000)
    await grant(1500)
    const paid = await player.put(`/api/reservations/${r.id}/pay_pending`, { method: "prepaid" })
    expect(paid.status).toBe(200)
    expect(paid.body.payments.map((p: { method: string; type_group_label: string }) => p.type_group_label)).toEqual([
      "Club Credits",
    ])
    expect(await balance()).toBe(500)
  })

  it("lets staff set a custom price, and refuses it to players", async () => {
    const { desk, player, booking } = await club()
    const r = await booking()
    expect(
      (await player.put(`/api/reservations/${r.id}/pay_pending`, { method: "prepaid", custom_price: 100 })).status,
    ).toBe(403)
    const paid = await desk.put(`/api/reservations/${r.id}/pay_pending`, { method: "check", custom_price: 2500 })
    expect(paid.body.payments[0]).toMatchObject({ method: "check", amount: 2500, custom_price: true })
    expect(paid.body.pending).toEqual([{ ru_id: r.users[0]!.id, due: 3000, paid: 2500, pending: 500 }])
    const pending = await player.get("/api/users/pending_payments")
    expect(pending.body.map((p: { pending: number }) => p.pending)).toEqual([500])
  })
})

describe("coupons", () => {
  it("are kept by managers, checked before paying, and settle their discount once per player", async () => {
    const { facility, manager, player, booking, grant } = await club()
    const base = { kind: "percent", percent: 50, max_uses_per_player: 1, applies_to: ["reservation"] }
    const made = await manager.post(`/api/facilities/${facility.id}/coupons`, { ...base, code: "half-off" })
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ code: "HALF-OFF", uses: 0, active: true })
    expect((await manager.post(`/api/facilities/${facility.id}/coupons`, { ...base, code: "HALF-OFF" })).status).toBe(
      409,
    )
    const broken = await manager.post(`/api/facilities/${facility.id}/coupons`, { code: "NOPCT", kind: "percent" })
    expect(broken.status).toBe(422)
    expect(broken.body.message).toBe("A percent coupon needs its percent.")
    expect((await player.post(`/api/facilities/${facility.id}/coupons`, { ...base, code: "MINE" })).status).toBe(403)

    const check = await player.get(`/api/coupons/exchange/half-off?facility_id=${facility.id}`)
    expect(check.body).toMatchObject({ code: "HALF-OFF", valid: true, problem: null })
    const forClinic = await player.get(`/api/coupons/exchange/half-off?facility_id=${facility.id}&item=clinic`)
    expect(forClinic.body).toMatchObject({ valid: false, problem: "This coupon is for reservation, not clinics." })
    expect((await player.get(`/api/coupons/exchange/nope?facility_id=${facility.id}`)).status).toBe(404)

    await grant(3000)
    const first = await booking()
    const paid = await player.put(`/api/reservations/${first.id}/pay_pending`, {
      method: "prepaid",
      coupon_code: "half-off",
    })
    expect(paid.status).toBe(200)
    expect(paid.body.payments.map((p: { amount: number; coupon_code: string | null }) => p.amount)).toEqual([1500])
    expect(paid.body.pending).toEqual([])
    const second = await booking()
    const again = await player.put(`/api/reservations/${second.id}/pay_pending`, {
      method: "prepaid",
      coupon_code: "HALF-OFF",
    })
    expect(again.status).toBe(422)
    expect(again.body.message).toMatch(/^You have used this coupon 1 time already/)

    // A coupon worth the whole fee settles it with no money moving.
    await manager.post(`/api/facilities/${facility.id}/coupons`, { code: "FREE", kind: "amount", amount: 5000 })
    const free = await player.put(`/api/reservations/${second.id}/pay_pending`, {
      method: "prepaid",
      coupon_code: "free",
    })
    expect(free.body).toMatchObject({ payments: [], pending: [] })

    const removed = await manager.del(`/api/facilities/${facility.id}/coupons/${made.body.id}`)
    expect(removed.body.active).toBe(false)
    expect(
      (await manager.get(`/api/facilities/${facility.id}/coupons`)).body.map((c: { code: string; active: boolean }) => [
        c.code,
        c.active,
      ]),
    ).toEqual([
      ["FREE", true],
      ["HALF-OFF", false],
    ])
  })
})

describe("club accounts", () => {
  it("take charges from pay_pending, settle them oldest first, and show a statement and who owes", async () => {
    const { facility, desk, manager, player, user, booking } = await club()
    expect((await player.get(`/api/accounts/current_account?facility_id=${facility.id}`)).body).toBeNull()
    const a = await booking()
    const b = await booking()
    // A club's players run a tab only where it says so, and only up to its limit.
    const refused = await player.put(`/api/reservations/${a.id}/pay_pending`, { method: "accounts_receivable" })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(
      "This club takes charges to a club account at the desk only; choose another way to pay.",
    )
    const limit = (account_limit: number) =>
      manager.put(`/api/facilities/${facility.id}/general_settings`, { players_charge_accounts: true, account_limit })
    expect((await limit(5000)).status).toBe(200)
    expect((await player.put(`/api/reservations/${a.id}/pay_pending`, { method: "accounts_receivable" })).status).toBe(
      200,
    )
    const overLimit = await player.put(`/api/reservations/${b.id}/pay_pending`, { method: "accounts_receivable" })
    expect(overLimit.status).toBe(422)
    expect(overLimit.body.message).toBe(
      "Your club account would owe $60.00; the club allows up to $50.00. Pay the account first or choose another way.",
    )
    await limit(0)
    expect((await player.put(`/api/reservations/${b.id}/pay_pending`, { method: "accounts_receivable" })).status).toBe(
      200,
    )
    const account = (await player.get(`/api/accounts/current_account?facility_id=${facility.id}`)).body
    expect(account).toMatchObject({ balance: 6000, invoice_receiver_id: user.id })
    expect((await desk.get(`/api/accounts/find?facility_id=${facility.id}&user_id=${user.id}`)).body.id).toBe(
      account.id,
    )

    // Players pay by credits or card; cash is the desk's. Paying more than is owed is refused.
    expect((await player.post(`/api/accounts/${account.id}/user_pay_pending`, { method: "cash" })).status).toBe(403)
    const over = await desk.post(`/api/accounts/${account.id}/manager_pay_pending`, { method: "cash", amount: 6001 })
    expect(over.body.message).toBe("The account owes $60.00; $60.01 is more than that.")
    const part = await desk.post(`/api/accounts/${account.id}/manager_pay_pending`, { method: "cash", amount: 4000 })
    expect(part.status).toBe(200)
    expect(part.body.account.balance).toBe(2000)
    expect(
      part.body.entries.filter((e: { kind: string }) => e.kind === "debit").map((e: { settled: number }) => e.settled),
    ).toEqual([3000, 1000])

    const today = localDate(new Date(), NY)
    const metrics = await desk.get(
      `/api/accounts/notification_metrics?facility_id=${facility.id}&balance_date=${today}`,
    )
    expect(metrics.body).toMatchObject({ accounts_owing: 1, total_owed: 2000 })
    const statement = await player.get(`/api/accounts/${account.id}?from=${today}&to=${today}`)
    expect(statement.body).toMatchObject({ opening_balance: 0, closing_balance: 2000 })
    expect(statement.body.entries).toHaveLength(3)
    const { client: stranger } = await makeUser(server)
    expect((await stranger.get(`/api/accounts/${account.id}`)).status).toBe(403)
    // The invoice receiver hands it to another member; a member pays the rest from credits.
    const { user: other } = await makeUser(server, { roles: [[facility.id, "player"]] })
    const notMember = await player.post(`/api/accounts/${account.id}/set_as_invoice_receiver`, { user_id: other.id })
    expect(notMember.body.message).toBe("The invoice receiver must be a member of the account.")
    expect(
      (await player.post(`/api/accounts/${account.id}/set_as_invoice_receiver`, { user_id: user.id })).body
        .invoice_receiver_id,
    ).toBe(user.id)
    await manager.post(`/api/users/${user.id}/balance/${facility.id}/add_debit`, { amount: 500, reason: "Gift" })
    const byCredits = await player.post(`/api/accounts/${account.id}/user_pay_pending`, {
      method: "prepaid",
      amount: 500,
    })
    expect(byCredits.body.account.balance).toBe(1500)
    const rest = await desk.post(`/api/accounts/${account.id}/manager_pay_pending`, { method: "check" })
    expect(rest.body.account.balance).toBe(0)
    expect((await desk.post(`/api/accounts/${account.id}/manager_pay_pending`, { method: "check" })).body.message).toBe(
      "This account owes nothing.",
    )
  })
})

describe("refunds", () => {
  it("give back at most what is left, never refund a refund, and set the payment's status", async () => {
    const { desk, booking, manager } = await club()
    const r = await booking()
    const payment = (await desk.put(`/api/reservations/${r.id}/pay_pending`, { method: "cash" })).body.payments[0]
    // Money goes back on a manager's word, not the front desk's.
    expect((await desk.put(`/api/payments/${payment.id}/refund`, {})).status).toBe(403)
    const over = await manager.put(`/api/payments/${payment.id}/partial_refund`, { amount: 3001 })
    expect(over.status).toBe(422)
    expect(over.body.message).toBe("At most $30.00 is left to refund on this payment; $30.01 is more.")
    const part = await manager.put(`/api/payments/${payment.id}/partial_refund`, { amount: 1000 })
    expect(part.status).toBe(200)
    expect(part.body.payment).toMatchObject({ status: "partially_refunded", refunded: 1000, refundable: 2000 })
    expect(part.body.refund).toMatchObject({ method: "reversal_cash", type_group_label: "Refund", amount: 1000 })
    const rest = await manager.put(`/api/payments/${payment.id}/refund`, {})
    expect(rest.body.payment).toMatchObject({ status: "totally_refunded", refundable: 0 })
    expect((await manager.put(`/api/payments/${payment.id}/refund`, {})).body.message).toMatch(/^Only a paid payment/)
    const ofRefund = await manager.put(`/api/payments/${part.body.refund.id}/refund`, {})
    expect(ofRefund.body.message).toBe("A refund cannot be refunded.")
    expect((await manager.put(`/api/payments/${payment.id}/request_ach_refund`, {})).status).toBe(422)
  })

  it("to credit makes a lot the player can spend; players may not refund", async () => {
    const { desk, player, booking, balance, manager } = await club()
    const r = await booking()
    const payment = (await desk.put(`/api/reservations/${r.id}/pay_pending`, { method: "cash" })).body.payments[0]
    expect((await player.put(`/api/payments/${payment.id}/refund_to_credit`, {})).status).toBe(403)
    const back = await manager.put(`/api/payments/${payment.id}/refund_to_credit`, {})
    expect(back.body.payment.status).toBe("refunded_to_credit")
    expect(await balance()).toBe(3000)
    expect((await manager.put("/api/payments/999999/refund", {})).status).toBe(404)
  })
})

describe("club credit adjustments", () => {
  it("grant and take back with a reason, never below zero, for one player or several", async () => {
    const { manager, desk, facility, user, balance, grant } = await club()
    expect((await grant(0)).status).toBe(400)
    expect((await manager.post(`/api/users/${user.id}/balance/${facility.id}/add_debit`, { amount: 500 })).status).toBe(
      400,
    )
    await grant(1000)
    const under = await grant(-1500, "Correction")
    expect(under.status).toBe(422)
    expect(await balance()).toBe(1000)
    expect((await grant(-400, "Correction")).body.balance).toBe(600)
    expect(
      (await desk.post(`/api/users/${user.id}/balance/${facility.id}/add_debit`, { amount: 5, reason: "x" })).status,
    ).toBe(403)
    const { user: other } = await makeUser(server, { roles: [[facility.id, "player"]] })
    const both = await manager.post(`/api/users/${user.id}/balance/${facility.id}/add_debit_for_players`, {
      user_ids: [user.id, other.id],
      amount: 250,
      reason: "Rain day",
    })
    expect(both.body.map((b: { balance: number }) => b.balance)).toEqual([850, 250])
    // One player short: nobody is debited.
    const refused = await manager.post(`/api/users/${user.id}/balance/${facility.id}/add_debit_for_players`, {
      user_ids: [user.id, other.id],
      amount: -300,
      reason: "Fix",
    })
    expect(refused.status).toBe(422)
    expect(refused.body.message).toMatch(new RegExp(`^Player ${other.id}: `))
    expect(await balance()).toBe(850)
  })
})

describe("buying club credits", () => {
  it("at the desk for cash makes a lot and a ledger row; by card waits for a provider; a refund takes them back", async () => {
    const { facility, desk, player, user, balance, booking, manager } = await club()
    const buy = (client: TestClient, body: object) =>
      client.post(`/api/users/${user.id}/balance/${facility.id}/buy`, body)
    expect((await buy(player, { amount: 5000, method: "cash" })).status).toBe(403)
    expect((await buy(player, { amount: 5000, method: "card" })).body.message).toMatch(/^Card payments are not set up/)
    expect((await buy(desk, { amount: 5000, method: "prepaid" })).status).toBe(422)
    const bought = await buy(desk, { amount: 5000, method: "cash" })
    expect(bought.body).toMatchObject({ balance: 5000, lots: [{ source: "bought", amount: 5000, left: 5000 }] })
    const [payment] = (await player.get(`/api/users/payments?facility_id=${facility.id}`)).body
    expect(payment).toMatchObject({ payable_type: "credits", method: "cash", amount: 5000 })

    const r = await booking()
    await player.put(`/api/reservations/${r.id}/pay_pending`, { method: "prepaid" })
    expect(await balance()).toBe(2000)
    const tooMuch = await manager.put(`/api/payments/${payment.id}/refund`, {})
    expect(tooMuch.body.message).toBe("The credits this bought have been spent; they cannot be refunded.")
    const part = await manager.put(`/api/payments/${payment.id}/partial_refund`, { amount: 2000 })
    expect(part.status).toBe(200)
    expect(await balance()).toBe(0)
  })
})

describe("Idempotency-Key", () => {
  it("replays the first answer for the same request, and refuses the key for another", async () => {
    const { manager, facility, user, balance } = await club()
    const call = (amount: number) =>
      manager.request(
        "POST",
        `/api/users/${user.id}/balance/${facility.id}/add_debit`,
        { amount, reason: "Gift" },
        { "idempotency-key": "gift-1" },
      )
    const first = await call(700)
    const second = await call(700)
    expect(second.status).toBe(200)
    expect(second.body).toEqual(first.body)
    expect(await balance()).toBe(700)
    // Paying a reservation twice with one key charges once.
    const { desk, booking } = await club()
    const r = await booking()
    const pay = () =>
      desk.request("PUT", `/api/reservations/${r.id}/pay_pending`, { method: "cash" }, { "idempotency-key": "pay-1" })
    const [once, twice] = [await pay(), await pay()]
    expect(twice.status).toBe(200)
    expect(twice.body.payments).toEqual(once.body.payments)
    const [rows] = await sql<{ n: number }>(
      (q) => q`select count(*)::int as n from payments where reservation_id = ${r.id}`,
    )
    expect(rows!.n).toBe(1)

    const other = await call(800)
    expect(other.status).toBe(422)
    expect(other.body.message).toBe("This Idempotency-Key was used for a different request.")
    expect(await balance()).toBe(700)
  })
})

describe("the daily close", () => {
  it("adds up the day's ledger rows by type group and method", async () => {
    const { facility, desk, player, booking, grant, manager } = await club()
    const a = await booking()
    const b = await booking()
    const cash = (await desk.put(`/api/reservations/${a.id}/pay_pending`, { method: "cash" })).body.payments[0]
    await grant(3000)
    await player.put(`/api/reservations/${b.id}/pay_pending`, { method: "prepaid" })
    await manager.put(`/api/payments/${cash.id}/partial_refund`, { amount: 500 })
    const today = localDate(new Date(), NY)
    const report = await desk.get(`/api/facilities/${facility.id}/close_report?date=${today}`)
    expect(report.status).toBe(200)
    expect(report.body.groups.map((g: { label: string; total: number }) => [g.label, g.total])).toEqual([
      ["Cash", 3000],
      ["Club Credits", 3000],
      ["Refund", 500],
    ])
    // Money taken: 30.00 cash less 5.00 handed back; the credits were money on the day they were bought.
    expect(report.body.net).toBe(2500)
    expect(report.body.money_taken).toEqual({ total: 2500, count: 2 })
    // Credits spent moved value, not money; they have their own total beside the money.
    expect(report.body.value_moved).toEqual({ total: 3000, count: 1 })
    const [ledger] = await sql<{ net: number }>(
      (q) => q`select coalesce(sum(case when method like 'reversal_%' then -amount else amount end), 0)::int as net
        from payments where facility_id = ${facility.id} and status = 'paid' and not to_credit
          and replace(method, 'reversal_', '') in ('cash', 'card', 'bolt', 'card_reader', 'check', 'ach')`,
    )
    expect(report.body.net).toBe(ledger!.net)
    expect((await player.get(`/api/facilities/${facility.id}/close_report?date=${today}`)).status).toBe(403)
  })
})

describe("money under concurrency", () => {
  it("never spends the same credits twice", async () => {
    const { manager, facility, user, balance, grant } = await club()
    await grant(1000)
    const spends = await Promise.all(
      Array.from({ length: 20 }, () =>
        manager.post(`/api/users/${user.id}/balance/${facility.id}/add_debit`, { amount: -100, reason: "Spend" }),
      ),
    )
    expect(spends.filter((s) => s.status === 200)).toHaveLength(10)
    expect(spends.filter((s) => s.status === 422)).toHaveLength(10)
    expect(await balance()).toBe(0)
  })

  it("never refunds more than a payment took", async () => {
    const { desk, booking, manager } = await club()
    const r = await booking()
    const payment = (await desk.put(`/api/reservations/${r.id}/pay_pending`, { method: "cash" })).body.payments[0]
    const refunds = await Promise.all(
      Array.from({ length: 10 }, () => manager.put(`/api/payments/${payment.id}/partial_refund`, { amount: 500 })),
    )
    expect(refunds.filter((x) => x.status === 200)).toHaveLength(6)
    const [out] = await sql<{ total: number }>(
      (q) => q`select coalesce(sum(amount), 0)::int as total from payments where refund_of = ${payment.id}`,
    )
    expect(out!.total).toBe(3000)
  })
})

describe("the ledger under random sequences", () => {
  it("keeps every credit balance equal to its rows and never negative", async () => {
    const { manager, desk, player, facility, user, booking, balance } = await club()
    const paid: Array<number> = []
    const step = fc.oneof(
      fc.record({ kind: fc.constant("grant" as const), amount: fc.integer({ min: 1, max: 5000 }) }),
      fc.record({ kind: fc.constant("take" as const), amount: fc.integer({ min: 1, max: 5000 }) }),
      fc.record({ kind: fc.constant("pay" as const), credits: fc.boolean() }),
      fc.record({ kind: fc.constant("refund" as const), index: fc.nat(), amount: fc.integer({ min: 1, max: 4000 }) }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        for (const s of steps) {
          if (s.kind === "grant")
            await manager.post(`/api/users/${user.id}/balance/${facility.id}/add_debit`, {
              amount: s.amount,
              reason: "g",
            })
          if (s.kind === "take")
            await manager.post(`/api/users/${user.id}/balance/${facility.id}/add_debit`, {
              amount: -s.amount,
              reason: "t",
            })
          if (s.kind === "pay") {
            const r = await booking()
            const res = s.credits
              ? await player.put(`/api/reservations/${r.id}/pay_pending`, { method: "prepaid" })
              : await desk.put(`/api/reservations/${r.id}/pay_pending`, { method: "cash" })
            if (res.status === 200) paid.push(...res.body.payments.map((p: { id: number }) => p.id))
          }
          if (s.kind === "refund" && paid.length > 0) {
            const id = paid[s.index % paid.length]
            await manager.put(`/api/payments/${id}/partial_refund`, { amount: s.amount })
          }
          const [rows] = await sql<{ lots: number; spends: number }>(
            (q) => q`select
              (select coalesce(sum(amount), 0)::int from credit_lots where facility_id = ${facility.id} and user_id = ${user.id}) as lots,
              (select coalesce(sum(amount), 0)::int from credit_spends where facility_id = ${facility.id} and user_id = ${user.id}) as spends`,
          )
          const shown = await balance()
          expect(shown).toBe(rows!.lots - rows!.spends)
          expect(shown).toBeGreaterThanOrEqual(0)
          const [over] = await sql<{ n: number }>(
            (
              q,
            ) => q`select count(*)::int as n from payments p where p.refund_of is null and p.facility_id = ${facility.id}
              and p.amount < (select coalesce(sum(amount), 0) from payments x where x.refund_of = p.id)`,
          )
          expect(over!.n).toBe(0)
        }
      }),
      { numRuns: runs(6) },
    )
  }, 120_000)
})
