import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeUser } from "../../../fixtures/testing/builders"
import { makeClub } from "../../../fixtures/testing/club"
import { startTestServer, type TestServer } from "../../../fixtures/testing/testServer"
import { type FakeBank, listenFakeBank } from "../../providers/bank/fakeServer"
import type { TestClient } from "../../../fixtures/testing/client"

/** Bank transfers end to end: the server's adapter talks to our fake of the provider's wire format. */
const KEY = "bank-suite-key"
let bank: FakeBank
let server: TestServer
beforeAll(async () => {
  bank = await listenFakeBank(KEY)
  server = await startTestServer({ BANK_API_URL: bank.url, BANK_API_KEY: KEY, ACH_RECONCILE_SECONDS: "3600" })
})
afterAll(async () => {
  await server.close()
  await bank.close()
})

/** A club whose owner added its bank account, and a player who linked theirs. */
const achClub = async (on: TestServer) => {
  const club = await makeClub(on)
  const { facility, player, user } = club
  const { client: owner } = await makeUser(on, { roles: [[facility.id, "owner"]] })
  const account = await owner.post(`/api/facilities/${facility.id}/bank_accounts`, {
    bank_account: { holder_name: "Riverside Tennis Club", routing_number: "110000000", account_number: "000123456789" },
  })
  expect(account.status).toBe(201)
  const session = await player.post("/api/ach_tokens/session", { facility_id: facility.id })
  expect(session.status).toBe(201)
  const ref = bank.linkAccount(session.body.session_id, { routing_number: "110000000", account_number: "000111222333" })
  const token = await player.post("/api/ach_tokens", { facility_id: facility.id, ach_token: ref })
  expect(token.status).toBe(201)
  expect(token.body).toMatchObject({ user_id: user.id, last4: "2333", bank_name: "Test Bank" })
  const pay = (client: TestClient, reservationId: number, amount = 3000) =>
    client.post("/api/ach_transactions", {
      account_id: token.body.id,
      amount,
      payment: { reservation_id: reservationId },
    })
  const paymentsOf = async (reservationId: number) =>
    (await club.desk.get(`/api/reservations/${reservationId}/payments`)).body as {
      payments: Array<{ status: string; payment_intent_id: string; method: string }>
      pending: Array<unknown>
    }
  return { ...club, token: token.body, ref, pay, paymentsOf }
}

describe("club bank accounts", () => {
  it("an owner adds one (routing number checked first), managers and the desk cannot; no account number is kept", async () => {
    const { facility, manager: staffManager, desk } = await makeClub(server)
    const { client: manager } = await makeUser(server, { roles: [[facility.id, "owner"]] })
    expect(
      (
        await staffManager.post(`/api/facilities/${facility.id}/bank_accounts`, {
          bank_account: { holder_name: "Club", routing_number: "110000000", account_number: "12345678" },
        })
      ).status,
    ).toBe(403)
    const bad = await manager.post(`/api/facilities/${facility.id}/bank_accounts`, {
      bank_account: { holder_name: "Club", routing_number: "110000001", account_number: "12345678" },
    })
    expect(bad.status).toBe(422)
    expect(bad.body.message).toBe("The routing number 110000001 is not valid (its check digit does not match).")
    const short = await manager.post(`/api/facilities/${facility.id}/bank_accounts`, {
      bank_account: { holder_name: "Club", routing_number: "110000000", account_number: "12" },
    })
    expect(short.status).toBe(400)
    expect(
      (
        await desk.post(`/api/facilities/${facility.id}/bank_accounts`, {
          bank_account: { holder_name: "Club", routing_number: "110000000", account_number: "12345678" },
        })
      ).status,
    ).toBe(403)
    const added = await manager.post(`/api/facilities/${facility.id}/bank_accounts`, {
      bank_account: { holder_name: "Club", routing_number: "110000000", account_number: "12345678", nickname: "Main" },
    })
    expect(added.body).toMatchObject({ holder_name: "Club", last4: "5678", nickname: "Main" })
    expect(JSON.stringify(added.body)).not.toContain("12345678")
    const listed = await manager.get(`/api/facilities/${facility.id}/bank_accounts`)
    expect(listed.body).toHaveLength(1)
    expect((await manager.del(`/api/facilities/${facility.id}/bank_accounts/${added.body.id}`)).status).toBe(204)
    expect((await manager.get(`/api/facilities/${facility.id}/bank_accounts`)).body).toEqual([])
  })
})

describe("ACH tokens", () => {
  it("links a player's bank account through the provider's session, once, and staff see it", async () => {
    const { facility, player, desk, user, token, ref } = await achClub(server)
    const unknown = await player.post("/api/ach_tokens", { facility_id: facility.id, ach_token: "ba_unknown" })
    expect(unknown.status).toBe(422)
    expect(unknown.body.message).toBe("The bank-transfer provider knows no linked account by that token.")
    const twice = await player.post("/api/ach_tokens", { facility_id: facility.id, ach_token: ref })
    expect(twice.status).toBe(409)
    expect((await player.get("/api/ach_tokens")).body.map((t: { id: number }) => t.id)).toEqual([token.id])
    const seen = await desk.get(`/api/users/${user.id}/admin_ach_tokens?facility_id=${facility.id}`)
    expect(seen.body.map((t: { id: number }) => t.id)).toEqual([token.id])
    expect((await player.get(`/api/users/${user.id}/admin_ach_tokens?facility_id=${facility.id}`)).status).toBe(403)
    expect((await desk.del(`/api/ach_tokens/${token.id}`)).status).toBe(204)
    expect((await player.get("/api/ach_tokens")).body).toEqual([])
  })
})

describe("a bank account stays with its holder and its club", () => {
  it("is never shown back by its provider reference; staff, another club, or the holder at another club cannot link it", async () => {
    const a = await achClub(server)
    const b = await makeClub(server)
    for (const list of [
      await a.player.get("/api/ach_tokens"),
      await a.desk.get(`/api/users/${a.user.id}/admin_ach_tokens?facility_id=${a.facility.id}`),
    ]) {
      expect(list.status).toBe(200)
      expect(JSON.stringify(list.body)).not.toContain(a.ref)
    }
    // A second account linked in A's session, named by staff of A, of B, and by its holder at B.
    const session = await a.player.post("/api/ach_tokens/session", { facility_id: a.facility.id })
    const ref = bank.linkAccount(session.body.session_id, {
      routing_number: "110000000",
      account_number: "000999888777",
    })
    const byDesk = await a.desk.post("/api/ach_tokens", {
      facility_id: a.facility.id,
      ach_token: ref,
      user_id: a.user.id,
    })
    expect(byDesk.status).toBe(403)
    expect(byDesk.body.message).toBe("Only the account holder, or the guardian of a child, links a bank account.")
    expect(
      (await b.desk.post("/api/ach_tokens", { facility_id: b.facility.id, ach_token: ref, user_id: a.user.id })).status,
    ).toBe(403)
    const { client: both, user: shared } = await makeUser(server, {
      roles: [
        [a.facility.id, "player"],
        [b.facility.id, "player"],
      ],
    })
    const sessionAtA = await both.post("/api/ach_tokens/session", { facility_id: a.facility.id })
    const bothRef = bank.linkAccount(sessionAtA.body.session_id, {
      routing_number: "110000000",
      account_number: "000555",
    })
    const atB = await both.post("/api/ach_tokens", { facility_id: b.facility.id, ach_token: bothRef })
    expect(atB.status).toBe(422)
    expect(atB.body.message).toBe("This bank account was not linked in a session opened for this person at this club.")
    const someoneElses = await both.post("/api/ach_tokens", { facility_id: a.facility.id, ach_token: ref })
    expect(someoneElses.status).toBe(422)
    const own = await both.post("/api/ach_tokens", { facility_id: a.facility.id, ach_token: bothRef })
    expect(own.status).toBe(201)
    expect(own.body).toMatchObject({ user_id: shared.id, facility_id: a.facility.id })
    expect((await b.desk.get(`/api/users/${shared.id}/admin_ach_tokens?facility_id=${b.facility.id}`)).body).toEqual([])
  })
})

describe("paying by bank transfer", () => {
  it("is pending until reconciliation: a settled transfer marks its payment paid, a failed one failed, each once", async () => {
    const { player, booking, pay, paymentsOf, facility, manager } = await achClub(server)
    const first = await booking()
    const second = await booking()
    const wrong = await pay(player, first.id, 2999)
    expect(wrong.status).toBe(422)
    expect(wrong.body.message).toBe("The amount must be what is pending: $30.00.")
    // Someone with no part in the booking learns nothing of what it owes.
    const { client: stranger } = await makeUser(server, { roles: [[facility.id, "player"]] })
    const probe = await pay(stranger, first.id, 1)
    expect([probe.status, probe.body.message]).toEqual([404, "Reservation was not found."])

    const one = await pay(player, first.id)
    expect(one.status).toBe(201)
    expect(one.body.payments[0]).toMatchObject({ method: "ach", status: "pending", amount: 3000 })
    expect(one.body.pending).toEqual([])
    const two = await pay(player, second.id)
    expect((await pay(player, second.id)).body.message).toBe("Nothing is pending on this reservation: it is paid.")

    bank.settle(one.body.payments[0].payment_intent_id, "settled")
    bank.settle(two.body.payments[0].payment_intent_id, "failed")
    const reconciled = await manager.post(`/api/facilities/${facility.id}/ach_reconcile`)
    expect(reconciled.body).toEqual({ settled: 1, failed: 1 })
    expect((await paymentsOf(first.id)).payments[0]!.status).toBe("paid")
    const failed = await paymentsOf(second.id)
    expect(failed.payments[0]!.status).toBe("failed")
    expect(failed.pending).toHaveLength(1)
    expect((await manager.post(`/api/facilities/${facility.id}/ach_reconcile`)).body).toEqual({ settled: 0, failed: 0 })
  })
})

describe("a bank transfer for a booking cancelled while it is on its way", () => {
  it("is given back whole once it settles, by an ACH refund", async () => {
    const { player, booking, pay, paymentsOf, facility, manager } = await achClub(server)
    const r = await booking()
    const sent = await pay(player, r.id)
    expect((await player.del(`/api/reservations/${r.id}`)).status).toBe(200)
    bank.settle(sent.body.payments[0].payment_intent_id, "settled")
    expect((await manager.post(`/api/facilities/${facility.id}/ach_reconcile`)).body).toEqual({ settled: 1, failed: 0 })
    // The transfer is kept as received and refunded in full; the ACH refund goes out as a pending reversal.
    const { payments } = (await paymentsOf(r.id)) as unknown as {
      payments: Array<{ method: string; status: string; amount: number }>
    }
    expect(payments.map((p) => [p.method, p.status, p.amount])).toEqual(
      expect.arrayContaining([
        ["ach", "totally_refunded", 3000],
        ["reversal_ach", "pending", 3000],
      ]),
    )
  })
})

describe("scheduled reconciliation", () => {
  let quick: TestServer
  beforeAll(async () => {
    quick = await startTestServer({ BANK_API_URL: bank.url, BANK_API_KEY: KEY, ACH_RECONCILE_SECONDS: "1" })
  })
  afterAll(() => quick.close())

  it("settles transfers on its own while the server runs", async () => {
    const { player, booking, pay, paymentsOf } = await achClub(quick)
    const r = await booking()
    const paid = await pay(player, r.id)
    bank.settle(paid.body.payments[0].payment_intent_id, "settled")
    let status = "pending"
    for (let i = 0; i < 60 && status === "pending"; i++) {
      await new Promise((done) => setTimeout(done, 100))
      status = (await paymentsOf(r.id)).payments[0]!.status
    }
    expect(status).toBe("paid")
  })
})
